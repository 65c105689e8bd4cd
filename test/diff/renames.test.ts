// Words a release renamed, learned from aligned pairs (src/diff/renames.ts).
import { describe, expect, it } from "vitest";
import { Renames } from "../../src/diff/renames.ts";
import { wordIds } from "../../src/diff/similarity.ts";

const id = (word: string) => wordIds(word)[0];
const pair = (older: string, newer: string): [Int32Array, Int32Array] => [wordIds(older), wordIds(newer)];

describe("renamed words", () => {
  it("learns a word replaced by the same word in at least five reworded pairs", () => {
    const pairs = ["creature", "token", "artifact", "land", "permanent"].map((thing) => pair(`a ${thing} in play`, `a ${thing} on the battlefield`));
    const renames = Renames.learn(pairs);
    expect(renames.of(id("play"), true)).toContain(id("battlefield"));
    expect(renames.of(id("battlefield"), false)).toContain(id("play"));
  });

  it("does not learn from fewer pairs, nor from a word replaced by a different word each time", () => {
    const few = Renames.learn(["creature", "token", "artifact", "land"].map((thing) => pair(`a ${thing} in play`, `a ${thing} on the battlefield`)));
    expect(few.of(id("play"), true)).toBeUndefined();
    const scattered = Renames.learn(["alpha", "beta", "gamma", "delta", "epsilon", "zeta"].map((word) => pair("the old rule", `the ${word} rule`)));
    expect(scattered.of(id("old"), true)).toBeUndefined();
  });

  it("ignores pairs rewritten rather than renamed (more than twelve words lost)", () => {
    const long = "one two three four five six seven eight nine ten eleven twelve thirteen play";
    const renames = Renames.learn(["a", "b", "c", "d", "e"].map((x) => pair(`${x} ${long}`, `${x} battlefield`)));
    expect(renames.of(id("play"), true)).toBeUndefined();
  });
});
