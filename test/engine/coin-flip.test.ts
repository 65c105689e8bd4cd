// Flipping a coin (511 / 705): seeded, called or not, won or lost by the flipper alone, replaced by two coins.
import { describe, expect, it } from "vitest";
import { flipWithCall, flipWithoutCall } from "../../src/engine/coin-flip.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { poolCard } from "./pool.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { ruleViolation } from "./helpers.ts";

const game = (seed: number, version = "2007-10-01") => new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], seed);

describe("coin flips", () => {
  it("come from the seeded generator: the same seed gives the same flips, both sides come up", () => {
    const run = (g: Game) => Array.from({ length: 12 }, () => flipWithoutCall(g, "alex", {}));
    expect(run(game(7))).toEqual(run(game(7)));
    expect(new Set(run(game(3)))).toEqual(new Set(["heads", "tails"]));
  });

  it("a called flip is won when the call matches (511.1); the call is required (511.1 / 705.1)", () => {
    // Seed 1: tails, then heads.
    const g = game(1);
    expect(flipWithCall(g, "alex", { call: "heads" })).toBe(false);
    expect(flipWithCall(g, "alex", { call: "heads" })).toBe(true);
    expect(ruleViolation(() => flipWithCall(game(1), "alex", {})).rule).toBe("511.1");
    expect(ruleViolation(() => flipWithCall(game(1, "2011-02-04"), "alex", {})).rule).toBe("705.1");
  });

  it("only the flipper's 'whenever you win a coin flip' abilities trigger", () => {
    const g = game(2); // tails first: Bianca's call of tails wins
    g.createCard(poolCard("chance-encounter"), "battlefield", "alex");
    g.createCard(poolCard("chance-encounter"), "battlefield", "bianca");
    expect(flipWithCall(g, "bianca", { call: "tails" })).toBe(true);
    expect(g.state.pendingTriggers.map((t) => t.controller)).toEqual(["bianca"]);
  });

  it("two coins under 'flip two coins and ignore one': the player keeps one, and must say which", () => {
    const g = game(1); // tails, heads
    g.createCard(poolCard("krarks-thumb"), "battlefield", "alex");
    expect(ruleViolation(() => flipWithCall(g, "alex", { call: "heads" })).rule).toBe("511.1");
    const h = game(1);
    h.createCard(poolCard("krarks-thumb"), "battlefield", "alex");
    expect(flipWithCall(h, "alex", { call: "heads", keepCoin: 2 })).toBe(true);
    expect(h.log.some((e) => renderEvent(e, "en") === "Alex flips two coins (tails, heads) and ignores one.")).toBe(true);
  });
});
