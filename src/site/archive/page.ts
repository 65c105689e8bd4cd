// The scripts of the archive's pages (run in the browser): the reader of a release's glossary
// (/{lang}/{release}/glossary/, reached through the 404 page, which sends release addresses without a page here),
// a rule's history and the diff between two releases the reader picks. (A release's contents and sections are
// static pages: archive/pages.ts; their release switch is archive/switch.ts.)

import { diffWords } from "diff";
import { follow, lineage } from "./follow.ts";
import { fill } from "../lib/fill.ts";
import {
  escapeHtml,
  glossaryHtml,
  glossaryPathOf,
  loadChanges,
  loadGlossary,
  loadIndex,
  loadRelease,
  loadSection,
  loadSteps,
  sectionPathOf,
  type Lang,
} from "./reader.ts";
import type { ArchiveIndexEntry } from "./export.ts";

/** The page's strings, given by the page in its language ({name} filled in here). */
type Strings = Record<string, string>;


const ARCHIVE_PATH = /^\/(en|fr)\/(\d{4}-\d{2}-\d{2})\/(?:cr\/(\d{3})\/|(glossary)\/)?$/u;

function root(): { element: HTMLElement; lang: Lang; strings: Strings } {
  const element = document.getElementById("archive-app")!;
  return { element, lang: element.dataset.lang as Lang, strings: JSON.parse(element.dataset.strings ?? "{}") as Strings };
}

function setTitle(heading: string, tab: string) {
  const h1 = document.querySelector("h1#_top");
  if (h1) h1.textContent = heading;
  document.title = tab;
}

/** A `<select>` of every release, the current one selected; `go` is called with the release chosen. */
function releaseSelect(releases: ArchiveIndexEntry[], current: string, label: string, go: (version: string) => void): HTMLElement {
  const wrap = document.createElement("p");
  wrap.className = "release-switch";
  const id = `release-${Math.random().toString(36).slice(2, 8)}`;
  wrap.innerHTML =
    `<label for="${id}">${escapeHtml(label)}</label> <select id="${id}">` +
    releases
      .slice()
      .reverse()
      .map((r) => `<option value="${r.version}"${r.version === current ? " selected" : ""}>${escapeHtml(r.label)}</option>`)
      .join("") +
    "</select>";
  wrap.querySelector("select")!.addEventListener("change", (event) => go((event.target as HTMLSelectElement).value));
  return wrap;
}

/** The reader: a release's contents or one of its sections, at the address asked for (kept in the address bar). */
export async function startReader() {
  const { element, lang, strings } = root();
  const asked = new URLSearchParams(location.search).get("path");
  const match = asked ? ARCHIVE_PATH.exec(asked) : null;
  if (!asked || !match) return;
  const [, , version, section, glossary] = match as unknown as [string, string, string, string | undefined, string | undefined];
  const releases = await loadIndex();
  const entry = releases.find((r) => r.version === version);
  if (!entry) {
    element.innerHTML = `<p class="page-notice">${escapeHtml(fill(strings.noRelease, { release: version }))}</p>`;
    return;
  }
  const release = await loadRelease(version);
  const hash = location.hash;
  const passed = new URLSearchParams(location.search);
  history.replaceState(null, "", asked);
  document.getElementById("archive-list")?.remove();
  const tools = document.createElement("div");
  tools.className = "archive-tools";
  if (glossary) {
    if (!release.glossary) {
      element.innerHTML = `<p class="page-notice">${escapeHtml(fill(strings.noSection, { section: strings.glossary ?? "", release: release.label }))}</p>`;
      return;
    }
    const text = await loadGlossary(release.glossary);
    setTitle(`${strings.glossary} · ${release.label}`, `${strings.glossary} · ${release.label} | ${strings.site}`);
    tools.append(releaseSelect(releases, version, strings.release!, (to) => (location.href = `${glossaryPathOf(lang, to)}${location.hash}`)));
    element.replaceChildren(tools);
    element.insertAdjacentHTML("beforeend", `<p>${escapeHtml(strings.glossaryIntro ?? "")}</p><div class="glossary">${glossaryHtml(text, release, lang)}</div>`);
  } else {
    // Every section and contents page of a release is a page of its own (archive/pages.ts): an address that reaches
    // the reader names one the release does not have.
    element.innerHTML = `<p class="page-notice">${escapeHtml(fill(strings.noSection, { section: section ?? "", release: release.label }))}</p>`;
    return;
  }
  const missing = passed.get("missing");
  if (missing) notice(fill(strings.noCounterpart, { rule: missing, version: passed.get("of") ?? "" }));
  if (hash) {
    const id = decodeURIComponent(hash.slice(1));
    if (document.getElementById(id)) location.hash = hash;
    else notice(fill(strings.absentRule, { rule: id }));
  }
}

function notice(text: string) {
  const element = document.getElementById("page-notice");
  if (!element) return;
  element.textContent = text;
  element.hidden = false;
}

/** A word diff as HTML (the changes pages' markup). */
function wordDiffHtml(before: string, after: string): string {
  return diffWords(before, after)
    .map((part) => (part.added ? `<ins>${escapeHtml(part.value)}</ins>` : part.removed ? `<del>${escapeHtml(part.value)}</del>` : escapeHtml(part.value)))
    .join("");
}

function changeHtml(lang: Lang, head: { id: string; href?: string; from?: string }, kind: string, body: string): string {
  const id = head.href ? `<a href="${escapeHtml(head.href)}">${escapeHtml(head.id)}</a>` : `<span>${escapeHtml(head.id)}</span>`;
  const from = head.from && head.from !== head.id ? ` <span>(← ${escapeHtml(head.from)})</span>` : "";
  return `<div class="change"><p class="change-head">${id}${from} <span class="change-kind">${escapeHtml(kind)}</span></p><p class="change-text" lang="en">${body}</p></div>`;
}

/** A rule through every release: each release where it changed (word diff), was renumbered, added or removed. */
export async function startRuleHistory() {
  const { element, lang, strings } = root();
  const params = new URLSearchParams(location.search);
  const rule = params.get("rule") ?? "";
  const at = params.get("at") ?? "";
  const [releases, steps] = await Promise.all([loadIndex(), loadSteps()]);
  const index = releases.findIndex((r) => r.version === at);
  if (!rule || index === -1) {
    element.innerHTML = `<p class="page-notice">${escapeHtml(fill(strings.noRule, { rule, release: at }))}</p>`;
    return;
  }
  setTitle(fill(strings.ruleHistoryTitle, { rule, release: releases[index]!.label }), `${fill(strings.ruleHistoryTitle, { rule, release: releases[index]!.label })} | ${strings.site}`);
  const ids = lineage(steps, rule, at);
  const entries: string[] = [];
  for (let i = 1; i < releases.length; i++) {
    const [before, after] = [ids[i - 1], ids[i]];
    if (!before && !after) continue;
    const release = releases[i]!;
    const previous = releases[i - 1]!;
    const label = `${previous.label} → ${release.label}`;
    const section = (after ?? before)!.slice(0, 3);
    const href = after ? `${sectionPathOf(lang, release.version, section)}#${after}` : undefined;
    // The section's text did not change: neither did the rule (renumbered, at most).
    const unchanged = before && after && previous.sections[before.slice(0, 3)] === release.sections[after.slice(0, 3)];
    if (unchanged && before === after) continue;
    let change = undefined;
    if (!unchanged) change = (await loadChanges(release.version, section).catch(() => [])).find((c) => c.to === (after ?? null) && c.from === (before ?? null));
    if (!change && before && after && before === after) continue;
    const kind = !before ? strings.added! : !after ? strings.removed! : change?.kind === "edited" || (change?.before !== undefined && change.before !== change.after) ? strings.edited! : strings.renumbered!;
    const body = change?.before !== undefined && change.after !== undefined ? wordDiffHtml(change.before, change.after) : escapeHtml(change?.after ?? change?.before ?? "");
    entries.push(`<section class="history-step"><h2>${escapeHtml(label)}</h2>${changeHtml(lang, { id: after ?? before!, href, from: before }, kind, body)}</section>`);
  }
  const span = ids.map((id, i) => (id ? releases[i]!.label : undefined)).filter(Boolean);
  element.innerHTML =
    `<p>${escapeHtml(fill(strings.ruleHistoryIntro, { rule, first: span[0] ?? "", last: span.at(-1) ?? "" }))}</p>` +
    (entries.length ? entries.reverse().join("") : `<p>${escapeHtml(strings.neverChanged ?? "")}</p>`);
}

/** The diff between any two releases, for one section: rules paired by following each through the steps between. */
export async function startReleaseDiff() {
  const { element, lang, strings } = root();
  const form = element.querySelector("form")!;
  const out = element.querySelector<HTMLElement>(".diff-output")!;
  const params = new URLSearchParams(location.search);
  const releases = await loadIndex();
  for (const select of form.querySelectorAll("select")) {
    select.innerHTML = releases
      .slice()
      .reverse()
      .map((r) => `<option value="${r.version}">${escapeHtml(r.label)}</option>`)
      .join("");
  }
  const fromSelect = form.querySelector<HTMLSelectElement>("select[name=from]")!;
  const toSelect = form.querySelector<HTMLSelectElement>("select[name=to]")!;
  const sectionInput = form.querySelector<HTMLInputElement>("input[name=section]")!;
  const latest = releases.at(-1)!.version;
  fromSelect.value = params.get("from") ?? releases.at(-2)!.version;
  toSelect.value = params.get("to") ?? latest;
  sectionInput.value = params.get("section") ?? "706";
  if (!params.get("from")) return;
  const [from, to, section] = [fromSelect.value, toSelect.value, sectionInput.value.trim()];
  const a = releases.find((r) => r.version === from)!;
  const b = releases.find((r) => r.version === to)!;
  const steps = await loadSteps();
  const target = follow(steps, section, from, to, "sections");
  if (!a.sections[section]) return void (out.innerHTML = `<p class="page-notice">${escapeHtml(fill(strings.noSection, { section, release: a.label }))}</p>`);
  if (!target || !b.sections[target]) return void (out.innerHTML = `<p class="page-notice">${escapeHtml(fill(strings.noCounterpart, { rule: section, version: a.label }))}</p>`);
  const [textA, textB, releaseB] = await Promise.all([loadSection(a.sections[section]!), loadSection(b.sections[target]!), loadRelease(to)]);
  const plain = (r: { text: string; examples: string[] }) => [r.text, ...r.examples].join("\n").replace(/[ \t]+/gu, " ").trim();
  const inB = new Map(textB.rules.map((r) => [r.id, r]));
  const paired = new Set<string>();
  const rows: string[] = [];
  const renumbered: string[] = [];
  let unchanged = 0;
  for (const rule of textA.rules) {
    if (rule.id === section) continue;
    const id = follow(steps, rule.id, from, to, "rules");
    const counterpart = id ? inB.get(id) : undefined;
    if (!counterpart) {
      rows.push(changeHtml(lang, { id: rule.id }, strings.removed!, `<del>${escapeHtml(plain(rule))}</del>`));
      continue;
    }
    paired.add(counterpart.id);
    const href = `${sectionPathOf(lang, to, target)}#${counterpart.id}`;
    if (plain(rule) === plain(counterpart)) {
      if (rule.id === counterpart.id) unchanged++;
      else renumbered.push(`${rule.id} → ${counterpart.id}`);
      continue;
    }
    rows.push(changeHtml(lang, { id: counterpart.id, href, from: rule.id }, strings.edited!, wordDiffHtml(plain(rule), plain(counterpart))));
  }
  for (const rule of textB.rules) {
    if (rule.id === target || paired.has(rule.id)) continue;
    rows.push(changeHtml(lang, { id: rule.id, href: `${sectionPathOf(lang, to, target)}#${rule.id}` }, strings.added!, `<ins>${escapeHtml(plain(rule))}</ins>`));
  }
  const summary = fill(strings.diffSummary, {
    from: `${a.label} (${section})`,
    to: `${releaseB.label} (${target})`,
    changed: String(rows.length),
    renumbered: String(renumbered.length),
    unchanged: String(unchanged),
  });
  out.innerHTML =
    `<p class="section-summary">${escapeHtml(summary)}</p>` +
    (renumbered.length ? `<p class="change-renumbered">${escapeHtml(strings.renumberedList ?? "")} ${escapeHtml(renumbered.join(", "))}</p>` : "") +
    rows.join("");
}
