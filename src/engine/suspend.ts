// Suspend (702.59 in 2011-02-04, 702.60 from Innistrad, 502.59 in 2007). "Suspend N—[cost]" represents three
// abilities. The first works while the card is in its owner's hand: paying [cost] to exile it with N time counters,
// a special action (special-actions.ts, 115.2e / 408.2k). The other two are triggered abilities that function
// while the card is in exile: at the beginning of its owner's upkeep, if it is suspended, a time counter is removed
// from it; when the last one is removed, if it's still exiled, it is cast without paying its mana cost.
import { z } from "zod";
import type { AreaWords, Body } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import type { Kernel } from "./kernel.ts";
import { keywordAbilities } from "./keywords.ts";
import { isActivePlayer } from "./turn-order.ts";
import { object, objectsIn, type GameState, type ObjectId } from "./state.ts";
import type { AbilityInstance } from "./values.ts";
import type { InstructionHandlers } from "./resolution.ts";

type PendingTrigger = GameState["pendingTriggers"][number];

/** The "Suspend N—[cost]" keyword an object has, if any. */
export function suspendOf(game: Kernel, id: ObjectId): { timeCounters: number; cost: string } | undefined {
  const [a] = keywordAbilities(game.rules, game.characteristics(id).abilities, "suspend");
  return a && { timeCounters: a.def.amount ?? 0, cost: a.def.cost ?? "{0}" };
}

/** 702.59b: a card is suspended if it's in exile, has suspend, and has a time counter on it. */
function isSuspended(game: Kernel, id: ObjectId): boolean {
  const o = object(game.state, id);
  return o.zone === "exile" && (o.counters.time ?? 0) > 0 && suspendOf(game, id) !== undefined;
}

/** The two triggered abilities of suspend, as the card in exile has them. */
function suspendTriggers(origin: string): AbilityInstance[] {
  return [
    { origin, def: { id: "suspend-time-counter", triggered: { when: { beginningOfUpkeep: "you" }, effect: [{ removeCounters: { kind: "time", amount: 1, on: "self" } }] } } },
    { origin, def: { id: "suspend-cast", triggered: { when: { lastCounterRemoved: "time" }, effect: [{ castSelf: { withoutPayingManaCost: true } }] } } },
  ];
}

/** The abilities that function where an object is: a permanent's, or a suspended card's triggers in exile. */
function functioningAbilities(game: Kernel, id: ObjectId): AbilityInstance[] {
  const o = object(game.state, id);
  if (o.zone === "battlefield") return game.characteristics(id).abilities;
  if (o.zone === "exile" && suspendOf(game, id)) return suspendTriggers(o.cardId ?? o.id);
  return [];
}

/**
 * "At the beginning of your upkeep, if this card is suspended, remove a time counter from it": the suspended
 * cards of the active player (an exiled card's "you" is its owner, 109.5).
 */
function suspendUpkeepTriggers(game: Kernel): PendingTrigger[] {
  return objectsIn(game.state, "exile")
    .filter((o) => isActivePlayer(game.state, o.owner) && isSuspended(game, o.id))
    .map((o) => ({ ability: suspendTriggers(o.cardId ?? o.id)[0], source: o.id, controller: o.owner }));
}

/** Abilities that trigger when the last counter of a kind has just been removed from an object. */
function lastCounterTriggers(game: Kernel, id: ObjectId, kind: string): PendingTrigger[] {
  const o = object(game.state, id);
  const controller = o.zone === "battlefield" ? game.characteristics(id).controller : o.owner;
  return functioningAbilities(game, id)
    .filter((a) => "triggered" in a.def && "lastCounterRemoved" in a.def.triggered.when && a.def.triggered.when.lastCounterRemoved === kind)
    .map((ability) => ({ ability, source: id, controller }));
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  keywords: ["suspend"] as const,
  instructions: () => ({
    /** "Cast it [this card] without paying its mana cost" while the ability resolves (suspend, 702.59a). */
    castSelf: z.object({ withoutPayingManaCost: z.boolean() }).strict(),
  }),
  triggers: () => ({
    /** "When the last [kind] counter is removed from this …" (suspend, 702.59a). */
    lastCounterRemoved: z.string(),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface Keywords {
    suspend: true;
  }
  interface InstructionBodies {
    castSelf: Body<typeof words.instructions, "castSelf">;
  }
  interface TriggerBodies {
    lastCounterRemoved: Body<typeof words.triggers, "lastCounterRemoved">;
  }
}

/** Suspend's "cast it without paying its mana cost" as the last time counter is removed (702.59a). */
const instructions: Pick<InstructionHandlers, "castSelf"> = {
  castSelf: (byEffect, ctx) => {
    // Suspend's "if it's exiled" (702.59a): a card that left exile is a new object, and nothing is cast.
    const card = ctx.source && ctx.game.state.objects.get(ctx.source);
    if (card && card.zone === "exile") ctx.game.cast(ctx.controller, card.id, ctx.decisions, { byEffect });
  },
};

export const area = {
  name: "suspend (702.59 / 702.60 / 502.59)",
  // Suspended cards' time-counter abilities function in exile (702.59a / 502.59a).
  triggersAtBeginningOf: (game, step) => (step === "upkeep" ? suspendUpkeepTriggers(game) : []),
  triggersOnLastCounterRemoved: lastCounterTriggers,
  words,
  instructions,
} satisfies RuleArea;
