// Reader for the five French page dumps in sources/fr (see sources/fr/README.md).
//
// The dumps come from two French rules sites and keep their page layout: site navigation, a "Sommaire"
// with the table of contents, footers. Two layouts of the rules themselves occur:
//   - inline (000_…): "503.1. Text…" on one line, example lines under it, a blank line between rules;
//   - block (001_…, 002_…, 004_…): the number alone on a line ("706.2a"), then the text, blank lines between
//     every paragraph; 003_… is the block layout with the blank lines lost, so numbers and "Exemple :" labels
//     are glued to the end of the previous sentence ("…chacune.810.2.").
// Mana and tap symbols were images and are missing. Every defect is kept verbatim in the text and reported
// as a SourceDefect; nothing is fixed silently.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { compareRuleIds, nextRuleId } from "../kb/ids.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { normalizeSourceText } from "./cr-text.ts";
import type { SourceDefect, SourceDocument, SourceRule, SourceSection } from "./types.ts";

// ---------------------------------------------------------------------------------------------------------
// Page chrome and edition labels

/** Lines of site navigation, headers and footers that are not part of the rules. */
const PAGE_CHROME: readonly RegExp[] = [
  /^Règles MAGIC 5\.2$/u,
  /^Table de Jeux Forum Livre d'or Autres sites$/u,
  /^Règles complètes de Magic: The Gathering$/u,
  /^Règles US \[[^\]]*\] Règles FR \[[^\]]*\](?:Sommaire)?$/u,
  /^Sommaire$/u,
];

/**
 * How each site labels the rules release it translates. "Règles MAGIC 5.2" carries no date: its numbering
 * is the pre-M10 one and its closest English text is the CR of 2007-10-01 (Lorwyn), per sources/fr/README.md.
 */
const EDITION_LABELS: readonly { label: RegExp; version: (match: RegExpExecArray) => string }[] = [
  { label: /^Règles MAGIC 5\.2$/mu, version: () => "2007-10-01" },
  { label: /Règles FR \[(\d\d)\/(\d\d)\/(\d{4})\]/u, version: (m) => `${m[3]}-${m[2]}-${m[1]}` },
];

/** The rating widget that closes a page of the 5.2 site: nothing after it is rules text. */
const END_OF_PAGE = /^Noter cette rubrique$/u;

const TOC_CHAPTER = /^(\d)\. (\S.*)$/u;
const TOC_SECTION = /^- (\d{3})\. (\S.*)$/u;
const SECTION_HEADING = /^(\d{3})\. (\S.*)$/u;
/** A rule number as printed: "503.1.", "503.10a.", "706.2a", "810.4". */
const RULE_NUMBER = /(\d{3})\.(\d+)([a-z]?)(\.?)(?=\s|$)/gu;
const EXAMPLE_LABEL = /Exemple[ \u00a0\u202f]?:/gu;
/** A glued number or label counts as a new paragraph only right after the end of a sentence. */
const SENTENCE_END = /[.:;!?)»"”]$/u;

// ---------------------------------------------------------------------------------------------------------
// Known misprints and mistranslations, found by comparing each text with its English counterpart. An entry
// applies to the page of its version holding its section; the tests check that each one is found there.

export interface Erratum {
  version: string;
  section: string;
  kind: SourceDefect["kind"];
  original: string;
  expected?: string;
  message: string;
}

export const FRENCH_ERRATA: readonly Erratum[] = [
  {
    version: "2011-02-04",
    section: "613",
    kind: "correction",
    original: "Coucher 6",
    expected: "Couche 6",
    message: "Coquille : « Coucher » pour « Couche » (couche 6).",
  },
  {
    version: "2011-02-04",
    section: "613",
    kind: "correction",
    original: "lui est ensuite appliqué (couche 7b)",
    expected: "lui est ensuite appliqué (couche 7c)",
    message: "Un effet « +1/+1 jusqu’à la fin du tour » s’applique en couche 7c, comme le dit le texte anglais ; le texte français imprime 7b.",
  },
  {
    version: "2011-02-04",
    section: "810",
    kind: "correction",
    original: "(cf. règle 102)",
    expected: "(cf. règle 104)",
    message: "Renvoi erroné : le texte anglais renvoie à la règle 104 (gagner et perdre) ; la règle 102 traite des joueurs.",
  },
  {
    version: "2011-02-04",
    section: "810",
    kind: "correction",
    original: "à l'attaquant Les capacités",
    expected: "à l'attaquant. Les capacités",
    message: "Il manque un point là où le texte anglais commence un nouveau paragraphe (« Any characteristic-defining ability… »).",
  },
  {
    version: "2011-02-04",
    section: "115",
    kind: "correction",
    original: "Un joueur peur effectuer",
    expected: "Un joueur peut effectuer",
    message: "Coquille : « peur » pour « peut ».",
  },
  {
    version: "2007-10-01",
    section: "503",
    kind: "correction",
    original: "Il ne devient une copie après être arrivé en jeu.",
    expected: "Il ne devient pas une copie après être arrivé en jeu.",
    message: "Il manque la négation « pas » : le texte anglais dit que l’objet n’arrive pas en jeu pour devenir ensuite une copie.",
  },
  {
    version: "2007-10-01",
    section: "503",
    kind: "translation",
    original: "ou détruisez l'aura ciblée",
    message: "En anglais, le second mode du Charme d’émeraude est « destroy target non-Aura enchantment » (détruisez l’enchantement non-Aura ciblé) ; le texte français dit « détruisez l’aura ciblée ».",
  },
  {
    version: "2007-10-01",
    section: "504",
    kind: "translation",
    original: "Une ancienne carte (Masque de l'Illusion)",
    message: "Le texte anglais du 2007-10-01 nomme deux cartes (le Masque de l’Illusion et l’Ixidron) ; le texte français suit un texte plus ancien.",
  },
  {
    version: "2007-10-01",
    section: "507",
    kind: "translation",
    original: "qui seraient contraires aux règles de tournoi",
    message:
      "Le texte anglais dit que ce contrôleur ne peut pas faire les choix que les règles de tournoi laissent au joueur (comme appeler un arbitre), et non qu’il ne peut pas enfreindre les règles de tournoi.",
  },
];

/** Function words of English that French does not use: three of them in one sentence mark it as English. */
const ENGLISH_ONLY_WORDS = new Set(["the", "of", "is", "an", "itself", "and", "to", "with", "that", "this", "by", "from", "are", "its", "which", "when"]);

const RULE_GLUE_MESSAGE = "Numéro de règle collé à la phrase précédente dans la source";
const EXAMPLE_GLUE_MESSAGE = "Exemple collé à la fin du paragraphe précédent dans la source";
const LOST_SYMBOL_MESSAGE = "Un symbole de mana ou d’engagement (une image dans la page d’origine) a disparu ici";

// ---------------------------------------------------------------------------------------------------------
// Errors

/** Every problem found in one file (or in a directory of them), each at its file:line:col. */
export class FrenchSeedError extends DiagnosticsError {
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics);
    this.name = "FrenchSeedError";
  }
}

// ---------------------------------------------------------------------------------------------------------
// Source text with positions

class SourceText {
  readonly text: string;
  private readonly lineStarts: number[] = [0];

  constructor(
    bytes: Buffer | string,
    readonly file: string,
  ) {
    this.text = normalizeSourceText(typeof bytes === "string" ? bytes : decodeUtf8(bytes, file));
    for (let i = 0; i < this.text.length; i++) if (this.text[i] === "\n") this.lineStarts.push(i + 1);
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** Line `n` (0-based) without its line end, and the offset where it starts. */
  line(n: number): { text: string; start: number } {
    const start = this.lineStarts[n]!;
    const end = n + 1 < this.lineStarts.length ? this.lineStarts[n + 1]! - 1 : this.text.length;
    return { text: this.text.slice(start, end), start };
  }

  diagnostic(offset: number, message: string): Diagnostic {
    let line = 0;
    while (line + 1 < this.lineStarts.length && this.lineStarts[line + 1]! <= offset) line++;
    return { file: this.file, line: line + 1, column: offset - this.lineStarts[line]! + 1, message };
  }

  where(offset: number): string {
    const { file, line, column } = this.diagnostic(offset, "");
    return `${file}:${line}:${column}`;
  }
}

function decodeUtf8(bytes: Buffer, file: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new FrenchSeedError([{ file, line: 1, column: 1, message: "not valid UTF-8" }]);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Scanning: each body line becomes a sequence of segments (rule number, example start, plain text)

/** A stretch of source text that belongs to one paragraph. */
interface Piece {
  text: string;
  start: number;
  end: number;
  /** Whether blank lines separate this piece from the previous line of text. */
  afterBlank: boolean;
}

type Segment =
  | { kind: "rule"; id: string; offset: number; glue?: string }
  | { kind: "example"; piece: Piece; glue?: string }
  | { kind: "text"; piece: Piece };

/** Where a rule number or an "Exemple :" label starts a new paragraph inside a line. */
interface Break {
  index: number;
  /** Length of the number or label as printed. */
  length: number;
  kind: "rule" | "example";
  id?: string;
}

function endsSentence(textBefore: string): boolean {
  return SENTENCE_END.test(textBefore.trimEnd());
}

/**
 * The first break at or after `from`. At the start of a line any number of the current section opens a rule;
 * inside a line it must follow the end of a sentence and come after the last rule, so that cross-references
 * ("voir les règles 613.1 et 613.3") stay text.
 */
function findBreak(line: string, from: number, section: string, lastId: string | undefined): Break | undefined {
  let rule: Break | undefined;
  for (const m of line.slice(from).matchAll(RULE_NUMBER)) {
    const index = from + m.index;
    const id = `${m[1]}.${m[2]}${m[3]}`;
    const before = line.slice(0, index);
    const glued = index > 0 && !/\d$/u.test(before) && endsSentence(before) && (!lastId || compareRuleIds(id, lastId) > 0);
    if (m[1] === section && (index === 0 || glued)) {
      rule = { index, length: m[0].length, kind: "rule", id };
      break;
    }
  }
  let example: Break | undefined;
  for (const m of line.slice(from).matchAll(EXAMPLE_LABEL)) {
    const index = from + m.index;
    if (index === 0 || endsSentence(line.slice(0, index))) {
      example = { index, length: m[0].length, kind: "example" };
      break;
    }
  }
  return rule && example ? (rule.index < example.index ? rule : example) : (rule ?? example);
}

/** The source text around a glue point, enough to find it: from the last word before it to the next word. */
function glueContext(line: string, brk: Break): string {
  const end = brk.index + brk.length;
  const lastWord = /[\p{L}\p{N}][^\p{L}\p{N}]*$/u.exec(line.slice(0, brk.index));
  const start = lastWord ? line.lastIndexOf(" ", lastWord.index) + 1 : 0;
  const after = /^\s+\S+/u.exec(line.slice(end));
  return line.slice(start, end + (after ? after[0].length : 0));
}

function scanLine(line: string, lineStart: number, afterBlank: boolean, section: string, lastIdBefore: string | undefined): Segment[] {
  const segments: Segment[] = [];
  let lastId = lastIdBefore;
  // The text from `pos` on opens an example (when a label was just found) or continues the current paragraph.
  let pos = 0;
  let openExample: { glue?: string } | undefined;
  let searchFrom = 0;
  for (;;) {
    const brk = findBreak(line, searchFrom, section, lastId);
    const raw = line.slice(pos, brk ? brk.index : line.length);
    const text = raw.trim();
    if (text !== "") {
      const start = lineStart + pos + (raw.length - raw.trimStart().length);
      const piece: Piece = { text, start, end: start + text.length, afterBlank: afterBlank && segments.length === 0 };
      segments.push(openExample ? { kind: "example", piece, ...openExample } : { kind: "text", piece });
    }
    if (!brk) return segments;
    const glue = brk.index > 0 ? { glue: glueContext(line, brk) } : {};
    if (brk.kind === "rule") {
      segments.push({ kind: "rule", id: brk.id!, offset: lineStart + brk.index, ...glue });
      lastId = brk.id;
      pos = searchFrom = brk.index + brk.length;
      openExample = undefined;
    } else {
      // The label is part of the example text: keep it, and look for the next break after it.
      pos = brk.index;
      searchFrom = brk.index + brk.length;
      openExample = glue;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Assembling rules

interface DraftRule {
  id: string;
  /** The number as printed, where it is not the id (the second 706.8c is 706.8d). */
  printedId?: string;
  line: number;
  /** Offset of the rule number in the source. */
  offset: number;
  /** The rule text starts on the line of its number: paragraphs are then not separated by blank lines. */
  inline: boolean;
  text: Piece[];
  examples: Piece[][];
}

interface DraftSection {
  section: SourceSection;
  drafts: DraftRule[];
}

interface ParseState {
  source: SourceText;
  problems: { offset: number; message: string }[];
  defects: { offset: number; defect: SourceDefect }[];
  sections: DraftSection[];
  chapterTitles: Map<string, string>;
}

function currentSection(state: ParseState): DraftSection | undefined {
  return state.sections[state.sections.length - 1];
}

function currentRule(state: ParseState): DraftRule | undefined {
  const section = currentSection(state);
  return section?.drafts[section.drafts.length - 1];
}

function addProblem(state: ParseState, offset: number, message: string): void {
  state.problems.push({ offset, message });
}

function addDefect(state: ParseState, offset: number, defect: SourceDefect): void {
  state.defects.push({ offset, defect });
}

function startRule(state: ParseState, segment: Extract<Segment, { kind: "rule" }>, lineNumber: number, inline: boolean): void {
  const section = currentSection(state)!;
  const previous = currentRule(state);
  let id = segment.id;
  let printedId: string | undefined;
  if (section.drafts.some((d) => d.id === id)) {
    // A number printed twice: the second occurrence is the next rule (706.8c twice → the second is 706.8d).
    const renumbered = nextRuleId(previous!.id);
    if (previous!.id !== id || renumbered === undefined || section.drafts.some((d) => d.id === renumbered)) {
      addProblem(state, segment.offset, `rule ${id} appears twice`);
      return;
    }
    addDefect(state, segment.offset, {
      rule: renumbered,
      kind: "correction",
      original: id,
      expected: renumbered,
      message: `Numéro de règle ${id} imprimé deux fois dans la source ; la seconde occurrence est la règle ${renumbered}`,
    });
    printedId = id;
    id = renumbered;
  } else if (previous && compareRuleIds(id, previous.id) < 0) {
    addProblem(state, segment.offset, `rule ${id} follows rule ${previous.id}`);
  }
  if (segment.glue !== undefined) {
    addDefect(state, segment.offset, { rule: id, kind: "correction", original: segment.glue, message: RULE_GLUE_MESSAGE });
  }
  section.drafts.push({ id, ...(printedId ? { printedId } : {}), line: lineNumber, offset: segment.offset, inline, text: [], examples: [] });
}

function addSegments(state: ParseState, segments: Segment[], lineNumber: number): void {
  segments.forEach((segment, i) => {
    if (segment.kind === "rule") {
      startRule(state, segment, lineNumber, segments[i + 1]?.kind === "text");
      return;
    }
    const rule = currentRule(state);
    if (!rule) {
      addProblem(state, segment.piece.start, "text outside any rule");
      return;
    }
    if (segment.kind === "example") {
      if (rule.text.length === 0) addProblem(state, segment.piece.start, `example before the text of rule ${rule.id}`);
      if (segment.glue !== undefined) {
        addDefect(state, segment.piece.start, { rule: rule.id, kind: "correction", original: segment.glue, message: EXAMPLE_GLUE_MESSAGE });
      }
      rule.examples.push([segment.piece]);
    } else {
      (rule.examples[rule.examples.length - 1] ?? rule.text).push(segment.piece);
    }
  });
}

function sectionTitle(heading: string, chapterTitles: Map<string, string>, number: string): string {
  // 001_…–004_… prefix the title with its chapter: "706. Règles supplémentaires : Copier des objets".
  const chapter = chapterTitles.get(number[0]!);
  return chapter !== undefined && heading.startsWith(`${chapter} : `) ? heading.slice(chapter.length + 3) : heading;
}

function scanBody(state: ParseState): void {
  const { source } = state;
  let inBody = false;
  let afterBlank = false;
  for (let n = 0; n < source.lineCount; n++) {
    const { text: line, start } = source.line(n);
    if (line.trim() === "") {
      afterBlank = true;
      continue;
    }
    if (END_OF_PAGE.test(line)) break;
    if (PAGE_CHROME.some((re) => re.test(line))) continue;
    const heading = SECTION_HEADING.exec(line);
    if (heading) {
      inBody = true;
      const number = heading[1]!;
      state.sections.push({
        section: { number, title: sectionTitle(heading[2]!, state.chapterTitles, number), line: n + 1, rules: [], file: source.file },
        drafts: [],
      });
      afterBlank = false;
      continue;
    }
    if (!inBody) {
      if (!TOC_CHAPTER.test(line) && !TOC_SECTION.test(line)) addProblem(state, start, "unexpected text before the first section heading");
      continue;
    }
    const section = currentSection(state)!;
    addSegments(state, scanLine(line, start, afterBlank, section.section.number, currentRule(state)?.id), n + 1);
    afterBlank = false;
  }
  if (state.sections.length === 0) addProblem(state, 0, 'no section heading ("503. Copier des objets") found');
}

// ---------------------------------------------------------------------------------------------------------
// Defect detectors working on the assembled paragraphs

/** Up to three words of the paragraph on each side of source[gapStart, gapEnd), as printed. */
function around(source: SourceText, paragraph: Piece[], gapStart: number, gapEnd: number): string {
  const first = paragraph[0]!.start;
  const last = paragraph[paragraph.length - 1]!.end;
  const before = /(?:\S+\s+){0,2}\S*$/u.exec(source.text.slice(first, gapStart))!;
  const after = /^\S*(?:\s+\S+){0,2}/u.exec(source.text.slice(gapEnd, last))!;
  return source.text.slice(gapStart - before[0].length, gapEnd + after[0].length);
}

/** Symbols lost inside a line leave a space before ":", ")" or "." where the image stood. */
const INLINE_SYMBOL_GAPS: readonly RegExp[] = [/(?<=(?:^|\s)[«"])\s+(?=:)/gu, /(?<=\S)\s+(?=\))/gu, /(?<=\S)\s+(?=\.(?!\.))/gu];

function detectLostSymbols(state: ParseState, rule: DraftRule, paragraph: Piece[]): void {
  const gaps: [number, number][] = [];
  paragraph.forEach((piece, i) => {
    // In the inline layout a blank line inside a paragraph is where a symbol image stood.
    if (i > 0 && piece.afterBlank && rule.inline) gaps.push([paragraph[i - 1]!.end, piece.start]);
    for (const re of INLINE_SYMBOL_GAPS) {
      for (const m of piece.text.matchAll(re)) gaps.push([piece.start + m.index, piece.start + m.index + m[0].length]);
    }
  });
  for (const [gapStart, gapEnd] of gaps.sort((a, b) => a[0] - b[0])) {
    addDefect(state, gapStart, { rule: rule.id, kind: "correction", original: around(state.source, paragraph, gapStart, gapEnd), message: LOST_SYMBOL_MESSAGE });
  }
}

function detectEnglishSentences(state: ParseState, rule: DraftRule, paragraph: Piece[]): void {
  for (const piece of paragraph) {
    for (const m of piece.text.matchAll(/[^.!?]+[.!?]*/gu)) {
      const sentence = m[0].trim();
      const words = new Set(sentence.toLowerCase().match(/\p{L}+/gu) ?? []);
      const englishWords = [...words].filter((w) => ENGLISH_ONLY_WORDS.has(w));
      if (englishWords.length >= 3) {
        addDefect(state, piece.start + m.index, {
          rule: rule.id,
          kind: "translation",
          original: sentence,
          message: "Phrase restée en anglais dans la source française",
        });
      }
    }
  }
}

function detectMissingSpaceAfterRule(state: ParseState, rule: DraftRule, paragraph: Piece[]): void {
  for (const piece of paragraph) {
    for (const m of piece.text.matchAll(/\b(règles?)(\d{3}(?:\.\d+[a-z]?)?)/gu)) {
      addDefect(state, piece.start + m.index, {
        rule: rule.id,
        kind: "correction",
        original: m[0],
        expected: `${m[1]} ${m[2]}`,
        message: "Il manque une espace entre « règle » et le numéro de la règle",
      });
    }
  }
}

function detectErrata(state: ParseState, version: string): void {
  for (const erratum of FRENCH_ERRATA) {
    const section = state.sections.find((s) => s.section.number === erratum.section);
    if (erratum.version !== version || !section) continue;
    const found = section.drafts.flatMap((rule) =>
      [rule.text, ...rule.examples].flatMap((paragraph) => {
        if (paragraph.length === 0) return [];
        const start = paragraph[0]!.start;
        const at = state.source.text.slice(start, paragraph[paragraph.length - 1]!.end).indexOf(erratum.original);
        return at < 0 ? [] : [{ rule, offset: start + at }];
      }),
    );
    if (found.length === 0) continue;
    if (found.length > 1) {
      const places = found.map((f) => state.source.where(f.offset)).join(", ");
      addProblem(state, found[1]!.offset, `erratum “${erratum.original}” is ambiguous: found at ${places}`);
      continue;
    }
    addDefect(state, found[0]!.offset, {
      rule: found[0]!.rule.id,
      kind: erratum.kind,
      original: erratum.original,
      ...(erratum.expected !== undefined ? { expected: erratum.expected } : {}),
      message: erratum.message,
    });
  }
}

function finishRules(state: ParseState, version: string | undefined): void {
  for (const { section, drafts } of state.sections) {
    for (const rule of drafts) {
      if (rule.text.length === 0) {
        addProblem(state, rule.offset, `rule ${rule.id} has no text`);
        continue;
      }
      for (const paragraph of [rule.text, ...rule.examples]) {
        detectLostSymbols(state, rule, paragraph);
        detectEnglishSentences(state, rule, paragraph);
        detectMissingSpaceAfterRule(state, rule, paragraph);
      }
      const join = (paragraph: Piece[]): string => paragraph.map((p) => p.text).join("\n");
      const sourceRule: SourceRule = {
        id: rule.id,
        ...(rule.printedId ? { printedId: rule.printedId } : {}),
        text: join(rule.text),
        examples: rule.examples.map(join),
        line: rule.line,
      };
      section.rules.push(sourceRule);
    }
  }
  if (version !== undefined) detectErrata(state, version);
}

// ---------------------------------------------------------------------------------------------------------
// Public API

function readVersion(source: SourceText): string | undefined {
  for (const { label, version } of EDITION_LABELS) {
    const m = label.exec(source.text);
    if (m) return version(m);
  }
  return undefined;
}

function tableOfContents(source: SourceText): Map<string, string> {
  const titles = new Map<string, string>();
  for (let n = 0; n < source.lineCount; n++) {
    const line = source.line(n).text;
    if (SECTION_HEADING.test(line)) break;
    const m = TOC_CHAPTER.exec(line) ?? TOC_SECTION.exec(line);
    if (m) titles.set(m[1]!, m[2]!);
  }
  return titles;
}

/**
 * Reads one French page dump into one SourceDocument (lang "fr"): its sections, rules, examples and the
 * defects found in it. The version comes from the page's edition label. Throws a FrenchSeedError listing
 * every problem as file:line:col.
 */
export function parseFrenchSeed(bytes: Buffer | string, file: string): SourceDocument {
  const source = new SourceText(bytes, file);
  const version = readVersion(source);
  const state: ParseState = { source, problems: [], defects: [], sections: [], chapterTitles: tableOfContents(source) };
  if (version === undefined) addProblem(state, 0, 'no edition label ("Règles MAGIC 5.2" or "Règles FR [dd/mm/yyyy]") found');
  scanBody(state);
  finishRules(state, version);
  if (state.problems.length > 0) {
    const sorted = [...state.problems].sort((a, b) => a.offset - b.offset);
    throw new FrenchSeedError(sorted.map((p) => source.diagnostic(p.offset, p.message)));
  }
  return {
    file,
    lang: "fr",
    version: version!,
    sections: state.sections.map((s) => s.section),
    defects: state.defects.sort((a, b) => a.offset - b.offset).map((d) => d.defect),
  };
}

/**
 * French titles from the page's table of contents: chapters ("7" → "Règles supplémentaires") and, where the
 * page lists them (003_…), sections ("706" → "Copier des objets"). Empty for a page without contents.
 */
export function frenchSectionTitles(bytes: Buffer | string, file: string): Map<string, string> {
  return tableOfContents(new SourceText(bytes, file));
}

function bySectionNumber(a: { number: string }, b: { number: string }): number {
  return Number(a.number) - Number(b.number);
}

/** Where the French page dumps are, relative to the project root. */
const FRENCH_SOURCES_DIR = "sources/fr";

/**
 * All French page dumps of a project (its sources/fr), merged per version: one SourceDocument per version, its
 * sections in rule order, each section's `file` naming the dump it came from. A document's `file` is that dump
 * when all its sections come from one; otherwise the directory. Paths are relative to `root`. Defects are in
 * section order, and in source order within a section. Throws a FrenchSeedError with the problems of every dump.
 */
export function readFrenchSources(root: string = PROJECT_ROOT): SourceDocument[] {
  const files = readdirSync(join(root, FRENCH_SOURCES_DIR))
    .filter((name) => name.endsWith(".txt"))
    .sort()
    .map((name) => `${FRENCH_SOURCES_DIR}/${name}`);
  const problems: Diagnostic[] = [];
  const byVersion = new Map<string, SourceDocument[]>();
  for (const file of files) {
    try {
      const doc = parseFrenchSeed(readFileSync(join(root, file)), file);
      byVersion.set(doc.version, [...(byVersion.get(doc.version) ?? []), doc]);
    } catch (error) {
      if (!(error instanceof FrenchSeedError)) throw error;
      problems.push(...error.diagnostics);
    }
  }
  if (problems.length > 0) throw new FrenchSeedError(problems);
  return [...byVersion.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([version, docs]) => ({
      file: docs.length === 1 ? docs[0]!.file : FRENCH_SOURCES_DIR,
      lang: "fr" as const,
      version,
      sections: docs.flatMap((d) => d.sections).sort(bySectionNumber),
      defects: docs.flatMap((d) => d.defects).sort((a, b) => bySectionNumber({ number: a.rule.slice(0, 3) }, { number: b.rule.slice(0, 3) })),
    }));
}
