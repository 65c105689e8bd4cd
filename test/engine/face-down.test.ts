// Face-down spells and permanents and morph (707 / 702.34 in 2011; 504 / 502.26 in 2007): who may cast a card face
// down, what turning it face up says and which abilities it triggers.
import { describe, expect, it } from "vitest";
import type { AbilityDef, TriggerDef } from "../../src/engine/cards.ts";
import { turnFaceUpBy } from "../../src/engine/face-down.ts";
import { addMana } from "../../src/engine/mana-payment.ts";
import { object } from "../../src/engine/state.ts";
import { card, newGame, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const FACE_DOWN = { status: { tapped: false, flipped: false, faceDown: true, phasedOut: false } };
const watching = (when: TriggerDef): AbilityDef => ({ id: "watch", triggered: { when, effect: [{ gainLife: 1 }] } });

describe("casting a card face down (702.34c / 502.26c)", () => {
  for (const [version, rule] of [["2007-10-01", "502.26c"], ["2011-02-04", "702.34c"]]) {
    it(`needs morph: a card with another keyword ability can't be cast face down, one with morph can, for {3} (${version}: ${rule})`, () => {
      const g = newGame(version);
      addMana(g, "alex", "C", 3);
      const elemental = g.createCard(poolCard("air-elemental"), "hand", "alex");
      const refused = ruleViolation(() => g.cast("alex", elemental, {}, { faceDown: true }));
      expect([refused.rule, refused.reason.reason]).toEqual([rule, "noMorph"]);
      const demon = g.createCard(poolCard("grinning-demon"), "hand", "alex");
      const spell = g.cast("alex", demon, {}, { faceDown: true });
      expect(object(g.state, spell).status.faceDown).toBe(true);
    });
  }
});

describe("turning a permanent face up (707.8 / 504.5; 702.34 / 502.26)", () => {
  it("is said, naming the permanent as it is face up", () => {
    const g = newGame();
    const demon = g.createCard(poolCard("grinning-demon"), "battlefield", "alex", FACE_DOWN);
    turnFaceUpBy(g, object(g.state, demon));
    expect(g.log.filter((e) => e.action === "turnedFaceUp")).toEqual([{ action: "turnedFaceUp", object: g.ref(demon) }]);
  });

  it("triggers 'when this is turned face up' of that permanent only, not of another permanent with the same ability", () => {
    const g = newGame();
    const turned = g.createCard(card("turned", { abilities: [watching({ turnedFaceUp: "self" })] }), "battlefield", "alex", FACE_DOWN);
    const other = g.createCard(card("other", { abilities: [watching({ turnedFaceUp: "self" })] }), "battlefield", "alex");
    turnFaceUpBy(g, object(g.state, turned));
    expect(g.state.pendingTriggers.map((t) => [t.source, t.triggerObject])).toEqual([[turned, turned]]);
    expect(g.state.pendingTriggers.some((t) => t.source === other)).toBe(false);
  });

  it("triggers 'whenever a creature you control is turned face up' of each permanent whose filter the turned creature matches", () => {
    const g = newGame();
    const yours = g.createCard(card("yours", { abilities: [watching({ turnedFaceUp: { types: ["creature"], controller: "you" } })] }), "battlefield", "alex");
    const theirs = g.createCard(card("theirs", { abilities: [watching({ turnedFaceUp: { types: ["creature"], controller: "you" } })] }), "battlefield", "bianca");
    const turned = g.createCard(card("turned"), "battlefield", "alex", FACE_DOWN);
    turnFaceUpBy(g, object(g.state, turned));
    expect(g.state.pendingTriggers.map((t) => [t.source, t.controller, t.triggerObject])).toEqual([[yours, "alex", turned]]);
    expect(g.state.pendingTriggers.some((t) => t.source === theirs)).toBe(false);
  });
});
