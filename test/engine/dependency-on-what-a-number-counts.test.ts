// 418.5b / 418.5c (1999-04-23): "An effect is said to 'depend on' another if applying the other would change … what
// it does to any of the things it applies to … Whenever one effect depends on another, the independent one is applied
// first." These rules apply every continuous effect in one step (after the initial values and counters), so a
// power-changing effect whose amount counts permanents of a colour depends on a colour-changing effect that changes
// how many there are — whatever the shape of the amount: a sum of numbers, the number of card types among them.
import { describe, expect, it } from "vitest";
import type { ContinuousDef } from "../../src/engine/cards.ts";
import { card, newGame, pt } from "./helpers.ts";

const enchantment = (slug: string, def: ContinuousDef) =>
  card(slug, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "static", static: def }] });
const whitePermanents = { zone: "battlefield" as const, filter: { colors: ["white" as const] } };

/** Alex's green Elf, with (in timestamp order) a power-changing effect on creatures, then "Elves are white". */
function elfWith(modifyPT: ContinuousDef["modifyPT"]) {
  const g = newGame("1999-04-23");
  g.createCard(enchantment("anthem", { affects: { all: { types: ["creature"] } }, modifyPT }), "battlefield", "alex");
  g.createCard(enchantment("whiten", { affects: { all: { subtypes: ["Elf"] } }, colors: { set: ["white"] } }), "battlefield", "alex");
  const elf = g.createCard(card("elf", { subtypes: ["Elf"], manaCost: "{G}" }), "battlefield", "alex");
  expect(g.characteristics(elf).colors).toEqual(["white"]);
  return { g, elf };
}

describe("418.5c (1999-04-23): the independent colour change is applied first, the count sees the white Elf", () => {
  it("'+X/+0, X the number of white permanents plus your life total': X = 1 + 20", () => {
    const { g, elf } = elfWith([{ sum: [{ count: whitePermanents }, { lifeTotalOf: "you" }] }, 0]);
    expect(pt(g, elf)).toEqual([2 + 21, 2]);
  });

  it("'+X/+0, X the number of card types among white permanents': X = 1 (creature)", () => {
    const { g, elf } = elfWith([{ cardTypesAmong: whitePermanents }, 0]);
    expect(pt(g, elf)).toEqual([3, 2]);
  });
});
