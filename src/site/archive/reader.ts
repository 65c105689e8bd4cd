// The browser side of the archive: reads /data/archive/ (see export.ts) and renders a release's contents or a
// section of it with the markup of the full-text pages built for the knowledge base's versions, so both look and
// link alike. Every text is escaped; cross-references link only to rules the release has.

import { parseReferences } from "../../kb/references.ts";
import type { ArchiveGlossary, ArchiveRelease, ArchiveSectionText } from "./export.ts";

export { loadChanges, loadIndex, loadRelease, loadSection, loadSteps } from "./data.ts";

export type Lang = "en" | "fr";

const releasePath = (lang: Lang, version: string) => `/${lang}/${version}/`;
const sectionPathOf = (lang: Lang, version: string, section: string) => `/${lang}/${version}/cr/${section}/`;

export { escapeHtml } from "../lib/html.ts";
import { glossaryLetter, glossaryLetterPath, partOf, partPath, rulePath } from "./parts.ts";
import { sectionPath } from "../lib/paths.ts";
import { escapeHtml } from "../lib/html.ts";

interface SectionIndex {
  ids: Set<string>;
  /** Where the section is cut into parts (archive/parts.ts): empty for a section read on one page. */
  parts: string[];
}

const indexOf = new WeakMap<ArchiveRelease, Map<string, SectionIndex>>();

/** A release's rule ids and parts by section number (looked up for every cross-reference of every page the build writes). */
function sectionIndex(release: ArchiveRelease): Map<string, SectionIndex> {
  let index = indexOf.get(release);
  if (!index) {
    index = new Map(release.sections.map((s) => [s.number, { ids: new Set(s.ids.split(" ")), parts: s.parts ?? [] }]));
    indexOf.set(release, index);
  }
  return index;
}

/** The sections the knowledge base annotates in a release (the build knows them): their links lead to the annotated page. */
type Annotated = ReadonlySet<string>;
const NONE: Annotated = new Set();

/**
 * Where a referenced id leads in this release, if it has that rule (or section, or chapter): the annotated page of
 * its section, else the part of the full text that holds it.
 */
function referenceTarget(target: string, kind: string, release: ArchiveRelease, lang: Lang, annotated: Annotated): string | undefined {
  if (kind === "chapter") return `${releasePath(lang, release.version)}#chapter-${target}`;
  const number = target.slice(0, 3);
  const section = sectionIndex(release).get(number);
  if (!section) return undefined;
  if (target !== number && !section.ids.has(target)) return undefined;
  if (annotated.has(number)) return `${sectionPath(lang, release.version, number)}${target === number ? "" : `#${target}`}`;
  return rulePath(lang, release.version, number, section.parts, target);
}

/** The parts a section of a release is cut into (empty when it is one page). */
export const partsOf = (release: ArchiveRelease, number: string): string[] => sectionIndex(release).get(number)?.parts ?? [];

/** Official text as HTML: escaped, with its cross-references as links; links into the page itself as bare anchors. */
export function officialTextHtml(text: string, release: ArchiveRelease, lang: Lang, pagePath: string, annotated: Annotated = NONE): string {
  let html = "";
  let at = 0;
  for (const reference of parseReferences(text)) {
    if (reference.offset < at) continue;
    const href = referenceTarget(reference.targets[0]!, reference.kind, release, lang, annotated);
    if (!href) continue;
    const local = href.startsWith(`${pagePath}#`) ? href.slice(pagePath.length) : href;
    html += escapeHtml(text.slice(at, reference.offset));
    html += `<a href="${escapeHtml(local)}">${escapeHtml(reference.text)}</a>`;
    at = reference.offset + reference.text.length;
  }
  return html + escapeHtml(text.slice(at));
}

/** What a page of the full text adds to the text: the panel under each example, and where its links lead. */
interface PageOptions {
  /** Under each example (the static pages: the engine's verdict where one exists). */
  afterExample?: (example: string, anchor: string) => string;
  /** The part of the section shown (archive/parts.ts): the first by default. */
  part?: number;
  annotated?: Annotated;
}

/**
 * A section of a release, or one part of it, as the built full-text pages show it: each rule number a heading
 * anchored by its id, each example followed by what `afterExample` gives.
 */
export function sectionHtml(section: ArchiveSectionText, release: ArchiveRelease, lang: Lang, options: PageOptions = {}): string {
  const { afterExample = () => "", part = 1, annotated = NONE } = options;
  const starts = partsOf(release, section.number);
  const pagePath = partPath(lang, release.version, section.number, part);
  return section.rules
    .filter((rule) => partOf(starts, rule.id) === part)
    .map((rule) => {
      const tag = /[a-z]$/u.test(rule.id) ? "h3" : "h2";
      const id = escapeHtml(rule.id);
      const examples = rule.examples
        .map((example, i) => `<p class="full-example" id="${id}-ex${i + 1}">${officialTextHtml(example, release, lang, pagePath, annotated)}</p>${afterExample(example, `${rule.id}-ex${i + 1}`)}`)
        .join("");
      return (
        `<div class="rule rule-${tag}"><div class="rule-head"><${tag} id="${id}" class="rule-id"><a href="#${id}">` +
        `${escapeHtml(rule.printedId ?? rule.id)}</a></${tag}></div>` +
        `<p class="rule-text">${officialTextHtml(rule.text, release, lang, pagePath, annotated)}</p>${examples}</div>`
      );
    })
    .join("");
}

/** The contents of a release: its chapters and sections, each section a link to its text (how many parts it has, for keep.ts). */
export function contentsHtml(release: ArchiveRelease, lang: Lang): string {
  const chapters = [...new Set(release.sections.map((s) => s.number.slice(0, 1)))];
  return chapters
    .map((chapter) => {
      const items = release.sections
        .filter((s) => s.number.startsWith(chapter))
        .map(
          (s) =>
            `<li><span class="contents-number">${escapeHtml(s.number)}.</span> ` +
            `<a href="${sectionPathOf(lang, release.version, s.number)}"${s.parts ? ` data-parts="${s.parts.length + 1}"` : ""}>${escapeHtml(s.title)}</a></li>`,
        )
        .join("");
      const title = release.chapters[chapter] ?? "";
      return `<section aria-labelledby="chapter-${chapter}"><h2 id="chapter-${chapter}">${chapter}. ${escapeHtml(title)}</h2><ul class="contents-list">${items}</ul></section>`;
    })
    .join("");
}

/**
 * The terms of a release's Glossary filed under `letter` (archive/parts.ts), as the built glossary pages show them:
 * each term a heading anchored by its id, with the French term first on French pages where the French rules print
 * one; the definitions are English.
 */
export function glossaryHtml(glossary: ArchiveGlossary, release: ArchiveRelease, lang: Lang, letter: string, annotated: Annotated = NONE): string {
  const pagePath = glossaryLetterPath(lang, release.version, letter);
  const english = lang === "en" ? "" : ' lang="en"';
  return glossary.entries
    .filter((entry) => glossaryLetter(entry.anchor) === letter)
    .map((entry) => {
      const term =
        lang === "fr" && entry.french
          ? `${escapeHtml(entry.french)} <span class="glossary-english" lang="en">(${escapeHtml(entry.term)})</span>`
          : `<span${english}>${escapeHtml(entry.term)}</span>`;
      const text = entry.text.map((p) => `<p${english}>${officialTextHtml(p, release, lang, pagePath, annotated)}</p>`).join("");
      return `<div class="glossary-entry"><h2 id="${escapeHtml(entry.anchor)}">${term}</h2>${text}</div>`;
    })
    .join("");
}
