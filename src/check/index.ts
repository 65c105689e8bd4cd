// `rules check`: every check over the knowledge base, all diagnostics at once, with summary figures.

import type { Diagnostic } from "../kb/diagnostics.ts";
import { listRulesFiles, readKnowledgeBase, PROJECT_ROOT } from "../kb/load.ts";
import { annotationsOf, versionsOf, type KnowledgeBase } from "../kb/model.ts";
import { SourceReader } from "./sources.ts";
import { checkStructure } from "./structure.ts";
import { checkParity } from "./parity.ts";
import { checkReferences } from "./references.ts";
import { checkFidelity } from "./fidelity.ts";
import { checkClaimedTexts } from "./claims.ts";
import { listExampleFiles, loadScenarios, ScenarioLoadError } from "../scenarios/load.ts";

interface CheckStats {
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

/**
 * Checks the whole knowledge base under `root`, and its cards and scenarios (examples/); with `files`, reports only
 * the errors in those files (the others are still read: a French file is compared with its English counterpart,
 * references are resolved everywhere).
 */
export function checkKnowledgeBase(root = PROJECT_ROOT, files?: string[]): CheckResult {
  const { kb, diagnostics } = readKnowledgeBase(root);
  const sources = new SourceReader(root);
  const all = [
    ...diagnostics,
    ...kb.sections.flatMap(checkStructure),
    ...checkParity(kb),
    ...checkReferences(kb, (version) => sources.fullRuleIds(kb, version)),
    ...kb.sections.flatMap((section) => checkFidelity(section, sources.sourceOf(section))),
    ...examplesProblems(root, kb),
  ];
  const named = files && new Set(files);
  const errors = named ? [...all.filter((e) => named.has(e.file)), ...notChecked(root, files)] : all;
  errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const checked = named ? { ...kb, sections: kb.sections.filter((s) => named.has(s.file)) } : kb;
  return { errors, stats: statsOf(checked) };
}

/** The files named that `rules check` does not read (README.md): reporting no error in them would say they are fine. */
function notChecked(root: string, files: string[]): Diagnostic[] {
  const read = new Set([...listRulesFiles(root), ...listExampleFiles(root)]);
  return files
    .filter((file) => !read.has(file))
    .map((file) => ({ file, line: 1, column: 1, message: "not a file rules check reads: name a rules file (rules/<version>/<lang>/<section>.md), a card or a scenario (examples/…/*.yaml)" }));
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

/** Every problem of the cards and scenarios under `root` (none when it has no examples/), the texts they claim included. */
function examplesProblems(root: string, kb: KnowledgeBase): Diagnostic[] {
  try {
    return checkClaimedTexts(root, kb, loadScenarios(root));
  } catch (error) {
    if (error instanceof ScenarioLoadError) return error.diagnostics;
    throw error;
  }
}
