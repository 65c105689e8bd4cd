// Flip cards and status (508, 510 / 709, 110.6): the alternative half only on the battlefield once flipped;
// status stays with the permanent through copy effects, not with the card through zone changes.
import { describe, expect, it } from "vitest";
import { createCopyEffect } from "../../src/engine/copy.ts";
import { flip } from "../../src/engine/flip-cards.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { poolCard } from "./pool.ts";

const game = () => new Game(ruleSet("2007-10-01"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);

describe("flip cards and status", () => {
  it("a flip card has only its normal characteristics outside play and unflipped (508.2)", () => {
    const g = game();
    const inHand = g.createCard(poolCard("akki-lavarunner"), "hand", "alex");
    const inPlay = g.createCard(poolCard("akki-lavarunner"), "battlefield", "alex");
    for (const id of [inHand, inPlay]) expect([g.characteristics(id).name?.en, g.characteristics(id).supertypes]).toEqual(["Akki Lavarunner", []]);
    flip(g, inPlay);
    const c = g.characteristics(inPlay);
    // 508.1c: colour and mana cost don't change.
    expect([c.name?.en, c.supertypes, c.power, c.colors, c.manaCost]).toEqual(["Tok-Tok, Volcano Born", ["legendary"], 2, ["red"], "{3}{R}"]);
  });

  it("a permanent that flips (508.2) is said to, named as it is flipped", () => {
    const g = game();
    const akki = g.createCard(poolCard("akki-lavarunner"), "battlefield", "alex");
    flip(g, akki);
    expect(g.log.filter((e) => e.action === "flips")).toEqual([{ action: "flips", object: g.ref(akki) }]);
    expect(g.ref(akki)).toMatchObject({ name: { en: "Tok-Tok, Volcano Born" } });
  });

  it("a flipped permanent that leaves play keeps no memory of its status (508.4, 510.5)", () => {
    const g = game();
    const akki = g.createCard(poolCard("akki-lavarunner"), "battlefield", "alex");
    flip(g, akki);
    const back = g.moveTo(g.moveTo(akki, "hand"), "battlefield");
    expect([g.state.objects.get(back)!.status.flipped, g.characteristics(back).name?.en]).toEqual([false, "Akki Lavarunner"]);
  });

  it("status stays through copy effects; the copy's own flipped status picks the half it copies (510.4)", () => {
    const g = game();
    const flipped = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex", { status: { tapped: true, flipped: true, faceDown: false, phasedOut: false } });
    const nezumi = g.createCard(poolCard("nezumi-shortfang"), "battlefield", "bianca");
    createCopyEffect(g, flipped, nezumi, { of: "target" }, undefined, "alex", null);
    expect([g.characteristics(flipped).name?.en, g.state.objects.get(flipped)!.status.tapped]).toEqual(["Stabwhisker the Odious", true]);
    expect(g.characteristics(nezumi).name?.en).toBe("Nezumi Shortfang");
  });
});
