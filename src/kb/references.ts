// Cross-references in official text, English and French: "rule 613.1f", "règle 613.1f", "rules 706.2–706.4",
// "rules 100.1, 100.2, and 100.3", "section 8", "see rule 510", and the French source's "règle510.1".

import type { CrossReference } from "./model.ts";

const ID = String.raw`\d{3}(?:\.\d+[a-z]?)?`;
const RANGE_SEPARATOR = String.raw`(?:\s*[–—-]\s*|\s+(?:through|to|à)\s+)`;
const LIST_SEPARATOR = String.raw`(?:,\s*(?:and\s+|or\s+|et\s+|ou\s+)?|\s+(?:and|or|et|ou)\s+)`;

const RULE_REFERENCE = new RegExp(
  String.raw`\b(?:rules?|règles?|sections?)\s*(${ID})(?![\d.]\d)((?:${RANGE_SEPARATOR}${ID}(?![\d.]\d))|(?:${LIST_SEPARATOR}${ID}(?![\d.]\d))*)`,
  "giu",
);
const CHAPTER_REFERENCE = /\bsections?\s+(\d)(?!\d)/giu;
const ANY_ID = new RegExp(ID, "gu");

export type FoundReference = Omit<CrossReference, "position">;

export function parseReferences(text: string): FoundReference[] {
  const found: FoundReference[] = [];
  for (const m of text.matchAll(RULE_REFERENCE)) {
    const tail = m[2] ?? "";
    const targets = [m[1]!, ...[...tail.matchAll(ANY_ID)].map((t) => t[0])];
    const isRange = tail !== "" && new RegExp(`^${RANGE_SEPARATOR}`, "u").test(tail);
    found.push({ text: m[0], offset: m.index!, targets, kind: isRange ? "range" : "rule" });
  }
  for (const m of text.matchAll(CHAPTER_REFERENCE)) {
    found.push({ text: m[0], offset: m.index!, targets: [m[1]!], kind: "chapter" });
  }
  return found.sort((a, b) => a.offset - b.offset);
}
