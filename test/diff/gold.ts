// The gold set of alignments (gold/alignments.yaml): pairs of rules of two releases, built by reading the texts,
// against which the aligner's precision and recall are measured (test/diff/gold.test.ts checks the data and
// asserts both figures ≥ 99%, bench/diff.bench.ts reports them with the links missed and the wrong ones).
//
// The aligner's links are its one-to-one matches plus, for a split or merge, the whole with each of its parts.
// - Recall: the share of the gold links (every "A → B", each left id with each right id) that the aligner makes.
// - Precision: the share of the aligner's links that are right, among those the gold set judges: links touching a
//   rule the gold set gives all the successors (left of "→") or all the predecessors (right of "→") of, and the
//   look-alike pairs ("A ≠ B"). A judged link is right when it is a gold link.

import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { align, type Alignment } from "../../src/diff/align.ts";
import { releaseText } from "../../src/diff/versions.ts";
import type { VersionText } from "../../src/diff/version-text.ts";

const GOLD_FILE = path.join(import.meta.dirname, "gold", "alignments.yaml");

const LINE = /^(.+?) (→|≠) (.+?): (.+)$/su;
const NONE = "∅";

const Group = z.object({
  from: z.string(),
  to: z.string(),
  note: z.string().optional(),
  pairs: z.array(z.string()).min(1),
});

export interface GoldPair {
  from: string;
  to: string;
  /** Ids of `from` on the left, of `to` on the right; empty for ∅. */
  left: string[];
  right: string[];
  /** "→" a gold alignment, "≠" look-alikes that must not be paired. */
  relation: "→" | "≠";
  reason: string;
  /** Where it is written: "alignments.yaml group 3 pair 12". */
  where: string;
}

/** The gold pairs; throws with every malformed line at once. */
export function loadGold(file = GOLD_FILE): GoldPair[] {
  const groups = z.array(Group).parse(parse(readFileSync(file, "utf8")));
  const pairs: GoldPair[] = [];
  const problems: string[] = [];
  groups.forEach((group, g) => {
    group.pairs.forEach((line, p) => {
      const where = `${path.basename(file)} group ${g + 1} pair ${p + 1}`;
      const m = LINE.exec(line);
      if (!m) {
        problems.push(`${where}: expected "A → B: reason" or "A ≠ B: reason", got ${JSON.stringify(line)}`);
        return;
      }
      const ids = (side: string) => (side.trim() === NONE ? [] : side.split(" + ").map((id) => id.trim()));
      const pair: GoldPair = { from: String(group.from), to: String(group.to), left: ids(m[1]), right: ids(m[3]), relation: m[2] as "→" | "≠", reason: m[4].trim(), where };
      if (pair.left.length + pair.right.length === 0 || (pair.relation === "≠" && (pair.left.length !== 1 || pair.right.length !== 1))) {
        problems.push(`${where}: ${JSON.stringify(line)} names no rule, or a look-alike pair that is not one rule each side`);
        return;
      }
      pairs.push(pair);
    });
  });
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return pairs;
}

/** Every gold pair whose rules do not exist in the releases it names, as messages. */
export function missingRules(pairs: readonly GoldPair[]): string[] {
  const problems: string[] = [];
  for (const pair of pairs) {
    const texts = { from: releaseText(pair.from), to: releaseText(pair.to) };
    for (const [side, ids] of [["from", pair.left], ["to", pair.right]] as const) {
      for (const id of ids) {
        if (!texts[side].entries.some((e) => e.id === id)) problems.push(`${pair.where}: no ${id} in ${texts[side].label}`);
      }
    }
  }
  return problems;
}

export interface GoldScore {
  pairs: number;
  goldLinks: number;
  found: number;
  judged: number;
  right: number;
  precision: number;
  recall: number;
  /** The links missed and the wrong links, for a person to read. */
  missed: string[];
  wrong: string[];
}

/** The aligner's precision and recall on the gold pairs (each distinct pair of releases aligned once). */
export function scoreGold(pairs: readonly GoldPair[], alignOf: (from: VersionText, to: VersionText) => Alignment = align): GoldScore {
  const score: GoldScore = { pairs: pairs.length, goldLinks: 0, found: 0, judged: 0, right: 0, precision: 1, recall: 1, missed: [], wrong: [] };
  const steps = new Map<string, GoldPair[]>();
  for (const pair of pairs) {
    const key = `${pair.from} ${pair.to}`;
    steps.set(key, [...(steps.get(key) ?? []), pair]);
  }
  for (const stepPairs of steps.values()) {
    const from = releaseText(stepPairs[0].from);
    const to = releaseText(stepPairs[0].to);
    const links = alignerLinks(alignOf(from, to));
    const gold = new Set<string>();
    const judgedFrom = new Set<string>();
    const judgedTo = new Set<string>();
    const lookAlike = new Set<string>();
    for (const pair of stepPairs) {
      if (pair.relation === "≠") {
        lookAlike.add(link(pair.left[0], pair.right[0]));
        continue;
      }
      for (const a of pair.left) judgedFrom.add(a);
      for (const b of pair.right) judgedTo.add(b);
      for (const a of pair.left) for (const b of pair.right) gold.add(link(a, b));
    }
    const label = `${from.label} → ${to.label}`;
    for (const g of gold) {
      score.goldLinks++;
      if (links.has(g)) score.found++;
      else score.missed.push(`${label}: ${g}`);
    }
    for (const l of links) {
      const [a, b] = l.split(" → ");
      if (!judgedFrom.has(a) && !judgedTo.has(b) && !lookAlike.has(l)) continue;
      score.judged++;
      if (gold.has(l)) score.right++;
      else score.wrong.push(`${label}: ${l}`);
    }
  }
  score.recall = score.goldLinks === 0 ? 1 : score.found / score.goldLinks;
  score.precision = score.judged === 0 ? 1 : score.right / score.judged;
  return score;
}

function link(a: string, b: string): string {
  return `${a} → ${b}`;
}

/** "A → B" for every one-to-one match and every whole–part pair of a split or merge, by ids. */
function alignerLinks(alignment: Alignment): Set<string> {
  const { from, to } = alignment;
  const links = new Set<string>();
  for (const m of alignment.matches) links.add(link(from.entries[m.from].id, to.entries[m.to].id));
  for (const s of alignment.splits) for (const p of s.parts) links.add(link(from.entries[s.whole].id, to.entries[p].id));
  for (const m of alignment.merges) for (const p of m.parts) links.add(link(from.entries[p].id, to.entries[m.whole].id));
  return links;
}
