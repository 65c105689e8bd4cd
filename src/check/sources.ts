// The sources the knowledge base says it was imported from (frontmatter `source.file`), each read once. A source
// must be a regular file inside the project; what it is (an English CR release, a French seed) is told by where it
// lies (sources/fr/ or not), never by what the rules file claims, so a wrong `lang` is reported, not obeyed.

import { readFileSync, realpathSync, statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { DiagnosticsError } from "../kb/diagnostics.ts";
import { normalizeWhitespace, sha256 } from "../kb/fingerprint.ts";
import type { KbSection, KnowledgeBase } from "../kb/model.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { readRelease } from "../import/archive.ts";
import { NotNumberedCrError } from "../import/cr-text.ts";
import { parseFrenchSeed } from "../import/fr-seeds.ts";
import type { SourceDocument, SourceSection } from "../import/types.ts";

/** What fidelity compares a section with; `problem` says why there is nothing to compare. */
export type SourceOfSection =
  | { problem: string }
  | { problem?: undefined; document: SourceDocument; section: SourceSection | undefined; sha256: string; quotes(text: string): boolean };

interface ReadSource {
  document: SourceDocument;
  sha256: string;
  /** The file's text, whitespace-normalised, for checking what annotations quote. */
  text: string;
}

export class SourceReader {
  private readonly read = new Map<string, ReadSource | { problem: string }>();
  constructor(private readonly root: string) {}

  sourceOf(section: KbSection): SourceOfSection {
    const source = this.load(section.source.file);
    if ("problem" in source) return source;
    return {
      document: source.document,
      section: source.document.sections.find((s) => s.number === section.section),
      sha256: source.sha256,
      quotes: (text) => source.text.includes(normalizeWhitespace(text)),
    };
  }

  /** Every rule id of a version's full English CR, and its chapters ("1".."9"); undefined if it cannot be read. */
  fullRuleIds(kb: KnowledgeBase, version: string): Set<string> | undefined {
    for (const section of kb.sections.filter((s) => s.version === version)) {
      const source = this.load(section.source.file);
      if ("problem" in source || source.document.lang !== "en" || source.document.version !== version) continue;
      return new Set(source.document.sections.flatMap((s) => [s.number, s.number[0]!, ...s.rules.map((r) => r.id)]));
    }
    return undefined;
  }

  private load(file: string): ReadSource | { problem: string } {
    let source = this.read.get(file);
    if (!source) this.read.set(file, (source = this.readSource(file)));
    return source;
  }

  private readSource(file: string): ReadSource | { problem: string } {
    const path = resolve(this.root, file);
    let real: string;
    try {
      real = realpathSync(path);
    } catch (error) {
      return { problem: `source file ${file} not found${describeError(error)}` };
    }
    if (![this.root, PROJECT_ROOT].some((dir) => isInside(real, dir))) return { problem: `source file ${file} is outside the project (${real}): sources are files under sources/` };
    if (!statSync(real).isFile()) return { problem: `source file ${file} is not a regular file` };
    const bytes = readFileSync(real);
    try {
      const projectFile = relative(this.root, path).split("\\").join("/");
      const document = /(?:^|\/)sources\/fr\//u.test(real) ? parseFrenchSeed(bytes, projectFile) : readRelease(real, this.root);
      return { document, sha256: sha256(bytes), text: normalizeWhitespace(bytes.toString("utf8")) };
    } catch (error) {
      if (error instanceof DiagnosticsError) return { problem: `source file ${file} cannot be read as a rules source: ${error.diagnostics[0]!.message} (line ${error.diagnostics[0]!.line})` };
      if (error instanceof NotNumberedCrError) return { problem: `source file ${file} is not a Comprehensive Rules release (no numbered rules)` };
      throw error;
    }
  }
}

function isInside(path: string, dir: string): boolean {
  let realDir: string;
  try {
    realDir = realpathSync(dir);
  } catch {
    return false;
  }
  const inside = relative(realDir, path);
  return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside);
}

function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code && code !== "ENOENT" ? ` (${code})` : "";
}
