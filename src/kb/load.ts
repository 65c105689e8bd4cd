// Loads every Markdown file under rules/ into the model, collecting every diagnostic.

import { readdirSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import type { Diagnostic } from "./diagnostics.ts";
import { DiagnosticsError } from "./diagnostics.ts";
import type { KbContents, KbSection, KnowledgeBase } from "./model.ts";
import { parseContentsFile, parseSectionFile } from "./parse.ts";
import { readProjectFile } from "./read-file.ts";

import { PROJECT_ROOT } from "./root.ts";

export { PROJECT_ROOT };
const CONTENTS_FILE = "contents.md";

/** rules/<version>/<lang>/<file>.md, sorted, relative to root. */
export function listRulesFiles(root = PROJECT_ROOT): string[] {
  const dir = join(root, "rules");
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const version of readdirSync(dir).sort()) {
    for (const lang of safeList(join(dir, version))) {
      for (const name of safeList(join(dir, version, lang))) {
        if (name.endsWith(".md")) files.push(relative(root, join(dir, version, lang, name)));
      }
    }
  }
  return files;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

export interface LoadResult {
  kb: KnowledgeBase;
  diagnostics: Diagnostic[];
}

/** Reads the knowledge base; files that cannot be read into the model are left out and reported. */
export function readKnowledgeBase(root = PROJECT_ROOT, files = listRulesFiles(root)): LoadResult {
  const sections: KbSection[] = [];
  const contents: KbContents[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const read = readProjectFile(root, file);
    if ("problem" in read) {
      diagnostics.push(read.problem);
      continue;
    }
    const text = read.text;
    const parsed = file.endsWith(`/${CONTENTS_FILE}`) ? parseContentsFile(text, file) : parseSectionFile(text, file);
    diagnostics.push(...parsed.diagnostics);
    if (!parsed.value) continue;
    if ("rules" in parsed.value) sections.push(parsed.value);
    else contents.push(parsed.value);
  }
  return { kb: { root, sections, contents }, diagnostics };
}

let cached: KnowledgeBase | undefined;

/** The knowledge base of the project, parsed once per process; throws if any file is malformed. */
export function loadKnowledgeBase(root = PROJECT_ROOT): KnowledgeBase {
  if (root === PROJECT_ROOT && cached) return cached;
  const { kb, diagnostics } = readKnowledgeBase(root);
  if (diagnostics.length > 0) throw new DiagnosticsError(diagnostics);
  if (root === PROJECT_ROOT) cached = kb;
  return kb;
}
