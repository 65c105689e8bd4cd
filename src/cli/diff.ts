// `rules diff <from> <to> [--section N|A:B] [--lang en|fr] [--json] [--outcomes]`: what changed between two
// versions. English compares whole releases of the archive (sources/cr); French compares the knowledge base's
// French texts, and for a version without French says how far the translation lags.

// The knowledge base (Markdown reader) and the scenarios (rules engine) are loaded only by the diffs that need them.

import type { KnowledgeBaseDiff, TranslationLag } from "../diff/knowledge-base.ts";
import { DiffInputError, UnknownVersionError } from "../diff/errors.ts";
import { diffReleases } from "../diff/history.ts";
import { changeJson } from "../diff/json.ts";
import { renderDiff, renderLag, renderOutsideSections, terminalStyle, type Style } from "../diff/render.ts";
import { inSelection, selectSection } from "../diff/select.ts";
import { countChanges, type VersionDiff } from "../diff/changes.ts";
import { releaseText } from "../diff/versions.ts";
import type { Lang } from "../kb/model.ts";
import { langOption, parseOptions, UsageError } from "./usage.ts";

const USAGE = `usage: rules diff <from> <to> [--section N|A:B] [--lang en|fr] [--json] [--outcomes]

Versions are named by date (2011-02-04), set code (MBS) or release file (sources/cr/cr-2011-02-04-MBS.txt).
  --section 706      only section 706 (on both sides); 503:706 for a renumbered section (503 before, 706 after)
  --lang fr          the French texts of the knowledge base (2007-10-01, 2011-02-04); for a version
                     without French, how far the translation lags
  --json             { from, to, changes: [ { kind, from, to, similarity, diff? } ] }
  --outcomes         the scenarios whose result differs between the two versions' RuleSets`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    section: { type: "string" },
    lang: { type: "string" },
    json: { type: "boolean" },
    outcomes: { type: "boolean" },
    help: { type: "boolean" },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 2) throw new UsageError(`expected two versions, got ${positionals.length}\n\n${USAGE}`);
  const lang = langOption(values.lang ?? "en");
  const [from, to] = positionals;
  const style = terminalStyle();
  try {
    if (values.outcomes) return await printOutcomes(from, to, values.json === true, style);
    if (lang === "en") {
      printDiff(diffReleases(from, to), lang, values.section, values.json === true, style);
      return 0;
    }
    const { diffKnowledgeBase, knowledgeBaseVersions, translationLag } = await import("../diff/knowledge-base.ts");
    const translated = knowledgeBaseVersions(lang);
    const missing = [from, to].map((spec) => releaseText(spec).version).filter((v) => !translated.includes(v));
    if (missing.length === 0) {
      printDiff(diffKnowledgeBase(from, to, lang), lang, values.section, values.json === true, style);
      return 0;
    }
    // A French diff asked for a version without French: how far the translation lags.
    if (missing.length === 2) {
      throw new UnknownVersionError(`no ${lang} text for ${missing.join(" nor ")}; the knowledge base has ${lang} for ${translated.join(", ")}`);
    }
    printLag(translationLag(missing[0], lang), values.json === true, style);
    return 0;
  } catch (error) {
    if (error instanceof DiffInputError) throw new UsageError(error.message);
    throw error;
  }
}

function printDiff(diff: VersionDiff | KnowledgeBaseDiff, lang: Lang, section: string | undefined, json: boolean, style: Style) {
  const selection = section === undefined ? undefined : selectSection(diff, section);
  const changes = selection ? diff.changes.filter((c) => inSelection(c, selection)) : diff.changes;
  const scope = selection && (selection.from === selection.to ? `section ${selection.to}` : `section ${selection.from} → ${selection.to}`);
  const outside = "outsideSections" in diff ? diff.outsideSections : [];
  if (json) {
    const body = {
      from: diff.from.version,
      to: diff.to.version,
      lang,
      ...(selection ? { section: selection } : {}),
      counts: countChanges(changes),
      changes: changes.map(changeJson),
      ...(outside.length > 0 ? { outsideSections: outside } : {}),
    };
    console.log(JSON.stringify(body, null, 2));
    return;
  }
  console.log(renderDiff(diff, changes, style, [lang === "fr" ? "French" : "", scope].filter(Boolean).join(", ")));
  const note = renderOutsideSections(outside, diff);
  if (note) console.log(`\n${note}`);
}

function printLag(lag: TranslationLag, json: boolean, style: Style): void {
  console.log(json ? JSON.stringify({ ...lag, changes: lag.changes.map(changeJson) }, null, 2) : renderLag(lag, style));
}

async function printOutcomes(from: string, to: string, json: boolean, style: Style): Promise<number> {
  const { outcomeDiff, renderOutcomes } = await import("../diff/outcomes.ts");
  const outcomes = outcomeDiff(from, to);
  console.log(json ? JSON.stringify(outcomes, null, 2) : renderOutcomes(outcomes, style));
  return 0;
}
