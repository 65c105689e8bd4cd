// A player-rule static ability answers only the questions its own fields ask: "Your opponents can't win the game"
// says nothing about its controller losing (704.5a / 420.5a: a player with 0 or less life loses the game).
import { describe, expect, it } from "vitest";
import type { PlayerStaticDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { player } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";

/** A permanent of `controller` with a player-rule static ability. */
function withStatic(g: Game, controller: string, def: PlayerStaticDef): void {
  g.createCard(card(`static-${Object.keys(def).join("-")}`, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "rule", playerStatic: def }] }), "battlefield", controller);
}

describe("a field an ability doesn't give", () => {
  for (const [version, rule] of [["2011-02-04", "704.5a"], ["2007-10-01", "420.5a"]] as const)
    it(`${version}: Bianca, whose opponents can't win the game, still loses at 0 life (${rule}): her ability doesn't say she can't lose`, () => {
      const g = newGame(version);
      withStatic(g, "bianca", { opponentsCantWin: true });
      player(g.state, "bianca").life = 0;
      g.checkStateBasedActions();
      expect(player(g.state, "bianca").lost).toBe(true);
    });
});
