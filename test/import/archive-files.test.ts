// rules/archive: the archive's sections of every release, each stored where its text changed, checked against the
// sources by its index (rules check --archive).
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ARCHIVE_INDEX, archiveFilePath, checkArchive, listArchiveFiles, type ArchiveIndex } from "../../src/import/archive-files.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";

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
