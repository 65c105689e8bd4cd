// The full official English text of a release, read from the archive (sources/cr): it gives the tables of
// contents and the pages that cross-references outside the knowledge base point to.

import { listReleases, loadRelease } from "../../import/archive.ts";
import type { SourceDocument, SourceRule, SourceSection } from "../../import/types.ts";
import { PROJECT_ROOT } from "../../kb/load.ts";
import { kept } from "./dataset.ts";
import { partStarts, rulePath } from "../archive/parts.ts";
import type { Lang } from "../../kb/model.ts";

export function fullText(version: string): SourceDocument {
  return loadRelease(version, PROJECT_ROOT);
}

/** The set code of the release ("MBS" for 2011-02-04), to name versions the way players know them. */
export function setCodeOf(version: string): string | undefined {
  return kept("set codes", () => new Map(listReleases(PROJECT_ROOT).map((r) => [r.date, r.setCode]))).get(version);
}

export function fullSection(version: string, number: string): SourceSection | undefined {
  return fullText(version).sections.find((s) => s.number === number);
}

/** The rules of a release by id ("613.1f"); section ids ("613") are not in it. */
export function fullRules(version: string): Map<string, SourceRule> {
  return kept(`rule index ${version}`, () => new Map(fullText(version).sections.flatMap((s) => s.rules.map((r) => [r.id, r] as const))));
}

/** Where a section of a release is cut into parts (archive/parts.ts; empty when it is one page). */
function fullTextParts(version: string, number: string): string[] {
  return kept(`parts ${version} ${number}`, () => partStarts(fullSection(version, number)?.rules ?? []));
}

/** The full-text page of a release that holds rule `id` (a section number: its first page), with the rule's anchor. */
export function fullTextRulePath(lang: Lang, version: string, id: string): string {
  const number = id.slice(0, 3);
  return rulePath(lang, version, number, fullTextParts(version, number), id);
}
