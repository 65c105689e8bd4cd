// Where a scenario claims an example: the line and column of its `examples:` entry, so that `rules coverage` can
// name a stale or unknown claim as file:line:col (issue 14, case 10).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { YamlFile } from "../kb/yaml-validate.ts";
import type { Diagnostic } from "../kb/diagnostics.ts";
import type { ExampleResult } from "../scenarios/results.ts";

type Result = Pick<ExampleResult, "id" | "version" | "status" | "scenario" | "failures"> & { lang: string };

/**
 * Results that are problems of a scenario's claim rather than of a run — a text that is stale (in these releases),
 * a text no release has — one problem per claim, at its entry.
 */
export function claimProblems(root: string, results: Result[]): Diagnostic[] {
  const claims = new Map<string, { scenario: string; id: string; lang: string; unknown: boolean; versions: string[]; failure: string }>();
  for (const result of results) {
    const unknown = result.status === "fail" && result.version === "";
    if (!result.scenario || (result.status !== "stale" && !unknown)) continue;
    const key = [result.scenario, result.id, result.lang, unknown].join("|");
    const claim = claims.get(key) ?? { scenario: result.scenario, id: result.id, lang: result.lang, unknown, versions: [], failure: result.failures.join("; ") };
    if (result.version) claim.versions.push(result.version);
    claims.set(key, claim);
  }
  const files = new Map<string, YamlFile>();
  return [...claims.values()].map((claim) => {
    let yaml = files.get(claim.scenario);
    if (!yaml) files.set(claim.scenario, (yaml = new YamlFile(claim.scenario, readFileSync(join(root, claim.scenario), "utf8"))));
    const entries = yaml.toJS() as { examples?: { example?: string; lang?: string }[] } | undefined;
    const index = entries?.examples?.findIndex((e) => e.example === claim.id && e.lang === claim.lang) ?? -1;
    const what = claim.unknown ? "claims a text no release has" : `stale in ${claim.versions.join(", ")}`;
    const before = yaml.issues.length;
    yaml.issue(index < 0 ? ["examples"] : ["examples", index], `${claim.id} (${claim.lang}) ${what}: ${claim.failure}`);
    return yaml.issues[before]!;
  });
}
