// From an alignment to the list of changes a reader sees: each entry of either version unchanged, edited, moved,
// added or removed, in document order, with word diffs on demand and cross-reference renumberings told apart.

import { diffWords } from "diff";
import { align, type Alignment } from "./align.ts";
import { ruleNumbersIn } from "./text.ts";
import type { Entry, VersionText } from "./versions.ts";

export type ChangeKind = "unchanged" | "edited" | "moved" | "added" | "removed";

export interface RuleChange {
  kind: ChangeKind;
  from: Entry | null;
  to: Entry | null;
  /** Text similarity of the pair (1 for identical words); null for an added or removed entry. */
  similarity: number | null;
  /**
   * The wording differs only by rule numbers in cross-references, each renumbered as the alignment renumbered
   * the rule it points to ("see rule 502.28" → "see rule 702.4" when 502.28 became 702.4).
   */
  referencesOnly: boolean;
  /** Reason of a forced match (forced-matches.ts). */
  forced?: string;
}

export interface ChangeCounts {
  unchanged: number;
  edited: number;
  moved: number;
  added: number;
  removed: number;
  /** Edited or moved entries whose wording changed only by renumbered cross-references. */
  referencesOnly: number;
}

export interface VersionDiff {
  from: VersionText;
  to: VersionText;
  alignment: Alignment;
  /** Every entry of both versions, in the order of `to`, removed entries near their old neighbours. */
  changes: RuleChange[];
  /** The change of each `from` entry, by index. */
  ofFrom: RuleChange[];
  /** The change of each `to` entry, by index. */
  ofTo: RuleChange[];
}

export interface WordDiffPart {
  op: "=" | "-" | "+";
  text: string;
}

/** Aligns two versions and classifies every entry. */
export function diffVersions(from: VersionText, to: VersionText): VersionDiff {
  const alignment = align(from, to);
  const changes = classify(alignment);
  const ofFrom: RuleChange[] = [];
  const ofTo: RuleChange[] = [];
  for (const c of changes) {
    if (c.from) ofFrom[c.from.index] = c;
    if (c.to) ofTo[c.to.index] = c;
  }
  return { from, to, alignment, changes, ofFrom, ofTo };
}

function classify(alignment: Alignment): RuleChange[] {
  const { from, to, fromPartner } = alignment;
  const renumbered = renumbering(alignment);
  // A removed entry is listed after the change of the entry before it in `from` (the nearest one still present).
  const removedAfter = new Map<number, Entry[]>();
  let previousPresent = -1;
  for (const a of from.entries) {
    if (fromPartner[a.index] !== -1) {
      previousPresent = fromPartner[a.index];
      continue;
    }
    const list = removedAfter.get(previousPresent);
    if (list) list.push(a);
    else removedAfter.set(previousPresent, [a]);
  }
  const changes: RuleChange[] = [];
  const pushRemoved = (after: number) => {
    for (const a of removedAfter.get(after) ?? []) {
      changes.push({ kind: "removed", from: a, to: null, similarity: null, referencesOnly: false });
    }
  };
  const matchOf = new Map(alignment.matches.map((m) => [m.to, m]));
  pushRemoved(-1);
  for (const b of to.entries) {
    const match = matchOf.get(b.index);
    if (!match) {
      changes.push({ kind: "added", from: null, to: b, similarity: null, referencesOnly: false });
      continue;
    }
    const a = from.entries[match.from];
    const reworded = a.key !== b.key;
    const kind: ChangeKind = a.id !== b.id ? "moved" : reworded ? "edited" : "unchanged";
    changes.push({
      kind,
      from: a,
      to: b,
      similarity: match.similarity,
      referencesOnly: reworded && a.masked === b.masked && renumberedConsistently(a, b, renumbered),
      ...(match.forced ? { forced: match.forced } : {}),
    });
    pushRemoved(b.index);
  }
  return changes;
}

/** For each id of `from`, the ids its entries became in `to` (several when a misprinted id repeats). */
function renumbering(alignment: Alignment): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const m of alignment.matches) {
    const id = alignment.from.entries[m.from].id;
    let targets = map.get(id);
    if (!targets) map.set(id, (targets = new Set()));
    targets.add(alignment.to.entries[m.to].id);
  }
  return map;
}

/** Every rule number printed in `a` is the same in `b`, or the number its rule became. */
function renumberedConsistently(a: Entry, b: Entry, renumbered: Map<string, Set<string>>): boolean {
  const before = ruleNumbersIn(a.key);
  const after = ruleNumbersIn(b.key);
  return before.every((n, i) => n === after[i] || renumbered.get(n)?.has(after[i]) === true);
}

/** The word diff of an edited or moved entry, in plain typography. */
export function wordDiff(change: RuleChange): WordDiffPart[] {
  if (!change.from || !change.to) return [];
  return diffWords(change.from.plain, change.to.plain).map((part) => ({
    op: part.added ? "+" : part.removed ? "-" : "=",
    text: part.value,
  }));
}

/** Whether the wording changed (typography aside): what the word diff of a change shows. */
export function isReworded(change: RuleChange): boolean {
  return change.from !== null && change.to !== null && change.from.key !== change.to.key;
}

export function countChanges(changes: readonly RuleChange[]): ChangeCounts {
  const counts: ChangeCounts = { unchanged: 0, edited: 0, moved: 0, added: 0, removed: 0, referencesOnly: 0 };
  for (const c of changes) {
    counts[c.kind]++;
    if (c.referencesOnly) counts.referencesOnly++;
  }
  return counts;
}
