// A special action the rules in force don't have. The special actions are listed from 8th Edition (408.1i,
// 2003-07-01: "The special actions are playing a land …"); before, the rules name only some of them (408.2d playing a
// land, 408.2h turning a face-down creature face up from 2001-07-23). Asked for an action its rules lack, the engine
// answers with a UsageError naming the action and the release — never with "no rule the engine cites" (issue 27) —,
// and the game stays as it was; where the rules list the special actions and the one asked for isn't among them, a
// RuleViolation cites that list.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet, ruleSetReleases } from "../../src/engine/ruleset.ts";
import { ignoreRestriction, rollPlanarDie, stopDelayedTrigger, suspend, turnFaceUp } from "../../src/engine/special-actions.ts";
import { card } from "./helpers.ts";
import { poolCard } from "./pool.ts";
import { refusal, usageError } from "./refusal.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const listed = releasesSaying("The special actions are playing a land");
const unlisted = ruleSetReleases().slice(0, ruleSetReleases().indexOf(listed[0].version));
const withoutFaceDown = ruleSetReleases().slice(0, ruleSetReleases().indexOf(releasesSaying("may turn it face up whenever he or she has priority")[0].version));

function game(version: string): Game {
  return new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
}

describe("special actions a release lacks", () => {
  it("the rules list the special actions from 8th Edition (2003-07-01, 408.1i); face-down creatures are turned face up from 2001-07-23 (408.2h)", () => {
    expect(listed[0]).toEqual({ version: "2003-07-01", rule: "408.1i" });
    expect(unlisted).toEqual(["1999-04-23", "1999-11-01", "2001-07-23", "2001-09-24", "2002-02-20", "2003-03-15", "2003-05-26"]);
    expect(withoutFaceDown).toEqual(["1999-04-23", "1999-11-01"]);
  });

  it.each(unlisted)("%s: suspending a card, rolling the planar die, stopping a delayed trigger, ignoring an effect: no such action (a UsageError naming it), the game unchanged", (version) => {
    const g = game(version);
    const rift = g.createCard(poolCard("rift-bolt"), "hand", "alex");
    const source = g.createCard(card("source"), "battlefield", "bianca");
    const asked = {
      suspend: () => suspend(g, "alex", rift),
      rollPlanarDie: () => rollPlanarDie(g, "alex"),
      stopDelayedTrigger: () => stopDelayedTrigger(g, "alex", "d1"),
      ignoreRestriction: () => ignoreRestriction(g, "alex", source),
    };
    for (const [action, take] of Object.entries(asked)) {
      expect(usageError(g, take).message).toBe(`${action}: the rules of ${version} have no such action.`);
    }
  });

  it.each(withoutFaceDown)("%s, no face-down permanents: turning one face up is no such action", (version) => {
    const g = game(version);
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    expect(usageError(g, () => turnFaceUp(g, "alex", bear)).message).toBe(`turnFaceUp: the rules of ${version} have no such action.`);
  });

  it("2001-07-23, before morph: turning face up a permanent that isn't face down is refused by 408.2h", () => {
    const g = game("2001-07-23");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const refused = refusal(g, () => turnFaceUp(g, "alex", bear));
    expect([refused.rule, refused.reason.reason]).toEqual(["408.2h", "notFaceDown"]);
  });

  it("2003-07-01 to 2006-07-15, before suspend: refused, citing the special actions there are (408.1i)", () => {
    for (const version of ["2003-07-01", "2006-07-15"]) {
      const g = game(version);
      const rift = g.createCard(poolCard("rift-bolt"), "hand", "alex");
      const refused = refusal(g, () => suspend(g, "alex", rift));
      expect([refused.rule, refused.reason.reason]).toEqual(["408.1i", "noSuspendAction"]);
    }
  });
});
