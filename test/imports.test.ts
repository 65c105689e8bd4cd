// Import hygiene (issue 30, item 7): no import cycle under src/, type imports included, and no unused export
// (scripts/check-imports.mjs; `npm run check:imports` prints the same problems).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeCycle, importCycles, unusedExports } from "../scripts/check-imports.mjs";

const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);

describe("imports under src/", () => {
  it("form no cycle, type imports included", () => {
    expect(importCycles().map(describeCycle)).toEqual([]);
  });

  it("a cycle closed by type imports alone is found, each import at its file:line:col", () => {
    const cycles = importCycles(fixture("import-cycle"), "src").map(describeCycle);
    expect(cycles).toEqual([
      ["2 modules import each other (src/a.ts, src/lib/b.ts); one cycle:", "  src/a.ts:1:24: imports src/lib/b.ts", "  src/lib/b.ts:1:24: imports src/a.ts"].join("\n"),
    ]);
  });
});

describe("exports", () => {
  it("none is unused: each is imported by another module (knip, from the entry points: CLI, pages, scripts, tests, benchmarks)", { timeout: 300_000 }, () => {
    expect(unusedExports()).toEqual([]);
  });

  it("an export or exported type that only its own module uses is found, at its file:line:col", () => {
    expect(unusedExports(fixture("unused-export"))).toEqual([
      "src/lib.ts:5:17: unused export helper: nothing imports it (remove it, or its `export`)",
      "src/lib.ts:9:13: unused exported type Unread: nothing imports it (remove it, or its `export`)",
    ]);
  });
});
