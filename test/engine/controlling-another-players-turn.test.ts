// Controlling another player's turn (507 in 2007; 711 in 2011-02-04, 712 from Innistrad; Mindslaver): each effect
// waits for its own player's next turn and is used up by that turn (507.1), both are said, only the affected
// player's decisions change hands (507.3 / 711.5), and costs are paid with the player's own resources (507.3a).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { actingAs, controlNextTurn, decider, turnController } from "../../src/engine/turn-control.ts";
import { playLand } from "../../src/engine/special-actions.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";

function game(version: string, players = ["alex", "bianca"]): Game {
  const g = new Game(ruleSet(version), players.map((id) => ({ id, name: id[0].toUpperCase() + id.slice(1) })));
  for (const id of players) for (let i = 0; i < 6; i++) g.createCard(poolCard("island"), "library", id);
  return g;
}

/** Who controls each player's turn at the upkeep of each of the given turns (null: the player himself or herself). */
function controllers(g: Game, turns: number[]): (string | null)[][] {
  return turns.map((turn) => {
    g.advanceTo(turn, "upkeep");
    return g.state.players.map((p) => turnController(g.state, p.id));
  });
}

describe("each effect waits for its own player's next turn, and that turn uses it up (507.1 / 711.1)", () => {
  for (const version of ["2007-10-01", "2011-02-04"]) {
    it(`${version}: Bianca will control Alex's next turn, then Alex Bianca's; each in its turn, then nobody's`, () => {
      const g = game(version);
      controlNextTurn(g, "alex", "bianca");
      controlNextTurn(g, "bianca", "alex");
      // Turn 2 is Bianca's, 3 Alex's, 4 Bianca's, 5 Alex's.
      expect(controllers(g, [2, 3, 4, 5])).toEqual([[null, "alex"], ["bianca", null], [null, null], [null, null]]);
    });
  }

  it("both are said: the effect when it is created, the control when the turn begins", () => {
    const g = game("2011-02-04");
    controlNextTurn(g, "bianca", "alex");
    expect(g.log.at(-1)).toEqual({ action: "willControlNextTurn", controller: g.playerRef("alex"), affected: g.playerRef("bianca") });
    g.advanceTo(2, "upkeep");
    expect(g.log.filter((e) => e.action === "controlsTurn")).toEqual([{ action: "controlsTurn", controller: g.playerRef("alex"), affected: g.playerRef("bianca") }]);
    g.advanceTo(4, "upkeep");
    expect(g.log.filter((e) => e.action === "controlsTurn")).toHaveLength(1);
  });
});

describe("only the affected player's decisions change hands (507.3 / 711.5)", () => {
  it("three players: while Alex controls Bianca's turn, Carol still makes her own decisions", () => {
    const g = game("2011-02-04", ["alex", "bianca", "carol"]);
    controlNextTurn(g, "bianca", "alex");
    g.advanceTo(2, "upkeep");
    expect(["alex", "bianca", "carol"].map((p) => decider(g.state, p))).toEqual(["alex", "alex", "carol"]);
    expect(turnController(g.state, "carol")).toBeNull();
  });

  it("a player whose turn nobody controls makes his or her own decisions, and the refusal doesn't speak of a controlled turn", () => {
    const g = game("2007-10-01");
    g.advanceTo(2, "main1");
    const land = g.createCard(poolCard("mountain"), "hand", "bianca");
    const refused = ruleViolation(() => actingAs(g, "alex", () => playLand(g, "bianca", land)));
    expect([refused.rule, renderViolation(refused, "en")]).toEqual(["507.3", "Bianca makes Bianca's choices and decisions. (rule 507.3)"]);
  });
});

describe("costs are paid with the player's own resources (507.3a / 711.5a)", () => {
  it("on his or her own turn a player can't discard another player's card for a cost: it isn't a card in his or her hand (701.7), not 507.3a", () => {
    const g = game("2011-02-04");
    g.advanceTo(3, "main1");
    const mongrel = g.createCard(poolCard("wild-mongrel"), "battlefield", "alex");
    const hers = g.createCard(poolCard("island"), "hand", "bianca");
    const refused = ruleViolation(() => g.activate("alex", mongrel, "pump", { discard: [hers] }));
    expect([refused.rule, refused.reason.reason]).toEqual(["701.7", "notCardInHand"]);
    expect(g.state.objects.get(hers)?.zone).toBe("hand");
  });

  it("a card that isn't in the game named for a discard cost is a UsageError naming it, not a crash", () => {
    const g = game("2011-02-04");
    g.advanceTo(3, "main1");
    const mongrel = g.createCard(poolCard("wild-mongrel"), "battlefield", "alex");
    expect(() => g.activate("alex", mongrel, "pump", { discard: ["no-such-card"] })).toThrow(/activate: no object no-such-card in this game/u);
  });
});
