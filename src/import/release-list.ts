// Reading sources/cr/releases.json, the list of releases (src/releases.ts), from any project root: one release a
// date, oldest first. releaseFolderProblems checks the folder against the list both ways (every listed release has
// its text, every text in the folder is listed); reading one release needs only its own file.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { RELEASES_DIR, RELEASES_LIST, releaseFileName, type PublishedRelease } from "../releases.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
/** "MBS", "M10", "2XM": letters and digits, at least one letter (a bare number is not a set code). */
export const SET_CODE = /^(?=[0-9]*[A-Za-z])[A-Z0-9]{2,5}$/u;
const TEXT_FILE = /^cr-.*\.txt$/u;

/** The releases a project root lists, oldest first; every problem of the list at once, located. */
export function readReleaseList(root: string): PublishedRelease[] {
  const file = path.join(root, RELEASES_LIST);
  const text = readFileSync(file, "utf8");
  const problems: Diagnostic[] = [];
  const at = (needle: string) => position(text, needle);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const offset = Number(/position (\d+)/u.exec(String(error))?.[1] ?? 0);
    throw new DiagnosticsError([{ file: RELEASES_LIST, ...lineAndColumn(text, offset), message: `not valid JSON: ${(error as Error).message}` }]);
  }
  if (!Array.isArray(parsed)) throw new DiagnosticsError([{ file: RELEASES_LIST, line: 1, column: 1, message: "the list of releases must be a JSON array" }]);
  const releases: PublishedRelease[] = [];
  const byDate = new Map<string, PublishedRelease>();
  for (const [i, entry] of (parsed as unknown[]).entries()) {
    const release = entry as Partial<PublishedRelease>;
    const where = at(typeof release?.date === "string" ? `"${release.date}"` : `{`);
    const wrong = (message: string) => problems.push({ file: RELEASES_LIST, ...where, message: `release ${i + 1}: ${message}` });
    if (typeof release !== "object" || release === null) {
      wrong("not an object");
      continue;
    }
    if (typeof release.date !== "string" || !DATE.test(release.date)) wrong(`"date" must be YYYY-MM-DD, not ${JSON.stringify(release.date)}`);
    else if (typeof release.set !== "string" || !SET_CODE.test(release.set)) wrong(`"set" must be a set code in capitals (MBS, M10, 2XM), not ${JSON.stringify(release.set)}`);
    else if (typeof release.from !== "string") wrong(`"from" must name where the bytes come from (sources/cr/README.md)`);
    else {
      const previous = releases.at(-1);
      if (byDate.has(release.date)) wrong(`${release.date} is listed twice (${releaseFileName(byDate.get(release.date)!)} and ${releaseFileName(release as PublishedRelease)}): one release a date`);
      else if (previous && previous.date > release.date) wrong(`${release.date} comes after ${previous.date}: the list is oldest first`);
      byDate.set(release.date, release as PublishedRelease);
      releases.push(release as PublishedRelease);
    }
  }
  if (problems.length > 0) throw new DiagnosticsError(problems, `${RELEASES_LIST}: the list of releases cannot be read`);
  return releases;
}

/** Where the folder and the list disagree: a listed release without its text, a text no release lists. */
export function releaseFolderProblems(root: string): Diagnostic[] {
  const text = readFileSync(path.join(root, RELEASES_LIST), "utf8");
  const releases = readReleaseList(root);
  const problems: Diagnostic[] = [];
  for (const [i, release] of releases.entries()) {
    const name = releaseFileName(release);
    if (!existsSync(path.join(root, RELEASES_DIR, name))) {
      problems.push({ file: RELEASES_LIST, ...position(text, `"${release.date}"`), message: `release ${i + 1}: no file ${RELEASES_DIR}/${name} for this release` });
    }
  }
  const listed = new Set(releases.map(releaseFileName));
  for (const name of readdirSync(path.join(root, RELEASES_DIR)).sort()) {
    if (TEXT_FILE.test(name) && !listed.has(name)) {
      // A second text for a listed date is named with the first: which of the two is the release is a person's call.
      const same = releases.find((r) => name.startsWith(`cr-${r.date}-`));
      const second = same ? `a second text for the release ${same.date}, besides ${RELEASES_DIR}/${releaseFileName(same)}: one release, one file; ` : "";
      problems.push({ file: `${RELEASES_DIR}/${name}`, line: 1, column: 1, message: `${second}not in ${RELEASES_LIST}: every release text is listed there (rules release add lists a new one)` });
    }
  }
  return problems;
}

function position(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  return lineAndColumn(text, Math.max(offset, 0));
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}
