// The full official English text of a release, read from the archive (sources/cr): it gives the tables of
// contents and the pages that cross-references outside the knowledge base point to.

import { readFileSync } from "node:fs";
import path from "node:path";
import { listReleases, loadRelease } from "../../import/archive.ts";
import { normalizeSourceText } from "../../import/cr-text.ts";
import type { SourceDocument, SourceRule, SourceSection } from "../../import/types.ts";
import { PROJECT_ROOT } from "../../kb/load.ts";

export function fullText(version: string): SourceDocument {
  return loadRelease(version, PROJECT_ROOT);
}

/** The set code of the release ("MBS" for 2011-02-04), to name versions the way players know them. */
export function setCodeOf(version: string): string | undefined {
  return listReleases(PROJECT_ROOT).find((r) => r.date === version)?.setCode;
}

export function fullSection(version: string, number: string): SourceSection | undefined {
  return fullText(version).sections.find((s) => s.number === number);
}

const ruleIndexes = new Map<string, Map<string, SourceRule>>();

/** The rules of a release by id ("613.1f"); section ids ("613") are not in it. */
export function fullRules(version: string): Map<string, SourceRule> {
  let index = ruleIndexes.get(version);
  if (!index) {
    index = new Map(fullText(version).sections.flatMap((s) => s.rules.map((r) => [r.id, r] as const)));
    ruleIndexes.set(version, index);
  }
  return index;
}

const PART_HEADING = /^(\d)\.[ \t]+(\S.*?)\s*$/u;

/**
 * Titles of the nine (or six, in 2007) chapters: "5" → "Turn Structure". The reader does not keep them, so they
 * are taken from the first line of the release that reads "5. Title" (the contents list, or the body heading).
 */
export function chapterTitles(version: string): Map<string, string> {
  const text = normalizeSourceText(readFileSync(path.join(PROJECT_ROOT, fullText(version).file)));
  const titles = new Map<string, string>();
  for (const line of text.split("\n")) {
    const m = PART_HEADING.exec(line.trim());
    if (m && !titles.has(m[1]!)) titles.set(m[1]!, m[2]!);
  }
  return titles;
}
