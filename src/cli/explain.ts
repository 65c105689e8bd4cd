// `rules explain <example-id> [--version v] [--lang fr|en]`: the scenario narrated, then the layer trace of
// every object its expectations looked at: which effect applied in which layer, in what order, and why.
import type { Lang } from "../engine/describe.ts";
import { renderEffect, renderEvent, renderObject, renderOrder, renderSnapshot } from "../engine/messages/render.ts";
import { exampleResults, type ExampleResult } from "../scenarios/results.ts";
import { inLanguage } from "../scenarios/run.ts";
import { langOption, parseOptions, UsageError } from "./usage.ts";

const HELP = `usage: rules explain <example-id> [--version <yyyy-mm-dd>] [--lang en|fr]

Runs the scenario of an example (e.g. 706.2#1) and prints its narration and the layer trace of the objects
its expectations check. Without --version, every version that has the example is explained.`;

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
  const results = exampleResults();
  const matches = results.filter((r) => r.id === id && r.lang === lang && (!values.version || r.version === values.version));
  if (matches.length === 0) throw new UsageError(`no example ${id}${values.version ? ` in ${values.version}` : ""} in ${lang}`);
  for (const r of matches) console.log(render(r, lang));
  return matches.every((r) => r.status === "pass") ? 0 : 1;
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
