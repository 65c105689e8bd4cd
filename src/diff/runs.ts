// Runs of pure renumberings, for a reader: when a rule is inserted, every rule after it in its section moves one
// number down without any other change. A change list shows such a run as one line, "706.8–706.11 →
// 706.9–706.12", rather than rule by rule.

import { isReworded, type RuleChange } from "./changes.ts";

/** Two or more consecutive rules, each only renumbered, that stay consecutive. */
export interface RenumberingRun {
  kind: "renumbered";
  changes: RuleChange[];
}

/** The changes in order, each run of pure renumberings put together. */
export function collapseRenumberings(changes: readonly RuleChange[]): (RuleChange | RenumberingRun)[] {
  const listed: (RuleChange | RenumberingRun)[] = [];
  let run: RuleChange[] = [];
  const flush = () => {
    if (run.length >= 2) listed.push({ kind: "renumbered", changes: run });
    else listed.push(...run);
    run = [];
  };
  for (const change of changes) {
    if (!isPureRenumbering(change)) {
      flush();
      listed.push(change);
      continue;
    }
    const last = run.at(-1);
    if (last && !(last.from!.index + 1 === change.from!.index && last.to!.index + 1 === change.to!.index)) flush();
    run.push(change);
  }
  flush();
  return listed;
}

/** A rule (not a heading) whose number changed and nothing else, but for renumbered cross-references. */
export function isPureRenumbering(change: RuleChange): boolean {
  return change.kind === "moved" && !change.from!.heading && (!isReworded(change) || change.referencesOnly);
}

/** "706.8–706.11 → 706.9–706.12". */
export function runLabel(run: RenumberingRun): string {
  const first = run.changes[0];
  const last = run.changes.at(-1)!;
  return `${first.from!.id}–${last.from!.id} → ${first.to!.id}–${last.to!.id}`;
}
