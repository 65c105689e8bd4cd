// "Creatures you control enter the battlefield as a copy of Essence of the Wild": a replacement effect (614.1c) of a
// permanent on each other object entering that matches, which enters as a copy of it (706.5 / 707.5; 503.5 in 2004).
// Text that refers to the object it's on by name means just that object (201.4; 202.2 in 2004, 201.5 from 2022-04-29):
// the ability of a copy of Essence of the Wild names the copy. Several such effects: the entering object's controller
// chooses the order (616.1; 419.9a in 2004 and 2007).
import { describe, expect, it } from "vitest";
import { createCopyEffect } from "../../src/engine/copy.ts";
import { newGame, refusal } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const enters = (g: ReturnType<typeof newGame>, slug: string, player = "alex", decisions = {}) =>
  g.moveTo(g.createCard(poolCard(slug), "hand", player), "battlefield", { decisions });
const looks = (g: ReturnType<typeof newGame>, id: string) => {
  const c = g.characteristics(id);
  return { name: c.name?.en, subtypes: c.subtypes, pt: [c.power, c.toughness] };
};

describe("614.1c / 706.5: each other creature you control enters as a copy of the permanent with the ability", () => {
  for (const version of ["2004-10-01", "2011-09-30", "2026-01-16"]) {
    it(`${version}: your creatures enter as copies of Essence of the Wild; an opponent's creature and your artifact don't`, () => {
      const g = newGame(version);
      enters(g, "essence-of-the-wild");
      const mine = enters(g, "grizzly-bears");
      const theirs = enters(g, "grizzly-bears", "bianca");
      const ring = enters(g, "sol-ring");
      expect(looks(g, mine)).toEqual({ name: "Essence of the Wild", subtypes: ["Avatar"], pt: [6, 6] });
      expect(looks(g, theirs)).toEqual({ name: "Grizzly Bears", subtypes: ["Bear"], pt: [2, 2] });
      expect(g.characteristics(ring).name?.en).toBe("Sol Ring");
    });

    it(`${version}: a creature token you create enters as a copy too`, () => {
      const g = newGame(version);
      enters(g, "essence-of-the-wild");
      const token = g.createToken({ name: { en: "Soldier" }, types: ["creature"], subtypes: ["Soldier"], power: 1, toughness: 1 }, "alex");
      expect(looks(g, token)).toEqual({ name: "Essence of the Wild", subtypes: ["Avatar"], pt: [6, 6] });
    });
  }

  for (const version of ["2011-09-30", "2026-01-16"]) {
    it(`${version}: a copy of Essence of the Wild names itself: creatures enter as copies of the copy, its exceptions included`, () => {
      const g = newGame(version);
      const essence = enters(g, "essence-of-the-wild");
      const copy = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
      // A copy of Essence of the Wild "except it's an Illusion" (as Phantasmal Image makes one): the exception is a copiable value.
      createCopyEffect(g, copy, essence, { of: "target", except: { addSubtypes: ["Illusion"] } }, undefined, "alex", null);
      g.moveTo(essence, "graveyard");
      const bears = enters(g, "grizzly-bears");
      expect(looks(g, bears)).toEqual({ name: "Essence of the Wild", subtypes: ["Avatar", "Illusion"], pt: [6, 6] });
    });
  }

  for (const [version, rule] of [["2007-10-01", "419.9a"], ["2011-09-30", "616.1"], ["2026-01-16", "616.1"]]) {
    it(`${version}: with two such permanents the controller chooses (${rule}); without a choice the entering is refused and nothing changes`, () => {
      const g = newGame(version);
      const essence = enters(g, "essence-of-the-wild");
      const copy = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
      createCopyEffect(g, copy, essence, { of: "target", except: { addSubtypes: ["Illusion"] } }, undefined, "alex", null);
      const bears = g.createCard(poolCard("grizzly-bears"), "hand", "alex");
      expect(refusal(() => g.moveTo(bears, "battlefield"))).toEqual({ rule, reason: "copyChoiceRequired" });
      expect(g.state.objects.get(bears)!.zone).toBe("hand");
      expect(refusal(() => g.moveTo(bears, "battlefield", { decisions: { entersAsCopyOf: bears } }))).toEqual({ rule, reason: "notLegalCopyChoice" });
      const entered = g.moveTo(bears, "battlefield", { decisions: { entersAsCopyOf: copy } });
      expect(looks(g, entered).subtypes).toEqual(["Avatar", "Illusion"]);
    });
  }
});
