// The engine's public API at its boundary, in every release the engine accepts (1999-04-23 on): an unknown object,
// player, zone, step or release is a UsageError naming it, raised before anything changes; an illegal action is a
// RuleViolation citing a rule the release in force has; once the game is over every action is refused (104.1 / 102.1).
// (advanceTo to a step no turn has was already a UsageError: error-kinds.test.ts.)
import { describe, expect, it } from "vitest";
import { combatDamage, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import type { TokenDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { ruleSet, ruleSetReleases } from "../../src/engine/ruleset.ts";
import { playLand, suspend } from "../../src/engine/special-actions.ts";
import type { ZoneName } from "../../src/engine/ruleset.ts";
import { actingAs } from "../../src/engine/turn-control.ts";
import { concede } from "../../src/engine/winning-and-losing.ts";
import { card, giantGame, instant, newGame, ruleViolation } from "./helpers.ts";
import { usageError } from "./refusal.ts";
import { UsageError } from "../../src/engine/usage-errors.ts";
import { fingerprint, sameState } from "../../bench/random-play.ts";

const RELEASES = ruleSetReleases();

/** A game at alex's first main phase, with a bear on the battlefield and one in hand. */
function board(version: string) {
  const g = newGame(version);
  g.state.turn.step = "main1";
  g.state.turn.priority = "alex";
  const inPlay = g.createCard(card("bear"), "battlefield", "alex");
  const inHand = g.createCard(card("bear"), "hand", "alex");
  return { g, inPlay, inHand };
}

describe("an unknown object, player, zone or step is a UsageError naming it, in every release", () => {
  it("an unknown object: moveTo, putCounters, removeCounters, cast, activate, characteristics, declareAttackers, playLand", () => {
    for (const version of RELEASES) {
      const { g } = board(version);
      const calls: [string, () => unknown][] = [
        ["moveTo", () => g.moveTo("o999", "graveyard")],
        ["putCounters", () => g.putCounters("o999", "+1/+1", 1)],
        ["removeCounters", () => g.removeCounters("o999", "time", 1)],
        ["cast", () => g.cast("alex", "o999")],
        ["activate", () => g.activate("alex", "o999", "tap")],
        ["characteristics", () => g.characteristics("o999")],
        ["declareAttackers", () => declareAttackers(g, "alex", ["o999"])],
        ["playLand", () => playLand(g, "alex", "o999")],
      ];
      for (const [action, call] of calls)
        expect(usageError(g, call).problem, `${action} under ${version}`).toEqual({ problem: "noSuchObject", action, id: "o999" });
    }
  });

  it("a zone outside the game's zones (400.1): moveTo and createCard name it", () => {
    for (const version of RELEASES) {
      const { g, inPlay } = board(version);
      expect(usageError(g, () => g.moveTo(inPlay, "sideboard" as ZoneName)).problem).toEqual({ problem: "noSuchZone", action: "moveTo", zone: "sideboard" });
      expect(usageError(g, () => g.createCard(card("bear"), "sideboard" as ZoneName, "alex")).message).toMatch(/^createCard: no zone sideboard/);
    }
  });

  it("a player not in the game: concede, cast, passPriority, draw, declareBlockers, actingAs, createCard", () => {
    for (const version of RELEASES) {
      const { g, inHand } = board(version);
      const calls: [string, () => unknown][] = [
        ["concede", () => concede(g, "nobody")],
        ["cast", () => g.cast("nobody", inHand)],
        ["passPriority", () => g.passPriority("nobody")],
        ["draw", () => g.draw("nobody", 1)],
        ["declareBlockers", () => declareBlockers(g, "nobody", [])],
        ["actingAs", () => actingAs(g, "nobody", () => g.passPriority("alex"))],
        ["createCard", () => g.createCard(card("bear"), "hand", "nobody")],
      ];
      for (const [action, call] of calls)
        expect(usageError(g, call).problem, `${action} under ${version}`).toEqual({ problem: "noSuchPlayer", action, player: "nobody" });
    }
  });

  it("concede of a player not in a Two-Headed Giant game names the player (no team to mark)", () => {
    const g = giantGame("2011-09-30");
    expect(usageError(g, () => concede(g, "c1")).message).toBe("concede: no player c1 in this game.");
  });

  it("a release that is not a numbered release of the archive is a UsageError naming it", () => {
    let thrown: unknown;
    try {
      ruleSet("1998-01-01");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as UsageError).message).toMatch(/rules version 1998-01-01: not a numbered release/);
  });

  it("createToken, takeOutOfGame, attach, discard, gainControl, activate, resolveStack, nextStep and advanceTo name what they were given, in every release", () => {
    const soldier: TokenDef = { name: { en: "Soldier" }, types: ["creature"], power: 1, toughness: 1 };
    for (const version of RELEASES) {
      const { g, inPlay, inHand } = board(version);
      const calls: [string, () => unknown, object][] = [
        ["createToken", () => g.createToken(soldier, "nobody"), { problem: "noSuchPlayer", player: "nobody" }],
        ["createToken", () => g.createToken(soldier, "alex", { copyOf: "o993" }), { problem: "noSuchObject", id: "o993" }],
        ["takeOutOfGame", () => g.takeOutOfGame("o992"), { problem: "noSuchObject", id: "o992" }],
        ["attach", () => g.attach("o991", inPlay), { problem: "noSuchObject", id: "o991" }],
        ["attach", () => g.attach(inPlay, "o990"), { problem: "noSuchObject", id: "o990" }],
        ["discard", () => g.discard("nobody", inHand), { problem: "noSuchPlayer", player: "nobody" }],
        ["discard", () => g.discard("alex", "o989"), { problem: "noSuchObject", id: "o989" }],
        ["gainControl", () => g.gainControl("o988", "alex"), { problem: "noSuchObject", id: "o988" }],
        ["gainControl", () => g.gainControl(inPlay, "nobody"), { problem: "noSuchPlayer", player: "nobody" }],
        ["activate", () => g.activate("alex", "o987", "tap"), { problem: "noSuchObject", id: "o987" }],
        ["resolveStack", () => g.resolveStack({ chosenPlayers: ["nobody"] }), { problem: "noSuchPlayer", player: "nobody" }],
        ["nextStep", () => g.nextStep({ chosenPlayers: ["nobody"] }), { problem: "noSuchPlayer", player: "nobody" }],
        ["advanceTo", () => g.advanceTo(2, "upkeep", { chosenPlayers: ["nobody"] }), { problem: "noSuchPlayer", player: "nobody" }],
      ];
      for (const [action, call, problem] of calls) expect(usageError(g, call).problem, `${action} under ${version}`).toEqual({ ...problem, action });
    }
  });
});

describe("an unknown object or player inside the answers given with an action is a UsageError naming it, not a RuleViolation", () => {
  const bolt = instant("bolt", [{ dealDamage: { amount: 1, to: "target" } }], [{ kind: "creature-or-player" }]);
  it("a target, a card to discard, an object or a player chosen — with cast, activate, resolveTop, passPriority, moveTo, combatDamage — in every release", () => {
    for (const version of RELEASES) {
      const { g, inPlay } = board(version);
      const inHand = g.createCard(bolt, "hand", "alex");
      const calls: [string, () => unknown, object][] = [
        ["cast", () => g.cast("alex", inHand, { targets: [{ object: "o999" }] }), { problem: "noSuchObject", id: "o999" }],
        ["cast", () => g.cast("alex", inHand, { targets: [{ player: "nobody" }] }), { problem: "noSuchPlayer", player: "nobody" }],
        ["cast", () => g.cast("alex", inHand, { targets: [{ object: inPlay }], discard: ["o998"] }), { problem: "noSuchObject", id: "o998" }],
        ["activate", () => g.activate("alex", inPlay, "tap", { sacrifice: ["o997"] }), { problem: "noSuchObject", id: "o997" }],
        ["resolveTop", () => g.resolveTop({ triggerTargets: { any: [{ object: "o996" }] } }), { problem: "noSuchObject", id: "o996" }],
        ["passPriority", () => g.passPriority("alex", { chosenPlayers: ["nobody"] }), { problem: "noSuchPlayer", player: "nobody" }],
        ["moveTo", () => g.moveTo(inHand, "battlefield", { decisions: { copyOf: "o995" } }), { problem: "noSuchObject", id: "o995" }],
        ["combatDamage", () => combatDamage(g, { damageTo: { [inPlay]: "nobody" } }), { problem: "noSuchPlayer", player: "nobody" }],
        ["combatDamage", () => combatDamage(g, { assignDamage: { [inPlay]: [["o994", 2]] } }), { problem: "noSuchObject", id: "o994" }],
      ];
      for (const [action, call, problem] of calls) expect(usageError(g, call).problem, `${action} under ${version}`).toEqual({ ...problem, action });
    }
  });

  it("an object that was in the game but left it is the rules' matter: a RuleViolation (608.2b / 114), not a UsageError", () => {
    const { g, inPlay } = board("2011-09-30");
    const gone = g.moveTo(inPlay, "graveyard");
    expect(gone).not.toBe(inPlay);
    expect(ruleViolation(() => g.cast("alex", g.createCard(bolt, "hand", "alex"), { targets: [{ object: inPlay }] })).reason.reason).toBe("illegalTarget");
  });
});

describe("a card is moved only where a rule moves it", () => {
  it("moveTo the stack is refused (601.2a / 409.1a: a card goes on the stack as it is cast), and the stack still resolves", () => {
    for (const version of RELEASES) {
      const { g, inHand } = board(version);
      expect(usageError(g, () => g.moveTo(inHand, "stack")).problem).toEqual({ problem: "noRuleMoves", action: "moveTo", id: inHand, from: "hand", to: "stack" });
      expect(g.state.zones.get("stack")).toEqual([]);
      // Nothing is stuck there: resolving an empty stack is refused by the rules (116.4 / 413.1), not a TypeError.
      expect(ruleViolation(() => g.resolveTop()).reason.reason).toBe("stackEmpty");
      // An effect still moves the card to any other zone (400.7: a new object).
      expect(g.state.objects.get(g.moveTo(inHand, "graveyard"))!.zone).toBe("graveyard");
    }
  });
});

describe("the 1999 rules refuse combat and casting with rules they have", () => {
  function atDeclareAttackers(version: string) {
    const g = newGame(version);
    g.state.turn.number = 2;
    g.state.turn.step = "declare-attackers";
    return g;
  }

  it("308.1 (1999-04-23): a tapped creature can't be declared as an attacker; an untapped one attacks", () => {
    const g = atDeclareAttackers("1999-04-23");
    const tapped = g.createCard(card("tapped"), "battlefield", "alex", { status: { tapped: true, faceDown: false, flipped: false, phasedOut: false }, sinceTurn: 0 });
    const ready = g.createCard(card("ready"), "battlefield", "alex", { sinceTurn: 0 });
    expect(ruleViolation(() => declareAttackers(g, "alex", [tapped])).rule).toBe("308.1");
    declareAttackers(g, "alex", [ready]);
    expect(g.state.objects.get(ready)!.status.tapped).toBe(true);
  });

  it("309.1 (1999-04-23): only the defending player declares blockers", () => {
    const g = atDeclareAttackers("1999-04-23");
    const ready = g.createCard(card("ready"), "battlefield", "alex", { sinceTurn: 0 });
    declareAttackers(g, "alex", [ready]);
    g.state.turn.step = "declare-blockers";
    expect(ruleViolation(() => declareBlockers(g, "alex", [])).rule).toBe("309.1");
  });

  it("the Haste glossary entry (1999-04-23): a creature not controlled since the turn began can't attack", () => {
    const g = atDeclareAttackers("1999-04-23");
    const fresh = g.createCard(card("fresh"), "battlefield", "alex");
    expect(ruleViolation(() => declareAttackers(g, "alex", [fresh])).rule).toBe("Glossary: Haste");
  });

  it("408.1d (1999-04-23 to 2003-05-26): a creature spell only in a main phase, cited where 212.3a did not exist yet", () => {
    for (const version of RELEASES.filter((v) => v < "2003-07-01")) {
      const { g, inHand } = board(version);
      g.state.turn.step = "upkeep";
      expect(ruleViolation(() => g.cast("alex", inHand)).rule, version).toBe("408.1d");
    }
  });
});

describe("what a release lacks is a UsageError saying so, not a crash", () => {
  it("suspend under 2002-02-20, which has no special actions of that kind", () => {
    const { g, inHand } = board("2002-02-20");
    expect(usageError(g, () => suspend(g, "alex", inHand)).message).toMatch(/^suspend: the rules of 2002-02-20 have no /);
  });
});

describe("after the game ended, every action is refused (104.1 / 102.1)", () => {
  it("draw, discard, moveTo, putCounters, cast and concede, in every release", () => {
    for (const version of RELEASES) {
      const { g, inPlay, inHand } = board(version);
      concede(g, "bianca");
      expect(g.isOver()).toBe(true);
      const calls: [string, () => unknown][] = [
        ["draw", () => g.draw("alex", 1)],
        ["discard", () => g.discard("alex", inHand)],
        ["moveTo", () => g.moveTo(inPlay, "graveyard")],
        ["putCounters", () => g.putCounters(inPlay, "+1/+1", 1)],
        ["cast", () => g.cast("alex", inHand)],
        ["concede", () => concede(g, "alex")],
      ];
      for (const [action, call] of calls) {
        const before = fingerprint(g.state);
        expect(ruleViolation(call).reason.reason, `${action} under ${version}`).toBe("gameOver");
        expect(sameState(fingerprint(g.state), before)).toBe(true);
      }
    }
  });
});
