// Markdown → model, as a unified pipeline: remark-parse + gfm + frontmatter + directive give an mdast tree with
// positions; this module reads rules, examples and annotations off its top-level blocks.

import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkFrontmatter from "remark-frontmatter";
import remarkDirective from "remark-directive";
import { toString } from "mdast-util-to-string";
import type { Root, RootContent, PhrasingContent, Heading, Paragraph } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Diagnostic, SourcePosition } from "./diagnostics.ts";
import { validateYaml } from "./yaml-validate.ts";
import { sectionFrontmatter, contentsFrontmatter } from "./frontmatter.ts";
import {
  ANNOTATION_KINDS, type AnnotationKind, type CrossReference, type KbAnnotation, type KbContents, type KbExample, type KbRule, type KbSection,
} from "./model.ts";
import { exampleId, parentRuleId, parseExampleId, ruleOf } from "./ids.ts";
import { parseReferences } from "./references.ts";
import { fingerprint } from "./fingerprint.ts";
import { escapeMarkdown, headingLine, ruleLine } from "./official-text.ts";
import { LineIndex } from "./line-index.ts";

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ["yaml"]).use(remarkDirective);

function parseMarkdown(text: string): Root {
  return processor.parse(text);
}

/** "706.2a Text", "706.1. Text", "706. Title": the printed number, the id, and the text after it. */
const RULE_NUMBER = /^(\d{3}(?:\.(?:\d+[a-z]?|[a-z]))?)(\.?)(?:\s+|$)/u;
/** "Example:", "EXAMPLE:", "Exemple :", "Exemple:", "exemple :". */
const EXAMPLE_LABEL = /^(?:Example|Exemple)\s*:/iu;

export interface ParsedFile<T> {
  value?: T;
  diagnostics: Diagnostic[];
}

function positionOf(node: { position?: { start: { line: number; column: number } } }): SourcePosition {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

function splitRuleNumber(text: string): { id: string; printed: string; rest: string } | undefined {
  const m = RULE_NUMBER.exec(text);
  if (!m) return undefined;
  return { id: m[1]!, printed: m[1]! + m[2]!, rest: text.slice(m[0].length) };
}

export function parseSectionFile(markdown: string, file: string): ParsedFile<KbSection> {
  if (markdown.startsWith(BYTE_ORDER_MARK)) return byteOrderMark(file);
  const tree = parseMarkdown(markdown);
  const lines = new LineIndex(markdown);
  const diagnostics: Diagnostic[] = [];
  const report = (node: { position?: { start: { line: number; column: number } } }, message: string, rule?: string) =>
    diagnostics.push({ file, ...positionOf(node), message, ...(rule ? { rule } : {}) });
  const reportAt = (position: SourcePosition, message: string, rule?: string) => diagnostics.push({ file, ...position, message, ...(rule ? { rule } : {}) });
  /** Official text must read back as the writer printed it: plain text and its escapes, nothing else. */
  const checkPlain = (node: Heading | Paragraph, canonical: string, rule?: string) => {
    for (const problem of unwrittenMarkdown(node, markdown, canonical, lines)) reportAt(problem.position, problem.message, rule);
  };

  const [first] = tree.children;
  if (first?.type !== "yaml") {
    report(first ?? tree, "missing frontmatter: a rules file starts with --- version, lang, section, title, source ---");
    return { diagnostics };
  }
  const meta = validateYaml(first.value, sectionFrontmatter, { file, firstLine: (first.position?.start.line ?? 1) + 1 });
  diagnostics.push(...meta.diagnostics);

  const rules: KbRule[] = [];
  const lastRuleWithId = new Map<string, KbRule>();
  const sectionAnnotations: KbAnnotation[] = [];
  let title = "";
  let current: KbRule | undefined;
  let lastTarget: string | undefined;
  const addRule = (rule: KbRule) => {
    rules.push(rule);
    lastRuleWithId.set(rule.id, rule);
    current = rule;
  };

  for (const node of tree.children.slice(1)) {
    if (node.type === "heading" && node.depth === 1 && rules.length === 0) {
      const number = splitRuleNumber(toString(node));
      if (!number) {
        report(node, 'the title must start with the section number, e.g. "# 706. Copying Objects"');
        continue;
      }
      title = number.rest;
      if (meta.value && number.id !== meta.value.section) {
        report(node, `heading is section ${number.id} but frontmatter says section ${meta.value.section}`, number.id);
      }
      checkPlain(node, headingLine(number.id, number.rest), number.id);
      addRule(newRule(number.id, number.rest, node, lines));
      lastTarget = undefined;
    } else if (node.type === "paragraph") {
      const text = toString(node);
      if (EXAMPLE_LABEL.test(text)) {
        if (!current || current.parent === undefined) {
          report(node, "an example must follow a rule");
          continue;
        }
        checkPlain(node, escapeMarkdown(text), current.id);
        const example = newExample(current, text, node, lines);
        current.examples.push(example);
        lastTarget = example.id;
        continue;
      }
      const number = splitRuleNumber(text);
      if (!number) {
        report(node, "a paragraph of official text must start with a rule number or an example label");
        continue;
      }
      checkPlain(node, ruleLine(number.id, number.rest), number.id);
      addRule(newRule(number.id, number.rest, node, lines));
      lastTarget = current!.id;
    } else if (node.type === "containerDirective") {
      const annotation = readAnnotation(node, markdown, lastTarget, file, diagnostics);
      if (!annotation) continue;
      if (annotation.kind === "correction" && annotation.attributes.id && current && lastTarget === current.id) {
        renumber(current, annotation.attributes.id);
        lastRuleWithId.set(current.id, current);
        annotation.target = current.id;
      }
      if (lastTarget === undefined) sectionAnnotations.push(annotation);
      else attach(lastRuleWithId, annotation);
    } else if (node.type === "heading") {
      report(node, "only the section title may be a heading; rules are paragraphs that start with their number");
    } else {
      report(node, `unexpected ${describe(node)}: official text is paragraphs of rules and examples, commentary goes in ::: annotations`);
    }
  }

  if (rules.length === 0) report(tree, "no section heading and no rules");
  if (!meta.value || rules.length === 0) return { diagnostics };
  return {
    value: { ...meta.value, title, file, rules, annotations: sectionAnnotations },
    diagnostics,
  };
}

function newRule(id: string, text: string, node: RootContent, lines: LineIndex): KbRule {
  return { id, parent: parentRuleId(id), text, examples: [], references: locateReferences(text, node, lines), annotations: [], position: positionOf(node) };
}

/** Cross-references of a paragraph, each placed at the line and column where the file prints it. */
function locateReferences(text: string, node: RootContent, lines: LineIndex): CrossReference[] {
  const start = node.position?.start.offset ?? 0;
  const raw = lines.text.slice(start, node.position?.end.offset ?? start);
  let from = 0;
  return parseReferences(text).map((ref) => {
    const at = raw.indexOf(ref.text, from);
    if (at < 0) return { ...ref, position: positionOf(node) };
    from = at + ref.text.length;
    return { ...ref, position: lines.positionAt(start + at) };
  });
}

/** Inline Markdown the writer never produces; a GFM literal autolink (a bare URL, which it leaves as printed) is fine. */
const PLAIN_INLINE = new Set(["text"]);

/**
 * Why a heading or paragraph of official text is not what the writer prints: every inline Markdown construct in it
 * (emphasis, a link, an image, a code span…), or else the first character that differs from the writer's rendering
 * (`canonical`) of the text Markdown reads from it (a non-breaking space after the number, a missing period, an
 * escape the writer does not make).
 */
function unwrittenMarkdown(node: Heading | Paragraph, markdown: string, canonical: string, lines: LineIndex): { position: SourcePosition; message: string }[] {
  const constructs = node.children.filter((child) => !PLAIN_INLINE.has(child.type) && !isLiteralAutolink(child, markdown));
  if (constructs.length > 0) {
    return constructs.map((child) => ({
      position: positionOf(child),
      message: `${INLINE_NAMES[child.type] ?? `Markdown ${child.type}`} in official text: official text is plain text (escape the character, e.g. "\\*"); commentary goes in ::: annotations`,
    }));
  }
  const start = node.position?.start.offset ?? 0;
  const raw = markdown.slice(start, node.position?.end.offset ?? start).split("\n").map((line) => line.replace(/^[ \t]+|[ \t]+$/gu, "")).join("\n");
  if (raw === canonical) return [];
  let i = 0;
  while (i < raw.length && raw[i] === canonical[i]) i++;
  const offset = rawOffset(markdown, start, i);
  return [{
    position: lines.positionAt(offset),
    message: `official text is plain text as the importer writes it: the file has ${show(raw.slice(i, i + 20))} where the importer writes ${show(canonical.slice(i, i + 20))}`,
  }];
}

/** Offset in the file of character `i` of the paragraph with its lines' edge blanks removed. */
function rawOffset(markdown: string, start: number, i: number): number {
  let offset = start;
  let kept = 0;
  let atLineStart = true;
  while (kept < i && offset < markdown.length) {
    const c = markdown[offset]!;
    if (atLineStart && (c === " " || c === "\t")) {
      offset++;
      continue;
    }
    atLineStart = c === "\n";
    offset++;
    kept++;
  }
  while (offset < markdown.length && atLineStart && (markdown[offset] === " " || markdown[offset] === "\t")) offset++;
  return offset;
}

function show(text: string): string {
  return text === "" ? "the end of the paragraph" : JSON.stringify(text).replace(/\u00a0/gu, "\\u00a0");
}

const INLINE_NAMES: Record<string, string> = {
  emphasis: "emphasis (*…* or _…_)",
  strong: "strong emphasis (**…**)",
  delete: "strikethrough (~~…~~)",
  link: "a link",
  linkReference: "a link reference",
  image: "an image",
  imageReference: "an image reference",
  inlineCode: "a code span (`…`)",
  html: "inline HTML",
  break: "a hard line break",
  footnoteReference: "a footnote reference",
  textDirective: "a text directive (:name)",
};

/**
 * A GFM literal autolink: a bare "www.…" or "http…" printed as is (no brackets, no angle brackets). Those found in
 * the text after parsing carry no position; the others' source is their own text.
 */
function isLiteralAutolink(node: PhrasingContent, markdown: string): boolean {
  if (node.type !== "link") return false;
  if (node.position === undefined) return true;
  const source = markdown.slice(node.position.start.offset ?? 0, node.position.end.offset ?? 0);
  return source === toString(node);
}

function newExample(rule: KbRule, text: string, node: Paragraph, lines: LineIndex): KbExample {
  const index = rule.examples.length + 1;
  return {
    id: exampleId(rule.id, index),
    rule: rule.id,
    index,
    text,
    fingerprint: fingerprint(text),
    references: locateReferences(text, node, lines),
    annotations: [],
    position: positionOf(node),
  };
}

function renumber(rule: KbRule, id: string): void {
  rule.printedId = rule.id;
  rule.id = id;
  rule.parent = parentRuleId(id);
}

function attach(lastRuleWithId: Map<string, KbRule>, annotation: KbAnnotation): void {
  const exampleNumber = parseExampleId(annotation.target!);
  // The last rule with that id: a duplicated id (reported by the structure check) keeps its own annotations.
  const rule = lastRuleWithId.get(ruleOf(annotation.target!))!;
  const example = exampleNumber && rule.examples[exampleNumber.index - 1];
  (example ?? rule).annotations.push(annotation);
}

function readAnnotation(
  node: ContainerDirective,
  markdown: string,
  target: string | undefined,
  file: string,
  diagnostics: Diagnostic[],
): KbAnnotation | undefined {
  if (!(ANNOTATION_KINDS as readonly string[]).includes(node.name)) {
    diagnostics.push({ file, ...positionOf(node), message: `unknown annotation kind '${node.name}' (expected one of ${ANNOTATION_KINDS.join(", ")})` });
    return undefined;
  }
  if (!isClosed(node, markdown)) {
    diagnostics.push({
      file, ...positionOf(node),
      message: `unclosed ':::${node.name}' annotation: it needs a closing ':::' line, or everything after it (official text included) would be read as commentary`,
    });
    return undefined;
  }
  const nested = node.children.find((c) => c.type === "containerDirective");
  if (nested) {
    diagnostics.push({
      file, ...positionOf(node),
      message: `unclosed ':::${node.name}' annotation: it runs on into the ':::${nested.name}' at line ${positionOf(nested).line} (annotations do not nest); close it with a ':::' line`,
    });
    return undefined;
  }
  const labelNode = node.children.find((c) => c.type === "paragraph" && c.data?.directiveLabel);
  const content = node.children.filter((c) => c !== labelNode);
  const start = content[0]?.position?.start.offset;
  const end = content.at(-1)?.position?.end.offset;
  const attributes = Object.fromEntries(Object.entries(node.attributes ?? {}).map(([k, v]) => [k, v ?? ""]));
  return {
    kind: node.name as AnnotationKind,
    ...(labelNode ? { label: toString(labelNode) } : {}),
    attributes,
    body: start !== undefined && end !== undefined ? markdown.slice(start, end) : "",
    target,
    raw: markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0),
    position: positionOf(node),
  };
}

/** Whether a container ends with its own closing fence: an unclosed one runs to the end of the file. */
function isClosed(node: ContainerDirective, markdown: string): boolean {
  const raw = markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  const opening = /^:+/u.exec(raw)![0].length;
  const lastLine = raw.slice(raw.lastIndexOf("\n") + 1);
  const fence = /^ {0,3}(:+)[ \t]*$/u.exec(lastLine);
  return raw.includes("\n") && fence !== null && fence[1]!.length >= opening;
}

function describe(node: RootContent): string {
  if (node.type === "leafDirective" || node.type === "textDirective") return `directive '::${node.name}' (annotations use three colons)`;
  return `Markdown ${node.type}`;
}

/** A translated table of contents: "- 706. Copier des objets" lines under a frontmatter. */
/**
 * A byte-order mark before the frontmatter hides it from the parser, so every line after it would be misread: one
 * error naming the mark instead.
 */
const BYTE_ORDER_MARK = "\uFEFF";
function byteOrderMark(file: string): { diagnostics: Diagnostic[] } {
  return { diagnostics: [{ file, line: 1, column: 1, message: "starts with a byte-order mark (U+FEFF, bytes EF BB BF): a rules file is UTF-8 without one; remove it" }] };
}

export function parseContentsFile(markdown: string, file: string): ParsedFile<KbContents> {
  if (markdown.startsWith(BYTE_ORDER_MARK)) return byteOrderMark(file);
  const tree = parseMarkdown(markdown);
  const diagnostics: Diagnostic[] = [];
  const [first] = tree.children;
  if (first?.type !== "yaml") {
    diagnostics.push({ file, ...positionOf(first ?? tree), message: "missing frontmatter: version, lang, kind: contents, source" });
    return { diagnostics };
  }
  const meta = validateYaml(first.value, contentsFrontmatter, { file, firstLine: (first.position?.start.line ?? 1) + 1 });
  diagnostics.push(...meta.diagnostics);
  const titles = new Map<string, string>();
  for (const node of tree.children.slice(1)) {
    if (node.type !== "list") continue;
    for (const item of node.children) {
      const entry = /^(\d{1,3})\.\s+(.+)$/su.exec(toString(item).trim());
      if (entry) titles.set(entry[1]!, entry[2]!.trim());
      else diagnostics.push({ file, ...positionOf(item), message: 'a contents entry reads "- 706. Title"' });
    }
  }
  if (!meta.value) return { diagnostics };
  return { value: { version: meta.value.version, lang: meta.value.lang, file, titles }, diagnostics };
}
