// Regeneration (701.11a in 2011-02-04, 701.12a from Innistrad; 501.5a in 2007): a shield against the next
// destruction this turn, by an effect or by lethal damage: damage removed, tapped, removed from combat.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { combatOf, declareAttackers } from "../../src/engine/combat.ts";
import { card, newGame } from "./helpers.ts";

const skeleton = card("skeleton", { power: 1, toughness: 1, abilities: [{ id: "regenerate", activated: { cost: {}, effect: [{ regenerate: "self" }] } }] });
const kill: CardDef = { slug: "kill", name: { en: "kill" }, types: ["instant"], abilities: [{ id: "kill", spell: { targets: [{ kind: "creature" }], effect: [{ destroy: "target" }] } }] };
const shock: CardDef = { slug: "shock", name: { en: "shock" }, types: ["instant"], abilities: [{ id: "shock", spell: { targets: [{ kind: "creature" }], effect: [{ dealDamage: { amount: 2, to: "target" } }] } }] };

for (const [version, rule] of [["2007-10-01", "501.5a"], ["2011-02-04", "701.11a"], ["2011-09-30", "701.12a"]] as const) {
  describe(`${rule} (${version}): regeneration`, () => {
    it("the next destruction this turn is replaced: it stays, tapped, without damage; the one after destroys it", () => {
      const g = newGame(version);
      const s = g.createCard(skeleton, "battlefield", "alex");
      g.activate("alex", s, "regenerate");
      g.resolveTop();
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)?.status.tapped).toBe(true);
      expect(g.log.some((e) => e.action === "regenerated" && e.rule === rule)).toBe(true);
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)).toBeUndefined();
    });

    it("lethal damage is destruction too: the shield removes the damage", () => {
      const g = newGame(version);
      const s = g.createCard(skeleton, "battlefield", "alex");
      g.activate("alex", s, "regenerate");
      g.resolveTop();
      g.cast("alex", g.createCard(shock, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)).toMatchObject({ zone: "battlefield", damage: 0 });
    });

    it("an unused shield ends with the turn", () => {
      const g = newGame(version);
      const s = g.createCard(skeleton, "battlefield", "alex");
      g.createCard(card("top"), "library", "bianca");
      g.activate("alex", s, "regenerate");
      g.resolveTop();
      g.advanceTo(2, "main1");
      g.passPriority("bianca");
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)).toBeUndefined();
    });

    it("a regenerated attacker is removed from combat", () => {
      const g = newGame(version);
      const s = g.createCard(skeleton, "battlefield", "alex");
      g.state.objects.get(s)!.sinceTurn = 0;
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [s]);
      g.activate("alex", s, "regenerate");
      g.resolveTop();
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(combatOf(g)!.attackers).toEqual([]);
    });
  });
}
