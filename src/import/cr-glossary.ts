// Reader for the Glossary that closes each English CR release (sources/cr), after the numbered rules and before
// the credits (or, in 1999, the index).
//
// An entry is a block of lines between blank lines: the term on the first line, its definition below. A block
// that starts indented or with a numbered sense ("2. A counter is a marker…", printed apart in 2003) goes on the
// entry above as another paragraph. In hard-wrapped releases (1999–2002: most definition lines stop mid-sentence)
// a paragraph's lines are joined with one space, and an indented line starts a new paragraph; elsewhere each line
// is a paragraph. The text is kept as printed; three source defects are read through: a term printed without
// the blank line before it (2020-06-01 "Concede"), 2003-05-26's "Effect" printed at the end of the entry above it
// (`misplaced`), and 2021-06-18's terms glued to their first sense ("Ability1. Text on an object…", `glued`).

import { readFileSync } from "node:fs";
import path from "node:path";
import { GLOSSARY, normalizeSourceText, projectPath, stripLine } from "./cr-text.ts";

export interface GlossaryEntry {
  /** The term as printed ("Copiable Values", "Ante (Obsolete)", "Banding, “Bands with Other”"). */
  term: string;
  /** The definition's paragraphs, as printed (a hard-wrapped paragraph's lines joined with one space). */
  text: string[];
  /** 1-based line of the term in the source (after line-end normalisation). */
  line: number;
  /** The source printed the term glued to its definition; the term was split off at the "1." of its first sense. */
  glued?: true;
  /** The source printed the term as the last line of the entry above, then a blank line, then the definition. */
  misplaced?: true;
}

export interface Glossary {
  file: string;
  entries: GlossaryEntry[];
}

const END = /^[_*]*(?:credits|index)[_*]*$/iu;
const DECORATION = /^[-=_*]{3,}$/u;
const NUMBERED_SENSE = /^\d+\.\s/u;
const EXAMPLE = /^(?:Example|EXAMPLE):/u;
const GLUED = /^(.*?[A-Za-z)”"])(1\.\s.*)$/u;
/** A line that ends a sentence or a quotation: in a file with one paragraph per line, nearly every line does. */
const SENTENCE_END = /[.:;!?”")\]]$/u;

interface SourceLine {
  text: string;
  indent: number;
  line: number;
}

/** The glossary of one release; no entry when the text has no Glossary heading (the 1997 rulebook). */
export function parseCrGlossary(bytes: Buffer | string, file: string): Glossary {
  const raw = normalizeSourceText(bytes).split("\n");
  // The contents list names the Glossary too: the heading is the last line that says only "Glossary".
  let heading = -1;
  raw.forEach((line, i) => {
    if (GLOSSARY.test(stripLine(line))) heading = i;
  });
  if (heading < 0) return { file, entries: [] };
  const blocks: SourceLine[][] = [[]];
  for (let i = heading + 1; i < raw.length; i++) {
    const text = stripLine(raw[i]!);
    if (END.test(text)) break;
    if (text === "" || DECORATION.test(text)) {
      if (blocks.at(-1)!.length > 0) blocks.push([]);
      continue;
    }
    blocks.at(-1)!.push({ text, indent: raw[i]!.length - raw[i]!.trimStart().length, line: i + 1 });
  }
  const wrapped = isHardWrapped(blocks.filter((block) => block.length > 0));
  const filled = (wrapped ? blocks : blocks.flatMap(splitUnseparated)).filter((block) => block.length > 0);
  const entries: GlossaryEntry[] = [];
  for (const [index, [first, ...rest]] of filled.entries()) {
    const previous = entries.at(-1);
    if (previous && (first!.indent > 0 || NUMBERED_SENSE.test(first!.text))) {
      previous.text.push(...paragraphs([first!, ...rest], wrapped));
      continue;
    }
    // 2003-05-26 prints "Effect" as the last line of the entry above, then a blank line, then its definition: a
    // block opening with a whole sentence has lost its term, which is the line above if that reads as a term.
    const term = previous?.text.at(-1);
    if (!wrapped && term && isSentence(first!.text) && !SENTENCE_END.test(term)) {
      previous!.text.pop();
      entries.push({ term, text: paragraphs([first!, ...rest], wrapped), line: filled[index - 1]!.at(-1)!.line, misplaced: true });
      continue;
    }
    const glued = rest[0] && NUMBERED_SENSE.test(rest[0].text) ? GLUED.exec(first!.text) : null;
    if (glued) {
      entries.push({ term: glued[1]!, text: paragraphs([{ ...first!, text: glued[2]! }, ...rest], wrapped), line: first!.line, glued: true });
    } else {
      entries.push({ term: first!.text, text: paragraphs(rest, wrapped), line: first!.line });
    }
  }
  return { file, entries };
}

/** Reads a release file's glossary; `file` in the result is relative to the project root (when inside it). */
export function readCrGlossary(filePath: string): Glossary {
  const absolute = path.resolve(filePath);
  return parseCrGlossary(readFileSync(absolute), projectPath(absolute));
}

/**
 * In a file with one paragraph per line every definition line ends a sentence: a shorter line that does not,
 * after one that does and followed by more, is the next entry's term printed without the blank line before it
 * (2020-06-01: "Companion" runs into "Concede").
 */
function splitUnseparated(block: SourceLine[]): SourceLine[][] {
  const parts: SourceLine[][] = [[]];
  block.forEach((line, i) => {
    const afterSentence = i > 0 && SENTENCE_END.test(block[i - 1]!.text);
    if (afterSentence && i < block.length - 1 && line.text.length <= 80 && !SENTENCE_END.test(line.text)) parts.push([]);
    parts.at(-1)!.push(line);
  });
  return parts;
}

/** A definition's opening sentence, too long for a term (the longest are about 70 characters). */
function isSentence(text: string): boolean {
  return text.length > 80 && SENTENCE_END.test(text);
}

/** Most definition lines of a hard-wrapped glossary stop mid-sentence; nearly none do in the other layout. */
function isHardWrapped(blocks: SourceLine[][]): boolean {
  const lines = blocks.flatMap((block) => block.slice(1));
  const open = lines.filter((line) => !SENTENCE_END.test(line.text)).length;
  return lines.length > 0 && open * 3 >= lines.length;
}

function paragraphs(lines: SourceLine[], wrapped: boolean): string[] {
  if (!wrapped) return lines.map((line) => line.text);
  const result: string[] = [];
  for (const [i, line] of lines.entries()) {
    const starts = i === 0 || line.indent > lines[0]!.indent || NUMBERED_SENSE.test(line.text) || EXAMPLE.test(line.text);
    if (starts) result.push(line.text);
    else result[result.length - 1] += ` ${line.text}`;
  }
  return result;
}
