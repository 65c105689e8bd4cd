// Official text cut into segments for rendering: plain text, cross-references turned into links, glossary terms
// linked to their entries, and the spots a `correction` (source defect) or `translation` (French differs in
// substance) annotation quotes in its label.
// Segments are rendered as escaped text, never as HTML.

import type { CrossReference, KbAnnotation, Lang } from "../../kb/model.ts";
import type { FoundReference } from "../../kb/references.ts";
import { fullRules, fullSection, fullTextRulePath } from "./full-text.ts";
import { ruleIds, sectionPage } from "./knowledge-base.ts";
import { chapterAnchor, contentsPath, sectionPath, withAnchor } from "./paths.ts";

export interface TextSegment {
  text: string;
  /** A cross-reference that resolves, or a glossary term: the page (and anchor) it points to. */
  href?: string;
  /** Text quoted by an annotation: printed wrongly in the source, or translated with a different meaning. */
  marked?: MarkedKind;
}

type MarkedKind = "correction" | "translation";

export interface PageContext {
  lang: Lang;
  version: string;
  /** The page being rendered: links into it are written as bare anchors ("#706.2"), which keeps pages light. */
  pagePath?: string;
}

/**
 * Where a referenced id leads in a version: the annotated page when the knowledge base has the section, the full
 * English text otherwise; undefined when the version has no such rule (the text is then left as it is).
 */
export function referenceHref(target: string, kind: CrossReference["kind"], context: PageContext): string | undefined {
  const href = absoluteReferenceHref(target, kind, context);
  return href && context.pagePath && href.startsWith(`${context.pagePath}#`) ? href.slice(context.pagePath.length) : href;
}

function absoluteReferenceHref(target: string, kind: CrossReference["kind"], { lang, version }: PageContext): string | undefined {
  if (kind === "chapter") return withAnchor(contentsPath(lang, version), chapterAnchor(target));
  const section = target.slice(0, 3);
  const annotated = sectionPage(lang, version, section);
  if (annotated && (target === section || ruleIds(annotated.section).has(target))) {
    return withAnchor(sectionPath(lang, version, section), target === section ? undefined : target);
  }
  if (!fullSection(version, section)) return undefined;
  return target === section || fullRules(version).has(target) ? fullTextRulePath(lang, version, target) : undefined;
}

interface Mark {
  start: number;
  end: number;
  href?: string;
  marked?: MarkedKind;
}

/** A glossary term in the text, and where its entry is. */
export interface TermLink {
  start: number;
  end: number;
  href: string;
}

/**
 * The text of a rule or example as segments; `annotations` are those whose label may quote it. Marked passages
 * and cross-references win over a glossary term they overlap.
 */
export function segmentOfficialText(
  text: string,
  references: FoundReference[],
  annotations: KbAnnotation[],
  context: PageContext,
  terms: TermLink[] = [],
): TextSegment[] {
  const marks: Mark[] = [];
  for (const annotation of annotations) {
    if (annotation.kind !== "correction" && annotation.kind !== "translation") continue;
    const found = quotes(annotation, text);
    if (found) marks.push({ ...found, marked: annotation.kind });
  }
  for (const reference of references) {
    const href = referenceHref(reference.targets[0]!, reference.kind, context);
    if (href) marks.push({ start: reference.offset, end: reference.offset + reference.text.length, href });
  }
  marks.push(...terms);
  const kept: Mark[] = [];
  for (const mark of marks) {
    if (!kept.some((k) => mark.start < k.end && k.start < mark.end)) kept.push(mark);
  }
  kept.sort((a, b) => a.start - b.start);

  const segments: TextSegment[] = [];
  let at = 0;
  for (const mark of kept) {
    if (mark.start > at) segments.push({ text: text.slice(at, mark.start) });
    segments.push({ text: text.slice(mark.start, mark.end), ...(mark.href ? { href: mark.href } : { marked: mark.marked }) });
    at = mark.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/**
 * Where the label of an annotation (the source text, quoted) occurs in `text`; any run of whitespace matches any
 * other, since labels are copied from sources whose lines were joined.
 */
export function quotes(annotation: KbAnnotation, text: string): { start: number; end: number } | undefined {
  const words = (annotation.label ?? "").trim().split(/\s+/u).map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"));
  if (words[0] === "") return undefined;
  const m = new RegExp(words.join("\\s+"), "u").exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}
