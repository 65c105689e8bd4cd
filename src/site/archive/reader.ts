// The browser side of the archive: reads /data/archive/ (see export.ts) and renders a release's contents or a
// section of it with the markup of the full-text pages built for the knowledge base's versions, so both look and
// link alike. Every text is escaped; cross-references link only to rules the release has.

import { parseReferences } from "../../kb/references.ts";
import type { ArchiveGlossary, ArchiveRelease, ArchiveSectionText } from "./export.ts";

export { loadChanges, loadIndex, loadRelease, loadSection, loadSteps } from "./data.ts";

export type Lang = "en" | "fr";

const releasePath = (lang: Lang, version: string) => `/${lang}/${version}/`;
export const sectionPathOf = (lang: Lang, version: string, section: string) => `/${lang}/${version}/cr/${section}/`;
export const glossaryPathOf = (lang: Lang, version: string) => `/${lang}/${version}/glossary/`;

export { escapeHtml } from "../lib/html.ts";
import { escapeHtml } from "../lib/html.ts";

const idsOf = new WeakMap<ArchiveRelease, Map<string, Set<string>>>();

/** A release's rule ids by section number (looked up for every cross-reference of every page the build writes). */
function sectionIds(release: ArchiveRelease): Map<string, Set<string>> {
  let ids = idsOf.get(release);
  if (!ids) {
    ids = new Map(release.sections.map((s) => [s.number, new Set(s.ids.split(" "))]));
    idsOf.set(release, ids);
  }
  return ids;
}

/** Where a referenced id leads in this release, if it has that rule (or section, or chapter). */
function referenceTarget(target: string, kind: string, release: ArchiveRelease, lang: Lang): string | undefined {
  if (kind === "chapter") return `${releasePath(lang, release.version)}#chapter-${target}`;
  const number = target.slice(0, 3);
  const ids = sectionIds(release).get(number);
  if (!ids) return undefined;
  if (target === number) return sectionPathOf(lang, release.version, number);
  return ids.has(target) ? `${sectionPathOf(lang, release.version, number)}#${target}` : undefined;
}

/** Official text as HTML: escaped, with its cross-references as links; links into the page itself as bare anchors. */
export function officialTextHtml(text: string, release: ArchiveRelease, lang: Lang, pagePath: string): string {
  let html = "";
  let at = 0;
  for (const reference of parseReferences(text)) {
    if (reference.offset < at) continue;
    const href = referenceTarget(reference.targets[0]!, reference.kind, release, lang);
    if (!href) continue;
    const local = href.startsWith(`${pagePath}#`) ? href.slice(pagePath.length) : href;
    html += escapeHtml(text.slice(at, reference.offset));
    html += `<a href="${escapeHtml(local)}">${escapeHtml(reference.text)}</a>`;
    at = reference.offset + reference.text.length;
  }
  return html + escapeHtml(text.slice(at));
}

/**
 * A section of a release, as the built full-text pages show it: each rule number a heading anchored by its id; under
 * each example, what `afterExample` gives (the static pages: the engine's verdict where one exists).
 */
export function sectionHtml(
  section: ArchiveSectionText,
  release: ArchiveRelease,
  lang: Lang,
  afterExample: (example: string, anchor: string) => string = () => "",
): string {
  const pagePath = sectionPathOf(lang, release.version, section.number);
  return section.rules
    .map((rule) => {
      const tag = /[a-z]$/u.test(rule.id) ? "h3" : "h2";
      const id = escapeHtml(rule.id);
      const examples = rule.examples
        .map((example, i) => `<p class="full-example" id="${id}-ex${i + 1}">${officialTextHtml(example, release, lang, pagePath)}</p>${afterExample(example, `${rule.id}-ex${i + 1}`)}`)
        .join("");
      return (
        `<div class="rule rule-${tag}"><div class="rule-head"><${tag} id="${id}" class="rule-id"><a href="#${id}">` +
        `${escapeHtml(rule.printedId ?? rule.id)}</a></${tag}></div>` +
        `<p class="rule-text">${officialTextHtml(rule.text, release, lang, pagePath)}</p>${examples}</div>`
      );
    })
    .join("");
}

/** The contents of a release: its chapters and sections, each section a link to its text. */
export function contentsHtml(release: ArchiveRelease, lang: Lang): string {
  const chapters = [...new Set(release.sections.map((s) => s.number.slice(0, 1)))];
  return chapters
    .map((chapter) => {
      const items = release.sections
        .filter((s) => s.number.startsWith(chapter))
        .map(
          (s) =>
            `<li><span class="contents-number">${escapeHtml(s.number)}.</span> ` +
            `<a href="${sectionPathOf(lang, release.version, s.number)}">${escapeHtml(s.title)}</a></li>`,
        )
        .join("");
      const title = release.chapters[chapter] ?? "";
      return `<section aria-labelledby="chapter-${chapter}"><h2 id="chapter-${chapter}">${chapter}. ${escapeHtml(title)}</h2><ul class="contents-list">${items}</ul></section>`;
    })
    .join("");
}

/**
 * A release's Glossary, as the built glossary pages show it: each term a heading anchored by its id, with the
 * French term first on French pages where the French rules print one; the definitions are English.
 */
export function glossaryHtml(glossary: ArchiveGlossary, release: ArchiveRelease, lang: Lang): string {
  const pagePath = glossaryPathOf(lang, release.version);
  const english = lang === "en" ? "" : ' lang="en"';
  return glossary.entries
    .map((entry) => {
      const term =
        lang === "fr" && entry.french
          ? `${escapeHtml(entry.french)} <span class="glossary-english" lang="en">(${escapeHtml(entry.term)})</span>`
          : `<span${english}>${escapeHtml(entry.term)}</span>`;
      const text = entry.text.map((p) => `<p${english}>${officialTextHtml(p, release, lang, pagePath)}</p>`).join("");
      return `<div class="glossary-entry"><h2 id="${escapeHtml(entry.anchor)}">${term}</h2>${text}</div>`;
    })
    .join("");
}
