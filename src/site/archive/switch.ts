// The release switch of every section page, annotated or full text, of any release (and of its contents and Glossary): the same section, and the rule
// being read, in the release chosen, followed through every renumbering in between (the archive's steps, splits and
// merges included: 613.1a of 2016-01-16 is 418.5a of 2009-05-01), on the annotated page where the knowledge base
// has that section. Where the rule has no counterpart, the page of its section opens at the top; where the section
// has none, the release's contents; either way the address says so (?missing=…&of=…) and the page tells the reader.
// Also the link to the same rule in the current rules (the newest release). Runs in the browser, loaded only when the
// switch or that link is used (release-menu.ts wires them on every page).

import type { ArchiveStep } from "./export.ts";
import { follow } from "./follow.ts";
import { loadRelease, loadSteps } from "./data.ts";
import { glossaryLetterPath, glossaryTermPath, partOf, partPath } from "./parts.ts";
import { contentsPath, sectionPath } from "../lib/paths.ts";

type Lang = "en" | "fr";

export interface SwitchRequest {
  lang: Lang;
  /** The release read, and its label as the notice names it ("2016-01-16 (OGW)"). */
  from: string;
  fromLabel: string;
  /** The section read, numbered as in `from`. */
  section: string;
  /** The page's anchor: a rule ("613.1a"), an example ("706.2-ex1"), or "". */
  anchor: string;
  to: string;
  /** Whether the knowledge base annotates that section of that release: its page is then the annotated one. */
  annotated: (version: string, section: string) => boolean;
  /** Where a section of release `to` is cut into parts (archive/parts.ts; empty when it is one page). */
  partsIn: (section: string) => readonly string[];
}

/** "418.5a" → "418"; a section followed to a rule (613 of 2016 is 418.5 before M10) is that rule's section. */
const sectionOf = (id: string) => id.split(".")[0]!;

const missing = (id: string, label: string) => `?missing=${encodeURIComponent(id)}&of=${encodeURIComponent(label)}`;

/** Where the switch leads. */
export function releaseTarget(steps: ArchiveStep[], request: SwitchRequest): string {
  const { lang, from, fromLabel, section, anchor, to, annotated, partsIn } = request;
  /** The page of `number` in release `to` that holds `id` (the section's first page when no rule is carried). */
  const pageOf = (number: string, id = number) => (annotated(to, number) ? sectionPath(lang, to, number) : partPath(lang, to, number, partOf(partsIn(number), id)));
  const rule = anchor.replace(/-(?:ex|p)\d+$/u, "");
  const carried = rule && rule !== section ? follow(steps, rule, from, to, "rules") : undefined;
  if (carried) return `${pageOf(sectionOf(carried), carried)}#${carried}${anchor.slice(rule.length)}`;
  const counterpart = follow(steps, section, from, to, "sections");
  if (!counterpart) return `${contentsPath(lang, to)}${missing(section, fromLabel)}`;
  const page = pageOf(sectionOf(counterpart));
  if (rule && rule !== section) return `${page}${missing(rule, fromLabel)}`;
  // A section that became one rule: its page, at that rule.
  return counterpart.includes(".") ? `${pageOf(sectionOf(counterpart), counterpart)}#${counterpart}` : page;
}

/**
 * Opens release `to` from the page of the release switch `select` (`select[data-release-switch]`): the same page of
 * that release, at the rule being read (release-menu.ts calls it when the switch or the current-rules link is used).
 */
export function openRelease(select: HTMLSelectElement, to: string): void {
  const { lang, version, section, label, page } = select.dataset as { lang: Lang; version: string; section?: string; label: string; page?: "glossary" };
  // A glossary: the Glossary of the release chosen, at the same term (a release without one says so).
  if (page === "glossary") {
    const term = decodeURIComponent(location.hash.slice(1));
    return void (location.href = term ? glossaryTermPath(lang, to, term) : glossaryLetterPath(lang, to));
  }
  if (!section) return void (location.href = contentsPath(lang, to));
  const anchor = decodeURIComponent(location.hash.slice(1));
  const annotatedIn = new Map([...select.options].map((o) => [o.value, new Set((o.dataset.annotated ?? "").split(" "))]));
  const annotated = (v: string, s: string) => annotatedIn.get(v)?.has(s) ?? false;
  void Promise.all([loadSteps(), loadRelease(to)])
    .then(([steps, release]) =>
      releaseTarget(steps, { lang, from: version, fromLabel: label, section, anchor, to, annotated, partsIn: (number) => release.sections.find((s) => s.number === number)?.parts ?? [] }),
    )
    .then((href) => (location.href = href));
}
