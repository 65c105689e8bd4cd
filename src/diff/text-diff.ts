// The diff a reader sees between two wordings of a rule. Sentences are aligned first: an unchanged sentence is
// kept whole, a sentence rewritten beyond recognition shows as one removed sentence and one inserted sentence,
// and only sentences that still resemble each other (SAME_SENTENCE) and keep most of their text (WORD_DIFF_KEPT)
// get a word diff. So a rewritten French rule
// reads as "this sentence became that one", not as scattered words. Differences of typography alone (the spaces
// around a dash, which comparisonKey ignores) are folded into the unchanged text.

import { diffArrays, diffWords } from "diff";
import { comparisonKey, sentencesOf, wordsOf } from "./text.ts";

export interface WordDiffPart {
  op: "=" | "-" | "+";
  text: string;
}

/** Two sentences at least this alike (Dice coefficient over their words) are one sentence, reworded. */
const SAME_SENTENCE = 0.5;
/**
 * A reworded sentence gets a word diff only if at least this share of its text (both versions) is unchanged;
 * otherwise it reads better as the old sentence replaced by the new one.
 */
const WORD_DIFF_KEPT = 0.6;

/** The diff of two texts in plain typography: sentences aligned, then words within the sentences kept. */
export function textDiff(before: string, after: string): WordDiffPart[] {
  const parts: WordDiffPart[] = [];
  const push = (op: WordDiffPart["op"], text: string) => {
    if (text === "") return;
    const last = parts.at(-1);
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  const blocks = diffArrays(sentencesOf(before), sentencesOf(after), { comparator: sameWording });
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (!block.added && !block.removed) {
      for (const sentence of block.value) push("=", sentence);
      continue;
    }
    const next = blocks[i + 1];
    if (next && (next.added || next.removed) && next.added !== block.added) {
      const [removed, added] = block.removed ? [block.value, next.value] : [next.value, block.value];
      replaceSentences(removed, added, push);
      i++;
    } else {
      for (const sentence of block.value) push(block.added ? "+" : "-", sentence);
    }
  }
  return parts;
}

function sameWording(x: string, y: string): boolean {
  return comparisonKey(x).trim() === comparisonKey(y).trim();
}

/** Removed sentences replaced by added ones: alike pairs (in order) get a word diff, the others show whole. */
function replaceSentences(removed: string[], added: string[], push: (op: WordDiffPart["op"], text: string) => void): void {
  let j = 0;
  for (let i = 0; i < removed.length; i++) {
    const partner = alikeAfter(removed[i], added, j);
    if (partner === -1) {
      push("-", removed[i]);
      continue;
    }
    for (; j < partner; j++) push("+", added[j]);
    const words = wordsDiff(removed[i], added[j]);
    if (unchangedShare(words) >= WORD_DIFF_KEPT) {
      for (const part of words) push(part.op, part.text);
    } else {
      push("-", removed[i]);
      push("+", added[j]);
    }
    j++;
  }
  for (; j < added.length; j++) push("+", added[j]);
}

/** The first sentence of `candidates` from `start` on that is alike `sentence`, or -1. */
function alikeAfter(sentence: string, candidates: string[], start: number): number {
  const words = wordsOf(sentence);
  for (let k = start; k < candidates.length; k++) {
    if (dice(words, wordsOf(candidates[k])) >= SAME_SENTENCE) return k;
  }
  return -1;
}

function dice(x: Set<string>, y: Set<string>): number {
  if (x.size + y.size === 0) return 1;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return (2 * shared) / (x.size + y.size);
}

/** The share of the characters of both versions that a word diff keeps unchanged. */
function unchangedShare(parts: readonly WordDiffPart[]): number {
  let kept = 0;
  let total = 0;
  for (const part of parts) {
    total += part.op === "=" ? 2 * part.text.length : part.text.length;
    if (part.op === "=") kept += 2 * part.text.length;
  }
  return total === 0 ? 1 : kept / total;
}

/** diffWords, with what differs by typography only (see comparisonKey) folded into unchanged text. */
function wordsDiff(before: string, after: string): WordDiffPart[] {
  const raw = diffWords(before, after);
  const parts: WordDiffPart[] = [];
  for (let i = 0; i < raw.length; i++) {
    const part = raw[i];
    const next = raw[i + 1];
    if (part.removed && next?.added && sameWording(part.value, next.value)) {
      parts.push({ op: "=", text: next.value });
      i++;
      continue;
    }
    // Spaces added or dropped alone (around a dash: "controller-or", "controller - or") are typography.
    if ((part.added || part.removed) && part.value.trim() === "") {
      if (part.added) parts.push({ op: "=", text: part.value });
      continue;
    }
    parts.push({ op: part.added ? "+" : part.removed ? "-" : "=", text: part.value });
  }
  return parts;
}
