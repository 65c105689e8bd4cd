// From an alignment to the list of changes a reader sees: each entry of either version unchanged, edited, moved,
// added or removed, or part of a split (one rule became several) or a merge (several became one), in document
// order, with word diffs on demand and cross-reference renumberings told apart.

import { align, type Alignment } from "./align.ts";
import { textDiff, type WordDiffPart } from "./text-diff.ts";
import { ruleNumbersIn } from "./text.ts";
import type { Entry, VersionText } from "./version-text.ts";

export type ChangeKind = "unchanged" | "edited" | "moved" | "added" | "removed" | "split" | "merged";

/** In a split or merge, one of the rules and the sentences of the whole that went there (or came from there). */
export interface RegroupedPart {
  from: Entry;
  to: Entry;
  /** Split: the sentences of the older rule now in `to`. Merge: the sentences of the newer rule from `from`. */
  text: string;
}

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
  /**
   * A split (`from` became several rules, `to` the first of them) or merge (several rules, `from` the first, became
   * `to`): every rule taking part, in document order.
   */
  parts?: RegroupedPart[];
}

export interface ChangeCounts {
  unchanged: number;
  edited: number;
  moved: number;
  added: number;
  removed: number;
  split: number;
  merged: number;
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

export type { WordDiffPart };

/** Aligns two versions and classifies every entry. */
export function diffVersions(from: VersionText, to: VersionText): VersionDiff {
  const alignment = align(from, to);
  const changes = classify(alignment);
  const ofFrom: RuleChange[] = [];
  const ofTo: RuleChange[] = [];
  // An entry's own change first; a split or merge for the entries it alone holds.
  for (const c of changes) {
    if (c.parts) continue;
    if (c.from) ofFrom[c.from.index] = c;
    if (c.to) ofTo[c.to.index] = c;
  }
  for (const c of changes) {
    for (const { from, to } of c.parts ?? []) {
      ofFrom[from.index] ??= c;
      ofTo[to.index] ??= c;
    }
  }
  return { from, to, alignment, changes, ofFrom, ofTo };
}

function classify(alignment: Alignment): RuleChange[] {
  const { from, to } = alignment;
  const renumbered = renumbering(alignment);
  // Entries of a split or merge are listed once, in its change, where its first newer rule is.
  // Two splits may share a part (M10 200.5 and 213.3, which repeats it, both went to 111.1b): both are listed.
  const regrouped = new Map<number, RuleChange[] | null>();
  const listAt = (b: number, change: RuleChange) => {
    const list = regrouped.get(b);
    if (list) list.push(change);
    else regrouped.set(b, [change]);
  };
  const inFrom = new Set<number>();
  const matchOf = new Map(alignment.matches.map((m) => [m.to, m]));
  // A split or merge is named by its whole's one-to-one pair if it has one, else by its first part.
  const regroupedChange = (kind: "split" | "merged", whole: Entry, parts: RegroupedPart[], forcedSplit?: string): RuleChange => {
    const pair = kind === "split" ? parts.find((p) => matchOf.get(p.to.index)?.from === whole.index) : parts.find((p) => matchOf.get(whole.index)?.from === p.from.index);
    const match = pair && matchOf.get(pair.to.index);
    const { from, to } = pair ?? parts[0];
    const forced = forcedSplit ?? match?.forced;
    return { kind, from, to, similarity: match?.similarity ?? null, referencesOnly: false, ...(forced ? { forced } : {}), parts };
  };
  // A part with a partner of its own (it also took in a sentence of the whole) keeps its own change too.
  const after = new Map<number, RuleChange>();
  for (const split of alignment.splits) {
    const whole = from.entries[split.whole];
    const parts = split.parts.map((p, i) => ({ from: whole, to: to.entries[p], text: split.texts[i] }));
    const change = regroupedChange("split", whole, parts, split.forced);
    const own = split.parts.filter((p) => alignment.toPartner[p] === -1 || alignment.toPartner[p] === split.whole);
    if (own.length === 0) after.set(split.parts[0], change);
    else listAt(own[0], change);
    for (const p of own.slice(1)) if (!regrouped.has(p)) regrouped.set(p, null);
    inFrom.add(split.whole);
  }
  for (const merge of alignment.merges) {
    const whole = to.entries[merge.whole];
    const parts = merge.parts.map((p, i) => ({ from: from.entries[p], to: whole, text: merge.texts[i] }));
    listAt(merge.whole, regroupedChange("merged", whole, parts));
    for (const p of merge.parts) if (alignment.fromPartner[p] === -1 || alignment.fromPartner[p] === merge.whole) inFrom.add(p);
  }
  const fromPartner = alignment.fromPartner;
  // A removed entry is listed after the change of the entry before it in `from` (the nearest one still present).
  const removedAfter = new Map<number, Entry[]>();
  let previousPresent = -1;
  for (const a of from.entries) {
    if (fromPartner[a.index] !== -1) {
      previousPresent = fromPartner[a.index];
      continue;
    }
    if (inFrom.has(a.index)) continue;
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
  pushRemoved(-1);
  for (const b of to.entries) {
    const regroup = regrouped.get(b.index);
    if (regroup !== undefined) {
      if (regroup !== null) changes.push(...regroup);
      pushRemoved(b.index);
      continue;
    }
    const extra = after.get(b.index);
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
    if (extra) changes.push(extra);
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

/** The diff of an edited or moved entry, in plain typography (sentences aligned, then words: text-diff.ts). */
export function wordDiff(change: RuleChange): WordDiffPart[] {
  if (!change.from || !change.to) return [];
  return textDiff(change.from.plain, change.to.plain);
}

/**
 * The diff of one part of a split (the sentences of the older rule that went there, against the newer rule) or of
 * a merge (the older rule against the sentences of the newer rule that came from it).
 */
export function partDiff(kind: "split" | "merged", part: RegroupedPart): WordDiffPart[] {
  return kind === "split" ? textDiff(part.text, part.to.plain) : textDiff(part.from.plain, part.text);
}

/** Whether the wording changed (typography aside): what the word diff of a change shows. */
export function isReworded(change: RuleChange): boolean {
  return change.parts === undefined && change.from !== null && change.to !== null && change.from.key !== change.to.key;
}

export function countChanges(changes: readonly RuleChange[]): ChangeCounts {
  const counts: ChangeCounts = { unchanged: 0, edited: 0, moved: 0, added: 0, removed: 0, split: 0, merged: 0, referencesOnly: 0 };
  for (const c of changes) {
    counts[c.kind]++;
    if (c.referencesOnly) counts.referencesOnly++;
  }
  return counts;
}
