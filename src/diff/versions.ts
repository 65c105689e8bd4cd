// The texts the diff compares: a whole release of the English archive (sources/cr), or the sections of one
// version and language of the knowledge base (rules/, read in knowledge-base.ts, so that a diff of releases never
// loads the Markdown reader). Both become a flat list of entries in document order: each section heading ("706",
// text "Copying Objects") followed by its rules.

import { loadRelease, resolveRelease, UnknownReleaseError, type Release } from "../import/archive.ts";
import { NotNumberedCrError } from "../import/cr-text.ts";
import type { SourceDocument } from "../import/types.ts";
import type { Lang } from "../kb/model.ts";
import { UnknownVersionError } from "./errors.ts";
import { readReleaseIndex } from "./release-index.ts";
import { wordIds } from "./similarity.ts";
import { comparisonKey, plainTypography } from "../kb/typography.ts";
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
    /** The content in plain typography (see text.ts): what word diffs show. */
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

const releaseTexts = new Map<string, VersionText>();

/**
 * A release of the archive (a date, a set code or a file: see resolveRelease), read once per process. The 1997
 * rulebook, which has no numbered rules, is an unknown version to the diff.
 */
export function releaseText(spec: string): VersionText {
  let release;
  try {
    release = resolveRelease(spec);
  } catch (error) {
    if (error instanceof UnknownReleaseError) throw new UnknownVersionError(error.message);
    throw error;
  }
  return textOfRelease(release);
}

/** The compiled command's index of the archive (release-index.ts), looked up once; undefined where there is none. */
let indexed: Map<string, () => VersionText> | undefined | null = null;

/** A release listed by listReleases, read once per process: from the release index if there is one, else its file. */
export function textOfRelease(release: Release): VersionText {
  let text = releaseTexts.get(release.file);
  if (!text && indexed === null) indexed = readReleaseIndex();
  if (!text && indexed?.has(release.file)) {
    text = indexed.get(release.file)!();
    releaseTexts.set(release.file, text);
  }
  if (!text) {
    let doc;
    try {
      doc = loadRelease(release.file);
    } catch (error) {
      if (error instanceof NotNumberedCrError) throw new UnknownVersionError(error.message);
      throw error;
    }
    text = documentText(doc, release.date, releaseLabel(release));
    releaseTexts.set(release.file, text);
  }
  return text;
}

export function releaseLabel(release: Release): string {
  return `${release.date} ${release.setCode}`;
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
