// 613.7a (2011-02-04): an effect depends on another in its layer if applying the other would change what it applies
// to; it waits for it (613.7b) and then applies to the objects it applies to after that effect. Here the waiting
// effect's filter names the chosen creature type (607) only in its "non-" set — "creatures that aren't of the chosen
// type" — and the other effect gives that type to a creature.
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";

const noPT = { power: undefined, toughness: undefined };
const enchantment = (slug: string, ability: AbilityDef) => card(slug, { types: ["enchantment"], ...noPT, abilities: [ability] });

/** A bear, and a totem whose controller chose Elf: "creatures that aren't of the chosen type are artifacts". */
function bearAndTotem() {
  const g = newGame();
  const bear = g.createCard(card("bear"), "battlefield", "alex");
  const totem = card("totem", {
    types: ["enchantment"],
    ...noPT,
    abilities: [
      { id: "choose", asEnters: { choose: "creature-type" } },
      { id: "metal", linked: "choose", static: { affects: { all: { types: ["creature"], not: { subtypeChosen: true } } }, types: { add: ["artifact"] } } },
    ],
  });
  g.createCard(totem, "battlefield", "alex", { choices: [{ kind: "creature-type", value: "Elf", ability: "totem:choose" }] });
  return { g, bear };
}

describe("613.7a: a 'non-' set naming the chosen type", () => {
  it("layer 4: 'creatures that aren't of the chosen type (Elf) are artifacts' waits for 'creatures are Elves': the bear, an Elf then, stays a creature only", () => {
    const { g, bear } = bearAndTotem();
    g.createCard(enchantment("kin", { id: "k", static: { affects: { all: { types: ["creature"] } }, subtypes: { add: ["Elf"] } } }), "battlefield", "alex");
    expect(g.characteristics(bear).subtypes).toEqual(["Elf"]);
    expect(g.characteristics(bear).types).toEqual(["creature"]);
  });

  it("the same without the Elf effect: the bear isn't of the chosen type, so it is an artifact", () => {
    const { g, bear } = bearAndTotem();
    expect(g.characteristics(bear).types).toEqual(["creature", "artifact"]);
    // The effect adds a card type only: the chosen type is no subtype the bear gains (it names it, 607, not adds it).
    expect(g.characteristics(bear).subtypes).toEqual([]);
  });
});
