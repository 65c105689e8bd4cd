// Traces and section histories through the whole archive (1999 to the newest release), checked against the release files.
import { describe, expect, it } from "vitest";
import { UnknownRuleError, UnknownSectionError } from "../../src/diff/errors.ts";
import { sectionHistory, traceRule } from "../../src/diff/history.ts";
import { NUMBERED_RELEASES } from "../../src/releases.ts";

describe("rules trace", () => {
  it("follows 503.2 (copiable values) from its first release to 707.2", () => {
    const trace = traceRule("503.2", "2007-10-01");
    const steps = trace.steps.map((s) => `${s.version} ${s.id} ${s.change}`);
    // The 1999 releases have no copying rules; APC (2001-07-23) line 2343 "503.2. When copying a permanent, …".
    expect(steps[0]).toBe("2001-07-23 503.2 added");
    // M10 line 2974 "706.2. When copying an object, …"; AFR (2021-07-23) line 4636 "707.2. When copying an object, …".
    expect(steps).toContain("2009-07-08 706.2 moved");
    expect(steps).toContain("2021-07-23 707.2 moved");
    expect(steps.at(-1)).toBe(`${NUMBERED_RELEASES.at(-1)} 707.2 unchanged`);
    expect(trace.removedIn).toBeUndefined();
  });

  it("follows 706.7a back to 503.8, the rule it reversed, and forward to 607.5a", () => {
    const steps = traceRule("706.7a", "2011-02-04").steps.map((s) => `${s.version} ${s.id} ${s.change}`);
    // SHM 503.8: 'the copy will "remember" that choice'; EVE keeps 503.8 for linked abilities and words the choice
    // rule as 503.8a ('the second ability is the only ability that can refer to that choice').
    expect(steps).toContain("2008-07-15 503.8a moved");
    // M10 706.7a is 503.8a with 503.7's example of an undefined choice (Voice of All) brought in: a merge.
    expect(steps).toContain("2009-07-08 706.7a merged");
    // IKO (2020-04-17) has no 706.7a; its undefined-choice sentences are 607.5a, under Linked Abilities.
    expect(steps).toContain("2020-04-17 607.5a moved");
  });

  it("says where a rule number exists when it is not in the release asked", () => {
    expect(() => traceRule("999.9")).toThrow(UnknownRuleError);
    expect(() => traceRule("999.9")).toThrow(/nor in any release of the archive/u);
    expect(() => traceRule("418.5a")).toThrow(/exists in 1999-04-23 … 2009-05-01 .*--at 2009-05-01/u);
  });
});

describe("section history", () => {
  it("follows Copying Objects through 503 → 706 → 707", () => {
    const steps = sectionHistory("706", "2011-02-04").steps;
    const m10 = steps.find((s) => s.to.version === "2009-07-08")!;
    expect([m10.from.section, m10.to.section]).toEqual(["503", "706"]);
    expect(m10.changes.some((c) => c.from?.id === "503.2" && c.to?.id === "706.2")).toBe(true);
    const afr = steps.find((s) => s.to.version === "2021-07-23")!;
    expect([afr.from.section, afr.to.section]).toEqual(["706", "707"]);
  });

  it("follows Interaction of Continuous Effects back to rule 418.5 and its subrules", () => {
    const steps = sectionHistory("613", "2011-02-04").steps;
    const sections = (version: string) => {
      const step = steps.find((s) => s.to.version === version)!;
      return [step.from.section, step.to.section];
    };
    expect(sections("2009-07-08")).toEqual(["418.5", "612"]);
    expect(sections("2009-10-05")).toEqual(["612", "613"]);
    // Before M10 the history is that of 418.5 and its subrules: 8ED (2003-07-01) line 1093 brought the layer list
    // into 418.5a ("The values of an object's characteristics are determined by starting with the actual object,
    // then applying copy effects …"), replacing SCG's 214.5, which ordered type-changing abilities before the other
    // continuous effects ("The initial value of a permanent's characteristic … can override characteristics set by
    // type-changing abilities").
    // 8ED's 418.5a is SCG's layer rule 418.5e with 214.5's example (the artifact that becomes a 3/2 creature): a merge.
    const eighth = steps.find((s) => s.to.version === "2003-07-01")!;
    const merge = eighth.changes.find((c) => c.to?.id === "418.5a" && c.kind === "merged");
    expect(merge?.parts?.map((p) => p.from.id)).toEqual(["214.5", "418.5e"]);
  });

  it("lists only releases where something changed", () => {
    const steps = sectionHistory("810", "2011-02-04").steps;
    // Two-Headed Giant changed at least when it moved (606 → 806 in M10, 806 → 810 in ARC).
    expect(steps.map((s) => `${s.from.section} → ${s.to.section}`)).toEqual(expect.arrayContaining(["606 → 806", "806 → 810"]));
    for (const step of steps) {
      expect(step.changes.length).toBeGreaterThan(0);
      expect(step.changes.every((c) => c.kind !== "unchanged")).toBe(true);
    }
  });

  it("rejects a section the release does not have", () => {
    expect(() => sectionHistory("706", "2007-10-01")).toThrow(UnknownSectionError);
  });
});
