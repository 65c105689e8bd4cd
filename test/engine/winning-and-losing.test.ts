// Winning and losing the game (104 in 2011, 102 in 2007): the state-based losses of 704.5a–c (420.5a, g, h in 2007),
// the win of the last player left (104.2a / 102.2a), a concession (104.3a / 102.3a), "you win the game" (104.2b,
// 104.3h in a multiplayer game), each said once, with why.
import { describe, expect, it } from "vitest";
import type { PlayerStaticDef } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import type { NarrationEvent } from "../../src/engine/narration.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { player } from "../../src/engine/state.ts";
import { concede, winGame } from "../../src/engine/winning-and-losing.ts";
import { card, giantGame, newGame } from "./helpers.ts";

/** The events about winning and losing narrated since `from`. */
const outcomes = (g: Game, from = 0): NarrationEvent[] =>
  g.log.slice(from).filter((e) => e.action === "losesGame" || e.action === "winsGame" || e.action === "cantWin");

const ref = (g: Game, id: string) => g.playerRef(id);

/** A permanent of `controller` with a player-rule static ability ("You can't lose the game", …). */
function withStatic(g: Game, controller: string, def: PlayerStaticDef): void {
  g.createCard(card(`static-${Object.keys(def).join("-")}`, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "rule", playerStatic: def }] }), "battlefield", controller);
}

/** A free-for-all game of three players (a multiplayer game: 100.1b). */
const threePlayers = (version = "2011-02-04") =>
  new Game(ruleSet(version), ["alex", "bianca", "carol"].map((id) => ({ id, name: id })));

describe("the state-based losses, each said with its reason, and the win of the last player left", () => {
  for (const version of ["2007-10-01", "2011-02-04"]) {
    it(`${version}: 0 or less life (704.5a / 420.5a): the player loses, the opponent wins (104.2a / 102.2a)`, () => {
      const g = newGame(version);
      player(g.state, "alex").life = 0;
      g.checkStateBasedActions();
      expect(outcomes(g)).toEqual([
        { action: "losesGame", player: ref(g, "alex"), why: "life" },
        { action: "winsGame", player: ref(g, "bianca") },
      ]);
      expect([player(g.state, "alex").lost, player(g.state, "bianca").won]).toEqual([true, true]);
    });

    it(`${version}: drawing from an empty library (704.5b / 420.5g): the player loses the next time state-based actions are checked`, () => {
      const g = newGame(version);
      g.draw("bianca", 1);
      expect(outcomes(g)).toEqual([]);
      g.checkStateBasedActions();
      expect(outcomes(g)).toEqual([
        { action: "losesGame", player: ref(g, "bianca"), why: "empty-library" },
        { action: "winsGame", player: ref(g, "alex") },
      ]);
    });

    it(`${version}: ten poison counters (704.5c / 420.5h): the player loses, with how many`, () => {
      const g = newGame(version);
      player(g.state, "bianca").poison = 11;
      g.checkStateBasedActions();
      expect(outcomes(g)).toEqual([
        { action: "losesGame", player: ref(g, "bianca"), why: "poison", poison: 11 },
        { action: "winsGame", player: ref(g, "alex") },
      ]);
    });
  }

  it("all the players losing at once is a draw: nobody wins (104.4a / 102.4a)", () => {
    const g = newGame();
    player(g.state, "alex").life = 0;
    player(g.state, "bianca").poison = 10;
    g.checkStateBasedActions();
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["alex", true, false], ["bianca", true, false]]);
    expect(outcomes(g).map((e) => e.action)).toEqual(["losesGame", "losesGame"]);
  });

  it("in a multiplayer game, a player wins only once all of his or her opponents have lost (104.2a)", () => {
    const g = threePlayers();
    player(g.state, "carol").life = 0;
    g.checkStateBasedActions();
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["alex", false, false], ["bianca", false, false], ["carol", true, false]]);
    player(g.state, "bianca").life = -2;
    g.checkStateBasedActions();
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["alex", false, true], ["bianca", true, false], ["carol", true, false]]);
  });
});

describe("the last player left and the effects that say he or she can't win", () => {
  // 104.2a from 2010-02-01 (Worldwake): "A player still in the game wins the game if all of that player's opponents
  // have left the game. This happens immediately and overrides all effects that would prevent that player from
  // winning the game." Before, 102.2a / 104.2a have no such sentence, and the "can't" effect wins (103.2 / 101.2).
  for (const [version, wins] of [["2007-10-01", false], ["2009-10-05", false], ["2010-02-01", true], ["2011-02-04", true]] as const) {
    it(`${version}: Bianca, whose opponents can't win, loses to ten poison counters; Alex ${wins ? "wins all the same" : "doesn't win"}`, () => {
      const g = newGame(version);
      withStatic(g, "bianca", { opponentsCantWin: true });
      player(g.state, "bianca").poison = 10;
      g.checkStateBasedActions();
      expect([player(g.state, "bianca").lost, player(g.state, "alex").won]).toEqual([true, wins]);
    });
  }
});

describe("conceding (104.3a / 102.3a)", () => {
  it("a player who concedes loses at once, even under 'You can't lose the game': no effect stops a concession", () => {
    const g = newGame();
    withStatic(g, "alex", { cantLose: "any" });
    concede(g, "alex");
    expect(outcomes(g)).toEqual([
      { action: "losesGame", player: ref(g, "alex"), why: "conceded" },
      { action: "winsGame", player: ref(g, "bianca") },
    ]);
  });

  it("a player who has lost has left the game (104.3a): conceding then doesn't make him or her lose again", () => {
    const g = threePlayers();
    player(g.state, "carol").life = 0;
    g.checkStateBasedActions();
    const before = g.log.length;
    concede(g, "carol");
    expect(outcomes(g, before)).toEqual([]);
  });
});

describe("'you win the game' in a two-player game (104.2b): the player wins, whatever the opponent's effects say about losing", () => {
  // 104.3h (the opponents lose instead) is a rule of multiplayer games only, 100.1b: a game that begins with more
  // than two players; in a two-player game (100.1a) the player simply wins (104.2b / 102.2b), and the game ends (104.1 / 102.1).
  for (const version of ["2007-10-01", "2011-02-04", "2021-09-24"]) {
    it(`${version}: Alex wins although Bianca controls "You can't lose the game"; Bianca hasn't lost, and the game is over`, () => {
      const g = newGame(version);
      withStatic(g, "bianca", { cantLose: "any" });
      winGame(g, "alex");
      expect(outcomes(g)).toEqual([{ action: "winsGame", player: ref(g, "alex") }]);
      expect([player(g.state, "bianca").lost, g.isOver()]).toEqual([false, true]);
    });
  }
});

describe("'you win the game' in a multiplayer game: the opponents lose instead only from 2010-02-01 to 2017-01-20 (104.3h)", () => {
  // 102.3g (2007-10-01) and 104.3h until 2009-10-05 and again from 2017-04-28 give the rule to the limited range of
  // influence option only; from 2010-02-01 (Worldwake) to 2017-01-20, 104.3h reads "In a multiplayer game, an effect
  // that states that a player wins the game instead causes all of that player's opponents to lose the game".
  for (const version of ["2007-10-01", "2009-10-05", "2017-04-28", "2021-09-24"]) {
    it(`${version}: three players — Alex wins at once (104.2b / 102.2b), though Bianca can't lose; nobody else loses`, () => {
      const g = threePlayers(version);
      withStatic(g, "bianca", { cantLose: "any" });
      winGame(g, "alex");
      expect(outcomes(g)).toEqual([{ action: "winsGame", player: ref(g, "alex") }]);
      expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["alex", false, true], ["bianca", false, false], ["carol", false, false]]);
    });
  }

  for (const version of ["2010-02-01", "2017-01-20"]) {
    it(`${version}: three players — Alex's opponents lose instead, and Alex wins as the last player left (104.3h, 104.2a)`, () => {
      const g = threePlayers(version);
      winGame(g, "alex");
      expect(outcomes(g)).toEqual([
        { action: "losesGame", player: ref(g, "bianca"), why: "opponent-won" },
        { action: "losesGame", player: ref(g, "carol"), why: "opponent-won" },
        { action: "winsGame", player: ref(g, "alex") },
      ]);
    });
  }

  it("2011-02-04: Carol's 'Your opponents can't win the game' doesn't stop Alex's opponents from losing instead, and Alex's win as the last one left overrides it (104.3h, 104.2a)", () => {
    const g = threePlayers();
    withStatic(g, "carol", { opponentsCantWin: true });
    winGame(g, "alex");
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["alex", false, true], ["bianca", true, false], ["carol", true, false]]);
  });

  it("2021-09-24: Two-Headed Giant — a1's team wins at once (104.2b, 810.8a); the other team, which can't lose, hasn't lost", () => {
    const g = giantGame("2021-09-24");
    withStatic(g, "b2", { cantLose: "any" });
    winGame(g, "a1");
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["a1", false, true], ["a2", false, true], ["b1", false, false], ["b2", false, false]]);
  });

  it("2021-09-24: three players — Alex can't win under Carol's 'Your opponents can't win the game', and nothing else happens (101.2)", () => {
    const g = threePlayers("2021-09-24");
    withStatic(g, "carol", { opponentsCantWin: true });
    winGame(g, "alex");
    expect(outcomes(g)).toEqual([{ action: "cantWin", player: ref(g, "alex") }]);
    expect(g.state.players.some((p) => p.lost || p.won)).toBe(false);
  });
});

describe("'you win the game' (104.2b; in a multiplayer game 104.3h: the player's opponents lose instead)", () => {
  it("a player who can't win the game doesn't, and that is said (101.2: the 'can't' effect wins)", () => {
    const g = newGame();
    withStatic(g, "bianca", { opponentsCantWin: true });
    winGame(g, "alex");
    expect(outcomes(g)).toEqual([{ action: "cantWin", player: ref(g, "alex") }]);
  });

  it("Two-Headed Giant: the opposing team loses because an opponent won, and the player's team wins (104.3h, 810.8a)", () => {
    const g = giantGame();
    winGame(g, "a2");
    expect(outcomes(g)).toEqual([
      { action: "losesGame", player: ref(g, "b1"), why: "opponent-won" },
      { action: "losesGame", player: ref(g, "b2"), why: "opponent-won" },
      { action: "winsGame", player: ref(g, "a1") },
      { action: "winsGame", player: ref(g, "a2") },
    ]);
  });

  it("Two-Headed Giant: when the opposing team can't lose, nothing happens (104.3h: the opponents lose instead of the player winning)", () => {
    const g = giantGame();
    withStatic(g, "b2", { cantLose: "any" });
    winGame(g, "a1");
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["a1", false, false], ["a2", false, false], ["b1", false, false], ["b2", false, false]]);
  });

  it("three players: the opponent who can lose does, the one who can't stays, and the player doesn't win (104.3h, 104.2a)", () => {
    const g = threePlayers();
    withStatic(g, "bianca", { cantLose: "any" });
    winGame(g, "alex");
    expect(outcomes(g)).toEqual([{ action: "losesGame", player: ref(g, "carol"), why: "opponent-won" }]);
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([["alex", false, false], ["bianca", false, false], ["carol", true, false]]);
  });
});
