// A player-rule static ability changes only the rule it names (2011-02-04): "You can't lose the game" doesn't stop
// its controller from winning (104.2b), Krark's Thumb ("If you would flip a coin, instead flip two coins and ignore
// one") doesn't stop its controller from losing for 0 life (704.5a) or from winning, and a phased-out permanent's
// ability does nothing (702.23b: "a phased-out permanent is treated as though it does not exist").
import { describe, expect, it } from "vitest";
import type { PlayerStaticDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { player } from "../../src/engine/state.ts";
import { winGame } from "../../src/engine/winning-and-losing.ts";
import { card, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

function withStatic(g: Game, controller: string, def: PlayerStaticDef, phasedOut = false): void {
  g.createCard(card("rule", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "rule", playerStatic: def }] }), "battlefield", controller, { status: { tapped: false, flipped: false, faceDown: false, phasedOut } });
}

describe("player-rule static abilities answer only their own question", () => {
  it("Alex, who can't lose the game, wins the game when an effect says so (104.2b)", () => {
    const g = newGame();
    withStatic(g, "alex", { cantLose: "any" });
    winGame(g, "alex");
    expect(player(g.state, "alex").won).toBe(true);
  });

  it("Alex, who controls Krark's Thumb, loses for 0 life (704.5a)", () => {
    const g = newGame();
    g.createCard(poolCard("krarks-thumb"), "battlefield", "alex");
    player(g.state, "alex").life = 0;
    g.checkStateBasedActions();
    expect([player(g.state, "alex").lost, player(g.state, "bianca").won]).toEqual([true, true]);
  });

  it("Alex, who controls Krark's Thumb, wins the game when an effect says so (104.2b)", () => {
    const g = newGame();
    g.createCard(poolCard("krarks-thumb"), "battlefield", "alex");
    winGame(g, "alex");
    expect(player(g.state, "alex").won).toBe(true);
  });

  it("a phased-out permanent's 'You can't lose the game' doesn't stop Alex from losing for 0 life (702.23b)", () => {
    const g = newGame();
    withStatic(g, "alex", { cantLose: "any" }, true);
    player(g.state, "alex").life = 0;
    g.checkStateBasedActions();
    expect(player(g.state, "alex").lost).toBe(true);
  });
});
