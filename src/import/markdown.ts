// Source rules → Markdown text of one knowledge-base file. The official text is escaped just enough for Markdown
// to give it back unchanged (the fidelity check proves it); annotations are written beside it, never inside.

import { stringify } from "yaml";
import type { SourceDefect, SourceSection } from "./types.ts";
import { escapeMarkdown, headingLine, ruleLine } from "../kb/official-text.ts";
import { exampleId } from "../kb/ids.ts";

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

export function renderSectionFile(
  meta: SectionFileMeta,
  section: SourceSection,
  annotations: AnchoredAnnotation[],
): string {
  const frontmatter = stringify(
    { version: meta.version, lang: meta.lang, section: section.number, title: section.title, source: meta.source },
    { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" },
  );
  const blocks: string[] = [`---\n${frontmatter}---`, headingLine(section.number, section.title)];
  const emit = (target: string | undefined) => {
    for (const a of annotations) if (a.target === target) blocks.push(a.markdown);
  };
  emit(undefined);
  for (const rule of section.rules) {
    blocks.push(ruleLine(rule.printedId ?? rule.id, rule.text));
    emit(rule.id);
    rule.examples.forEach((example, i) => {
      blocks.push(escapeMarkdown(example));
      emit(exampleId(rule.id, i + 1));
    });
  }
  return blocks.join("\n\n") + "\n";
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
