// The diff a reader sees between two wordings of a rule. Sentences are aligned first: an unchanged sentence is
// kept whole, a sentence rewritten beyond recognition shows as one removed sentence and one inserted sentence,
// and only sentences that still resemble each other (SAME_SENTENCE) get a word diff. So a rewritten French rule
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
    for (const part of wordsDiff(removed[i], added[j])) push(part.op, part.text);
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

/** diffWords, with a deletion and insertion that differ by typography only folded into unchanged text. */
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
    parts.push({ op: part.added ? "+" : part.removed ? "-" : "=", text: part.value });
  }
  return parts;
}
