// Turn order in a multiplayer game once a player has lost and left it (800.4, 2011-02-04): the next player in turn
// order (101.4) is the next one still in the game, and "all players pass in succession" (116.4) counts only them.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { player } from "../../src/engine/state.ts";
import { nextPlayerAfter, nextTurnPlayer, priorityHolders } from "../../src/engine/turn-order.ts";

const threePlayers = () =>
  new Game(ruleSet("2011-02-04"), [
    { id: "alex", name: "Alex" },
    { id: "bianca", name: "Bianca" },
    { id: "carla", name: "Carla" },
  ]);

describe("turn order once a player has left the game (800.4)", () => {
  it("101.4: the next player in turn order, wrapping around the table", () => {
    const g = threePlayers();
    expect(nextPlayerAfter(g.state, "alex")).toBe("bianca");
    expect(nextPlayerAfter(g.state, "carla")).toBe("alex");
    expect(priorityHolders(g.state)).toBe(3);
  });

  it("800.4: a player who lost is skipped for priority and for the next turn; 116.4 counts the players still in the game", () => {
    const g = threePlayers();
    player(g.state, "bianca").lost = true;
    expect(nextPlayerAfter(g.state, "alex")).toBe("carla");
    expect(nextTurnPlayer(g.state)).toBe("carla");
    expect(priorityHolders(g.state)).toBe(2);
  });
});
