// `rules explain <example-id> [--version v] [--lang fr|en]`: the scenario narrated, then the layer trace of
// every object its expectations looked at: which effect applied in which layer, in what order, and why.
import type { Lang } from "../engine/describe.ts";
import { renderEffect, renderEvent, renderObject, renderOrder, renderSnapshot } from "../engine/messages/render.ts";
import { archiveInstances, releaseReader } from "../diff/archive-examples.ts";
import { resolveRelease, UnknownReleaseError } from "../import/archive.ts";
import { listRulesFiles, loadKnowledgeBase, PROJECT_ROOT, readKnowledgeBase } from "../kb/load.ts";
import { readFileSync } from "node:fs";
import { loadScenarios } from "../scenarios/load.ts";
import { fingerprint } from "../kb/fingerprint.ts";
import { sectionOf } from "../kb/ids.ts";
import { exampleCases, knowledgeBaseInstances, type ExampleInstance, type ExampleResult } from "../scenarios/results.ts";
import { inLanguage } from "../scenarios/run.ts";
import { langOption, parseOptions, UsageError } from "./usage.ts";

const HELP = `usage: rules explain <example-id> [--version <release>] [--lang en|fr]

Runs the scenario of an example (e.g. 706.2#1, as the release numbers it) and prints its narration, each check
it makes, and the layer trace of the objects its expectations check. --version names any release of the archive
(a date, 2003-12-01, or a set code, MRD); without it, every release that has the example is explained.`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    version: { type: "string" },
    lang: { type: "string", default: "en" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const [id] = positionals;
  if (!id || positionals.length > 1) throw new UsageError("give exactly one example id, e.g. 706.2#1");
  const lang = langOption(values.lang);
  const matches = explainResults(id, values.version, lang);
  for (const r of matches) console.log(render(r, lang));
  return matches.every((r) => r.status === "pass") ? 0 : 1;
}

/**
 * The results of an example's instances in one release (date or set code) or in all, each run by its scenario:
 * only the files of that version and the scenarios naming the example are read. Throws UsageError if none.
 */
export function explainResults(id: string, version: string | undefined, lang: Lang): ExampleResult[] {
  const find = (whole: boolean) => instances(version, whole, { id, lang }).filter((i) => i.id === id && i.lang === lang);
  let wanted = find(false);
  if (wanted.length === 0) throw new UsageError(`no example ${id}${version ? ` in ${version}` : ""} in ${lang}`);
  // A scenario names the examples it runs by their id and text variants: only the files naming one are read.
  const names = [id, ...wanted.map((i) => fingerprint(i.text))];
  const scenarios = loadScenarios(PROJECT_ROOT, undefined, (file) => names.some((n) => readFileSync(file, "utf8").includes(n)));
  const resultsOf = () =>
    exampleCases(PROJECT_ROOT, undefined, scenarios, wanted)
      .filter((c) => c.id === id && c.lang === lang && wanted.some((i) => i.version === c.version))
      .map((c) => c.result());
  let matches = resultsOf();
  // An example no scenario runs may be one the knowledge base marks not-executable in another version.
  if (version && matches.some((r) => r.status === "missing")) {
    wanted = find(true);
    matches = resultsOf();
  }
  return matches;
}

/**
 * The example instances of one release: its knowledge-base files' (only that version's are read), then the rest of
 * the release; or of every release. `whole`: the whole knowledge base read, for the texts it marks not-executable
 * in another version. Where the knowledge base's file of the example's section, in that release and language, holds
 * the example, only that file is read (the archive's instances of a release leave out the sections it holds).
 */
function instances(version: string | undefined, whole: boolean, wanted: { id: string; lang: Lang }): ExampleInstance[] {
  if (version === undefined) {
    const kb = loadKnowledgeBase();
    const own = knowledgeBaseInstances(kb);
    return [...own, ...archiveInstances(kb, own)];
  }
  let release;
  try {
    release = resolveRelease(version);
  } catch (error) {
    if (error instanceof UnknownReleaseError) throw new UsageError(error.message);
    throw error;
  }
  if (!whole) {
    const own = sectionFileInstances(release.date, wanted);
    if (own.some((i) => i.id === wanted.id)) return own;
  }
  const read = whole ? undefined : readKnowledgeBase(PROJECT_ROOT, listRulesFiles().filter((f) => f.startsWith(`rules/${release.date}/`)));
  const kb = read && read.diagnostics.length === 0 ? read.kb : loadKnowledgeBase();
  const own = knowledgeBaseInstances(kb);
  return [...own.filter((i) => i.version === release.date), ...releaseReader(kb, own)(release, wanted.id)];
}

/** The instances of the knowledge base's file of an example's section in one version and language, if it has one that reads cleanly. */
function sectionFileInstances(version: string, { id, lang }: { id: string; lang: Lang }): ExampleInstance[] {
  const file = `rules/${version}/${lang}/${sectionOf(id)}.md`;
  if (!listRulesFiles().includes(file)) return [];
  const read = readKnowledgeBase(PROJECT_ROOT, [file]);
  return read.diagnostics.length ? [] : knowledgeBaseInstances(read.kb);
}

const NBSP = "\u00a0";
const HEADINGS = {
  en: { scenario: "Scenario: ", narration: "Narration:", trace: "Layer trace:", printed: "(printed values, no effect)", layer: "layer", rule: "rule", failures: "Failures:", colon: ":" },
  fr: { scenario: `Scénario${NBSP}: `, narration: `Déroulement${NBSP}:`, trace: `Couches appliquées${NBSP}:`, printed: "(valeurs imprimées, aucun effet)", layer: "couche", rule: "règle", failures: `Échecs${NBSP}:`, colon: `${NBSP}:` },
} satisfies Record<Lang, Record<string, string>>;
const STATUS: Record<Lang, Record<ExampleResult["status"], string>> = {
  en: { pass: "pass", fail: "fail", stale: "stale", missing: "missing", "not-executable": "not-executable" },
  fr: { pass: "réussit", fail: "échoue", stale: "périmé", missing: "pas encore de scénario", "not-executable": "non exécutable" },
};

/** An example's run as text: its narration and layer traces, rendered from the run's events in `lang`. */
export function render(r: ExampleResult, lang: Lang): string {
  const h = HEADINGS[lang];
  const lines = [`${r.id} [${r.version} ${r.lang}] ${r.title} — ${STATUS[lang][r.status]}`, "", r.text, ""];
  if (r.scenario) lines.push(`${h.scenario}${r.scenario}`, "");
  if (r.run) {
    const run = inLanguage(r.run, r.lang);
    lines.push(h.narration, ...run.narration.map((e) => `  ${renderEvent(e, lang)}`), "");
    lines.push(h.trace);
    for (const t of run.trace) {
      lines.push(`  ${renderObject(t.ref, lang)} [${t.object}]${h.colon}`);
      if (t.entries.length === 0) lines.push(`    ${h.printed}`);
      for (const e of t.entries) {
        const order = e.order ? ` [${renderOrder(e.order.reason, lang)}, ${e.order.rule}]` : "";
        const time = e.timestamp === null ? "" : ` t=${e.timestamp}`;
        lines.push(`    ${h.layer} ${e.stage}${time}${h.colon} ${renderEffect(e.what, lang)} (${h.rule} ${e.rule})${order}`);
      }
      lines.push(`    = ${renderSnapshot(t.characteristics, lang)}`);
    }
  }
  if (r.failures.length) lines.push("", h.failures, ...r.failures.map((f) => `  ${f}`));
  return lines.join("\n");
}
