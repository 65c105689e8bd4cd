// Coins flipped without a call (511.2 in 2007-10-01: "nobody wins or loses"), each said as it comes up, and an
// instruction that repeats them — Mana Clash: "You and target opponent each flip a coin. Mana Clash deals 1 damage to
// each player whose coin comes up tails. Repeat this process until both players' coins come up heads on the same
// flip." Under Krark's Thumb ("flip two coins and ignore one") the player keeps the coin he or she names, the first as
// well as the second.
import { describe, expect, it } from "vitest";
import { flipWithCall, flipWithoutCall } from "../../src/engine/coin-flip.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { player } from "../../src/engine/state.ts";
import { events } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const game = (seed: number) => new Game(ruleSet("2007-10-01"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], seed);

describe("511.2: a coin flipped without a call", () => {
  it("is said as it comes up, for the player who flipped it", () => {
    const g = game(1);
    const side = flipWithoutCall(g, "bianca", {});
    expect(events(g, "coinComesUp")).toEqual([{ action: "coinComesUp", player: g.playerRef("bianca"), side }]);
  });
});

describe("Mana Clash: the flips repeated until both coins come up heads on the same flip", () => {
  for (const seed of [1, 2, 5]) {
    it(`seed ${seed}: one damage to a player for each of his or her tails; every round before the last has a tails, the last two heads`, () => {
      const g = game(seed);
      g.createCard(poolCard("mountain"), "battlefield", "alex");
      g.advanceTo(1, "main1");
      g.cast("alex", g.createCard(poolCard("mana-clash"), "hand", "alex"), { targets: [{ player: "bianca" }] });
      g.resolveTop();
      const flips = events(g, "coinComesUp");
      const rounds = Array.from({ length: flips.length / 2 }, (_, i) => flips.slice(2 * i, 2 * i + 2));
      expect(rounds.map((r) => r.map((f) => f.player.id))).toEqual(rounds.map(() => ["alex", "bianca"]));
      expect(rounds.at(-1)!.map((f) => f.side)).toEqual(["heads", "heads"]);
      for (const r of rounds.slice(0, -1)) expect(r.some((f) => f.side === "tails")).toBe(true);
      const tails = (id: string) => flips.filter((f) => f.player.id === id && f.side === "tails").length;
      expect([20 - player(g.state, "alex").life, 20 - player(g.state, "bianca").life]).toEqual([tails("alex"), tails("bianca")]);
    });
  }
});

describe("Krark's Thumb: flip two coins and ignore one", () => {
  it("keeping the first coin keeps its side (seed 1: tails, then heads — a call of tails wins)", () => {
    const g = game(1);
    g.createCard(poolCard("krarks-thumb"), "battlefield", "alex");
    expect(flipWithCall(g, "alex", { call: "tails", keepCoin: 1 })).toBe(true);
  });
});
