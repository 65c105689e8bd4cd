// sources/ → rules/: writes every planned Markdown file, keeping each annotation already in it.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DiagnosticsError } from "../kb/diagnostics.ts";
import { parseSectionFile } from "../kb/parse.ts";
import { annotationsOf, type KbAnnotation } from "../kb/model.ts";
import { defectAnnotation, renderSectionFile, type AnchoredAnnotation } from "./markdown.ts";
import { escapeMarkdown } from "../kb/official-text.ts";
import { KNOWLEDGE_BASE_PLAN, FRENCH_CONTENTS, rulesFilePath } from "./plan.ts";
import type { SourceDefect, SourceDocument, SourceSection } from "./types.ts";
import { normalizeWhitespace, sha256 } from "../kb/fingerprint.ts";
import { loadRelease } from "./archive.ts";
import { frenchSectionTitles, readFrenchSources } from "./fr-seeds.ts";

export interface ImportReport {
  written: string[];
  unchanged: string[];
  /** Annotations whose rule no longer exists: kept at the top of their file, listed here for review. */
  orphans: { file: string; annotation: string }[];
}

/** The file a section was read from (French sections each come from one of the five seeds). */
function sourceFileOf(doc: SourceDocument, section: SourceSection): string {
  return section.file ?? doc.file;
}

export function importKnowledgeBase(root: string): ImportReport {
  const report: ImportReport = { written: [], unchanged: [], orphans: [] };
  const french = readFrenchSources(root);
  for (const plan of KNOWLEDGE_BASE_PLAN) {
    const english = loadRelease(plan.version, root);
    const documents: [SourceDocument, string[]][] = [[english, [...plan.sections, ...plan.englishOnly]]];
    if (plan.french) {
      const translation = french.find((d) => d.version === plan.version);
      if (!translation) throw new Error(`no French source follows ${plan.version}`);
      documents.push([translation, plan.sections]);
    }
    for (const [doc, sections] of documents) {
      for (const number of sections) {
        const section = doc.sections.find((s) => s.number === number);
        if (!section) throw new Error(`${doc.file}: section ${number} not found`);
        writeSection(root, doc, section, report);
      }
    }
  }
  writeContents(root, report);
  return report;
}

function writeSection(root: string, doc: SourceDocument, section: SourceSection, report: ImportReport): void {
  const path = rulesFilePath(doc.version, doc.lang, section.number);
  const sourceFile = sourceFileOf(doc, section);
  const existing = existingAnnotations(root, path);
  const ids = new Set(section.rules.flatMap((r) => [r.id, ...r.examples.map((_, i) => `${r.id}#${i + 1}`)]));
  const kept: AnchoredAnnotation[] = existing.map((a) => {
    if (a.target === undefined || ids.has(a.target)) return { target: a.target, markdown: a.raw };
    report.orphans.push({ file: path, annotation: a.raw.split("\n")[0]! });
    return { target: undefined, markdown: a.raw };
  });
  const defects = doc.defects
    .filter((d) => ids.has(d.rule))
    .map((d) => defectAnnotation({ ...d, rule: anchorOf(d, section) }))
    .filter((generated) => !kept.some((k) => k.target === generated.target && firstLine(k.markdown) === firstLine(generated.markdown)));
  const markdown = renderSectionFile(
    { version: doc.version, lang: doc.lang, source: { file: sourceFile, sha256: sha256(readFileSync(join(root, sourceFile))) } },
    section,
    [...kept, ...defects],
  );
  write(root, path, markdown, report);
}

/** A defect reported on a rule belongs to the example that prints it, when the rule text itself does not. */
function anchorOf(defect: SourceDefect, section: SourceSection): string {
  const rule = section.rules.find((r) => r.id === defect.rule);
  if (!rule || defect.rule.includes("#")) return defect.rule;
  const original = normalizeWhitespace(defect.original);
  if (normalizeWhitespace(rule.text).includes(original) || rule.printedId === defect.original) return defect.rule;
  const index = rule.examples.findIndex((e) => normalizeWhitespace(e).includes(original));
  return index < 0 ? defect.rule : `${rule.id}#${index + 1}`;
}

function firstLine(text: string): string {
  return text.split("\n")[0]!;
}

function existingAnnotations(root: string, path: string): KbAnnotation[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  const parsed = parseSectionFile(readFileSync(full, "utf8"), path);
  // Whatever the parser could not read (a misspelt annotation kind, a stray paragraph) would be dropped by rewriting.
  if (!parsed.value || parsed.diagnostics.length > 0) {
    throw new DiagnosticsError(parsed.diagnostics, `refusing to overwrite ${path}: it cannot be read whole, so what it holds would be lost`);
  }
  return annotationsOf(parsed.value);
}

function writeContents(root: string, report: ImportReport): void {
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
  write(root, rulesFilePath(FRENCH_CONTENTS.version, "fr", "contents"), lines.join("\n"), report);
}

function write(root: string, path: string, text: string, report: ImportReport): void {
  const full = join(root, path);
  if (existsSync(full) && readFileSync(full, "utf8") === text) {
    report.unchanged.push(path);
    return;
  }
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  report.written.push(path);
}
