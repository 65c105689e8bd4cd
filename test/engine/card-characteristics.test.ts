// The characteristics a card has before any effect applies (values.ts): printed loyalty (208.1), a number that
// can't be determined (107.2 / 104.2), a split card's two sets (708.2 / 505.2), a flipped permanent's alternative
// type line (709.2 / 508.2), a face-down permanent's values (707.2 / 504.2; 502.26b until 2006-10-01).
import { describe, expect, it } from "vitest";
import { flip } from "../../src/engine/flip-cards.ts";
import { addMana } from "../../src/engine/mana-payment.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("printed characteristics", () => {
  it("a planeswalker card's loyalty is its printed loyalty number while it isn't on the battlefield (208.1)", () => {
    const g = newGame();
    const walker = g.createCard(card("walker", { types: ["planeswalker"], power: undefined, toughness: undefined, loyalty: 3 }), "hand", "alex");
    expect(g.characteristics(walker).loyalty).toBe(3);
  });

  it("a creature card with no power or toughness given has 0 of each (107.2: a number that can't be determined is 0), and dies (704.5f)", () => {
    const g = newGame();
    const blank = g.createCard(card("blank", { power: undefined, toughness: undefined }), "battlefield", "alex");
    const artifact = g.createCard(card("rock", { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    expect([g.characteristics(blank).power, g.characteristics(blank).toughness]).toEqual([0, 0]);
    expect([g.characteristics(artifact).power, g.characteristics(artifact).toughness]).toEqual([null, null]);
    g.checkStateBasedActions();
    expect(objectsIn(g.state, "battlefield").map((o) => o.id)).toEqual([artifact]);
  });
});

describe("a split card outside the stack has both halves' characteristics (708.2 / 505.2)", () => {
  it("Research // Development: neither half has a subtype or a supertype, so the card has none", () => {
    const g = newGame();
    const split = g.createCard(poolCard("research-development"), "hand", "alex");
    const c = g.characteristics(split);
    expect([c.types, c.subtypes, c.supertypes]).toEqual([["instant"], [], []]);
  });
});

describe("a flipped permanent uses the alternative type line (709.2 / 508.2)", () => {
  it("an alternative type line with no subtype and no supertype gives it none", () => {
    const g = newGame();
    const flipCard = card("flipper", {
      subtypes: ["Goblin"], supertypes: ["legendary"],
      flip: { name: { en: "Flipped" }, types: ["artifact"], power: undefined, toughness: undefined },
    });
    const id = g.createCard(flipCard, "battlefield", "alex");
    flip(g, id);
    const c = g.characteristics(id);
    expect([c.name?.en, c.types, c.subtypes, c.supertypes]).toEqual(["Flipped", ["artifact"], [], []]);
  });
});

describe("a face-down spell: a 2/2 creature with no name, no subtypes, and no mana cost — {0} until 2006-10-01", () => {
  for (const [version, manaCost] of [["2005-10-01", "{0}"], ["2007-10-01", null]] as const) {
    it(`${version}: mana cost ${manaCost ?? "none"} (502.26b)`, () => {
      const g = newGame(version);
      addMana(g, "alex", "C", 3);
      const demon = g.createCard(poolCard("grinning-demon"), "hand", "alex");
      const spell = g.cast("alex", demon, {}, { faceDown: true });
      const c = g.characteristics(spell);
      expect([c.name, c.manaCost, c.types, c.subtypes, c.power, c.toughness]).toEqual([null, manaCost, ["creature"], [], 2, 2]);
    });
  }
});
