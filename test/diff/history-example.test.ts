// `rules history <example>` (issue 26): an example followed across its rewordings and the scenarios that run it,
// with each outcome change at a release boundary, whichever scenario runs on each side.
import { describe, expect, it } from "vitest";
import { exampleHistory } from "../../src/cli/history.ts";

describe("rules history of an example", () => {
  it("806.10a#2: Test of Endurance's threshold goes from 99 to 50 team life at 2010-04-23 (806.10a), where another scenario takes over", () => {
    const { instances, changes } = exampleHistory("806.10a#2");
    const at = (v: string) => instances.find((i) => i.version === v)!;
    // Two scenarios run it: the one of the 2005–2010 wording, then the one of 2010-04-23's.
    expect(at("2010-02-01").scenario).not.toBe(at("2010-04-23").scenario);
    // Followed back through its renumberings (606.9a#2 before M10) and forward to 810.9a#2.
    expect(new Set(instances.map((i) => i.id))).toEqual(new Set(["606.9a#2", "806.9a#2", "806.10a#2", "810.9a#2"]));
    const change = changes.find((c) => c.from === "2010-02-01" && c.to === "2010-04-23");
    expect(change, "the change at 2010-04-23").toBeDefined();
    const rule = change!.switches.find((s) => s.to.rule === "806.10a");
    expect(rule?.to.since).toBe("2010-04-23");
    expect(rule?.to.quote).toMatch(/team's life total/u);
    expect(change!.outcome.expectations.map((e) => e.because)).toContain("The team's life total must be 99 or more for that to happen.");
  }, 600_000);
});
