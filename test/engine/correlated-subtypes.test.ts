// 205.1a (2011-09-30; 204.1a from M10, 212.1b from 2007-05-01): "If an object's card type is removed, the subtypes
// correlated with that card type will remain if they are also the subtypes of a card type the object currently has;
// otherwise, they are also removed for the entire time the object's card type is removed." Before 2007-05-01 the
// type rules say nothing of subtypes: a permanent that stops being a land is still a Forest.
import { describe, expect, it } from "vitest";
import { card, effect, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("205.1a / 204.1a / 212.1b: removing a card type removes the subtypes correlated with it", () => {
  for (const version of ["2007-05-01", "2009-07-08", "2011-09-30", "2021-09-24"]) {
    it(`${version}: a Forest whose card type is set to artifact is no longer a Forest`, () => {
      const g = newGame(version);
      const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
      effect(g, [forest], { types: { set: ["artifact"] } });
      expect(g.characteristics(forest).subtypes).toEqual([]);
    });
  }

  it("2011-09-30: a Bear that becomes a land (creature type removed) is no longer a Bear; one that also stays a creature is", () => {
    const g = newGame("2011-09-30");
    const [land, both] = [0, 1].map(() => g.createCard(poolCard("grizzly-bears"), "battlefield", "alex"));
    effect(g, [land], { types: { set: ["land"] } });
    effect(g, [both], { types: { set: ["artifact", "creature"] } });
    expect(g.characteristics(land).subtypes).toEqual([]);
    expect(g.characteristics(both).subtypes).toEqual(["Bear"]);
  });

  it("2011-09-30: subtypes of a card type kept stay; a type set by the same effect adds its own subtypes after", () => {
    const g = newGame("2011-09-30");
    const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
    effect(g, [forest], { types: { set: ["land", "creature"] }, subtypes: { add: ["Elemental"] } });
    expect(g.characteristics(forest).subtypes).toEqual(["Forest", "Elemental"]);
  });

  it("2011-09-30: a changeling that stops being a creature is no longer every creature type", () => {
    const g = newGame("2011-09-30");
    const changeling = g.createCard(poolCard("woodland-changeling"), "battlefield", "alex");
    expect(g.characteristics(changeling).everyCreatureType).toBe(true);
    effect(g, [changeling], { types: { set: ["artifact"] } });
    expect(g.characteristics(changeling).everyCreatureType).toBe(false);
  });

  it("2004-10-01 (before the rule): a Forest whose card type is set to artifact keeps its subtype", () => {
    const g = newGame("2004-10-01");
    const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
    effect(g, [forest], { types: { set: ["artifact"] } });
    expect(g.characteristics(forest).subtypes).toEqual(["Forest"]);
  });
});

describe("613.7 (2011-09-30): an effect on Forests depends on an effect removing a Forest's land type", () => {
  it("'Forests are creatures' (earlier) waits for 'target Forest loses the land type', which leaves it no Forest", () => {
    const g = newGame("2011-09-30");
    const animate = { types: ["enchantment" as const], power: undefined, toughness: undefined };
    g.createCard(card("forests-are-creatures", { ...animate, abilities: [{ id: "static", static: { affects: { all: { subtypes: ["Forest"] } }, types: { add: ["creature"] } } }] }), "battlefield", "alex");
    const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
    expect(g.characteristics(forest).types).toEqual(["land", "creature"]);
    // Applied in timestamp order it would be a creature still; applied first, the removal leaves the animation
    // nothing to apply to (613.7a: it changes what the other applies to).
    effect(g, [forest], { types: { remove: ["land"] } });
    expect(g.characteristics(forest)).toMatchObject({ types: [], subtypes: [] });
  });
});
