// rules import never loses or corrupts the knowledge base (issue 14, cases 1, 2, 4, 9, 12): every input is read and
// checked before anything is written, a file written where one already is gets its annotations kept, and writes
// stay inside the project or the working directory.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { run as importCommand } from "../../src/cli/import.ts";
import { UsageError } from "../../src/cli/usage.ts";
import { importKnowledgeBase } from "../../src/import/knowledge-base.ts";
import { DiagnosticsError } from "../../src/kb/diagnostics.ts";
import { PROJECT_ROOT } from "../../src/kb/root.ts";

const fixtures = join(PROJECT_ROOT, "test/fixtures/import");
const projects: string[] = [];
afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the project's rules/ beside its sources (linked one by one, so that a test can replace any). */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), "kb-safety-"));
  projects.push(root);
  cpSync(join(PROJECT_ROOT, "rules"), join(root, "rules"), { recursive: true });
  for (const dir of ["sources/cr", "sources/fr"]) {
    mkdirSync(join(root, dir), { recursive: true });
    for (const name of readdirSync(join(PROJECT_ROOT, dir))) symlinkSync(join(PROJECT_ROOT, dir, name), join(root, dir, name));
  }
  return root;
}

/** Every rules file's text, by path. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else files.set(relative(root, join(dir, entry.name)), readFileSync(join(dir, entry.name), "utf8"));
    }
  };
  walk(join(root, "rules"));
  return files;
}

function importProblems(root: string): string[] {
  try {
    importKnowledgeBase(root);
  } catch (error) {
    if (error instanceof DiagnosticsError) return error.message.split("\n");
    throw error;
  }
  throw new Error("rules import succeeded");
}

describe("rules import checks every input before writing anything", () => {
  it("case 1: an unclosed ::: annotation is named, and no run appends the official text again", () => {
    const root = project();
    cpSync(join(fixtures, "unclosed-annotation/706.md"), join(root, "rules/2011-02-04/fr/706.md"));
    const before = snapshot(root);
    for (let run = 0; run < 2; run++) {
      expect(importProblems(root)).toEqual([
        "rules import: nothing written, because of these problems:",
        "refusing to overwrite rules/2011-02-04/fr/706.md: it cannot be read whole, so what it holds would be lost",
        "rules/2011-02-04/fr/706.md:19:1: unclosed ':::correction' annotation: it runs on into the ':::translation' at line 22 (annotations do not nest); close it with a ':::' line",
      ]);
      expect(snapshot(root)).toEqual(before);
    }
  });

  it("case 4: a truncated release and a deleted one stop the import before any file (or sha256) is rewritten", () => {
    const root = project();
    const truncated = "sources/cr/cr-2011-02-04-MBS.txt";
    const text = readFileSync(join(PROJECT_ROOT, truncated), "utf8");
    rmSync(join(root, truncated));
    writeFileSync(join(root, truncated), text.slice(0, text.lastIndexOf("\n706. ")));
    rmSync(join(root, "sources/cr/cr-2011-09-30-ISD.txt"));
    const before = snapshot(root);
    const problems = importProblems(root);
    expect(problems[0]).toBe("rules import: nothing written, because of these problems:");
    expect(problems).toContain("sources/cr/cr-2011-02-04-MBS.txt:1:1: section 706 not found (the knowledge base imports it from this 2011-02-04 text)");
    expect(problems).toContain("sources/cr/cr-2011-02-04-MBS.txt:1:1: section 810 not found (the knowledge base imports it from this 2011-02-04 text)");
    expect(problems.filter((p) => /^sources\/cr\/releases\.json:\d+:12: release \d+: no file sources\/cr\/cr-2011-09-30-ISD\.txt for this release$/u.test(p))).toHaveLength(1);
    expect(problems).toContain("sources/cr/cr-2011-09-30-ISD.txt:1:1: source file not found");
    expect(snapshot(root)).toEqual(before);
  });
});

describe("rules import --from --out", () => {
  function cli(cwd: string, ...args: string[]) {
    return spawnSync(process.execPath, [join(PROJECT_ROOT, "bin/rules.mjs"), "import", ...args], { cwd, encoding: "utf8", timeout: 30_000 });
  }

  it("case 2: writing over an annotated knowledge-base file keeps its annotations (the 507 not-executable note)", () => {
    const root = mkdtempSync(join(tmpdir(), "kb-out-"));
    projects.push(root);
    const file = "rules/2007-10-01/en/507.md";
    const annotated = readFileSync(join(PROJECT_ROOT, file), "utf8");
    expect(annotated).toContain(":::not-executable");
    mkdirSync(join(root, "rules/2007-10-01/en"), { recursive: true });
    writeFileSync(join(root, file), annotated);
    const result = cli(root, "--from", join(PROJECT_ROOT, "sources/cr/cr-2007-10-01-LRW.txt"), "--section", "507", "--out", "rules");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(readFileSync(join(root, file), "utf8")).toBe(annotated);
  });

  it("case 2: a file there that cannot be read whole is refused, not overwritten", () => {
    const root = mkdtempSync(join(tmpdir(), "kb-out-"));
    projects.push(root);
    const file = "rules/2011-02-04/fr/706.md";
    const broken = readFileSync(join(fixtures, "unclosed-annotation/706.md"), "utf8");
    mkdirSync(join(root, "rules/2011-02-04/fr"), { recursive: true });
    writeFileSync(join(root, file), broken);
    const result = cli(root, "--from", join(PROJECT_ROOT, "sources/fr/001_5cdce41f886ec47f.txt"), "--section", "706", "--out", "rules");
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "refusing to overwrite rules/2011-02-04/fr/706.md: it cannot be read whole, so what it holds would be lost\n" +
        "rules/2011-02-04/fr/706.md:19:1: unclosed ':::correction' annotation: it runs on into the ':::translation' at line 22 (annotations do not nest); close it with a ':::' line\n",
    );
    expect(readFileSync(join(root, file), "utf8")).toBe(broken);
  });

  it("case 9: --out outside the project and the working directory is refused before anything is read, /proc included", async () => {
    const from = ["--from", "sources/cr/cr-2011-02-04-MBS.txt", "--section", "706"];
    await expect(importCommand([...from, "--out", "../../etc"])).rejects.toThrow(/^--out \.\.\/\.\.\/etc: .* is outside the project .* and the working directory; import writes only inside them$/u);
    await expect(importCommand([...from, "--out", "/proc"])).rejects.toThrow(/^--out \/proc: \/proc is outside the project/u);
  });

  it("case 12: /dev/null or a directory given as the source is named for what it is, not 'no such file'", async () => {
    await expect(importCommand(["--from", "/dev/null", "--section", "706"])).rejects.toThrow(new UsageError("--from /dev/null: is not a regular file"));
    await expect(importCommand(["--from", "sources/cr", "--section", "706"])).rejects.toThrow(new UsageError("--from sources/cr: is a directory, not a file"));
  });
});
