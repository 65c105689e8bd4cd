// Fidelity: the text of every rule and example, annotations removed, equals the source after whitespace
// normalisation, except where a `correction` annotation says otherwise (its label is the source text, its
// `expected` attribute what the knowledge base prints instead).

import type { Diagnostic } from "../kb/diagnostics.ts";
import { normalizeWhitespace } from "../kb/fingerprint.ts";
import { ruleOf } from "../kb/ids.ts";
import { annotationsOf, type KbAnnotation, type KbSection } from "../kb/model.ts";
import { placeOf } from "./place.ts";
import type { SourceOfSection } from "./sources.ts";

export function checkFidelity(kb: KbSection, source: SourceOfSection): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (position: { line: number; column: number }, message: string, rule?: string) =>
    out.push({ file: kb.file, ...position, message, ...(rule ? { rule } : {}) });
  if (source.problem !== undefined) {
    report({ line: 1, column: 1 }, source.problem);
    return out;
  }
  if (source.sha256 !== kb.source.sha256) report({ line: 1, column: 1 }, `source ${kb.source.file} has changed since import (sha256 differs): re-run rules import`);
  if (source.document.version !== kb.version) report({ line: 1, column: 1 }, `frontmatter says version ${kb.version}, but its source ${kb.source.file} is the ${source.document.version} text`);
  if (source.document.lang !== kb.lang) report({ line: 1, column: 1 }, `frontmatter says lang ${kb.lang}, but its source ${kb.source.file} is in ${source.document.lang === "en" ? "English" : "French"}`);
  // A correction or translation keeps the source's words in its label: they must be words the source prints.
  for (const annotation of annotationsOf(kb)) {
    if ((annotation.kind === "correction" || annotation.kind === "translation") && annotation.label !== undefined && !source.quotes(annotation.label)) {
      report(annotation.position, `the ${annotation.kind}'s label quotes "${annotation.label.slice(0, 60)}", which ${kb.source.file} does not print`, annotation.target && ruleOf(annotation.target));
    }
  }
  if (source.document.lang !== kb.lang) return out;
  if (!source.section) {
    report({ line: 1, column: 1 }, `section ${kb.section} not found in ${kb.source.file}`);
    return out;
  }
  const printed = new Map(source.section.rules.map((r) => [r.id, r]));
  const [heading, ...rules] = kb.rules;
  if (heading && !same(heading.text, source.section.title, heading.annotations)) {
    report(heading.position, `title differs from the source: "${source.section.title}"`, heading.id);
  }
  for (const rule of rules) {
    const original = printed.get(rule.id);
    if (!original) {
      report(rule.position, `rule ${rule.id} is not in the source ${kb.source.file}`, rule.id);
      continue;
    }
    printed.delete(rule.id);
    const number = original.printedId ?? original.id;
    if ((rule.printedId ?? rule.id) !== number) report(rule.position, `the source prints this rule's number as ${number}`, rule.id);
    if (!same(rule.text, original.text, rule.annotations)) report(rule.position, `text of ${rule.id} differs from the source: ${firstDifference(rule.text, original.text)}`, rule.id);
    rule.examples.forEach((example, i) => {
      const text = original.examples[i];
      if (text === undefined) report(example.position, `example ${example.id} is not in the source`, rule.id);
      else if (!same(example.text, text, example.annotations)) report(example.position, `text of example ${example.id} differs from the source: ${firstDifference(example.text, text)}`, rule.id);
    });
    for (const extra of original.examples.slice(rule.examples.length)) {
      report(rule.position, `the source has an example under ${rule.id} that the knowledge base lacks: "${extra.slice(0, 60)}…"`, rule.id);
    }
  }
  for (const lost of printed.values()) report(placeOf(kb, lost.id), `rule ${lost.id} of the source is missing from the knowledge base`, lost.id);
  return out;
}

function same(text: string, source: string, annotations: KbAnnotation[]): boolean {
  const want = normalizeWhitespace(text);
  if (want === normalizeWhitespace(source)) return true;
  return annotations.some(
    (a) => a.kind === "correction" && a.label !== undefined && a.attributes.expected !== undefined && !a.attributes.id &&
      want === normalizeWhitespace(source.replace(a.label, a.attributes.expected)),
  );
}

function firstDifference(text: string, source: string): string {
  const a = normalizeWhitespace(text);
  const b = normalizeWhitespace(source);
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i + 1}, "${a.slice(i, i + 40)}" where the source has "${b.slice(i, i + 40)}"`;
}
