// A symbolic link loop named like a rules file, a card or a scenario, and a YAML alias bomb in a card or a scenario,
// are located problems, not crashes (issue 14, case 4). Made at test time: a link loop kept in the repository would
// trip tools that copy the tree.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkKnowledgeBase } from "../../src/check/index.ts";
import { formatDiagnostic } from "../../src/kb/diagnostics.ts";
import { loadScenarios, ScenarioLoadError } from "../../src/scenarios/load.ts";

const root = mkdtempSync(join(tmpdir(), "kb-loops-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("symbolic link loops", () => {
  it("in rules/: file:1:1, the other files still checked", () => {
    mkdirSync(join(root, "rules/2011-02-04/en"), { recursive: true });
    symlinkSync("706.md", join(root, "rules/2011-02-04/en/706.md"));
    const result = checkKnowledgeBase(root);
    expect(result.errors.map(formatDiagnostic)).toEqual(["rules/2011-02-04/en/706.md:1:1: cannot be read: a symbolic link loop"]);
  });

  it("in examples/: every card and scenario problem at once", () => {
    mkdirSync(join(root, "examples/cards"), { recursive: true });
    mkdirSync(join(root, "examples/scenarios/706"), { recursive: true });
    symlinkSync("clone.yaml", join(root, "examples/cards/clone.yaml"));
    symlinkSync("a.yaml", join(root, "examples/scenarios/706/a.yaml"));
    let error: unknown;
    try {
      loadScenarios(root);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioLoadError);
    expect((error as ScenarioLoadError).diagnostics.map(formatDiagnostic)).toEqual([
      "examples/cards/clone.yaml:1:1: cannot be read: a symbolic link loop",
      "examples/scenarios/706/a.yaml:1:1: cannot be read: a symbolic link loop",
    ]);
  });
});

const BOMB = ["a: &a [x, x, x, x, x, x, x, x, x]", "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]", "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]", "d: [*c, *c, *c, *c, *c, *c, *c, *c, *c]", ""].join("\n");

describe("YAML alias bombs", () => {
  it("in a card and in a scenario: each at its first alias", () => {
    const project = mkdtempSync(join(tmpdir(), "kb-bombs-"));
    try {
      mkdirSync(join(project, "examples/cards"), { recursive: true });
      mkdirSync(join(project, "examples/scenarios/706"), { recursive: true });
      writeFileSync(join(project, "examples/cards/bomb.yaml"), BOMB);
      writeFileSync(join(project, "examples/scenarios/706/bomb.yaml"), BOMB);
      expect(() => loadScenarios(project)).toThrow(ScenarioLoadError);
      try {
        loadScenarios(project);
      } catch (error) {
        expect((error as ScenarioLoadError).diagnostics.map(formatDiagnostic)).toEqual([
          "examples/cards/bomb.yaml:2:8: too many aliases: an alias here would expand to more than 100 nodes",
          "examples/scenarios/706/bomb.yaml:2:8: too many aliases: an alias here would expand to more than 100 nodes",
        ]);
      }
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
