// Small synthetic rules texts for the diff's unit tests, written like a CR release: sections of numbered rules.

import { documentText, type VersionText } from "../../src/diff/version-text.ts";

export interface SectionSpec {
  number: string;
  title: string;
  /** [id, text] pairs, in order. */
  rules: [string, string][];
}

export function text(version: string, sections: SectionSpec[]): VersionText {
  return documentText(
    {
      file: `synthetic/${version}.txt`,
      lang: "en",
      version,
      defects: [],
      sections: sections.map((s) => ({
        number: s.number,
        title: s.title,
        line: 1,
        rules: s.rules.map(([id, ruleText]) => ({ id, text: ruleText, examples: [], line: 1 })),
      })),
    },
    version,
    version,
  );
}
