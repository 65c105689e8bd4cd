// Rule ids as the CR prints them (sources/cr/README.md: "subrules 100.1a (no period; letters skip l and o)").
import { describe, expect, it } from "vitest";
import { compareRuleIds, exampleId, firstChildId, nextRuleId, parentRuleId, parseExampleId, parseRuleId, ruleOf, sectionOf } from "../../src/kb/ids.ts";

describe("rule ids", () => {
  it("reads sections, rules and subrules, and nothing else", () => {
    expect(parseRuleId("706")).toEqual({ section: 706, rule: undefined, letter: undefined });
    expect(parseRuleId("706.10b")).toEqual({ section: 706, rule: 10, letter: "b" });
    expect(parseRuleId("408.f")).toBeUndefined();
    expect(parseRuleId("706.2#1")).toBeUndefined();
  });

  it("gives each id its parent", () => {
    expect(["706.2a", "706.2", "706"].map(parentRuleId)).toEqual(["706.2", "706", undefined]);
  });

  it("orders rules numerically and subrules by letter", () => {
    const ids = ["706.10", "706.2a", "706", "706.9", "706.2", "613.1f", "706.2m", "706.2k"];
    expect([...ids].sort(compareRuleIds)).toEqual(["613.1f", "706", "706.2", "706.2a", "706.2k", "706.2m", "706.9", "706.10"]);
  });

  it("numbers the next rule at the same depth, skipping the letters l and o", () => {
    expect(["706.9", "706.2a", "706.2k", "706.2n", "706.2z", "706"].map(nextRuleId)).toEqual(["706.10", "706.2b", "706.2m", "706.2p", undefined, undefined]);
  });

  it("numbers the first rule under a section or a rule", () => {
    expect(["706", "706.2", "706.2a"].map(firstChildId)).toEqual(["706.1", "706.2a", undefined]);
  });
});

describe("example ids (README: ids 706.2#1, 706.2#2…; project examples 612.5#p1)", () => {
  it("are the rule's id, '#', and the example's rank, with 'p' for a project example", () => {
    expect(exampleId("706.2", 1)).toBe("706.2#1");
    expect(exampleId("612.5", 1, true)).toBe("612.5#p1");
  });

  it("read back into their parts, and nothing else reads", () => {
    expect(parseExampleId("706.2a#12")).toEqual({ rule: "706.2a", index: 12, project: false });
    expect(parseExampleId("612.5#p1")).toEqual({ rule: "612.5", index: 1, project: true });
    expect(["706.2", "706.2#", "706.2#x", "706.2#1#2", "abc#1", "706.2#q1"].map(parseExampleId)).toEqual(Array(6).fill(undefined));
  });

  it("name their rule and section; a rule id names itself", () => {
    expect(["706.2#1", "612.5#p1", "706.2a"].map(ruleOf)).toEqual(["706.2", "612.5", "706.2a"]);
    expect(["706.2#1", "810.4"].map(sectionOf)).toEqual(["706", "810"]);
  });
});
