// Every rule the engine cites, read as one (cited-rules.ts): a citation key's history is the one of the table that
// declares it — a kernel module's or a rule area's —, and a key no table declares is the caller's mistake, named.
import { describe, expect, it } from "vitest";
import { citationHistory, cite, citeIfAny } from "../../src/engine/cited-rules.ts";
import { citations as doubleFaced } from "../../src/engine/double-faced-cards.ts";
import { citations as protection } from "../../src/engine/protection.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";

describe("the history of a citation key, whichever table declares it", () => {
  it("a kernel module's key (protection's, which has no area) and a rule area's key (double-faced cards')", () => {
    expect(citationHistory("protectionDamage")).toBe(protection.table.protectionDamage);
    expect(citationHistory("transform")).toBe(doubleFaced.table.transform);
    // What the site quotes: the rule in each release's numbering, 502.7b before the Mirrodin rules.
    expect(citationHistory("protectionDamage")?.[0]).toEqual(["1999-04-23", "502.7b"]);
  });

  it("a key no table declares has none, and citing it is an error naming the key", () => {
    expect(citationHistory("noSuchCitation")).toBeUndefined();
    const rules = ruleSet("2011-09-30");
    expect(() => cite(rules, "noSuchCitation")).toThrow("no citation table declares noSuchCitation");
    expect(() => citeIfAny(rules, "noSuchCitation")).toThrow("no citation table declares noSuchCitation");
    expect([cite(rules, "protectionDamage"), citeIfAny(rules, "transform")]).toEqual(["702.15e", "701.25b"]);
  });
});
