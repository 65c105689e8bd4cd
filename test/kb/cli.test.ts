// `rules check` on bad command lines: a clear message and exit code 2, never a stack trace.
import { describe, expect, it, vi } from "vitest";
import { run as check } from "../../src/cli/check.ts";
import { UsageError } from "../../src/cli/usage.ts";

describe("rules check, bad input", () => {
  it("refuses a --root without a knowledge base rather than finding nothing wrong in it", async () => {
    await expect(check(["--root", "/nonexistent"])).rejects.toThrow(new UsageError("--root /nonexistent: no rules/ directory there, so no knowledge base to check"));
  });

  it("names a file argument that does not exist, or lies outside the project", async () => {
    await expect(check(["rules/nope.md"])).rejects.toThrow(new UsageError("rules/nope.md: no such file"));
    await expect(check(["/etc/hostname"])).rejects.toThrow(/^\/etc\/hostname: not inside the project/u);
  });

  it("takes a file argument relative to --root", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await expect(check(["--root", "test/fixtures/check/valid", "rules/2011-02-04/en/706.md"])).resolves.toBe(0);
      expect(log).toHaveBeenCalledWith("ok: 1 versions, 1 sections, 5 rules, 1 examples, 1 annotations");
    } finally {
      log.mockRestore();
    }
  });
});
