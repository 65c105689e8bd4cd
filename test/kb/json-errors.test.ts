// With --json, errors are JSON on stdout too — { "errors": [ … ] } — so a tool reading the output gets them
// (issue 14, case 8); the human message still goes to stderr, and the exit code says what failed.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/kb/root.ts";

function rules(...args: string[]) {
  const result = spawnSync(process.execPath, [join(PROJECT_ROOT, "bin/rules.mjs"), ...args], { cwd: PROJECT_ROOT, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("--json errors on stdout", () => {
  it("a bad command line: exit 2, { errors: [ { message } ] }", () => {
    const diff = rules("diff", "XYZ", "M10", "--json");
    expect(diff.status).toBe(2);
    expect(JSON.parse(diff.stdout).errors[0].message).toMatch(/^no CR release for set code XYZ\n/u);
    expect(diff.stderr).toMatch(/^rules diff: no CR release for set code XYZ/u);
    const trace = rules("trace", "999.99", "--json");
    expect(trace.status).toBe(2);
    expect(JSON.parse(trace.stdout).errors).toHaveLength(1);
    const check = rules("check", "--json", "rules/nope.md");
    expect(check.status).toBe(2);
    expect(JSON.parse(check.stdout)).toEqual({ errors: [{ message: "rules/nope.md: no such file" }] });
  });

  it("a knowledge base with errors: exit 1, every error with its file, line and column", () => {
    const check = rules("check", "--json", "--root", "test/fixtures/check/markdown-in-official-text");
    expect(check.status).toBe(1);
    const { errors } = JSON.parse(check.stdout);
    expect(errors).toHaveLength(6);
    for (const error of errors) expect(Object.keys(error)).toEqual(expect.arrayContaining(["file", "line", "column", "message"]));
  });
});
