// The archive's texts as the diff compares them (versions.ts), every release in one file: what `rules trace` and
// anything else walking the whole archive would otherwise rebuild on every call by reading and deriving 53 MB of
// release files. Built from sources/cr by the compiled command's build (scripts/build-cli.mjs), beside its chunks
// (build/cli/release-index.json), so that it always comes from the same code as the command that reads it; the
// sources run through tsx find no index beside them and read the releases.
//
// An index is used only while it describes sources/cr as it is: the same release files, each of the size and
// modification time it had when the index was built; otherwise the releases are read from their files.
//
// Each distinct text is stored once (most rules keep their words for years), with its derived forms and its words,
// numbered by the index's own list of words; integer arrays are stored as base64 of their bytes.

import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listReleases, type Release } from "../import/archive.ts";
import { NotNumberedCrError, readCrFile } from "../import/cr-text.ts";
import type { Lang } from "../kb/model.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { idsOfWords, knownWords } from "./similarity.ts";
import { documentText, releaseLabel, type Entry, type VersionText } from "./versions.ts";

/** Where the compiled command's build writes the index, beside the chunk holding this module. */
export const RELEASE_INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), "release-index.json");
const FORMAT = 1;

interface IndexedRelease {
  file: string;
  size: number;
  mtimeMs: number;
  /** Absent for a release without numbered rules (the 1997 rulebook), which the diff does not read. */
  text?: {
    version: string;
    label: string;
    lang: Lang;
    sections: string[];
    ids: string[];
    /** For each entry: its section's position in `sections` · 2, + 1 for a heading. */
    places: string;
    /** For each entry: its text's position in the index's texts. */
    texts: string;
  };
}

interface ReleaseIndexFile {
  format: number;
  releases: IndexedRelease[];
  words: string[];
  /** Four strings per text: content, plain, key, masked; null for one equal to the string before it. */
  texts: (string | null)[];
  /** The word ids of every text, one after the other, and where each text's ids end. */
  wordIds: string;
  wordEnds: string;
}

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
  const index: ReleaseIndexFile = { format: FORMAT, releases, words: knownWords(), texts, wordIds: base64(wordIds), wordEnds: base64(wordEnds) };
  writeFileSync(file, JSON.stringify(index));
}

/**
 * The texts of the archive's numbered releases by file, from the index at `file`; undefined when there is none, or
 * when it no longer describes the release files of `root`.
 */
export function readReleaseIndex(file: string = RELEASE_INDEX, root: string = PROJECT_ROOT): Map<string, VersionText> | undefined {
  if (!existsSync(file)) return undefined;
  const index = JSON.parse(readFileSync(file, "utf8")) as ReleaseIndexFile;
  if (index.format !== FORMAT || !describes(index.releases, listReleases(root), root)) return undefined;
  // The index's word numbers as this process numbers words: the same numbers in a process that has read no text yet.
  const ids = idsOfWords(index.words);
  const renumbered = ids.some((id, w) => id !== w);
  const allWords = int32s(index.wordIds);
  const wordEnds = int32s(index.wordEnds);
  const derived: Derived[] = [];
  const derivedOf = (t: number): Derived => {
    let d = derived[t];
    if (!d) {
      const [content, plain = content, key = plain, masked = key] = index.texts.slice(4 * t, 4 * t + 4).map((s) => s ?? undefined) as string[];
      let words = allWords.subarray(t === 0 ? 0 : wordEnds[t - 1], wordEnds[t]);
      if (renumbered) words = Int32Array.from(words, (w) => ids[w]).sort();
      d = derived[t] = { content, plain, key, masked, words };
    }
    return d;
  };
  const texts = new Map<string, VersionText>();
  for (const { file: source, text } of index.releases) {
    if (!text) continue;
    const places = int32s(text.places);
    const entryTexts = int32s(text.texts);
    const entries = text.ids.map((id, i): Entry => {
      const { content, plain, key, masked, words } = derivedOf(entryTexts[i]);
      const section = text.sections[places[i] >> 1];
      return { index: i, id, section, heading: (places[i] & 1) === 1, content, plain, key, masked, words };
    });
    texts.set(source, { version: text.version, label: text.label, lang: text.lang, source, entries, sections: text.sections });
  }
  return texts;
}

type Derived = Pick<Entry, "content" | "plain" | "key" | "masked" | "words">;

/** Whether the index was built from these release files as they are now. */
function describes(indexed: readonly IndexedRelease[], releases: readonly Release[], root: string): boolean {
  if (indexed.length !== releases.length) return false;
  return releases.every((release, i) => {
    if (indexed[i].file !== release.file) return false;
    const { size, mtimeMs } = statSync(path.resolve(root, release.file));
    return indexed[i].size === size && indexed[i].mtimeMs === mtimeMs;
  });
}

function orNull(value: string, previous: string): string | null {
  return value === previous ? null : value;
}

function base64(values: Int32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString("base64");
}

function int32s(encoded: string): Int32Array {
  const bytes = Buffer.from(encoded, "base64");
  // A copy, so that the array starts on a 4-byte boundary whatever buffer the bytes were decoded into.
  return new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
