// The typed model of the knowledge base: what the Markdown files in rules/ say, with source positions.

import type { SourcePosition } from "./diagnostics.ts";
import type { ExampleId } from "./ids.ts";

export type Lang = "en" | "fr";

export const LANGS: readonly Lang[] = ["en", "fr"];

export function isLang(value: string | undefined): value is Lang {
  return value === "en" || value === "fr";
}

export const ANNOTATION_KINDS = ["note", "correction", "translation", "not-executable"] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

/** Project commentary beside the official text (a remark-directive container), never part of it. */
export interface KbAnnotation {
  kind: AnnotationKind;
  /** The directive label: for a correction or translation, the source text exactly as printed. */
  label?: string;
  attributes: Record<string, string>;
  /** The commentary, as Markdown source. */
  body: string;
  /** Id of the rule or example it annotates; undefined for section-level annotations. */
  target?: string;
  /** The whole directive as written, so that re-importing a file puts it back unchanged. */
  raw: string;
  position: SourcePosition;
}

/** "rule 613.1f", "règles 706.2–706.4", "section 8": a reference found in official text. */
export interface CrossReference {
  /** The text as it appears, e.g. "rules 706.2–706.4". */
  text: string;
  /** Offset of `text` within the rule or example text. */
  offset: number;
  /** Referenced ids: rule ids ("613.1f"), or a chapter ("8") for "section 8". Ranges are expanded to both ends. */
  targets: string[];
  kind: "rule" | "range" | "chapter";
  /** Where the reference is printed in the Markdown file (the paragraph start if it cannot be found verbatim). */
  position: SourcePosition;
}

export interface KbExample {
  /** "706.2#1": the rule id and the example's rank under it. */
  id: ExampleId;
  rule: string;
  index: number;
  /** Full paragraph, including the "Example:" / "Exemple :" label, as official text. */
  text: string;
  /** The fingerprint of its wording (fingerprint.ts). */
  fingerprint: string;
  references: CrossReference[];
  annotations: KbAnnotation[];
  position: SourcePosition;
}

export interface KbRule {
  id: string;
  /** Id of the enclosing rule ("706.2" for "706.2a"; the section "706" for "706.2"); undefined for the section. */
  parent?: string;
  /** The number as printed, when a correction renumbers it (706.8c printed twice in the French source). */
  printedId?: string;
  /** Official text after the rule number. */
  text: string;
  examples: KbExample[];
  references: CrossReference[];
  annotations: KbAnnotation[];
  position: SourcePosition;
}

interface SectionSource {
  file: string;
  sha256: string;
}

export interface KbSection {
  version: string;
  lang: Lang;
  section: string;
  title: string;
  source: SectionSource;
  /** Path of the Markdown file, relative to the project root. */
  file: string;
  /** The section heading first ("706"), then every rule in file order. */
  rules: KbRule[];
  /** Annotations before the first rule. */
  annotations: KbAnnotation[];
}

/** French (or other) titles of every section of the whole CR, from a translated table of contents. */
export interface KbContents {
  version: string;
  lang: Lang;
  file: string;
  titles: Map<string, string>;
}

export interface KnowledgeBase {
  root: string;
  sections: KbSection[];
  contents: KbContents[];
}

/** Every annotation of a section (its own, its rules', its examples'), in file order. */
export function annotationsOf(section: KbSection): KbAnnotation[] {
  return [...section.annotations, ...section.rules.flatMap((r) => [...r.annotations, ...r.examples.flatMap((e) => e.annotations)])].sort(
    (a, b) => a.position.line - b.position.line,
  );
}

/** The versions of the knowledge base (that have text in `lang`, if given), oldest first. */
export function versionsOf(kb: KnowledgeBase, lang?: Lang): string[] {
  return [...new Set(kb.sections.filter((s) => lang === undefined || s.lang === lang).map((s) => s.version))].sort();
}

export function findSection(kb: KnowledgeBase, version: string, lang: Lang, section: string): KbSection | undefined {
  return kb.sections.find((s) => s.version === version && s.lang === lang && s.section === section);
}
