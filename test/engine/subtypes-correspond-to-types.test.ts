// 205.3d (from 2011-09-30, the same number in every release since): "An object can't gain a subtype that doesn't
// correspond to one of that object's types." Before, no rule says so: an object gains every subtype an effect gives.
import { describe, expect, it } from "vitest";
import { effect, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const WITH_THE_RULE = ["2011-09-30", "2021-09-24", "2026-01-16"];
const BEFORE_THE_RULE = ["2007-10-01", "2011-02-04"];

describe("205.3d: an object can't gain a subtype that doesn't correspond to one of its types", () => {
  for (const version of WITH_THE_RULE) {
    it(`${version}: Phantasmal Image copying an artifact made a creature is a noncreature artifact, and no Illusion`, () => {
      const g = newGame(version);
      const ring = g.createCard(poolCard("sol-ring"), "battlefield", "alex");
      // "Enchanted artifact is a creature" is no copiable value (706.2): the copy is an artifact only.
      effect(g, [ring], { types: { add: ["creature"] }, setPT: [5, 5] });
      const image = g.moveTo(g.createCard(poolCard("phantasmal-image"), "hand", "alex"), "battlefield", { decisions: { copyOf: ring } });
      expect(g.characteristics(image)).toMatchObject({ types: ["artifact"], subtypes: [] });
    });

    it(`${version}: an animated artifact that stops being a creature loses the creature types another effect gave it`, () => {
      const g = newGame(version);
      const ring = g.createCard(poolCard("sol-ring"), "battlefield", "alex");
      const animation = effect(g, [ring], { types: { add: ["creature"] }, setPT: [2, 2] });
      effect(g, [ring], { subtypes: { add: ["Elemental"], allCreatureTypes: true } });
      expect(g.characteristics(ring)).toMatchObject({ subtypes: ["Elemental"], everyCreatureType: true });
      g.endEffect(animation.id);
      expect(g.characteristics(ring)).toMatchObject({ types: ["artifact"], subtypes: [] });
      expect(g.characteristics(ring).everyCreatureType).toBeFalsy();
    });

    it(`${version}: a creature made a Forest is no Forest; made a Forest land by the same effect, it is`, () => {
      const g = newGame(version);
      const [bears, both] = [0, 1].map(() => g.createCard(poolCard("grizzly-bears"), "battlefield", "alex"));
      effect(g, [bears], { subtypes: { add: ["Forest"] } });
      // The effect's card types apply before its subtypes: a land by then, it gains the land type.
      effect(g, [both], { types: { add: ["land"] }, subtypes: { add: ["Forest"] } });
      expect(g.characteristics(bears).subtypes).toEqual(["Bear"]);
      expect(g.characteristics(both).subtypes).toEqual(["Bear", "Forest"]);
    });

    it(`${version}: a land whose subtypes are set to a creature type keeps its land type and gains none`, () => {
      const g = newGame(version);
      const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
      effect(g, [forest], { subtypes: { set: ["Elf"] } });
      expect(g.characteristics(forest).subtypes).toEqual(["Forest"]);
    });
  }

  for (const version of BEFORE_THE_RULE) {
    it(`${version} (before the rule): the copy of an animated artifact is an Illusion, and an artifact keeps creature types`, () => {
      const g = newGame(version);
      const ring = g.createCard(poolCard("sol-ring"), "battlefield", "alex");
      const animation = effect(g, [ring], { types: { add: ["creature"] }, setPT: [5, 5] });
      const image = g.moveTo(g.createCard(poolCard("phantasmal-image"), "hand", "alex"), "battlefield", { decisions: { copyOf: ring } });
      expect(g.characteristics(image)).toMatchObject({ types: ["artifact"], subtypes: ["Illusion"] });
      effect(g, [ring], { subtypes: { add: ["Elemental"], allCreatureTypes: true } });
      g.endEffect(animation.id);
      expect(g.characteristics(ring)).toMatchObject({ types: ["artifact"], subtypes: ["Elemental"], everyCreatureType: true });
    });
  }
});
