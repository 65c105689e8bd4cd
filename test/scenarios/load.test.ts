// Scenario loading: every problem of every file is reported at once, each as file:line:col: message.
import { formatDiagnostic } from "../../src/kb/diagnostics.ts";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { loadScenarios, ScenarioLoadError } from "../../src/scenarios/load.ts";
import { scenarioSchema } from "../../src/scenarios/schema.ts";
import { BEHAVIOUR_VALUES } from "../../src/engine/timeline.ts";
import { YamlFile } from "../../src/kb/yaml-validate.ts";

const FIXTURES = join(PROJECT_ROOT, "test/scenarios/fixtures/invalid");

function loadErrors(): string[] {
  try {
    loadScenarios(PROJECT_ROOT, FIXTURES);
  } catch (error) {
    if (error instanceof ScenarioLoadError) return error.diagnostics.map(formatDiagnostic);
    throw error;
  }
  throw new Error("the invalid fixtures loaded without error");
}

describe("scenario loader errors", () => {
  const errors = loadErrors();
  const dir = "test/scenarios/fixtures/invalid";

  it("reports a YAML syntax error with its position", () => {
    expect(errors.some((e) => e.startsWith(`${dir}/bad-yaml.yaml:`) && /:\d+:\d+: /u.test(e))).toBe(true);
  });

  it("reports an unknown card where it is named", () => {
    expect(errors).toContain(`${dir}/unknown-things.yaml:8:17: unknown card 'no-such-card'`);
  });

  it("reports an unknown action at its key", () => {
    expect(errors.find((e) => e.includes("unknown action 'summon'"))).toMatch(new RegExp(`^${dir}/unknown-things.yaml:10:5: `, "u"));
  });

  it("reports a bad expectation value at the value", () => {
    expect(errors.find((e) => e.includes("unknown-things.yaml:13:14:"))).toBeDefined();
  });

  it("reports unknown objects and players in actions", () => {
    expect(errors).toContain(`${dir}/unknown-things.yaml:16:15: unknown object 'nobody': name it with 'as:' in a zone`);
    expect(errors).toContain(`${dir}/unknown-things.yaml:18:21: unknown player 'zoe'`);
  });

  it("reports a missing 'because', an unknown key and a malformed example id in one file", () => {
    const file = errors.filter((e) => e.startsWith(`${dir}/missing-because.yaml:`));
    expect(file.some((e) => e.includes("example id"))).toBe(true);
    expect(file.some((e) => e.includes("because"))).toBe(true);
    expect(file.some((e) => e.includes("unknown key 'colour'"))).toBe(true);
  });

  it("reports sizes no example needs where they are written: an object count, counters below zero (issue 14, case 11)", () => {
    expect(errors).toContain(`${dir}/too-large.yaml:8:43: players.0.battlefield.0.count: at most 100 objects in one entry`);
    expect(errors).toContain(`${dir}/too-large.yaml:9:55: players.0.battlefield.1.counters.+1/+1: a number of counters is not negative`);
    expect(errors).toContain(`${dir}/too-large.yaml:11:57: actions.0.putCounters.amount: put at least one counter`);
  });

  it("reports two players with the same id at the second (issue 29: explain then blamed mana)", () => {
    expect(errors).toContain(`${dir}/duplicate-player.yaml:7:9: player 'alex' is already defined: each player has an id of its own`);
  });

  it("names an unknown when: behaviour with the behaviours there are, and an unknown value with its values (issue 29: 'Invalid input')", () => {
    const behaviours = Object.keys(BEHAVIOUR_VALUES).sort().join(", ");
    expect(errors).toContain(`${dir}/unknown-behaviour.yaml:11:28: actions.0.expect.when.choiceMemry: unknown behaviour 'choiceMemry': the behaviours of src/engine/timeline.ts are ${behaviours}`);
    expect(behaviours).toContain("choiceMemory, combatDamageOnStack");
    expect(errors).toContain(`${dir}/unknown-behaviour.yaml:16:29: actions.1.expect.when.choiceMemory: behaviour choiceMemory has no value "objects": its values are "object", "linked-ability"`);
  });

  it("reports YAML nested past the limit where it goes too deep (issue 29: 'Maximum call stack size exceeded')", () => {
    expect(errors).toContain(`${dir}/nested-too-deeply.yaml:2:74: nested too deeply: maps and lists go at most 64 levels deep`);
    const deeper = new YamlFile("deep.yaml", `title: ${"[".repeat(20_000)}${"]".repeat(20_000)}\n`);
    expect(deeper.issues.map(formatDiagnostic)).toEqual([expect.stringMatching(/^deep\.yaml:1:\d+: nested too deeply: maps and lists go at most 64 levels deep$/u)]);
  });

  it("reports a YAML file too large to read at its start, without reading it", () => {
    const large = new YamlFile("large.yaml", `title: x\n${"# comment\n".repeat(30_000)}`);
    expect(large.issues.map(formatDiagnostic)).toEqual(["large.yaml:1:1: too large to read: 300009 characters (a card, scenario or frontmatter is at most 262144)"]);
    expect(large.validate(scenarioSchema)).toBeUndefined();
  });

  it("reports all the problems of all the files at once", () => {
    const files = new Set(errors.map((e) => e.split(":")[0]));
    expect(files.size).toBe(7);
    expect(errors.length).toBeGreaterThanOrEqual(8);
  });
});

describe("the project's scenarios", () => {
  it("all load", () => {
    expect(loadScenarios(PROJECT_ROOT).length).toBeGreaterThan(30);
  });
});
