// The command line of every `rules` command (issue 29): an option given twice or given an empty value is an error
// naming it, not a value silently dropped or read as "not given"; an argument too long to quote is shortened in
// the message that names it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run as explain } from "../../src/cli/explain.ts";
import { run as trace } from "../../src/cli/trace.ts";
import { shortenArguments, UsageError } from "../../src/cli/usage.ts";
import { PROJECT_ROOT } from "../../src/kb/root.ts";

function rules(...args: string[]) {
  return spawnSync(process.execPath, [join(PROJECT_ROOT, "bin/rules.mjs"), ...args], { cwd: PROJECT_ROOT, encoding: "utf8", timeout: 60_000 });
}

describe("options", () => {
  it("an empty value is refused, not read as no option (explain --version '' ran every version)", async () => {
    await expect(explain(["706.2#1", "--version", ""])).rejects.toThrow(new UsageError("--version is empty: give it a value"));
    await expect(explain(["706.2#1", "--version="])).rejects.toThrow(new UsageError("--version is empty: give it a value"));
  });

  it("an option given twice is refused, not the first value ignored (trace --at A --at B)", async () => {
    await expect(trace(["706.2", "--at", "2011-02-04", "--at", "2009-10-05"])).rejects.toThrow(new UsageError("--at is given more than once: give it once"));
  });
});

describe("long arguments", () => {
  it("are shortened to their start and length wherever a message quotes them", () => {
    const long = "x".repeat(120_000);
    expect(shortenArguments(`unknown CR release '${long}': no such file`, ["--at", long])).toBe(`unknown CR release '${"x".repeat(40)}… (120000 characters)': no such file`);
    expect(shortenArguments("706.2 --at MBS", ["706.2", "--at", "MBS"])).toBe("706.2 --at MBS");
  });

  it("an argument of 120 KB is not echoed whole by the command", () => {
    const long = "2".repeat(120_000);
    const result = rules("trace", "706.2", "--at", long);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`${"2".repeat(40)}… (120000 characters)`);
    expect(result.stderr.length).toBeLessThan(4_000);
    expect(result.stderr).not.toMatch(/^\s+at /mu);
  }, 60_000);
});
