// Writes the archive's index (release-index.ts) from sources/cr: run by the compiled command's build
// (scripts/build-cli.mjs), which bundles this module beside the command's script.

import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { listReleases } from "../import/archive.ts";
import { NotNumberedCrError, readCrFile } from "../import/cr-text.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { partsOffset, RELEASE_INDEX, RELEASE_INDEX_FORMAT, type IndexedRelease, type ReleaseIndexHeader, type Span } from "./release-index.ts";
import { knownWords } from "./similarity.ts";
import { releaseLabel } from "./versions.ts";
import { documentText, type VersionText } from "./version-text.ts";

/** Writes the index of every release in `root`/sources/cr to `file` (by default where the command reads it). */
export function writeReleaseIndex(file: string = RELEASE_INDEX, root: string = PROJECT_ROOT): void {
  const parts = new Parts();
  const textIndex = new Map<string, number>();
  const strings: string[] = [];
  const repeated: number[] = [];
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
        // A derived form equal to the form before it is stored empty, marked repeated.
        [e.content, e.plain, e.key, e.masked].forEach((s, k, forms) => {
          const repeats = k > 0 && s === forms[k - 1];
          strings.push(repeats ? "" : s);
          repeated.push(repeats ? 1 : 0);
        });
        textWords.push(e.words);
      }
      entryTexts[e.index] = t;
    }
    const { label, lang, sections } = version;
    const ids = parts.utf8(version.entries.map((e) => e.id).join("\n"));
    const text = { version: version.version, label, lang, sections, ids, places: parts.int32s(places), texts: parts.int32s(entryTexts) };
    return { file: release.file, size, mtimeMs, text };
  });
  const stringEnds = new Int32Array(strings.length);
  let stringEnd = 0;
  strings.forEach((s, i) => (stringEnds[i] = stringEnd += Buffer.byteLength(s)));
  const wordEnds = new Int32Array(textWords.length);
  let end = 0;
  textWords.forEach((words, t) => (wordEnds[t] = end += words.length));
  const wordIds = new Int32Array(end);
  textWords.forEach((words, t) => wordIds.set(words, wordEnds[t] - words.length));
  const header: ReleaseIndexHeader = {
    format: RELEASE_INDEX_FORMAT,
    releases,
    words: parts.utf8(knownWords().join("\n")),
    strings: parts.utf8(strings.join("")),
    stringEnds: parts.int32s(stringEnds),
    repeated: parts.bytes(Uint8Array.from(repeated)),
    wordIds: parts.int32s(wordIds),
    wordEnds: parts.int32s(wordEnds),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const padding = Buffer.alloc(partsOffset(json.length) - 4 - json.length);
  writeFileSync(file, Buffer.concat([length, json, padding, ...parts.chunks]));
}

/**
 * The parts of the index, each placed on a 4-byte boundary. Integers are in this machine's byte order, as the reader
 * uses them in place: the index is built where it is read.
 */
class Parts {
  readonly chunks: Buffer[] = [];
  private length = 0;

  bytes(data: Uint8Array): Span {
    const span: Span = [this.length, data.byteLength];
    const padding = (4 - (data.byteLength % 4)) % 4;
    this.chunks.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength), Buffer.alloc(padding));
    this.length += data.byteLength + padding;
    return span;
  }

  utf8(text: string): Span {
    return this.bytes(Buffer.from(text, "utf8"));
  }

  int32s(values: Int32Array): Span {
    return this.bytes(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
  }
}
