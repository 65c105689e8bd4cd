// examples/not-executable.yaml: archive texts no game state can record, each with its reason (507.3c's kind).
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadNotExecutable, notExecutableReasons } from "../../src/scenarios/not-executable.ts";
import { ScenarioLoadError } from "../../src/scenarios/load.ts";

function project(text: string): string {
  const root = mkdtempSync(join(tmpdir(), "not-executable-"));
  mkdirSync(join(root, "examples"));
  writeFileSync(join(root, "examples", "not-executable.yaml"), text);
  return root;
}

describe("texts listed as not executable", () => {
  it("gives each listed variant its reason, by language", () => {
    const root = project('- example: "711.5b#1"\n  lang: en\n  texts: ["182ac9dc288c", "96907f8f915d"]\n  reason: Calling a judge happens outside the game.\n');
    const reasons = notExecutableReasons(loadNotExecutable(root));
    expect([...reasons.keys()]).toEqual(["en|182ac9dc288c", "en|96907f8f915d"]);
    expect(reasons.get("en|96907f8f915d")).toBe("Calling a judge happens outside the game.");
  });

  it("reports every problem at its line and column", () => {
    const root = project('- example: "711.5b"\n  lang: en\n  texts: ["182ac9dc288c"]\n  reason: Calling a judge happens outside the game.\n- example: "711.5b#1"\n  lang: en\n  texts: ["nothex"]\n');
    let error: unknown;
    try {
      loadNotExecutable(root);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioLoadError);
    const lines = (error as ScenarioLoadError).diagnostics.map((d) => `${d.file}:${d.line}`);
    expect(lines).toEqual(expect.arrayContaining(["examples/not-executable.yaml:1", "examples/not-executable.yaml:7", "examples/not-executable.yaml:5"]));
  });

  it("is empty where the file does not exist", () => {
    expect(loadNotExecutable(mkdtempSync(join(tmpdir(), "not-executable-")))).toEqual([]);
  });
});
