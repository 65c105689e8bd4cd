// sources/cr → rules/archive/: the sections of every numbered release of the archive that correspond to the knowledge
// base's sections (503 → 706 → 707, 418.5 → 612 → 613, 606 → 806 → 810, the special actions, 504–511 under their
// later numbers), as rules files. A section is stored only in the release where its text changed: the index
// (rules/archive/index.json) names, for each release and section, the release whose file holds its text. The three
// annotated versions (rules/<version>/<lang>/) and their French are not touched, and the archive files stay out of
// the knowledge base's suite and site pages (the site reads every release from sources/cr already).
//
// The files are generated (`rules import --archive`), each annotation already in a file kept, and checked (`rules
// check --archive`): every file and the index must be what the import would write now, so the official text of each
// is the source's, byte for byte as the importer renders it, with only its annotations added.

import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { normalizeWhitespace } from "../kb/fingerprint.ts";
import { annotationsOf } from "../kb/model.ts";
import { parseSectionFile } from "../kb/parse.ts";
import { readProjectFile } from "../kb/read-file.ts";
import { listReleases, readRelease } from "./archive.ts";
import { NotNumberedCrError } from "./cr-text.ts";
import { misnumberedRules, releaseProblems } from "./release-checks.ts";
import { releaseFolderProblems } from "./release-list.ts";
import { readOrReport, renderKnowledgeBaseFile, type ImportReport } from "./knowledge-base.ts";
import { KNOWLEDGE_BASE_PLAN } from "./plan.ts";
import type { SourceDocument, SourceSection } from "./types.ts";
import { writeChanged } from "./write.ts";

export const ARCHIVE_INDEX = "rules/archive/index.json";

export function archiveFilePath(release: string, section: string): string {
  return `rules/archive/${release}/en/${section}.md`;
}

/** For each section, for each release that has it: the release whose file holds its text. */
export type ArchiveIndex = Record<string, Record<string, string>>;

/**
 * The sections of each release of the archive, oldest first, that correspond to the knowledge base's: the diff
 * finds them by aligning each release with the next (src/diff/archive-examples.ts, correspondingSections); the
 * import is given them, and so does not depend on the diff.
 */
export type CorrespondingSections = ReadonlyMap<string, readonly string[]>;

interface Output {
  path: string;
  text: string;
}

/** What a section says: its rules and examples, whitespace aside (a change of any of them stores a new file). */
function sectionText(section: SourceSection): string {
  return normalizeWhitespace(JSON.stringify(section.rules.map((r) => [r.printedId ?? r.id, r.text, r.examples])));
}

/**
 * Which stored files the import renders: none (the index alone), every one, or only those whose section the index
 * does not already hold in the same release's file (adding a release: another file's source text and annotations are
 * unchanged, so is what the import would write).
 */
export type Rendering = "none" | "every file" | "new holders";

/** The files of the archive the import renders now (see Rendering) and its index; `held` names every stored file. */
function renderArchive(root: string, corresponding: CorrespondingSections, rendering: Rendering): { outputs: Output[]; held: Set<string> } {
  const { index, outputs, held } = planArchive(root, corresponding, rendering);
  return { outputs: [...outputs, { path: ARCHIVE_INDEX, text: `${JSON.stringify(index, null, 1)}\n` }], held };
}

const NOTHING_WRITTEN = "rules import --archive: nothing written, because of these problems:";

/**
 * The index of the archive as the import makes it now, and the files it stores that `rendering` asks for. Every release is
 * read and checked first (release-checks.ts), then every section rendered: any problem throws them all, so that a
 * damaged release is never written over the archive.
 */
export function planArchive(root: string, corresponding: CorrespondingSections, rendering: Rendering = "none"): { index: ArchiveIndex; outputs: Output[]; held: Set<string> } {
  const problems: Diagnostic[] = [];
  const releases = releasesOf(root, problems);
  const documents = new Map<string, SourceDocument | undefined>();
  for (const version of corresponding.keys()) {
    const file = releases.get(version);
    if (file === undefined) problems.push({ file: "sources/cr", line: 1, column: 1, message: `no release dated ${version}: the archive has one` });
    const doc = file === undefined ? undefined : readOrReport(() => readRelease(file, root), problems, root);
    if (doc) problems.push(...releaseProblems(root, doc));
    documents.set(version, doc);
  }
  if (problems.length > 0) throw new DiagnosticsError(problems, NOTHING_WRITTEN);
  const annotated = new Set(KNOWLEDGE_BASE_PLAN.map((p) => p.version));
  const outputs: Output[] = [];
  const index: ArchiveIndex = {};
  const held = new Set<string>();
  const before = rendering === "new holders" ? storedIndex(root) : {};
  const render = (version: string, number: string, path: string) =>
    rendering === "every file" || (rendering === "new holders" && !(before[number]?.[version] === version && existsSync(join(root, path))));
  const stored = new Map<string, { release: string; text: string }>();
  const orphans: ImportReport["orphans"] = [];
  for (const [version, sections] of corresponding) {
    if (annotated.has(version) || sections.length === 0) continue;
    const doc = documents.get(version)!;
    for (const number of sections) {
      const section = doc.sections.find((s) => s.number === number);
      if (!section) continue;
      const text = sectionText(section);
      const previous = stored.get(number);
      if (previous?.text !== text) stored.set(number, { release: version, text });
      const holder = stored.get(number)!.release;
      const path = archiveFilePath(holder, number);
      problems.push(...misnumberedRules(doc, section, () => acknowledgedMisprints(root, path), path));
      if (holder === version) held.add(path);
      if (holder === version && render(version, number, path)) {
        try {
          outputs.push({ path, ...renderKnowledgeBaseFile(root, doc, section, orphans, { root, path }) });
        } catch (error) {
          if (!(error instanceof DiagnosticsError)) throw error;
          problems.push(...error.diagnostics);
        }
      }
      (index[number] ??= {})[version] = holder;
    }
  }
  problems.push(...orphans.map((o) => ({ file: o.file, line: 1, column: 1, message: `annotation whose rule is gone: ${o.annotation}` })));
  if (problems.length > 0) throw new DiagnosticsError(problems, NOTHING_WRITTEN);
  return { index: Object.fromEntries(Object.keys(index).sort(compareSections).map((s) => [s, index[s]])), outputs, held };
}

/** The index as stored (an empty one if there is none or it is unreadable: then every file is rendered). */
function storedIndex(root: string): ArchiveIndex {
  try {
    return JSON.parse(readFileSync(join(root, ARCHIVE_INDEX), "utf8")) as ArchiveIndex;
  } catch {
    return {};
  }
}

/**
 * The release files of sources/cr by date, and the problems of their list, added to `problems` (release-list.ts: a
 * date listed twice, a listed release without its file, a file the list does not name).
 */
function releasesOf(root: string, problems: Diagnostic[]): Map<string, string> {
  const releases = readOrReport(() => listReleases(root), problems, root);
  if (releases) problems.push(...releaseFolderProblems(root));
  return new Map((releases ?? []).map((r) => [r.date, r.file]));
}

/** The rules whose misprinted number the archive's file `path` acknowledges, each with a `:::correction` on it. */
function acknowledgedMisprints(root: string, path: string): Set<string> {
  const read = existsSync(join(root, path)) ? readProjectFile(root, path) : undefined;
  const parsed = read && "text" in read ? parseSectionFile(read.text, path).value : undefined;
  return new Set(parsed ? annotationsOf(parsed).flatMap((a) => (a.kind === "correction" && a.target !== undefined ? [a.target] : [])) : []);
}

function compareSections(a: string, b: string): number {
  return Number(a) - Number(b) || a.localeCompare(b);
}

/**
 * Writes the archive's files that differ from what is there, and removes those it no longer stores (a section whose
 * text is now an earlier release's); renders them all and reads every file there first, so that a problem writes
 * nothing, and a file it would remove that holds annotations is a problem (they would be lost).
 */
export function importArchive(
  root: string,
  corresponding: CorrespondingSections,
  rendering: Exclude<Rendering, "none"> = "every file",
): { written: string[]; unchanged: string[]; removed: string[] } {
  const { outputs, held } = renderArchive(root, corresponding, rendering);
  const unstored = listArchiveFiles(root).filter((file) => !held.has(file));
  const problems = unstored.flatMap((file): Diagnostic[] => {
    const read = readProjectFile(root, file);
    if ("problem" in read) return [read.problem];
    const parsed = parseSectionFile(read.text, file);
    if (!parsed.value) return parsed.diagnostics;
    const annotations = annotationsOf(parsed.value);
    return annotations.length === 0 ? [] : [{ file, ...annotations[0]!.position, message: `holds ${annotations.length} annotation${annotations.length === 1 ? "" : "s"}, but the import no longer stores this section in this release (its text is an earlier release's, or no release carries it): move them to the file that holds its text now, then delete this one` }];
  });
  if (problems.length > 0) throw new DiagnosticsError(problems, NOTHING_WRITTEN);
  const report = writeChanged(root, outputs);
  for (const file of unstored) rmSync(join(root, file));
  return { ...report, removed: unstored };
}

/** The archive's files present under rules/archive, relative to root. */
export function listArchiveFiles(root: string): string[] {
  const dir = join(root, "rules/archive");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((release) => existsSync(join(dir, release, "en")))
    .sort()
    .flatMap((release) => readdirSync(join(dir, release, "en")).sort().map((name) => `rules/archive/${release}/en/${name}`));
}

/**
 * Fidelity of the archive, from its index (no alignment needed, so it is quick): the index names sections and releases
 * of sources/cr only; each stored file is there and is what the import writes now (official text as the source prints
 * it, the file's annotations kept); each release the index says carries a section unchanged has that text; every
 * release read passes the release checks (release-checks.ts); and no other file is there. The index itself is the
 * import's (which sections correspond to the knowledge base's) in test/archive-examples.test.ts, where the alignment
 * is built.
 */
export function checkArchive(root: string, sections?: string[]): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const at = (file: string, message: string, line = 1) => problems.push({ file, line, column: 1, message });
  const full = join(root, ARCHIVE_INDEX);
  if (!existsSync(full)) {
    at(ARCHIVE_INDEX, "missing: run rules import --archive");
    return problems;
  }
  const indexText = readFileSync(full, "utf8");
  let index: unknown;
  try {
    index = JSON.parse(indexText);
  } catch (error) {
    at(ARCHIVE_INDEX, `not JSON: ${(error as Error).message}`);
    return problems;
  }
  if (!isRecord(index)) {
    at(ARCHIVE_INDEX, "not the archive's index: an object naming, for each section, each release's holder of its text");
    return problems;
  }
  const lineOf = indexLines(indexText);
  const releases = releasesOf(root, problems);
  const documents = new Map<string, SourceDocument | undefined>();
  const doc = (release: string) => {
    if (!documents.has(release)) {
      const read = readOrReport(() => readRelease(releases.get(release)!, root), problems, root);
      if (read) problems.push(...releaseProblems(root, read));
      documents.set(release, read);
    }
    return documents.get(release);
  };
  const stored = new Set<string>();
  for (const [number, carriers] of Object.entries(index)) {
    if (!SECTION_NUMBER.test(number)) {
      at(ARCHIVE_INDEX, `${quoted(number)} is not a section number (three digits)`, lineOf(number));
      continue;
    }
    if (sections && !sections.includes(number)) continue;
    if (!isRecord(carriers)) {
      at(ARCHIVE_INDEX, `section ${number}: not an object naming, for each release, the release that holds its text`, lineOf(number));
      continue;
    }
    for (const [release, holder] of Object.entries(carriers)) {
      const line = lineOf(number, release);
      if (!releases.has(release)) {
        at(ARCHIVE_INDEX, `section ${number}: ${quoted(release)} is not a release of sources/cr (the index names each by its date)`, line);
        continue;
      }
      if (typeof holder !== "string" || !releases.has(holder)) {
        at(ARCHIVE_INDEX, `section ${number}, ${release}: the release that holds its text must be one of sources/cr, named by its date, not ${quoted(holder)}`, line);
        continue;
      }
      const document = doc(release);
      if (!document) continue;
      const section = document.sections.find((s) => s.number === number);
      if (!section) {
        at(ARCHIVE_INDEX, `${release} has no section ${number}`, line);
        continue;
      }
      const path = archiveFilePath(holder, number);
      problems.push(...misnumberedRules(document, section, () => acknowledgedMisprints(root, path), path));
      if (holder === release) {
        stored.add(path);
        if (!existsSync(join(root, path))) at(path, "missing: run rules import --archive");
        else {
          const want = renderKnowledgeBaseFile(root, document, section, [], { root, path }).text.split("\n");
          const lines = readFileSync(join(root, path), "utf8").split("\n");
          const first = want.findIndex((line, i) => lines[i] !== line);
          if (first !== -1 || lines.length !== want.length) {
            const line = first === -1 ? Math.min(lines.length, want.length) : first;
            at(path, `differs from its source (${want[line] === undefined ? "extra text" : `expected: ${want[line].slice(0, 120)}`}): official text is the source's, only annotations may be added`, line + 1);
          }
        }
      } else {
        const kept = doc(holder)?.sections.find((s) => s.number === number);
        if (!kept || sectionText(kept) !== sectionText(section)) at(ARCHIVE_INDEX, `${release} ${number}: the index says its text is ${holder}'s, but it differs`, line);
      }
    }
  }
  const checked = (file: string) => !sections || sections.some((number) => file.endsWith(`/${number}.md`));
  problems.push(...releasesNotInArchive(root, index, releases), ...filesNoReleaseNeeds(root, stored, releases).filter((p) => checked(p.file)));
  return problems;
}

/**
 * The releases of sources/cr that the index names nowhere (but the knowledge base's own versions, and the 1997
 * rulebook, which has no numbered rules): every other release carries some of the knowledge base's sections.
 */
function releasesNotInArchive(root: string, index: Record<string, unknown>, releases: Map<string, string>): Diagnostic[] {
  const named = new Set(Object.values(index).flatMap((carriers) => (isRecord(carriers) ? Object.keys(carriers) : [])));
  const annotated = new Set(KNOWLEDGE_BASE_PLAN.map((p) => p.version));
  const problems: Diagnostic[] = [];
  for (const [date, file] of releases) {
    if (named.has(date) || annotated.has(date) || !isNumbered(root, file, problems)) continue;
    problems.push({ file, line: 1, column: 1, message: `a release the archive's index names nowhere: its sections are not in rules/archive (run rules import --archive)` });
  }
  return problems;
}

function isNumbered(root: string, file: string, problems: Diagnostic[]): boolean {
  try {
    readRelease(file, root);
    return true;
  } catch (error) {
    if (error instanceof NotNumberedCrError) return false;
    if (!(error instanceof DiagnosticsError)) throw error;
    problems.push(...error.diagnostics);
    return false;
  }
}

/** The files under rules/archive that the index does not store: of a release sources/cr does not have, or not needed. */
function filesNoReleaseNeeds(root: string, stored: Set<string>, releases: Map<string, string>): Diagnostic[] {
  return listArchiveFiles(root)
    .filter((file) => !stored.has(file))
    .map((file) => {
      const release = file.split("/")[2]!;
      const why = releases.has(release)
        ? "not a section the index stores (its text is unchanged from an earlier release, or no release carries it)"
        : `no release of sources/cr is dated ${quoted(release).slice(1, -1)}: a file no release needs`;
      return { file, line: 1, column: 1, message: why };
    });
}

const SECTION_NUMBER = /^\d{3}$/u;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value of the index as JSON, shortened: a key or value of any length may be there. */
function quoted(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 60)}…` : json;
}

/** The line of the index where a section's entry starts, or where one of its releases is. */
function indexLines(text: string): (section: string, release?: string) => number {
  const lines = text.split("\n");
  return (section, release) => {
    const start = lines.findIndex((line) => line.trimStart().startsWith(`${JSON.stringify(section)}:`));
    if (start === -1) return 1;
    if (release === undefined) return start + 1;
    const at = lines.findIndex((line, i) => i > start && line.trimStart().startsWith(`${JSON.stringify(release)}:`));
    return at === -1 ? start + 1 : at + 1;
  };
}
