// Words a release renamed throughout ("in play" → "on the battlefield", "played" → "cast" at M10), learned from
// the rules already aligned, so that a sentence that moved to another rule is still found there under its new
// words (splits.ts). A word x of the older text was renamed y when, among the aligned pairs whose wording changed,
// at least RENAME_MIN_PAIRS lost x and gained y, and at least RENAMED_SHARE of the pairs that lost x gained y
// (thresholds.ts).

import { RENAME_MAX_CHANGED_WORDS, RENAME_MIN_PAIRS, RENAMED_SHARE } from "./thresholds.ts";

export class Renames {
  private constructor(
    /** Older word → the newer words it became. */
    private readonly forward: Map<number, number[]>,
    /** Newer word → the older words it replaced. */
    private readonly backward: Map<number, number[]>,
  ) {}

  /** From the word ids (sorted) of aligned pairs [older, newer]. */
  static learn(pairs: Iterable<[Int32Array, Int32Array]>): Renames {
    const lost = new Map<number, number>();
    const together = new Map<number, Map<number, number>>();
    for (const [older, newer] of pairs) {
      const gone = difference(older, newer);
      const come = difference(newer, older);
      if (gone.length === 0 || come.length === 0 || gone.length > RENAME_MAX_CHANGED_WORDS || come.length > RENAME_MAX_CHANGED_WORDS) continue;
      for (const x of gone) {
        lost.set(x, (lost.get(x) ?? 0) + 1);
        let counts = together.get(x);
        if (!counts) together.set(x, (counts = new Map()));
        for (const y of come) counts.set(y, (counts.get(y) ?? 0) + 1);
      }
    }
    const forward = new Map<number, number[]>();
    const backward = new Map<number, number[]>();
    for (const [x, counts] of together) {
      for (const [y, n] of counts) {
        if (n < RENAME_MIN_PAIRS || n < RENAMED_SHARE * lost.get(x)!) continue;
        forward.set(x, [...(forward.get(x) ?? []), y]);
        backward.set(y, [...(backward.get(y) ?? []), x]);
      }
    }
    return new Renames(forward, backward);
  }

  /** The newer words an older word became (older: true), or the older words a newer word replaced. */
  of(word: number, older: boolean): readonly number[] | undefined {
    return (older ? this.forward : this.backward).get(word);
  }
}

/** The ids of `x` not in `y` (both sorted). */
function difference(x: Int32Array, y: Int32Array): number[] {
  const out: number[] = [];
  let j = 0;
  for (let i = 0; i < x.length; i++) {
    while (j < y.length && y[j] < x[i]) j++;
    if (j >= y.length || y[j] !== x[i]) out.push(x[i]);
  }
  return out;
}

/** Whether sorted `words` holds `word`. */
export function holds(words: Int32Array, word: number): boolean {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (words[middle] === word) return true;
    if (words[middle] < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
