// The diff's edit scripts are jsdiff's (the `diff` package), computed over numbers: the same blocks for any lists,
// ties included, and the same word diffs, spaces and line breaks included (edit-script.ts, text-diff.ts).
import { diffArrays, diffWords as jsdiffWords } from "diff";
import { describe, expect, it } from "vitest";
import { editScript, numbered } from "../../src/diff/edit-script.ts";
import { diffWords } from "../../src/diff/text-diff.ts";

/** A deterministic pseudo-random generator (mulberry32), so that every run checks the same cases. */
function generator(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe("edit script", () => {
  it("gives jsdiff's diffArrays blocks for lists with many equal items (ties between paths)", () => {
    const random = generator(14);
    const expected: unknown[] = [];
    const actual: unknown[] = [];
    for (let run = 0; run < 1000; run++) {
      const alphabet = 1 + random(5);
      const list = () => Array.from({ length: random(25) }, () => String.fromCharCode(97 + random(alphabet)));
      const [before, after] = [list(), list()];
      expected.push(diffArrays(before, after).map(({ count, added, removed }) => ({ count, added, removed })));
      actual.push(editScript(...numbered(before, after, (x) => x)));
    }
    expect(actual.map((x) => JSON.stringify(x))).toEqual(expected.map((x) => JSON.stringify(x)));
  });

  it("numbers items by their key: equal keys, one number", () => {
    const [before, after] = numbered(["a ", "b"], [" b", "c", "a"], (x) => x.trim());
    expect([...before]).toEqual([0, 1]);
    expect([...after]).toEqual([1, 2, 0]);
  });
});

describe("word diff", () => {
  it("gives jsdiff's diffWords for texts with spaces, line breaks, punctuation, dashes and non-breaking spaces", () => {
    const random = generator(16);
    // Words, punctuation, and the characters at the edges of jsdiff's word characters and spaces.
    const pieces = ["the", "creature", "its", "controller", "copy", "Example:", "-", ",", ".", "«", "»", "(", ")", "'", "’", "carte", "créature", "œuvre", "702.4", "a",
      "_x", "a\u00adb", "\u00bf\u00c0\u00d6\u00d7\u00d8\u00f6\u00f7\u00f8", "\u02c6\u02c7\u02c8\u02d7\u02d8\u02dd\u02de\u02ff\u0300", "\u1dff\u1e00\u1eff\u1f00", "\ud83d\ude00x", "\ud83d", "\ude00"];
    const gaps = [" ", " ", " ", "  ", "\n", " \u00a0", "\u202f", "", "\t", "\v\f\r", "\u1680", "\u2000\u200a", "\u200b", "\u2028\u2029", "\u205f\u3000\ufeff", "\u0085"];
    const textOf = (words: string[]) => words.map((w) => w + gaps[random(gaps.length)]).join("");
    const expected: unknown[] = [];
    const actual: unknown[] = [];
    for (let run = 0; run < 1000; run++) {
      const words = Array.from({ length: random(20) }, () => pieces[random(pieces.length)]);
      // The newer text: the older one with a few words replaced, dropped or inserted, and its spaces drawn anew.
      const edited = words.flatMap((w) => [[w], [w], [w], [], [pieces[random(pieces.length)]], [w, pieces[random(pieces.length)]]][random(6)]);
      // Some texts open with spaces, or are spaces alone.
      const lead = ["", "", " ", "\n "][random(4)];
      const [before, after] = [lead + textOf(words), textOf(edited)];
      expected.push(jsdiffWords(before, after).map(({ added, removed, value }) => ({ added, removed, value })));
      actual.push(diffWords(before, after).map(({ added, removed, value }) => ({ added, removed, value })));
    }
    expect(actual.map((x) => JSON.stringify(x))).toEqual(expected.map((x) => JSON.stringify(x)));
  });
});
