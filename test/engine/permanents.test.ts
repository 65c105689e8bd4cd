// Indestructible (700.4 in 2011; 702.12b from M14) and Auras attached illegally (704.5n), in each version's terms.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { card, effect, newGame } from "./helpers.ts";
import { citeIfAny } from "../../src/engine/cited-rules.ts";

const indestructible = (slug: string, fields: Partial<CardDef> = {}) => card(slug, { abilities: [{ id: "indestructible", keyword: "indestructible" }], ...fields });
const destroySpell: CardDef = { slug: "murder", name: { en: "murder" }, types: ["instant"], abilities: [{ id: "destroy", spell: { targets: [{ kind: "creature" }], effect: [{ destroy: "target" }] } }] };
const auraOnCreatures: CardDef = {
  slug: "aura", name: { en: "aura" }, types: ["enchantment"], subtypes: ["Aura"],
  abilities: [{ id: "enchant", spell: { targets: [{ kind: "creature" }] } }, { id: "pump", static: { affects: "enchanted", modifyPT: [1, 1] } }],
};

describe("700.4: indestructible", () => {
  it("700.4: an effect that destroys it doesn't", () => {
    const g = newGame();
    const wall = g.createCard(indestructible("wall"), "battlefield", "bianca");
    const spell = g.createCard(destroySpell, "hand", "alex");
    g.cast("alex", spell, { targets: [{ object: wall }] });
    g.resolveTop();
    expect(g.state.objects.get(wall)?.zone).toBe("battlefield");
    expect(g.log.some((e) => renderEvent(e, "en") === "Wall is indestructible: it isn't destroyed (700.4).")).toBe(true);
  });

  it("700.4 / 704.5g: lethal damage doesn't destroy it, but 0 toughness (704.5f) still puts it into the graveyard", () => {
    const g = newGame();
    const wall = g.createCard(indestructible("wall"), "battlefield", "bianca");
    g.state.objects.get(wall)!.damage = 5;
    g.checkStateBasedActions();
    expect(g.state.objects.get(wall)?.zone).toBe("battlefield");
    effect(g, [wall], { modifyPT: [0, -2] });
    g.checkStateBasedActions();
    expect(g.state.objects.get(wall)).toBeUndefined();
  });

  it("702.12b (M14): the same, as a keyword", () => {
    const g = newGame("2013-07-13");
    const wall = g.createCard(indestructible("wall"), "battlefield", "bianca");
    g.state.objects.get(wall)!.damage = 5;
    g.checkStateBasedActions();
    expect(g.state.objects.get(wall)?.zone).toBe("battlefield");
    expect(citeIfAny(g.rules, "indestructible")).toBe("702.12b");
  });

  it("2007-10-01 (glossary, Indestructible): \"rules and effects can't destroy it. Such permanents are not destroyed by lethal damage\"", () => {
    const g = newGame("2007-10-01");
    expect(citeIfAny(g.rules, "indestructible")).toBe("Glossary: Indestructible");
    const wall = g.createCard(indestructible("wall"), "battlefield", "bianca");
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    g.cast("alex", g.createCard(destroySpell, "hand", "alex"), { targets: [{ object: wall }] });
    g.resolveTop();
    expect(g.state.objects.get(wall)?.zone).toBe("battlefield");
    expect(g.log.map((e) => renderEvent(e, "en"))).toContain("Wall is indestructible: it isn't destroyed (glossary, “Indestructible”).");
    expect(g.log.map((e) => renderEvent(e, "fr"))).toContain("Wall est indestructible\u00a0: il n'est pas détruit (glossaire, «\u00a0Indestructible\u00a0»).");
    // "… and they ignore the lethal-damage state-based effect (see rule 420.5c)": the bear without it is destroyed.
    for (const id of [wall, bear]) g.state.objects.get(id)!.damage = 2;
    g.checkStateBasedActions();
    expect([g.state.objects.get(wall)?.zone, g.state.objects.get(bear)?.zone]).toEqual(["battlefield", undefined]);
  });

  it("2003-12-01: before Darksteel neither a rule nor the glossary defines indestructible, which does nothing there", () => {
    const g = newGame("2003-12-01");
    expect(citeIfAny(g.rules, "indestructible")).toBeNull();
    const wall = g.createCard(indestructible("wall"), "battlefield", "bianca");
    g.state.objects.get(wall)!.damage = 2;
    g.checkStateBasedActions();
    expect(g.state.objects.get(wall)).toBeUndefined();
  });

  it("704.3: state-based actions happen at once: a lord and its creature, each dealt 2, die in two checks' results", () => {
    const g = newGame();
    const lord = g.createCard(card("lord", { subtypes: ["Elf"], abilities: [{ id: "lord", static: { affects: { all: { subtypes: ["Elf"], other: true } }, modifyPT: [1, 1] } }] }), "battlefield", "alex");
    const elf = g.createCard(card("elf", { subtypes: ["Elf"] }), "battlefield", "alex");
    g.state.objects.get(lord)!.damage = 2;
    g.state.objects.get(elf)!.damage = 2;
    g.checkStateBasedActions();
    expect(g.state.objects.get(lord)).toBeUndefined();
    expect(g.state.objects.get(elf)).toBeUndefined();
  });
});

describe("704.5n: an Aura attached illegally goes to its owner's graveyard", () => {
  it("704.5n: enchanting a creature that stops being a creature", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const aura = g.createCard(auraOnCreatures, "battlefield", "alex");
    g.attach(aura, bear);
    g.checkStateBasedActions();
    expect(g.state.objects.get(aura)?.zone).toBe("battlefield");
    effect(g, [bear], { types: { set: ["artifact"] } });
    g.checkStateBasedActions();
    expect(g.state.zones.get("battlefield")).not.toContain(aura);
    expect(g.state.zones.get("graveyard:alex")?.length).toBe(1);
  });

  it("704.5n: an Aura whose object left the battlefield", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const aura = g.createCard(auraOnCreatures, "battlefield", "alex");
    g.attach(aura, bear);
    g.moveTo(bear, "hand");
    g.checkStateBasedActions();
    expect(g.state.zones.get("battlefield")).toEqual([]);
  });
});
