// The scenario runner cannot be satisfied by a wrong expectation: each fixture in fixtures/holes states one that
// the runner used to accept (a refusal matched on its rule number alone, a `chosen:` read from the last recorded
// choice), and must now fail for that very reason.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../src/kb/load.ts";
import { loadScenarios, type Scenario } from "../../src/scenarios/load.ts";
import { runScenario } from "../../src/scenarios/run.ts";

const FIXTURES = join(PROJECT_ROOT, "test/scenarios/fixtures/holes");
const scenarios = loadScenarios(PROJECT_ROOT, FIXTURES);
const named = (file: string): Scenario => scenarios.find((s) => s.file.endsWith(`/${file}`))!;

describe("holes of the check suite, closed", () => {
  it("a refusal citing the expected rule for another reason fails the expectation (115.2c)", () => {
    const result = runScenario(named("refusal-other-reason.yaml"), "2011-02-04", "en");
    expect(result.status).toBe("fail");
    expect(result.failureDetails.map((f) => f.kind)).toEqual(["otherReason"]);
    expect(result.failures[0]).toContain("Bianca doesn't have priority");
  });

  it("`chosen:` reads the value the linked ability uses, not the last choice recorded (607.2, 706.7a)", () => {
    const result = runScenario(named("chosen-not-used.yaml"), "2011-02-04", "en");
    expect(result.failureDetails.map((f) => [f.kind, f.problem])).toEqual([["expectation", 'choices chosen color: expected "blue", got undefined']]);
  });

  it("`chosen:` in the 2007 rules: the object remembers its choice, whichever ability asked for it (503.8)", () => {
    // Same object under a version where the choice belongs to the object: the wrong-looking value is right there.
    const scenario = { ...named("chosen-not-used.yaml"), examples: [{ example: "503.8#p90" as const, version: "2007-10-01", lang: "en" as const }] };
    expect(runScenario(scenario, "2007-10-01", "en").failures).toEqual([]);
  });
});

describe("a French example that differs from the English in substance says so", () => {
  it("706.2#1 [2011-02-04 fr] names the Construct subtype the English lacks, in a translation annotation", () => {
    const kb = loadKnowledgeBase(PROJECT_ROOT);
    const examples = (lang: string) =>
      kb.sections.filter((s) => s.version === "2011-02-04" && s.lang === lang && s.section === "706").flatMap((s) => s.rules.flatMap((r) => r.examples));
    const fr = examples("fr").find((e) => e.id === "706.2#1")!;
    const en = examples("en").find((e) => e.id === "706.2#1")!;
    expect(en.text).not.toMatch(/Construct/u);
    const translation = fr.annotations.find((a) => a.kind === "translation");
    expect(translation?.label).toContain("Construction");
    expect(fr.text).toContain(translation!.label!);
  });
});
