// 613.7a: an effect that depends on another waits for it, and then applies to the objects it applies to after that
// effect — including one the other just brought into its set. Each test has an effect whose set the layer system has
// already looked at (to try the other effects against it) before the effect it waits for applies. 2011-02-04 rules.
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";

const noPT = { power: undefined, toughness: undefined };
const enchantment = (slug: string, ability: AbilityDef) => card(slug, { types: ["enchantment"], ...noPT, abilities: [ability] });

describe("613.7a: the waiting effect applies to the set as the effect it waited for left it", () => {
  it("layer 4: 'creatures are Walls' waits for 'artifacts are creatures and enchantments', then makes the rock a Wall too", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const rock = g.createCard(card("rock", { types: ["artifact"], ...noPT }), "battlefield", "alex");
    g.createCard(enchantment("walls", { id: "w", static: { affects: { all: { types: ["creature"] } }, subtypes: { add: ["Wall"] } } }), "battlefield", "alex");
    g.createCard(enchantment("animate", { id: "a", static: { affects: { all: { types: ["artifact"] } }, types: { add: ["creature", "enchantment"] } } }), "battlefield", "alex");
    expect(g.characteristics(bear).subtypes).toEqual(["Wall"]);
    expect(g.characteristics(rock).subtypes).toEqual(["Wall"]);
  });

  it("layer 4: 'Elves are artifacts' waits for 'creatures are Elf Warriors', then makes the bear an artifact too", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const elf = g.createCard(card("elf", { subtypes: ["Elf"] }), "battlefield", "alex");
    g.createCard(enchantment("metal", { id: "m", static: { affects: { all: { subtypes: ["Elf"] } }, types: { add: ["artifact"] } } }), "battlefield", "alex");
    g.createCard(enchantment("kin", { id: "k", static: { affects: { all: { types: ["creature"] } }, subtypes: { add: ["Elf", "Warrior"] } } }), "battlefield", "alex");
    expect(g.characteristics(bear).types).toEqual(["creature", "artifact"]);
    expect(g.characteristics(elf).types).toEqual(["creature", "artifact"]);
  });

  it("layer 4, 607: 'creatures of the chosen type (Elf) are artifacts' waits for 'creatures are Elves', then makes the bear an artifact", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const totem = card("totem", {
      types: ["enchantment"],
      ...noPT,
      abilities: [{ id: "choose", asEnters: { choose: "creature-type" } }, { id: "metal", linked: "choose", static: { affects: { all: { types: ["creature"], subtypeChosen: true } }, types: { add: ["artifact"] } } }],
    });
    g.createCard(totem, "battlefield", "alex", { choices: [{ kind: "creature-type", value: "Elf", ability: "totem:choose" }] });
    g.createCard(enchantment("kin", { id: "k", static: { affects: { all: { types: ["creature"] } }, subtypes: { add: ["Elf"] } } }), "battlefield", "alex");
    expect(g.characteristics(bear).subtypes).toEqual(["Elf"]);
    expect(g.characteristics(bear).types).toEqual(["creature", "artifact"]);
  });

  it("layer 5 (the rule's own kind, 613.7a): 'white creatures are blue' waits for 'creatures are white', then makes them all blue", () => {
    const g = newGame();
    const bear = g.createCard(card("bear", { manaCost: "{1}{G}" }), "battlefield", "alex");
    g.createCard(enchantment("blue", { id: "b", static: { affects: { all: { types: ["creature"], colors: ["white"] } }, colors: { set: ["blue"] } } }), "battlefield", "alex");
    g.createCard(enchantment("white", { id: "w", static: { affects: { all: { types: ["creature"] } }, colors: { set: ["white"] } } }), "battlefield", "alex");
    expect(g.characteristics(bear).colors).toEqual(["blue"]);
  });

  it("layer 6: 'creatures without flying have reach' (a 'non-' set) waits for 'creatures have flying', then gives reach to none", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.createCard(enchantment("roots", { id: "r", static: { affects: { all: { types: ["creature"], not: { withAbilities: ["flying"] } } }, abilities: { add: [{ id: "reach", keyword: "reach" }] } } }), "battlefield", "alex");
    g.createCard(enchantment("wings", { id: "w", static: { affects: { all: { types: ["creature"] } }, abilities: { add: [{ id: "flying", keyword: "flying" }] } } }), "battlefield", "alex");
    expect(g.characteristics(bear).abilities.map((a) => a.def.id)).toEqual(["flying"]);
  });
});
