// A 200-turn scripted game between two players (bench/scripted-game.ts), every action through the real engine.
// Target: under 1 s for the 200 turns.
import { bench, describe } from "vitest";
import { newScriptedGame, playScriptedGame, TURNS } from "./scripted-game.ts";

describe("a scripted game", () => {
  bench(`${TURNS} turns between two players (2011-02-04 rules)`, () => {
    playScriptedGame(newScriptedGame());
  }, { iterations: 5, warmupIterations: 1 });
  bench(`${TURNS} turns between two players (2007-10-01 rules, mana burn)`, () => {
    playScriptedGame(newScriptedGame("2007-10-01"));
  }, { iterations: 5, warmupIterations: 1 });
});
