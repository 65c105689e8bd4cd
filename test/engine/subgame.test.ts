// Subgames (506 / 713 / 715).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { objectsIn, player } from "../../src/engine/state.ts";
import { bringFromOutside, playSubgame } from "../../src/engine/subgame.ts";
import { concede } from "../../src/engine/winning-and-losing.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";

function mainGame(libraries: Record<string, number>, version = "2007-10-01"): Game {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], 3);
  for (const [id, n] of Object.entries(libraries)) for (let i = 0; i < n; i++) g.createCard(poolCard("island"), "library", id);
  return g;
}

describe("subgames (506)", () => {
  it("use the main-game libraries, their own life totals and zones; the main game is untouched meanwhile", () => {
    const g = mainGame({ alex: 9, bianca: 8 });
    g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
    player(g.state, "alex").life = 7;
    const winners = playSubgame(g, {
      playSubgame: (sub) => {
        expect(sub.state.players.map((p) => p.life)).toEqual([20, 20]);
        expect(objectsIn(sub.state, "hand", "alex").length).toBe(7);
        expect(objectsIn(sub.state, "battlefield")).toEqual([]);
        expect(objectsIn(g.state, "library", "alex")).toEqual([]);
        player(sub.state, "alex").life = 3;
        concede(sub, "alex");
      },
    });
    expect(winners).toEqual(["bianca"]);
    expect([objectsIn(g.state, "library", "alex").length, objectsIn(g.state, "library", "bianca").length]).toEqual([9, 8]);
    expect(player(g.state, "alex").life).toBe(7);
    expect(objectsIn(g.state, "battlefield").length).toBe(1);
  });

  it("a player with fewer than seven cards loses at the first upkeep's state-based actions (506.3)", () => {
    const g = mainGame({ alex: 6, bianca: 8 });
    const winners = playSubgame(g, { playSubgame: () => undefined });
    expect(winners).toEqual(["bianca"]);
  });

  it("must be played to its end (506.5), and needs someone to play it (506.2)", () => {
    expect(ruleViolation(() => playSubgame(mainGame({ alex: 8, bianca: 8 }), { playSubgame: () => undefined })).rule).toBe("506.5");
    expect(ruleViolation(() => playSubgame(mainGame({ alex: 8, bianca: 8 }, "2011-09-30"), {})).rule).toBe("715.2");
  });
});

describe("outside a main game (217.1e / 400.9)", () => {
  function withRemovedBolt(version: string) {
    const g = mainGame({}, version);
    const bolt = g.createCard(poolCard("lightning-bolt"), "exile", "alex");
    return { g, card: g.state.objects.get(bolt)!.cardId! };
  }

  it("before M10 a card removed from the game is outside the game (217.1e); it must be the kind asked for and the player's", () => {
    const { g, card } = withRemovedBolt("2007-10-01");
    expect(ruleViolation(() => bringFromOutside(g, "alex", card, { types: ["creature"] }, "hand")).rule).toBe("217.1e");
    expect(ruleViolation(() => bringFromOutside(g, "bianca", card, { types: ["instant"] }, "hand")).rule).toBe("217.1e");
    bringFromOutside(g, "alex", card, { types: ["instant"] }, "hand");
    expect(g.state.zones.get("hand:alex")!.map((id) => g.state.objects.get(id)!.cardId)).toEqual([card]);
  });

  it("from M10 an exiled card is in a zone of the game, not outside it (400.9)", () => {
    const { g, card } = withRemovedBolt("2011-02-04");
    expect(ruleViolation(() => bringFromOutside(g, "alex", card, { types: ["instant"] }, "hand")).rule).toBe("400.10");
  });
});
