// Equipment: equip (702.6a / 502.33a) is "[cost]: attach this permanent to target creature you control, only as a
// sorcery" — attaching (701.3a / 501.2a) gives the Equipment a new timestamp (613.7e / 613.6d / 418.5e); "equipped
// creature …" affects the creature it is attached to. A static ability an effect grants in the ability layer (613.1f /
// 418.5a) has its effects in that layer too, after the effect granting it, in timestamp order with the others.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { RuleViolation } from "../../src/engine/errors.ts";
import { card, newGame } from "./helpers.ts";

const hammer: CardDef = {
  slug: "hammer", name: { en: "hammer" }, manaCost: "{0}", types: ["artifact"], subtypes: ["Equipment"],
  abilities: [
    { id: "boost", static: { affects: "equipped", modifyPT: [10, 10], abilities: { remove: ["flying"] } } },
    { id: "equip", activated: { cost: {}, targets: [{ kind: "creature", filter: { controller: "you" } }], effect: [{ attach: "target" }], asSorcery: true } },
  ],
};
const rune: CardDef = {
  slug: "rune", name: { en: "rune" }, manaCost: "{0}", types: ["enchantment"], subtypes: ["Aura"],
  abilities: [
    { id: "enchant", spell: { targets: [{ kind: "permanent", filter: { subtypes: ["Equipment"] } }] } },
    { id: "grants", static: { affects: "enchanted", abilities: { add: [{ id: "gives-flying", static: { affects: "equipped", abilities: { add: [{ id: "flying", keyword: "flying" }] } } }] } } },
  ],
};
const grounding: CardDef = {
  slug: "grounding", name: { en: "grounding" }, manaCost: "{0}", types: ["instant"],
  abilities: [{ id: "ground", spell: { targets: [{ kind: "creature" }], effect: [{ continuous: { affects: "target", duration: "end-of-turn", abilities: { remove: ["flying"] } } }] } }],
};
const flies = (g: ReturnType<typeof newGame>, id: string) => g.characteristics(id).abilities.some((a) => "keyword" in a.def && a.def.keyword === "flying");

for (const [version, attachRule, sorceryRule] of [["2007-10-01", "501.2a", "403.5"], ["2011-02-04", "701.3a", "602.5d"], ["2021-02-15", "701.3a", "602.5d"]] as const) {
  describe(`${attachRule} / ${sorceryRule} (${version}): equip attaches the Equipment, as a sorcery`, () => {
    it("attaches it to the target creature with a new timestamp; 'equipped creature' is that creature; equipping another moves it", () => {
      const g = newGame(version);
      const h = g.createCard(hammer, "battlefield", "alex");
      const [bear, wolf] = [g.createCard(card("bear"), "battlefield", "alex"), g.createCard(card("wolf"), "battlefield", "alex")];
      const before = g.state.objects.get(h)!.timestamp;
      g.activate("alex", h, "equip", { targets: [{ object: bear }] });
      g.resolveTop();
      expect(g.state.objects.get(h)!.attachedTo).toBe(bear);
      expect(g.state.objects.get(h)!.timestamp).toBeGreaterThan(before);
      expect(g.characteristics(bear).power).toBe(12);
      expect(g.log.some((e) => e.action === "attaches" && e.rule === attachRule)).toBe(true);
      g.activate("alex", h, "equip", { targets: [{ object: wolf }] });
      g.resolveTop();
      expect([g.characteristics(bear).power, g.characteristics(wolf).power]).toEqual([2, 12]);
    });

    it("is refused when its controller couldn't cast a sorcery (a spell on the stack), and the state is unchanged", () => {
      const g = newGame(version);
      const h = g.createCard(hammer, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      g.cast("alex", g.createCard(grounding, "hand", "alex"), { targets: [{ object: bear }] });
      const stack = [...g.state.zones.get("stack")!];
      const refusal = (() => {
        try {
          g.activate("alex", h, "equip", { targets: [{ object: bear }] });
        } catch (e) {
          return e;
        }
      })();
      expect(refusal).toBeInstanceOf(RuleViolation);
      expect(refusal).toMatchObject({ rule: sorceryRule, reason: { reason: "sorceryTiming" } });
      expect(g.state.zones.get("stack")).toEqual(stack);
    });
  });

  describe(`613.1f / 418.5a (${version}): a static ability granted in the ability layer has its effects there`, () => {
    it("an Aura grants the Equipment 'equipped creature has flying': it applies after the Equipment's own 'loses flying' (earlier timestamp), also once the Equipment is attached again", () => {
      const g = newGame(version);
      const h = g.createCard(hammer, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      g.cast("alex", g.createCard(rune, "hand", "alex"), { targets: [{ object: h }] });
      g.resolveTop();
      expect(g.characteristics(h).abilities.map((a) => a.def.id)).toContain("gives-flying");
      g.activate("alex", h, "equip", { targets: [{ object: bear }] });
      g.resolveTop();
      expect(flies(g, bear)).toBe(true);
      expect(g.characteristics(bear).power).toBe(12);
    });

    it("and before a later 'loses flying': the granted effect waits in timestamp order, not after every other effect of the layer", () => {
      const g = newGame(version);
      const h = g.createCard(hammer, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      g.cast("alex", g.createCard(rune, "hand", "alex"), { targets: [{ object: h }] });
      g.resolveTop();
      g.activate("alex", h, "equip", { targets: [{ object: bear }] });
      g.resolveTop();
      g.cast("alex", g.createCard(grounding, "hand", "alex"), { targets: [{ object: bear }] });
      g.resolveTop();
      expect(flies(g, bear)).toBe(false);
    });
  });
}
