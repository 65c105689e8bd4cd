// Life lost this turn: damage, loss and payment are life lost (118.2–118.4 / 215.2–215.4); a life total an effect sets
// is life gained or lost, the difference, from 2007-05-01 (215.5, 118.5) — in Two-Headed Giant under 606.9b, each
// member of the team whose total becomes the sum "is considered to have lost" his or her individual total minus
// his or her number; before 2007-05-01 the rules do not say so, and no life is counted lost that way.
import { describe, expect, it } from "vitest";
import type { Game } from "../../src/engine/game.ts";
import { player, type GameState } from "../../src/engine/state.ts";
import { giantGame, newGame, resolve } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const team = (state: GameState, id: string) => state.teams.find((t) => t.id === id)!;
const lost = (g: Game, ...ids: string[]) => ids.map((id) => g.state.turn.lifeLost[id] ?? 0);

/** a1 controls three creatures, a2 four, b2 one; a1 casts Biorhythm ("Each player's life total becomes the number of creatures he or she controls"). */
function biorhythmInTwoHeadedGiant(version: string, teamLife: number): Game {
  const g = giantGame(version);
  team(g.state, "a").life = teamLife;
  for (let i = 0; i < 3; i++) g.createCard(poolCard("grizzly-bears"), "battlefield", "a1");
  for (let i = 0; i < 4; i++) g.createCard(poolCard("grizzly-bears"), "battlefield", "a2");
  g.createCard(poolCard("grizzly-bears"), "battlefield", "b2");
  for (let i = 0; i < 8; i++) g.createCard(poolCard("forest"), "battlefield", "a1");
  g.state.turn.step = "main1";
  g.cast("a1", g.createCard(poolCard("biorhythm"), "hand", "a1"));
  g.resolveTop();
  return g;
}

describe("a life total that becomes a sum in Two-Headed Giant (606.9b)", () => {
  for (const version of ["2007-05-01", "2009-05-01", "2010-02-01"]) {
    it(`${version}: a team at 25 whose members control three and four creatures: the first lost 10 (13 - 3), the second 9 (13 - 4)`, () => {
      const g = biorhythmInTwoHeadedGiant(version, 25);
      expect(team(g.state, "a").life).toBe(7);
      expect(lost(g, "a1", "a2")).toEqual([10, 9]);
      // Team b at 30: each member at 15; b1 controls none (lost 15), b2 one (lost 14).
      expect(lost(g, "b1", "b2")).toEqual([15, 14]);
    });
  }

  it("2007-02-01, before 215.5: the same life totals, but no life is counted lost by a life total that becomes a number", () => {
    const g = biorhythmInTwoHeadedGiant("2007-02-01", 25);
    expect(team(g.state, "a").life).toBe(7);
    expect(lost(g, "a1", "a2", "b1", "b2")).toEqual([0, 0, 0, 0]);
  });
});

describe("life lost in a two-player game", () => {
  it("a life total set lower is life lost, a life total set higher is not (215.5 / 118.5)", () => {
    const g = newGame("2011-02-04");
    player(g.state, "bianca").life = 2;
    resolve(g, [{ lifeBecomes: { player: "each", value: 5 } }]);
    resolve(g, [{ lifeBecomes: { player: "you", value: 3 } }]);
    expect([player(g.state, "alex").life, player(g.state, "bianca").life]).toEqual([3, 5]);
    expect(lost(g, "alex", "bianca")).toEqual([17, 0]);
  });

  it("damage and loss add up over the turn, a gain takes nothing back, and a new turn starts from none (118.2–118.4)", () => {
    const g = newGame("2011-02-04");
    resolve(g, [{ loseLife: { player: "each", amount: 2 } }]);
    resolve(g, [{ dealDamage: { to: "each-player", amount: 3 } }]);
    resolve(g, [{ gainLife: { player: "you", amount: 4 } }]);
    expect(lost(g, "alex", "bianca")).toEqual([5, 5]);
    g.advanceTo(2, "upkeep");
    expect(lost(g, "alex", "bianca")).toEqual([0, 0]);
  });
});
