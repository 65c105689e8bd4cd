// Which rules the knowledge base holds: versions, languages, sections, and the source each comes from.
// (ARCHITECTURE.md, "Versions".) Everything else in the archive is read directly by the diff tools.

export interface PlannedVersion {
  /** The effective date of the official English release (sources/cr/cr-<version>-<SET>.txt) it follows. */
  version: string;
  /** Sections imported in English and, where the French sources have them, in French. */
  sections: string[];
  /** Sections imported in English only (no French source exists for them). */
  englishOnly: string[];
  /** Whether the French sources follow this version. */
  french: boolean;
}

export const KNOWLEDGE_BASE_PLAN: PlannedVersion[] = [
  {
    version: "2007-10-01",
    sections: ["503", "504", "505", "506", "507", "508", "509", "510", "511"],
    englishOnly: [],
    french: true,
  },
  {
    version: "2011-02-04",
    sections: ["115", "613", "706", "810"],
    englishOnly: ["612"],
    french: true,
  },
  {
    version: "2011-09-30",
    sections: ["115", "612", "613", "706", "810"],
    englishOnly: [],
    french: false,
  },
];

/** The French table of contents (whole CR) comes with the 2011 French texts. */
export const FRENCH_CONTENTS = { version: "2011-02-04", file: "sources/fr/003_8cadefed89bb4c27.txt" };

export function rulesFilePath(version: string, lang: string, section: string): string {
  return `rules/${version}/${lang}/${section}.md`;
}
