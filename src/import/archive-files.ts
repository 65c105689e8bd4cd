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

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { normalizeWhitespace } from "../kb/fingerprint.ts";
import { loadRelease } from "./archive.ts";
import { renderKnowledgeBaseFile, type ImportReport } from "./knowledge-base.ts";
import { KNOWLEDGE_BASE_PLAN } from "./plan.ts";
import type { SourceSection } from "./types.ts";
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

/** Every file of the archive and its index, as the import writes them now. */
function renderArchive(root: string, corresponding: CorrespondingSections): Output[] {
  const { index, outputs } = planArchive(root, corresponding, true);
  return [...outputs, { path: ARCHIVE_INDEX, text: `${JSON.stringify(index, null, 1)}\n` }];
}

/** The index of the archive as the import makes it now, and (with `render`) the files it stores. */
export function planArchive(root: string, corresponding: CorrespondingSections, render = false): { index: ArchiveIndex; outputs: Output[] } {
  const annotated = new Set(KNOWLEDGE_BASE_PLAN.map((p) => p.version));
  const outputs: Output[] = [];
  const index: ArchiveIndex = {};
  const stored = new Map<string, { release: string; text: string }>();
  const orphans: ImportReport["orphans"] = [];
  for (const [version, sections] of corresponding) {
    if (annotated.has(version) || sections.length === 0) continue;
    const doc = loadRelease(version, root);
    for (const number of sections) {
      const section = doc.sections.find((s) => s.number === number);
      if (!section) continue;
      const text = sectionText(section);
      const previous = stored.get(number);
      if (previous?.text !== text) {
        const path = archiveFilePath(version, number);
        if (render) outputs.push({ path, ...renderKnowledgeBaseFile(root, doc, section, orphans, { root, path }) });
        stored.set(number, { release: version, text });
      }
      (index[number] ??= {})[version] = stored.get(number)!.release;
    }
  }
  if (orphans.length > 0)
    throw new DiagnosticsError(orphans.map((o) => ({ file: o.file, line: 1, column: 1, message: `annotation whose rule is gone: ${o.annotation}` })), "rules import --archive: nothing written");
  return { index: Object.fromEntries(Object.keys(index).sort(compareSections).map((s) => [s, index[s]])), outputs };
}

function compareSections(a: string, b: string): number {
  return Number(a) - Number(b) || a.localeCompare(b);
}

/** Writes the archive's files that differ from what is there; renders them all first, so a problem writes nothing. */
export function importArchive(root: string, corresponding: CorrespondingSections): { written: string[]; unchanged: string[] } {
  return writeChanged(root, renderArchive(root, corresponding));
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
 * Fidelity of the archive, from its index (no alignment needed, so it is quick): each stored file is there and is what
 * the import writes now (official text as the source prints it, the file's annotations kept), each release the index
 * says carries a section unchanged has that text, and no other file is there. The index itself is the import's
 * (which sections correspond to the knowledge base's) in test/archive-examples.test.ts, where the alignment is built.
 */
export function checkArchive(root: string, sections?: string[]): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const at = (file: string, message: string, line = 1) => problems.push({ file, line, column: 1, message });
  const full = join(root, ARCHIVE_INDEX);
  if (!existsSync(full)) {
    at(ARCHIVE_INDEX, "missing: run rules import --archive");
    return problems;
  }
  let index: ArchiveIndex;
  try {
    index = JSON.parse(readFileSync(full, "utf8")) as ArchiveIndex;
  } catch (error) {
    at(ARCHIVE_INDEX, `not JSON: ${(error as Error).message}`);
    return problems;
  }
  const documents = new Map<string, ReturnType<typeof loadRelease>>();
  const doc = (release: string) => documents.get(release) ?? documents.set(release, loadRelease(release, root)).get(release)!;
  const stored = new Set<string>();
  for (const [number, releases] of Object.entries(index)) {
    if (sections && !sections.includes(number)) continue;
    for (const [release, holder] of Object.entries(releases)) {
      const section = doc(release).sections.find((s) => s.number === number);
      if (!section) {
        at(ARCHIVE_INDEX, `${release} has no section ${number}`);
        continue;
      }
      if (holder === release) {
        const path = archiveFilePath(release, number);
        stored.add(path);
        if (!existsSync(join(root, path))) at(path, "missing: run rules import --archive");
        else {
          const want = renderKnowledgeBaseFile(root, doc(release), section, [], { root, path }).text.split("\n");
          const lines = readFileSync(join(root, path), "utf8").split("\n");
          const first = want.findIndex((line, i) => lines[i] !== line);
          if (first !== -1 || lines.length !== want.length) {
            const line = first === -1 ? Math.min(lines.length, want.length) : first;
            at(path, `differs from its source (${want[line] === undefined ? "extra text" : `expected: ${want[line].slice(0, 120)}`}): official text is the source's, only annotations may be added`, line + 1);
          }
        }
      } else {
        const kept = doc(holder).sections.find((s) => s.number === number);
        if (!kept || sectionText(kept) !== sectionText(section)) at(ARCHIVE_INDEX, `${release} ${number}: the index says its text is ${holder}'s, but it differs`);
      }
    }
  }
  for (const file of listArchiveFiles(root)) if (!sections && !stored.has(file)) at(file, "not a section the index stores (its text is unchanged from an earlier release, or no release carries it)");
  return problems;
}
