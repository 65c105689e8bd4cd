// Controlling another player's turn (507 / 711 / 712) and hidden information (504.3 / 707.5, 217 / 400s, 810.5).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { object, player } from "../../src/engine/state.ts";
import { addMana } from "../../src/engine/mana-payment.ts";
import { actingAs, controlNextTurn, decider, turnController } from "../../src/engine/turn-control.ts";
import { lookAt, maySee } from "../../src/engine/visibility.ts";
import { concede } from "../../src/engine/winning-and-losing.ts";
import { poolCard } from "./pool.ts";
import { playLand } from "../../src/engine/special-actions.ts";
import { ruleViolation, refusedSaying } from "./helpers.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";

function game(version = "2007-10-01"): Game {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  for (const id of ["alex", "bianca"]) for (let i = 0; i < 3; i++) g.createCard(poolCard("island"), "library", id);
  return g;
}

describe("controlling another player's turn (507)", () => {
  it("starts with the affected player's next turn and ends when the next turn begins (507.1)", () => {
    const g = game();
    controlNextTurn(g, "bianca", "alex");
    expect(turnController(g.state, "bianca")).toBeNull();
    g.advanceTo(2, "upkeep");
    expect(turnController(g.state, "bianca")).toBe("alex");
    expect(decider(g.state, "bianca")).toBe("alex");
    expect(decider(g.state, "alex")).toBe("alex");
    g.advanceTo(3, "upkeep");
    expect(turnController(g.state, "bianca")).toBeNull();
  });

  it("the last effect created is the one that works (507.1a)", () => {
    const g = game();
    controlNextTurn(g, "bianca", "alex");
    controlNextTurn(g, "bianca", "bianca");
    g.advanceTo(2, "upkeep");
    expect(turnController(g.state, "bianca")).toBeNull();
  });

  it("the player can't take actions during the controlled turn; the controller takes them (507.3, 711.5)", () => {
    for (const [version, rule] of [["2007-10-01", "507.3"], ["2011-02-04", "711.5"], ["2011-09-30", "712.5"]]) {
      const g = game(version);
      controlNextTurn(g, "bianca", "alex");
      g.advanceTo(2, "main1");
      const land = g.createCard(poolCard("mountain"), "hand", "bianca");
      expect(ruleViolation(() => playLand(g, "bianca", land)).rule).toBe(rule);
      expect(ruleViolation(() => actingAs(g, "bianca", () => playLand(g, "bianca", land))).rule).toBe(rule);
      // 507.1c: only control of the turn changes; the land is Bianca's.
      const played = actingAs(g, "alex", () => playLand(g, "bianca", land));
      expect(g.characteristics(played).controller).toBe("bianca");
    }
  });

  it("nobody can make another player concede; the player may concede even during a controlled turn (507.3b)", () => {
    const g = game();
    controlNextTurn(g, "bianca", "alex");
    g.advanceTo(2, "main1");
    expect(ruleViolation(() => actingAs(g, "alex", () => concede(g, "bianca"))).rule).toBe("507.3b");
    expect(player(g.state, "bianca").lost).toBe(false);
    concede(g, "bianca");
    expect([player(g.state, "bianca").lost, player(g.state, "alex").won]).toEqual([true, true]);
  });

  it("a player whose turn is controlled doesn't lose life to mana burn (507.4, 2007 only)", () => {
    const g = game();
    controlNextTurn(g, "bianca", "alex");
    g.advanceTo(2, "main1");
    addMana(g, "bianca", "R", 2);
    addMana(g, "alex", "U", 1);
    g.nextStep();
    expect([player(g.state, "bianca").life, player(g.state, "alex").life]).toEqual([20, 19]);
  });
});

describe("hidden information (504.3, 507.2, 810.5)", () => {
  it("only its controller may look at a face-down permanent (504.3 / 707.5)", () => {
    for (const [version, rule] of [["2007-10-01", "504.3"], ["2011-02-04", "707.5"]]) {
      const g = game(version);
      const demon = g.createCard(poolCard("grinning-demon"), "battlefield", "bianca", { status: { tapped: false, flipped: false, faceDown: true, phasedOut: false } });
      expect(lookAt(g, "bianca", demon).name?.en).toBe("Grinning Demon");
      expect(ruleViolation(() => lookAt(g, "alex", demon)).rule).toBe(rule);
      const refused = ruleViolation(() => lookAt(g, "alex", demon));
      expect(renderViolation(refused, "en")).toBe(`Alex can't look at a face-down object controlled by another player. (rule ${rule})`);
      expect(refused.reason).toMatchObject({ reason: "cantLookAt", what: "face-down" });
      expect(g.characteristics(demon).name).toBeNull();
    }
  });

  it("a face-up permanent is seen by every player (only libraries, hands and face-down objects are hidden: 217.2b, 217.3c, 504.3)", () => {
    for (const version of ["2007-10-01", "2011-02-04"]) {
      const g = game(version);
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
      expect(["alex", "bianca"].map((p) => maySee(g, p, bears))).toEqual([true, true]);
      expect(lookAt(g, "alex", bears).name?.en).toBe("Grizzly Bears");
      // Looking at it changes nothing: it is still face up, with its own characteristics.
      expect([object(g.state, bears).status.faceDown, g.characteristics(bears).name?.en]).toEqual([false, "Grizzly Bears"]);
    }
  });

  it("a hand is seen by its owner, a Two-Headed Giant teammate and the controller of the owner's turn; a library by nobody", () => {
    const g = game();
    const bolt = g.createCard(poolCard("lightning-bolt"), "hand", "bianca");
    expect(maySee(g, "bianca", bolt)).toBe(true);
    expect(ruleViolation(() => lookAt(g, "alex", bolt)).rule).toBe("217.3c");
    expect(refusedSaying(() => lookAt(g, "alex", bolt))).toBe("Alex can't look at a card in Bianca's hand. (rule 217.3c)");
    const top = g.state.zones.get("library:bianca")![0];
    expect(ruleViolation(() => lookAt(g, "bianca", top)).rule).toBe("217.2b");
    expect(refusedSaying(() => lookAt(g, "bianca", top))).toBe("Bianca can't look at a card in a library. (rule 217.2b)");
    controlNextTurn(g, "bianca", "alex");
    g.advanceTo(2, "upkeep");
    expect(lookAt(g, "alex", bolt).name?.en).toBe("Lightning Bolt");
    const giant = new Game(ruleSet("2011-02-04"), [
      { id: "a1", name: "A1", team: "a" }, { id: "a2", name: "A2", team: "a" }, { id: "b1", name: "B1", team: "b" }, { id: "b2", name: "B2", team: "b" },
    ]);
    const card = giant.createCard(poolCard("lightning-bolt"), "hand", "a1");
    expect(["a1", "a2", "b1", "b2"].map((p) => maySee(giant, p, card))).toEqual([true, true, false, false]);
  });
});
