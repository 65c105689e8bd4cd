// An object that moves from one zone to another becomes a new object (400.7): what it keeps (its owner, its place on
// top of the zone, 404.1), what it loses (the effects on it), and how the game still names the object that left — by
// its last known information if it left the battlefield or the stack (608.2g), as gone otherwise. How the narration
// names objects that have no name of their own: an ability by its source, a copy of a spell by its original, a
// face-down creature as such (707.2).
import { describe, expect, it } from "vitest";
import type { Game } from "../../src/engine/game.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { objectsIn, zoneKey } from "../../src/engine/state.ts";
import { card, effect, newGame, pt } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const bear = card("bear", { manaCost: "{0}" });
/** "When this creature dies, you gain 1 life" (700.4: put into a graveyard from the battlefield). */
const martyr = card("martyr", { manaCost: "{0}", abilities: [{ id: "dies", triggered: { when: { dies: "self" }, effect: [{ gainLife: 1 }] } }] });
const said = (g: Game, from = 0) => g.log.slice(from).map((e) => renderEvent(e, "en"));

describe("the object that left, as the game still names it (608.2g)", () => {
  it("a creature that died is named by its last known information: its dies ability is \"of martyr\"", () => {
    const g = newGame();
    const m = g.createCard(martyr, "battlefield", "alex");
    g.moveTo(m, "graveyard");
    const from = g.log.length;
    g.givePriority("alex");
    expect(said(g, from)).toEqual(["A triggered ability of martyr is put on the stack."]);
    expect(g.nameOf(m, "en")).toBe("martyr");
  });

  it("a card that left a hand has no last known information: it is no longer in the game", () => {
    const g = newGame();
    const c = g.createCard(bear, "hand", "alex");
    g.moveTo(c, "graveyard");
    expect(g.nameOf(c, "en")).toBe("an object no longer in the game");
  });

  it("a card with a dies ability that is discarded doesn't die: nothing triggers (700.4, 603.6c)", () => {
    const g = newGame();
    const c = g.createCard(martyr, "hand", "alex");
    g.moveTo(c, "graveyard");
    g.givePriority("alex");
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
  });

  it("a spell that finished resolving is named by its last known information: the source of its delayed trigger", () => {
    const g = newGame();
    const later = card("later", { types: ["sorcery"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "later", spell: { effect: [{ delayed: { at: "next-end-step", effect: [{ gainLife: 1 }] } }] } }] });
    const spell = g.cast("alex", g.createCard(later, "hand", "alex"));
    g.resolveStack();
    const from = g.log.length;
    g.advanceTo(1, "end");
    expect(said(g, from)).toContain("A triggered ability of later is put on the stack.");
    expect(g.nameOf(spell, "en")).toBe("later");
  });
});

describe("what an object on the stack with no name of its own is called", () => {
  it("an activated ability: the ability of its source", () => {
    const g = newGame();
    const rod = g.createCard(card("rod", { types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "use", activated: { cost: {}, effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
    const ability = g.activate("alex", rod, "use")!;
    expect(g.nameOf(ability, "en")).toBe("the ability of rod");
  });

  it("a copy of a spell: a copy of the original (706.9)", () => {
    const g = newGame();
    for (let i = 0; i < 2; i++) g.createCard(poolCard("mountain"), "battlefield", "alex");
    const bolt = g.cast("alex", g.createCard(card("zap", { types: ["instant"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "zap", spell: { targets: [{ kind: "player" }], effect: [{ dealDamage: { amount: 1, to: "target" } }] } }] }), "hand", "alex"), { targets: [{ player: "bianca" }] });
    g.cast("alex", g.createCard(poolCard("fork"), "hand", "alex"), { targets: [{ object: bolt }] });
    g.resolveTop();
    const [, copy] = g.state.zones.get("stack")!;
    expect(g.nameOf(copy, "en")).toBe("a copy of zap");
  });

  it("a face-down creature has no name: it is called a face-down creature (707.2)", () => {
    const g = newGame();
    const hidden = g.createCard(bear, "battlefield", "alex", { status: { tapped: false, flipped: false, faceDown: true, phasedOut: false } });
    expect(g.nameOf(hidden, "en")).toBe("a face-down creature");
  });
});

describe("a copy of a face-down creature (707.2, 706.2)", () => {
  it("copies its copiable values — a 2/2 with no name — but isn't face down: it is named as a copy of a nameless object", () => {
    const g = newGame();
    const hidden = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca", { status: { tapped: false, flipped: false, faceDown: true, phasedOut: false } });
    const clone = g.moveTo(g.createCard(poolCard("clone"), "hand", "alex"), "battlefield", { decisions: { copyOf: hidden } });
    expect([g.characteristics(clone).name, pt(g, clone)]).toEqual([null, [2, 2]]);
    expect(g.nameOf(clone, "en")).toBe("Clone (copy of a nameless object)");
  });
});

describe("what the new object keeps and loses (400.7)", () => {
  it("an effect on several objects keeps applying to those that stay when one leaves", () => {
    const g = newGame();
    const [a, b] = [g.createCard(bear, "battlefield", "alex"), g.createCard(bear, "battlefield", "alex")];
    effect(g, [a, b], { modifyPT: [1, 1] });
    g.moveTo(a, "hand");
    expect(pt(g, b)).toEqual([3, 3]);
  });

  it("an effect on the object alone ends with it: none is left in the game", () => {
    const g = newGame();
    const a = g.createCard(bear, "battlefield", "alex");
    effect(g, [a], { modifyPT: [1, 1] });
    const back = g.moveTo(g.moveTo(a, "hand"), "battlefield");
    expect(pt(g, back)).toEqual([2, 2]);
    expect(g.state.effects).toEqual([]);
  });

  it("a card put into a graveyard goes on top of it (404.1): the last one put there is on top", () => {
    const g = newGame();
    const [first, second] = [g.createCard(bear, "battlefield", "alex"), g.createCard(bear, "battlefield", "alex")];
    const one = g.moveTo(first, "graveyard");
    const two = g.moveTo(second, "graveyard");
    // A zone's list runs from bottom to top (a library's, from top to bottom).
    expect(g.state.zones.get(zoneKey("graveyard", "alex"))).toEqual([one, two]);
  });

  it("a card put into a library without saying where goes on top: it is the next card drawn", () => {
    const g = newGame();
    g.createCard(bear, "library", "alex");
    const top = g.moveTo(g.createCard(card("ogre"), "hand", "alex"), "library");
    expect(g.state.zones.get(zoneKey("library", "alex"))![0]).toBe(top);
    g.draw("alex", 1);
    expect(objectsIn(g.state, "hand", "alex").map((o) => g.nameOf(o.id, "en"))).toEqual(["ogre"]);
  });
});

describe("an object as plain data: its characteristics and status now (the scenarios' checkpoints)", () => {
  it("gives what the layers say and the object's own status, counters and damage", () => {
    const g = newGame();
    const legend = card("old-bear", { manaCost: "{1}{G}", subtypes: ["Bear"], supertypes: ["legendary"] });
    const id = g.createCard(legend, "battlefield", "alex", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false }, counters: { "+1/+1": 1 } });
    const s = g.snapshot(id);
    expect(s).toMatchObject({ colors: ["green"], types: ["creature"], subtypes: ["Bear"], supertypes: ["legendary"], power: 3, toughness: 3, controller: "alex", zone: "battlefield", damage: 0 });
    expect(s.status).toEqual({ tapped: true, faceDown: false, flipped: false });
    expect(s.counters).toEqual({ "+1/+1": 1 });
  });

  it("an object that isn't in the game has no characteristics: the error names it", () => {
    expect(() => newGame().characteristics("o999")).toThrow("no object o999");
  });
});
