// Illegal actions are refused with a RuleViolation citing the rule.
import { describe, expect, it } from "vitest";
import { RuleViolation } from "../../src/engine/errors.ts";
import type { Game } from "../../src/engine/game.ts";
import { player } from "../../src/engine/state.ts";
import { card, giantGame, newGame, ruleViolation } from "./helpers.ts";
import { renderEvent, renderRefusal, renderViolation } from "../../src/engine/messages/render.ts";
import { playLand, turnFaceUp } from "../../src/engine/special-actions.ts";

const island = card("island", { types: ["land"], power: undefined, toughness: undefined, abilities: [{ id: "mana", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{U}" }] } }] });
const bear = card("bear", { manaCost: "{1}{G}" });
const growth = card("growth", { types: ["instant"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "pump", spell: { targets: [{ kind: "creature" }], effect: [{ continuous: { affects: "target", modifyPT: [3, 3] } }] } }] });

function lands(g: Game, n: number): void {
  for (let i = 0; i < n; i++) g.createCard(island, "battlefield", "alex");
}

describe("RuleViolation", () => {
  it("is an Error carrying the rule id and its reason as data, worded in English as its message", () => {
    const v = new RuleViolation("601.2", { reason: "noPriority", player: { id: "bianca", name: "Bianca" } });
    expect(v).toBeInstanceOf(Error);
    expect(v.rule).toBe("601.2");
    expect(renderViolation(v, "en")).toBe("Bianca doesn't have priority. (rule 601.2)");
    expect(renderRefusal(v.reason, "fr")).toBe("Bianca n'a pas la priorité.");
  });

  it("casting without priority (601.2)", () => {
    const g = newGame();
    const c = g.createCard(bear, "hand", "bianca");
    expect(ruleViolation(() => g.cast("bianca", c)).rule).toBe("601.2");
  });

  it("casting a creature while a spell is on the stack (302.1)", () => {
    const g = newGame();
    lands(g, 2);
    const target = g.createCard(bear, "battlefield", "alex");
    const pump = g.createCard(growth, "hand", "alex");
    const c = g.createCard(bear, "hand", "alex");
    g.cast("alex", pump, { targets: [{ object: target }] });
    expect(ruleViolation(() => g.cast("alex", c)).rule).toBe("302.1");
  });

  it("not enough mana (601.2g)", () => {
    const g = newGame();
    lands(g, 1);
    const c = g.createCard(bear, "hand", "alex");
    expect(ruleViolation(() => g.cast("alex", c)).rule).toBe("601.2g");
  });

  it("a target that isn't legal (601.2c)", () => {
    const g = newGame();
    const land = g.createCard(island, "battlefield", "alex");
    const pump = g.createCard(growth, "hand", "alex");
    expect(ruleViolation(() => g.cast("alex", pump, { targets: [{ object: land }] })).rule).toBe("601.2c");
  });

  it("a second land in a turn (305.2)", () => {
    const g = newGame();
    const a = g.createCard(island, "hand", "alex");
    const b = g.createCard(island, "hand", "alex");
    playLand(g, "alex", a);
    expect(ruleViolation(() => playLand(g, "alex", b)).rule).toBe("305.2");
  });

  it("tapping an already tapped permanent for a cost (602.2b)", () => {
    const g = newGame();
    const land = g.createCard(island, "battlefield", "alex");
    g.activate("alex", land, "mana");
    expect(ruleViolation(() => g.activate("alex", land, "mana")).rule).toBe("602.2b");
  });

  it("an ability the object doesn't have (602.1)", () => {
    const g = newGame();
    const b = g.createCard(bear, "battlefield", "alex");
    expect(ruleViolation(() => g.activate("alex", b, "fly")).rule).toBe("602.1");
  });

  it("resolving with an empty stack (116.4)", () => {
    expect(ruleViolation(() => newGame().resolveTop()).rule).toBe("116.4");
  });

  it("turning face up a permanent that isn't face down (702.34d; 502.26d in 2007)", () => {
    for (const [version, rule] of [["2011-02-04", "702.34d"], ["2007-10-01", "502.26d"]]) {
      const g = newGame(version);
      const b = g.createCard(bear, "battlefield", "alex");
      expect(ruleViolation(() => turnFaceUp(g, "alex", b)).rule).toBe(rule);
    }
  });

  it("casting face down a card without morph", () => {
    const g = newGame();
    lands(g, 3);
    const c = g.createCard(bear, "hand", "alex");
    expect(ruleViolation(() => g.cast("alex", c, {}, { faceDown: true })).rule).toBe("702.34c");
  });

  it("ending a step while the stack isn't empty (500.2)", () => {
    const g = newGame();
    const target = g.createCard(bear, "battlefield", "alex");
    const pump = g.createCard(growth, "hand", "alex");
    g.cast("alex", pump, { targets: [{ object: target }] });
    expect(ruleViolation(() => g.nextStep()).rule).toBe("500.2");
  });
});

describe("608.2b illegal targets on resolution", () => {
  it("a spell whose only target left the battlefield is countered and does nothing", () => {
    const g = newGame();
    const target = g.createCard(bear, "battlefield", "bianca");
    const pump = g.createCard(growth, "hand", "alex");
    g.cast("alex", pump, { targets: [{ object: target }] });
    g.moveTo(target, "graveyard");
    g.resolveTop();
    expect(g.state.effects).toEqual([]);
    expect(g.log.some((l) => renderEvent(l, "en").includes("608.2b"))).toBe(true);
  });
});

describe("an illegal action is reversed (715.1 / 422.1)", () => {
  it("a cast that can't be paid for leaves the card in hand, the lands untapped and the mana pool empty", () => {
    const g = newGame();
    lands(g, 1);
    const c = g.createCard(bear, "hand", "alex");
    const logged = g.log.length;
    expect(ruleViolation(() => g.cast("alex", c)).rule).toBe("601.2g");
    expect(g.state.objects.get(c)?.zone).toBe("hand");
    expect(g.state.zones.get("stack")).toEqual([]);
    expect([...g.state.objects.values()].filter((o) => o.status.tapped)).toEqual([]);
    expect(player(g.state, "alex").manaPool.U).toBe(0);
    expect(g.log.length).toBe(logged);
  });

  it("in Two-Headed Giant, a reversed action leaves the players' life totals shared with their team (810.9)", () => {
    const g = giantGame();
    const c = g.createCard(bear, "hand", "a1");
    ruleViolation(() => g.cast("a1", c));
    player(g.state, "a1").life -= 3;
    expect([player(g.state, "a2").life, g.state.teams[0].life]).toEqual([27, 27]);
  });

  it("a reversed action doesn't leave stale characteristics behind", () => {
    const g = newGame();
    lands(g, 1);
    const c = g.createCard(bear, "hand", "alex");
    ruleViolation(() => g.cast("alex", c));
    const land = [...g.state.objects.values()].find((o) => o.zone === "battlefield")!;
    g.moveTo(land.id, "graveyard");
    expect(() => g.characteristics(land.id)).toThrow();
    expect(g.characteristics(c).name?.en).toBe("bear");
  });
});
