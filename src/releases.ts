// The releases of the Comprehensive Rules the project holds: sources/cr/releases.json, the one list of them (oldest
// first). Each release's text is sources/cr/cr-<date>-<set>.txt; `rules release add` appends a release, and
// `listReleases` (src/import/archive.ts) checks the folder against the list both ways. Nothing else names a release
// or counts them: the newest release is the last of this list.

import manifest from "../sources/cr/releases.json" with { type: "json" };

export interface PublishedRelease {
  /** The effective date the text states (YYYY-MM-DD): the release's name. */
  date: string;
  /** The set code of the set the release came with (sources/cr/README.md says how each was established). */
  set: string;
  /** false for the 1997 rulebook, which has no numbered rules. */
  numbered?: boolean;
  /** Where the bytes come from (sources/cr/README.md): "VensersJournal" or "rulesraker". */
  from: string;
  /** The date in the publisher's file name, where it differs from the effective date. */
  published?: string;
  /** For a release published without a text file: the published file its text was extracted from. */
  extractedFrom?: string;
}

/** The folder of the releases' texts and of their list, from the project root. */
export const RELEASES_DIR = "sources/cr";
/** The list of releases, in RELEASES_DIR. */
export const RELEASES_LIST = `${RELEASES_DIR}/releases.json`;

/** The file name of a release's text. */
export function releaseFileName(release: Pick<PublishedRelease, "date" | "set">): string {
  return `cr-${release.date}-${release.set}.txt`;
}

/** Every release the project holds, oldest first, as sources/cr/releases.json lists them when the code was built. */
export const PUBLISHED_RELEASES: readonly PublishedRelease[] = manifest;

/** The dates of the numbered releases, oldest first: the versions the engine derives a RuleSet for. */
export const NUMBERED_RELEASES: readonly string[] = manifest.filter((r: PublishedRelease) => r.numbered !== false).map((r) => r.date);
