// The texts the diff compares: a whole release of the English archive (versions.ts, release-index.ts), or the
// sections of one version and language of the knowledge base (knowledge-base.ts). Both become a flat list of entries
// in document order: each section heading ("706", text "Copying Objects") followed by its rules.

import type { SourceDocument } from "../import/types.ts";
import type { Lang } from "../kb/model.ts";
import { comparisonKey, plainTypography } from "../kb/typography.ts";
import { wordIds } from "./similarity.ts";
import { maskRuleNumbers, ruleContent } from "./text.ts";

/**
 * What an entry's text gives the diff, derived once per distinct text and shared by every entry of that text. A
 * class, like Entry, so that every entry has one shape: the alignment reads these fields in its hottest loops, and
 * objects of several shapes there keep V8 from optimising them (issue 16).
 */
export class DerivedText {
  constructor(
    /** Text, then examples, one per line, whitespace-normalised (a heading's text is the section title). */
    readonly content: string,
    /** The content in plain typography (kb/typography.ts): what word diffs show. */
    readonly plain: string,
    /** Equal keys mean equal wording. */
    readonly key: string,
    /** The key with rule numbers masked: equal masked keys mean equal wording but for cross-reference numbers. */
    readonly masked: string,
    /** Word ids (see similarity.ts), sorted. */
    readonly words: Int32Array,
  ) {}
}

/** A rule or a section heading of a text, with its text's derived forms (see DerivedText). */
export class Entry {
  readonly content: string;
  readonly plain: string;
  readonly key: string;
  readonly masked: string;
  readonly words: Int32Array;

  constructor(
    /** Position in VersionText.entries. */
    readonly index: number,
    /** Rule id as printed ("706.2a"), or the section number for a heading. Misprinted releases repeat some ids. */
    readonly id: string,
    readonly section: string,
    readonly heading: boolean,
    derived: DerivedText,
  ) {
    this.content = derived.content;
    this.plain = derived.plain;
    this.key = derived.key;
    this.masked = derived.masked;
    this.words = derived.words;
  }
}

/** Most rules are word for word the same from one release to the next: derive each distinct text once. */
const derivedByText = new Map<string, DerivedText>();

/** An entry of a text; its derived forms are shared with every entry of the same text and examples. */
export function entry(index: number, id: string, section: string, heading: boolean, text: string, examples: readonly string[]): Entry {
  const raw = examples.length === 0 ? text : [text, ...examples].join("\u0000");
  let derived = derivedByText.get(raw);
  if (!derived) {
    const content = ruleContent(text, examples);
    const plain = plainTypography(content);
    const key = comparisonKey(plain);
    derived = new DerivedText(content, plain, key, maskRuleNumbers(key), wordIds(plain));
    derivedByText.set(raw, derived);
  }
  return new Entry(index, id, section, heading, derived);
}

export interface VersionText {
  /** The release's date as in its file name ("2009-07-08"), which names it uniquely. */
  version: string;
  /** For people: "2009-07-08 M10". */
  label: string;
  lang: Lang;
  /** Where the text comes from: a release file, or "rules/<version>/<lang>". */
  source: string;
  entries: Entry[];
  /** Section numbers present, in document order. */
  sections: string[];
}

/** A parsed source document (a CR release, or any text in that shape) as the diff compares it. */
export function documentText(doc: SourceDocument, version: string, label: string): VersionText {
  const entries: Entry[] = [];
  for (const section of doc.sections) {
    entries.push(entry(entries.length, section.number, section.number, true, section.title, []));
    for (const rule of section.rules) {
      entries.push(entry(entries.length, rule.id, section.number, false, rule.text, rule.examples));
    }
  }
  return { version, label, lang: doc.lang, source: doc.file, entries, sections: doc.sections.map((s) => s.number) };
}
