// JSON output of `rules diff --json` and `rules trace --json`: plain data, ids rather than entries.

import { isReworded, partDiff, wordDiff, type ChangeKind, type RuleChange, type WordDiffPart } from "./changes.ts";
import type { Trace } from "./history.ts";

export interface ChangeJson {
  kind: ChangeKind;
  from: string | null;
  to: string | null;
  /** Rounded to 3 decimals; null for an added or removed entry. */
  similarity: number | null;
  /** A section heading rather than a rule. */
  section?: true;
  referencesOnly?: true;
  forced?: string;
  /** Word diff, when the wording changed. */
  diff?: WordDiffPart[];
  /** Text of an added or removed entry. */
  text?: string;
  /**
   * A split or merge: every rule taking part, with the sentences of the whole that went to (split) or came from
   * (merge) it, and the diff of those sentences against that rule.
   */
  parts?: { from: string; to: string; text: string; diff: WordDiffPart[] }[];
}

export function changeJson(change: RuleChange): ChangeJson {
  const json: ChangeJson = {
    kind: change.kind,
    from: change.from?.id ?? null,
    to: change.to?.id ?? null,
    similarity: change.similarity === null ? null : Math.round(change.similarity * 1000) / 1000,
  };
  if ((change.from ?? change.to)!.heading) json.section = true;
  if (change.referencesOnly) json.referencesOnly = true;
  if (change.forced) json.forced = change.forced;
  if (isReworded(change)) json.diff = wordDiff(change);
  if (change.kind === "added") json.text = change.to!.content;
  if (change.kind === "removed") json.text = change.from!.content;
  const kind = change.kind;
  if (change.parts && (kind === "split" || kind === "merged")) {
    json.parts = change.parts.map((p) => ({ from: p.from.id, to: p.to.id, text: p.text, diff: partDiff(kind, p) }));
  }
  return json;
}

export interface TraceStepJson {
  version: string;
  id: string;
  text: string;
  change: Trace["steps"][number]["change"];
  referencesOnly?: true;
  /** A split or merge: every rule taking part ({ from, to, text } as in ChangeJson, without the diff). */
  parts?: { from: string; to: string; text: string }[];
}

export function traceJson(trace: Trace): TraceStepJson[] {
  return trace.steps.map((step) => ({
    version: step.version,
    id: step.id,
    text: step.text,
    change: step.change,
    ...(step.detail?.referencesOnly ? { referencesOnly: true as const } : {}),
    ...(step.detail?.parts ? { parts: step.detail.parts.map((p) => ({ from: p.from.id, to: p.to.id, text: p.text })) } : {}),
  }));
}
