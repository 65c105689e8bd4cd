// Adding a newly published release: its bytes into sources/cr, its entry into sources/cr/releases.json, its sections
// into the archive (rules/archive). Everything is read and checked before anything is written; if writing the
// archive fails, the source and the list are put back as they were, so a failed addition leaves nothing behind.

import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DiagnosticsError } from "../kb/diagnostics.ts";
import { RELEASES_DIR, RELEASES_LIST, releaseFileName, type PublishedRelease } from "../releases.ts";
import { parseCrText, projectPath } from "./cr-text.ts";
import { readReleaseList, SET_CODE } from "./release-list.ts";
import type { SourceDocument } from "./types.ts";

export interface ReleaseToAdd {
  /** The published file, anywhere. */
  file: string;
  /** The set code; the text does not state it. */
  set: string;
  /** Where the bytes come from (sources/cr/README.md). */
  from: string;
}

export interface AddedRelease {
  release: PublishedRelease;
  /** The parsed text of the new release. */
  document: SourceDocument;
  /** The project path of the release's text in sources/cr. */
  source: string;
  archiveWritten: string[];
}

/** Refusals of a release that cannot be added, at the place that says why (the file, or the list). */
function refuse(file: string, message: string, line = 1, column = 1): DiagnosticsError {
  return new DiagnosticsError([{ file, line, column, message }], "rules release add: nothing written, because of this problem:");
}

/**
 * Adds a release to the project at `root`; `writeArchive` writes the archive of that project (rules import --archive,
 * given by the caller: the archive needs the diff's alignment, which the importer does not import).
 */
export function addRelease(root: string, wanted: ReleaseToAdd, writeArchive: (root: string) => { written: string[] }): AddedRelease {
  const shown = projectPath(path.resolve(wanted.file), root);
  if (!existsSync(wanted.file)) throw refuse(shown, "no such file");
  const bytes = readFileSync(wanted.file);
  // Decoding and parsing: an unreadable character, a text without numbered rules or a malformed rule is located here.
  const document = parseCrText(bytes, shown);
  const set = wanted.set.toUpperCase();
  if (!SET_CODE.test(set)) throw refuse(shown, `--set ${wanted.set}: not a set code (letters and digits, at least one letter: MBS, M10, 2XM)`);
  const listed = readReleaseList(root);
  const release: PublishedRelease = { date: document.version, set, from: wanted.from };
  const same = listed.find((r) => r.date === release.date);
  if (same) throw refuse(shown, `this text states the effective date ${release.date}, which names a release already there (${RELEASES_DIR}/${releaseFileName(same)})`);
  const target = path.join(root, RELEASES_DIR, releaseFileName(release));
  if (existsSync(target)) throw refuse(shown, `${RELEASES_DIR}/${releaseFileName(release)} is already there, but not in ${RELEASES_LIST}`);

  const list = [...listed, release].sort((a, b) => (a.date < b.date ? -1 : 1));
  const listFile = path.join(root, RELEASES_LIST);
  const previousList = readFileSync(listFile, "utf8");
  copyFileSync(wanted.file, target);
  writeFileSync(listFile, `[\n${list.map((r) => `  ${JSON.stringify(r).replaceAll('":', '": ').replaceAll(',"', ', "')}`).join(",\n")}\n]\n`);
  try {
    const archive = writeArchive(root);
    return { release, document, source: projectPath(target, root), archiveWritten: archive.written };
  } catch (error) {
    rmSync(target, { force: true });
    writeFileSync(listFile, previousList);
    throw error;
  }
}
