// The gold set of alignments is data: every line well formed, every rule it names present in its release, and
// every rule judged once per side (a rule cannot be both "gone" and "became B"). It is also the quality gate of the
// diff's tuned numbers (src/diff/thresholds.ts): the aligner's precision and recall on it are at least 99% each
// (issue 16); `npm run bench` (bench/diff.bench.ts) prints the links missed and the wrong ones.
import { describe, expect, it } from "vitest";
import { loadGold, missingRules, scoreGold } from "./gold.ts";

describe("gold set of alignments", () => {
  const pairs = loadGold();

  it("holds at least 300 pairs, each with its reason", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(300);
    expect(pairs.filter((p) => p.reason.length < 8).map((p) => p.where)).toEqual([]);
  });

  it("names only rules that exist in the releases of each pair", () => {
    expect(missingRules(pairs)).toEqual([]);
  });

  it("never says a rule is gone (or new) and also gives it a partner", () => {
    const conflicts: string[] = [];
    const partnered = new Set<string>();
    for (const p of pairs) {
      if (p.relation !== "→") continue;
      if (p.left.length > 0 && p.right.length > 0) {
        for (const a of p.left) partnered.add(`${p.from} ${p.to} from ${a}`);
        for (const b of p.right) partnered.add(`${p.from} ${p.to} to ${b}`);
      }
    }
    for (const p of pairs) {
      if (p.relation !== "→") continue;
      if (p.right.length === 0 && partnered.has(`${p.from} ${p.to} from ${p.left[0]}`)) conflicts.push(p.where);
      if (p.left.length === 0 && partnered.has(`${p.from} ${p.to} to ${p.right[0]}`)) conflicts.push(p.where);
    }
    expect(conflicts).toEqual([]);
  });

  it("covers the reorganisations, splits, merges and look-alikes", () => {
    const steps = new Set(pairs.map((p) => p.to));
    for (const release of ["2009-07-08", "2009-10-05", "2010-06-18", "2010-07-16", "2019-07-12", "2021-07-23"]) {
      expect(steps.has(release), release).toBe(true);
    }
    expect(pairs.some((p) => p.relation === "→" && p.right.length > 1)).toBe(true);
    expect(pairs.some((p) => p.relation === "→" && p.left.length > 1)).toBe(true);
    expect(pairs.some((p) => p.relation === "≠")).toBe(true);
  });

  it("is aligned with a precision and a recall of at least 99% each", () => {
    const score = scoreGold(pairs);
    expect(score.precision, `wrong links:\n${score.wrong.join("\n")}`).toBeGreaterThanOrEqual(0.99);
    expect(score.recall, `links missed:\n${score.missed.join("\n")}`).toBeGreaterThanOrEqual(0.99);
  });
});
