// `rules coverage [--json]`: examples executed / total, per section and version.
import { exampleResults, type ExampleResult } from "../scenarios/results.ts";
import { parseOptions } from "./usage.ts";

const HELP = `usage: rules coverage [--json]

Runs every scenario against the knowledge base and prints, per section, version and language,
how many worked examples pass out of how many there are.
  --json   { "examples": [ { "id", "version", "lang", "status", "kind"? } ] }`;

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, { json: { type: "boolean" }, help: { type: "boolean", short: "h" } }, false);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const results = exampleResults();
  if (values.json) {
    const examples = results.map((r) => ({ id: r.id, version: r.version, lang: r.lang, status: r.status, ...(r.kind === "project" ? { kind: r.kind } : {}) }));
    console.log(JSON.stringify({ examples }, null, 2));
  } else console.log(table(results));
  return results.every((r) => r.status === "pass" || r.status === "not-executable") ? 0 : 1;
}

function table(results: ExampleResult[]): string {
  const groups = new Map<string, ExampleResult[]>();
  for (const r of results) {
    const key = `${r.section.padEnd(5)} ${r.version} ${r.lang}${r.kind === "project" ? " (project)" : ""}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const lines = ["section version    lang  pass/total  fail stale missing not-executable"];
  const count = (list: ExampleResult[], s: ExampleResult["status"]) => list.filter((r) => r.status === s).length;
  for (const [key, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const pass = count(list, "pass");
    lines.push(`${key.padEnd(25)} ${`${pass}/${list.length}`.padStart(7)}  ${String(count(list, "fail")).padStart(4)} ${String(count(list, "stale")).padStart(5)} ${String(count(list, "missing")).padStart(7)} ${String(count(list, "not-executable")).padStart(14)}`);
  }
  const pass = count(results, "pass");
  lines.push(`total ${pass}/${results.length} pass, ${count(results, "not-executable")} not executable`);
  return lines.join("\n");
}
