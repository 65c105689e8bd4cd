// 701.15a (2011-02-04): "To shuffle a library or a face-down pile of cards, randomize the cards within it so that no
// player knows their order." Every order can come out of a shuffle: over a few seeds, a three-card library comes out
// in each of its six orders.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";

describe("701.15a: shuffling randomizes the cards", () => {
  it("a three-card pile comes out in each of its six orders over seeds 1 to 60", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const g = new Game(ruleSet("2011-02-04"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], seed);
      orders.add(g.rng.shuffle(["a", "b", "c"]).join(""));
    }
    expect([...orders].sort()).toEqual(["abc", "acb", "bac", "bca", "cab", "cba"]);
  });
});
