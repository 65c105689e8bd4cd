// Fuse (702.100 in 2013-05-01, 702.101 from Magic 2014): both halves of a split card cast from the hand as one fused
// split spell (708.2b), with one converted mana cost, the total of its two mana costs (708.2); and a target
// requirement that compares with the X announced for the spell ("target spell with converted mana cost X", 601.2b).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { convertedManaCosts } from "../../src/engine/values.ts";
import { object, objectsIn, player } from "../../src/engine/state.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";

function game(version: string): Game {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  for (let i = 0; i < 10; i++) g.createCard(poolCard("forest"), "library", "bianca");
  return g;
}

function lands(g: Game, who: string, slugs: Record<string, number>): void {
  for (const [slug, count] of Object.entries(slugs)) for (let i = 0; i < count; i++) g.createCard(poolCard(slug), "battlefield", who);
}

/** A split card with fuse whose halves each target and do something. */
const drawAndShock: CardDef = {
  slug: "draw-shock",
  name: { en: "Draw // Shock" },
  types: ["instant"],
  abilities: [{ id: "fuse", keyword: "fuse" }],
  split: [
    { name: { en: "Draw" }, manaCost: "{U}", types: ["instant"], abilities: [{ id: "draw", spell: { targets: [{ kind: "player" }], effect: [{ draw: { amount: 1, player: "target" } }] } }] },
    { name: { en: "Shock" }, manaCost: "{2}{R}", types: ["instant"], abilities: [{ id: "shock", spell: { targets: [{ kind: "creature-or-player" }], effect: [{ dealDamage: { amount: 2, to: "target" } }] } }] },
  ],
};

describe("fuse (702.101)", () => {
  it("a fused split spell has both halves' colours and one converted mana cost, the total of its two mana costs (708.2, 702.101b)", () => {
    for (const version of ["2013-05-01", "2016-09-30"]) {
      const g = game(version);
      lands(g, "alex", { island: 1, swamp: 6, mountain: 1 });
      const card = g.createCard(poolCard("breaking-entering"), "hand", "alex");
      expect(convertedManaCosts(g.characteristics(card))).toEqual([2, 6]);
      const spell = g.cast("alex", card, { fuse: true, targets: [{ player: "bianca" }] });
      const c = g.characteristics(spell);
      expect(convertedManaCosts(c)).toEqual([8]);
      expect([...c.colors].sort()).toEqual(["black", "blue", "red"]);
      // Its other characteristics are both halves' too (708.2): two sorceries make one sorcery, with no subtype; the
      // cost to pay includes the mana cost of each half (702.101c), written as one: {U}{B} and {4}{B}{R}.
      expect([c.types, c.subtypes, c.supertypes, c.manaCost]).toEqual([["sorcery"], [], [], "{4}{U}{B}{B}{R}"]);
      expect(g.matches({ convertedManaCost: 8 }, spell, "bianca", null)).toBe(true);
      expect(g.matches({ convertedManaCost: 6 }, spell, "bianca", null)).toBe(false);
      expect(g.matches({ convertedManaCostAtMost: 6 }, spell, "bianca", null)).toBe(false);
    }
  });

  it("from Amonkhet its characteristics are its two halves' combined, as the card's are outside the stack (708.4d / 709.4d)", () => {
    for (const version of ["2017-04-28", "2021-07-23", "2026-01-16"]) {
      const g = game(version);
      lands(g, "alex", { island: 1, swamp: 6, mountain: 1 });
      const card = g.createCard(poolCard("breaking-entering"), "hand", "alex");
      expect(convertedManaCosts(g.characteristics(card))).toEqual([8]);
      const c = g.characteristics(g.cast("alex", card, { fuse: true, targets: [{ player: "bianca" }] }));
      expect([version, c.manaCost, convertedManaCosts(c), [...c.colors].sort()]).toEqual([version, "{4}{U}{B}{B}{R}", [8], ["black", "blue", "red"]]);
    }
  });

  it("its total cost includes the mana cost of each half (702.101c)", () => {
    const g = game("2016-09-30");
    lands(g, "alex", { island: 1, swamp: 5, mountain: 1 });
    const card = g.createCard(poolCard("breaking-entering"), "hand", "alex");
    const refused = ruleViolation(() => g.cast("alex", card, { fuse: true, targets: [{ player: "bianca" }] }));
    expect(refused.rule).toBe("601.2h");
    expect(object(g.state, card).zone).toBe("hand");
  });

  it("resolves the left half's instructions with its targets, then the right half's with its own (702.101d), each once", () => {
    // 2016-09-30: two sets of characteristics; 2026-01-16: the halves combined on the stack (709.4d) — still each once.
    for (const [version, graveyardAnswers] of [["2016-09-30", [1, 3]], ["2026-01-16", [4]]] as const) {
      const g = game(version);
      lands(g, "alex", { island: 1, mountain: 3 });
      const card = g.createCard(drawAndShock, "hand", "alex");
      // Both halves' targets are announced (601.2c): one target is not enough.
      expect(ruleViolation(() => g.cast("alex", card, { fuse: true, targets: [{ player: "bianca" }] })).reason.reason).toBe("targetCount");
      g.cast("alex", card, { fuse: true, targets: [{ player: "bianca" }, { player: "alex" }] });
      g.resolveTop();
      expect(objectsIn(g.state, "hand", "bianca")).toHaveLength(1);
      expect([player(g.state, "alex").life, player(g.state, "bianca").life]).toEqual([18, 20]);
      // A new object in the graveyard (400.7), with both halves again: two answers, or their combination's one.
      const [inGraveyard] = objectsIn(g.state, "graveyard", "alex");
      expect([version, convertedManaCosts(g.characteristics(inGraveyard.id))]).toEqual([version, graveyardAnswers]);
    }
  });

  it("is refused for a split card without fuse, from anywhere but the hand, with a half chosen, or where the rules have no fuse", () => {
    const g = game("2016-09-30");
    lands(g, "alex", { mountain: 4, island: 2 });
    const noFuse = g.createCard(poolCard("assault-battery"), "hand", "alex");
    const refused = ruleViolation(() => g.cast("alex", noFuse, { fuse: true, targets: [{ player: "bianca" }] }));
    expect([refused.rule, refused.reason.reason]).toEqual(["702.101a", "noFuse"]);
    const inLibrary = g.createCard(drawAndShock, "library", "alex");
    const fromLibrary = ruleViolation(() => g.cast("alex", inLibrary, { fuse: true, targets: [{ player: "bianca" }] }, { byEffect: { withoutPayingManaCost: true } }));
    expect([fromLibrary.rule, fromLibrary.reason.reason]).toEqual(["702.101a", "fuseFromHand"]);
    const inHand = g.createCard(drawAndShock, "hand", "alex");
    const withHalf = ruleViolation(() => g.cast("alex", inHand, { fuse: true, half: "Draw", targets: [{ player: "bianca" }] }));
    expect([withHalf.rule, withHalf.reason.reason]).toEqual(["702.101a", "fuseBothHalves"]);
    expect(object(g.state, inHand).zone).toBe("hand");

    const dragonsMaze = game("2013-05-01");
    lands(dragonsMaze, "alex", { island: 1, mountain: 3 });
    const fused = dragonsMaze.createCard(drawAndShock, "hand", "alex");
    expect(ruleViolation(() => dragonsMaze.cast("alex", fused, { fuse: true, half: "Draw", targets: [{ player: "bianca" }] })).rule).toBe("702.100a");

    const before = game("2013-02-01");
    lands(before, "alex", { island: 1, mountain: 3 });
    const early = before.createCard(drawAndShock, "hand", "alex");
    const noRule = ruleViolation(() => before.cast("alex", early, { fuse: true, targets: [{ player: "bianca" }] }));
    expect([noRule.rule, noRule.reason.reason]).toEqual(["708.2a", "noFuseRule"]);
  });
});

describe("a target requirement with converted mana cost X (601.2b: X is announced before targets, 601.2c)", () => {
  it("allows only the spells whose converted mana cost is the X announced, as cast and as it resolves (608.2b)", () => {
    const g = game("2016-09-30");
    lands(g, "alex", { island: 1, swamp: 6, mountain: 1 });
    lands(g, "bianca", { island: 9 });
    const card = g.createCard(poolCard("breaking-entering"), "hand", "alex");
    const blast = g.createCard(poolCard("spell-blast"), "hand", "bianca");
    const fused = g.cast("alex", card, { fuse: true, targets: [{ player: "bianca" }] });
    g.passPriority("alex");
    for (const x of [2, 6, 7]) {
      const refused = ruleViolation(() => g.cast("bianca", blast, { x, targets: [{ object: fused }] }));
      expect([refused.rule, refused.reason.reason]).toEqual(["601.2c", "illegalTarget"]);
    }
    expect(object(g.state, blast).zone).toBe("hand");
    g.cast("bianca", blast, { x: 8, targets: [{ object: fused }] });
    g.resolveTop();
    expect(objectsIn(g.state, "graveyard", "alex").map((o) => g.characteristics(o.id).name?.en)).toEqual(["Breaking // Entering"]);
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
  });
});
