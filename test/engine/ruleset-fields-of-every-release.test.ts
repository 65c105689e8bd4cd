// What differs between releases is data (ARCHITECTURE.md, "Versions"): every release's RuleSet has the same fields.
// A citation the release lacks stays one of them — listed among the RuleSet's fields like the others, throwing
// NoRuleSetError only when read (src/engine/ruleset.ts).
import { describe, expect, it } from "vitest";
import { deriveRuleSet } from "../../src/engine/ruleset.ts";

describe("a citation a release lacks is still one of its RuleSet's fields", () => {
  it("2001-07-23 (APC) lacks the morph rule: 'morph' is among its citations' fields, as in 2005-08-01 (9ED), which has it", () => {
    const apocalypse = deriveRuleSet("2001-07-23");
    const ninth = deriveRuleSet("2005-08-01");
    expect(apocalypse.absent).toContain("morph");
    expect(Object.keys(apocalypse.cite)).toContain("morph");
    expect(Object.keys(apocalypse.cite).sort()).toEqual(Object.keys(ninth.cite).sort());
  });
});
