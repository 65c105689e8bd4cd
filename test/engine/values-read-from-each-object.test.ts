// "Each noncreature artifact is an artifact creature with power and toughness each equal to its converted mana cost"
// (March of the Machines; "its mana value" from 2021-04-22, 202.3): a number a continuous effect reads from each
// object it applies to, each object its own.
import { describe, expect, it } from "vitest";
import { card, newGame, pt } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("a value read from each object an effect applies to: its converted mana cost (mana value)", () => {
  for (const version of ["2004-10-01", "2007-10-01", "2011-09-30", "2021-09-24"]) {
    it(`${version}: March of the Machines makes each noncreature artifact a creature with P/T equal to its own converted mana cost`, () => {
      const g = newGame(version);
      const ring = g.createCard(poolCard("sol-ring"), "battlefield", "alex");
      const big = g.createCard(card("three-cost-artifact", { types: ["artifact"], manaCost: "{2}{U}", power: undefined, toughness: undefined }), "battlefield", "bianca");
      const juggernaut = g.createCard(poolCard("juggernaut"), "battlefield", "alex");
      g.moveTo(g.createCard(poolCard("march-of-the-machines"), "hand", "alex"), "battlefield");
      expect(g.characteristics(ring).types).toEqual(["artifact", "creature"]);
      expect([pt(g, ring), pt(g, big)]).toEqual([[1, 1], [3, 3]]);
      // An artifact creature is not a noncreature artifact: its printed P/T stays.
      expect(pt(g, juggernaut)).toEqual([5, 3]);
    });
  }

  it("2011-09-30: the base P/T it sets is modified by later layers like any other (+1/+1 counters)", () => {
    const g = newGame("2011-09-30");
    const ring = g.createCard(poolCard("sol-ring"), "battlefield", "alex");
    g.moveTo(g.createCard(poolCard("march-of-the-machines"), "hand", "alex"), "battlefield");
    g.putCounters(ring, "+1/+1", 2);
    expect(pt(g, ring)).toEqual([3, 3]);
  });
});
