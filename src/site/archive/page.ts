// The scripts of the archive's pages (run in the browser): the reader of a release address without a page (reached
// through the 404 page: a section or a Glossary the release does not have), a rule's history and the diff between
// two releases the reader picks. (A release's contents, sections and Glossary are static pages: archive/pages.ts;
// their release switch is archive/switch.ts.)

import { diffWords } from "diff";
import { comparisonKey, plainTypography } from "../../kb/typography.ts";
import { follow, lineage } from "./follow.ts";
import { fill } from "../lib/fill.ts";
import { escapeHtml, loadChanges, loadIndex, loadRelease, loadSection, loadSteps, partsOf, type Lang } from "./reader.ts";
import { rulePath } from "./parts.ts";

/** The page's strings, given by the page in its language ({name} filled in here). */
type Strings = Record<string, string>;

const ARCHIVE_PATH = /^\/(en|fr)\/(\d{4}-\d{2}-\d{2})\/(?:cr\/(\d{3})\/(?:\d+\/)?|(glossary)\/(?:[a-z0]\/)?)?$/u;

function root(): { element: HTMLElement; lang: Lang; strings: Strings } {
  const element = document.getElementById("archive-app")!;
  return { element, lang: element.dataset.lang as Lang, strings: JSON.parse(element.dataset.strings ?? "{}") as Strings };
}

function setTitle(heading: string, tab: string) {
  const h1 = document.querySelector("h1#_top");
  if (h1) h1.textContent = heading;
  document.title = tab;
}

/**
 * The reader, at a release address that has no page: every release's contents, sections and Glossary are pages
 * (archive/pages.ts), so it names a release, a section or a Glossary the archive does not have, and says so.
 */
export async function startReader() {
  const { element, strings } = root();
  const asked = new URLSearchParams(location.search).get("path");
  const match = asked ? ARCHIVE_PATH.exec(asked) : null;
  if (!asked || !match) return;
  const [, , version, section, glossary] = match as unknown as [string, string, string, string | undefined, string | undefined];
  const releases = await loadIndex();
  const entry = releases.find((r) => r.version === version);
  history.replaceState(null, "", asked);
  document.getElementById("archive-list")?.remove();
  const said = !entry
    ? fill(strings.noRelease, { release: version })
    : fill(strings.noSection, { section: glossary ? (strings.glossary ?? "") : (section ?? ""), release: entry.label });
  element.innerHTML = `<p class="page-notice">${escapeHtml(said)}</p>`;
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
    // The part of its section that holds the rule, from the release's data (fetched for the releases listed only).
    const href = after ? rulePath(lang, release.version, section, partsOf(await loadRelease(release.version), section), after) : undefined;
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
  // Compared as the diff module compares (kb/typography.ts): in plain typography, so that a rule whose quotation
  // marks or dashes alone changed is not an edit of its wording; it is listed as such.
  const plain = (r: { text: string; examples: string[] }) => plainTypography([r.text, ...r.examples].join("\n").replace(/[ \t]+/gu, " ").trim());
  const printed = (r: { text: string; examples: string[] }) => [r.text, ...r.examples].join("\n").replace(/[ \t]+/gu, " ").trim();
  const inB = new Map(textB.rules.map((r) => [r.id, r]));
  const paired = new Set<string>();
  const rows: string[] = [];
  const renumbered: string[] = [];
  const typographyOnly: string[] = [];
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
    const href = rulePath(lang, to, target, partsOf(releaseB, target), counterpart.id);
    if (comparisonKey(plain(rule)) === comparisonKey(plain(counterpart))) {
      if (rule.id !== counterpart.id) renumbered.push(`${rule.id} → ${counterpart.id}`);
      else if (printed(rule) !== printed(counterpart)) typographyOnly.push(rule.id);
      else unchanged++;
      continue;
    }
    rows.push(changeHtml(lang, { id: counterpart.id, href, from: rule.id }, strings.edited!, wordDiffHtml(plain(rule), plain(counterpart))));
  }
  for (const rule of textB.rules) {
    if (rule.id === target || paired.has(rule.id)) continue;
    rows.push(changeHtml(lang, { id: rule.id, href: rulePath(lang, to, target, partsOf(releaseB, target), rule.id) }, strings.added!, `<ins>${escapeHtml(plain(rule))}</ins>`));
  }
  const summary = fill(strings.diffSummary, {
    from: `${a.label} (${section})`,
    to: `${releaseB.label} (${target})`,
    changed: String(rows.length),
    renumbered: String(renumbered.length),
    typography: String(typographyOnly.length),
    unchanged: String(unchanged),
  });
  const list = (className: string, label: string | undefined, ids: string[]) =>
    ids.length ? `<p class="${className}">${escapeHtml(label ?? "")} ${escapeHtml(ids.join(", "))}</p>` : "";
  out.innerHTML =
    `<p class="section-summary">${escapeHtml(summary)}</p>` +
    list("change-renumbered", strings.renumberedList, renumbered) +
    list("change-typography", strings.typographyList, typographyOnly) +
    rows.join("");
}
