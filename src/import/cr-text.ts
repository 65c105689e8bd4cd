// Reader for the official English Comprehensive Rules text files (sources/cr/cr-<date>-<SET>.txt, 1999–2021).
//
// The files come in three layouts, all handled by one pass over the lines of the rules body:
// - one paragraph per line (2003 on, and November 1999): a line starting with a number is a rule, a line starting
//   with "Example:" is an example of the rule above, any other line is a continuation of that rule's text;
// - hard-wrapped at 80 or 110 columns (April 1999, 2001–2002; told apart by most rules going on over the next
//   line): paragraphs are separated by blank lines and their lines are joined with a single space; only a
//   paragraph's first line can start a rule (a wrapped line may begin with a cross-reference such as "406.1,"),
//   and an "EXAMPLE:" line starts a new paragraph even without a blank line before it;
// - decorations of the 1999 text files ("-----" underlines, "=====" banners) are skipped.
// The rules body runs from the heading of the first section (found back from the first numbered rule, so the
// contents list before it is never read as rules) to the "Glossary" heading (so glossary and credits are not).
// Each line is stripped of its indentation and line-end padding, which are layout; the text inside is kept as printed.

import { readFileSync } from "node:fs";
import path from "node:path";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { decodeSource, unreadableCharacters } from "./decode.ts";
import type { SourceDocument, SourceRule, SourceSection } from "./types.ts";

/** The 1997 Fifth Edition rulebook (and any other text without numbered rules) cannot be read as a CR release. */
export class NotNumberedCrError extends Error {
  constructor(readonly file: string) {
    super(
      `${file}: not in numbered CR format (no rule numbered like "100.1." was found). ` +
        "Hint: the 1997 Fifth Edition rulebook is prose; the numbered Comprehensive Rules start with the April 1999 release.",
    );
    this.name = "NotNumberedCrError";
  }
}

type CrProblem = Omit<Diagnostic, "file">;

/** Every problem found in one file, each at its file:line:col. */
export class CrFormatError extends DiagnosticsError {
  constructor(file: string, problems: CrProblem[]) {
    super(problems.map((p) => ({ file, ...p })));
    this.name = "CrFormatError";
  }
}

// "100. General" (section heading), "100.1. Text", "102.8 Text" (period missing), "305.3.Text" (space missing),
// "100.1a Text", "205.2b. Text" (stray period), "606. 8b Text" (stray space), "408.f Text" (misprinted number).
// Misprinted numbers are kept as printed. A rule number must be followed by blanks, or by a period glued to a
// word: "406.1, " at the start of a wrapped line is a cross-reference.
const NUMBERED = /^(\d{3})\.(?:(\d+)|[ ](\d+)(?=[a-z][ \t]))?([a-z])?(\.)?(?:[ \t]+|(?<=\.)(?=[A-Za-z"“]))(?=\S)/u;
const EXAMPLE = /^(?:Example|EXAMPLE):/u;
/** "1. The Game", "9. Casual Variants": the parts (chapters) grouping the sections. */
const PART_HEADING = /^(\d{1,2})\.[ \t]+(\S.*)$/u;
const DECORATION = /^[-=_*]{3,}$/u;
/** The Glossary heading (after the rules; the contents list names it too). */
export const GLOSSARY = /^[_*]*glossary[_*]*$/iu;
const EDGE_BLANK = /^[ \t\f\v\u00a0]$/u;
const STATED_DATE = /(?:current|effective) as of ([A-Z][a-z]+) (\d{1,2}), (\d{4})/gu;
const RELEASE_FILE_NAME = /^cr-(\d{4}-\d{2}-\d{2})-([A-Z0-9]+)\.txt$/u;
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/** Date and set code of a release file named cr-<YYYY-MM-DD>-<SET>.txt (a path is fine), else undefined. */
export function parseReleaseFileName(file: string): { date: string; setCode: string } | undefined {
  const m = RELEASE_FILE_NAME.exec(path.basename(file));
  return m ? { date: m[1], setCode: m[2] } : undefined;
}

/**
 * Line ends to "\n", byte-order mark dropped: the text the line numbers of any source refer to. Bytes are decoded in
 * the encoding they were published in (decode.ts).
 */
export function normalizeSourceText(bytes: Buffer | string): string {
  const text = typeof bytes === "string" ? bytes : decodeSource(bytes).text;
  const unix = text.replaceAll("\r\n", "\n");
  return (unix.includes("\r") ? unix.replaceAll("\r", "\n") : unix).replace(/^\uFEFF/u, "");
}

/** Parses one CR release. `file` is the path reported in errors and kept in the document. */
export function parseCrText(bytes: Buffer | string, file: string): SourceDocument {
  const decoded = typeof bytes === "string" ? { text: bytes, encoding: "UTF-8" as const } : decodeSource(bytes);
  const unreadable = unreadableCharacters(decoded.text, decoded.encoding);
  if (unreadable.length > 0) throw new CrFormatError(file, unreadable);
  const lines = normalizeSourceText(decoded.text).split("\n");
  // Every pass below reads the lines stripped: stripped once here, so that reading a release stays one linear pass each.
  const stripped = lines.map(stripLine);
  const problems: CrProblem[] = [];
  const version = effectiveDate(lines, file, problems);
  const body = findRulesBody(stripped, file);
  const sections = readBody(lines, stripped, body, isHardWrapped(stripped, body), problems);
  if (problems.length > 0) throw new CrFormatError(file, problems);
  return { file, lang: "en", version, sections, chapters: chapterTitles(stripped), defects: [] };
}

/** Each chapter's title where the text first prints it ("5" → "Turn Structure"): the contents list, or the body. */
function chapterTitles(stripped: string[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const line of stripped) {
    const m = PART_HEADING.exec(line);
    if (m && !(m[1]! in titles)) titles[m[1]!] = m[2]!;
  }
  return titles;
}

/** Reads and parses a release file; `file` in the result is relative to the project root (when inside it). */
export function readCrFile(filePath: string, root: string = PROJECT_ROOT): SourceDocument {
  const absolute = path.resolve(filePath);
  return parseCrText(readFileSync(absolute), projectPath(absolute, root));
}

/** A path as the documents record it: relative to the project root with "/" separators, absolute if outside. */
export function projectPath(absolute: string, root: string = PROJECT_ROOT): string {
  const relative = path.relative(root, absolute);
  return relative.startsWith("..") || path.isAbsolute(relative) ? absolute : relative.split(path.sep).join("/");
}

/** One section of a parsed release ("706"), or an error naming the sections the release has. */
export function crSection(doc: SourceDocument, number: string): SourceSection {
  const section = doc.sections.find((s) => s.number === number);
  if (section) return section;
  const numbers = doc.sections.map((s) => s.number);
  throw new Error(
    `${doc.file}: no section ${number} in the ${doc.version} rules (sections ${numbers[0]}–${numbers.at(-1)}: ${numbers.join(", ")})`,
  );
}

/**
 * The effective date the text states ("These rules are current/effective as of July 23, 2001."); when it states
 * none, or several different ones, the date in the file name.
 */
function effectiveDate(lines: string[], file: string, problems: CrProblem[]): string {
  const stated = new Set<string>();
  for (const line of lines) {
    if (!line.includes(" as of ")) continue;
    for (const m of line.matchAll(STATED_DATE)) {
      const month = MONTHS.indexOf(m[1]) + 1;
      if (month > 0) stated.add(`${m[3]}-${pad(month)}-${pad(Number(m[2]))}`);
    }
  }
  if (stated.size === 1) return [...stated][0];
  const named = parseReleaseFileName(file);
  if (named) return named.date;
  problems.push({
    line: 1,
    column: 1,
    message:
      stated.size === 0
        ? 'no effective date: the text says no "effective as of <Month> <day>, <year>" and the file is not named cr-<YYYY-MM-DD>-<SET>.txt'
        : `ambiguous effective date (${[...stated].join(", ")}) and the file is not named cr-<YYYY-MM-DD>-<SET>.txt`,
  });
  return "";
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

interface LineRange {
  start: number;
  end: number;
}

/** From the heading of the first numbered rule's section to the Glossary heading (0-based, end exclusive). */
function findRulesBody(stripped: string[], file: string): LineRange {
  const firstRule = stripped.findIndex((line) => {
    const m = NUMBERED.exec(line);
    return m !== null && isRuleMatch(m);
  });
  if (firstRule < 0) throw new NotNumberedCrError(file);
  const section = NUMBERED.exec(stripped[firstRule])![1];
  let start = firstRule;
  for (let i = firstRule - 1; i >= 0; i--) {
    const m = NUMBERED.exec(stripped[i]);
    if (m && !isRuleMatch(m) && m[1] === section) {
      start = i;
      break;
    }
  }
  const glossary = stripped.findIndex((line, i) => i > firstRule && GLOSSARY.test(line));
  return { start, end: glossary < 0 ? stripped.length : glossary };
}

/**
 * In a hard-wrapped file most rules go on over the next line (80% of them in 1999–2002); in a file with one
 * paragraph per line, only the few rules followed by an unnumbered paragraph do (under 2%).
 */
function isHardWrapped(stripped: string[], body: LineRange): boolean {
  let rules = 0;
  let continued = 0;
  for (let i = body.start; i < body.end; i++) {
    const numbered = NUMBERED.exec(stripped[i]);
    if (!numbered || !isRuleMatch(numbered)) continue;
    rules++;
    const next = stripped[i + 1] ?? "";
    if (next !== "" && !DECORATION.test(next) && !EXAMPLE.test(next) && !NUMBERED.test(next)) continued++;
  }
  return rules > 0 && continued * 2 >= rules;
}

function isRuleMatch(m: RegExpExecArray): boolean {
  return m[2] !== undefined || m[3] !== undefined || m[4] !== undefined;
}

/** Removes the blanks (space, tab, form feed, vertical tab, no-break space) at both ends of a line. */
export function stripLine(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && EDGE_BLANK.test(line[start]!)) start++;
  while (end > start && EDGE_BLANK.test(line[end - 1]!)) end--;
  return start === 0 && end === line.length ? line : line.slice(start, end);
}

/** Where the next wrapped line of the current paragraph goes. */
type Target =
  | { kind: "title"; section: SourceSection }
  | { kind: "text"; rule: SourceRule }
  | { kind: "example"; rule: SourceRule; index: number }
  | { kind: "none" };

function readBody(lines: string[], stripped: string[], body: LineRange, wrapped: boolean, problems: CrProblem[]): SourceSection[] {
  const sections: SourceSection[] = [];
  let section: SourceSection | undefined;
  let rule: SourceRule | undefined;
  let target: Target = { kind: "none" };
  let inParagraph = false;

  for (let i = body.start; i < body.end; i++) {
    const raw = lines[i];
    const text = stripped[i];
    const line = i + 1;
    if (text === "" || DECORATION.test(text)) {
      inParagraph = false;
      continue;
    }
    const isExample = EXAMPLE.test(text);
    if (wrapped && inParagraph && !isExample) {
      appendWrapped(target, text);
      continue;
    }
    inParagraph = true;
    const column = raw.length - raw.trimStart().length + 1;
    const numbered = NUMBERED.exec(text);

    if (isExample) {
      if (!rule) {
        problems.push({ line, column, message: "example outside any rule" });
        target = { kind: "none" };
        continue;
      }
      rule.examples.push(text);
      target = { kind: "example", rule, index: rule.examples.length - 1 };
    } else if (numbered && !isRuleMatch(numbered)) {
      section = { number: numbered[1], title: text.slice(numbered[0].length), line, rules: [] };
      sections.push(section);
      rule = undefined;
      target = { kind: "title", section };
    } else if (numbered) {
      if (!section) {
        problems.push({ line, column, message: `rule ${numbered[0].trim()} before any section heading` });
        continue;
      }
      const id = `${numbered[1]}.${numbered[2] ?? numbered[3] ?? ""}${numbered[4] ?? ""}`;
      rule = { id, text: text.slice(numbered[0].length), examples: [], line };
      section.rules.push(rule);
      target = { kind: "text", rule };
    } else if (PART_HEADING.test(text)) {
      rule = undefined;
      target = { kind: "none" };
    } else if (rule) {
      // A paragraph of the rule that is not an example (e.g. 702.xx lists, "Leaves play" triggers in 1999–2003).
      rule.text += `\n${text}`;
      target = { kind: "text", rule };
    } else {
      problems.push({ line, column, message: `text outside any rule: "${text.slice(0, 60)}"` });
      target = { kind: "none" };
    }
  }
  return sections;
}

function appendWrapped(target: Target, text: string): void {
  switch (target.kind) {
    case "title":
      target.section.title += ` ${text}`;
      break;
    case "text":
      target.rule.text += ` ${text}`;
      break;
    case "example":
      target.rule.examples[target.index] += ` ${text}`;
      break;
    case "none":
      break;
  }
}
