// "Creatures of the chosen color without flying can't attack you" (Teferi's Moat) protects its controller only: "you"
// is the controller of the permanent (109.5), so it doesn't stop that player's own creatures from attacking another
// player (508.1: the attack is legal unless a restriction forbids it).
import { describe, expect, it } from "vitest";
import { declareAttackers } from "../../src/engine/combat.ts";
import { card, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("508.1 / 109.5 (2011-09-30): Teferi's Moat under the attacking player's control", () => {
  it("Alex's Moat (green chosen) doesn't stop Alex's green creature without flying from attacking Bianca", () => {
    const g = newGame("2011-09-30");
    g.moveTo(g.createCard(poolCard("teferis-moat"), "hand", "alex"), "battlefield", { decisions: { color: "green" } });
    const bear = g.createCard(card("bear", { colorIndicator: ["green"] }), "battlefield", "alex");
    g.state.objects.get(bear)!.sinceTurn = 0;
    expect(g.characteristics(bear).colors).toEqual(["green"]);
    g.advanceTo(1, "declare-attackers");
    declareAttackers(g, "alex", [bear]);
    expect(g.log.filter((e) => e.action === "attacks")).toHaveLength(1);
  });
});
