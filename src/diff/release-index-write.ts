// Writes the archive's index (release-index.ts) from sources/cr: run by the compiled command's build
// (scripts/build-cli.mjs), which bundles this module beside the command's chunks.

import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listReleases } from "../import/archive.ts";
import { NotNumberedCrError, readCrFile } from "../import/cr-text.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { RELEASE_INDEX, RELEASE_INDEX_FORMAT, type IndexedRelease, type ReleaseIndexFile } from "./release-index.ts";
import { knownWords } from "./similarity.ts";
import { documentText, releaseLabel, type VersionText } from "./versions.ts";

export { RELEASE_INDEX };

/** Writes the index of every release in `root`/sources/cr to `file`. */
export function writeReleaseIndex(file: string, root: string = PROJECT_ROOT): void {
  const textIndex = new Map<string, number>();
  const texts: (string | null)[] = [];
  const textWords: Int32Array[] = [];
  const releases = listReleases(root).map((release): IndexedRelease => {
    const { size, mtimeMs } = statSync(path.resolve(root, release.file));
    let version: VersionText;
    try {
      version = documentText(readCrFile(path.resolve(root, release.file), root), release.date, releaseLabel(release));
    } catch (error) {
      if (error instanceof NotNumberedCrError) return { file: release.file, size, mtimeMs };
      throw error;
    }
    const places = new Int32Array(version.entries.length);
    const entryTexts = new Int32Array(version.entries.length);
    const sectionIndex = new Map(version.sections.map((s, i) => [s, i]));
    for (const e of version.entries) {
      places[e.index] = 2 * sectionIndex.get(e.section)! + (e.heading ? 1 : 0);
      let t = textIndex.get(e.content);
      if (t === undefined) {
        t = textWords.length;
        textIndex.set(e.content, t);
        texts.push(e.content, orNull(e.plain, e.content), orNull(e.key, e.plain), orNull(e.masked, e.key));
        textWords.push(e.words);
      }
      entryTexts[e.index] = t;
    }
    const { label, lang, sections } = version;
    const ids = version.entries.map((e) => e.id);
    return { file: release.file, size, mtimeMs, text: { version: version.version, label, lang, sections, ids, places: base64(places), texts: base64(entryTexts) } };
  });
  const wordEnds = new Int32Array(textWords.length);
  let end = 0;
  textWords.forEach((words, t) => (wordEnds[t] = end += words.length));
  const wordIds = new Int32Array(end);
  textWords.forEach((words, t) => wordIds.set(words, wordEnds[t] - words.length));
  const index: ReleaseIndexFile = { format: RELEASE_INDEX_FORMAT, releases, words: knownWords(), texts, wordIds: base64(wordIds), wordEnds: base64(wordEnds) };
  writeFileSync(file, JSON.stringify(index));
}

function orNull(value: string, previous: string): string | null {
  return value === previous ? null : value;
}

function base64(values: Int32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString("base64");
}
