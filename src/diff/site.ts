// What the site needs from the diff at build time, as plain data: the changes of each section between consecutive
// versions of the knowledge base, the history of a section through every release of the archive, and how far the
// French text lags.

import { isReworded, partDiff, wordDiff, type ChangeKind, type RuleChange, type WordDiffPart } from "./changes.ts";
import { sectionHistory } from "./history.ts";
import { isPureRenumbering } from "./runs.ts";
import { diffKnowledgeBase, knowledgeBaseVersions, translationLag, type OutsideSection, type TranslationLag } from "./knowledge-base.ts";
import { inSelection } from "./select.ts";
import type { Lang } from "../kb/model.ts";

export interface SiteChange {
  kind: ChangeKind;
  /** Id in the older version (null if added): a rule id, or a section number when `heading`. */
  from: string | null;
  /** Id in the newer version (null if removed). */
  to: string | null;
  heading: boolean;
  /** Text similarity of the pair, 0…1; null if added or removed. */
  similarity: number | null;
  /** The wording changed only by renumbered cross-references. */
  referencesOnly: boolean;
  /** A rule (not a heading) whose number is all that changed, but for renumbered cross-references (runs.ts). */
  renumberedOnly: boolean;
  /** Why a person forced this match, if they did. */
  forced?: string;
  /**
   * The text: a word diff when the wording changed; otherwise one "=" part (unchanged, moved), "+" (added) or
   * "-" (removed) with the whole text. Texts are in plain typography, examples on their own lines. Empty for a
   * split or merge (see `regrouped`).
   */
  parts: WordDiffPart[];
  /** A split or merge: each rule taking part, with the diff of the sentences that went there (came from there). */
  regrouped?: { from: string; to: string; parts: WordDiffPart[] }[];
}

interface SiteSectionDiff {
  /** The section in the older version (e.g. "503") and in the newer one ("706"). */
  from: string;
  to: string;
  changes: SiteChange[];
}

export interface SiteVersionDiff {
  lang: Lang;
  from: string;
  to: string;
  /** One entry per section of the newer version that has a counterpart in the older one. */
  sections: SiteSectionDiff[];
  /** Sections of either version that the other version of the knowledge base does not hold. */
  outsideSections: OutsideSection[];
}

export interface SiteSectionHistory {
  /** The section as numbered in `at`. */
  section: string;
  at: string;
  /** Each pair of consecutive releases where the section's rules changed, oldest first; unchanged rules left out. */
  steps: {
    from: { version: string; label: string; section: string };
    to: { version: string; label: string; section: string };
    changes: SiteChange[];
  }[];
}

function siteChange(change: RuleChange): SiteChange {
  const entry = (change.to ?? change.from)!;
  const kind = change.kind;
  if (change.parts && (kind === "split" || kind === "merged")) {
    const regrouped = change.parts.map((p) => ({ from: p.from.id, to: p.to.id, parts: partDiff(kind, p) }));
    return { kind, from: change.from!.id, to: change.to!.id, heading: entry.heading, similarity: change.similarity, referencesOnly: false, renumberedOnly: false, parts: [], regrouped };
  }
  const whole = (op: WordDiffPart["op"]): WordDiffPart[] => [{ op, text: entry.plain }];
  const parts = isReworded(change) ? wordDiff(change) : whole(change.kind === "added" ? "+" : change.kind === "removed" ? "-" : "=");
  return {
    kind: change.kind,
    from: change.from?.id ?? null,
    to: change.to?.id ?? null,
    heading: entry.heading,
    similarity: change.similarity,
    referencesOnly: change.referencesOnly,
    renumberedOnly: isPureRenumbering(change),
    ...(change.forced ? { forced: change.forced } : {}),
    parts,
  };
}

/**
 * Every pair of consecutive versions of the knowledge base, in every language both versions hold, split by section.
 * Unchanged rules are included (kind "unchanged") so a page can show a section whole.
 */
export function knowledgeBaseDiffs(): SiteVersionDiff[] {
  const diffs: SiteVersionDiff[] = [];
  for (const lang of ["en", "fr"] as const) {
    const versions = knowledgeBaseVersions(lang);
    for (let i = 0; i + 1 < versions.length; i++) {
      const diff = diffKnowledgeBase(versions[i], versions[i + 1], lang);
      const outside = new Set(diff.outsideSections.map((o) => `${o.side} ${o.section}`));
      const sections: SiteSectionDiff[] = [];
      for (const heading of diff.to.entries.filter((e) => e.heading && !outside.has(`to ${e.section}`))) {
        const before = diff.ofTo[heading.index].from;
        if (!before) continue;
        const selection = { from: before.section, to: heading.section };
        sections.push({ ...selection, changes: diff.changes.filter((c) => inSelection(c, selection)).map(siteChange) });
      }
      diffs.push({ lang, from: versions[i], to: versions[i + 1], sections, outsideSections: diff.outsideSections });
    }
  }
  return diffs;
}

/**
 * Every release of the archive (1999–2021) where a section's rules changed, with the changes, following the section
 * through renumberings (706 in 2011 is 503 before M10 and 707 from 2021). `at` is the release the number is read
 * in (a date such as "2011-02-04"); default the latest release. Throws UnknownSectionError if it has no such section.
 */
export function sectionHistoryForSite(section: string, at?: string): SiteSectionHistory {
  const history = sectionHistory(section, at);
  return { ...history, steps: history.steps.map((s) => ({ ...s, changes: s.changes.map(siteChange) })) };
}

export type SiteTranslationLag = Omit<TranslationLag, "changes"> & { changes: SiteChange[] };

/** How far the text in `lang` lags each English version of the knowledge base that has none. */
export function translationLags(lang: Lang = "fr"): SiteTranslationLag[] {
  const translated = new Set(knowledgeBaseVersions(lang));
  return knowledgeBaseVersions("en")
    .filter((v) => !translated.has(v))
    .map((v) => {
      const lag = translationLag(v, lang);
      return { ...lag, changes: lag.changes.map(siteChange) };
    });
}
