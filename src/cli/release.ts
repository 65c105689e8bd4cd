// `rules release add <file> --set CODE`: the whole ingest of a newly published release (see src/import/release-add.ts),
// then what a maintainer must look at: each example of the covered rules whose text no scenario claims yet (new or
// reworded), each behaviour switch of the timeline whose quote the new text no longer prints, and the command's own
// data rebuilt (scripts/build-cli.mjs: the bundled list of releases and the release index).

import { spawnSync } from "node:child_process";
import path from "node:path";
import { archiveInstances, writeArchive } from "../diff/archive-examples.ts";
import { TIMELINE } from "../engine/timeline.ts";
import { readFileSync } from "node:fs";
import { listReleases, loadRelease } from "../import/archive.ts";
import { normalizeSourceText } from "../import/cr-text.ts";
import { addRelease } from "../import/release-add.ts";
import type { SourceDocument } from "../import/types.ts";
import { ruleOf } from "../kb/ids.ts";
import { loadKnowledgeBase } from "../kb/load.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { exampleCases, knowledgeBaseInstances, type ExampleInstance } from "../scenarios/results.ts";
import { parseOptions, UsageError } from "./usage.ts";

const HELP = `usage: rules release add <file> --set CODE [--from WHERE] [--no-build]

Adds a newly published Comprehensive Rules text: decodes and checks it (UTF-8, UTF-16, Windows-1252; a located
error and nothing written if anything is wrong), names it by the effective date its text states, copies it to
sources/cr/cr-<date>-<CODE>.txt, lists it in sources/cr/releases.json, writes its sections into rules/archive/,
then reports every example of the covered rules that no scenario claims yet (new or reworded: file:line, rule,
the text before and after) and every behaviour switch of the engine's timeline whose quote the text no longer
prints, and rebuilds the command's data (unless --no-build).
  --set CODE    the set code of the set the release comes with (the text does not state it)
  --from WHERE  where the bytes come from (default: "Wizards of the Coast")`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    set: { type: "string" },
    from: { type: "string" },
    "no-build": { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const [verb, file, ...extra] = positionals;
  if (verb !== "add") throw new UsageError(`${verb === undefined ? "no subcommand" : `unknown subcommand '${verb}'`}: rules release add <file> --set CODE`);
  if (file === undefined) throw new UsageError("rules release add <file>: name the published text file");
  if (extra.length > 0) throw new UsageError(`one file at a time (also given: ${extra.join(" ")})`);
  if (values.set === undefined) throw new UsageError("--set CODE: the set code the release comes with (the text does not state it)");

  const added = addRelease(PROJECT_ROOT, { file, set: values.set, from: values.from ?? "Wizards of the Coast" }, (root) => writeArchive(root, "new holders"));
  const { release } = added;
  console.log(`added ${release.date} ${release.set}: ${added.source}, listed in sources/cr/releases.json`);
  console.log(`rules/archive: ${added.archiveWritten.length} files written`);

  const dates = listReleases(PROJECT_ROOT).map((r) => r.date);
  const previous = dates[dates.indexOf(release.date) - 1];
  const lines = normalizeSourceText(readFileSync(path.join(PROJECT_ROOT, added.source))).split("\n");
  const unclaimed = unclaimedExamples(release.date, previous);
  console.log(`\nexamples no scenario claims yet (${unclaimed.length}): new or reworded, each needs a scenario or an attached variant`);
  for (const { instance, before } of unclaimed) {
    console.log(`${added.source}:${exampleLine(lines, added.document, instance)}: ${instance.id}`);
    console.log(`  before: ${before?.text ?? "(no example of this rule in the release before)"}`);
    console.log(`  now:    ${instance.text}`);
  }
  const quotes = unprintedQuotes(added.document, previous === undefined ? undefined : loadRelease(previous));
  console.log(`\ntimeline switches whose quote ${previous} printed and ${release.date} no longer does (${quotes.length})`);
  for (const line of quotes) console.log(`  ${line}`);

  if (!values["no-build"]) {
    const built = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/build-cli.mjs")], { cwd: PROJECT_ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new UsageError("the release is added, but rebuilding the command's data failed: run npm run build:cli");
    console.log("\nrebuilt the command's data (npm run build:cli); run npm run build for the site");
  }
  return 0;
}

/** The new release's examples of the covered rules that no scenario claims, each with the same rule's example before. */
function unclaimedExamples(date: string, previous: string | undefined): { instance: ExampleInstance; before?: ExampleInstance }[] {
  const kb = loadKnowledgeBase(PROJECT_ROOT);
  const all = archiveInstances(kb, knowledgeBaseInstances(kb));
  const mine = all.filter((i) => i.version === date);
  const results = new Map(exampleCases(PROJECT_ROOT, mine).map((c) => [`${c.id}`, c.result().status]));
  return mine
    .filter((i) => results.get(i.id) === "missing" || results.get(i.id) === "stale")
    .map((instance) => ({ instance, before: all.find((i) => i.version === previous && i.id === instance.id) }));
}

/** The line of an example in the release's text: the first line after its rule's that prints it. */
function exampleLine(lines: readonly string[], document: SourceDocument, instance: ExampleInstance): number {
  const rule = document.sections.flatMap((s) => s.rules).find((r) => r.id === ruleOf(instance.id));
  if (rule === undefined) return 1;
  const found = lines.findIndex((line, i) => i >= rule.line && line.trim() === instance.text.trim());
  return found < 0 ? rule.line : found + 1;
}

/** The text of a release's rules and examples, typography aside, to look for a quote in. */
function printed(document: SourceDocument): string {
  return comparable(document.sections.flatMap((s) => s.rules.flatMap((r) => [r.text, ...r.examples])).join("\n"));
}

function comparable(text: string): string {
  return text.replace(/[‘’]/gu, "'").replace(/[“”]/gu, '"').replace(/\s+/gu, " ");
}

/**
 * The switches in force in the new release (the last of each behaviour) whose quote the release before it prints and
 * the new one no longer does: the rule that makes the engine behave so was reworded, renumbered away or removed.
 */
function unprintedQuotes(document: SourceDocument, before: SourceDocument | undefined): string[] {
  if (before === undefined) return [];
  const [now, then] = [printed(document), printed(before)];
  const inForce = new Map(TIMELINE.map((s) => [s.behaviour, s]));
  return [...inForce.values()]
    .filter((s) => then.includes(comparable(s.quote)) && !now.includes(comparable(s.quote)))
    .map((s) => `${s.behaviour} = ${JSON.stringify(s.value)} (${s.rule} of ${s.since}): "${s.quote}"`);
}
