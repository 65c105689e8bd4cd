// The archive of official English CR releases in sources/cr, one file per release named cr-<date>-<SET>.txt.
// A release is named on the command line by its date ("2011-02-04", or the effective date its text states when
// that differs from the file name), its set code ("MBS") or its file.
// A set code that names several releases (IKO: 2020-04-17 and 2020-06-01; KHM: 2021-02-05 and 2021-02-15) is an
// error listing the candidates: the releases differ, and silently taking one would make diffs lie.

import { existsSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../kb/root.ts";
import { RELEASES_DIR, releaseFileName } from "../releases.ts";
import { NotNumberedCrError, parseReleaseFileName, projectPath, readCrFile } from "./cr-text.ts";
import { readReleaseList, SET_CODE as SET_CODE_IN_CAPITALS } from "./release-list.ts";
import type { SourceDocument } from "./types.ts";

export interface Release {
  /** Path relative to the project root: "sources/cr/cr-2011-02-04-MBS.txt". */
  file: string;
  /** Date in the file name, YYYY-MM-DD (the text's own effective date can differ: see parseCrText). */
  date: string;
  /** Set code in the file name: "MBS". */
  setCode: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
/** A set code as typed: "mbs" names MBS. */
const SET_CODE = new RegExp(SET_CODE_IN_CAPITALS.source, "iu");
const YEAR = /^\d{4}$/u;

export class UnknownReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnknownReleaseError";
  }
}

/** Every release the project holds (sources/cr/releases.json, checked against the folder), oldest first. */
export function listReleases(root: string = PROJECT_ROOT): Release[] {
  return readReleaseList(root).map((r) => ({ file: `${RELEASES_DIR}/${releaseFileName(r)}`, date: r.date, setCode: r.set }));
}

/** The release a command-line argument names: a date, a set code, or a release file (name or path). */
export function resolveRelease(spec: string, root: string = PROJECT_ROOT): Release {
  const releases = listReleases(root);
  const wanted = spec.trim();
  if (DATE.test(wanted)) {
    const found = releases.filter((r) => r.date === wanted);
    if (found.length === 1) return found[0];
    const stating = neighbours(wanted, releases).find((r) => statedDate(r, root) === wanted);
    if (stating) return stating;
    throw new UnknownReleaseError(`no CR release dated ${wanted}${nearest(wanted, releases)}\n${available(releases)}`);
  }
  if (SET_CODE.test(wanted)) {
    const found = releases.filter((r) => r.setCode === wanted.toUpperCase());
    if (found.length === 1) return found[0];
    if (found.length > 1) throw ambiguous(`set code ${wanted.toUpperCase()}`, found, "give the date instead");
    throw new UnknownReleaseError(`no CR release for set code ${wanted}\n${available(releases)}`);
  }
  return releaseFromFile(wanted, releases, root);
}

function releaseFromFile(spec: string, releases: Release[], root: string): Release {
  const name = path.basename(spec);
  const listed = name === spec ? releases.find((r) => path.basename(r.file) === name) : undefined;
  if (listed) return listed;
  const named = parseReleaseFileName(name);
  // A relative path is taken from the working directory, then from the project root.
  const absolute = [path.resolve(spec), path.resolve(root, spec)].find((p) => existsSync(p));
  if (named && absolute) return { file: projectPath(absolute, root), ...named };
  const why = named ? "no such file" : "not a date (YYYY-MM-DD), a set code, or a file named cr-<YYYY-MM-DD>-<SET>.txt";
  if (YEAR.test(spec)) {
    const inYear = releases.filter((r) => r.date.startsWith(spec)).map((r) => `${r.date} ${r.setCode}`);
    throw new UnknownReleaseError(`unknown CR release '${spec}': ${why}; releases of ${spec}: ${inYear.join(", ") || "none"}`);
  }
  throw new UnknownReleaseError(`unknown CR release '${spec}': ${why}\n${available(releases)}`);
}

function ambiguous(what: string, found: Release[], hint: string): UnknownReleaseError {
  const choices = found.map((r) => `${r.date} (${path.basename(r.file)})`).join(", ");
  return new UnknownReleaseError(`${what} names ${found.length} releases: ${choices}; ${hint}`);
}

/** The releases just before and just after a date. */
function neighbours(date: string, releases: Release[]): Release[] {
  const before = releases.filter((r) => r.date < date).at(-1);
  const after = releases.find((r) => r.date > date);
  return [before, after].filter((r) => r !== undefined);
}

/**
 * The effective date a release's text states, which two files contradict in their names (M10 says July 11, 2009,
 * ZEN October 1, 2009): a version taken from a parsed document must resolve back to its file.
 */
function statedDate(release: Release, root: string): string | undefined {
  try {
    return loadRelease(path.resolve(root, release.file), root).version;
  } catch (error) {
    if (error instanceof NotNumberedCrError) return undefined;
    throw error;
  }
}

function nearest(date: string, releases: Release[]): string {
  const around = neighbours(date, releases).map((r) => `${r.date} ${r.setCode}`);
  return around.length > 0 ? ` (nearest: ${around.join(", ")})` : "";
}

function available(releases: Release[]): string {
  return `available releases (${releases.length}): ${releases.map((r) => `${r.date} ${r.setCode}`).join(", ")}`;
}

const cache = new Map<string, SourceDocument>();

/**
 * The parsed release (see resolveRelease for `spec`), read once per process. The document is frozen: it is
 * shared by every caller.
 */
export function loadRelease(spec: string, root: string = PROJECT_ROOT): SourceDocument {
  return readRelease(resolveRelease(spec, root).file, root);
}

/** A release file (a path from `root`), parsed once per process; frozen, as loadRelease gives it. */
export function readRelease(file: string, root: string = PROJECT_ROOT): SourceDocument {
  const absolute = path.resolve(root, file);
  let doc = cache.get(absolute);
  if (!doc) {
    doc = deepFreeze(readCrFile(absolute, root));
    cache.set(absolute, doc);
  }
  return doc;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
