// Every example of the knowledge base, joined with the scenario that executes it, run under its version and
// language. The check suite (test/examples.test.ts), `rules coverage`, `rules explain` and the site all use this.
import { loadKnowledgeBase, PROJECT_ROOT } from "../kb/load.ts";
import type { KbExample, KnowledgeBase, Lang } from "../kb/model.ts";
import { loadScenarios, type Scenario } from "./load.ts";
import { localized } from "../engine/describe.ts";
import { sectionOf, type ExampleId } from "../kb/ids.ts";
import { fingerprint } from "../kb/fingerprint.ts";
import { inLanguage, playScenario, type ScenarioResult, type ScenarioRun } from "./run.ts";
import { Claims, type Claim } from "./claims.ts";
import { ruleSet, ruleSetProblem } from "../engine/ruleset.ts";
import { holds, type BehaviourCondition } from "../engine/timeline.ts";
import { comparable, isQuoted, scenarioQuotes } from "./quotes.ts";

export type ExampleStatus = "pass" | "fail" | "stale" | "missing" | "not-executable";

export interface ExampleResult {
  id: ExampleId;
  version: string;
  lang: Lang;
  section: string;
  /** The rule area (see ExampleInstance), where known. */
  area?: string;
  kind: "official" | "project";
  status: ExampleStatus;
  /** Scenario title in the example's language (or a project example's title). */
  title: string;
  /** The example text as the knowledge base (or the project scenario) gives it. */
  text: string;
  /** Scenario file, relative to the project root. */
  scenario?: string;
  /** Why it failed, is stale, or is not executable (in English, quoting the example in its language). */
  failures: string[];
  /** The run of its scenario under its version, shared by both languages (inLanguage reads it in one). */
  run?: ScenarioRun;
}

function isNotExecutable(example: KbExample): string | undefined {
  return example.annotations.find((a) => a.kind === "not-executable")?.body;
}

function titleOf(scenario: Scenario, lang: Lang): string {
  return localized(scenario.title, lang);
}

/** Runs each scenario once per version, for both languages, and keeps the run. */
class Runs {
  private readonly cache = new Map<string, ScenarioRun>();
  get(scenario: Scenario, version: string): ScenarioRun {
    const key = `${scenario.file}|${version}`;
    let run = this.cache.get(key);
    if (!run) this.cache.set(key, (run = playScenario(scenario, version)));
    return run;
  }
}

/**
 * One example of one version and language, known without running anything (its id, title, scenario); `result()`
 * runs its scenario, if any, when called. The check suite calls it inside each test, so that a test runs only its
 * own scenario (mutation testing then runs, for each mutant, only the examples that reach the mutated code).
 */
export interface ExampleCase {
  id: ExampleId;
  version: string;
  lang: Lang;
  title: string;
  /** The scenario that executes it, if any. */
  scenario?: string;
  result(): ExampleResult;
}

/** One worked example as printed in one release and language: what a scenario is run against. */
export interface ExampleInstance {
  id: ExampleId;
  version: string;
  lang: Lang;
  section: string;
  /** The rule area: the knowledge-base section it belongs to, in the latest numbering the knowledge base has. */
  area?: string;
  text: string;
  /** Why no game state can record it, where the knowledge base says so. */
  notExecutable?: string;
  /** The source defects the project annotates in its text (`:::correction`): the words printed and those meant. */
  corrections?: Correction[];
}

export interface Correction {
  printed: string;
  expected: string;
}

/** The `:::correction[printed]{expected="…"}` annotations of an example. */
export function correctionsOf(example: Pick<KbExample, "annotations">): Correction[] {
  return example.annotations.flatMap((a) => (a.kind === "correction" && a.label && a.attributes.expected !== undefined ? [{ printed: a.label, expected: a.attributes.expected }] : []));
}

/** Every example of the knowledge base: each version and language, in file order. */
export function knowledgeBaseInstances(kb: KnowledgeBase): ExampleInstance[] {
  return kb.sections.flatMap((section) =>
    section.rules.flatMap((rule) =>
      rule.examples.map((example) => {
        const corrections = correctionsOf(example);
        return { id: example.id, version: section.version, lang: section.lang, section: section.section, text: example.text, notExecutable: isNotExecutable(example)?.trim(), ...(corrections.length ? { corrections } : {}) };
      }),
    ),
  );
}

/**
 * The result of every example of every version and language of the knowledge base, then every project example.
 * Throws ScenarioLoadError if a scenario or card file is invalid (all problems at once).
 */
export function exampleResults(root = PROJECT_ROOT, kb: KnowledgeBase = loadKnowledgeBase(root)): ExampleResult[] {
  return exampleCases(root, undefined, loadScenarios(root), knowledgeBaseInstances(kb)).map((c) => c.result());
}

/**
 * Every example instance (by default the knowledge base's) as a case whose scenario runs when its result is asked
 * for (see ExampleCase), then every project example. An official example runs the scenario that claims its text (scenarios/claims.ts); one whose
 * number a scenario claims but whose text is none of the scenario's variants is stale.
 */
export function exampleCases(root = PROJECT_ROOT, given?: ExampleInstance[], scenarios: Scenario[] = loadScenarios(root), loaded?: ExampleInstance[]): ExampleCase[] {
  // `loaded`: the knowledge base's instances, already read (the mutation tests' bundle, test/example-bundle.ts).
  const instances = given ?? loaded ?? knowledgeBaseInstances(loadKnowledgeBase(root));
  const claims = new Claims(scenarios);
  const runs = new Runs();
  const cases: ExampleCase[] = [];
  const known = (result: ExampleResult): ExampleCase => ({ id: result.id, version: result.version, lang: result.lang, title: result.title, scenario: result.scenario, result: () => result });
  const later = (id: ExampleId, version: string, lang: Lang, title: string, scenario: Scenario, result: () => ExampleResult): ExampleCase => ({ id, version, lang, title, scenario: scenario.file, result });
  const matched = new Set<string>();
  const runsIn = new Map<Scenario, Set<string>>();
  const pending: { scenario: Scenario; make: (extra: string[]) => ExampleCase }[] = [];

  for (const instance of instances) {
    const { notExecutable, ...base } = { ...instance, kind: "official" as const };
    const found = claims.find(instance.lang, instance.id, instance.text);
    if (!found) {
      cases.push(known({ ...base, status: notExecutable ? "not-executable" : "missing", title: instance.text.slice(0, 80), failures: notExecutable ? [notExecutable] : ["no scenario executes this example"] }));
      continue;
    }
    const { scenario } = found.claim;
    const title = titleOf(scenario, instance.lang);
    if (found.status === "stale") {
      cases.push(known({ ...base, status: "stale", title, scenario: scenario.file, failures: [staleReason(found.claim, instance)] }));
      continue;
    }
    matched.add(`${instance.lang}|${fingerprint(instance.text)}`);
    const unmodelled = ruleSetProblem(instance.version);
    if (unmodelled) {
      cases.push(known({ ...base, status: "fail", title, scenario: scenario.file, failures: [`${scenario.file} cannot run: ${unmodelled}`] }));
      continue;
    }
    runsIn.set(scenario, new Set([...(runsIn.get(scenario) ?? []), instance.version]));
    pending.push({
      scenario,
      make: (extra) =>
        later(base.id, base.version, base.lang, title, scenario, () => {
          const run = runs.get(scenario, instance.version);
          const read = inLanguage(run, instance.lang);
          const failures = [...read.failures, ...checksNothing(scenario, read, instance.version, instance.lang), ...uncheckedSentences(scenario, read, instance), ...extra];
          return { ...base, status: failures.length ? "fail" : run.status, title, scenario: scenario.file, failures, run };
        }),
    });
  }

  for (const scenario of scenarios) {
    if (scenario.kind !== "project") continue;
    for (const ref of scenario.examples) {
      const version = ref.version ?? "";
      runsIn.set(scenario, new Set([...(runsIn.get(scenario) ?? []), version]));
      const base = { id: ref.example, version, lang: ref.lang, section: sectionOf(ref.example)!, title: titleOf(scenario, ref.lang), scenario: scenario.file };
      const text = (ref.lang === "fr" ? scenario.text?.fr : undefined) ?? scenario.text?.en ?? "";
      pending.push({
        scenario,
        make: (extra) =>
          later(base.id, base.version, base.lang, base.title, scenario, () => {
            const run = runs.get(scenario, version);
            const read = inLanguage(run, ref.lang);
            const failures = [...read.failures, ...checksNothing(scenario, read, version, ref.lang), ...extra];
            return { ...base, kind: "project", status: failures.length ? "fail" : run.status, text, failures, run };
          }),
      });
    }
  }
  // Without every release's instances (given), a scenario that also claims texts of other releases runs in releases
  // not seen here: its scopes are checked where they all are (the archive's suite, rules coverage).
  // A claimed text seen here may be printed in other releases too (613.3e's from 2011 to 2021): only a scenario that
  // claims no text (a project example's) runs nowhere else.
  const seenEverywhere = (scenario: Scenario) => given !== undefined || claims.all().every((c) => c.scenario !== scenario || c.texts.length === 0);
  const unmet = new Map([...runsIn].filter(([scenario]) => seenEverywhere(scenario)).map(([scenario, versions]) => [scenario, scopesThatApplyNowhere(scenario, [...versions])]));
  cases.push(...pending.map(({ scenario, make }) => make(unmet.get(scenario) ?? [])));
  // A claimed text that none of the instances has is an error only when they are all the releases' instances (given):
  // the knowledge base alone lacks the texts scenarios claim in the other releases of the archive.
  if (given) cases.push(...unmatchedClaims(claims, matched).map(known));
  return cases;
}

function staleReason(claim: Claim, instance: ExampleInstance): string {
  return `${claim.scenario.file} was written for ${claim.example} (${claim.lang}) as worded in ${claim.texts.join(", ")}; in ${instance.version} its text is ${fingerprint(instance.text)}: review the scenario against it, then add that variant to its texts`;
}

/** Passing is checking: a run whose every expectation and refusal was scoped out (`when:`) proves nothing. */
function checksNothing(scenario: Scenario, run: ScenarioResult, version: string, lang: Lang): string[] {
  if (run.status === "fail" || run.narration.some((e) => e.action === "checked" || e.action === "refused")) return [];
  return [`${scenario.file} checks nothing in ${version || "its project version"} (${lang}): each of its checks is scoped to behaviours of other releases`];
}

/**
 * What a claimed variant states is checked where it is printed: a sentence the scenario's checks quote, printed in
 * this instance's text, must have been checked in its run. A check scoped (`when:`) to other releases' behaviours
 * leaves the outcome unchecked in a release whose example states it — scope a check only where the outcome differs.
 * The one exception is a source defect the project annotates (`:::correction`): a quote of the words printed in error
 * may go unchecked where a check of the run quotes the words meant instead.
 */
function uncheckedSentences(scenario: Scenario, run: ScenarioResult, instance: ExampleInstance): string[] {
  if (run.status === "fail") return [];
  const text = [comparable(instance.text)];
  const checked = new Set(run.checkedQuotes);
  const corrected = (quote: string) =>
    (instance.corrections ?? []).some(({ printed, expected }) => comparable(quote).includes(comparable(printed)) && run.checkedQuotes.some((q) => comparable(q).includes(comparable(expected))));
  return scenarioQuotes(scenario.actions, instance.lang)
    .filter((quote) => !checked.has(quote) && isQuoted(quote, text, true) && !corrected(quote))
    .map((quote) => `${scenario.file}: in ${instance.version} (${instance.lang}) ${instance.id} says "${quote}", but no check quoting it is made there (each is scoped to behaviours of other releases)`);
}

/**
 * Nothing is dropped silently: a check scoped to behaviours (`when:`) that hold in none of the releases where its
 * scenario runs would never be made. Each such scope is a failure of every case of its scenario.
 */
function scopesThatApplyNowhere(scenario: Scenario, versions: string[]): string[] {
  return scopes(scenario)
    .filter(({ when }) => !versions.some((v) => holds(when, ruleSet(v).behaviours)))
    .map(({ where, when }) => `${scenario.file}: ${where} is scoped to ${JSON.stringify(when)}, which holds in none of the releases where the scenario runs (${[...versions].sort().join(", ")})`);
}

/** Every `when:` of a scenario's actions and expectations, with where it is. */
function scopes(scenario: Scenario): { where: string; when: BehaviourCondition }[] {
  return scenario.actions.flatMap((action, i) => {
    const own = action.when ? [{ where: `action ${i + 1}`, when: action.when }] : [];
    const expectations = "expect" in action ? [action.expect].flat() : [];
    return [...own, ...expectations.flatMap((e, j) => (e.when ? [{ where: `action ${i + 1}, expectation ${j + 1}`, when: e.when }] : []))];
  });
}

/** A claimed text that no release has, and a text two scenarios claim: errors of their scenarios. */
function unmatchedClaims(claims: Claims, matched: Set<string>): ExampleResult[] {
  const failing = (claim: Claim, failure: string): ExampleResult => ({
    id: claim.example,
    version: "",
    lang: claim.lang,
    section: sectionOf(claim.example) ?? "",
    kind: "official",
    status: "fail",
    title: titleOf(claim.scenario, claim.lang),
    text: "",
    scenario: claim.scenario.file,
    failures: [failure],
  });
  return [
    ...claims.all().flatMap((claim) => {
      const unmatched = claim.texts.filter((t) => !matched.has(`${claim.lang}|${t}`));
      return unmatched.length ? [failing(claim, `${claim.scenario.file} claims ${unmatched.join(", ")} for ${claim.example} (${claim.lang}), a text no release has`)] : [];
    }),
    ...claims.conflicts.map(({ claim, message }) => failing(claim, message)),
  ];
}
