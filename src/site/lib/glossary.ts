// The Glossary of a release for the site: its entries (the English text, sources/cr), each with an anchor and the
// French term where the French rules texts give one, and the glossary terms found in a section's official text —
// the first time each term occurs in the section, so that a page links a term once, not at every mention.

import path from "node:path";
import { readCrGlossary, type GlossaryEntry } from "../../import/cr-glossary.ts";
import { PROJECT_ROOT } from "../../kb/load.ts";
import type { KbSection, Lang } from "../../kb/model.ts";
import { parseReferences } from "../../kb/references.ts";
import { fullText } from "./full-text.ts";
import { FRENCH_TERMS } from "./french-terms.ts";
import { glossaryTermPath } from "../archive/parts.ts";
import type { TermLink } from "./official-text.ts";
import { kept } from "./dataset.ts";

export interface SiteGlossaryEntry extends GlossaryEntry {
  /** The entry's id on the glossary page, the same in both languages ("copiable-values"). */
  anchor: string;
  /** The term as the French rules texts print it, when they do. */
  french?: string;
  /** The sections the definition sends the reader to ("See rule 613.7" → 613). */
  sections: Set<string>;
}

/** The glossary of a release, in the order it prints its entries. */
export function glossary(version: string): SiteGlossaryEntry[] {
  return kept(`glossary ${version}`, () => {
    const french = new Map(FRENCH_TERMS.map((t) => [t.en, t.fr]));
    return readCrGlossary(path.join(PROJECT_ROOT, fullText(version).file)).entries.map((entry) => ({
      ...entry,
      anchor: termAnchor(entry.term),
      sections: new Set(entry.text.flatMap((p) => parseReferences(p).flatMap((r) => r.targets.map((t) => t.slice(0, 3))))),
      ...(french.has(entry.term) ? { french: french.get(entry.term)! } : {}),
    }));
  });
}

/** "Copiable Values" → "copiable-values"; "Active Player, Nonactive Player Order" → "active-player-nonactive-player-order". */
export function termAnchor(term: string): string {
  return term
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/gu, "")
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "");
}

/** A glossary term found in a text: where, and the entry's anchor. */
export interface TermMatch {
  start: number;
  end: number;
  anchor: string;
}

/**
 * The words a text of a language may name each entry by: in English the term, or each of its comma-separated
 * forms ("Control, Controller"); in French the French term. A term of several words ("copiable values") is linked
 * wherever it occurs; a single word ("copy", "layer", "dependency") only in a section the entry sends the reader
 * to, since elsewhere it is mostly the everyday word ("instead", "search"). Obsolete terms, quoted forms and
 * words under four letters ("X", "You") are not linked.
 */
function termForms(version: string, lang: Lang, section: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const entry of glossary(version)) {
    if (/\(obsolete\)/iu.test(entry.term)) continue;
    const names = lang === "fr" ? (entry.french ? [entry.french] : []) : /["“(]/u.test(entry.term) ? [] : entry.term.split(/,\s*/u);
    for (const name of names) {
      const single = !/[\s-]/u.test(name);
      if (name.length < 4 || forms.has(name.toLowerCase()) || (single && !entry.sections.has(section))) continue;
      forms.set(name.toLowerCase(), entry.anchor);
    }
  }
  return forms;
}

/** One expression for every form, longest first, each word with an optional plural "s" (or French "x"). */
function matcher(version: string, lang: Lang, section: string): { pattern: RegExp; anchors: Map<string, string> } | undefined {
  const forms = termForms(version, lang, section);
  const plural = lang === "fr" ? "[sx]?" : "s?";
  const alternatives = [...forms.keys()]
    .sort((a, b) => b.length - a.length)
    .map((form) => form.split(/\s+/u).map((word) => `${word.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}${plural}`).join("\\s+"));
  const anchors = new Map<string, string>();
  for (const [form, anchor] of forms) if (!anchors.has(singular(form))) anchors.set(singular(form), anchor);
  return alternatives.length === 0 ? undefined : { pattern: new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}-])`, "giu"), anchors };
}

/** A form or a match with each word's plural ending dropped, lower case: "Copiable Values" → "copiable value". */
function singular(text: string): string {
  return text.toLowerCase().split(/\s+/u).map((word) => word.replace(/[sx]$/u, "")).join(" ");
}

/**
 * The first occurrence of each glossary term in a section, in reading order (each rule's text, then its
 * examples), by the text's id: the rule's ("706.2") or the example's ("706.2#1"). The release's glossary gives the
 * terms; the section's language, their forms.
 */
export function firstTermOccurrences(section: KbSection): Map<string, TermMatch[]> {
  return kept(`glossary terms ${section.version} ${section.lang} ${section.section}`, () => {
    const found = new Map<string, TermMatch[]>();
    const seen = new Set<string>();
    const terms = matcher(section.version, section.lang, section.section);
    for (const rule of section.rules) {
      const texts: [string, string][] = [[rule.id, rule.text], ...rule.examples.map((e): [string, string] => [e.id, e.text])];
      for (const [textKey, text] of texts) {
        const matches: TermMatch[] = [];
        for (const m of terms ? text.matchAll(terms.pattern) : []) {
          const anchor = terms!.anchors.get(singular(m[0]));
          if (!anchor || seen.has(anchor)) continue;
          seen.add(anchor);
          matches.push({ start: m.index, end: m.index + m[0].length, anchor });
        }
        if (matches.length > 0) found.set(textKey, matches);
      }
    }
    return found;
  });
}

/** The glossary terms to link in one text of a section, each to its entry on the page language's glossary. */
export function termLinks(section: KbSection, textId: string, lang: Lang): TermLink[] {
  return (firstTermOccurrences(section).get(textId) ?? []).map(({ start, end, anchor }) => ({
    start,
    end,
    href: glossaryTermPath(lang, section.version, anchor),
  }));
}
