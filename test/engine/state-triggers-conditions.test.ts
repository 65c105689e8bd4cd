// Lurking Jackals — "When an opponent has 10 or less life, if Lurking Jackals is an enchantment, it becomes a 3/2 Dog
// creature" — a state trigger (603.8 in 2011-02-04: "A state-triggered ability triggers as soon as the game state
// matches its trigger condition") with an intervening "if" (603.4: "the ability triggers only if [the condition] is
// true"): in a game of three players it triggers when one opponent has 10 or less life, whatever the other has;
// once it has made Jackals a creature, the state still holds but the "if" doesn't, so it doesn't trigger again.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { player } from "../../src/engine/state.ts";
import { newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const threePlayers = () => new Game(ruleSet("2011-02-04"), ["alex", "bianca", "carol"].map((id) => ({ id, name: id })));

describe("603.8: 'When an opponent has 10 or less life' with two opponents", () => {
  it("triggers when Bianca has 10 life, though Carol has 20", () => {
    const g = threePlayers();
    const jackals = g.createCard(poolCard("lurking-jackals"), "battlefield", "alex");
    player(g.state, "bianca").life = 10;
    g.checkStateBasedActions();
    expect(g.state.pendingTriggers.map((t) => t.source)).toEqual([jackals]);
  });
});

describe("603.4: the intervening 'if' checked when the state trigger would trigger", () => {
  it("once Jackals is a creature, Bianca's 10 life doesn't make it trigger again: nothing goes on the stack", () => {
    const g = newGame("2011-02-04");
    const jackals = g.createCard(poolCard("lurking-jackals"), "battlefield", "alex");
    player(g.state, "bianca").life = 10;
    g.givePriority("alex");
    expect(g.state.zones.get("stack")!.length).toBe(1);
    g.resolveTop();
    expect(g.characteristics(jackals).types).toEqual(["creature"]);
    g.givePriority("alex");
    expect([g.state.zones.get("stack"), g.state.pendingTriggers]).toEqual([[], []]);
  });
});
