// JSON output of `rules diff --json` and `rules trace --json`: plain data, ids rather than entries.

import { isReworded, wordDiff, type ChangeKind, type RuleChange, type WordDiffPart } from "./changes.ts";
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
  return json;
}

export interface TraceStepJson {
  version: string;
  id: string;
  text: string;
  change: Trace["steps"][number]["change"];
  referencesOnly?: true;
}

export function traceJson(trace: Trace): TraceStepJson[] {
  return trace.steps.map((step) => ({
    version: step.version,
    id: step.id,
    text: step.text,
    change: step.change,
    ...(step.detail?.referencesOnly ? { referencesOnly: true as const } : {}),
  }));
}
