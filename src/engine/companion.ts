// Companion (702.138a from Ikoria, 2020-04-17; 702.139a from 2021-04-22): a keyword ability that functions outside
// the game. Before the game begins, a player may reveal one card he or she owns from outside the game whose companion
// condition his or her starting deck fulfils. The condition is a filter no card of the deck may match (Jegantha, the
// Wellspring: "No card in your starting deck has more than one of the same mana symbol in its mana cost"), each card
// judged by its characteristics — a split card's mana symbols are its halves' (709.4b, values.ts `manaSymbols`).
import type { RuleArea } from "./area.ts";
import type { CardDef, CardName } from "./cards.ts";
import { citationTable } from "./citations.ts";
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import type { ObjectRef, PlayerRef } from "./narration.ts";
import { zoneKey, type PlayerId } from "./state.ts";

declare module "./state.ts" {
  interface AreaState {
    /** The card each player revealed as his or her companion (by its card's slug). */
    companions?: Partial<Record<PlayerId, string>>;
  }
}

/** The rules this area cites, in each release's own numbering; no companion before Ikoria (NoRuleSetError). */
export const citations = citationTable("src/engine/companion.ts", {
  /** "Before the game begins, you may reveal one card you own from outside the game with a companion ability whose condition is fulfilled by your starting deck." */
  companion: [["1999-04-23", null], ["2020-04-17", "702.138a"], ["2021-04-22", "702.139a"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    revealsCompanion: { player: PlayerRef; card: CardName; rule: string };
  }
  interface Refusals {
    noCompanion: { card: CardName };
    companionBeforeGame: { card: CardName };
    oneCompanion: { player: PlayerRef };
    companionCondition: { card: CardName; offending: ObjectRef };
  }
}

/**
 * A player reveals a card from outside the game as his or her companion: refused, nothing changed, unless the game
 * hasn't begun (the first turn's untap step, before anything is done), the card has a companion ability, the player
 * revealed none before, and no card of his or her starting deck (library and hand) matches what the condition forbids.
 */
export function revealCompanion(game: Kernel, playerId: PlayerId, card: CardDef): void {
  game.attempt(() => {
    const rule = citations.cite(game.rules, "companion");
    const name = card.name;
    const condition = card.abilities?.find((a) => "companion" in a);
    if (!condition || !("companion" in condition)) throw new RuleViolation(rule, { reason: "noCompanion", card: name });
    const { turn } = game.state;
    if (turn.number !== 1 || turn.step !== "untap") throw new RuleViolation(rule, { reason: "companionBeforeGame", card: name });
    const companions = (game.state.areas.companions ??= {});
    if (companions[playerId]) throw new RuleViolation(rule, { reason: "oneCompanion", player: game.playerRef(playerId) });
    const deck = (["library", "hand"] as const).flatMap((zone) => game.state.zones.get(zoneKey(zone, playerId)) ?? []);
    const offending = deck.find((id) => game.matches(condition.companion.noCardInStartingDeck, id, playerId, null));
    if (offending) throw new RuleViolation(rule, { reason: "companionCondition", card: name, offending: game.ref(offending) });
    companions[playerId] = card.slug;
    game.say({ action: "revealsCompanion", player: game.playerRef(playerId), card: name, rule });
  });
}

export const area = { name: "companion (702.138 / 702.139)", citations } satisfies RuleArea;
