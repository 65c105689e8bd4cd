// The search page's interface, in the browser: a labelled input, a release filter, the results as a list, over
// Pagefind's JS API (/pagefind/pagefind.js, which picks the index of the page's language) with the archive's and the
// glossaries' indexes merged in below the site's own. A few KB of script where Pagefind's default interface weighed
// about 100 KB. A rule number lands first on that rule of the current rules (the build's data, archive/rule-hits.ts).
// Offline, search reads only what the service worker kept, and says so when it cannot read its index.

import { escapeHtml as escape } from "./html.ts";
import { fill } from "./fill.ts";
import { ruleHitFile, ruleNumberOf } from "../archive/rule-search.ts";
import type { RuleHit, RuleHitIndex } from "../archive/rule-hits.ts";

interface SubResult {
  url: string;
  title: string;
  excerpt: string;
  locations?: number[];
}

interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: SubResult[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(bundlePath: string, options: Record<string, unknown>): Promise<void>;
  preload(term: string, options?: Record<string, unknown>): Promise<void>;
  search(term: string, options?: Record<string, unknown>): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}

/** A result as the page shows it: its title link, an excerpt of the page, and its best sections. */
interface ResultView {
  url: string;
  title: string;
  excerpt?: string;
  sections: { url: string; title: string; excerpt: string }[];
}

/** Sections shown under a result at most: those with the most matches, in page order. */
const SECTIONS_SHOWN = 3;

/**
 * The title with the kind of page and the release after it (two sections of the same name are told apart); the page's
 * own heading is not a section of itself (Pagefind gives it as the first sub-result, or as its "#_top" anchor).
 */
export function resultView(data: ResultData): ResultView {
  const { title = data.url, release, kind } = data.meta;
  const extra = [kind, release].filter(Boolean).join(" · ");
  const all = data.sub_results ?? [];
  const root = all[0]?.url === data.url;
  const subs = all.filter((sub, i) => !(root && i === 0) && !sub.url.endsWith("#_top"));
  const best = new Set([...subs].sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0)).slice(0, SECTIONS_SHOWN));
  return {
    url: data.url,
    title: extra ? `${title} — ${extra}` : title,
    ...(root || subs.length === 0 ? { excerpt: data.excerpt } : {}),
    sections: subs.filter((sub) => best.has(sub)).map(({ url, title: subTitle, excerpt }) => ({ url, title: subTitle, excerpt })),
  };
}

/**
 * An excerpt as HTML: Pagefind writes the page's text with its < and > as entities, and the words found in <mark>;
 * only the marks are kept as markup, the rest is the text, escaped.
 */
export function excerptHtml(excerpt: string): string {
  return excerpt
    .split(/(<\/?mark>)/u)
    .map((part, i) => (i % 2 === 1 ? part : escape(part.replaceAll("&lt;", "<").replaceAll("&gt;", ">"))))
    .join("");
}

// --- The page ---------------------------------------------------------------------------------------------------

/** Results drawn at a time ("More results" draws the next ones). */
const PAGE_SIZE = 5;
/** Results as soon as the reader stops typing (Pagefind's own interface waited 300 ms). */
const DEBOUNCE_MS = 60;

const PAGEFIND = "/pagefind/pagefind.js";
const RULE_HITS = "/data/archive/rule-hits";

async function loadPagefind(): Promise<Pagefind> {
  const pagefind = (await import(/* @vite-ignore */ PAGEFIND)) as Pagefind;
  // A long section (706 has 60 rules) is not a worse match for being long, nor an annotated one for its notes and
  // panels: at Pagefind's 0.3, 2007-10-01's 504 (half the length of the annotated 706, the same 8 "valeurs
  // copiables") ranked first. Short excerpts: each result shows its best sections too.
  await pagefind.options({ excerptLength: 12, ranking: { pageLength: 0.1 } });
  // Every release of the archive, from its own index (archive/search.ts), and the glossaries' terms, below the site's pages.
  await pagefind.mergeIndex("/pagefind-archive/", { indexWeight: 0.3 });
  await pagefind.mergeIndex("/pagefind-glossary/", { indexWeight: 0.5 });
  return pagefind;
}

const documents = new Map<string, Promise<unknown>>();
function getJson<T>(file: string): Promise<T> {
  let pending = documents.get(file);
  if (!pending) {
    pending = fetch(`${RULE_HITS}/${file}`).then((response) => {
      if (!response.ok) throw new Error(`${RULE_HITS}/${file}: ${response.status}`);
      return response.json();
    });
    // A failed request is asked again next time (offline now, perhaps not then).
    pending.catch(() => documents.delete(file));
    documents.set(file, pending);
  }
  return pending as Promise<T>;
}

/** The newest release's rule `id` as the build wrote it, with the release's label; undefined when it has none. */
async function ruleHit(id: string): Promise<{ hit: RuleHit; release: string } | undefined> {
  const index = await getJson<RuleHitIndex>("index.json");
  const file = ruleHitFile(id);
  if (!index.files.includes(file)) return undefined;
  const { rules } = await getJson<{ rules: Record<string, RuleHit> }>(`${file}.json`);
  const hit = rules[id];
  return hit && { hit, release: index.release };
}

/** Starts the search page: the form `#site-search`, its strings in `data-strings`, the page's language in `lang`. */
export function startSearch(): void {
  const form = document.querySelector<HTMLFormElement>("#site-search")!;
  const input = form.querySelector<HTMLInputElement>("#search-input")!;
  const release = form.querySelector<HTMLSelectElement>("#search-release")!;
  const status = document.getElementById("search-status")!;
  const list = document.getElementById("search-results") as HTMLOListElement;
  const more = document.getElementById("search-more") as HTMLButtonElement;
  const hitBox = document.getElementById("rule-hit")!;
  const offline = document.getElementById("search-offline")!;
  const strings = JSON.parse(form.dataset.strings ?? "{}") as Record<string, string>;
  const lang = document.documentElement.lang === "fr" ? "fr" : "en";

  const pagefind = loadPagefind();
  // A failed load is said when a search needs it, not as the page opens.
  pagefind.catch(() => undefined);

  // Offline, search reads only what the service worker kept: it says so rather than searching without an answer.
  // navigator.onLine alone is not enough: a page the worker served from its cache may still say it is online (and
  // so does a network that reaches nothing). So the page also asks the network: a HEAD request, which the worker
  // leaves to the network (its routes answer GET requests only), not from the browser's cache; its (empty) body is
  // read, or the browser counts the request as aborted.
  const checkNetwork = async () => {
    if (!navigator.onLine) return void (offline.hidden = false);
    offline.hidden = await fetch(location.pathname, { method: "HEAD", cache: "no-store" })
      .then((response) => response.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
  };
  void checkNetwork();
  addEventListener("online", () => void checkNetwork());
  addEventListener("offline", () => void checkNetwork());

  let searchId = 0;
  let results: { data(): Promise<ResultData> }[] = [];
  let shown = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The status line; its `data-state` says whether the results shown are those of the words in the input. */
  const say = (key: "searching" | "zero" | "one" | "many" | "failed", values: Record<string, string | number> = {}) => {
    status.textContent = fill(strings[key], values);
    status.dataset.state = key === "searching" || key === "failed" ? key : "done";
    list.setAttribute("aria-busy", String(key === "searching"));
  };
  const failed = () => {
    say("failed");
    void checkNetwork();
  };

  /** A result's list item, filled when Pagefind has read its page's data. */
  const draw = (result: { data(): Promise<ResultData> }, id: number): HTMLLIElement => {
    const item = document.createElement("li");
    item.className = "search-result";
    result.data().then(
      (data) => {
        if (id !== searchId) return;
        const view = resultView(data);
        const link = `<a class="search-result-link" href="${escape(view.url)}">${escape(view.title)}</a>`;
        const excerpt = view.excerpt ? `<p class="search-excerpt">${excerptHtml(view.excerpt)}</p>` : "";
        const sections = view.sections
          .map((s) => `<li><a class="search-result-link" href="${escape(s.url)}">${escape(s.title)}</a><p class="search-excerpt">${excerptHtml(s.excerpt)}</p></li>`)
          .join("");
        item.innerHTML = `<p class="search-result-title">${link}</p>${excerpt}${sections ? `<ul class="search-sections">${sections}</ul>` : ""}`;
      },
      () => {
        if (id !== searchId) return;
        item.remove();
        failed();
      },
    );
    return item;
  };

  /** Draws the next page of results; returns the first new item. */
  const drawMore = (id: number): HTMLLIElement | undefined => {
    const next = results.slice(shown, shown + PAGE_SIZE).map((result) => draw(result, id));
    shown += next.length;
    list.append(...next);
    more.hidden = shown >= results.length;
    return next[0];
  };

  const search = async (term: string) => {
    const id = ++searchId;
    void showRuleHit(term);
    const url = new URL(location.href);
    if (term) url.searchParams.set("q", term);
    else url.searchParams.delete("q");
    history.replaceState(history.state, "", url);
    if (!term.trim()) {
      results = [];
      shown = 0;
      list.replaceChildren();
      more.hidden = true;
      status.textContent = "";
      delete status.dataset.state;
      return;
    }
    say("searching", { term });
    const filters = release.value ? { version: release.value } : {};
    let found: Awaited<ReturnType<Pagefind["search"]>>;
    try {
      found = await (await pagefind).search(term, { filters });
    } catch {
      if (id === searchId) failed();
      return;
    }
    if (id !== searchId || !found) return;
    results = found.results;
    shown = 0;
    list.replaceChildren();
    const count = results.length;
    say(count === 0 ? "zero" : count === 1 ? "one" : "many", { term, count });
    // Nothing found may be nothing kept: the notice says so when the network is gone.
    if (count === 0) void checkNetwork();
    drawMore(id);
  };

  const searchSoon = () => {
    clearTimeout(timer);
    const term = input.value;
    // Pagefind fetches the index chunks of the words typed while the reader pauses.
    if (term.trim()) void pagefind.then((p) => p.preload(term, { filters: release.value ? { version: release.value } : {} })).catch(() => undefined);
    timer = setTimeout(() => void search(term), DEBOUNCE_MS);
  };

  // A rule number lands on that rule of the current rules, above the results (archive/rule-hits.ts).
  let asked = "";
  const showRuleHit = async (term: string) => {
    const id = ruleNumberOf(term);
    asked = id ?? "";
    if (!id) return void (hitBox.hidden = true);
    const found = await ruleHit(id).catch(() => undefined);
    if (asked !== id) return;
    if (!found) return void (hitBox.hidden = true);
    const { hit, release: current } = found;
    const page = (path: string) => `/${lang}${path}`;
    const spans = hit.older
      .map((s) => `<li><a href="${escape(page(s.page))}">${escape(s.id)}</a> · ${escape(s.first === s.last ? s.last : `${s.first} – ${s.last}`)} (${s.releases})</li>`)
      .join("");
    hitBox.innerHTML =
      `<h2>${escape(fill(strings.ruleHitTitle, { rule: id }))}</h2>` +
      `<p class="rule-hit-current"><a href="${escape(page(hit.page))}" data-rule-hit>${escape(id)} · ${escape(strings.currentRules ?? "")} · ${escape(current)}</a></p>` +
      `<p class="rule-hit-text" lang="en">${escape(hit.text)}</p>` +
      (spans ? `<details><summary>${escape(strings.olderReleases ?? "")}</summary><ul>${spans}</ul></details>` : "");
    hitBox.hidden = false;
  };

  form.addEventListener("submit", (event) => event.preventDefault());
  input.addEventListener("input", searchSoon);
  release.addEventListener("change", () => void search(input.value));
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      // Enter on a rule number opens it; on words, searches now.
      const link = hitBox.hidden ? null : hitBox.querySelector<HTMLAnchorElement>("a[data-rule-hit]");
      if (link && ruleNumberOf(input.value) === asked) location.href = link.href;
      else {
        clearTimeout(timer);
        void search(input.value);
      }
    } else if (event.key === "ArrowDown") {
      // Down from the input to the first result.
      const first = list.querySelector<HTMLAnchorElement>("a.search-result-link");
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  // Up and down move between the results' titles; up from the first goes back to the input.
  list.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const titles = [...list.querySelectorAll<HTMLAnchorElement>(".search-result-title a")];
    const at = titles.indexOf(document.activeElement?.closest(".search-result")?.querySelector<HTMLAnchorElement>(".search-result-title a") as HTMLAnchorElement);
    if (at === -1) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? titles[at + 1] : titles[at - 1];
    (next ?? (event.key === "ArrowUp" ? input : titles[at]))!.focus();
  });
  more.addEventListener("click", () => {
    // The reader carries on from the first result added.
    const first = drawMore(searchId);
    const focus = () => first?.querySelector<HTMLAnchorElement>("a")?.focus();
    if (first?.querySelector("a")) focus();
    else if (first) new MutationObserver((_, observer) => (observer.disconnect(), focus())).observe(first, { childList: true });
  });

  // The words of the address's ?q=, or words typed before this script ran (a slow phone, a quick reader).
  const query = new URLSearchParams(location.search).get("q") ?? input.value;
  if (query.trim()) {
    input.value = query;
    void search(query);
  }
  input.focus();
}
