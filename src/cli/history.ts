// `rules history <example> [--json]`: one worked example through every release of the archive where it is printed
// (followed by its text when it is renumbered), its status in each, and the releases where its scenario's outcome
// changes, with the behaviour switch and the rule, quoted, that explain it.
import { archiveInstances } from "../diff/archive-examples.ts";
import { scenarioOutcome, type RuleSetSwitch, type ScenarioOutcome } from "../diff/outcomes.ts";
import { ruleSetProblem } from "../engine/ruleset.ts";
import { loadKnowledgeBase, PROJECT_ROOT } from "../kb/load.ts";
import { loadScenarios, type Scenario } from "../scenarios/load.ts";
import { Claims } from "../scenarios/claims.ts";
import { fingerprint } from "../kb/fingerprint.ts";
import { exampleCases, knowledgeBaseInstances, type ExampleStatus } from "../scenarios/results.ts";
import { parseOptions, UsageError } from "./usage.ts";

const USAGE = `usage: rules history <example> [--json]

  <example>  an example id as some release numbers it (706.2#1, 503.2#1); its instances in other releases
             are found by their text, so a renumbered example is followed
  --json     { example, instances: [ { version, id, lang, variant, status, scenario? } ],
               changes: [ { from, to, scenario, switches: [ { name, from, to } ], outcome } ] }`;

interface Instance {
  version: string;
  id: string;
  lang: string;
  variant: string;
  status: ExampleStatus;
  scenario?: string;
}

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { json: { type: "boolean" }, help: { type: "boolean" } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`expected one example id, got ${positionals.length}\n\n${USAGE}`);
  const [example] = positionals as [string];
  const { instances, changes } = exampleHistory(example);
  if (values.json) console.log(JSON.stringify({ example, instances, changes }, null, 2));
  else console.log(render(example, instances, changes));
  return 0;
}

/** One example through every release where it is printed (see the command's help), and where its outcome changes. */
export function exampleHistory(example: string): { instances: Instance[]; changes: Change[] } {
  const kb = loadKnowledgeBase();
  const own = knowledgeBaseInstances(kb);
  const all = [...own, ...archiveInstances(kb, own)].filter((i) => i.lang === "en");
  const named = all.filter((i) => i.id === example);
  if (named.length === 0) throw new UsageError(`no example ${example} in any release of the archive (an id like 706.2#1)`);
  // Its texts, and every wording of them the scenarios running it claim (the example reworded, or renumbered).
  const scenarios = loadScenarios(PROJECT_ROOT);
  const claims = new Claims(scenarios);
  const running = new Set(named.map((i) => claims.find(i.lang, i.id, i.text)).flatMap((f) => (f?.status === "claimed" ? [f.claim.scenario] : [])));
  const variants = new Set([...named.map((i) => fingerprint(i.text)), ...claims.all().flatMap((c) => (running.has(c.scenario) && c.lang === "en" ? c.texts : []))]);
  const mine = all.filter((i) => i.id === example || variants.has(fingerprint(i.text)));
  const keys = new Set(mine.map((i) => `${i.version}|${i.id}`));
  const byKey = new Map(mine.map((i) => [`${i.version}|${i.id}`, fingerprint(i.text)]));
  const cases = exampleCases(undefined, all).filter((c) => c.lang === "en" && keys.has(`${c.version}|${c.id}`));
  const instances: Instance[] = cases
    .map((c) => {
      const r = c.result();
      return { version: c.version, id: c.id, lang: c.lang, variant: byKey.get(`${c.version}|${c.id}`)!, status: r.status, ...(r.scenario ? { scenario: r.scenario } : {}) };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  const changes = outcomeChanges(instances, new Map(scenarios.map((sc) => [sc.file, sc])));
  return { instances, changes };
}

interface Change {
  from: string;
  to: string;
  /** The scenario whose outcome differs between the two releases. */
  scenario: string;
  switches: RuleSetSwitch[];
  outcome: ScenarioOutcome;
}

/**
 * Between consecutive releases where a scenario runs the example, where its outcome changes and why: the scenario of
 * each side is run under both releases' rules, so a change is found whichever scenario runs on each side.
 */
function outcomeChanges(instances: Instance[], scenarios: Map<string, Scenario>): Change[] {
  const changes: Change[] = [];
  const ran = instances.filter((i) => i.scenario && (i.status === "pass" || i.status === "fail") && ruleSetProblem(i.version) === undefined);
  for (let k = 1; k < ran.length; k++) {
    const [a, b] = [ran[k - 1]!, ran[k]!];
    if (a.version === b.version) continue;
    for (const file of new Set([a.scenario!, b.scenario!])) {
      const { switches, outcome } = scenarioOutcome(scenarios.get(file)!, a.version, b.version);
      if (outcome) {
        changes.push({ from: a.version, to: b.version, scenario: file, switches, outcome });
        break;
      }
    }
  }
  return changes;
}

/** Consecutive releases with the same number, text and status, as one line; then the outcome changes. */
function render(example: string, instances: Instance[], changes: Change[]): string {
  const lines = [`${example}: ${instances.length} releases`];
  let start = 0;
  const same = (a: Instance, b: Instance) => a.id === b.id && a.variant === b.variant && a.status === b.status && a.scenario === b.scenario;
  for (let i = 1; i <= instances.length; i++) {
    if (i < instances.length && same(instances[i]!, instances[start]!)) continue;
    const first = instances[start]!;
    const range = i - 1 === start ? first.version : `${first.version} … ${instances[i - 1]!.version} (${i - start})`;
    lines.push(`  ${range.padEnd(32)} ${first.id.padEnd(10)} text ${first.variant}  ${first.status}${first.scenario ? `  ${first.scenario}` : ""}`);
    start = i;
  }
  if (changes.length === 0) lines.push("", "Its outcome never changes where its scenarios run.");
  for (const change of changes) {
    lines.push("", `${change.from} → ${change.to}: the outcome changes (${change.scenario})`);
    for (const s of change.switches) lines.push(`    ${s.name}: ${JSON.stringify(s.from.value)} → ${JSON.stringify(s.to.value)} (${s.to.rule}, ${s.to.since}: "${s.to.quote}")`);
    for (const line of new Set(change.outcome.expectations.map((e) => `    only in ${e.holdsIn.join(", ")}: "${e.because}"`))) lines.push(line);
  }
  return lines.join("\n");
}
