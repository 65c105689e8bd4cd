// Regeneration (701.11a in 2011-02-04, 701.12a from Innistrad; 501.5a in 2007; 419.6b before 2007-05-01): a shield
// against the next destruction this turn, by an effect or by lethal damage: damage removed, tapped, removed from combat.
// A static ability that regenerates does so each time (701.11b / 501.5b); "can't be regenerated" lets no regeneration
// apply, and leaves the shield unused (701.11c from 2009-10-05).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { combatOf, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { addRegenerationShield } from "../../src/engine/regeneration.ts";
import { card, newGame } from "./helpers.ts";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { citeIfAny } from "../../src/engine/cited-rules.ts";

const skeleton = card("skeleton", { power: 1, toughness: 1, abilities: [{ id: "regenerate", activated: { cost: {}, effect: [{ regenerate: "self" }] } }] });
const kill: CardDef = { slug: "kill", name: { en: "kill" }, types: ["instant"], abilities: [{ id: "kill", spell: { targets: [{ kind: "creature" }], effect: [{ destroy: "target" }] } }] };
const shock: CardDef = { slug: "shock", name: { en: "shock" }, types: ["instant"], abilities: [{ id: "shock", spell: { targets: [{ kind: "creature" }], effect: [{ dealDamage: { amount: 2, to: "target" } }] } }] };

for (const [version, rule] of [["2005-10-01", "419.6b"], ["2007-10-01", "501.5a"], ["2011-02-04", "701.11a"], ["2011-09-30", "701.12a"]] as const) {
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

    it("a shield lasts the whole turn: made in the first main phase, it replaces a destruction in the end step", () => {
      const g = newGame(version);
      const s = g.createCard(skeleton, "battlefield", "alex");
      g.advanceTo(1, "main1");
      g.activate("alex", s, "regenerate");
      g.resolveTop();
      g.advanceTo(1, "end");
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)?.zone).toBe("battlefield");
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

    it("each regeneration is one more shield: two replace the next two destructions; a shield protects only its permanent", () => {
      const g = newGame(version);
      const s = g.createCard(skeleton, "battlefield", "alex");
      const other = g.createCard(skeleton, "battlefield", "alex");
      for (let i = 0; i < 2; i++) {
        g.activate("alex", s, "regenerate");
        g.resolveTop();
      }
      g.activate("alex", other, "regenerate");
      g.resolveTop();
      expect(g.log.filter((e) => e.action === "regenerationShield").map((e) => ("object" in e ? e.object : null))).toEqual([g.ref(s), g.ref(s), g.ref(other)]);
      for (let i = 0; i < 2; i++) {
        g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
        g.resolveTop();
        expect(g.state.objects.get(s)?.zone).toBe("battlefield");
      }
      // The other permanent's shield is still there after the first one's two were used.
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: other }] });
      g.resolveTop();
      expect(g.state.objects.get(other)?.zone).toBe("battlefield");
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)).toBeUndefined();
    });

    it("a regenerated blocker is removed from combat; the attacker it blocked keeps its block, now by no creature (509.1h: 'A creature remains blocked even if all the creatures blocking it are removed from combat')", () => {
      const g = newGame(version);
      const attacker = g.createCard(card("attacker"), "battlefield", "alex");
      const s = g.createCard(skeleton, "battlefield", "bianca");
      const wall = g.createCard(card("wall", { toughness: 5 }), "battlefield", "bianca");
      const other = g.createCard(card("other"), "battlefield", "alex");
      g.state.objects.get(attacker)!.sinceTurn = 0;
      g.state.objects.get(other)!.sinceTurn = 0;
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [attacker, other]);
      g.advanceTo(1, "declare-blockers");
      declareBlockers(g, "bianca", [[s, attacker], [wall, other]]);
      addRegenerationShield(g, s);
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)?.zone).toBe("battlefield");
      const combat = combatOf(g)!;
      expect([combat.attackers, combat.blockers.get(attacker), combat.blockers.get(other)]).toEqual([[attacker, other], [], [wall]]);
    });

    it("a regenerated attacker is removed from combat, and so is the block on it", () => {
      const g = newGame(version);
      const s = g.createCard(skeleton, "battlefield", "alex");
      const wall = g.createCard(card("wall", { toughness: 5 }), "battlefield", "bianca");
      g.state.objects.get(s)!.sinceTurn = 0;
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [s]);
      g.advanceTo(1, "declare-blockers");
      declareBlockers(g, "bianca", [[wall, s]]);
      addRegenerationShield(g, s);
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect([combatOf(g)!.attackers, combatOf(g)!.blockers.has(s)]).toEqual([[], false]);
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

const troll = card("troll", { abilities: [{ id: "regenerates", regenerateEachTime: "self" }] });
const shepherd = card("shepherd", { abilities: [{ id: "regenerates", regenerateEachTime: { all: { types: ["creature"], controller: "you", other: true } } }] });
const instant = (slug: string, effect: NonNullable<Extract<AbilityDef, { spell: unknown }>["spell"]["effect"]>): CardDef => ({
  slug, name: { en: slug }, types: ["instant"], abilities: [{ id: slug, spell: { targets: [{ kind: "creature" }], effect } }],
});
const terminate = instant("terminate", [{ destroy: { it: "target", cantBeRegenerated: true } }]);
const wrathNoRegeneration: CardDef = {
  slug: "wrath", name: { en: "wrath" }, types: ["sorcery"], abilities: [{ id: "wrath", spell: { effect: [{ destroy: { all: { types: ["creature"] }, cantBeRegenerated: true } }] } }],
};
const gravebind = instant("gravebind", [{ cantBeRegenerated: "target" }]);

for (const [version, rule] of [["2005-10-01", null], ["2007-10-01", "501.5b"], ["2011-02-04", "701.11b"], ["2011-09-30", "701.12b"]] as const) {
  describe(`${rule ?? "no rule yet"} (${version}): a static ability that regenerates, each time`, () => {
    it("each destruction is replaced, as many times as it would be destroyed, using no shield", () => {
      const g = newGame(version);
      expect(citeIfAny(g.rules, "regenerateStatic")).toBe(rule);
      const t = g.createCard(troll, "battlefield", "alex");
      for (const spell of [kill, shock, kill]) {
        g.cast("alex", g.createCard(spell, "hand", "alex"), { targets: [{ object: t }] });
        g.resolveTop();
        expect(g.state.objects.get(t)).toMatchObject({ zone: "battlefield", damage: 0, status: { tapped: true } });
      }
      expect(g.log.filter((e) => e.action === "regenerated" && e.rule === rule).length).toBe(3);
      expect(g.state.areas.regenerationShields).toBeUndefined();
    });

    it("'if this would be destroyed, regenerate it' regenerates its own permanent only: another creature beside it is destroyed", () => {
      const g = newGame(version);
      const t = g.createCard(troll, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      for (const id of [bear, t]) {
        g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: id }] });
        g.resolveTop();
      }
      expect([bear, t].map((id) => g.state.objects.get(id)?.zone ?? "gone")).toEqual(["gone", "battlefield"]);
    });

    it("an Aura's 'if enchanted creature would be destroyed, regenerate it': the creature it enchants, not another, not the Aura", () => {
      const g = newGame(version);
      const blessing: CardDef = { slug: "blessing", name: { en: "blessing" }, types: ["enchantment"], subtypes: ["Aura"], abilities: [{ id: "enchant", spell: { targets: [{ kind: "creature" }] } }, { id: "regenerates", regenerateEachTime: "enchanted" }] };
      const enchanted = g.createCard(card("bear"), "battlefield", "alex");
      const other = g.createCard(card("wolf"), "battlefield", "alex");
      const aura = g.createCard(blessing, "battlefield", "alex");
      g.attach(aura, enchanted);
      for (const id of [enchanted, other, enchanted]) {
        g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: id }] });
        g.resolveTop();
      }
      expect([enchanted, other, aura].map((id) => g.state.objects.get(id)?.zone ?? "gone")).toEqual(["battlefield", "gone", "battlefield"]);
      expect(g.state.objects.get(enchanted)?.status.tapped).toBe(true);
    });

    it("a static ability that regenerates other creatures: theirs, not its own", () => {
      const g = newGame(version);
      const s = g.createCard(shepherd, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      const theirs = g.createCard(card("wolf"), "battlefield", "bianca");
      for (const id of [bear, theirs, s]) {
        g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: id }] });
        g.resolveTop();
      }
      expect([bear, theirs, s].map((id) => g.state.objects.get(id)?.zone ?? "gone")).toEqual(["battlefield", "gone", "gone"]);
    });
  });
}

for (const [version, rule] of [["2007-10-01", null], ["2011-02-04", "701.11c"], ["2011-09-30", "701.12c"]] as const) {
  describe(`${rule ?? "before 701.11c"} (${version}): can't be regenerated`, () => {
    it("'destroy target creature; it can't be regenerated': the shield doesn't apply and isn't used; nor does static regeneration", () => {
      const g = newGame(version);
      expect(citeIfAny(g.rules, "cantBeRegenerated")).toBe(rule);
      const s = g.createCard(skeleton, "battlefield", "alex");
      g.activate("alex", s, "regenerate");
      g.resolveTop();
      g.cast("alex", g.createCard(terminate, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)).toBeUndefined();
      expect(g.state.areas.regenerationShields?.[s]).toBe(1);
      expect(g.log.some((e) => e.action === "notRegenerated" && e.rule === rule)).toBe(true);
      const t = g.createCard(troll, "battlefield", "bianca");
      g.cast("alex", g.createCard(wrathNoRegeneration, "hand", "alex"));
      g.resolveTop();
      expect(g.state.objects.get(t)).toBeUndefined();
    });

    it("'target creature can't be regenerated this turn': lethal damage then destroys it, shield or not; the next turn it regenerates again", () => {
      const g = newGame(version);
      const t = g.createCard(troll, "battlefield", "alex");
      const s = g.createCard(skeleton, "battlefield", "alex");
      g.activate("alex", s, "regenerate");
      g.resolveTop();
      for (const id of [s, t]) {
        g.cast("alex", g.createCard(gravebind, "hand", "alex"), { targets: [{ object: id }] });
        g.resolveTop();
      }
      g.cast("alex", g.createCard(shock, "hand", "alex"), { targets: [{ object: s }] });
      g.resolveTop();
      expect(g.state.objects.get(s)).toBeUndefined();
      expect(g.log.filter((e) => e.action === "cantBeRegenerated").map((e) => ("object" in e ? e.object : null))).toEqual([g.ref(s), g.ref(t)]);
      const other = g.createCard(troll, "battlefield", "alex");
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: other }] });
      g.resolveTop();
      expect(g.state.objects.get(other)?.zone).toBe("battlefield");
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: t }] });
      g.resolveTop();
      expect(g.state.objects.get(t)).toBeUndefined();
      const troll2 = g.createCard(troll, "battlefield", "alex");
      g.cast("alex", g.createCard(gravebind, "hand", "alex"), { targets: [{ object: troll2 }] });
      g.resolveTop();
      g.createCard(card("top"), "library", "bianca");
      g.advanceTo(2, "main1");
      g.passPriority("bianca");
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: troll2 }] });
      g.resolveTop();
      expect(g.state.objects.get(troll2)?.zone).toBe("battlefield");
    });
  });
}
