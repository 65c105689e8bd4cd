// The French words readers search with for glossary terms of the archive's releases that the knowledge base's
// glossaries do not have (FRENCH_TERMS, lib/french-terms.ts, names those): each finds the English entry in the
// glossary search (search.ts). Where the project's French rules print the word, `printedIn` names the file (a test
// checks it); a name readers use that no French rules text prints says so in `why`.

export interface ReaderTerm {
  /** The English glossary's term, as some release of the archive prints it. */
  en: string;
  fr: string;
  printedIn?: string;
  why?: string;
}

export const READER_TERMS: readonly ReaderTerm[] = [
  { en: "Trample", fr: "piétinement", printedIn: "rules/2011-02-04/fr/706.md" },
  { en: "Mana Burn", fr: "brûlure de mana", printedIn: "rules/2007-10-01/fr/507.md" },
  {
    en: "Two-Headed Giant",
    fr: "Géant bicéphale",
    why: "the format's name put into French word for word, as players write it; the French rules say « Troll à deux têtes »",
  },
];
