// A list of changes as a reader wants it: pure renumberings (a rule that moved with its wording unchanged) are
// collapsed into one line per step ("29 rules renumbered: 706.1 → 707.1 …"), the other changes shown one by one,
// the unchanged words of an edit cut down to the few around each change.

import type { SiteChange } from "../../diff/site.ts";
import type { WordDiffPart } from "../../diff/changes.ts";

export interface Renumbering {
  from: string;
  to: string;
}

export interface CollapsedChanges {
  renumbered: Renumbering[];
  /** Every other change except headings and unchanged rules, in order. */
  shown: SiteChange[];
}

export function collapseRenumberings(changes: SiteChange[]): CollapsedChanges {
  const listed = changes.filter((c) => c.kind !== "unchanged" && !c.heading);
  return {
    renumbered: listed.filter((c) => c.renumberedOnly).map((c) => ({ from: c.from!, to: c.to! })),
    shown: listed.filter((c) => !c.renumberedOnly),
  };
}

/** "706.1 → 707.1, …": a run of renumberings that shift by the same section prefix is said once. */
export function renumberingSummary(renumbered: Renumbering[]): string {
  const prefixes = new Set(renumbered.map((r) => `${r.from.slice(0, 3)}→${r.to.slice(0, 3)}`));
  const sameTail = renumbered.every((r) => r.from.slice(3) === r.to.slice(3));
  if (prefixes.size === 1 && sameTail && renumbered.length > 2) {
    const [from, to] = [...prefixes][0]!.split("→");
    return `${from}.x → ${to}.x`;
  }
  return renumbered.map((r) => `${r.from} → ${r.to}`).join(", ");
}

/** Words of unchanged text kept on each side of a change; the rest of an unchanged run becomes "…". */
export const CONTEXT_WORDS = 10;

/** The word diff of an edit with long unchanged runs shortened (the whole texts are on the rules pages). */
export function withContext(parts: WordDiffPart[]): WordDiffPart[] {
  if (!parts.some((p) => p.op !== "=")) return parts;
  return parts.map((part, i) => {
    if (part.op !== "=") return part;
    const words = part.text.split(/(?<=\s)/u);
    const keepStart = i === 0 ? 0 : CONTEXT_WORDS;
    const keepEnd = i === parts.length - 1 ? 0 : CONTEXT_WORDS;
    if (words.length <= keepStart + keepEnd + 3) return part;
    return { op: "=", text: `${words.slice(0, keepStart).join("")}… ${words.slice(words.length - keepEnd).join("")}` };
  });
}
