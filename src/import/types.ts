// Shapes shared by the source readers (English CR text files, French page dumps) and the Markdown writer.
// A reader turns raw bytes into these; the writer turns these into rules/<version>/<lang>/<section>.md.

/** A numbered rule as it stands in a source, with the examples printed directly under it. */
export interface SourceRule {
  /** Rule id as printed, without trailing period: "706", "706.2", "706.2a". */
  id: string;
  /** The number as printed when the source misnumbers a rule (the French 706.8c printed twice: id "706.8d"). */
  printedId?: string;
  /** Rule text exactly as in the source, without the leading number (whitespace inside kept). */
  text: string;
  /** Example paragraphs under this rule, each exactly as in the source, including the "Example:" label. */
  examples: string[];
  /** 1-based line of the rule number in the source file (after line-end normalisation). */
  line: number;
}

/** A section heading ("706. Copying Objects") and the rules beneath it. */
export interface SourceSection {
  number: string;
  title: string;
  line: number;
  rules: SourceRule[];
  /** Source file of this section, relative to the project root, where a document merges several files. */
  file?: string;
}

/** A defect found in a source while reading it, kept verbatim and annotated, never fixed silently. */
export interface SourceDefect {
  /** Id of the rule concerned (the id the model will use). */
  rule: string;
  kind: "correction" | "translation";
  /** The source text exactly as printed. */
  original: string;
  /** One-sentence explanation, in English. */
  message: string;
  /** For a correction: what the text or number should be (optional). */
  expected?: string;
}

export interface SourceDocument {
  /** Path of the source file relative to the project root. */
  file: string;
  lang: "en" | "fr";
  /** Effective date of the rules release this text follows, YYYY-MM-DD. */
  version: string;
  sections: SourceSection[];
  /** Titles of the chapters grouping the sections ("5" → "Turn Structure"), where the source prints them. */
  chapters?: Record<string, string>;
  defects: SourceDefect[];
}
