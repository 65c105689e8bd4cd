// Summoning sickness (302.6 / 212.3d…): a creature can't attack, and its {T} abilities can't be activated, unless it
// has been under its controller's control continuously since his or her most recent turn began — unless it has haste
// (702.10).
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import { hasKeyword } from "./keywords.ts";
import { object, type ObjectId } from "./state.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/summoning-sickness.ts", {
  summoningSickness: [["2002-02-20", "214.7c"], ["2003-07-01", "212.3d"], ["2007-05-01", "212.3f"], ["2009-07-08", "302.6"]],
});

/** Refuses to attack with, or to pay {T} for, a creature that came under its controller's control this turn. */
export function requireNoSummoningSickness(k: Kernel, id: ObjectId): void {
  if (!k.characteristics(id).types.includes("creature")) return;
  if (object(k.state, id).sinceTurn === k.state.turn.number && !hasKeyword(k, id, "haste"))
    throw new RuleViolation(citations.cite(k.rules, "summoningSickness"), { reason: "summoningSick", object: k.ref(id) });
}
