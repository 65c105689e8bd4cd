// Text similarity between the rules of two versions: weighted Dice coefficient over word sets.
//
//   similarity(a, b) = 2 · Σ w(t) for t in words(a) ∩ words(b)  /  (Σ w(t) for t in words(a) + Σ w(t) for t in words(b))
//
// with w(t) = ln(1 + N / df(t)), N the number of entries of both versions and df(t) how many of them contain t:
// "creature" or "the" weigh little, "Chimeric" or "banding" a lot, so two rules about the same rare thing are
// similar even when the common words around them were rewritten. Rule numbers are not words (see wordsOf).
// Candidates are found through an inverted index over rare words only (see CandidateIndex), so a rule is compared
// with a handful of others, never with the whole release.

import { holds, type Renames } from "./renames.ts";
import { wordsOf } from "./text.ts";
import { MAX_POSTINGS } from "./thresholds.ts";

/** Every word seen in this process, numbered once: entries store word ids, pairs of versions share them. */
const vocabulary = new Map<string, number>();

/** The sorted ids of the words of a text. */
export function wordIds(text: string): Int32Array {
  const ids: number[] = [];
  for (const word of wordsOf(text)) ids.push(wordId(word));
  return Int32Array.from(ids).sort();
}

function wordId(word: string): number {
  let id = vocabulary.get(word);
  if (id === undefined) {
    id = vocabulary.size;
    vocabulary.set(word, id);
  }
  return id;
}

/** Every word seen so far in this process, in the order of their ids (what a release index records). */
export function knownWords(): string[] {
  return [...vocabulary.keys()];
}

/** The ids of some words in this process (words not seen yet numbered in the order given). */
export function idsOfWords(words: readonly string[]): Int32Array {
  return Int32Array.from(words, wordId);
}

/** For each word id, how many of the entries contain it: computed once per text (a text is compared with two others). */
const frequencies = new WeakMap<readonly { words: Int32Array }[], Int32Array>();

function documentFrequency(entries: readonly { words: Int32Array }[]): Int32Array {
  let frequency = frequencies.get(entries);
  if (!frequency) frequencies.set(entries, (frequency = countWords(entries)));
  return frequency;
}

/**
 * For each word id, how many of the entries contain it. A function of its own: V8 optimises a hot loop on the spot
 * (on-stack replacement) and throws that code away at the first line after it that never ran, so a loop run once
 * per text followed by other work is compiled again for every text (issue 16: the first pass's cost).
 */
function countWords(entries: readonly { words: Int32Array }[]): Int32Array {
  const frequency = new Int32Array(vocabulary.size);
  for (let i = 0; i < entries.length; i++) {
    const words = entries[i].words;
    for (let k = 0; k < words.length; k++) frequency[words[k]]++;
  }
  return frequency;
}

export class PairSimilarity {
  private readonly weights: Float64Array;
  /** Σ w(t) over the words of each entry, computed when first needed (NaN before). */
  private readonly fromWeight: Float64Array;
  private readonly toWeight: Float64Array;

  constructor(
    private readonly from: readonly { words: Int32Array }[],
    private readonly to: readonly { words: Int32Array }[],
  ) {
    const fromFrequency = documentFrequency(from);
    const toFrequency = documentFrequency(to);
    const total = from.length + to.length;
    this.weights = new Float64Array(vocabulary.size);
    for (let w = 0; w < this.weights.length; w++) {
      const frequency = (w < fromFrequency.length ? fromFrequency[w] : 0) + (w < toFrequency.length ? toFrequency[w] : 0);
      if (frequency > 0) this.weights[w] = Math.log(1 + total / frequency);
    }
    this.fromWeight = new Float64Array(from.length).fill(Number.NaN);
    this.toWeight = new Float64Array(to.length).fill(Number.NaN);
  }

  private weightOf(words: Int32Array): number {
    let weight = 0;
    for (let k = 0; k < words.length; k++) weight += this.weights[words[k]] ?? 0;
    return weight;
  }

  /** Similarity of from-entry `a` and to-entry `b` (indices into the arrays given to the constructor), 0…1. */
  similarity(a: number, b: number): number {
    const total = this.fromTotal(a) + this.toTotal(b);
    if (total === 0) return 1;
    return (2 * this.sharedWeight(this.from[a].words, this.to[b].words)) / total;
  }

  /** The similarity of two lists of word ids (sorted) under this pair's weights, such as two rules of one text. */
  similarityOfWords(x: Int32Array, y: Int32Array): number {
    const total = this.weightOf(x) + this.weightOf(y);
    return total === 0 ? 1 : (2 * this.sharedWeight(x, y)) / total;
  }

  /** The share of to-entry `b`'s word weight found in from-entry `a`, 0…1: how much of `b` comes from `a`. */
  toWithinFrom(a: number, b: number): number {
    const total = this.toTotal(b);
    return total === 0 ? 0 : this.sharedWeight(this.from[a].words, this.to[b].words) / total;
  }

  /** The share of from-entry `a`'s word weight found in to-entry `b`, 0…1: how much of `a` went to `b`. */
  fromWithinTo(a: number, b: number): number {
    const total = this.fromTotal(a);
    return total === 0 ? 0 : this.sharedWeight(this.from[a].words, this.to[b].words) / total;
  }

  /** The share of the weight of `words` (sorted word ids, such as a sentence's) found in `other`, 0…1. */
  within(words: Int32Array, other: Int32Array): number {
    const total = this.weightOf(words);
    return total === 0 ? 0 : this.sharedWeight(words, other) / total;
  }

  /**
   * The same, a word of `words` also found when `other` holds a word it was renamed to (`older`: `words` are of
   * the older text) or from.
   */
  withinRenamed(words: Int32Array, other: Int32Array, renames: Renames, older: boolean): number {
    const total = this.weightOf(words);
    if (total === 0) return 0;
    let shared = 0;
    for (let k = 0; k < words.length; k++) {
      const w = words[k];
      if (holds(other, w) || renames.of(w, older)?.some((r) => holds(other, r))) shared += this.weights[w] ?? 0;
    }
    return shared / total;
  }

  private fromTotal(a: number): number {
    if (Number.isNaN(this.fromWeight[a])) this.fromWeight[a] = this.weightOf(this.from[a].words);
    return this.fromWeight[a];
  }

  private toTotal(b: number): number {
    if (Number.isNaN(this.toWeight[b])) this.toWeight[b] = this.weightOf(this.to[b].words);
    return this.toWeight[b];
  }

  private sharedWeight(x: Int32Array, y: Int32Array): number {
    let shared = 0;
    for (let i = 0, j = 0; i < x.length && j < y.length; ) {
      if (x[i] === y[j]) {
        shared += this.weights[x[i]] ?? 0;
        i++;
        j++;
      } else if (x[i] < y[j]) i++;
      else j++;
    }
    return shared;
  }

  /** An index of some to-entries by their rare words, to find the likeliest partners of from-entries. */
  index(toEntries: readonly number[]): CandidateIndex {
    return new CandidateIndex(this.from, this.to, this.weights, toEntries);
  }

  /** The same the other way: an index of some from-entries, to find the likeliest sources of to-entries. */
  reverseIndex(fromEntries: readonly number[]): CandidateIndex {
    return new CandidateIndex(this.to, this.from, this.weights, fromEntries);
  }
}

export class CandidateIndex {
  /**
   * The postings of word `w` (the indexed entries holding it, in the order listed) are postings[start[w]] up to
   * postings[start[w + 1]]: two typed arrays per index, read by word id, not a map of lists.
   */
  private readonly start: Int32Array;
  private readonly postings: Int32Array;
  /** Shared weight of each indexed entry with the query being read (0 for an entry sharing nothing). */
  private readonly shared: Float64Array;
  /** The indexed entries sharing something with the query being read (one list for every query: no garbage). */
  private readonly touched: number[] = [];

  /** Finds entries of `indexed` (those listed in `entries`) for entries of `queries`. */
  constructor(
    private readonly queries: readonly { words: Int32Array }[],
    indexed: readonly { words: Int32Array }[],
    private readonly weights: Float64Array,
    entries: readonly number[],
  ) {
    this.start = postingStarts(indexed, entries);
    this.postings = fillPostings(indexed, entries, this.start);
    this.shared = new Float64Array(indexed.length);
  }

  /** The `limit` indexed entries sharing the most rare-word weight with query entry `a` (best first). */
  likeliest(a: number, limit: number): number[] {
    const { shared, touched, start, postings } = this;
    touched.length = 0;
    const words = this.queries[a].words;
    for (let k = 0; k < words.length; k++) {
      const w = words[k];
      const weight = this.weights[w];
      for (let i = start[w]; i < start[w + 1]; i++) {
        const b = postings[i];
        if (shared[b] === 0) touched.push(b);
        shared[b] += weight;
      }
    }
    // The `limit` best, kept sorted as the shares are read (limit is small): more weight, or as much and an earlier entry.
    const best: number[] = [];
    for (let t = 0; t < touched.length; t++) {
      const b = touched[t];
      if (best.length === limit && !ranksBefore(shared, b, best[limit - 1])) continue;
      // b takes a new last place, or the last one's (which drops out), then moves up past those it ranks before.
      let i = best.length;
      if (i < limit) best.push(b);
      else i--;
      for (; i > 0 && ranksBefore(shared, b, best[i - 1]); i--) best[i] = best[i - 1];
      best[i] = b;
    }
    for (let t = 0; t < touched.length; t++) shared[touched[t]] = 0;
    return best;
  }
}

/** Whether entry `x` ranks before `y` by shared weight: more weight, or as much and an earlier entry. */
function ranksBefore(shared: Float64Array, x: number, y: number): boolean {
  return shared[x] > shared[y] || (shared[x] === shared[y] && x < y);
}

/**
 * Where each word's postings start (see CandidateIndex): after those of the words before it, a word held by more
 * than MAX_POSTINGS of the entries listed having none (likeliest skips it: too common to point at a partner).
 */
function postingStarts(indexed: readonly { words: Int32Array }[], entries: readonly number[]): Int32Array {
  const frequency = new Int32Array(vocabulary.size);
  // Indexed loops over the lists of entries, not for…of: the lists come as packed or holey arrays (an empty
  // `filter` result is holey), and an array iterator optimised for one kind is thrown away at the other.
  for (let i = 0; i < entries.length; i++) {
    const words = indexed[entries[i]].words;
    for (let k = 0; k < words.length; k++) frequency[words[k]]++;
  }
  const start = new Int32Array(frequency.length + 1);
  for (let w = 0; w < frequency.length; w++) start[w + 1] = start[w] + (frequency[w] > MAX_POSTINGS ? 0 : frequency[w]);
  return start;
}

/** The postings themselves, each word's entries in the order listed. */
function fillPostings(indexed: readonly { words: Int32Array }[], entries: readonly number[], start: Int32Array): Int32Array {
  const postings = new Int32Array(start[start.length - 1]);
  const next = start.slice(0, -1);
  for (let i = 0; i < entries.length; i++) {
    const b = entries[i];
    const words = indexed[b].words;
    for (let k = 0; k < words.length; k++) {
      const w = words[k];
      if (next[w] < start[w + 1]) postings[next[w]++] = b;
    }
  }
  return postings;
}
