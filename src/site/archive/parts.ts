// A long section read in parts, and a Glossary read letter by letter: the page budget (every page at most 110 KB and
// 25 KB gzip with its styles and scripts) leaves a page about 40 KB of rules text, where 702 (Keyword Abilities) is
// 260 KB. A section is cut at numbered rules (702.19 with its subrules 702.19a–e stays whole): part 1 is the
// section's own address (/en/2021-09-24/cr/702/), part n is /en/2021-09-24/cr/702/n/. Where a section is cut is a
// function of its text alone, so that every release printing the same text cuts it alike, the build and the
// pages' scripts agree, and each release's data (archive/export.ts) stores only the first rule of each part after
// the first. Plain data in, plain data out: shared by the build and the browser.

type Lang = "en" | "fr";

/** What a part is measured by: the text of its rules and examples. */
interface PartRule {
  id: string;
  text: string;
  examples: string[];
}

/**
 * Bytes of rules a part holds at most, as estimated below (a numbered rule longer than that is one part alone). The
 * page frame, the switches and the table of parts come on top: the budget test (test/site/budgets.test.ts) measures
 * the pages as built.
 */
const PART_BYTES = 36_000;

/**
 * A rule's weight on its page: its text, its markup (heading, anchor, paragraph) and, under each example, the
 * engine's verdict panel; escaping and cross-reference links add about a tenth.
 */
const weight = (rule: PartRule) => Math.ceil(1.1 * (rule.text.length + rule.examples.reduce((sum, e) => sum + e.length, 0))) + 220 + 480 * rule.examples.length;

/** "702.19b" → 19; the section's own heading ("702") and an id of another form → 0 (the first part). */
function ruleNumber(id: string): number {
  const match = /^\d{3}\.(\d+)/u.exec(id);
  return match ? Number(match[1]) : 0;
}

/** A numbered rule ("702.19"), where a part may begin; not a subrule ("702.19a") nor the section ("702"). */
const isNumberedRule = (id: string) => /^\d{3}\.\d+$/u.test(id);

/**
 * The first rule of each part after the first (["702.19", "702.45", …]); empty when the section fits one page.
 * Greedy: a part takes numbered rules, each with its subrules, while they fit.
 */
export function partStarts(rules: PartRule[]): string[] {
  const starts: string[] = [];
  let size = 0;
  let block = 0;
  let blockStart: string | undefined;
  const close = () => {
    if (blockStart !== undefined && size > 0 && size + block > PART_BYTES) {
      starts.push(blockStart);
      size = 0;
    }
    size += block;
  };
  for (const rule of rules) {
    if (isNumberedRule(rule.id)) {
      close();
      blockStart = rule.id;
      block = 0;
    }
    block += weight(rule);
  }
  close();
  return starts;
}

/** The part (1, 2, …) that holds rule `id` ("702.19b", or an example's anchor "702.19b-ex1") of a section cut at `starts`. */
export function partOf(starts: readonly string[], id: string): number {
  const number = ruleNumber(id);
  return 1 + starts.filter((start) => ruleNumber(start) <= number).length;
}

/** The address of part `part` of a section's full text: part 1 is the section's own. */
export function partPath(lang: Lang, version: string, section: string, part: number): string {
  return `/${lang}/${version}/cr/${section}/${part > 1 ? `${part}/` : ""}`;
}

/** Where rule `id` of a section cut at `starts` is read, with its anchor (none for the section itself). */
export function rulePath(lang: Lang, version: string, section: string, starts: readonly string[], id: string): string {
  const page = partPath(lang, version, section, partOf(starts, id));
  return id === section ? page : `${page}#${id}`;
}

/** The letter a Glossary term is filed under, from its anchor ("timestamp-order" → "t"); digits and signs under "0". */
export function glossaryLetter(anchor: string): string {
  const first = anchor.normalize("NFD").charAt(0).toLowerCase();
  return /[a-z]/u.test(first) ? first : "0";
}

/** The index of a release's Glossary (its letters, each term listed) and the page of one letter. */
export function glossaryLetterPath(lang: Lang, version: string, letter?: string): string {
  return `/${lang}/${version}/glossary/${letter ? `${letter}/` : ""}`;
}

/** Where a Glossary term's entry is read. */
export const glossaryTermPath = (lang: Lang, version: string, anchor: string) => `${glossaryLetterPath(lang, version, glossaryLetter(anchor))}#${anchor}`;
