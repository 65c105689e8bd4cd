// "Each player's life total becomes N" (118.5 / 215.5; in Two-Headed Giant 810.9d / 606.9b apply instead), outside a team:
// each player's own life total becomes his or her number; and a game with teams under rules that have no
// Two-Headed Giant variant is refused, naming what is lacking.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { NoRuleSetError } from "../../src/engine/citations.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { player } from "../../src/engine/state.ts";
import { newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("each player's life total becomes a number, in a two-player game", () => {
  for (const version of ["2007-10-01", "2011-02-04"]) {
    it(`${version}: Biorhythm makes each player's life total the number of creatures he or she controls`, () => {
      const g = newGame(version);
      for (let i = 0; i < 3; i++) g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
      g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
      for (let i = 0; i < 8; i++) g.createCard(poolCard("forest"), "battlefield", "alex");
      const biorhythm = g.createCard(poolCard("biorhythm"), "hand", "alex");
      g.cast("alex", biorhythm);
      g.resolveTop();
      expect([player(g.state, "alex").life, player(g.state, "bianca").life]).toEqual([3, 1]);
    });
  }
});

describe("teams under rules without the Two-Headed Giant variant", () => {
  it("are refused with an error that names the variant as what the rules lack, the same under two such releases", () => {
    const lacking = ["2003-07-01", "2004-10-01"].map((version) => {
      try {
        new Game(ruleSet(version), ["a1", "a2", "b1", "b2"].map((id) => ({ id, name: id, team: id[0] })));
      } catch (error) {
        if (error instanceof NoRuleSetError) return error.lacking;
        throw error;
      }
      throw new Error(`a game with teams was set up under ${version}`);
    });
    expect(lacking[0]).toContain("Two-Headed Giant");
    expect(lacking[1]).toBe(lacking[0]);
  });
});
