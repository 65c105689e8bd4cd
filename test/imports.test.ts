// Import hygiene (issue 30, item 7): no import cycle under src/, type imports included (scripts/check-imports.mjs;
// `npm run check:imports` also lists the unused exports knip finds).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeCycle, importCycles } from "../scripts/check-imports.mjs";

describe("imports under src/", () => {
  it("form no cycle, type imports included", () => {
    expect(importCycles().map(describeCycle)).toEqual([]);
  });

  it("a cycle closed by type imports alone is found, each import at its file:line:col", () => {
    const cycles = importCycles(path.join(import.meta.dirname, "fixtures/import-cycle"), "src").map(describeCycle);
    expect(cycles).toEqual([
      ["2 modules import each other (src/a.ts, src/lib/b.ts); one cycle:", "  src/a.ts:1:24: imports src/lib/b.ts", "  src/lib/b.ts:1:24: imports src/a.ts"].join("\n"),
    ]);
  });
});
