// rules coverage names each stale or unknown claim at the line of the scenario that makes it, not only as a count
// (issue 14, case 10).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { claimProblems } from "../../src/cli/claim-location.ts";
import { formatDiagnostic } from "../../src/kb/diagnostics.ts";
import { readKnowledgeBase } from "../../src/kb/load.ts";
import { PROJECT_ROOT } from "../../src/kb/root.ts";
import { exampleCases, knowledgeBaseInstances } from "../../src/scenarios/results.ts";

describe("rules coverage, stale and unknown claims", () => {
  it("each at its examples: entry, file:line:col", () => {
    const root = join(PROJECT_ROOT, "test/fixtures/coverage/stale-claims");
    // As rules coverage gives them: every release there is (here the fixture's one) as given instances, so a claimed
    // text that none of them has is reported.
    const instances = knowledgeBaseInstances(readKnowledgeBase(root).kb);
    const located = claimProblems(root, exampleCases(root, instances).map((c) => c.result())).map(formatDiagnostic);
    const file = "examples/scenarios/706/706.2-1.yaml";
    expect(located).toHaveLength(3);
    expect(located[0]).toMatch(new RegExp(`^${file}:4:5: 706\\.2#1 \\(en\\) stale in 2011-02-04: .*as worded in 0123456789ab; in 2011-02-04 its text is 7506c4f54f2b`, "u"));
    expect(located[1]).toBe(`${file}:4:5: 706.2#1 (en) claims a text no release has: ${file} claims 0123456789ab for 706.2#1 (en), a text no release has`);
    expect(located[2]).toBe(`${file}:5:5: 706.9#1 (en) claims a text no release has: ${file} claims ba9876543210 for 706.9#1 (en), a text no release has`);
  });
});
