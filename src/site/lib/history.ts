// Section histories through the whole archive (the diff module's, slow to compute): each once per build, shared by
// the history pages (in parts) and /api/history/.

import { sectionHistoryForSite, type SiteSectionHistory } from "../../diff/site.ts";
import type { WordDiffPart } from "../../diff/changes.ts";
import { kept } from "./dataset.ts";
import { withContext } from "./renumberings.ts";
import { inParts } from "./weighed-parts.ts";

export function sectionHistory(section: string, version: string): SiteSectionHistory {
  return kept(`history ${version} ${section}`, () => sectionHistoryForSite(section, version));
}

type HistoryStep = SiteSectionHistory["steps"][number];

/** The markup a step makes, roughly: its heading, a renumbering as an id or two, each other change's head and words. */
function stepWeight(step: HistoryStep): number {
  const shown = (parts: WordDiffPart[]) => withContext(parts).reduce((n, p) => n + 12 + p.text.length, 0);
  return step.changes.reduce((n, c) => n + (c.renumberedOnly ? 20 : 160 + [c.parts, ...(c.regrouped ?? []).map((r) => r.parts)].reduce((m, parts) => m + shown(parts), 0)), 160);
}

/** A history's steps, newest first, in parts of a bounded weight (a section through 125 releases weighed up to 122 KB). */
export function historyParts(history: SiteSectionHistory): HistoryStep[][] {
  return inParts(history.steps.slice().reverse(), stepWeight);
}
