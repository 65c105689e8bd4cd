// sources/ → rules/: every planned Markdown file, keeping each annotation already in it. Every input is read and
// every output rendered and read back before the first byte is written: a source missing, truncated or unreadable,
// or a rules file that cannot be read whole, stops the import with every problem listed and nothing written.

import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { parseSectionFile } from "../kb/parse.ts";
import { annotationsOf, type KbAnnotation } from "../kb/model.ts";
import { escapeMarkdown } from "../kb/official-text.ts";
import { readProjectFile } from "../kb/read-file.ts";
import { exampleId, parseExampleId } from "../kb/ids.ts";
import { defectAnnotation, renderSectionFile, type AnchoredAnnotation } from "./markdown.ts";
import { KNOWLEDGE_BASE_PLAN, FRENCH_CONTENTS, rulesFilePath } from "./plan.ts";
import type { SourceDefect, SourceDocument, SourceSection } from "./types.ts";
import { normalizeWhitespace, sha256 } from "../kb/fingerprint.ts";
import { loadRelease, UnknownReleaseError } from "./archive.ts";
import { frenchSectionTitles, readFrenchSources } from "./fr-seeds.ts";
import { NotNumberedCrError, projectPath } from "./cr-text.ts";
import { releaseFolderProblems } from "./release-list.ts";
import { writeChanged } from "./write.ts";

export interface ImportReport {
  written: string[];
  unchanged: string[];
  /** Annotations whose rule no longer exists: kept at the top of their file, listed here for review. */
  orphans: { file: string; annotation: string }[];
}

/** A file to write: its path from the project root and its whole text. */
interface Output {
  path: string;
  text: string;
}

/** The file a section was read from (French sections each come from one of the five seeds). */
function sourceFileOf(doc: SourceDocument, section: SourceSection): string {
  return section.file ?? doc.file;
}

export function importKnowledgeBase(root: string): ImportReport {
  const orphans: ImportReport["orphans"] = [];
  const problems: Diagnostic[] = [];
  /** What could not be done because of them ("refusing to overwrite …"). */
  const refusals: string[] = [];
  const outputs: Output[] = [];
  const collect = (render: () => Output | undefined) => {
    try {
      const output = render();
      if (output) outputs.push(output);
    } catch (error) {
      if (!(error instanceof DiagnosticsError)) throw error;
      if (error.heading) refusals.push(error.heading);
      problems.push(...error.diagnostics);
    }
  };
  problems.push(...(readOrReport(() => releaseFolderProblems(root), problems, root) ?? []));
  const french = readOrReport(() => readFrenchSources(root), problems, root) ?? [];
  for (const plan of KNOWLEDGE_BASE_PLAN) {
    const english = readOrReport(() => loadRelease(plan.version, root), problems, root);
    const documents: [SourceDocument | undefined, string[]][] = [[english, [...plan.sections, ...plan.englishOnly]]];
    if (plan.french) {
      const translation = french.find((d) => d.version === plan.version);
      if (!translation && french.length > 0) problems.push({ file: "sources/fr", line: 1, column: 1, message: `no French source follows ${plan.version}` });
      documents.push([translation, plan.sections]);
    }
    for (const [doc, sections] of documents) {
      if (!doc) continue;
      for (const number of sections) {
        const section = doc.sections.find((s) => s.number === number);
        if (!section) problems.push({ file: doc.file, line: 1, column: 1, message: `section ${number} not found (the knowledge base imports it from this ${doc.version} text)` });
        else {
          const path = rulesFilePath(doc.version, doc.lang, section.number);
          collect(() => ({ path, ...renderKnowledgeBaseFile(root, doc, section, orphans, { root, path }) }));
        }
      }
    }
  }
  collect(() => contentsFile(root));
  if (problems.length > 0) throw new DiagnosticsError(problems, ["rules import: nothing written, because of these problems:", ...refusals].join("\n"));
  return { ...writeChanged(root, outputs), orphans };
}

/** A source read whole, or its problems added to `problems` (a release that is not a CR release at all included). */
export function readOrReport<T>(read: () => T, problems: Diagnostic[], root: string): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof DiagnosticsError) problems.push(...error.diagnostics);
    else if (error instanceof UnknownReleaseError) problems.push({ file: "sources/cr", line: 1, column: 1, message: error.message.split("\n")[0]! })
    else if (error instanceof NotNumberedCrError) problems.push({ file: error.file, line: 1, column: 1, message: error.message.replace(`${error.file}: `, "") });
    else if ((error as NodeJS.ErrnoException).code === "ENOENT") problems.push({ file: projectPath((error as NodeJS.ErrnoException).path ?? "sources", root), line: 1, column: 1, message: "source file not found" });
    else throw error;
    return undefined;
  }
}

/** Where a file is to be written: `path` from `root` (how problems with it are named). */
export interface Destination {
  root: string;
  path: string;
}

/**
 * The Markdown of one section (its sources read from `root`), with every annotation the file at `destination`
 * already holds put back after its rule or example, and the source's defects annotated once (no destination, or no
 * file there: no annotations to keep). Throws DiagnosticsError, naming each problem, when the existing file cannot
 * be read whole: rewriting it would lose what it holds.
 */
export function renderKnowledgeBaseFile(root: string, doc: SourceDocument, section: SourceSection, orphans: ImportReport["orphans"], destination?: Destination): { text: string } {
  const sourceFile = sourceFileOf(doc, section);
  const source = readProjectFile(root, sourceFile);
  if ("problem" in source) throw new DiagnosticsError([source.problem]);
  const path = destination?.path;
  const existing = destination === undefined ? [] : existingAnnotations(destination.root, destination.path);
  const ids = new Set(section.rules.flatMap((r) => [r.id, ...r.examples.map((_, i) => exampleId(r.id, i + 1))]));
  const kept: AnchoredAnnotation[] = existing.map((a) => {
    if (a.target === undefined || ids.has(a.target)) return { target: a.target, markdown: a.raw };
    orphans.push({ file: path!, annotation: a.raw.split("\n")[0]! });
    return { target: undefined, markdown: a.raw };
  });
  const defects = doc.defects
    .filter((d) => ids.has(d.rule))
    .map((d) => defectAnnotation({ ...d, rule: anchorOf(d, section) }))
    .filter((generated) => !kept.some((k) => k.target === generated.target && firstLine(k.markdown) === firstLine(generated.markdown)));
  const text = renderSectionFile(
    { version: doc.version, lang: doc.lang, source: { file: sourceFile, sha256: sha256(readFileSync(resolve(root, sourceFile))) } },
    section,
    [...kept, ...defects],
  );
  // What is written must read back: a kept annotation that no longer parses would be lost at the next import.
  const back = parseSectionFile(text, path ?? "-");
  if (back.diagnostics.length > 0) throw new DiagnosticsError(back.diagnostics, `refusing to write ${path ?? "the section"}: the file rendered does not read back`);
  return { text };
}

/** A defect reported on a rule belongs to the example that prints it, when the rule text itself does not. */
function anchorOf(defect: SourceDefect, section: SourceSection): string {
  const rule = section.rules.find((r) => r.id === defect.rule);
  if (!rule || parseExampleId(defect.rule)) return defect.rule;
  const original = normalizeWhitespace(defect.original);
  if (normalizeWhitespace(rule.text).includes(original) || rule.printedId === defect.original) return defect.rule;
  const index = rule.examples.findIndex((e) => normalizeWhitespace(e).includes(original));
  return index < 0 ? defect.rule : exampleId(rule.id, index + 1);
}

function firstLine(text: string): string {
  return text.split("\n")[0]!;
}

function existingAnnotations(root: string, path: string): KbAnnotation[] {
  if (!existsSync(join(root, path))) return [];
  const read = readProjectFile(root, path);
  if ("problem" in read) throw new DiagnosticsError([read.problem], `refusing to overwrite ${path}: it cannot be read`);
  const parsed = parseSectionFile(read.text, path);
  // Whatever the parser could not read (a misspelt annotation kind, a stray paragraph) would be dropped by rewriting.
  if (!parsed.value || parsed.diagnostics.length > 0) {
    throw new DiagnosticsError(parsed.diagnostics, `refusing to overwrite ${path}: it cannot be read whole, so what it holds would be lost`);
  }
  return annotationsOf(parsed.value);
}

function contentsFile(root: string): Output {
  const read = readProjectFile(root, FRENCH_CONTENTS.file);
  if ("problem" in read) throw new DiagnosticsError([read.problem]);
  const bytes = readFileSync(join(root, FRENCH_CONTENTS.file));
  const titles = frenchSectionTitles(bytes, FRENCH_CONTENTS.file);
  const lines = [
    "---",
    `version: "${FRENCH_CONTENTS.version}"`,
    "lang: fr",
    "kind: contents",
    `source: { file: ${FRENCH_CONTENTS.file}, sha256: ${sha256(bytes)} }`,
    "---",
    "",
    "# Sommaire",
    "",
    ...[...titles].map(([number, title]) => `- ${escapeMarkdown(`${number}. ${title}`)}`),
    "",
  ];
  return { path: rulesFilePath(FRENCH_CONTENTS.version, "fr", "contents"), text: lines.join("\n") };
}
