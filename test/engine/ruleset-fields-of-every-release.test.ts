// What differs between releases is data (ARCHITECTURE.md, "Versions"): every release's RuleSet has the same fields,
// and a citation a release lacks is a key of its table like the others, throwing NoRuleSetError only when cited
// (src/engine/citations.ts).
import { describe, expect, it } from "vitest";
import { absentCitations, cite, CITATION_TABLES } from "../../src/engine/cited-rules.ts";
import { NoRuleSetError } from "../../src/engine/citations.ts";
import { ruleSet, ruleSetReleases } from "../../src/engine/ruleset.ts";

describe("every release's RuleSet has the same fields", () => {
  it("from 1999-04-23 to the newest release, the same fields and the same behaviours", () => {
    const fields = (version: string) => [Object.keys(ruleSet(version)).sort(), Object.keys(ruleSet(version).behaviours).sort()];
    const first = fields(ruleSetReleases()[0]!);
    expect(ruleSetReleases().filter((version) => JSON.stringify(fields(version)) !== JSON.stringify(first))).toEqual([]);
  });
});

describe("a citation a release lacks is still a key of its table", () => {
  it("2001-07-23 (APC) lacks the morph rule: 'morph' is among the keys its absent citations name, and citing it throws", () => {
    const apocalypse = ruleSet("2001-07-23");
    expect(absentCitations(apocalypse)).toContain("morph");
    expect(CITATION_TABLES.some((table) => Object.hasOwn(table.table, "morph"))).toBe(true);
    expect(() => cite(apocalypse, "morph")).toThrow(NoRuleSetError);
    expect(cite(ruleSet("2005-08-01"), "morph")).toBe("502.26d");
  });
});
