// What changed in a section since the previous version of the knowledge base, rule by rule, as a word diff.
// Rules are paired by number (through the section renumbering table between 2007 and 2011); a rule renumbered
// inside its section shows as removed + added. The diff module's alignment will replace this pairing.

import { diffWords, type Change } from "diff";
import type { KbRule, KbSection, Lang } from "../../kb/model.ts";
import { ruleContent } from "../../diff/text.ts";
import { findKbSection, siteVersions } from "./knowledge-base.ts";
import { equivalentSection } from "./version-switch.ts";
import { carryAnchor } from "./anchors.ts";

export type ChangeKind = "unchanged" | "edited" | "added" | "removed";

export interface RuleChange {
  kind: ChangeKind;
  /** Id in the newer version (in the older one for a removed rule). */
  id: string;
  previousId?: string;
  /** Word diff of text and examples; for added or removed rules, one part with the whole content. */
  parts: Change[];
}

export interface SectionChanges {
  from: KbSection;
  to: KbSection;
  rules: RuleChange[];
}

/** The previous version of the knowledge base holding the same section (renumbered or not). */
export function previousSection(version: string, section: string): { version: string; section: string } | undefined {
  const earlier = siteVersions().filter((v) => v < version);
  for (const candidate of earlier.reverse()) {
    const number = equivalentSection(section, version, candidate);
    if (number && findKbSection(candidate, "en", number)) return { version: candidate, section: number };
  }
  return undefined;
}

/** The changes shown on a page in `lang`: in that language when both versions have it, in English otherwise. */
export function sectionChanges(lang: Lang, version: string, section: string): SectionChanges | undefined {
  const previous = previousSection(version, section);
  if (!previous) return undefined;
  const textLang = findKbSection(version, lang, section) && findKbSection(previous.version, lang, previous.section) ? lang : "en";
  const from = findKbSection(previous.version, textLang, previous.section)!;
  const to = findKbSection(version, textLang, section)!;
  return { from, to, rules: compareRules(from, to) };
}

const contentOf = (rule: KbRule) => ruleContent(rule.text, rule.examples.map((e) => e.text));

function compareRules(from: KbSection, to: KbSection): RuleChange[] {
  const older = new Map(from.rules.slice(1).map((r) => [carryAnchor(r.id, from.section, to.section), r]));
  const changes: RuleChange[] = [];
  for (const rule of to.rules.slice(1)) {
    const before = older.get(rule.id);
    older.delete(rule.id);
    if (!before) {
      changes.push({ kind: "added", id: rule.id, parts: [{ value: contentOf(rule), added: true, removed: false, count: 1 }] });
      continue;
    }
    const parts = diffWords(contentOf(before), contentOf(rule));
    const edited = parts.some((p) => p.added || p.removed);
    changes.push({ kind: edited ? "edited" : "unchanged", id: rule.id, previousId: before.id, parts });
  }
  for (const rule of older.values()) {
    changes.push({ kind: "removed", id: rule.id, parts: [{ value: contentOf(rule), added: false, removed: true, count: 1 }] });
  }
  return changes;
}
