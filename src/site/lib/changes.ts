// What changed in a section since the previous version of the knowledge base, from the diff module: rules aligned
// by number then by text similarity (following renumberings), each unchanged / edited / moved / added / removed,
// with a word diff.

import type { Lang } from "../../kb/model.ts";
import { knowledgeBaseDiffs, type SiteChange, type SiteVersionDiff } from "../../diff/site.ts";
import { kept } from "./dataset.ts";

export interface SectionChanges {
  /** The language of the compared text: the page's when both versions have it, English otherwise. */
  textLang: Lang;
  from: { version: string; section: string };
  to: { version: string; section: string };
  changes: SiteChange[];
}

/** The alignment of each pair of consecutive versions of the knowledge base, in each language. */
export function allDiffs(): SiteVersionDiff[] {
  return kept("knowledge-base diffs", knowledgeBaseDiffs);
}

/** The changes into `section` of `version` from the version before it, in `lang` if both versions have it. */
export function sectionChanges(lang: Lang, version: string, section: string): SectionChanges | undefined {
  for (const textLang of lang === "en" ? (["en"] as const) : ([lang, "en"] as const)) {
    const diff = allDiffs().find((d) => d.lang === textLang && d.to === version);
    const pair = diff?.sections.find((s) => s.to === section);
    if (diff && pair) return { textLang, from: { version: diff.from, section: pair.from }, to: { version, section }, changes: pair.changes };
  }
  return undefined;
}

/** The previous version holding the section (renumbered or not), if the knowledge base has one. */
export function previousSection(version: string, section: string): { version: string; section: string } | undefined {
  return sectionChanges("en", version, section)?.from;
}
