// Outcome diff: which scenarios come out differently under the RuleSets of two versions, and which rule of each
// version explains it.
//
// Every scenario is run under both RuleSets with all its expectations checked, including those written for one
// version only (the 2007 "it will produce blue mana" and the 2011 "it will not produce mana" of the same game):
// an expectation that holds under one RuleSet and not under the other is an outcome that differs. What only names
// things is left out: only behaviours count, never the rule ids a RuleSet cites (renumbered from one release to the
// next); the layers an expectation lists ("7c" in 2011 is "6b" in 2007 for the same effect) are not
// checked, and actions keep their version restrictions (the same refused action cites 502.26d in 2007 and 702.34d
// in 2011). Each expectation that differs is found by running the scenario with that expectation alone.
//
// The explaining rule of a version is the rule whose example the scenario executes in that version; when the
// scenario illustrates only the other version, that rule's counterpart in the archive's alignment. The behaviour
// switches (engine/timeline.ts) whose rules are among those are named too.

import { ruleSet, ruleSetReleases, type RuleSet } from "../engine/ruleset.ts";
import type { Behaviour, Switch } from "../engine/timeline.ts";
import { loadKnowledgeBase, PROJECT_ROOT } from "../kb/load.ts";
import { ruleOf } from "../kb/ids.ts";
import { loadScenarios, type Scenario } from "../scenarios/load.ts";
import { runScenario, type ScenarioFailure } from "../scenarios/run.ts";
import { Claims } from "../scenarios/claims.ts";
import { knowledgeBaseInstances } from "../scenarios/results.ts";
import { archiveInstances } from "./archive-examples.ts";
import type { ActionSpec, Because, Expectation } from "../scenarios/schema.ts";
import { UnknownVersionError } from "./errors.ts";
import { diffReleases } from "./history.ts";
import type { Style } from "./render.ts";
import { releaseText } from "./versions.ts";

/**
 * A behaviour of the timeline (engine/timeline.ts) that differs between the two versions: the switch in force in
 * each, with the rule that makes it so, in that version's numbering, and the quote of its text.
 */
export interface RuleSetSwitch {
  name: Behaviour;
  from: Switch;
  to: Switch;
}

interface ExpectationOutcome {
  /** The sentence of the example the expectation quotes. */
  because: string;
  /** Versions under which it holds (one of the two). */
  holdsIn: string[];
  /** Why it fails under the other version, as the runner says ("expected …, got …"). */
  otherwise: ScenarioFailure[];
}

export interface ScenarioOutcome {
  file: string;
  title: string;
  /** The rules of each version that explain the difference. */
  rules: { from: string[]; to: string[] };
  /** RuleSet switches citing one of those rules. */
  switches: string[];
  /** The expectations that hold under one version only. */
  expectations: ExpectationOutcome[];
  /** Failures of the game itself (refused or failing actions) that differ between the versions. */
  actions: { from: ScenarioFailure[]; to: ScenarioFailure[] };
}

export interface OutcomeDiff {
  from: string;
  to: string;
  switches: RuleSetSwitch[];
  /** How many scenarios were run. */
  scenarios: number;
  differing: ScenarioOutcome[];
}

const LANG = "en";

export function outcomeDiff(fromSpec: string, toSpec: string, root: string = PROJECT_ROOT): OutcomeDiff {
  const scenarios = loadScenarios(root);
  return diffOutcomes(ruleSetOf(fromSpec), ruleSetOf(toSpec), scenarios, illustratedBy(root, scenarios));
}

function diffOutcomes(from: RuleSet, to: RuleSet, scenarios: Scenario[], illustrates: Illustrated): OutcomeDiff {
  const switches = ruleSetSwitches(from, to);
  const differing: ScenarioOutcome[] = [];
  for (const scenario of scenarios) {
    const outcome = compare(scenario, from.version, to.version, switches, illustrates);
    if (outcome) differing.push(outcome);
  }
  return { from: from.version, to: to.version, switches, scenarios: scenarios.length, differing };
}

function ruleSetOf(spec: string): RuleSet {
  const version = releaseText(spec).version;
  try {
    return ruleSet(version);
  } catch (error) {
    throw new UnknownVersionError(`outcome diff: ${(error as Error).message}`);
  }
}

/** The behaviours whose values differ between the two RuleSets (the rule ids they cite are not compared). */
function ruleSetSwitches(from: RuleSet, to: RuleSet): RuleSetSwitch[] {
  // A behaviour the rules do not define yet (null: no Two-Headed Giant before 2005-08-01, no "outside the game" before
  // 2003-07-01) has no switch: the switch that defines it (twoHeadedGiant) is the one compared.
  return (Object.keys(from.behaviours) as Behaviour[])
    .filter((name) => from.switches[name] && to.switches[name] && JSON.stringify(from.behaviours[name]) !== JSON.stringify(to.behaviours[name]))
    .map((name) => ({ name, from: from.switches[name], to: to.switches[name] }));
}

function compare(scenario: Scenario, from: string, to: string, switches: RuleSetSwitch[], illustrates: Illustrated): ScenarioOutcome | undefined {
  const everyCheck = withExpectations(scenario, () => true);
  // An action refused citing another rule than the scenario expects was refused all the same. Failures are compared
  // by what happened (their outcome), never by their wording: the rule a refusal cites is renumbered between releases.
  const failures = (s: Scenario, version: string) => runScenario(s, version, LANG).failureDetails.filter((f) => f.kind !== "otherRuleCited");
  const outcomes = (list: readonly ScenarioFailure[]) => list.map((f) => f.outcome);
  if (sameList(outcomes(failures(everyCheck, from)), outcomes(failures(everyCheck, to)))) return undefined;

  const none = withExpectations(scenario, () => false);
  const game = { from: failures(none, from), to: failures(none, to) };
  const baseline = { from: outcomes(game.from), to: outcomes(game.to) };
  const expectations: ExpectationOutcome[] = [];
  expectationsOf(scenario).forEach((expectation, n) => {
    const alone = withExpectations(scenario, (_, i) => i === n);
    const extra = {
      from: without(failures(alone, from), baseline.from),
      to: without(failures(alone, to), baseline.to),
    };
    if ((extra.from.length === 0) === (extra.to.length === 0)) return;
    const because = quote(expectation.because);
    expectations.push({
      because,
      holdsIn: [extra.from.length === 0 ? from : to],
      otherwise: extra.from.length === 0 ? extra.to : extra.from,
    });
  });
  const actions = sameList(baseline.from, baseline.to) ? { from: [], to: [] } : game;
  const rules = explainingRules(scenario, from, to, illustrates);
  const explaining = switches
    .filter((s) => rules.from.includes(s.from.rule) || rules.to.includes(s.to.rule))
    .map((s) => s.name);
  return { file: scenario.file, title: scenario.title.en, rules, switches: explaining, expectations, actions };
}

/** Every expectation of a scenario, in order. */
function expectationsOf(scenario: Scenario): Expectation[] {
  return scenario.actions.flatMap((action) => (isExpect(action) ? [action.expect].flat() : []));
}

/**
 * The scenario with the expectations that `keep` accepts (by rank in expectationsOf), each checked under every
 * version; other actions unchanged. Every expect action stays, maybe empty, so that actions keep their numbers in
 * the runner's messages.
 */
function withExpectations(scenario: Scenario, keep: (e: Expectation, rank: number) => boolean): Scenario {
  let rank = 0;
  const actions: ActionSpec[] = [];
  for (const action of scenario.actions as ActionSpec[]) {
    if (!isExpect(action)) {
      actions.push(action);
      continue;
    }
    const kept = [action.expect].flat().filter((e) => keep(e, rank++));
    actions.push({ expect: kept.map(({ when: _, ...e }) => withoutLayerNames(e)) });
  }
  return { ...scenario, actions } as Scenario;
}

/** An expectation without the names of the layers it expects, which differ between versions for the same effect. */
function withoutLayerNames(expectation: Expectation): Expectation {
  if (!("layers" in expectation)) return expectation;
  const { layers: _, ...rest } = expectation;
  return rest as Expectation;
}

function isExpect(action: unknown): action is ActionSpec & { expect: Expectation | Expectation[] } {
  return typeof action === "object" && action !== null && "expect" in action;
}

/**
 * The rules whose examples the scenario executes in each version; for a version it does not illustrate, the
 * counterparts (in the archive's alignment) of the rules of the first version it illustrates.
 */
function explainingRules(scenario: Scenario, from: string, to: string, illustrates: Illustrated): { from: string[]; to: string[] } {
  const own = illustrates.get(scenario.file) ?? new Map<string, string[]>();
  const illustrated = [...own.keys()].sort()[0];
  const rulesIn = (version: string) => [...new Set((own.get(version) ?? []).map(ruleOf))];
  const rulesFor = (version: string): string[] => {
    const own = rulesIn(version);
    if (own.length > 0 || illustrated === undefined) return own;
    // Aligned in chronological order, as `rules diff` does, so forced matches apply.
    const forward = illustrated < version;
    const diff = forward ? diffReleases(illustrated, version) : diffReleases(version, illustrated);
    return defined(
      rulesIn(illustrated).map((id) => {
        const entry = (forward ? diff.from : diff.to).entries.find((e) => e.id === id);
        const change = entry && (forward ? diff.ofFrom : diff.ofTo)[entry.index];
        return (forward ? change?.to : change?.from)?.id;
      }),
    );
  };
  return { from: rulesFor(from), to: rulesFor(to) };
}

/** For each scenario file, the examples (ids) it executes in each version, English. */
type Illustrated = Map<string, Map<string, string[]>>;

/**
 * The examples each of `scenarios` executes: the knowledge base's and the archive's whose text it claims (a scenario
 * that claims only texts of releases outside the knowledge base, 720.5#2 of 2024-11-08, is explained by the examples
 * it executes there), and its project examples. Read from the claims, not from the example results: a claim that no
 * counted example answers is a failure of its scenario there, in no version, and illustrates nothing.
 */
function illustratedBy(root: string, scenarios: readonly Scenario[]): Illustrated {
  const kb = loadKnowledgeBase(root);
  const own = knowledgeBaseInstances(kb);
  const claims = new Claims(scenarios);
  const official = [...own, ...archiveInstances(kb, own)].flatMap((instance) => {
    const found = instance.lang === LANG ? claims.find(LANG, instance.id, instance.text) : undefined;
    return found ? [{ file: found.claim.scenario.file, version: instance.version, id: instance.id }] : [];
  });
  // A project example names its version (the scenario loader requires it).
  const project = scenarios.flatMap((s) => (s.kind === "project" ? s.examples.flatMap((ref) => (ref.lang === LANG && ref.version ? [{ file: s.file, version: ref.version, id: ref.example }] : [])) : []));
  const byFile: Illustrated = new Map();
  for (const { file, version, id } of [...official, ...project]) {
    const versions = byFile.get(file) ?? new Map<string, string[]>();
    versions.set(version, [...(versions.get(version) ?? []), id]);
    byFile.set(file, versions);
  }
  return byFile;
}

function defined(list: (string | undefined)[]): string[] {
  return list.filter((x) => x !== undefined);
}

function quote(because: Because): string {
  return typeof because === "string" ? because : because.en;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The failures of `list` whose outcomes are not among `base` (each removed once). */
function without(list: readonly ScenarioFailure[], base: readonly string[]): ScenarioFailure[] {
  const rest = [...base];
  return list.filter((x) => {
    const i = rest.indexOf(x.outcome);
    if (i === -1) return true;
    rest.splice(i, 1);
    return false;
  });
}

export function renderOutcomes(diff: OutcomeDiff, style: Style): string {
  const lines = [
    style.strong(`Outcomes ${diff.from} → ${diff.to}: ${diff.differing.length} of ${diff.scenarios} scenarios come out differently`),
  ];
  if (diff.switches.length > 0) {
    lines.push("Behaviours that differ:");
    const side = (s: Switch) => `${JSON.stringify(s.value)} (${s.rule}, ${s.since}: "${s.quote}")`;
    for (const s of diff.switches) lines.push(`    ${s.name}: ${side(s.from)} → ${side(s.to)}`);
  }
  for (const outcome of diff.differing) {
    const why = `${outcome.rules.from.join(", ") || "?"} in ${diff.from} → ${outcome.rules.to.join(", ") || "?"} in ${diff.to}`;
    const switches = outcome.switches.length > 0 ? `; behaviours: ${outcome.switches.join(", ")}` : "";
    lines.push("", `${style.strong(outcome.file)}  ${outcome.title}`, `    explained by ${why}${switches}`);
    for (const e of outcome.expectations) {
      lines.push(`    only in ${e.holdsIn.join(", ")}: "${e.because}"`);
      for (const reason of e.otherwise) lines.push(style.dim(`        otherwise: ${reason.problem}`));
    }
    for (const [version, failures] of [[diff.from, outcome.actions.from], [diff.to, outcome.actions.to]] as const) {
      for (const failure of failures) lines.push(`    the game under ${version}: ${failure.message}`);
    }
  }
  return lines.join("\n");
}

/** The outcome diffs of the archive: one per pair of consecutive releases (with RuleSets) whose behaviours differ. */
export function outcomeTimeline(root: string = PROJECT_ROOT, scenarios: Scenario[] = loadScenarios(root)): OutcomeDiff[] {
  const releases = ruleSetReleases();
  // The scenarios (the caller's, if it has them loaded) and the examples they illustrate are read once for every pair.
  const illustrates = illustratedBy(root, scenarios);
  const diffs: OutcomeDiff[] = [];
  for (let i = 1; i < releases.length; i++) {
    const [from, to] = [ruleSet(releases[i - 1]!), ruleSet(releases[i]!)];
    // Outcomes depend on behaviours only (the ids a RuleSet cites are not compared): equal behaviours, equal outcomes.
    if (ruleSetSwitches(from, to).length > 0) diffs.push(diffOutcomes(from, to, scenarios, illustrates));
  }
  return diffs;
}

/** How one scenario's outcome differs between two releases (undefined when it comes out the same). */
export function scenarioOutcome(scenario: Scenario, fromSpec: string, toSpec: string, root: string = PROJECT_ROOT): { switches: RuleSetSwitch[]; outcome?: ScenarioOutcome } {
  const from = ruleSetOf(fromSpec);
  const to = ruleSetOf(toSpec);
  const switches = ruleSetSwitches(from, to);
  return { switches, outcome: switches.length === 0 ? undefined : compare(scenario, from.version, to.version, switches, illustratedBy(root, [scenario])) };
}
