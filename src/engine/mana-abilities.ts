// When a player may activate a mana ability (605.3a; 411.2 before M10): whenever he or she has priority, or while a
// mana payment is asked of him or her — casting a spell, activating an ability, or a rule or effect asking for one,
// even in the middle of a resolution. At any other time it is refused.
import { citationTable } from "./citations.ts";
import type { Kernel } from "./kernel.ts";
import type { PlayerId } from "./state.ts";

/** The rules this area cites, in each release's own numbering (found by their wording in sources/cr). */
export const citations = citationTable("src/engine/mana-abilities.ts", {
  /** "A player may activate an activated mana ability whenever he or she has priority, whenever …" */
  manaAbilityTiming: [["1999-04-23", "411.2"], ["2009-07-08", "605.3a", "M10 says it twice, in 115.1d and in the mana abilities' own 605.3a: the rule cited is 605.3a"]],
});

declare module "./state.ts" {
  interface AreaState {
    /** The player asked for a mana payment right now (601.2e–g / 409.1f–h): his or her mana abilities may be activated. */
    payingMana?: PlayerId;
  }
}

/** Carries out a mana payment asked of a player: meanwhile he or she may activate mana abilities without priority. */
export function whilePayingMana<T>(game: Kernel, playerId: PlayerId, pay: () => T): T {
  const before = game.state.areas.payingMana;
  game.state.areas.payingMana = playerId;
  try {
    return pay();
  } finally {
    if (before === undefined) delete game.state.areas.payingMana;
    else game.state.areas.payingMana = before;
  }
}

/** 605.3a / 411.2: a mana ability is activated with priority, or while its player pays mana. */
export function requireManaAbilityTiming(game: Kernel, playerId: PlayerId): void {
  if (game.state.areas.payingMana === playerId) return;
  game.requirePriority(playerId, citations.cite(game.rules, "manaAbilityTiming"));
}
