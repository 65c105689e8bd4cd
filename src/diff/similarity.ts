// Text similarity between the rules of two versions: weighted Dice coefficient over word sets.
//
//   similarity(a, b) = 2 · Σ w(t) for t in words(a) ∩ words(b)  /  (Σ w(t) for t in words(a) + Σ w(t) for t in words(b))
//
// with w(t) = ln(1 + N / df(t)), N the number of entries of both versions and df(t) how many of them contain t:
// "creature" or "the" weigh little, "Chimeric" or "banding" a lot, so two rules about the same rare thing are
// similar even when the common words around them were rewritten. Rule numbers are not words (see wordsOf).
// Candidates are found through an inverted index over rare words only (see CandidateIndex), so a rule is compared
// with a handful of others, never with the whole release.

import { wordsOf } from "./text.ts";

/** Every word seen in this process, numbered once: entries store word ids, pairs of versions share them. */
const vocabulary = new Map<string, number>();

/** The sorted ids of the words of a text. */
export function wordIds(text: string): Int32Array {
  const ids: number[] = [];
  for (const word of wordsOf(text)) {
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(word, id);
    }
    ids.push(id);
  }
  return Int32Array.from(ids).sort();
}

interface Bag {
  words: Int32Array;
  /** Σ w(t) over the words. */
  weight: number;
}

export class PairSimilarity {
  private readonly weights: Float64Array;
  private readonly fromBags: Bag[];
  private readonly toBags: Bag[];

  constructor(from: readonly { words: Int32Array }[], to: readonly { words: Int32Array }[]) {
    const documentFrequency = new Int32Array(vocabulary.size);
    for (const side of [from, to]) for (const e of side) for (const w of e.words) documentFrequency[w]++;
    const total = from.length + to.length;
    this.weights = new Float64Array(vocabulary.size);
    for (let w = 0; w < documentFrequency.length; w++) {
      if (documentFrequency[w] > 0) this.weights[w] = Math.log(1 + total / documentFrequency[w]);
    }
    this.fromBags = from.map((e) => this.bag(e.words));
    this.toBags = to.map((e) => this.bag(e.words));
  }

  private bag(words: Int32Array): Bag {
    let weight = 0;
    for (const w of words) weight += this.weights[w];
    return { words, weight };
  }

  /** Similarity of from-entry `a` and to-entry `b` (indices into the arrays given to the constructor), 0…1. */
  similarity(a: number, b: number): number {
    const x = this.fromBags[a];
    const y = this.toBags[b];
    if (x.weight + y.weight === 0) return 1;
    let shared = 0;
    for (let i = 0, j = 0; i < x.words.length && j < y.words.length; ) {
      if (x.words[i] === y.words[j]) {
        shared += this.weights[x.words[i]];
        i++;
        j++;
      } else if (x.words[i] < y.words[j]) i++;
      else j++;
    }
    return (2 * shared) / (x.weight + y.weight);
  }

  /** An index of some to-entries by their rare words, to find the likeliest partners of from-entries. */
  index(toEntries: readonly number[]): CandidateIndex {
    return new CandidateIndex(this.fromBags, this.toBags, this.weights, toEntries);
  }
}

/**
 * Words shared by more than this many indexed entries are too common to point at a partner ("the", "creature"):
 * they are left out of the index, which keeps candidate search linear in practice.
 */
const MAX_POSTINGS = 24;

export class CandidateIndex {
  private readonly postings = new Map<number, number[]>();

  constructor(
    private readonly fromBags: readonly Bag[],
    toBags: readonly Bag[],
    private readonly weights: Float64Array,
    toEntries: readonly number[],
  ) {
    for (const b of toEntries) {
      for (const w of toBags[b].words) {
        const list = this.postings.get(w);
        if (list) list.push(b);
        else this.postings.set(w, [b]);
      }
    }
  }

  /** The `limit` to-entries sharing the most rare-word weight with from-entry `a` (best first). */
  likeliest(a: number, limit: number): number[] {
    const shared = new Map<number, number>();
    for (const w of this.fromBags[a].words) {
      const list = this.postings.get(w);
      if (!list || list.length > MAX_POSTINGS) continue;
      for (const b of list) shared.set(b, (shared.get(b) ?? 0) + this.weights[w]);
    }
    return [...shared]
      .sort((x, y) => y[1] - x[1] || x[0] - y[0])
      .slice(0, limit)
      .map(([b]) => b);
  }
}
