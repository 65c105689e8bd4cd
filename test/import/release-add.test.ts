import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeArchive } from "../../src/diff/archive-examples.ts";
import { addRelease } from "../../src/import/release-add.ts";
import { DiagnosticsError } from "../../src/kb/diagnostics.ts";
import { PROJECT_ROOT } from "../../src/kb/root.ts";
import { PUBLISHED_RELEASES, RELEASES_LIST, releaseFileName } from "../../src/releases.ts";

/** A copy of what the release's ingest reads and writes: the sources, the rules, the examples. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), "release-add-"));
  for (const dir of ["sources", "rules", "examples"]) cpSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), { recursive: true });
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Every file under a folder, with its bytes, by path. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      out.set(path.relative(dir, full), readFileSync(full, "latin1"));
    }
  }
  return out;
}

describe("rules release add", () => {
  const newest = PUBLISHED_RELEASES.at(-1)!;

  // The ingest aligns every release again (about 20 s on an idle two-core machine): a longer limit than the suite's.
  it("a release withheld from the project and added back gets the project's archive and list, byte for byte", { timeout: 600_000 }, () => {
    const root = project();
    const listFile = path.join(root, RELEASES_LIST);
    const list = readFileSync(listFile, "utf8");
    const withheld = path.join(root, "withheld.txt");
    renameSync(path.join(root, "sources/cr", releaseFileName(newest)), withheld);
    writeFileSync(listFile, list.replace(/,\n[^\n]*\n\]\n$/u, "\n]\n"));
    // The archive as it was before the release: its stored files and its column of the index gone.
    rmSync(path.join(root, "rules/archive", newest.date), { recursive: true, force: true });
    const indexFile = path.join(root, "rules/archive/index.json");
    const index = JSON.parse(readFileSync(indexFile, "utf8")) as Record<string, Record<string, string>>;
    for (const releases of Object.values(index)) delete releases[newest.date];
    writeFileSync(indexFile, JSON.stringify(index));

    const added = addRelease(root, { file: withheld, set: newest.set, from: newest.from }, (r) => writeArchive(r, "new holders"));
    expect(added.release).toEqual(newest);
    expect(readFileSync(listFile, "utf8")).toBe(list);
    expect(readFileSync(path.join(root, added.source))).toEqual(readFileSync(withheld));
    expect(files(path.join(root, "rules/archive"))).toEqual(files(path.join(PROJECT_ROOT, "rules/archive")));
  });

  it("refuses, writing nothing, a release already there, a text that decodes to replacement characters, and a bad set code", () => {
    const root = project();
    const before = files(path.join(root, "sources"));
    const problems = (file: string, set = "ZZZ") => {
      try {
        addRelease(root, { file, set, from: "test" }, writeArchive);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(DiagnosticsError);
        return (error as DiagnosticsError).diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.message}`);
      }
    };
    const copy = path.join(root, "copy.txt");
    cpSync(path.join(root, "sources/cr", releaseFileName(newest)), copy);
    expect(problems(copy)).toEqual([
      `copy.txt:1:1: this text states the effective date ${newest.date}, which names a release already there (sources/cr/${releaseFileName(newest)})`,
    ]);
    const broken = path.join(root, "broken.txt");
    writeFileSync(broken, readFileSync(copy, "utf8").replace("January", "Jan\uFFFDary"));
    expect(problems(broken)[0]).toMatch(/^broken\.txt:\d+:\d+: U\+FFFD \(a replacement character: bytes that could not be decoded\) in a text decoded as UTF-8/u);
    expect(problems(path.join(root, "missing.txt"))).toEqual(["missing.txt:1:1: no such file"]);
    expect(problems(copy, "not a code")[0]).toMatch(/--set not a code: not a set code/u);
    rmSync(copy);
    rmSync(broken);
    expect(files(path.join(root, "sources"))).toEqual(before);
  });
});
