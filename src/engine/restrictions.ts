// Restrictions: static abilities that say what a permanent can't do — attack, block, activate its abilities
// (508.1c, 509.1b, 602.5 / 308.2a, 309.2a, 409.4) — and the choice some of them give a player to ignore their effect
// until end of turn (a special action, 115.2d / 408.2j; special-actions.ts).
import type { RuleArea } from "./area.ts";
import type { RestrictionDef } from "./cards.ts";
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import { objectsIn, type ObjectId, type PlayerId } from "./state.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/restrictions.ts", {
  // Until 2003-03-15 the prohibition is a sentence of 409.1: "Players can't begin to play a spell or ability that's prohibited from being played".
  prohibitedActivation: [["1999-04-23", "409.1"], ["2003-03-15", "409.4", "the prohibition got a rule of its own (409.4), out of 409.1"], ["2003-05-26", "410.4"], ["2003-07-01", "409.4"], ["2009-07-08", "602.5"]],
});

type Restricted = "cantAttack" | "cantBlock" | "cantActivate";

/** A restriction ability of a permanent on the battlefield, with the permanent it restricts. */
interface Restriction {
  source: ObjectId;
  abilityId: string;
  def: RestrictionDef;
  affected: ObjectId;
}

/** "… for that player to ignore this effect until end of turn": who ignores which ability, during which turn. */
interface Ignoring {
  source: ObjectId;
  abilityId: string;
  player: PlayerId;
  turn: number;
}

declare module "./state.ts" {
  interface AreaState {
    /** Restrictions players ignore until end of turn (115.2d / 408.2j). */
    ignoring?: Ignoring[];
  }
}

export function restrictions(game: Kernel): Restriction[] {
  const found: Restriction[] = [];
  for (const o of objectsIn(game.state, "battlefield")) {
    for (const a of game.characteristics(o.id).abilities) {
      if (!("restriction" in a.def)) continue;
      // The card language's one word for what it affects is "enchanted": the permanent the source is attached to —
      // on the battlefield, since an attachment ends as the object it is attached to leaves (state.ts, removeObject).
      const affected = o.attachedTo;
      if (affected) found.push({ source: o.id, abilityId: a.def.id, def: a.def.restriction, affected });
    }
  }
  return found;
}

/** Whether a player ignores a restriction's effect now: chosen this turn, and "until end of turn" hasn't ended (514.2). */
function isIgnored(game: Kernel, r: Restriction, playerId: PlayerId): boolean {
  const { turn } = game.state;
  if (turn.step === "cleanup") return false;
  return (game.state.areas.ignoring ?? []).some((i) => i.source === r.source && i.abilityId === r.abilityId && i.player === playerId && i.turn === turn.number);
}

/** The restriction that stops a permanent from doing something now, if any; one its controller ignores doesn't. */
function restrictionOn(game: Kernel, id: ObjectId, what: Restricted): Restriction | undefined {
  const controller = game.characteristics(id).controller;
  return restrictions(game).find((r) => r.affected === id && r.def[what] && !isIgnored(game, r, controller));
}

/** The refusal of an attack, a block or an activation that a restriction forbids, citing the rule of that version. */
function restrictionViolation(game: Kernel, id: ObjectId, what: Restricted, rule: string): RuleViolation | null {
  const r = restrictionOn(game, id, what);
  return r ? new RuleViolation(rule, { reason: "restricted", object: game.ref(id), what, source: game.ref(r.source) }) : null;
}

/** Refuses an attack, a block or an activation that a restriction forbids. */
export function requireUnrestricted(game: Kernel, id: ObjectId, what: Restricted, rule: string): void {
  const violation = restrictionViolation(game, id, what, rule);
  if (violation) throw violation;
}

/** A player ignores a restriction's effect until end of turn. */
export function ignoreUntilEndOfTurn(game: Kernel, r: Restriction, playerId: PlayerId): void {
  (game.state.areas.ignoring ??= []).push({ source: r.source, abilityId: r.abilityId, player: playerId, turn: game.state.turn.number });
}

export const area: RuleArea = {
  name: "restrictions (508.1c, 509.1b, 602.5 / 308.2a, 309.2a, 409.4)",
  citations,
  activationRefusal: (game, id) => restrictionViolation(game, id, "cantActivate", citations.cite(game.rules, "prohibitedActivation")),
};
