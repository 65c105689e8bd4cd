// Totem armor (702.86a in Rise of the Eldrazi's rules, 2010-04-23; 702.89a from 2021-04-22, "umbra armor" from
// 2024-06-07, the same rule): "If enchanted permanent would be destroyed, instead remove all damage marked on it and
// destroy this Aura." Tested in every release whose text has it, found by its wording; before, the keyword means nothing.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { object } from "../../src/engine/state.ts";
import { card, events, newGame, resolve } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const umbra: CardDef = {
  slug: "umbra", name: { en: "umbra" }, types: ["enchantment"], subtypes: ["Aura"],
  abilities: [{ id: "enchant", spell: { targets: [{ kind: "creature" }] } }, { id: "totem-armor", keyword: "totem-armor" }],
};

/** Alex's 2/2 enchanted by an Aura with totem armor. */
function enchanted(version: string, creature: CardDef = card("bear"), aura: CardDef = umbra) {
  const g = newGame(version);
  const bear = g.createCard(creature, "battlefield", "alex");
  const a = g.createCard(aura, "battlefield", "alex");
  g.attach(a, bear);
  return { g, bear, a };
}

const releases = [...releasesSaying("Totem armor is a static ability"), ...releasesSaying("Umbra armor is a static ability")];

describe("totem armor: if the enchanted permanent would be destroyed, all damage is removed from it and the Aura is destroyed instead", () => {
  it("is a rule from Rise of the Eldrazi (2010-04-23), named umbra armor from 2024-06-07", () => {
    expect(releases[0]).toEqual({ version: "2010-04-23", rule: "702.86a" });
    expect(releases.find((r) => r.version === "2024-06-07")).toEqual({ version: "2024-06-07", rule: "702.89a" });
  });

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): lethal damage: the creature stays, with no damage; the Aura goes to the graveyard", (version, rule) => {
    const { g, bear, a } = enchanted(version);
    object(g.state, bear).damage = 3;
    g.checkStateBasedActions();
    expect(object(g.state, bear)).toMatchObject({ zone: "battlefield", damage: 0 });
    expect(g.state.objects.get(a)?.zone).not.toBe("battlefield");
    expect(events(g, "totemArmor")).toEqual([{ action: "totemArmor", object: g.ref(bear), aura: expect.anything(), rule }]);
  });

  it.each(releases.filter((_, i) => i % 10 === 0).map((r) => [r.version, r.rule] as const))("%s (%s): \"destroy target creature\": the creature stays; the Aura is destroyed", (version) => {
    const { g, bear, a } = enchanted(version);
    resolve(g, [{ destroy: "target" }], { targets: [{ object: bear }] }, [{ kind: "creature" }]);
    expect(g.state.objects.get(bear)?.zone).toBe("battlefield");
    expect(g.state.objects.get(a)?.zone).not.toBe("battlefield");
  });

  it("an indestructible creature isn't destroyed at all: the Aura stays (2013-07-13)", () => {
    const { g, bear, a } = enchanted("2013-07-13", card("bear", { abilities: [{ id: "indestructible", keyword: "indestructible" }] }));
    object(g.state, bear).damage = 3;
    g.checkStateBasedActions();
    expect([g.state.objects.get(bear)?.zone, g.state.objects.get(a)?.zone]).toEqual(["battlefield", "battlefield"]);
  });

  it("an indestructible Aura isn't destroyed, and the creature still isn't (2013-07-13)", () => {
    const { g, bear, a } = enchanted("2013-07-13", card("bear"), { ...umbra, abilities: [...umbra.abilities!, { id: "indestructible", keyword: "indestructible" }] });
    object(g.state, bear).damage = 3;
    g.checkStateBasedActions();
    expect([g.state.objects.get(bear)?.zone, g.state.objects.get(a)?.zone, object(g.state, bear).damage]).toEqual(["battlefield", "battlefield", 0]);
  });

  it("2010-02-01, before Rise of the Eldrazi: the keyword means nothing; the creature is destroyed and the Aura follows (704.5n)", () => {
    const { g, bear, a } = enchanted("2010-02-01");
    object(g.state, bear).damage = 3;
    g.checkStateBasedActions();
    expect([g.state.objects.get(bear)?.zone, g.state.objects.get(a)?.zone]).toEqual([undefined, undefined]);
    expect(events(g, "totemArmor")).toEqual([]);
  });
});
