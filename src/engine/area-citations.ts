// The citation tables rule areas keep beside their rules (the form of citations.ts, in each release's own numbering),
// for whoever compares a cited rule across numberings (ruleset.ts citesSameRule: a scenario's expected refusal).
import type { CitationEntry } from "./citations.ts";
import { CITATIONS as companion } from "./companion.ts";
import { CITATIONS as doubleFacedCards } from "./double-faced-cards.ts";

export const AREA_CITATIONS: readonly Readonly<Record<string, readonly CitationEntry[]>>[] = [companion, doubleFacedCards];
