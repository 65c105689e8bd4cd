// YAML + zod validation that reports every error at its file:line:col (cards, scenarios, Markdown frontmatter).

import { isCollection, isMap, isPair, isSeq, LineCounter, parseDocument, visit, YAMLParseError, type Document, type Node } from "yaml";
import type { z } from "zod";
import type { Diagnostic } from "./diagnostics.ts";

/** A parsed YAML file that can say where any path inside it is. */
export class YamlFile {
  readonly doc: Document.Parsed;
  private readonly lines = new LineCounter();
  readonly issues: Diagnostic[] = [];

  /** `firstLine`: the line of the file where the YAML text starts (2 for Markdown frontmatter). */
  constructor(readonly file: string, text: string, private readonly firstLine = 1) {
    // Past the limits, the file is not read (a document larger than any card or scenario, nested deeper than the
    // readers recurse: the parser runs out of stack, the converter and the schema too).
    const tooLarge = text.length > MAX_YAML_LENGTH;
    this.doc = parseDocument(tooLarge ? "" : text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    if (tooLarge) this.refuse(0, `too large to read: ${text.length} characters (a card, scenario or frontmatter is at most ${MAX_YAML_LENGTH})`);
    // The parser reports running out of stack once per level it unwinds: once is enough.
    const overflows = this.doc.errors.filter((error) => error.message.startsWith("Maximum call stack size exceeded"));
    if (overflows.length > 0) {
      this.doc.errors = this.doc.errors.filter((error) => !overflows.includes(error) || error === overflows[0]);
      overflows[0]!.message = NESTED_TOO_DEEPLY;
    }
    if (this.doc.errors.length === 0) {
      const deep = nodeDeeperThan(this.doc.contents, MAX_NESTING);
      if (deep) this.refuse(deep.range?.[0] ?? 0, NESTED_TOO_DEEPLY);
    }
    for (const error of [...this.doc.errors, ...this.doc.warnings]) this.issueAt(error.pos[0], error.message.split("\n")[0]);
  }

  /** Makes the document unreadable (an error every reader stops at), for the reason given, at `offset`. */
  private refuse(offset: number, message: string): void {
    this.doc.errors.push(new YAMLParseError([offset, offset], "IMPOSSIBLE", message));
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
    for (const issue of result.error.issues.flatMap(specificIssues)) {
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

/** The longest YAML text read: a card or scenario has under 6,000 characters. */
const MAX_YAML_LENGTH = 256 * 1024;
/** The deepest nesting of maps and lists read: a card's abilities go 16 levels deep. */
const MAX_NESTING = 64;
const NESTED_TOO_DEEPLY = `nested too deeply: maps and lists go at most ${MAX_NESTING} levels deep`;

/** The first map or list nested deeper than `limit` levels, walked without recursion. */
function nodeDeeperThan(root: unknown, limit: number): Node | undefined {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth > limit) return node;
    for (const item of node.items) stack.push([isPair(item) ? item.value : item, depth + 1]);
  }
  return undefined;
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

/**
 * A value none of a union's alternatives accepts: where all but one alternative refuse it for its type (an
 * expectation, or a list of them, given an object), the issues of that one say what is wrong, not "Invalid input".
 */
function specificIssues(issue: z.ZodIssue): z.ZodIssue[] {
  if (issue.code !== "invalid_union") return [issue];
  const wrongType = (issues: z.ZodIssue[]) => issues.every((i) => i.code === "invalid_type" && i.path.join(".") === issue.path.join("."));
  const fitting = issue.unionErrors.filter((error) => !wrongType(error.issues));
  return fitting.length === 1 ? fitting[0]!.issues.flatMap(specificIssues) : [issue];
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
