// The outcome diff runs the project's scenarios (examples/scenarios) under two versions' RuleSets.
import { describe, expect, it } from "vitest";
import { UnknownVersionError } from "../../src/diff/errors.ts";
import { outcomeDiff, scenarioOutcome } from "../../src/diff/outcomes.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { loadScenarios } from "../../src/scenarios/load.ts";
import { runScenario } from "../../src/scenarios/run.ts";

describe("outcome diff 2007-10-01 → 2011-02-04", () => {
  const diff = outcomeDiff("2007-10-01", "2011-02-04");
  const byFile = (file: string) => diff.differing.find((o) => o.file === file);

  it("finds the Doppelganger whose remembered colour choice stopped producing mana, explained by 503.8 and 706.7a", () => {
    // 503.8#1 (2007): "If the mana ability of the Doppelganger is played, it will produce blue mana."
    // 706.7a#2 (2011): "If that mana ability of the Doppelganger is activated, it will not produce mana."
    const outcome = byFile("examples/scenarios/706/706.7a-2.yaml");
    expect(outcome).toBeDefined();
    expect(outcome!.rules).toEqual({ from: ["503.8"], to: ["706.7a"] });
    expect(outcome!.switches).toContain("choiceMemory");
    expect(outcome!.expectations.map((e) => [e.holdsIn, e.because])).toEqual([
      [["2011-02-04"], "If that mana ability of the Doppelganger is activated, it will not produce mana."],
      [["2007-10-01"], "If the mana ability of the Doppelganger is played, it will produce blue mana."],
    ]);
  });

  it("does not list a game that comes out the same, such as Clone copying an animated Chimeric Staff", () => {
    // 706.2#1 / 503.2#1: "The Clone is an artifact, not a 5/5 artifact creature" under both versions.
    expect(byFile("examples/scenarios/706/706.2-1.yaml")).toBeUndefined();
    expect(diff.differing.length).toBeLessThan(diff.scenarios);
  });

  it("does not count a refusal citing another version's rule number as a different outcome", () => {
    // 508.2#1 (2007) expects the search for a legendary card to be refused citing 422.1, and the engine's refusal
    // cites 701.14a (search): whichever rule is cited, the search is refused under both versions.
    expect(byFile("examples/scenarios/508/508.2-1.yaml")).toBeUndefined();
    const reasons = diff.differing.flatMap((o) => [...o.actions.from, ...o.actions.to, ...o.expectations.flatMap((e) => e.otherwise)].map((f) => f.problem));
    expect(reasons.filter((r) => /expected a violation of rule \S+, got rule/u.test(r))).toEqual([]);
  });

  it("names the behaviours that differ, with the rule and quote of each version's switch (mana burn: 300.4 from 1999-04-23, then 500.4)", () => {
    const named = (name: string) => diff.switches.find((s) => s.name === name);
    expect([named("manaBurn")?.from.value, named("manaBurn")?.from.since, named("manaBurn")?.from.rule, named("manaBurn")?.to.value, named("manaBurn")?.to.rule]).toEqual([true, "1999-04-23", "300.4", false, "500.4"]);
    // What copies remember changed in 2008-07-15 (503.8a), which 2011-02-04's rules keep (706.7a).
    expect([named("choiceMemory")?.from.rule, named("choiceMemory")?.to.rule]).toEqual(["503.8", "503.8a"]);
  });

  it("compares behaviours only: rule ids renumbered between the versions are not switches", () => {
    // The special-action rules moved (408.2d → 115.2a) and the copy rules (503 → 706) without changing what happens.
    expect(diff.switches.map((s) => s.name)).not.toContain("specialActions");
    expect(outcomeDiff("2011-02-04", "2011-04-01").switches.map((s) => s.name)).toEqual(["thgPoison"]);
    expect(outcomeDiff("2011-06-17", "2011-09-30").switches).toEqual([]);
  });

  it("rejects a version without a RuleSet: the 1997 rulebook has no numbered rules", () => {
    expect(() => outcomeDiff("1997-03-24", "2011-02-04")).toThrow(UnknownVersionError);
  });
});

describe("outcome diff 2024-07-30 → 2024-11-08: the damage assignment order removed", () => {
  const diff = outcomeDiff("2024-07-30", "2024-11-08");

  it("names the switch with each release's rule and quote, and no other", () => {
    expect(diff.switches.map((s) => [s.name, s.from.value, s.from.rule, s.to.value, s.to.since, s.to.rule, s.to.quote])).toEqual([
      ["damageAssignmentOrder", true, "510.1c", false, "2024-11-08", "510.1c", "If two or more creatures are blocking it, it assigns its combat damage to those creatures divided as its controller chooses among them."],
    ]);
  });

  it("lists the Mindslaver games whose division of the Wurm's damage the order decides, each way round", () => {
    // 720.5#2 (2024-07-30) has Alex announce the damage assignment order; 2024-11-08's text drops it, and Alex's
    // division (1 damage to the first Bear, 5 to the second) is refused under the order.
    expect(diff.differing.map((o) => o.file).sort()).toEqual(["examples/scenarios/507/711.5-2.yaml", "examples/scenarios/507/720.5-2.yaml"]);
    const ordered = diff.differing.find((o) => o.file.endsWith("720.5-2.yaml"))!;
    // Explained by the example each release prints (the scenario illustrates no knowledge-base version).
    expect(ordered.rules).toEqual({ from: ["720.5"], to: ["720.5"] });
    expect(ordered.actions.from.map((f) => f.message).join(" ")).toMatch(/must be assigned lethal damage before a creature later in the damage assignment order/u);
    expect(ordered.actions.to).toEqual([]);
  });
});

describe("outcomes compared by what happened, not by the rule a failure cites", () => {
  const wish = loadScenarios(PROJECT_ROOT).find((s) => s.file.endsWith("507/507.3-3.yaml"))!;

  it("does not list a refusal whose rule was renumbered (Judgment Wish: 400.9 in 2009-07-08, 400.10 in 2009-10-05, 400.11 in 2020-04-17)", () => {
    // Under M10's rules the removed-from-the-game zone is no longer outside the game (400.9), so the Wish's card is
    // refused in each of these releases, citing the rule of "outside the game" as each numbers it.
    const [m10, zen] = ["2009-07-08", "2009-10-05"].map((v) => runScenario(wish, v, "en").failureDetails);
    expect(m10.map((f) => f.message).join("\n")).toContain("(rule 400.9)");
    expect(zen.map((f) => f.message).join("\n")).toContain("(rule 400.10)");
    expect(m10.map((f) => f.outcome)).toEqual(zen.map((f) => f.outcome));
    expect(scenarioOutcome(wish, "2009-07-08", "2009-10-05").outcome).toBeUndefined();
    expect(scenarioOutcome(wish, "2020-01-24", "2020-04-17").outcome).toBeUndefined();
  });

  it("still lists the real change: the card is found outside the game before M10 (217.1e), refused from M10 on (400.9)", () => {
    const { switches, outcome } = scenarioOutcome(wish, "2009-05-01", "2009-07-08");
    expect(switches.map((s) => s.name)).toContain("outsideTheGame");
    expect(outcome?.actions.from).toEqual([]);
    expect(outcome?.actions.to.map((f) => f.message).join("\n")).toContain("That card is not outside the game");
  });

  it("does not list a game that cannot be set up under either release for the same lack (no Two-Headed Giant before 2005-08-01)", () => {
    const giant = loadScenarios(PROJECT_ROOT).find((s) => s.file.endsWith("810/810.5-p1.yaml"))!;
    // The layers switch between these two releases (418.5a, 2003-07-01) makes the outcome diff run the scenario.
    const [scg, eighth] = ["2003-05-26", "2003-07-01"].map((v) => runScenario(giant, v, "en").failureDetails);
    expect(scg[0]!.message).not.toEqual(eighth[0]!.message);
    expect(scg.map((f) => f.outcome)).toEqual(["setup: these rules have no Two-Headed Giant variant"]);
    expect(eighth.map((f) => f.outcome)).toEqual(scg.map((f) => f.outcome));
    const { switches, outcome } = scenarioOutcome(giant, "2003-05-26", "2003-07-01");
    expect(switches.map((s) => s.name)).toEqual(["layers"]);
    expect(outcome).toBeUndefined();
  });
});

describe("outcome of one scenario between any two releases", () => {
  it("explains by no rule a scenario whose claimed texts no counted example has: it illustrates no release", () => {
    // The Mindslaver game of 720.5#2 comes out differently from 2024-07-30 to 2024-11-08, explained by the example
    // each release prints (above). Claiming an example no release prints, it executes none in either release.
    const mindslaver = loadScenarios(PROJECT_ROOT).find((s) => s.file.endsWith("507/720.5-2.yaml"))!;
    const unanswered = { ...mindslaver, examples: mindslaver.examples.map((ref) => ({ ...ref, example: "720.5#9" as const, texts: ["0123456789ab"] })) };
    expect(scenarioOutcome(mindslaver, "2024-07-30", "2024-11-08").outcome?.rules).toEqual({ from: ["720.5"], to: ["720.5"] });
    expect(scenarioOutcome(unanswered, "2024-07-30", "2024-11-08").outcome?.rules).toEqual({ from: [], to: [] });
  });


  it("finds where poison became a team resource (2011-04-01, 810.10) for the poison project scenario", () => {
    const scenario = loadScenarios(PROJECT_ROOT).find((s) => s.file.endsWith("810/810.5-p1.yaml"))!;
    const { switches, outcome } = scenarioOutcome(scenario, "2011-02-04", "2011-04-01");
    expect(switches.map((s) => [s.name, s.to.rule, s.to.quote])).toEqual([["thgPoison", "810.10", "The poison counters are shared by the team."]]);
    expect(outcome?.expectations.some((e) => e.holdsIn[0] === "2011-04-01")).toBe(true);
    // Between two releases with the same behaviours, nothing can differ.
    expect(scenarioOutcome(scenario, "2011-04-01", "2011-09-30")).toEqual({ switches: [], outcome: undefined });
  });
});
