// The archive's texts as the diff compares them (versions.ts), every release in one file: what the compiled `rules`
// command reads instead of parsing a release file and deriving its texts on every call (53 MB of files for
// `rules trace`, which walks the whole archive; two releases for `rules diff`). Built from sources/cr by the
// command's build (scripts/build-cli.mjs, release-index-write.ts), beside its chunks (build/cli/release-index.json),
// so that it always comes from the same code as the command that reads it; the sources run through tsx find no
// index beside them and read the release files.
//
// An index is used only while it describes sources/cr as it is: the same release files, each of the size and
// modification time it had when the index was built; otherwise the releases are read from their files.
//
// Each distinct text is stored once (most rules keep their words for years), with its derived forms and its words,
// numbered by the index's own list of words; integer arrays are stored as base64 of their bytes. The writer is
// release-index-write.ts (run by the build only).

import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listReleases, type Release } from "../import/archive.ts";
import type { Lang } from "../kb/model.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { idsOfWords } from "./similarity.ts";
import type { Entry, VersionText } from "./versions.ts";

/** Where the compiled command's build writes the index, beside the chunk holding this module. */
export const RELEASE_INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), "release-index.json");
export const RELEASE_INDEX_FORMAT = 1;

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
    ids: string[];
    /** For each entry: its section's position in `sections` · 2, + 1 for a heading. */
    places: string;
    /** For each entry: its text's position in the index's texts. */
    texts: string;
  };
}

export interface ReleaseIndexFile {
  format: number;
  releases: IndexedRelease[];
  words: string[];
  /** Four strings per text: content, plain, key, masked; null for one equal to the string before it. */
  texts: (string | null)[];
  /** The word ids of every text, one after the other, and where each text's ids end. */
  wordIds: string;
  wordEnds: string;
}

/**
 * The texts of the archive's numbered releases by file (each built when first asked for), from the index at
 * `file`; undefined when there is none, or when it no longer describes the release files of `root`.
 */
export function readReleaseIndex(file: string = RELEASE_INDEX, root: string = PROJECT_ROOT): Map<string, () => VersionText> | undefined {
  if (!existsSync(file)) return undefined;
  const index = JSON.parse(readFileSync(file, "utf8")) as ReleaseIndexFile;
  if (index.format !== RELEASE_INDEX_FORMAT || !describes(index.releases, listReleases(root), root)) return undefined;
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
  const textOf = (source: string, text: NonNullable<IndexedRelease["text"]>): VersionText => {
    const places = int32s(text.places);
    const entryTexts = int32s(text.texts);
    const entries = text.ids.map((id, i): Entry => {
      const { content, plain, key, masked, words } = derivedOf(entryTexts[i]);
      const section = text.sections[places[i] >> 1];
      return { index: i, id, section, heading: (places[i] & 1) === 1, content, plain, key, masked, words };
    });
    return { version: text.version, label: text.label, lang: text.lang, source, entries, sections: text.sections };
  };
  const texts = new Map<string, () => VersionText>();
  for (const { file: source, text } of index.releases) {
    if (!text) continue;
    let built: VersionText | undefined;
    texts.set(source, () => (built ??= textOf(source, text)));
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

function int32s(encoded: string): Int32Array {
  const bytes = Buffer.from(encoded, "base64");
  // A copy, so that the array starts on a 4-byte boundary whatever buffer the bytes were decoded into.
  return new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
