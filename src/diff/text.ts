// What the diff compares in a rule: its text and its examples, whitespace-normalised, in plain typography, and
// the rule numbers printed inside them (cross-references), which a renumbering changes without changing what the
// rule says.
//
// Releases differ in typography without any change of wording (src/kb/typography.ts): the diff compares texts in
// plain typography, and a rule whose only change is typographic is unchanged.

import { normalizeWhitespace } from "../kb/fingerprint.ts";

/**
 * A rule number as printed in running text: "706", "706.2", "706.2a", also glued to a word as in the French
 * "règle510.1". Not part of a longer number ("1000", "2.5").
 */
const RULE_NUMBER = /(?<![\d.])\d{3}(?:\.\d+[a-z]?)?(?!\d)/gu;
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
/** Stands for any rule number in a masked text. */
const NUMBER_MASK = "#";

/** A rule's content as printed: the text, then each example on its own line, each whitespace-normalised. */
export function ruleContent(text: string, examples: readonly string[]): string {
  return [text, ...examples].map(normalizeWhitespace).join("\n");
}

/** The text with every rule number replaced by one mask: equal masks mean "same words, maybe other numbers". */
export function maskRuleNumbers(text: string): string {
  return text.replace(RULE_NUMBER, NUMBER_MASK);
}

/** The rule numbers printed in a text, in order. */
export function ruleNumbersIn(text: string): string[] {
  return text.match(RULE_NUMBER) ?? [];
}

/**
 * The ordinal that opens the sentences of a step ("Fourth, the active player gets priority."): a place in a
 * sequence, like a rule number, which changes when a step is added or removed without the sentence changing.
 */
const STEP_ORDINAL = /(?<=^|\n)(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Premièrement|Deuxièmement|Troisièmement|Quatrièmement|Cinquièmement|Sixièmement|Septièmement), /gu;

/**
 * A layer or sublayer label ("6e" in "(6e) effects that switch a creature's power and toughness", "7e" in "Layer 7e:"):
 * a place in the list of layers, which M10 renumbered.
 */
const LAYER_LABEL = /^\d[a-z]$/u;

/** Lower-case words of a text, rule numbers, step ordinals and layer labels left out: what text similarity is computed on. */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of maskRuleNumbers(text.replace(STEP_ORDINAL, "")).toLowerCase().split(WORD_SEPARATOR)) {
    if (word !== "" && !LAYER_LABEL.test(word)) words.add(word);
  }
  return words;
}

/**
 * A text cut into sentences and clauses: after ".", "!", "?", ";" or ":" (a closing quote or parenthesis kept with
 * it) followed by a space, and at line ends (each example is a line). Each piece keeps the spaces after it, so the
 * pieces joined give the text back. What splits, merges and sentence-level diffs align.
 */
export function sentencesOf(text: string): string[] {
  return (text.match(SENTENCE) ?? []).filter((piece) => piece !== "");
}

const SENTENCE = /[^\n]*?(?:[.!?;:]["')\]»]*(?:[ \u00a0\u202f]+|$)|\n|$)|[^\n]+/gu;
