// Following a rule or a section from one release of the archive to another, through the stored steps (each
// consecutive pair's alignment, as the diff module made it): the same walk as `rules trace`. Shared by the build
// (tests) and the pages' scripts; plain data in, plain data out.

import type { ArchiveStep, ArchiveStepIds } from "./export.ts";

interface Reversed {
  /** New id → old id, for renumbered ids. */
  renamedFrom: Map<string, string>;
  added: Set<string>;
  removed: Set<string>;
}

const reversedCache = new WeakMap<ArchiveStepIds, Reversed>();

function reversed(ids: ArchiveStepIds): Reversed {
  let r = reversedCache.get(ids);
  if (!r) {
    r = {
      renamedFrom: new Map(Object.entries(ids.renamed).map(([a, b]) => [b, a])),
      added: new Set(ids.added),
      removed: new Set(ids.removed),
    };
    reversedCache.set(ids, r);
  }
  return r;
}

/** One step forward: the id in the newer release (a rule merged into another: that one), undefined when removed. */
function stepForward(id: string, ids: ArchiveStepIds): string | undefined {
  const renamed = ids.renamed[id] ?? ids.mergedInto?.[id];
  if (renamed) return renamed;
  return reversed(ids).removed.has(id) ? undefined : id;
}

/** One step back: the id in the older release, undefined when the rule was added. */
function stepBack(id: string, ids: ArchiveStepIds): string | undefined {
  const r = reversed(ids);
  const renamed = r.renamedFrom.get(id) ?? ids.splitFrom?.[id];
  if (renamed) return renamed;
  if (r.added.has(id)) return undefined;
  // An old id renumbered away that no other rule took over is not this rule.
  return id in ids.renamed ? undefined : id;
}

export type Kind = "rules" | "sections";

/** The id of `id` (a rule, or a section number) of release `from` in release `to`; undefined when it has none. */
export function follow(steps: ArchiveStep[], id: string, from: string, to: string, kind: Kind): string | undefined {
  const versions = [steps[0]!.from, ...steps.map((s) => s.to)];
  let at = versions.indexOf(from);
  const end = versions.indexOf(to);
  if (at === -1 || end === -1) return undefined;
  let current: string | undefined = id;
  while (current !== undefined && at !== end) {
    current = at < end ? stepForward(current, steps[at]![kind]) : stepBack(current, steps[at - 1]![kind]);
    at += at < end ? 1 : -1;
  }
  return current;
}

/** The id of a rule in every release, oldest first (undefined where it does not exist), from its id in `at`. */
export function lineage(steps: ArchiveStep[], id: string, at: string): (string | undefined)[] {
  const versions = [steps[0]!.from, ...steps.map((s) => s.to)];
  const start = versions.indexOf(at);
  const ids: (string | undefined)[] = versions.map(() => undefined);
  if (start === -1) return ids;
  ids[start] = id;
  for (let i = start; i + 1 < versions.length && ids[i] !== undefined; i++) ids[i + 1] = stepForward(ids[i]!, steps[i]!.rules);
  for (let i = start; i > 0 && ids[i] !== undefined; i--) ids[i - 1] = stepBack(ids[i]!, steps[i - 1]!.rules);
  return ids;
}
