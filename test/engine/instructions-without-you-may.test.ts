// An instruction not worded "you may" leaves its controller no choice (608.2c in 2011-02-04: "The controller of the
// spell or ability follows its instructions in the order written"): "this creature becomes a copy of target creature"
// happens even if the player would answer no, as to a "you may" (706.2: the copy effect).
import { describe, expect, it } from "vitest";
import { card, newGame } from "./helpers.ts";

describe("608.2c: 'this creature becomes a copy of target creature', without 'you may'", () => {
  const shifter = card("shifter", { power: 0, toughness: 1, abilities: [{ id: "shift", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ becomeCopy: { of: "target" } }] } }] });
  it("an answer of no changes nothing: it becomes the copy", () => {
    const g = newGame();
    const s = g.createCard(shifter, "battlefield", "alex");
    const giant = g.createCard(card("giant", { power: 5, toughness: 5 }), "battlefield", "bianca");
    g.activate("alex", s, "shift", { targets: [{ object: giant }] });
    g.resolveTop({ may: { shift: false } });
    expect([g.characteristics(s).name?.en, g.characteristics(s).power]).toEqual(["giant", 5]);
  });
});
