// Every example of the knowledge base, joined with the scenario that executes it, run under its version and
// language. The check suite (test/examples.test.ts), `rules coverage`, `rules explain` and the site all use this.
import { loadKnowledgeBase, PROJECT_ROOT } from "../kb/load.ts";
import type { KbExample, KnowledgeBase, Lang } from "../kb/model.ts";
import { loadScenarios, type Scenario } from "./load.ts";
import { localized } from "../engine/describe.ts";
import { parseRuleId } from "../kb/ids.ts";
import { runScenario, type ScenarioResult } from "./run.ts";

export type ExampleStatus = "pass" | "fail" | "stale" | "missing" | "not-executable";

export interface ExampleResult {
  id: string;
  version: string;
  lang: Lang;
  section: string;
  kind: "official" | "project";
  status: ExampleStatus;
  /** Scenario title in the example's language (or a project example's title). */
  title: string;
  /** The example text as the knowledge base (or the project scenario) gives it. */
  text: string;
  /** Scenario file, relative to the project root. */
  scenario?: string;
  /** Why it failed, is stale, or is not executable. */
  failures: string[];
  run?: ScenarioResult;
}

function isNotExecutable(example: KbExample): string | undefined {
  return example.annotations.find((a) => a.kind === "not-executable")?.body;
}

function titleOf(scenario: Scenario, lang: Lang): string {
  return localized(scenario.title, lang);
}

/** Runs each scenario once per (version, language) and caches the outcome. */
class Runs {
  private readonly cache = new Map<string, ScenarioResult>();
  get(scenario: Scenario, version: string, lang: Lang): ScenarioResult {
    const key = `${scenario.file}|${version}|${lang}`;
    let result = this.cache.get(key);
    if (!result) this.cache.set(key, (result = runScenario(scenario, version, lang)));
    return result;
  }
}

/**
 * One example of one version and language, known without running anything (its id, title, scenario); `result()`
 * runs its scenario, if any, when called. The check suite calls it inside each test, so that a test runs only its
 * own scenario (mutation testing then runs, for each mutant, only the examples that reach the mutated code).
 */
export interface ExampleCase {
  id: string;
  version: string;
  lang: Lang;
  title: string;
  result(): ExampleResult;
}

/**
 * The result of every example of every version and language of the knowledge base, then every project example.
 * Throws ScenarioLoadError if a scenario or card file is invalid (all problems at once).
 */
export function exampleResults(root = PROJECT_ROOT, kb: KnowledgeBase = loadKnowledgeBase(root)): ExampleResult[] {
  return exampleCases(root, kb).map((c) => c.result());
}

/** Every example as a case whose scenario runs when its result is asked for (see ExampleCase). */
export function exampleCases(root = PROJECT_ROOT, kb: KnowledgeBase = loadKnowledgeBase(root)): ExampleCase[] {
  const scenarios = loadScenarios(root);
  const byExample = new Map<string, { scenario: Scenario; fingerprint?: string }>();
  const claimed = new Set<string>();
  for (const scenario of scenarios)
    for (const ref of scenario.examples) byExample.set(`${ref.version}|${ref.lang}|${ref.example}`, { scenario, fingerprint: ref.fingerprint });
  const runs = new Runs();
  const results: ExampleCase[] = [];
  const known = (result: ExampleResult): ExampleCase => ({ id: result.id, version: result.version, lang: result.lang, title: result.title, result: () => result });
  const later = (id: string, version: string, lang: Lang, title: string, result: () => ExampleResult): ExampleCase => ({ id, version, lang, title, result });

  for (const section of kb.sections) {
    for (const rule of section.rules) {
      for (const example of rule.examples) {
        const key = `${section.version}|${section.lang}|${example.id}`;
        claimed.add(key);
        const base = { id: example.id, version: section.version, lang: section.lang, section: section.section, kind: "official" as const, text: example.text };
        const found = byExample.get(key);
        const reason = isNotExecutable(example);
        if (!found) {
          results.push(known({ ...base, status: reason ? "not-executable" : "missing", title: example.text.slice(0, 80), failures: reason ? [reason.trim()] : ["no scenario executes this example"] }));
          continue;
        }
        const { scenario, fingerprint } = found;
        const title = titleOf(scenario, section.lang);
        if (fingerprint !== example.fingerprint) {
          results.push(known({
            ...base,
            status: "stale",
            title,
            scenario: scenario.file,
            failures: [`${scenario.file} was written against fingerprint ${fingerprint ?? "(none)"}; the example text now has ${example.fingerprint}`],
          }));
          continue;
        }
        results.push(later(base.id, base.version, base.lang, title, () => {
          const run = runs.get(scenario, section.version, section.lang);
          return { ...base, status: run.status, title, scenario: scenario.file, failures: run.failures, run };
        }));
      }
    }
  }

  for (const scenario of scenarios) {
    for (const ref of scenario.examples) {
      const key = `${ref.version}|${ref.lang}|${ref.example}`;
      if (claimed.has(key)) continue;
      const base = { id: ref.example, version: ref.version, lang: ref.lang, section: String(parseRuleId(ref.example.split("#")[0]!)!.section), title: titleOf(scenario, ref.lang), scenario: scenario.file };
      if (scenario.kind === "project") {
        const text = (ref.lang === "fr" ? scenario.text?.fr : undefined) ?? scenario.text?.en ?? "";
        results.push(later(base.id, base.version, base.lang, base.title, () => {
          const run = runs.get(scenario, ref.version, ref.lang);
          return { ...base, kind: "project", status: run.status, text, failures: run.failures, run };
        }));
      } else {
        results.push(known({ ...base, kind: "official", status: "fail", text: "", failures: [`${scenario.file} names ${ref.example} (${ref.version} ${ref.lang}), which the knowledge base does not have`] }));
      }
    }
  }
  return results;
}
