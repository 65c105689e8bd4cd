// Every field of the card language's player-rule static abilities (playerStatic) changes the rule it names: for each
// field, a permanent with it and the event whose outcome it changes, next to the same event without it. The record is
// keyed by every field the schema declares, so a field added to the card language fails to type-check here (npm test
// type-checks first) until it has its case, as it fails to compile in src/engine/player-effects.ts until it has its
// answer.
import { describe, expect, it } from "vitest";
import type { PlayerStaticDef } from "../../src/engine/cards.ts";
import { flipWithCall } from "../../src/engine/coin-flip.ts";
import { declareAttackers } from "../../src/engine/combat.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { object, objectsIn, player } from "../../src/engine/state.ts";
import { winGame } from "../../src/engine/winning-and-losing.ts";
import { card, ruleViolation } from "./helpers.ts";

const game = () => new Game(ruleSet("2011-09-30"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], 2);

/** An enchantment with the player-rule static ability, controlled by `controller`. */
function withStatic(g: Game, controller: string, def: PlayerStaticDef): void {
  g.createCard(card(`static-${Object.keys(def).join("-")}`, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "rule", playerStatic: def }] }), "battlefield", controller);
}

const cases: { [K in keyof PlayerStaticDef]-?: (g: Game) => void } = {
  // "You can't lose the game" stops every loss but a concession (104.3a); "… for having 0 or less life" (704.5a) only that one.
  cantLose: (g) => {
    withStatic(g, "alex", { cantLose: "any" });
    withStatic(g, "bianca", { cantLose: "life" });
    player(g.state, "alex").poison = 10;
    player(g.state, "bianca").life = 0;
    g.checkStateBasedActions();
    expect([player(g.state, "alex").lost, player(g.state, "bianca").lost]).toEqual([false, false]);
    player(g.state, "bianca").poison = 10;
    g.checkStateBasedActions();
    expect([player(g.state, "alex").lost, player(g.state, "bianca").lost]).toEqual([false, true]);
  },
  // "Your opponents can't win the game": an effect saying Alex wins does nothing (104.2b; the "can't" wins, 101.2);
  // one saying Bianca wins ends the game (104.1).
  opponentsCantWin: (g) => {
    withStatic(g, "bianca", { opponentsCantWin: true });
    winGame(g, "alex");
    expect([player(g.state, "alex").won, g.isOver()]).toEqual([false, false]);
    winGame(g, "bianca");
    expect([player(g.state, "bianca").won, g.isOver()]).toEqual([true, true]);
  },
  // "Creatures without flying can't attack you": the creature without flying can't attack Bianca (508.1), the flyer can.
  cantBeAttackedBy: (g) => {
    withStatic(g, "bianca", { cantBeAttackedBy: { types: ["creature"], withoutAbilities: ["flying"] } });
    const [bear, bird] = [card("bear"), card("bird", { abilities: [{ id: "flying", keyword: "flying" }] })].map((c) => g.createCard(c, "battlefield", "alex"));
    for (const id of [bear, bird]) object(g.state, id).sinceTurn = 1;
    g.state.turn.number = 2;
    g.state.turn.step = "declare-attackers";
    expect(ruleViolation(() => declareAttackers(g, "alex", [bear])).reason.reason).toBe("cantAttackPlayer");
    declareAttackers(g, "alex", [bird]);
  },
  // "If an effect would create one or more tokens under your control, it creates twice that many of those tokens
  // instead": Alex's effect creates two tokens, Bianca's one.
  createsTwiceThatManyTokens: (g) => {
    withStatic(g, "alex", { createsTwiceThatManyTokens: true });
    const maker = card("maker", { types: ["instant"], power: undefined, toughness: undefined, abilities: [{ id: "make", spell: { effect: [{ createTokens: { amount: 1, token: { name: { en: "Soldier" }, types: ["creature"], power: 1, toughness: 1 } } }] } }] });
    for (const who of ["alex", "bianca"]) {
      g.state.turn.priority = who;
      g.cast(who, g.createCard(maker, "hand", who), {});
      g.resolveTop();
    }
    const tokens = (who: string) => objectsIn(g.state, "battlefield").filter((o) => o.kind === "token" && o.controller === who).length;
    expect([tokens("alex"), tokens("bianca")]).toEqual([2, 1]);
  },
  // "If you would flip a coin, instead flip two coins and ignore one": Alex keeps one of two coins; Bianca flips one.
  flipTwoCoinsIgnoreOne: (g) => {
    withStatic(g, "alex", { flipTwoCoinsIgnoreOne: true });
    expect(ruleViolation(() => flipWithCall(g, "alex", { call: "heads" })).reason.reason).toBe("chooseCoinToKeep");
    flipWithCall(g, "bianca", { call: "heads" });
    const before = g.log.length;
    flipWithCall(g, "alex", { call: "heads", keepCoin: 2 });
    expect(g.log.slice(before).map((e) => e.action)).toEqual(["flipsTwoCoins", "callsCoinFlip"]);
  },
  // "You have protection from red" (702.15e): a red spell's 2 damage to each player is prevented for Alex, dealt to Bianca.
  protection: (g) => {
    withStatic(g, "alex", { protection: ["red"] });
    g.state.turn.priority = "alex";
    g.cast("alex", g.createCard(card("quake", { types: ["instant"], colorIndicator: ["red"], power: undefined, toughness: undefined, abilities: [{ id: "quake", spell: { effect: [{ dealDamage: { amount: 2, to: "each-player" } }] } }] }), "hand", "alex"), {});
    g.resolveTop();
    expect([player(g.state, "alex").life, player(g.state, "bianca").life]).toEqual([20, 18]);
  },
};

describe("player-rule static abilities: each field changes the rule it names", () => {
  for (const [field, event] of Object.entries(cases) as [keyof PlayerStaticDef, (g: Game) => void][])
    it(field, () => event(game()));
});
