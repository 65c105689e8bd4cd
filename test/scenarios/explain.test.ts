// `rules explain <id> --version <release>` for any instance of any release, in either language (issue 26): a seeded
// random sample of the instances a scenario runs, across every release, each explained with at least one check.
import { describe, expect, it } from "vitest";
import { explainResults, render } from "../../src/cli/explain.ts";
import { archiveInstances } from "../../src/diff/archive-examples.ts";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../src/kb/load.ts";
import { Claims } from "../../src/scenarios/claims.ts";
import { loadScenarios } from "../../src/scenarios/load.ts";
import { knowledgeBaseInstances } from "../../src/scenarios/results.ts";
import { ruleSetProblem } from "../../src/engine/ruleset.ts";
import { listReleases } from "../../src/import/archive.ts";
import { seededSample } from "../seeded-sample.ts";

const kb = loadKnowledgeBase();
const own = knowledgeBaseInstances(kb);
const claims = new Claims(loadScenarios(PROJECT_ROOT));
const claimed = [...own, ...archiveInstances(kb, own)].filter((i) => claims.find(i.lang, i.id, i.text)?.status === "claimed" && ruleSetProblem(i.version) === undefined);

const sample = <T>(list: readonly T[], n: number) => seededSample(list, n, 26);

const chosen = [...sample(claimed.filter((i) => i.lang === "en"), 190), ...sample(claimed.filter((i) => i.lang === "fr"), 12)];
// A check is an expectation (✓ or ✗) or an action refused as the example says.
const CHECK = /^ {2}(?:[✓✗] |Action refus)/mu;

describe("rules explain, any release", () => {
  it("samples at least 200 instances from releases of every era", () => {
    expect(chosen.length).toBeGreaterThanOrEqual(200);
    const releases = listReleases().map((r) => r.date);
    const eras = [releases.filter((d) => d < "2009"), releases.filter((d) => d >= "2009" && d < "2021-07-23"), releases.filter((d) => d >= "2021-07-23")];
    for (const era of eras) expect(chosen.some((i) => era.includes(i.version))).toBe(true);
  });

  for (const i of chosen) {
    it(`${i.id} [${i.version} ${i.lang}]`, () => {
      const results = explainResults(i.id, i.version, i.lang);
      expect(results.map((r) => [r.id, r.version, r.lang])).toEqual([[i.id, i.version, i.lang]]);
      const text = render(results[0]!, i.lang);
      expect(text, "the narration shows a check").toMatch(CHECK);
      expect(results[0]!.status).toBe("pass");
    });
  }

  it("names a release by its set code, and refuses an unknown one with the releases there are", () => {
    expect(explainResults("503.3#1", "DST", "en").map((r) => [r.version, r.status])).toEqual([["2004-02-01", "pass"]]);
    expect(() => explainResults("503.3#1", "2003-13-01", "en")).toThrow(/no CR release dated 2003-13-01/u);
  });
});
