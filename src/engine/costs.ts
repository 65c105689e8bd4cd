// Paying costs (601.2g–h / 409.1f–h; 602.2b): each part of a cost in the card language, in the order it is paid
// (tapping first, then mana…), and discarding.
import { eachField, type CostDef, type FieldHandlers } from "./cards.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { payMana } from "./mana-payment.ts";
import { attach, object, player, setLife, setStatus, type GameObject, type ObjectId, type PlayerId, type StackInfo } from "./state.ts";
import { requireNoSummoningSickness } from "./summoning-sickness.ts";
import { citationTable, NEW_RULE } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/costs.ts", {
  /** Unattaching an Equipment (501.2d from 2007-05-01; 701.3d from M10); not modelled before. */
  unattach: [["1999-04-23", null], ["2007-05-01", "501.2d", NEW_RULE], ["2009-07-08", "701.3d"]],
  activateCost: [["1999-04-23", "409.1"], ["2009-07-08", "602.2b", NEW_RULE]],
  discard: [["1999-04-23", "217.3a"], ["2009-07-08", "701.7", NEW_RULE], ["2016-09-30", "701.8"], ["2025-06-06", "701.9"]],
});

/** What paying a cost narrates besides the mana and life paid (narration.ts; one message per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    /** "Unattach [this Equipment]" as a cost (701.3d). */
    unattaches: { object: ObjectRef; from: ObjectRef };
  }
}

/** A cost being paid: in which game, by whom, for which source, with what choices, citing which rule if it can't be. */
interface Payment {
  k: Kernel;
  playerId: PlayerId;
  sourceId: ObjectId;
  source: GameObject;
  x: number;
  decisions: Decisions;
  info: StackInfo;
  rule: string;
}

export function payCost(k: Kernel, playerId: PlayerId, sourceId: ObjectId, cost: CostDef, x: number, decisions: Decisions, info: StackInfo, rule: string): void {
  eachField(costs, cost, { k, playerId, sourceId, source: object(k.state, sourceId), x, decisions, info, rule });
}

/** How each part of a cost is paid: a part added to the card language without its payment fails to type-check instead of being free. */
const costs: FieldHandlers<CostDef, [Payment], void> = {
  tap: (tap, { k, sourceId, source }) => {
    if (!tap) return;
    if (source.status.tapped) throw new RuleViolation(citations.cite(k.rules, "activateCost"), { reason: "alreadyTapped", object: k.ref(sourceId) });
    requireNoSummoningSickness(k, sourceId);
    setStatus(k.state, source, { tapped: true });
  },
  mana: (mana, { k, playerId, x, rule }) => payMana(k, playerId, mana, x, rule),
  // "Half your life, rounded up": in Two-Headed Giant, of the team's life total (810.9a).
  payLife: (_half, { k, playerId }) => {
    const p = player(k.state, playerId);
    const amount = Math.ceil(p.life / 2);
    setLife(k.state, p, p.life - amount);
    k.say({ action: "paysLife", player: k.playerRef(playerId), amount });
  },
  discard: (count, { k, playerId, decisions, rule }) => {
    const cards = decisions.discard ?? [];
    if (!Array.isArray(cards) || cards.length !== count || new Set(cards).size !== cards.length) throw new RuleViolation(rule, { reason: "discardCount", count });
    k.requireOwnResources(playerId, cards);
    for (const card of cards) discard(k, playerId, card);
  },
  sacrifice: (filter, { k, playerId, sourceId, decisions, info, rule }) => {
    const [victim] = decisions.sacrifice ?? [];
    // A player sacrifices only a permanent he or she controls (701.13a in 2011-02-04).
    if (!victim || k.state.objects.get(victim)?.zone !== "battlefield" || k.characteristics(victim).controller !== playerId || !k.matches(filter, victim, playerId, sourceId))
      throw new RuleViolation(rule, { reason: "sacrificeRequired" });
    info.sacrificedPower = k.characteristics(victim).power ?? 0;
    k.moveTo(victim, "graveyard");
  },
  // A permanent already sacrificed for another part of the cost ("Sacrifice a creature, Sacrifice this") is no
  // longer on the battlefield to be sacrificed again: the cost can't be paid (701.13a, 601.2h).
  sacrificeSelf: (sacrifice, { k, sourceId, rule }) => {
    if (!sacrifice) return;
    if (k.state.objects.get(sourceId)?.zone !== "battlefield") throw new RuleViolation(rule, { reason: "notOnBattlefieldToSacrifice", object: k.ref(sourceId) });
    k.moveTo(sourceId, "graveyard");
  },
  // A cost of removing counters can't be paid with fewer counters than it names (601.2h).
  removeCounters: ({ kind, amount }, { k, sourceId, source, rule }) => {
    if ((source.counters[kind] ?? 0) < amount) throw new RuleViolation(rule, { reason: "notEnoughCounters", object: k.ref(sourceId), counter: kind, amount });
    k.removeCounters(sourceId, kind, amount);
  },
  // 701.3d: unattaching an Equipment moves it away from the creature; an Equipment attached to nothing can't.
  unattachSelf: (unattach, { k, sourceId, source, rule }) => {
    if (!unattach) return;
    if (source.attachedTo === null) throw new RuleViolation(citations.citeIfAny(k.rules, "unattach") ?? rule, { reason: "notAttached", object: k.ref(sourceId) });
    k.say({ action: "unattaches", object: k.ref(sourceId), from: k.ref(source.attachedTo) });
    attach(k.state, source, null);
  },
};

/** A player discards a card from his or her hand (701.7). */
export function discard(k: Kernel, playerId: PlayerId, card: ObjectId): void {
  const o = k.state.objects.get(card);
  if (!o || o.zone !== "hand" || o.owner !== playerId) throw new RuleViolation(citations.cite(k.rules, "discard"), { reason: "notCardInHand", card: k.ref(card), player: k.playerRef(playerId) });
  k.say({ action: "discards", player: k.playerRef(playerId), card: k.ref(card) });
  k.moveTo(card, "graveyard");
}
