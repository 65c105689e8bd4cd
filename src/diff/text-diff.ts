// The diff a reader sees between two wordings of a rule. Sentences are aligned first: an unchanged sentence is
// kept whole, a sentence rewritten beyond recognition shows as one removed sentence and one inserted sentence,
// and only sentences that still resemble each other (SAME_SENTENCE) and keep most of their text (WORD_DIFF_KEPT)
// get a word diff. So a rewritten French rule
// reads as "this sentence became that one", not as scattered words. Differences of typography alone (the spaces
// around a dash, which comparisonKey ignores) are folded into the unchanged text.

import { wordDiff } from "diff";
import { editScript, numbered } from "./edit-script.ts";
import { comparisonKey } from "../kb/typography.ts";
import { sentencesOf, wordsOf } from "./text.ts";
import { SAME_SENTENCE, WORD_DIFF_KEPT } from "./thresholds.ts";

export interface WordDiffPart {
  op: "=" | "-" | "+";
  text: string;
}

/** The diff of two texts in plain typography: sentences aligned, then words within the sentences kept. */
export function textDiff(before: string, after: string): WordDiffPart[] {
  const parts: WordDiffPart[] = [];
  const push = (op: WordDiffPart["op"], text: string) => {
    if (text === "") return;
    const last = parts.at(-1);
    if (last && last.op === op) last.text += text;
    else parts.push({ op, text });
  };
  const blocks = sentenceBlocks(sentencesOf(before), sentencesOf(after));
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
  return wording(x) === wording(y);
}

function wording(text: string): string {
  return comparisonKey(text).trim();
}

/** What jsdiff's diffArrays gives for two lists of sentences compared by sameWording (a kept block holds `after`'s). */
function sentenceBlocks(before: string[], after: string[]): { added: boolean; removed: boolean; value: string[] }[] {
  let oldPos = 0;
  let newPos = 0;
  return editScript(...numbered(before, after, wording)).map(({ count, added, removed }) => {
    const value = removed ? before.slice(oldPos, (oldPos += count)) : after.slice(newPos, (newPos += count));
    if (!added && !removed) oldPos += count;
    return { added, removed, value };
  });
}

/** Removed sentences replaced by added ones: alike pairs (in order) get a word diff, the others show whole. */
function replaceSentences(removed: string[], added: string[], push: (op: WordDiffPart["op"], text: string) => void): void {
  let j = 0;
  // Each added sentence's words, read once (each removed sentence looks through the added ones after the last pair).
  const addedWords: Set<string>[] = [];
  for (let i = 0; i < removed.length; i++) {
    const partner = alikeAfter(removed[i], added, addedWords, j);
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

/** The first sentence of `candidates` from `start` on that is alike `sentence`, or -1 (`candidateWords`: their words, filled as read). */
function alikeAfter(sentence: string, candidates: string[], candidateWords: Set<string>[], start: number): number {
  const words = wordsOf(sentence);
  for (let k = start; k < candidates.length; k++) {
    if (dice(words, (candidateWords[k] ??= wordsOf(candidates[k]))) >= SAME_SENTENCE) return k;
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

/**
 * jsdiff's diffWords: its tokens (WordTokens), equal when their words are, its edit script (edit-script.ts) and its
 * clean-up of the spaces between blocks (its own postProcess).
 */
export function diffWords(before: string, after: string): { added: boolean; removed: boolean; value: string }[] {
  const old = new WordTokens(before);
  const now = new WordTokens(after);
  let oldPos = 0;
  let newPos = 0;
  const changes = editScript(...numbered(old.words, now.words, (word) => word)).map(({ count, added, removed }) => {
    const value = removed ? old.text(oldPos, (oldPos += count)) : now.text(newPos, (newPos += count));
    if (!added && !removed) oldPos += count;
    return { count, added, removed, value };
  });
  return wordDiff.postProcess(changes, {});
}

/**
 * A text as jsdiff's diffWords cuts it into tokens: each token is a word (a run of jsdiff's word characters: ASCII letters,
 * digits, "_" and the Latin letters with diacritics) or one other character, with the spaces on either side of it
 * (the spaces between two tokens belong to both); a text of spaces alone is one token. jsdiff finds them with a
 * regular expression, then glues the spaces on: reading the characters once is most of its word diff's time saved.
 */
class WordTokens {
  /** Each token's word (or character): the token without its spaces, what tokens are compared by. */
  readonly words: string[] = [];
  /** Where each token starts (its spaces before included) and ends (its spaces after included). */
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(private readonly source: string) {
    const n = source.length;
    let i = 0;
    while (i < n && isSpace(source.charCodeAt(i))) i++;
    if (i === n && n > 0) this.push(0, "", n);
    // The first token starts with the text; each next one where the word before it ends.
    let start = 0;
    while (i < n) {
      const wordStart = i;
      if (isWordCharacter(source.charCodeAt(i))) {
        while (i < n && isWordCharacter(source.charCodeAt(i))) i++;
      } else {
        i += isSurrogatePair(source, i) ? 2 : 1;
      }
      const wordEnd = i;
      while (i < n && isSpace(source.charCodeAt(i))) i++;
      this.push(start, source.slice(wordStart, wordEnd), i);
      start = wordEnd;
    }
  }

  private push(start: number, word: string, end: number): void {
    this.starts.push(start);
    this.words.push(word);
    this.ends.push(end);
  }

  /** Tokens `from` … `to` - 1 as text (jsdiff's join: their spaces once). */
  text(from: number, to: number): string {
    return this.source.slice(this.starts[from], this.ends[to - 1]);
  }
}

/** jsdiff's word characters: a-z, A-Z, 0-9, _, the soft hyphen, and the Latin letters of U+00C0–U+1EFF it lists. */
function isWordCharacter(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x5f ||
    c === 0xad ||
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2c6) ||
    (c >= 0x2c8 && c <= 0x2d7) ||
    (c >= 0x2de && c <= 0x2ff) ||
    (c >= 0x1e00 && c <= 0x1eff)
  );
}

/** What /\s/ matches (and `trim` removes): ASCII spaces and line breaks, and Unicode's spaces. */
function isSpace(c: number): boolean {
  return (
    c === 0x20 ||
    (c >= 0x09 && c <= 0x0d) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** A character outside the Basic Multilingual Plane at `i` (jsdiff's pattern reads code points, not UTF-16 units). */
function isSurrogatePair(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
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
