// 704.5n (2011): "If an Aura is attached to an illegal object or player, or is not attached to an object or
// player, that Aura is put into its owner's graveyard." Each clause on its own: an Aura whose card writes no
// enchant requirement can break only the first ones (not attached, or attached to what isn't a permanent); one
// whose enchant ability isn't its first ability is still judged by it (303.4a).
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef } from "../../src/engine/cards.ts";
import { card, effect, newGame } from "./helpers.ts";

const pump: AbilityDef = { id: "pump", static: { affects: "enchanted", modifyPT: [1, 1] } };
/** An Aura card that writes only its static ability. */
const unwrittenEnchant: CardDef = { slug: "charm", name: { en: "charm" }, types: ["enchantment"], subtypes: ["Aura"], abilities: [pump] };
/** "Enchant creature", written after its static ability. */
const enchantWrittenLast: CardDef = { ...unwrittenEnchant, slug: "blessing", name: { en: "blessing" }, abilities: [pump, { id: "enchant", spell: { targets: [{ kind: "creature" }] } }] };

describe("704.5n: an Aura not attached to a permanent it can enchant is put into its owner's graveyard", () => {
  it("704.5n: an Aura on the battlefield attached to nothing", () => {
    const g = newGame();
    const aura = g.createCard(unwrittenEnchant, "battlefield", "alex");
    g.checkStateBasedActions();
    expect(g.state.objects.get(aura)).toBeUndefined();
    expect(g.state.zones.get("graveyard:alex")?.length).toBe(1);
  });

  it("704.5n: an Aura attached to a card that isn't on the battlefield (a permanent is attached only to a permanent or player)", () => {
    const g = newGame();
    const dead = g.createCard(card("bear"), "graveyard", "bianca");
    const aura = g.createCard(unwrittenEnchant, "battlefield", "alex");
    g.attach(aura, dead);
    g.checkStateBasedActions();
    expect(g.state.objects.get(aura)).toBeUndefined();
    expect(g.state.zones.get("graveyard:alex")?.length).toBe(1);
  });

  it("303.4a / 704.5n: the enchant requirement is the Aura's, wherever its card writes it: legal on a creature, illegal once it isn't one", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const aura = g.createCard(enchantWrittenLast, "battlefield", "alex");
    g.attach(aura, bear);
    g.checkStateBasedActions();
    expect(g.state.objects.get(aura)?.zone).toBe("battlefield");
    expect(g.characteristics(bear).power).toBe(3);
    effect(g, [bear], { types: { set: ["artifact"] } });
    g.checkStateBasedActions();
    expect(g.state.objects.get(aura)).toBeUndefined();
    expect(g.state.zones.get("graveyard:alex")?.length).toBe(1);
    expect(g.state.objects.get(bear)?.zone).toBe("battlefield");
  });

  it("303.4a: what an Aura can enchant is what its enchant ability says; an Aura whose card writes none stays on the permanent it is attached to", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    const aura = g.createCard(unwrittenEnchant, "battlefield", "alex");
    g.attach(aura, bear);
    effect(g, [bear], { types: { set: ["artifact"] } });
    g.checkStateBasedActions();
    expect(g.state.objects.get(aura)?.zone).toBe("battlefield");
    expect(g.state.objects.get(aura)?.attachedTo).toBe(bear);
  });
});


describe("an object taken out of the game (a card into a subgame, 506.2; a token or copy ceasing to exist, 704.5d–e)", () => {
  it("unattaches what was attached to it: the Aura is attached to nothing, and 704.5n puts it into its owner's graveyard", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    const aura = g.createCard(enchantWrittenLast, "battlefield", "alex");
    g.attach(aura, bear);
    expect(g.characteristics(bear).power).toBe(3);
    g.takeOutOfGame(bear);
    expect(g.state.objects.get(aura)?.attachedTo).toBeNull();
    expect(g.characteristics(aura).types).toEqual(["enchantment"]);
    g.checkStateBasedActions();
    expect(g.state.objects.get(aura)).toBeUndefined();
    expect(g.state.zones.get("graveyard:alex")?.length).toBe(1);
  });
});
