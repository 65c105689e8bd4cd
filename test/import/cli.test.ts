// `rules import --from` on bad input: a usage error (exit 2) for a bad argument, every problem at its file:line:col
// (exit 1) for a file that is not a rules source; never a stack trace.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { run as importCommand } from "../../src/cli/import.ts";
import { UsageError } from "../../src/cli/usage.ts";
import { CrFormatError } from "../../src/import/cr-text.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";

describe("rules import --from, bad input", () => {
  it("names a missing source file, a section the source lacks, and the 1997 rulebook that has no numbered rules", async () => {
    await expect(importCommand(["--from", "nope.txt", "--section", "706"])).rejects.toThrow(new UsageError("--from nope.txt: no such file"));
    await expect(importCommand(["--from", "sources/cr/cr-2011-02-04-MBS.txt", "--section", "999"])).rejects.toThrow(/^--section 999: not in sources\/cr\/cr-2011-02-04-MBS\.txt \(it has 100, 101, /u);
    await expect(importCommand(["--from", "sources/cr/cr-1997-03-24-5ED.txt", "--section", "100"])).rejects.toThrow(/not in numbered CR format/u);
  });

  it("refuses an --out that cannot be written", async () => {
    await expect(importCommand(["--from", "sources/cr/cr-2011-02-04-MBS.txt", "--section", "706", "--out", "README.md"])).rejects.toThrow(
      new UsageError("--out README.md: not a directory"),
    );
  });

  it("reports a file that is not a CR release with every problem at its place, exit code 1", async () => {
    const file = "test/fixtures/import/not-a-release.txt";
    await expect(importCommand(["--from", file, "--section", "706"])).rejects.toThrow(CrFormatError);
    const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "bin/rules.mjs"), "import", "--from", file, "--section", "706"], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      [
        `${file}:1:1: no effective date: the text says no "effective as of <Month> <day>, <year>" and the file is not named cr-<YYYY-MM-DD>-<SET>.txt`,
        `${file}:2:1: rule 706.2. before any section heading`,
        `${file}:4:1: text outside any rule: "Stray text under a heading."`,
        "",
      ].join("\n"),
    );
  });
});
