// Diffs of the knowledge base's versions (rules/<version>/<lang>), which hold a few sections each, and how far
// the French translation lags the English releases.
//
// The knowledge base has different sections in different versions (2007-10-01: 503–511; 2011-02-04: 706, 613,
// 810, 115). Only what both versions hold is compared:
// - a section is compared when its counterpart section is held by the other version (503 and 706); the others
//   (504–511 of 2007 became 707–712, not in the 2011 knowledge base) are listed as outside the comparison;
// - in a compared section, a rule whose counterpart lies in a section the other version does not hold is outside
//   too, neither removed nor added.
// Counterparts are read from the English archive's alignment of the same two releases, by rule number (the
// French text keeps the English numbering).

import path from "node:path";
import { listReleases } from "../import/archive.ts";
import { loadKnowledgeBase } from "../kb/load.ts";
import { versionsOf, type KnowledgeBase, type Lang } from "../kb/model.ts";
import { diffVersions, type RuleChange, type VersionDiff } from "./changes.ts";
import { UnknownVersionError } from "./errors.ts";
import { diffReleases } from "./history.ts";
import { releaseText } from "./versions.ts";
import { entry, type Entry, type VersionText } from "./version-text.ts";

export interface OutsideSection {
  side: "from" | "to";
  section: string;
  /** What the section is in the other version's English text ("707", or "418.5" for a rule); null if nothing. */
  counterpart: string | null;
}

export interface KnowledgeBaseDiff extends VersionDiff {
  /** Sections of either version without a counterpart in the other version of the knowledge base. */
  outsideSections: OutsideSection[];
  /** Entries left out of `changes` (those of outside sections included). */
  outside: RuleChange[];
}

/** The diff of two versions of the knowledge base in one language, limited to what both versions hold. */
export function diffKnowledgeBase(fromSpec: string, toSpec: string, lang: Lang): KnowledgeBaseDiff {
  const from = knowledgeBaseText(fromSpec, lang);
  const to = knowledgeBaseText(toSpec, lang);
  const diff = diffVersions(from, to);
  const english = new EnglishCounterparts(diffReleases(from.version, to.version));
  const outsideSections: OutsideSection[] = [];
  for (const [side, text, other] of [["from", from, to], ["to", to, from]] as const) {
    for (const section of text.sections) {
      const counterpart = english.of(section, side);
      if (counterpart === undefined || !other.sections.includes(counterpart.section) || !counterpart.heading) {
        outsideSections.push({ side, section, counterpart: counterpart?.id ?? null });
      }
    }
  }
  const outsideSection = (entry: Entry | null, side: "from" | "to") =>
    entry !== null && outsideSections.some((o) => o.side === side && o.section === entry.section);
  const isOutside = (c: RuleChange): boolean => {
    if (outsideSection(c.from, "from") || outsideSection(c.to, "to")) return true;
    if (c.kind === "removed") return !holds(to, english.of(c.from!.id, "from")?.section);
    if (c.kind === "added") return !holds(from, english.of(c.to!.id, "to")?.section);
    return false;
  };
  return {
    ...diff,
    changes: diff.changes.filter((c) => !isOutside(c)),
    outsideSections,
    outside: diff.changes.filter(isOutside),
  };
}

/** The English archive's alignment of two releases, looked up by rule number. */
class EnglishCounterparts {
  private readonly fromById = new Map<string, Entry>();
  private readonly toById = new Map<string, Entry>();

  constructor(private readonly diff: VersionDiff) {
    for (const e of diff.from.entries) if (!this.fromById.has(e.id)) this.fromById.set(e.id, e);
    for (const e of diff.to.entries) if (!this.toById.has(e.id)) this.toById.set(e.id, e);
  }

  /** The entry of the other release that the entry numbered `id` on `side` is aligned with. */
  of(id: string, side: "from" | "to"): Entry | undefined {
    const own = (side === "from" ? this.fromById : this.toById).get(id);
    if (!own) return undefined;
    const change = side === "from" ? this.diff.ofFrom[own.index] : this.diff.ofTo[own.index];
    return (side === "from" ? change.to : change.from) ?? undefined;
  }
}

/** Whether a knowledge-base version holds a section; an entry without counterpart (undefined) is really gone. */
function holds(text: VersionText, section: string | undefined): boolean {
  return section === undefined || text.sections.includes(section);
}

export interface TranslationLag {
  /** The version asked for, which has no text in `lang`. */
  version: string;
  lang: Lang;
  /** The latest version of the knowledge base in `lang` up to `version`; null if there is none. */
  follows: string | null;
  /** Releases of the archive published after `follows`, up to and including `version`. */
  releasesBehind: number;
  /** The sections the translation holds (in `follows`). */
  sections: string[];
  /** The English changes from `follows` to `version` in those sections (unchanged rules left out). */
  changes: RuleChange[];
  /** How many rules changed in the whole English text over the same releases. */
  changedInWholeText: number;
}

/** How far the `lang` text of the knowledge base lags the English release `spec`. */
export function translationLag(spec: string, lang: Lang): TranslationLag {
  const version = releaseText(spec).version;
  const follows = knowledgeBaseVersions(lang).filter((v) => v <= version).at(-1) ?? null;
  if (follows === null) return { version, lang, follows, releasesBehind: 0, sections: [], changes: [], changedInWholeText: 0 };
  const sections = knowledgeBaseText(follows, lang).sections;
  const english = diffReleases(follows, version);
  const changed = english.changes.filter((c) => c.kind !== "unchanged");
  const inSections = changed.filter(
    (c) => (c.from !== null && sections.includes(c.from.section)) || (c.to !== null && sections.includes(c.to.section)),
  );
  const releasesBehind = listReleases().filter((r) => r.date > follows && r.date <= version).length;
  return { version, lang, follows, releasesBehind, sections, changes: inSections, changedInWholeText: changed.length };
}

/** Versions of the knowledge base that have text in a language, sorted. */
export function knowledgeBaseVersions(lang: Lang, kb: KnowledgeBase = loadKnowledgeBase()): string[] {
  return versionsOf(kb, lang);
}

/**
 * The knowledge base's sections of one version in one language, in CR order. `spec` names the version like a
 * release (date, set code or file).
 */
export function knowledgeBaseText(spec: string, lang: Lang, kb: KnowledgeBase = loadKnowledgeBase()): VersionText {
  const version = releaseText(spec).version;
  const sections = kb.sections
    .filter((s) => s.version === version && s.lang === lang)
    .sort((a, b) => Number(a.section) - Number(b.section));
  if (sections.length === 0) {
    const have = knowledgeBaseVersions(lang, kb);
    throw new UnknownVersionError(
      `the knowledge base has no ${lang} text for ${version}; ${lang} versions: ${have.join(", ") || "none"}`,
    );
  }
  const entries: Entry[] = [];
  for (const section of sections) {
    for (const rule of section.rules) {
      const examples = rule.examples.map((e) => e.text);
      entries.push(entry(entries.length, rule.id, section.section, rule.id === section.section, rule.text, examples));
    }
  }
  return {
    version,
    label: `${version} ${lang}`,
    lang,
    source: path.posix.join("rules", version, lang),
    entries,
    sections: sections.map((s) => s.section),
  };
}
