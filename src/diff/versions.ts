// The releases of the English archive (sources/cr) as the diff compares them (version-text.ts): read once per
// process, from the compiled command's release index if there is one (release-index.ts), else from their files.
// The knowledge base's versions are read in knowledge-base.ts, so that a diff of releases never loads the Markdown
// reader.

import { loadRelease, resolveRelease, UnknownReleaseError, type Release } from "../import/archive.ts";
import { NotNumberedCrError } from "../import/cr-text.ts";
import { UnknownVersionError } from "./errors.ts";
import { readReleaseIndex } from "./release-index.ts";
import { documentText, type VersionText } from "./version-text.ts";

const releaseTexts = new Map<string, VersionText>();

/**
 * A release of the archive (a date, a set code or a file: see resolveRelease), read once per process. The 1997
 * rulebook, which has no numbered rules, is an unknown version to the diff.
 */
export function releaseText(spec: string): VersionText {
  let release;
  try {
    release = resolveRelease(spec);
  } catch (error) {
    if (error instanceof UnknownReleaseError) throw new UnknownVersionError(error.message);
    throw error;
  }
  return textOfRelease(release);
}

/** The compiled command's index of the archive (release-index.ts), looked up once; undefined where there is none. */
let indexed: Map<string, () => VersionText> | undefined | null = null;

/** A release listed by listReleases, read once per process: from the release index if there is one, else its file. */
export function textOfRelease(release: Release): VersionText {
  let text = releaseTexts.get(release.file);
  if (!text && indexed === null) indexed = readReleaseIndex();
  if (!text && indexed?.has(release.file)) {
    text = indexed.get(release.file)!();
    releaseTexts.set(release.file, text);
  }
  if (!text) {
    let doc;
    try {
      doc = loadRelease(release.file);
    } catch (error) {
      if (error instanceof NotNumberedCrError) throw new UnknownVersionError(error.message);
      throw error;
    }
    text = documentText(doc, release.date, releaseLabel(release));
    releaseTexts.set(release.file, text);
  }
  return text;
}

export function releaseLabel(release: Release): string {
  return `${release.date} ${release.setCode}`;
}

