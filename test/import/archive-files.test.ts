// rules/archive: the archive's sections of every release, each stored where its text changed, checked against the
// sources by its index (rules check --archive).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ARCHIVE_INDEX, archiveFilePath, checkArchive, importArchive, listArchiveFiles, type ArchiveIndex } from "../../src/import/archive-files.ts";
import { correspondingSections } from "../../src/diff/archive-examples.ts";
import { DiagnosticsError, formatDiagnostic } from "../../src/kb/diagnostics.ts";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../src/kb/load.ts";

const index = JSON.parse(readFileSync(join(PROJECT_ROOT, ARCHIVE_INDEX), "utf8")) as ArchiveIndex;

describe("the archive's rules files", () => {
  it("are faithful to their sources, and the index's unchanged releases carry the stored text", () => {
    expect(checkArchive(PROJECT_ROOT)).toEqual([]);
  }, 300_000); // ~8 s of CPU (376 files rendered again from 81 releases): the default minute is too short on the loaded 2-core machine

  it("store each section once per change: far fewer files than releases × sections", () => {
    const carried = Object.values(index).reduce((n, releases) => n + Object.keys(releases).length, 0);
    const files = listArchiveFiles(PROJECT_ROOT);
    expect(files.length).toBe(Object.values(index).reduce((n, releases) => n + Object.entries(releases).filter(([r, holder]) => r === holder).length, 0));
    expect(files.length).toBeLessThan(carried / 2);
    // Every numbered release from 2001 on has the copy rules (503 → 706 → 707) in its index.
    const copy = new Set([...Object.keys(index["503"]!), ...Object.keys(index["706"]!), ...Object.keys(index["707"]!)]);
    expect(copy.size).toBeGreaterThanOrEqual(89);
  });

  it("keeps the annotation of 2020-04-17's Gray Ogre example, whose counter is still in layer 7d", () => {
    const text = readFileSync(join(PROJECT_ROOT, archiveFilePath("2020-04-17", "613")), "utf8");
    expect(text).toContain(':::correction[An effect puts a +1/+1 counter on it (layer 7d)]{expected="An effect puts a +1/+1 counter on it (layer 7c)"}');
  });

  describe("a changed official sentence", () => {
    const root = mkdtempSync(join(tmpdir(), "archive-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it("is an error naming the file and line", () => {
      symlinkSync(join(PROJECT_ROOT, "sources"), join(root, "sources"));
      cpSync(join(PROJECT_ROOT, "rules/archive"), join(root, "rules/archive"), { recursive: true });
      const file = archiveFilePath("2020-04-17", "613");
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      const at = lines.findIndex((l) => l.startsWith("Example: Gray Ogre"));
      lines[at] = lines[at].replace(" making it 5/8", " making it 1/4");
      writeFileSync(join(root, file), lines.join("\n"));
      const problems = checkArchive(root, ["613"]);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file, line: at + 1 });
      expect(problems[0]!.message).toMatch(/differs from its source/u);
    }, 120_000);
  });
});

describe("a damaged release or index is a located error, and the import writes nothing (issue 29)", () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const release = "sources/cr/cr-2005-08-01-9ED.txt";
  const original = readFileSync(join(PROJECT_ROOT, release), "utf8");

  /** A copy of the archive beside the releases, each linked on its own (so that one can be replaced). */
  function project(): string {
    const root = mkdtempSync(join(tmpdir(), "archive-damaged-"));
    roots.push(root);
    cpSync(join(PROJECT_ROOT, "rules/archive"), join(root, "rules/archive"), { recursive: true });
    mkdirSync(join(root, "sources/cr"), { recursive: true });
    for (const name of readdirSync(join(PROJECT_ROOT, "sources/cr"))) symlinkSync(join(PROJECT_ROOT, "sources/cr", name), join(root, "sources/cr", name));
    return root;
  }

  function damaged(text: string | Buffer): string {
    const root = project();
    rmSync(join(root, release));
    writeFileSync(join(root, release), text);
    return root;
  }

  function snapshot(root: string): Map<string, string> {
    return new Map(listArchiveFiles(root).concat(ARCHIVE_INDEX).map((file) => [file, readFileSync(join(root, file), "utf8")]));
  }

  function importProblems(root: string): string[] {
    const before = snapshot(root);
    try {
      importArchive(root, correspondingSections(loadKnowledgeBase(PROJECT_ROOT)));
    } catch (error) {
      if (!(error instanceof DiagnosticsError)) throw error;
      expect(snapshot(root)).toEqual(before);
      return error.message.split("\n");
    }
    throw new Error("rules import --archive succeeded");
  }

  const lineCount = original.split(/\r?\n/u).length;

  it("a release cut in half: the import stops before the alignment drops its sections from the index", () => {
    const half = original.slice(0, original.length / 2);
    const lines = half.split(/\r?\n/u).length;
    expect(importProblems(damaged(half))).toEqual([
      "rules import --archive: nothing written, because of these problems:",
      `${release}:${lines}:1: the file ends at line ${lines} with no Glossary heading after the rules (the last at line ${lines}): every release's rules end at its Glossary; is it truncated?`,
    ]);
  }, 120_000);

  it("bytes that are not text appended to a release", () => {
    const bytes = Buffer.concat([Buffer.from(original), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256))]);
    const problems = importProblems(damaged(bytes));
    expect(problems[0]).toBe("rules import --archive: nothing written, because of these problems:");
    expect(problems[1]).toMatch(new RegExp(`^${release}:${lineCount}:\\d+: (?:control character U\\+[0-9A-F]{4}|U\\+FFFD \\(a replacement character: bytes that could not be decoded\\)) in a text decoded as `, "u"));
  }, 120_000);

  it("two sections swapped, and a rule-number typo, in check --archive", () => {
    const start = (section: string) => original.indexOf(`\r\n${section}. `, original.indexOf("\r\n503.1. ") - 200) + 2;
    const [a, b, c] = ["503", "504", "505"].map(start) as [number, number, number];
    const swapped = original.slice(0, a) + original.slice(b, c) + original.slice(a, b) + original.slice(c);
    const problems = checkArchive(damaged(swapped.replace("\r\n503.2. ", "\r\n530.2. ")), ["503"]).map(formatDiagnostic);
    const heading = swapped.slice(0, swapped.indexOf("\r\n503. ", a)).split("\r\n").length + 1;
    expect(problems).toContain(`${release}:${heading}:1: section 503 comes after section 504 (line ${original.slice(0, a).split("\r\n").length}): a release's sections are in ascending order`);
    expect(problems).toContain(`${release}:${heading + 4}:1: rule 530.2 is printed in section 503 (line ${heading}): a typo? If the release prints it so, annotate it in rules/archive/2005-08-01/en/503.md with :::correction[530.2]`);
  }, 120_000);

  it("a misprint the release really has is acknowledged by a correction in the archive's file, and only so", () => {
    const root = project();
    const file = archiveFilePath("2006-05-01", "510");
    const text = readFileSync(join(root, file), "utf8");
    writeFileSync(join(root, file), text.replace(/\n\n:::correction\[501\.\d\][^]*?\n:::/gu, ""));
    const problems = checkArchive(root, ["510"]).map(formatDiagnostic);
    expect(problems.filter((p) => p.includes("is printed in section 510"))).toHaveLength(5);
    expect(problems[0]).toMatch(/^sources\/cr\/cr-2006-05-01-DIS\.txt:\d+:1: rule 501\.2 is printed in section 510 \(line \d+\): a typo\? /u);
  }, 120_000);

  it("two files for one release date: an error naming both, never a stack trace", () => {
    const root = project();
    symlinkSync(join(PROJECT_ROOT, release), join(root, "sources/cr/cr-2005-08-01-DUP.txt"));
    const problem = `sources/cr/cr-2005-08-01-DUP.txt:1:1: a second text for the release 2005-08-01, besides ${release}: one release, one file; not in sources/cr/releases.json: every release text is listed there (rules release add lists a new one)`;
    expect(checkArchive(root, ["503"]).map(formatDiagnostic)).toContain(problem);
    expect(importProblems(root)).toEqual(["rules import --archive: nothing written, because of these problems:", problem]);
  }, 120_000);

  it("index entries naming a path, a release that does not exist, a number, or no section: each at its line", () => {
    const root = project();
    const index = JSON.parse(readFileSync(join(root, ARCHIVE_INDEX), "utf8")) as Record<string, Record<string, unknown>>;
    index["503"]!["2005-08-01"] = "../../../../etc/passwd";
    index["503"]!["2005-10-01"] = 20051001;
    index["503"]!["2004-10-02"] = "2004-10-02";
    index["503"]!["../../../../etc/passwd"] = "2001-07-23";
    index["../../x"] = {};
    writeFileSync(join(root, ARCHIVE_INDEX), `${JSON.stringify(index, null, 1)}\n`);
    const lines = readFileSync(join(root, ARCHIVE_INDEX), "utf8").split("\n");
    const line = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    const problems = checkArchive(root, ["503"]).map(formatDiagnostic);
    expect(problems).toEqual(
      expect.arrayContaining([
        `${ARCHIVE_INDEX}:${line('"2005-08-01": "../')}:1: section 503, 2005-08-01: the release that holds its text must be one of sources/cr, named by its date, not "../../../../etc/passwd"`,
        `${ARCHIVE_INDEX}:${line('"2005-10-01": 2005')}:1: section 503, 2005-10-01: the release that holds its text must be one of sources/cr, named by its date, not 20051001`,
        `${ARCHIVE_INDEX}:${line('"2004-10-02"')}:1: section 503: "2004-10-02" is not a release of sources/cr (the index names each by its date)`,
        `${ARCHIVE_INDEX}:${line('"../../../../etc/passwd": "2001')}:1: section 503: "../../../../etc/passwd" is not a release of sources/cr (the index names each by its date)`,
        `${ARCHIVE_INDEX}:${line('"../../x"')}:1: "../../x" is not a section number (three digits)`,
      ]),
    );
  }, 120_000);

  it("check --archive compares the archive with sources/cr both ways: a release it lacks, a file of a release there is not", () => {
    const root = project();
    const index = JSON.parse(readFileSync(join(root, ARCHIVE_INDEX), "utf8")) as Record<string, Record<string, string>>;
    for (const carriers of Object.values(index)) delete carriers["2005-10-01"];
    writeFileSync(join(root, ARCHIVE_INDEX), `${JSON.stringify(index, null, 1)}\n`);
    cpSync(join(root, archiveFilePath("2005-08-01", "503")), join(root, archiveFilePath("2004-10-02", "503")));
    const problems = checkArchive(root, ["503"]).map(formatDiagnostic);
    expect(problems).toContain("sources/cr/cr-2005-10-01-RAV.txt:1:1: a release the archive's index names nowhere: its sections are not in rules/archive (run rules import --archive)");
    expect(problems).toContain("rules/archive/2004-10-02/en/503.md:1:1: no release of sources/cr is dated 2004-10-02: a file no release needs");
    expect(problems.filter((p) => !p.includes("2005-10-01") && !p.includes("2004-10-02"))).toEqual([]);
  }, 120_000);
});
