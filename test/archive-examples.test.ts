// The archive's example suite: every example instance of the knowledge base's rule areas in every release of the
// archive (sources/cr) whose text a scenario claims runs that scenario under that release's RuleSet, and passes.
// One case per instance; one more case lists every instance that no scenario claims (missing), whose text changed
// (stale) or whose release has no RuleSet, unless it is not executable (`rules coverage` counts them all).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { archiveInstances, correspondingSections } from "../src/diff/archive-examples.ts";
import { ARCHIVE_INDEX, planArchive } from "../src/import/archive-files.ts";
import { ruleSetProblem } from "../src/engine/ruleset.ts";
import { loadKnowledgeBase, PROJECT_ROOT } from "../src/kb/load.ts";
import { Claims } from "../src/scenarios/claims.ts";
import { loadScenarios } from "../src/scenarios/load.ts";
import { exampleCases, knowledgeBaseInstances } from "../src/scenarios/results.ts";
import { fingerprint } from "../src/kb/fingerprint.ts";
import { loadNotExecutable } from "../src/scenarios/not-executable.ts";

const kb = loadKnowledgeBase();
const own = knowledgeBaseInstances(kb);
const archive = archiveInstances(kb, own);
const claims = new Claims(loadScenarios(PROJECT_ROOT));
const runnable = new Set(
  archive.filter((i) => claims.find(i.lang, i.id, i.text)?.status === "claimed" && ruleSetProblem(i.version) === undefined).map((i) => `${i.version}|${i.id}`),
);
const cases = exampleCases(PROJECT_ROOT, [...own, ...archive]).filter((c) => c.lang === "en" && runnable.has(`${c.version}|${c.id}`));

describe("worked examples of the archive, under each release's rules", () => {
  it("has the rules files of rules/archive for every section of every release that corresponds to the knowledge base's (the import's index)", () => {
    // The sections follow the alignment: a change to it that changes them needs `rules import --archive`.
    expect(planArchive(PROJECT_ROOT, correspondingSections(kb)).index, "rules/archive/index.json is not the import's: run rules import --archive").toEqual(JSON.parse(readFileSync(join(PROJECT_ROOT, ARCHIVE_INDEX), "utf8")));
  });

  it("has a scenario for every instance, in every release, or a reason why none can be: none missing, none stale, none without a RuleSet", () => {
    const unrun = archive.flatMap((i) => {
      if (i.notExecutable) return [];
      const found = claims.find(i.lang, i.id, i.text);
      const problem = !found ? "claimed by no scenario" : found.status === "stale" ? `stale in ${found.claim.scenario.file}` : ruleSetProblem(i.version);
      return problem ? [`${i.id} [${i.version}]: ${problem}`] : [];
    });
    expect(unrun).toEqual([]);
  });

  it("claims at least one instance in most releases of the archive", () => {
    expect(new Set(cases.map((c) => c.version)).size).toBeGreaterThan(60);
  });

  it("lists as not executable only texts the archive prints and no scenario claims (examples/not-executable.yaml)", () => {
    const printed = new Set(archive.map((i) => `${i.lang}|${fingerprint(i.text)}`));
    const problems = loadNotExecutable(PROJECT_ROOT).flatMap((e) =>
      e.texts.flatMap((t) => [
        ...(printed.has(`${e.lang}|${t}`) ? [] : [`${e.example}: ${t} is printed in no release`]),
        ...(claims.all().some((c) => c.lang === e.lang && c.texts.includes(t)) ? [`${e.example}: ${t} is claimed by a scenario`] : []),
      ]),
    );
    expect(problems).toEqual([]);
  });

  for (const c of cases) {
    it(`${c.id} [${c.version} en] ${c.title}`, () => {
      const r = c.result();
      expect({ status: r.status, failures: r.failures }).toEqual({ status: "pass", failures: [] });
    });
  }
});
