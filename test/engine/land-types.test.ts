// Basic land types carry their mana abilities (305.6 in 2011; 212.6g in 2007); setting a land's subtype to basic
// land types removes the abilities of its rules text, not granted ones (305.7 / 212.6h); and the dependency that
// follows when that removes the ability generating another type-changing effect (613.7a / 418.5c).
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef } from "../../src/engine/cards.ts";
import { createCopyEffect } from "../../src/engine/copy.ts";
import { abilityLabel } from "../../src/engine/values.ts";
import { newGame } from "./helpers.ts";

const land = (slug: string, fields: Partial<CardDef> = {}): CardDef => ({ slug, name: { en: slug }, types: ["land"], ...fields });
const plains = land("plains", { supertypes: ["basic"], subtypes: ["Plains"] });
const tomb: AbilityDef = { id: "tomb", static: { affects: { all: { types: ["land"] } }, subtypes: { add: ["Swamp"] } } };
const urborg = land("urborg", { supertypes: ["legendary"], abilities: [tomb] });
const moon: CardDef = { slug: "moon", name: { en: "moon" }, types: ["enchantment"], abilities: [{ id: "moon", static: { affects: { all: { types: ["land"], notSupertypes: ["basic"] } }, subtypes: { set: ["Mountain"] } } }] };
const anyColor: AbilityDef = { id: "any-color", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "any-color" }] } };
const lantern: CardDef = { slug: "lantern", name: { en: "lantern" }, types: ["artifact"], abilities: [{ id: "lantern", static: { affects: { all: { types: ["land"], controller: "you" } }, abilities: { add: [anyColor] } } }] };
const labels = (g: ReturnType<typeof newGame>, id: string) => g.characteristics(id).abilities.map(abilityLabel).sort();

for (const version of ["2007-10-01", "2011-02-04"]) {
  describe(`305.6–305.7 / 212.6g–h (${version}): basic land types`, () => {
    it("a land has the mana ability of each basic land type it has, printed or given by an effect", () => {
      const g = newGame(version);
      const p = g.createCard(plains, "battlefield", "alex");
      expect(labels(g, p)).toEqual(["plains-mana"]);
      g.activate("alex", p, "plains-mana");
      expect(g.state.players[0].manaPool.W).toBe(1);
      g.createCard(urborg, "battlefield", "alex");
      expect(labels(g, p)).toEqual(["plains-mana", "swamp-mana"]);
      const inHand = g.createCard(plains, "hand", "alex");
      expect(labels(g, inHand)).toEqual(["plains-mana"]);
    });

    it("each basic land type gives '{T}: Add' its own mana: Plains {W}, Island {U}, Swamp {B}, Mountain {R}, Forest {G} — a mana ability, which taps the land", () => {
      const g = newGame(version);
      for (const [type, symbol] of [["Plains", "W"], ["Island", "U"], ["Swamp", "B"], ["Mountain", "R"], ["Forest", "G"]] as const) {
        const basic = g.createCard(land(type.toLowerCase(), { supertypes: ["basic"], subtypes: [type] }), "battlefield", "alex");
        const ability = `${type.toLowerCase()}-mana`;
        expect(labels(g, basic)).toEqual([ability]);
        g.activate("alex", basic, ability);
        // A mana ability doesn't go on the stack, it resolves immediately (605.3b / 411.1): the mana is in the pool at once.
        expect([g.state.players[0].manaPool[symbol], g.state.objects.get(basic)?.status.tapped, g.state.zones.get("stack")]).toEqual([1, true, []]);
      }
    });

    it("a land that has a basic land type twice over (printed, and given by an effect) has its mana ability once", () => {
      const g = newGame(version);
      const swamp = g.createCard(land("swamp", { supertypes: ["basic"], subtypes: ["Swamp"] }), "battlefield", "alex");
      g.createCard(urborg, "battlefield", "alex");
      expect(labels(g, swamp)).toEqual(["swamp-mana"]);
    });

    it("a land that becomes a copy of a Forest has the Forest's mana ability once (706.2: the copy gets its subtypes; 305.6)", () => {
      const g = newGame(version);
      const forest = g.createCard(land("forest", { supertypes: ["basic"], subtypes: ["Forest"] }), "battlefield", "alex");
      const stage = g.createCard(land("stage"), "battlefield", "alex");
      createCopyEffect(g, stage, forest, { of: "target" }, undefined, "alex", null);
      expect([g.characteristics(stage).subtypes, labels(g, stage)]).toEqual([["Forest"], ["forest-mana"]]);
    });

    it("setting a land's subtype to Mountain removes its rules text's abilities and old types, not granted abilities", () => {
      const g = newGame(version);
      g.createCard(lantern, "battlefield", "alex");
      const dual = g.createCard(land("dual", { subtypes: ["Forest", "Plains"], abilities: [{ id: "extra", activated: { cost: { tap: true }, effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
      expect(labels(g, dual)).toEqual(["any-color", "extra", "forest-mana", "plains-mana"]);
      g.createCard(moon, "battlefield", "bianca");
      expect(g.characteristics(dual).subtypes).toEqual(["Mountain"]);
      expect(labels(g, dual)).toEqual(["any-color", "mountain-mana"]);
    });

    it("only setting a land's subtype to basic land types removes its abilities: a creature made a Goblin, a land made a Desert keep theirs (305.7)", () => {
      const g = newGame(version);
      const bear = g.createCard({ slug: "bear", name: { en: "bear" }, types: ["creature"], subtypes: ["Bear"], power: 2, toughness: 2, abilities: [anyColor] }, "battlefield", "alex");
      const waste = g.createCard(land("waste", { abilities: [{ id: "extra", activated: { cost: { tap: true }, effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
      g.createCard({ slug: "goblins", name: { en: "goblins" }, types: ["enchantment"], abilities: [{ id: "goblins", static: { affects: { all: { types: ["creature"] } }, subtypes: { set: ["Goblin"] } } }] }, "battlefield", "bianca");
      g.createCard({ slug: "deserts", name: { en: "deserts" }, types: ["enchantment"], abilities: [{ id: "deserts", static: { affects: { all: { types: ["land"] } }, subtypes: { set: ["Desert"] } } }] }, "battlefield", "bianca");
      expect([g.characteristics(bear).subtypes, labels(g, bear)]).toEqual([["Goblin"], ["any-color"]]);
      expect([g.characteristics(waste).subtypes, labels(g, waste)]).toEqual([["Desert"], ["extra"]]);
    });

    it("Urborg older than Blood Moon: its effect depends on Blood Moon's, which removes its ability (613.7a): no land is a Swamp", () => {
      const g = newGame(version);
      const u = g.createCard(urborg, "battlefield", "alex");
      const p = g.createCard(plains, "battlefield", "alex");
      expect(g.characteristics(p).subtypes).toEqual(["Plains", "Swamp"]);
      g.createCard(moon, "battlefield", "bianca");
      expect(g.characteristics(u).subtypes).toEqual(["Mountain"]);
      expect(labels(g, u)).toEqual(["mountain-mana"]);
      expect(g.characteristics(p).subtypes).toEqual(["Plains"]);
    });
  });
}
