// Suspend's time counters (702.59a–b, 2011-02-04): "At the beginning of your upkeep, if this card is suspended,
// remove a time counter from it" — suspended meaning in exile, with suspend, with a time counter on it (702.59b) —
// and abilities that trigger "when the last time counter is removed", controlled by the permanent's controller.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { suspend } from "../../src/engine/special-actions.ts";
import { card, newGame } from "./helpers.ts";

const version = "2011-02-04";
const slowSorcery = (fields: Partial<CardDef> = {}): CardDef => ({
  slug: "slow", name: { en: "slow" }, manaCost: "{0}", types: ["sorcery"],
  abilities: [{ id: "s", spell: { effect: [{ gainLife: 1 }] } }, { id: "suspend", keyword: "suspend", amount: 3, cost: "{0}" }],
  ...fields,
});
const timeCounters = (g: Game, id: string) => g.state.objects.get(id)?.counters.time ?? 0;
const stackSize = (g: Game) => g.state.zones.get("stack")!.length;
/** A two-player game whose libraries hold enough cards for the turns played (no one loses by drawing, 704.5b). */
function game(): Game {
  const g = newGame(version);
  for (const p of ["alex", "bianca"]) for (let i = 0; i < 5; i++) g.createCard(card("filler"), "library", p);
  return g;
}

describe("702.59a (2011-02-04): at the beginning of your upkeep, remove a time counter", () => {
  it("three time counters: one removed in each of its owner's upkeeps, none in the opponent's", () => {
    const g = game();
    const exiled = suspend(g, "alex", g.createCard(slowSorcery(), "hand", "alex"));
    expect(timeCounters(g, exiled)).toBe(3);
    g.advanceTo(2, "upkeep");
    expect(stackSize(g)).toBe(0);
    g.advanceTo(3, "upkeep");
    expect(stackSize(g)).toBe(1);
    g.resolveTop();
    expect(timeCounters(g, exiled)).toBe(2);
  });
});

describe("702.59a: when the last time counter is removed, if it's exiled, cast it without paying its mana cost", () => {
  for (const [left, cast] of [[false, 1], [true, 0]] as const) {
    it(left ? "the card left exile before that ability resolves (a new object, 400.7): nothing is cast" : "still exiled: it is cast, and resolves", () => {
      const g = game();
      const exiled = suspend(g, "alex", g.createCard(slowSorcery({ abilities: [{ id: "s", spell: { effect: [{ gainLife: 1 }] } }, { id: "suspend", keyword: "suspend", amount: 1, cost: "{0}" }] }), "hand", "alex"));
      g.advanceTo(3, "upkeep");
      g.resolveTop();
      g.givePriority("alex");
      expect(stackSize(g)).toBe(1);
      if (left) g.moveTo(exiled, "graveyard");
      g.resolveTop();
      expect(g.log.filter((e) => e.action === "casts").length).toBe(cast);
    });
  }
});

describe("702.59b: only a suspended card loses time counters at its owner's upkeep", () => {
  it("a card with suspend exiled without a time counter on it: nothing triggers", () => {
    const g = game();
    g.createCard(slowSorcery(), "exile", "alex");
    g.advanceTo(3, "upkeep");
    expect(stackSize(g)).toBe(0);
  });
  it("an exiled card with time counters but without suspend: nothing triggers, its counters stay", () => {
    const g = game();
    const plain = g.createCard(slowSorcery({ abilities: [{ id: "s", spell: { effect: [{ gainLife: 1 }] } }] }), "exile", "alex");
    g.putCounters(plain, "time", 2);
    g.advanceTo(3, "upkeep");
    expect([stackSize(g), timeCounters(g, plain)]).toEqual([0, 2]);
  });
});

describe("603.2 / 603.3a: 'when the last time counter is removed from this permanent'", () => {
  const ticking = card("ticking", {
    abilities: [
      { id: "tick", activated: { cost: {}, effect: [{ removeCounters: { kind: "time", amount: 1, on: "self" } }] } },
      { id: "last-time", triggered: { when: { lastCounterRemoved: "time" }, effect: [{ gainLife: 1 }] } },
      { id: "last-plus", triggered: { when: { lastCounterRemoved: "+1/+1" }, effect: [{ gainLife: 5 }] } },
    ],
  });
  it("triggers for the permanent's controller, not its owner; an ability about another kind of counter doesn't", () => {
    const g = game();
    const t = g.createCard(ticking, "battlefield", "alex");
    g.putCounters(t, "time", 1);
    g.putCounters(t, "+1/+1", 1);
    g.gainControl(t, "bianca");
    g.passPriority("alex");
    g.activate("bianca", t, "tick");
    g.resolveTop();
    g.givePriority("alex");
    expect(stackSize(g)).toBe(1);
    g.resolveTop();
    expect(g.state.players.map((p) => [p.id, p.life])).toEqual([["alex", 20], ["bianca", 21]]);
  });
});

describe("702.59a: suspend's triggered abilities function in exile only", () => {
  it("the last time counter removed from a card with suspend in a graveyard: nothing triggers", () => {
    const g = game();
    const dead = g.createCard(slowSorcery(), "graveyard", "alex");
    g.putCounters(dead, "time", 1);
    const pick: CardDef = { slug: "pick", name: { en: "pick" }, manaCost: "{0}", types: ["instant"], abilities: [{ id: "p", spell: { targets: [{ kind: "card-in-graveyard" }], effect: [{ removeCounters: { kind: "time", amount: 1, on: "target" } }] } }] };
    g.cast("alex", g.createCard(pick, "hand", "alex"), { targets: [{ object: dead }] });
    g.resolveTop();
    g.givePriority("alex");
    expect([timeCounters(g, dead), stackSize(g)]).toEqual([0, 0]);
  });
});
