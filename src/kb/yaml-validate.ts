// YAML + zod validation that reports every error at its file:line:col (cards, scenarios, Markdown frontmatter).

import { isMap, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from "yaml";
import type { z } from "zod";
import type { Diagnostic } from "./diagnostics.ts";

/** A parsed YAML file that can say where any path inside it is. */
export class YamlFile {
  readonly doc: Document.Parsed;
  private readonly lines = new LineCounter();
  readonly issues: Diagnostic[] = [];

  /** `firstLine`: the line of the file where the YAML text starts (2 for Markdown frontmatter). */
  constructor(readonly file: string, text: string, private readonly firstLine = 1) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    for (const error of [...this.doc.errors, ...this.doc.warnings]) this.issueAt(error.pos[0], error.message.split("\n")[0]);
  }

  issueAt(offset: number, message: string): void {
    const { line, col } = this.lines.linePos(offset);
    this.issues.push({ file: this.file, line: line + this.firstLine - 1, column: col, message });
  }

  /**
   * Reports at the value of `path` (or at its key, for problems with the key itself), or at the closest
   * existing ancestor when the path is missing.
   */
  issue(path: (string | number)[], message: string, atKey = false): void {
    for (let n = path.length; n >= 0; n--) {
      const node = this.doc.getIn(path.slice(0, n), true) as Node | undefined;
      if (node && (node as { range?: [number, number, number] }).range) {
        const keyNode = atKey && n === path.length && n > 0 ? this.keyNode(path) : undefined;
        const range = (keyNode ?? node).range!;
        this.issueAt(range[0], message);
        return;
      }
    }
    this.issueAt(0, message);
  }

  private keyNode(path: (string | number)[]): Node | undefined {
    const parent = this.doc.getIn(path.slice(0, -1), true);
    if (!isMap(parent)) return undefined;
    const pair = parent.items.find((p) => (p.key as { value?: unknown })?.value === path.at(-1));
    return pair?.key as Node | undefined;
  }

  private js?: { value: unknown; bomb?: true };

  /**
   * The document as plain data, or undefined (with an issue at the first alias) when its aliases would expand past
   * the limit: the yaml library refuses a "billion laughs" document rather than building it.
   */
  toJS(): unknown {
    if (!this.js) {
      try {
        this.js = { value: this.doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) };
      } catch {
        this.issueAt(firstAliasOffset(this.doc), `too many aliases: an alias here would expand to more than ${MAX_ALIAS_COUNT} nodes`);
        this.js = { value: undefined, bomb: true };
      }
    }
    return this.js.value;
  }

  /** Validates with a zod schema; every issue is reported at its position. */
  validate<S extends z.ZodTypeAny>(schema: S): z.output<S> | undefined {
    if (this.doc.errors.length) return undefined;
    const data = this.toJS();
    if (this.js?.bomb) return undefined;
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const unknownKeys = issue.code === "unrecognized_keys" ? (issue as { keys: string[] }).keys : [];
      if (unknownKeys.length) for (const key of unknownKeys) this.issue([...issue.path, key], `unknown key '${key}'`, true);
      else this.issue(issue.path, describeIssue(issue), issue.code === "custom" && Boolean(issue.params?.atKey));
    }
    return undefined;
  }

  /** Whether the document has a sequence at `path` (for iterating with positions). */
  isSeqAt(path: (string | number)[]): boolean {
    return isSeq(this.doc.getIn(path, true));
  }
}

/** An alias may stand for at most this many nodes: plenty for a card or scenario, far below an alias bomb. */
const MAX_ALIAS_COUNT = 100;

function firstAliasOffset(doc: Document.Parsed): number {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

function describeIssue(issue: z.ZodIssue): string {
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

export type Validated<T> = { value: T; diagnostics: [] } | { value: undefined; diagnostics: Diagnostic[] };

/** Parses `text` as YAML and validates it against `schema`; syntax and schema errors all carry positions. */
export function validateYaml<S extends z.ZodTypeAny>(text: string, schema: S, where: { file: string; firstLine?: number }): Validated<z.infer<S>> {
  const yaml = new YamlFile(where.file, text, where.firstLine);
  const value = yaml.validate(schema) as z.infer<S> | undefined;
  return value !== undefined && yaml.issues.length === 0 ? { value, diagnostics: [] } : { value: undefined, diagnostics: yaml.issues };
}
