// A delayed triggered ability refers to an object its creating spell targeted; it doesn't target it. 603.7c
// (2011-09-30): "A delayed triggered ability that refers to a particular object still affects it even if the object
// changes characteristics." A creature that gained shroud (702.16a: it "can't be the target of spells or
// abilities") after the spell resolved is still affected: shroud stops targeting (115.1), not this ability.
// And an intervening "if" about a source that has left the battlefield (603.4, 400.7): Lurking Jackals destroyed
// with its trigger on the stack — the card in the graveyard is a new object, which doesn't become a creature.
import { describe, expect, it } from "vitest";
import { objectsIn, player } from "../../src/engine/state.ts";
import { card, effect, instant, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

// "Return target creature to its owner's hand at the beginning of the next end step."
const later = instant("later", [{ delayed: { at: "next-end-step", effect: [{ returnToHand: "target" }] } }], [{ kind: "creature" }]);

describe("603.7c (2011-09-30): a delayed 'return that creature' after the creature gained shroud", () => {
  it("still returns it to its owner's hand: the delayed ability refers to the creature, it doesn't target it (702.16a)", () => {
    const g = newGame("2011-09-30");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.cast("alex", g.createCard(later, "hand", "alex"), { targets: [{ object: bear }] });
    g.resolveTop();
    effect(g, [bear], { abilities: { add: [{ id: "shroud", keyword: "shroud" }] } });
    g.advanceTo(1, "end");
    expect(objectsIn(g.state, "stack").map((o) => o.kind)).toEqual(["ability"]);
    g.resolveTop();
    expect(objectsIn(g.state, "hand", "alex").map((o) => g.nameOf(o.id, "en"))).toContain("bear");
    expect(objectsIn(g.state, "battlefield")).toEqual([]);
  });
});

describe("603.4 / 400.7 (2011-02-04): Lurking Jackals destroyed with its trigger on the stack", () => {
  const disenchant = instant("disenchant", [{ destroy: "target" }], [{ kind: "enchantment" }]);

  it("the trigger resolves and does nothing: the Jackals card in the graveyard is a new object, still an enchantment", () => {
    const g = newGame("2011-02-04");
    const jackals = g.createCard(poolCard("lurking-jackals"), "battlefield", "alex");
    player(g.state, "bianca").life = 10;
    g.givePriority("alex");
    expect(objectsIn(g.state, "stack").map((o) => o.kind)).toEqual(["ability"]);
    g.cast("alex", g.createCard(disenchant, "hand", "alex"), { targets: [{ object: jackals }] });
    g.resolveTop();
    g.resolveTop();
    expect(objectsIn(g.state, "stack")).toEqual([]);
    const inGraveyard = objectsIn(g.state, "graveyard", "alex").find((o) => g.nameOf(o.id, "en") === "Lurking Jackals")!;
    expect(g.characteristics(inGraveyard.id).types).toEqual(["enchantment"]);
    expect(objectsIn(g.state, "battlefield")).toEqual([]);
  });
});
