// `rules coverage [--json]`: the worked examples of the knowledge base's rule areas in every release of the archive
// (English, each in its own numbering: the sections titled as the knowledge base's are, diff/archive-examples.ts)
// and in the knowledge base (English and French), each run by the scenario that claims its text; summarised by rule
// area and release range. Every instance has exactly one status (test/scenarios/census.test.ts recounts them).
import { census } from "../diff/archive-examples.ts";
import type { ExampleStatus } from "../scenarios/results.ts";
import { parseOptions } from "./usage.ts";
import { claimProblems } from "./claim-location.ts";
import { formatDiagnostic } from "../kb/diagnostics.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { ruleOf, type ExampleId } from "../kb/ids.ts";

const HELP = `usage: rules coverage [--json]

Runs every scenario against every example instance it claims — the knowledge base's examples (English and
French) and the examples of the same rule areas (sections of the same titles) in every release of the archive
(sources/cr, English, in each release's own numbering) — and prints,
per rule area (the knowledge-base section, in its latest numbering) and range of releases with the same counts,
how many pass, fail, are stale (their text changed since the scenario was written), have no scenario, or are
annotated not-executable.
  --json   { "summary": { "instances", "releases", "byStatus" },
             "examples": [ { "id", "version", "lang", "area", "status", "scenario"?, "reasons"?, "kind"? } ] }`;

const STATUSES: ExampleStatus[] = ["pass", "fail", "stale", "missing", "not-executable"];

export interface CoverageEntry {
  id: ExampleId;
  version: string;
  lang: string;
  area: string;
  status: ExampleStatus;
  kind: "official" | "project";
  scenario?: string;
  failures: string[];
}

/** Every example instance with its result and rule area: the knowledge base's, then the archive's (the census). */
export function coverage(): CoverageEntry[] {
  return census().map((r) => ({ id: r.id, version: r.version, lang: r.lang, area: r.area ?? r.section, status: r.status, kind: r.kind, scenario: r.scenario, failures: r.failures }));
}

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, { json: { type: "boolean" }, help: { type: "boolean", short: "h" } }, false);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const entries = coverage();
  if (values.json) {
    const examples = entries.map((e) => ({
      id: e.id,
      version: e.version,
      lang: e.lang,
      area: e.area,
      status: e.status,
      ...(e.scenario ? { scenario: e.scenario } : {}),
      ...(e.status === "pass" ? {} : { reasons: e.failures }),
      ...(e.kind === "project" ? { kind: e.kind } : {}),
    }));
    console.log(JSON.stringify({ summary: summary(entries), examples }, null, 2));
  } else console.log(table(entries));
  // Stale and unknown claims each at the line of the scenario that makes it.
  for (const problem of claimProblems(PROJECT_ROOT, entries)) console.error(formatDiagnostic(problem));
  return entries.every((e) => e.status === "pass" || e.status === "not-executable") ? 0 : 1;
}

function summary(entries: CoverageEntry[]) {
  const official = entries.filter((e) => e.kind === "official" && e.version);
  return {
    instances: official.length,
    releases: new Set(official.map((e) => e.version)).size,
    byStatus: Object.fromEntries(STATUSES.map((s) => [s, official.filter((e) => e.status === s).length])),
  };
}

/** One line per rule area and language, then one per range of consecutive releases with the same counts. */
function table(entries: CoverageEntry[]): string {
  const counts = (list: CoverageEntry[]) => STATUSES.map((s) => list.filter((e) => e.status === s).length);
  const cells = (c: number[]) => `${`${c[0]}/${c.reduce((a, b) => a + b, 0)}`.padStart(9)} ${c.slice(1).map((n, i) => String(n).padStart([4, 5, 7, 14][i]!)).join(" ")}`;
  const lines = ["area  lang releases                      pass/total fail stale missing not-executable"];
  const groups = new Map<string, CoverageEntry[]>();
  for (const e of entries) {
    const key = `${e.area}|${e.lang}|${e.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  for (const [key, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [area, lang, kind] = key.split("|");
    const versions = [...new Set(list.map((e) => e.version))].sort();
    const label = kind === "project" ? "(project examples)" : `${versions[0] || "?"} … ${versions.at(-1) || "?"} (${versions.length})`;
    lines.push(`${area!.padEnd(5)} ${lang!.padEnd(4)} ${label.padEnd(29)} ${cells(counts(list))}`);
    // Consecutive releases with the same counts, as one range.
    let start = 0;
    const perVersion = versions.map((v) => counts(list.filter((e) => e.version === v)).join(","));
    for (let i = 1; i <= versions.length; i++) {
      if (i < versions.length && perVersion[i] === perVersion[start]) continue;
      if (versions.length > 1 && kind === "official") {
        const range = i - 1 === start ? versions[start]! : `${versions[start]} … ${versions[i - 1]}`;
        lines.push(`      ${"".padEnd(4)} ${`  ${range}`.padEnd(29)} ${cells(perVersion[start]!.split(",").map(Number))} each`);
      }
      start = i;
    }
  }
  const s = summary(entries);
  lines.push(`total: ${s.instances} official example instances in ${s.releases} releases: ${STATUSES.map((st) => `${s.byStatus[st]} ${st}`).join(", ")}`);
  return lines.join("\n");
}
