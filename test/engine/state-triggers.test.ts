// State triggers (603.8 / 410.10): they trigger when a game state holds, once until they leave the stack.
import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("state triggers (603.8)", () => {
  it("'When an opponent has 10 life or less' triggers when that holds, once, and not again while its intervening 'if' fails", () => {
    const g = newGame("2011-02-04");
    const jackals = g.createCard(poolCard("lurking-jackals"), "battlefield", "alex");
    g.checkStateBasedActions();
    expect(g.state.pendingTriggers).toEqual([]);
    player(g.state, "bianca").life = 10;
    g.checkStateBasedActions();
    g.checkStateBasedActions();
    expect(g.state.pendingTriggers.map((t) => t.source)).toEqual([jackals]);
    g.givePriority("alex");
    expect(g.state.zones.get("stack")!.length).toBe(1);
    // On the stack, it doesn't trigger again (603.8).
    g.checkStateBasedActions();
    expect(g.state.pendingTriggers).toEqual([]);
    g.resolveTop();
    expect(g.characteristics(jackals).types).toEqual(["creature"]);
    // The state still holds, but Lurking Jackals is no longer an enchantment (603.4).
    g.checkStateBasedActions();
    expect(g.state.pendingTriggers).toEqual([]);
  });
});
