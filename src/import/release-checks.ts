// What the archive requires of a release before it stores or compares anything read from it (rules import --archive,
// rules check --archive), each problem at its file:line:col: a release that fails them would be read as a different
// text (a section lost to truncation, a rule moved to another section by a typo) and written over the archive.
// - its rules end at the Glossary heading, as every release's do (a file cut in half has no Glossary);
// - its sections come in ascending order (a section moved);
// - a rule's number is its section's, unless the archive's file of that section acknowledges the misprint with a
//   `:::correction` on the rule (the 2006-05-01 release prints 510.2–510.6 as 501.2–501.6).
// That the file is text (no control character, no byte that could not be decoded) the reader checks itself (decode.ts).

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Diagnostic } from "../kb/diagnostics.ts";
import { GLOSSARY, normalizeSourceText, stripLine } from "./cr-text.ts";
import type { SourceDocument, SourceSection } from "./types.ts";

/** The problems of a release as a whole (its file read from `root`). */
export function releaseProblems(root: string, doc: SourceDocument): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const at = (line: number, column: number, message: string) => problems.push({ file: doc.file, line, column, message });
  const lines = normalizeSourceText(readFileSync(resolve(root, doc.file))).split("\n");
  let previous: SourceSection | undefined;
  for (const section of doc.sections) {
    if (previous && Number(section.number) <= Number(previous.number)) {
      at(section.line, 1, `section ${section.number} comes after section ${previous.number} (line ${previous.line}): a release's sections are in ascending order`);
    }
    previous = section;
  }
  const lastRule = Math.max(0, ...doc.sections.flatMap((s) => [s.line, ...s.rules.map((r) => r.line)]));
  if (!lines.slice(lastRule).some((line) => GLOSSARY.test(stripLine(line)))) {
    at(lines.length, 1, `the file ends at line ${lines.length} with no Glossary heading after the rules (the last at line ${lastRule}): every release's rules end at its Glossary; is it truncated?`);
  }
  return problems;
}

/**
 * The rules of `section` numbered in another section, except those `acknowledged` (the rule ids that a `:::correction`
 * of the archive's file `stored` annotates). `acknowledged` is asked only when a rule is misnumbered: reading the
 * stored file means parsing its Markdown, and almost no section has such a rule.
 */
export function misnumberedRules(doc: SourceDocument, section: SourceSection, acknowledged: () => ReadonlySet<string>, stored: string): Diagnostic[] {
  const misnumbered = section.rules.filter((rule) => !rule.id.startsWith(`${section.number}.`));
  if (misnumbered.length === 0) return [];
  const corrected = acknowledged();
  return misnumbered
    .filter((rule) => !corrected.has(rule.id))
    .map((rule) => ({
      file: doc.file,
      line: rule.line,
      column: 1,
      message: `rule ${rule.id} is printed in section ${section.number} (line ${section.line}): a typo? If the release prints it so, annotate it in ${stored} with :::correction[${rule.id}]`,
    }));
}
