// The trace of an object's characteristics: one entry for each step of the layer system that changed them, saying
// in which layer it applied, which rule applies it and what it did — the copiable values of a copy (706.2), a
// face-down permanent's values (707.2), a flipped permanent's other half (709.2), counters (613.3d), a P/T effect
// with the power and toughness it left, a colour chosen, and why an effect applied out of timestamp order (613.7a).
// 2011-02-04 rules.
import { describe, expect, it } from "vitest";
import { createCopyEffect } from "../../src/engine/copy.ts";
import type { Status } from "../../src/engine/state.ts";
import { card, effect, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const status = (fields: Partial<Status>): Status => ({ tapped: false, flipped: false, faceDown: false, phasedOut: false, ...fields });

describe("layer 1 entries: copy, face-down, flipped (613.1a)", () => {
  it("706.2: a copy effect's entry names the object copied, in layer 1, with the copiable-values rule", () => {
    const g = newGame();
    const clone = g.createCard(card("clone", { power: 0, toughness: 0 }), "battlefield", "alex");
    const ogre = g.createCard(card("ogre", { power: 3, toughness: 3 }), "battlefield", "bianca");
    createCopyEffect(g, clone, ogre, { of: "target" }, undefined, "alex", null);
    const [entry] = g.trace(clone);
    expect(entry).toMatchObject({ stage: "1", source: null, rule: "613.1a, 706.2", what: { copy: { original: { en: "ogre" } } } });
    expect(entry.timestamp).toEqual(expect.any(Number));
  });

  it("707.2: a face-down permanent's entry says it is face down, with no timestamp or source", () => {
    const g = newGame();
    const morph = g.createCard(card("morph", { power: 5, toughness: 5 }), "battlefield", "alex", { status: status({ faceDown: true }) });
    // Asked without a trace first: the characteristics alone, then the trace of the same state.
    expect([g.characteristics(morph).power, g.characteristics(morph).name]).toEqual([2, null]);
    expect(g.trace(morph)).toEqual([{ stage: "1", timestamp: null, source: null, what: { faceDown: true }, rule: "707.2" }]);
  });

  it("709.2: a flipped permanent's entry says it is flipped", () => {
    const g = newGame();
    const akki = g.createCard(poolCard("akki-lavarunner"), "battlefield", "alex", { status: status({ flipped: true }) });
    expect(g.characteristics(akki).name?.en).toBe("Tok-Tok, Volcano Born");
    expect(g.trace(akki)).toEqual([{ stage: "1", timestamp: null, source: null, what: { flipped: true }, rule: "709.2" }]);
  });
});

describe("layer 7 entries", () => {
  it("613.3d: counters are one entry in 7d, with how many of each kind, the permanent itself as source", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex", { counters: { "+1/+1": 3, "-1/-1": 1 } });
    expect(g.trace(bear)).toEqual([{ stage: "7d", timestamp: null, source: bear, what: { counters: { plus: 3, minus: 1 } }, rule: "613.3d" }]);
  });

  it("a P/T effect's entry gives the power and toughness it left (613.3b, 613.3c); a colour effect's gives none", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    effect(g, [bear], { setPT: [1, 4] });
    effect(g, [bear], { modifyPT: [2, 0] });
    effect(g, [bear], { colors: { set: ["blue"] } });
    const entries = g.trace(bear);
    expect(entries.map((t) => t.stage)).toEqual(["5", "7b", "7c"]);
    expect(entries.map((t) => ("part" in t.what ? t.what.result : "none"))).toEqual([undefined, { power: 1, toughness: 4 }, { power: 3, toughness: 4 }]);
  });

  it("'becomes the colour of your choice': the entry gives the colour chosen (613.1e)", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.addContinuousEffect({ source: null, controller: "alex", affected: [bear], duration: "end-of-turn", def: { affects: "target", colors: { choose: true } }, chosenColor: "green", description: "test" });
    const [entry] = g.trace(bear);
    expect(entry.what).toMatchObject({ part: "color", chosenColor: "green" });
    expect(g.characteristics(bear).colors).toEqual(["green"]);
  });
});

describe("613.7a: an entry applied out of timestamp order says why", () => {
  it("the later effect that the earlier depends on is marked 'dependency', the earlier one, applied after it, is not", () => {
    const g = newGame();
    const enchantment = { types: ["enchantment" as const], power: undefined, toughness: undefined };
    g.createCard(card("first", { ...enchantment, abilities: [{ id: "a", static: { affects: { all: { types: ["creature"] } }, types: { add: ["enchantment"] } } }] }), "battlefield", "alex");
    g.createCard(card("second", { ...enchantment, abilities: [{ id: "b", static: { affects: { all: { types: ["artifact"] } }, types: { add: ["creature"] } } }] }), "battlefield", "alex");
    const rock = g.createCard(card("rock", { types: ["artifact"], power: 1, toughness: 1 }), "battlefield", "alex");
    expect(g.trace(rock).map((t) => t.order)).toEqual([{ rule: "613.7a", reason: "dependency" }, undefined]);
  });
});
