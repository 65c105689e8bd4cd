// "This object is every creature type" (changeling, 702.72a; 205.3m): a characteristic-defining ability applied in the
// type-changing layer; the object has each creature type, and no subtype of another card type (205.3d).
import { describe, expect, it } from "vitest";
import { isCreatureType } from "../../src/engine/creature-types.ts";
import { card, effect, newGame, pt } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("every creature type (205.3m, changeling 702.72a)", () => {
  it("matches a filter naming any creature type, not one naming another card type's subtype (205.3d)", () => {
    const g = newGame("2021-02-05");
    const changeling = g.createCard(poolCard("woodland-changeling"), "battlefield", "alex");
    expect(g.characteristics(changeling).everyCreatureType).toBe(true);
    for (const subtype of ["Elf", "Goblin", "Shapeshifter", "Kor"]) expect(g.matches({ subtypes: [subtype] }, changeling, "alex", null)).toBe(true);
    for (const subtype of ["Forest", "Equipment", "Aura", "Arcane"]) expect(g.matches({ subtypes: [subtype] }, changeling, "alex", null)).toBe(false);
    const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
    expect(g.matches({ subtypes: ["Elf"] }, bears, "alex", null)).toBe(false);
  });

  it("is an Elf for a lord's static ability, which finds it through the layers' subtype index (613.1d)", () => {
    const g = newGame("2021-02-05");
    const changeling = g.createCard(poolCard("woodland-changeling"), "battlefield", "alex");
    const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
    g.createCard(poolCard("elvish-archdruid"), "battlefield", "alex");
    expect(pt(g, changeling)).toEqual([3, 3]);
    expect(pt(g, bears)).toEqual([2, 2]);
  });

  it("given by a later static ability, is applied first by a type-changing ability that depends on it (613.8a)", () => {
    const g = newGame("2021-02-05");
    const elvesAreArtifacts = card("elves-are-artifacts", {
      types: ["enchantment"],
      abilities: [{ id: "artifacts", static: { affects: { all: { subtypes: ["Elf"] } }, types: { add: ["artifact"] } } }],
    });
    g.createCard(elvesAreArtifacts, "battlefield", "alex");
    const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
    const everyType = card("creatures-are-every-type", {
      types: ["enchantment"],
      abilities: [{ id: "every-type", static: { affects: { all: { types: ["creature"] } }, subtypes: { allCreatureTypes: true } } }],
    });
    g.createCard(everyType, "battlefield", "alex");
    const changeling = g.createCard(poolCard("woodland-changeling"), "battlefield", "alex");
    expect(g.characteristics(bears).types).toEqual(["creature", "artifact"]);
    expect(g.characteristics(changeling).types).toEqual(["creature", "artifact"]);
  });

  it("is lost to a later effect that sets its subtypes: the characteristic-defining ability applies first (613.3 / 613.1d)", () => {
    const g = newGame("2021-02-05");
    const changeling = g.createCard(poolCard("woodland-changeling"), "battlefield", "alex");
    g.createCard(poolCard("elvish-archdruid"), "battlefield", "alex");
    effect(g, [changeling], { subtypes: { set: ["Frog"] } });
    const c = g.characteristics(changeling);
    expect([c.everyCreatureType, c.subtypes]).toEqual([false, ["Frog"]]);
    expect(pt(g, changeling)).toEqual([2, 2]);
  });

  it("counts a subtype as a creature type unless the rules list it for another card type (205.3g–205.3k)", () => {
    expect(["Elf", "Rogue", "Assembly-Worker"].map(isCreatureType)).toEqual([true, true, true]);
    expect(["Clue", "Saga", "Urza's", "Lesson"].map(isCreatureType)).toEqual([false, false, false, false]);
  });
});
