// Summoning sickness (302.6 / 212.3d…): a creature can't attack, and its {T} abilities can't be activated, unless it
// has been under its controller's control continuously since his or her most recent turn began — unless it has haste
// (702.10).
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import { hasKeyword } from "./keywords.ts";
import { object, type ObjectId } from "./state.ts";

/** Refuses to attack with, or to pay {T} for, a creature that came under its controller's control this turn. */
export function requireNoSummoningSickness(k: Kernel, id: ObjectId): void {
  if (!k.characteristics(id).types.includes("creature")) return;
  if (object(k.state, id).sinceTurn === k.state.turn.number && !hasKeyword(k, id, "haste"))
    throw new RuleViolation(k.rules.combat.summoningSickness, { reason: "summoningSick", object: k.ref(id) });
}
