// The archive's index (src/diff/release-index.ts), which the compiled command reads instead of the release files:
// it must give every release exactly as reading the file gives it, and be refused once the files have changed.
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listReleases } from "../../src/import/archive.ts";
import { NotNumberedCrError, readCrFile } from "../../src/import/cr-text.ts";
import { readReleaseIndex } from "../../src/diff/release-index.ts";
import { writeReleaseIndex } from "../../src/diff/release-index-write.ts";
import { releaseLabel, textOfRelease } from "../../src/diff/versions.ts";
import { documentText, type VersionText } from "../../src/diff/version-text.ts";
import { PROJECT_ROOT } from "../../src/kb/root.ts";

/** The text of a release as read from its file, in this process's word numbering. */
function fromFile(file: string, root = PROJECT_ROOT): VersionText | undefined {
  const release = listReleases(root).find((r) => r.file === file)!;
  try {
    return documentText(readCrFile(path.resolve(root, file), root), release.date, releaseLabel(release));
  } catch (error) {
    if (error instanceof NotNumberedCrError) return undefined;
    throw error;
  }
}

/** What differs between two texts of a release: its fields, and each entry's fields (words id by id). */
function differences(actual: VersionText, expected: VersionText): string[] {
  const found: string[] = [];
  const { entries, ...fields } = expected;
  for (const [name, value] of Object.entries(fields)) {
    if (JSON.stringify(actual[name as keyof VersionText]) !== JSON.stringify(value)) found.push(name);
  }
  if (actual.entries.length !== entries.length) return [...found, `${actual.entries.length} entries, not ${entries.length}`];
  entries.forEach((e, i) => {
    const a = actual.entries[i];
    const fields = ["index", "id", "section", "heading", "content", "plain", "key", "masked"] as const;
    for (const field of fields) if (a[field] !== e[field]) found.push(`entry ${i} ${field}`);
    if (a.words.length !== e.words.length || a.words.some((w, k) => w !== e.words[k])) found.push(`entry ${i} words`);
    if (Object.keys(a).join() !== Object.keys(e).join()) found.push(`entry ${i} keys ${Object.keys(a).join()}`);
  });
  return found;
}

describe("the index the command's build wrote (build/cli/release-index.bin, by the test set-up)", () => {
  it("gives every numbered release of sources/cr as its file reads, entry by entry", () => {
    // Words numbered by reading a release first, so that the index's word numbers must be translated.
    textOfRelease(listReleases().at(-1)!);
    const indexed = readReleaseIndex(path.join(PROJECT_ROOT, "build/cli/release-index.bin"));
    expect(indexed).toBeDefined();
    let releases = 0;
    for (const release of listReleases()) {
      const expected = fromFile(release.file);
      const actual = indexed!.get(release.file)?.();
      if (!expected) {
        expect(actual, release.file).toBeUndefined();
        continue;
      }
      releases++;
      expect(differences(actual!, expected), release.file).toEqual([]);
    }
    expect(releases).toBeGreaterThanOrEqual(95);
  });
});

describe("an index of a copy of two releases", () => {
  const root = mkdtempSync(path.join(tmpdir(), "release-index-"));
  const index = path.join(root, "index.bin");
  const files = ["sources/cr/cr-1999-04-23-6ED.txt", "sources/cr/cr-2021-09-24-MID.txt"];
  const WHEN = new Date("2021-10-01T00:00:00Z");
  beforeAll(() => {
    mkdirSync(path.join(root, "sources/cr"), { recursive: true });
    for (const file of files) {
      copyFileSync(path.join(PROJECT_ROOT, file), path.join(root, file));
      utimesSync(path.join(root, file), WHEN, WHEN); // whole seconds, so that the test can set them back exactly
    }
    writeFileSync(
      path.join(root, "sources/cr/releases.json"),
      JSON.stringify([{ date: "1999-04-23", set: "6ED", from: "test" }, { date: "2021-09-24", set: "MID", from: "test" }]),
    );
    writeReleaseIndex(index, root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("is read while the files are as they were", () => {
    const indexed = readReleaseIndex(index, root);
    expect([...indexed!.keys()]).toEqual(files);
    for (const file of files) expect(differences(indexed!.get(file)!(), fromFile(file, root)!), file).toEqual([]);
  });

  it("is refused when a release file has another modification time, or another size", () => {
    const file = path.join(root, files[0]);
    utimesSync(file, WHEN, new Date(WHEN.getTime() + 1000));
    expect(readReleaseIndex(index, root)).toBeUndefined();
    utimesSync(file, WHEN, WHEN);
    expect(readReleaseIndex(index, root)).toBeDefined();
    appendFileSync(file, "\n");
    utimesSync(file, WHEN, WHEN);
    expect(readReleaseIndex(index, root)).toBeUndefined();
  });

  it("is refused when a release was added, and absent when never built", () => {
    copyFileSync(path.join(PROJECT_ROOT, "sources/cr/cr-1999-11-01-BRB.txt"), path.join(root, "sources/cr/cr-1999-11-01-BRB.txt"));
    expect(readReleaseIndex(index, root)).toBeUndefined();
    expect(readReleaseIndex(path.join(root, "none.bin"), root)).toBeUndefined();
  });
});
