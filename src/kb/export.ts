// The model as plain JSON, for other tools (`rules export`) and for the site's /api/.

import { versionsOf, type KnowledgeBase, type Lang } from "./model.ts";

export interface SectionFilter {
  version?: string;
  lang?: Lang;
  section?: string;
}

/** Sections are JSON-ready as they are; only the contents' Map of titles needs turning into an object. */
export function exportKnowledgeBase(kb: KnowledgeBase, filter: SectionFilter = {}) {
  return {
    versions: versionsOf(kb),
    contents: kb.contents.map((c) => ({ version: c.version, lang: c.lang, file: c.file, titles: Object.fromEntries(c.titles) })),
    sections: kb.sections.filter(
      (s) => (!filter.version || s.version === filter.version) && (!filter.lang || s.lang === filter.lang) && (!filter.section || s.section === filter.section),
    ),
  };
}
