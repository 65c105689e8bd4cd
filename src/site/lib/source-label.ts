// Where the text of a page comes from, said for a reader: "the official Comprehensive Rules of 2011-02-04 (MBS)"
// or "the French translation “Règles MAGIC 5.2”", instead of a file name and a checksum (the page about the
// sources lists those).

import type { KbSection, Lang } from "../../kb/model.ts";
import { versionLabel } from "./version-label.ts";

/** The French texts (sources/fr), by the label their pages give them (sources/fr/README.md). */
const FRENCH_SOURCES: Record<string, string> = {
  "000": "Règles MAGIC 5.2",
  "001": "Règles FR [04/02/2011]",
  "002": "Règles FR [04/02/2011]",
  "003": "Règles FR [04/02/2011]",
  "004": "Règles FR [04/02/2011]",
};

const WORDS = {
  official: { en: "the official Comprehensive Rules of", fr: "les règles complètes officielles (en anglais) du" },
  french: { en: "the French translation", fr: "la traduction française" },
  checked: { en: "text checked word for word against the source file", fr: "texte vérifié mot à mot contre le fichier source" },
} as const;

export function sourceLabel(section: KbSection, lang: Lang): string {
  const file = section.source.file.split("/").at(-1) ?? section.source.file;
  if (section.source.file.startsWith("sources/fr/")) {
    const label = FRENCH_SOURCES[file.slice(0, 3)];
    const quoted = lang === "fr" ? `« ${label} »` : `“${label}”`;
    return label ? `${WORDS.french[lang]} ${quoted}` : WORDS.french[lang];
  }
  return `${WORDS.official[lang]} ${versionLabel(section.version)}`;
}

export function sourceChecked(lang: Lang): string {
  return WORDS.checked[lang];
}
