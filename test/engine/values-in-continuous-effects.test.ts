// Each kind of number a static ability's effect can read, computed as the layer system applies it (604.3 / 613.3a:
// a characteristic-defining ability sets power and toughness in layer 7a from the game as it is). Each number is one
// that only the right expression gives: "your" life total where the players' totals differ and "you" is the second
// player, an odd life total halved, a count that differs from the number of card types among the same cards.
import { describe, expect, it } from "vitest";
import type { ValueExpr } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { player } from "../../src/engine/state.ts";
import { card, pt } from "./helpers.ts";

/** Alex at 20 life, Bianca at the given total, Carla at 12 (a third player, for "lowest" and "opponents"). */
function game(biancaLife: number) {
  return new Game(ruleSet("2011-02-04"), [
    { id: "alex", name: "Alex", life: 20 },
    { id: "bianca", name: "Bianca", life: biancaLife },
    { id: "carla", name: "Carla", life: 12 },
  ]);
}

/** A creature whose power and toughness are each equal to the number, controlled by Bianca. */
function avatar(g: Game, value: ValueExpr) {
  return g.createCard(card("avatar", { abilities: [{ id: "pt", cda: true, static: { affects: "self", setPT: [value, value] } }] }), "battlefield", "bianca");
}

describe("604.3 / 613.3a: a characteristic-defining ability's number, read as layer 7a applies it", () => {
  it("'equal to your life total' is the life of the ability's controller, not another player's", () => {
    const g = game(15);
    expect(pt(g, avatar(g, { lifeTotalOf: "you" }))).toEqual([15, 15]);
  });

  it("107.1a: half your life total, rounded up or rounded down as the effect says", () => {
    const g = game(15);
    expect(pt(g, avatar(g, { halfLifeRoundedUp: "you" }))).toEqual([8, 8]);
    expect(pt(g, avatar(g, { halfLifeRoundedDown: "you" }))).toEqual([7, 7]);
  });

  it("'the lowest life total among all players' counts every player still in the game", () => {
    const g = game(15);
    expect(pt(g, avatar(g, { lowestLifeTotal: true }))).toEqual([12, 12]);
  });

  it("800.4a: a player who lost has left the game and is no longer one of 'all players'", () => {
    const g = game(15);
    player(g.state, "carla").life = 0;
    g.checkStateBasedActions();
    expect(player(g.state, "carla").lost).toBe(true);
    expect(pt(g, avatar(g, { lowestLifeTotal: true }))).toEqual([15, 15]);
  });

  it("102.3: 'creatures your opponents control' counts only the opponents' creatures", () => {
    const g = game(15);
    g.createCard(card("alex-bear"), "battlefield", "alex");
    g.createCard(card("carla-bear"), "battlefield", "carla");
    g.createCard(card("carla-bear-2"), "battlefield", "carla");
    const a = avatar(g, { count: { zone: "battlefield", whose: "opponents", filter: { types: ["creature"] } } });
    expect(pt(g, a)).toEqual([3, 3]);
  });

  it("'cards in exile' and 'spells on the stack' are counted once each: those zones are shared (400.1)", () => {
    const g = game(15);
    g.createCard(card("exiled"), "exile", "alex");
    g.createCard(card("exiled-2"), "exile", "carla");
    g.createCard(card("spell", { types: ["instant"], power: undefined, toughness: undefined }), "stack", "alex");
    expect(pt(g, avatar(g, { count: { zone: "exile", whose: "any" } }))).toEqual([2, 2]);
    expect(pt(g, avatar(g, { count: { zone: "stack", whose: "any" } }))).toEqual([1, 1]);
  });

  it("205.2a: 'the number of card types among cards in all graveyards' counts types, not cards", () => {
    const g = game(15);
    g.createCard(card("dead"), "graveyard", "alex");
    g.createCard(card("dead-2"), "graveyard", "bianca");
    g.createCard(card("dead-golem", { types: ["artifact", "creature"] }), "graveyard", "carla");
    expect(pt(g, avatar(g, { cardTypesAmong: { zone: "graveyard", whose: "any" } }))).toEqual([2, 2]);
    expect(pt(g, avatar(g, { count: { zone: "graveyard", whose: "any" } }))).toEqual([3, 3]);
  });
});
