// A rule number searched for lands on that rule of the current rules: "702.19b" opens 702.19b of the newest release
// (first, with the start of its text), then the same rule in older releases, grouped by the number it had there
// (followed through renumberings: 702.19b of 2021 was 502.9b before M10). Word searches are left to Pagefind. The
// build works the hits out (archive/rule-hits.ts), the search page reads them; plain data in, plain data out.

import type { ArchiveRelease, ArchiveStep } from "./export.ts";
import { lineage } from "./follow.ts";

/** "702.19b", "613", "613.1." as typed; the id without a final period. */
const RULE_NUMBER = /^\s*(\d{3}(?:\.\d+[a-z]?)?)\.?\s*$/iu;

export function ruleNumberOf(query: string): string | undefined {
  return RULE_NUMBER.exec(query)?.[1]?.toLowerCase();
}

/** The document of /data/archive/rule-hits/ that holds rule `id`: its numbered rule ("702.19b" → "702.19"), or its section. */
export function ruleHitFile(id: string): string {
  return /^\d{3}(?:\.\d+)?/u.exec(id)![0];
}

export interface ReleaseSpan {
  /** The rule's number in these releases. */
  id: string;
  /** Oldest and newest release of the span, and how many releases it holds. */
  first: string;
  last: string;
  releases: number;
}

/**
 * The rule `id` of the newest release (undefined when that release has no such rule) and, newest first, the spans of
 * older releases in which it had one number.
 */
export function ruleHits(steps: ArchiveStep[], newest: ArchiveRelease, id: string): { current?: string; older: ReleaseSpan[] } {
  const section = newest.sections.find((s) => s.number === id.split(".")[0]);
  const exists = section !== undefined && (id === section.number || section.ids.split(" ").includes(id));
  if (!exists) return { older: [] };
  // A section number opens the section; its history is the section's history page, not a list here.
  if (id === section.number) return { current: id, older: [] };
  const versions = [steps[0]!.from, ...steps.map((s) => s.to)];
  const ids = lineage(steps, id, newest.version);
  const older: ReleaseSpan[] = [];
  for (let i = versions.length - 2; i >= 0; i--) {
    const at = ids[i];
    if (at === undefined) break;
    const span = older.at(-1);
    if (span && span.id === at) {
      span.first = versions[i]!;
      span.releases++;
    } else older.push({ id: at, first: versions[i]!, last: versions[i]!, releases: 1 });
  }
  return { current: id, older };
}
