// The state-based actions on creatures (704.5f–g in 2011; 420.5b–c in 2007): "If a creature has toughness 0 or less,
// it's put into its owner's graveyard"; "If a creature has toughness greater than 0, and the total damage marked on
// it is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed." The
// narration says what was put into the graveyard and cites the rule of the version in force.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { object } from "../../src/engine/state.ts";
import { card, effect, newGame } from "./helpers.ts";

/** What the narration says went to a graveyard by a state-based action: [name, rule cited]. */
const putIntoGraveyard = (g: Game) =>
  g.log.flatMap((e) => (e.action === "putIntoGraveyard" ? [[e.object.is === "object" ? e.object.name?.en : e.object.is, e.rule]] : []));

const aura: CardDef = { slug: "charm", name: { en: "charm" }, types: ["enchantment"], subtypes: ["Aura"], abilities: [{ id: "enchant", spell: { targets: [{ kind: "creature" }] } }] };

for (const [version, zero, lethal] of [["2007-10-01", "420.5b", "420.5c"], ["2011-02-04", "704.5f", "704.5g"]]) {
  describe(`state-based actions on creatures (${version}: ${zero}, ${lethal})`, () => {
    it(`a creature with toughness 0 or less is put into its owner's graveyard, citing ${zero}`, () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      effect(g, [bear], { modifyPT: [-2, -2] });
      g.checkStateBasedActions();
      expect(g.state.objects.has(bear)).toBe(false);
      expect(g.state.zones.get("graveyard:bianca")!.length).toBe(1);
      expect(putIntoGraveyard(g)).toEqual([["bear", zero]]);
      const said = g.log.find((e) => e.action === "putIntoGraveyard")!;
      expect(renderEvent(said, "en")).toContain("is put into its owner's graveyard");
    });

    it(`a creature with damage equal to its toughness is destroyed, citing ${lethal}; one with less damage stays`, () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      const ox = g.createCard(card("ox", { toughness: 4 }), "battlefield", "alex");
      object(g.state, bear).damage = 2;
      object(g.state, ox).damage = 3;
      g.checkStateBasedActions();
      expect([g.state.objects.has(bear), g.state.objects.get(ox)?.zone]).toEqual([false, "battlefield"]);
      expect(putIntoGraveyard(g)).toEqual([["bear", lethal]]);
    });

    it("an Aura attached to nothing goes to its owner's graveyard (704.5n / 420.5d) with the creatures, and no event cites no rule", () => {
      const g = newGame(version);
      const charm = g.createCard(aura, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      object(g.state, bear).damage = 5;
      g.checkStateBasedActions();
      expect([g.state.objects.has(charm), g.state.objects.has(bear)]).toEqual([false, false]);
      expect(g.log.filter((e) => e.action === "putIntoGraveyard").every((e) => "rule" in e && typeof e.rule === "string" && e.rule.length > 0)).toBe(true);
      expect(putIntoGraveyard(g)).toEqual([["bear", lethal]]);
    });
  });
}
