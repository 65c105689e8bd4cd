// Source rules → Markdown text of one knowledge-base file. The official text is escaped just enough for Markdown
// to give it back unchanged (the fidelity check proves it); annotations are written beside it, never inside.

import { stringify } from "yaml";
import type { SourceDefect, SourceSection } from "./types.ts";

/** An annotation as Markdown source, anchored to the rule or example it follows (undefined: the section). */
export interface AnchoredAnnotation {
  target?: string;
  markdown: string;
}

export interface SectionFileMeta {
  version: string;
  lang: "en" | "fr";
  source: { file: string; sha256: string };
}

/** Escapes characters that Markdown (CommonMark + GFM + directives) would read as syntax. */
export function escapeMarkdown(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map(escapeLine)
    .join("\n");
}

/** GFM reads "www.…" and "http…" as links and keeps backslashes inside them, so URLs are left as they are. */
const URL_START = /https?:\/\/|www\./u;

function escapeInline(token: string): string {
  const url = URL_START.exec(token);
  if (url) return escapeText(token.slice(0, url.index)) + token.slice(url.index);
  return escapeText(token);
}

function escapeText(text: string): string {
  return text
    .replace(/[\\`*_[\]<~|]/gu, "\\$&")
    .replace(/&(?=#?\w+;)/gu, "\\&")
    .replace(/:(?=[A-Za-z])/gu, "\\:");
}

function escapeLine(line: string): string {
  return line
    .split(/(\s+)/u)
    .map(escapeInline)
    .join("")
    .replace(/^([#>+=-])/u, "\\$1")
    .replace(/^(\d+)([.)])(?=\s|$)/u, "$1\\$2");
}

export function renderSectionFile(
  meta: SectionFileMeta,
  section: SourceSection,
  annotations: AnchoredAnnotation[],
): string {
  const frontmatter = stringify(
    { version: meta.version, lang: meta.lang, section: section.number, title: section.title, source: meta.source },
    { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" },
  );
  const blocks: string[] = [`---\n${frontmatter}---`, `# ${section.number}. ${escapeMarkdown(section.title)}`];
  const emit = (target: string | undefined) => {
    for (const a of annotations) if (a.target === target) blocks.push(a.markdown);
  };
  emit(undefined);
  for (const rule of section.rules) {
    const printed = rule.printedId ?? rule.id;
    blocks.push(`${printed}${printedPeriod(printed)} ${escapeMarkdown(rule.text)}`.trimEnd());
    emit(rule.id);
    rule.examples.forEach((example, i) => {
      blocks.push(escapeMarkdown(example));
      emit(`${rule.id}#${i + 1}`);
    });
  }
  return blocks.join("\n\n") + "\n";
}

/** The CR prints "706.2." with a period and "706.2a" without; the French texts follow the same convention. */
function printedPeriod(id: string): string {
  return /[a-z]$/u.test(id) ? "" : ".";
}

/** A source defect as a `correction` or `translation` annotation: the label holds the source text verbatim. */
export function defectAnnotation(defect: SourceDefect): AnchoredAnnotation {
  const attributes: string[] = [];
  if (defect.expected !== undefined) attributes.push(`expected=${quoteAttribute(defect.expected)}`);
  if (/^\d{3}\.\d+[a-z]?$/u.test(defect.expected ?? "") && defect.original !== defect.expected) {
    attributes.push(`id=${quoteAttribute(defect.expected!)}`);
  }
  const braces = attributes.length > 0 ? `{${attributes.join(" ")}}` : "";
  return {
    target: defect.rule,
    markdown: `:::${defect.kind}[${escapeMarkdown(defect.original).replace(/\n/gu, " ")}]${braces}\n${defect.message}\n:::`,
  };
}

function quoteAttribute(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}
