// `rules diff` and `rules trace` as a user runs them: exit codes and messages through the real command, output
// formats in process.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { run as diff } from "../../src/cli/diff.ts";
import { run as trace } from "../../src/cli/trace.ts";
import { UsageError } from "../../src/cli/usage.ts";
import { PROJECT_ROOT as ROOT } from "../../src/kb/load.ts";

function rules(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "bin/rules.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** What a command printed with console.log, and its exit code. */
async function output(command: (args: string[]) => Promise<number>, ...args: string[]) {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => void lines.push(parts.join(" ")));
  try {
    const code = await command(args);
    return { code, text: lines.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("bad input: a clear message and exit code 2", () => {
  it("an unknown version", () => {
    const result = rules("diff", "2011-02-04", "2011-03-01");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^rules diff: no CR release dated 2011-03-01 \(nearest: 2011-02-04 MBS, 2011-04-01 DDG\)/u);
  });

  it("a section missing from one side, with the section it became", () => {
    const result = rules("diff", "2007-10-01", "2011-02-04", "--section", "706");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("section 706 is not in 2007-10-01 LRW");
    expect(result.stderr).toContain("try --section 503:706");
  });

  it("an unknown rule", () => {
    const result = rules("trace", "999.9", "--at", "2011-02-04");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("rules trace: no rule 999.9 in the 2011-02-04 MBS rules, nor in any release of the archive");
  });

  it("a language, a French version or an argument count the command cannot take", async () => {
    await expect(diff(["2007-10-01", "2011-02-04", "--lang", "de"])).rejects.toThrow(UsageError);
    await expect(diff(["2015-01-23", "2016-01-16", "--lang", "fr"])).rejects.toThrow(/knowledge base has fr for 2007-10-01, 2011-02-04/u);
    await expect(diff(["2007-10-01"])).rejects.toThrow(/expected two versions/u);
    await expect(trace([])).rejects.toThrow(/expected one rule number/u);
  });
});

describe("output", () => {
  it("prints the JSON the issue specifies: from, to, changes with kind, from, to, similarity and a word diff", async () => {
    const { code, text } = await output(diff, "2021-02-05", "2021-02-15", "--json");
    expect(code).toBe(0);
    const json = JSON.parse(text);
    expect([json.from, json.to]).toEqual(["2021-02-05", "2021-02-15"]);
    const edited = json.changes.filter((c: { kind: string }) => c.kind === "edited");
    expect(edited.map((c: { from: string; to: string }) => `${c.from} → ${c.to}`)).toEqual([
      "120.4a → 120.4a",
      "613.7a → 613.7a",
      "702.84a → 702.84a",
    ]);
    expect(edited[0].similarity).toBeGreaterThan(0.5);
    expect(edited[0].diff.some((p: { op: string; text: string }) => p.op === "+" && p.text.includes("deathtouch"))).toBe(true);
  });

  it("prints readable text without colour when not on a terminal, insertions marked {+…+}", async () => {
    const { text } = await output(diff, "2021-02-05", "2021-02-15");
    expect(text).not.toContain("\u001b[");
    expect(text).toContain("~ 120.4a  edited");
    expect(text).toMatch(/\{\+[^}]*deathtouch/u);
  });

  it("prints the French diff and, for a version without French, how far the translation lags", async () => {
    expect((await output(diff, "2007-10-01", "2011-02-04", "--lang", "fr", "--section", "503:706")).text).toContain(
      "> section 503 → section 706  moved",
    );
    const lag = await output(diff, "2011-02-04", "2011-09-30", "--lang", "fr");
    expect(lag.code).toBe(0);
    expect(lag.text).toContain("No fr text for 2011-09-30: the latest fr text follows 2011-02-04.");
  });

  it("prints a trace as [ { version, id, text, change } ]", async () => {
    const { text } = await output(trace, "706.2", "--at", "2011-02-04", "--json");
    const steps = JSON.parse(text) as { version: string; id: string; text: string; change: string }[];
    expect(steps.find((s) => s.version === "2009-07-08")).toMatchObject({ id: "706.2", change: "moved" });
    expect(steps.find((s) => s.version === "2011-02-04")?.text).toMatch(/^When copying an object, the copy acquires the copiable values/u);
  });
});
