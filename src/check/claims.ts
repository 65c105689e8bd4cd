// The texts scenarios claim (`texts: [...]`, scenarios/claims.ts) must be texts of examples that exist: of the
// knowledge base (English and French), or of a release of sources/cr (English). A claim no text answers would run
// nowhere, silently; `rules coverage` says so too, but only after running everything.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { listReleases, readRelease, type Release } from "../import/archive.ts";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { RELEASES_LIST } from "../releases.ts";
import type { KnowledgeBase } from "../kb/model.ts";
import { YamlFile } from "../kb/yaml-validate.ts";
import { fingerprint } from "../kb/fingerprint.ts";
import type { Scenario } from "../scenarios/load.ts";

/** Every claimed text that no example has, at its place in its scenario. */
export function checkClaimedTexts(root: string, kb: KnowledgeBase, scenarios: readonly Scenario[]): Diagnostic[] {
  const known = new Set(kb.sections.flatMap((s) => s.rules.flatMap((r) => r.examples.map((e) => `${s.lang}|${fingerprint(e.text)}`))));
  const claimed = scenarios.flatMap((scenario) =>
    scenario.examples.flatMap((ref, i) => (ref.texts ?? []).map((text, j) => ({ scenario, key: `${ref.lang}|${text}`, path: ["examples", i, "texts", j], ref }))),
  );
  const unanswered = new Set(claimed.map((c) => c.key).filter((key) => !known.has(key)));
  // The releases are read only while some claimed text is still unanswered, newest first (most claims are recent).
  const hashed = new Set<string>();
  for (const release of [...unanswered].some((key) => key.startsWith("en|")) ? releasesOf(root).reverse() : []) {
    if (![...unanswered].some((key) => key.startsWith("en|"))) break;
    // Most examples are printed the same in many releases: each wording is hashed once.
    for (const text of examplesOf(root, release.file)) {
      if (hashed.has(text)) continue;
      hashed.add(text);
      unanswered.delete(`en|${fingerprint(text)}`);
    }
  }
  const files = new Map<string, YamlFile>();
  const problems: Diagnostic[] = [];
  for (const { scenario, key, path, ref } of claimed.filter((c) => unanswered.has(c.key))) {
    let yaml = files.get(scenario.file);
    if (!yaml) files.set(scenario.file, (yaml = new YamlFile(scenario.file, readFileSync(join(root, scenario.file), "utf8"))));
    const before = yaml.issues.length;
    const where = ref.lang === "en" ? "the knowledge base or any release of sources/cr" : "the knowledge base";
    yaml.issue(path, `${ref.example} (${ref.lang}): no example of ${where} has the text ${key.slice(3)}`);
    problems.push(yaml.issues[before]!);
  }
  return problems;
}

/** The releases listed under `root`; none when there is no list, or it cannot be read (rules check --archive says why). */
function releasesOf(root: string): Release[] {
  if (!existsSync(join(root, RELEASES_LIST))) return [];
  try {
    return listReleases(root);
  } catch (error) {
    if (error instanceof DiagnosticsError) return [];
    throw error;
  }
}

/** The examples of a release; none when it cannot be read (rules check --archive says why). */
function examplesOf(root: string, file: string): string[] {
  try {
    return readRelease(file, root).sections.flatMap((s) => s.rules.flatMap((r) => r.examples));
  } catch {
    return [];
  }
}
