// `rules check`: every check over the knowledge base, all diagnostics at once, with summary figures.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../kb/diagnostics.ts";
import { readKnowledgeBase, PROJECT_ROOT } from "../kb/load.ts";
import { sha256 } from "../kb/fingerprint.ts";
import { annotationsOf, versionsOf, type KbSection, type KnowledgeBase } from "../kb/model.ts";
import { readRelease } from "../import/archive.ts";
import { parseFrenchSeed } from "../import/fr-seeds.ts";
import type { SourceDocument } from "../import/types.ts";
import { checkStructure } from "./structure.ts";
import { checkParity } from "./parity.ts";
import { checkReferences } from "./references.ts";
import { checkFidelity } from "./fidelity.ts";

export interface CheckStats {
  versions: number;
  sections: number;
  rules: number;
  examples: number;
  annotations: number;
}

export interface CheckResult {
  errors: Diagnostic[];
  stats: CheckStats;
}

export function checkKnowledgeBase(root = PROJECT_ROOT, files?: string[]): CheckResult {
  const { kb, diagnostics } = readKnowledgeBase(root, files);
  const sources = new SourceReader(root);
  const errors = [
    ...diagnostics,
    ...kb.sections.flatMap(checkStructure),
    ...checkParity(kb),
    ...checkReferences(kb, (version) => sources.fullRuleIds(kb, version)),
    ...kb.sections.flatMap((section) => checkFidelity(section, sources.sourceOf(section))),
  ];
  errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { errors, stats: statsOf(kb) };
}

/** The one-line summary `rules check` prints. */
export function summarize(result: CheckResult): string {
  const s = result.stats;
  const figures = `${s.versions} versions, ${s.sections} sections, ${s.rules} rules, ${s.examples} examples, ${s.annotations} annotations`;
  const count = result.errors.length;
  return count === 0 ? `ok: ${figures}` : `${count} ${count === 1 ? "error" : "errors"} in ${figures}`;
}

function statsOf(kb: KnowledgeBase): CheckStats {
  const rules = kb.sections.flatMap((s) => s.rules);
  return {
    versions: versionsOf(kb).length,
    sections: kb.sections.length,
    rules: rules.length,
    examples: rules.reduce((n, r) => n + r.examples.length, 0),
    annotations: kb.sections.reduce((n, s) => n + annotationsOf(s).length, 0),
  };
}

/** Reads each source file once: English releases (through the archive's cache), French seeds. */
class SourceReader {
  private french = new Map<string, SourceDocument>();
  constructor(private readonly root: string) {}

  sourceOf(section: KbSection) {
    const path = join(this.root, section.source.file);
    if (!existsSync(path)) return { section: undefined, sha256: undefined };
    const doc = section.lang === "en" ? this.englishRelease(section.source.file)! : this.frenchSeed(section.source.file);
    const found = doc.sections.find((s) => s.number === section.section);
    return { section: found, sha256: sha256(readFileSync(path)) };
  }

  fullRuleIds(kb: KnowledgeBase, version: string): Set<string> | undefined {
    const english = kb.sections.find((s) => s.version === version && s.lang === "en");
    const doc = english && this.englishRelease(english.source.file);
    if (!doc) return undefined;
    const ids = doc.sections.flatMap((s) => [s.number, s.number[0]!, ...s.rules.map((r) => r.id)]);
    return new Set(ids);
  }

  private englishRelease(file: string): SourceDocument | undefined {
    return existsSync(join(this.root, file)) ? readRelease(file, this.root) : undefined;
  }

  private frenchSeed(file: string): SourceDocument {
    if (!this.french.has(file)) this.french.set(file, parseFrenchSeed(readFileSync(join(this.root, file)), file));
    return this.french.get(file)!;
  }
}
