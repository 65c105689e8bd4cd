// YAML + zod validation that reports every error at its file:line:col.

import { LineCounter, parseDocument, isNode, type Document } from "yaml";
import type { z } from "zod";
import type { Diagnostic } from "./diagnostics.ts";

export interface YamlLocation {
  file: string;
  /** Line of the file where the YAML text starts (1 for a .yaml file, 2 for Markdown frontmatter). */
  firstLine?: number;
}

export type Validated<T> = { value: T; diagnostics: [] } | { value: undefined; diagnostics: Diagnostic[] };

/** Parses `text` as YAML and validates it against `schema`; syntax and schema errors all carry positions. */
export function validateYaml<S extends z.ZodTypeAny>(text: string, schema: S, where: YamlLocation): Validated<z.infer<S>> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const shift = (where.firstLine ?? 1) - 1;
  const at = (offset: number) => {
    const { line, col } = lines.linePos(offset);
    return { file: where.file, line: line + shift, column: col };
  };
  if (doc.errors.length > 0) {
    return { value: undefined, diagnostics: doc.errors.map((e) => ({ ...at(e.pos[0]), message: `YAML: ${e.message.split("\n")[0]}` })) };
  }
  const result = schema.safeParse(doc.toJS());
  if (result.success) return { value: result.data, diagnostics: [] };
  const diagnostics = result.error.issues.map((issue) => {
    const offset = offsetOfPath(doc, issue.path);
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return { ...at(offset), message: `${where}${issue.message}` };
  });
  return { value: undefined, diagnostics };
}

/** Start offset of the deepest node that exists along `path` (a missing key points at its parent map). */
function offsetOfPath(doc: Document, path: (string | number)[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return node.range[0];
  }
  return 0;
}
