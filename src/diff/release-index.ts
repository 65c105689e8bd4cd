// The archive's texts as the diff compares them (version-text.ts), every release in one file: what the compiled `rules`
// command reads instead of parsing a release file and deriving its texts on every call (53 MB of files for
// `rules trace`, which walks the whole archive; two releases for `rules diff`). Built from sources/cr by the
// command's build (scripts/build-cli.mjs, release-index-write.ts), beside its script (build/cli/release-index.bin),
// so that it always comes from the same code as the command that reads it; the sources run through tsx find no
// index beside them and read the release files.
//
// An index is used only while it describes sources/cr as it is: the same release files, each of the size and
// modification time it had when the index was built; otherwise the releases are read from their files.
//
// Each distinct text is stored once (most rules keep their words for years), with its derived forms and its words,
// numbered by the index's own list of words. The file is binary so that a command decodes only what it reads: a
// small JSON header (the releases, and where each part lies), then the parts, each starting on a 4-byte boundary —
// UTF-8 strings and 32-bit integer arrays (in the byte order of the machine that built them, which is the one reading
// them), used in place. A `rules diff` decodes the strings of its two releases' texts only. The writer is release-index-write.ts (run by the build only).

import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listReleases, type Release } from "../import/archive.ts";
import type { Lang } from "../kb/model.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { idsOfWords } from "./similarity.ts";
import { DerivedText, Entry, type VersionText } from "./version-text.ts";

/** Where the compiled command's build writes the index, beside the script holding this module. */
export const RELEASE_INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), "release-index.bin");
export const RELEASE_INDEX_FORMAT = 2;

/** Where a part lies: byte offset from the end of the header (a multiple of 4), and length. */
export type Span = [offset: number, length: number];

export interface IndexedRelease {
  file: string;
  size: number;
  mtimeMs: number;
  /** Absent for a release without numbered rules (the 1997 rulebook), which the diff does not read. */
  text?: {
    version: string;
    label: string;
    lang: Lang;
    sections: string[];
    /** The entries' ids, one a line (UTF-8). */
    ids: Span;
    /** For each entry (int32): its section's position in `sections` · 2, + 1 for a heading. */
    places: Span;
    /** For each entry (int32): its text's position in the index's texts. */
    texts: Span;
  };
}

/** The header: a uint32 (its length in bytes), then this as JSON; the parts follow from the next multiple of 4. */
export interface ReleaseIndexHeader {
  format: number;
  releases: IndexedRelease[];
  /** The words, one a line (UTF-8), in the order of their numbers. */
  words: Span;
  /** Four strings per text — content, plain, key, masked — one after the other (UTF-8). */
  strings: Span;
  /** Where each string ends in `strings` (int32). */
  stringEnds: Span;
  /** For each string, 1 when it equals the string before it (then it is stored empty), else 0 (bytes). */
  repeated: Span;
  /** The word ids of every text, one after the other (int32), and where each text's ids end (int32). */
  wordIds: Span;
  wordEnds: Span;
}

/** Strings per text in `strings`: content, plain, key, masked. */
const STRINGS_PER_TEXT = 4;

/**
 * The texts of the archive's numbered releases by file (each built when first asked for), from the index at
 * `file`; undefined when there is none, or when it no longer describes the release files of `root`.
 */
export function readReleaseIndex(file: string = RELEASE_INDEX, root: string = PROJECT_ROOT): Map<string, () => VersionText> | undefined {
  if (!existsSync(file)) return undefined;
  const read = readFileSync(file);
  // Integer arrays are read in place, which needs the bytes on a 4-byte boundary in memory.
  const bytes = read.byteOffset % 4 === 0 ? read : Buffer.from(read);
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString("utf8", 4, 4 + headerLength)) as ReleaseIndexHeader;
  if (header.format !== RELEASE_INDEX_FORMAT || !describes(header.releases, listReleases(root), root)) return undefined;
  const body = partsOffset(headerLength);
  const utf8 = ([offset, length]: Span) => bytes.toString("utf8", body + offset, body + offset + length);
  const lines = (span: Span) => (span[1] === 0 ? [] : utf8(span).split("\n"));
  const int32s = ([offset, length]: Span) => new Int32Array(bytes.buffer, bytes.byteOffset + body + offset, length / 4);
  // The index's word numbers as this process numbers words: the same numbers in a process that has read no text yet.
  const ids = idsOfWords(lines(header.words));
  const renumbered = ids.some((id, w) => id !== w);
  const strings = body + header.strings[0];
  const stringEnds = int32s(header.stringEnds);
  const repeated = bytes.subarray(body + header.repeated[0], body + header.repeated[0] + header.repeated[1]);
  const stringAt = (s: number, previous: string): string => {
    if (repeated[s] === 1) return previous;
    return bytes.toString("utf8", strings + (s === 0 ? 0 : stringEnds[s - 1]), strings + stringEnds[s]);
  };
  const allWords = int32s(header.wordIds);
  const wordEnds = int32s(header.wordEnds);
  const derived: DerivedText[] = [];
  const derivedOf = (t: number): DerivedText => {
    let d = derived[t];
    if (!d) {
      const s = STRINGS_PER_TEXT * t;
      const content = stringAt(s, "");
      const plain = stringAt(s + 1, content);
      const key = stringAt(s + 2, plain);
      const masked = stringAt(s + 3, key);
      // A view into the file's bytes: one buffer for every text, not one each (fewer allocations, less GC).
      let words = allWords.subarray(t === 0 ? 0 : wordEnds[t - 1], wordEnds[t]);
      if (renumbered) words = Int32Array.from(words, (w) => ids[w]).sort();
      d = derived[t] = new DerivedText(content, plain, key, masked, words);
    }
    return d;
  };
  const textOf = (source: string, text: NonNullable<IndexedRelease["text"]>): VersionText => {
    const places = int32s(text.places);
    const entryTexts = int32s(text.texts);
    const entries = lines(text.ids).map((id, i) => new Entry(i, id, text.sections[places[i] >> 1], (places[i] & 1) === 1, derivedOf(entryTexts[i])));
    return { version: text.version, label: text.label, lang: text.lang, source, entries, sections: text.sections };
  };
  const texts = new Map<string, () => VersionText>();
  for (const { file: source, text } of header.releases) {
    if (!text) continue;
    let built: VersionText | undefined;
    texts.set(source, () => (built ??= textOf(source, text)));
  }
  return texts;
}

/** Where the parts start: after the header's length and the header, on a 4-byte boundary. */
export function partsOffset(headerLength: number): number {
  return Math.ceil((4 + headerLength) / 4) * 4;
}

/** Whether the index was built from these release files as they are now. */
function describes(indexed: readonly IndexedRelease[], releases: readonly Release[], root: string): boolean {
  if (indexed.length !== releases.length) return false;
  return releases.every((release, i) => {
    if (indexed[i].file !== release.file) return false;
    const { size, mtimeMs } = statSync(path.resolve(root, release.file));
    return indexed[i].size === size && indexed[i].mtimeMs === mtimeMs;
  });
}
