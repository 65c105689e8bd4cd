// Markdown → model, as a unified pipeline: remark-parse + gfm + frontmatter + directive give an mdast tree with
// positions; this module reads rules, examples and annotations off its top-level blocks.

import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkFrontmatter from "remark-frontmatter";
import remarkDirective from "remark-directive";
import { toString } from "mdast-util-to-string";
import type { Root, RootContent, Paragraph } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Diagnostic, SourcePosition } from "./diagnostics.ts";
import { validateYaml } from "./yaml-validate.ts";
import { sectionFrontmatter, contentsFrontmatter } from "./frontmatter.ts";
import {
  ANNOTATION_KINDS, type AnnotationKind, type CrossReference, type KbAnnotation, type KbContents, type KbExample, type KbRule, type KbSection,
} from "./model.ts";
import { parentRuleId } from "./ids.ts";
import { parseReferences } from "./references.ts";
import { fingerprint } from "./fingerprint.ts";

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
  const tree = parseMarkdown(markdown);
  const diagnostics: Diagnostic[] = [];
  const report = (node: { position?: { start: { line: number; column: number } } }, message: string, rule?: string) =>
    diagnostics.push({ file, ...positionOf(node), message, ...(rule ? { rule } : {}) });

  const [first] = tree.children;
  if (first?.type !== "yaml") {
    report(first ?? tree, "missing frontmatter: a rules file starts with --- version, lang, section, title, source ---");
    return { diagnostics };
  }
  const meta = validateYaml(first.value, sectionFrontmatter, { file, firstLine: (first.position?.start.line ?? 1) + 1 });
  diagnostics.push(...meta.diagnostics);

  const rules: KbRule[] = [];
  const sectionAnnotations: KbAnnotation[] = [];
  let title = "";
  let current: KbRule | undefined;
  let lastTarget: string | undefined;

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
      current = newRule(number.id, number.rest, node, markdown);
      rules.push(current);
      lastTarget = undefined;
    } else if (node.type === "paragraph") {
      const text = toString(node);
      if (EXAMPLE_LABEL.test(text)) {
        if (!current || current.parent === undefined) {
          report(node, "an example must follow a rule");
          continue;
        }
        const example = newExample(current, text, node, markdown);
        current.examples.push(example);
        lastTarget = example.id;
        continue;
      }
      const number = splitRuleNumber(text);
      if (!number) {
        report(node, "a paragraph of official text must start with a rule number or an example label");
        continue;
      }
      current = newRule(number.id, number.rest, node, markdown);
      rules.push(current);
      lastTarget = current.id;
    } else if (node.type === "containerDirective") {
      const annotation = readAnnotation(node, markdown, lastTarget, file, diagnostics);
      if (!annotation) continue;
      if (annotation.kind === "correction" && annotation.attributes.id && current && lastTarget === current.id) {
        renumber(current, annotation.attributes.id);
        annotation.target = current.id;
      }
      if (lastTarget === undefined) sectionAnnotations.push(annotation);
      else attach(rules, annotation);
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

function newRule(id: string, text: string, node: RootContent, markdown: string): KbRule {
  return { id, parent: parentRuleId(id), text, examples: [], references: locateReferences(text, node, markdown), annotations: [], position: positionOf(node) };
}

/** Cross-references of a paragraph, each placed at the line and column where the file prints it. */
function locateReferences(text: string, node: RootContent, markdown: string): CrossReference[] {
  const start = node.position?.start.offset ?? 0;
  const raw = markdown.slice(start, node.position?.end.offset ?? start);
  let from = 0;
  return parseReferences(text).map((ref) => {
    const at = raw.indexOf(ref.text, from);
    if (at < 0) return { ...ref, position: positionOf(node) };
    from = at + ref.text.length;
    return { ...ref, position: positionAt(markdown, start + at) };
  });
}

function positionAt(markdown: string, offset: number): SourcePosition {
  const before = markdown.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

function newExample(rule: KbRule, text: string, node: Paragraph, markdown: string): KbExample {
  const index = rule.examples.length + 1;
  return {
    id: `${rule.id}#${index}`,
    rule: rule.id,
    index,
    text,
    fingerprint: fingerprint(text),
    references: locateReferences(text, node, markdown),
    annotations: [],
    position: positionOf(node),
  };
}

function renumber(rule: KbRule, id: string): void {
  rule.printedId = rule.id;
  rule.id = id;
  rule.parent = parentRuleId(id);
}

function attach(rules: KbRule[], annotation: KbAnnotation): void {
  const [ruleId] = annotation.target!.split("#");
  // The last rule with that id: a duplicated id (reported by the structure check) keeps its own annotations.
  const rule = rules.filter((r) => r.id === ruleId).at(-1)!;
  const example = rule.examples.find((e) => e.id === annotation.target);
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

function describe(node: RootContent): string {
  if (node.type === "leafDirective" || node.type === "textDirective") return `directive '::${node.name}' (annotations use three colons)`;
  return `Markdown ${node.type}`;
}

/** A translated table of contents: "- 706. Copier des objets" lines under a frontmatter. */
export function parseContentsFile(markdown: string, file: string): ParsedFile<KbContents> {
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
