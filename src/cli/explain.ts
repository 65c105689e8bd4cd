// `rules explain <example-id> [--version v] [--lang fr|en]`: the scenario narrated, then the layer trace of
// every object its expectations looked at: which effect applied in which layer, in what order, and why.
import { localized } from "../engine/describe.ts";
import { exampleResults, type ExampleResult } from "../scenarios/results.ts";
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

export function render(r: ExampleResult, lang: "en" | "fr"): string {
  const fr = lang === "fr";
  const lines = [`${r.id} [${r.version} ${r.lang}] ${r.title} — ${r.status}`, "", r.text, ""];
  if (r.scenario) lines.push(`${fr ? "Scénario" : "Scenario"}: ${r.scenario}`, "");
  if (r.run) {
    lines.push(fr ? "Déroulement :" : "Narration:", ...r.run.narration.map((n) => `  ${n}`), "");
    lines.push(fr ? "Couches appliquées :" : "Layer trace:");
    for (const t of r.run.trace) {
      lines.push(`  ${t.object} (${t.name}):`);
      if (t.entries.length === 0) lines.push(fr ? "    (valeurs imprimées, aucun effet)" : "    (printed values, no effect)");
      for (const e of t.entries) {
        const order = e.order ? ` [${e.order.reason}, ${e.order.rule}]` : "";
        const time = e.timestamp === null ? "" : ` t=${e.timestamp}`;
        lines.push(`    ${(fr ? "couche " : "layer ") + e.stage}${time}: ${localized(e.what, lang)} (${fr ? "règle" : "rule"} ${e.rule})${order}`);
      }
    }
  }
  if (r.failures.length) lines.push("", fr ? "Échecs :" : "Failures:", ...r.failures.map((f) => `  ${f}`));
  return lines.join("\n");
}
