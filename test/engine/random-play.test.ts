// The fast seeded subset of `npm run fuzz` (bench/random-play.ts): random boards and random actions through the
// public API, legal and illegal, and misuses of it, under every release; every refusal is a RuleViolation or a
// UsageError that changed nothing, and the invariants hold.
import { describe, expect, it } from "vitest";
import { randomPlay } from "../../bench/random-play.ts";

describe("random play through the public API (seeded subset of npm run fuzz)", () => {
  it("throws only RuleViolations and UsageErrors (every misuse a UsageError), refuses without changing anything, and keeps the invariants", () => {
    const report = randomPlay({ seed: 20110204, sequences: 120, actions: 25 });
    expect(report.exceptions).toEqual([]);
    expect(report.misusesNotRefused).toEqual([]);
    expect(report.refusedChanged).toEqual([]);
    expect(report.invariantBreaks).toEqual([]);
    // The subset plays real games: Two-Headed Giant ones among them, some to their end, most actions allowed or refused.
    expect(report.actions).toBe(120 * 25);
    expect(report.twoHeadedGiant).toBeGreaterThan(10);
    expect(report.finished).toBeGreaterThan(5);
    expect(report.refused).toBeGreaterThan(report.actions / 4);
    expect(report.refused).toBeLessThan(report.actions);
    // Misuses of the API were tried, each refused with a UsageError.
    expect(report.misuses).toBeGreaterThan(50);
    expect(report.usageErrors).toBeGreaterThanOrEqual(report.misuses);
  });
});
