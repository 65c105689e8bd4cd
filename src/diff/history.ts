// The archive as a chain of consecutive releases: a rule or a section is followed from one release to the next
// through the alignment of each consecutive pair (so a forced match between two releases applies to every
// trace through them), backwards and forwards from the release where it is named.

import { listReleases } from "../import/archive.ts";
import { diffVersions, type ChangeKind, type RuleChange, type VersionDiff } from "./changes.ts";
import { UnknownRuleError, UnknownSectionError, UnknownVersionError } from "./errors.ts";
import { releaseText, textOfRelease } from "./versions.ts";
import type { Entry, VersionText } from "./version-text.ts";

let chain: VersionText[] | undefined;

/** Every numbered release of the archive, oldest first (the 1997 rulebook has no numbered rules). */
export function archiveChain(): VersionText[] {
  if (!chain) {
    chain = [];
    for (const release of listReleases()) {
      try {
        chain.push(textOfRelease(release));
      } catch (error) {
        if (!(error instanceof UnknownVersionError)) throw error;
      }
    }
  }
  return chain;
}

const diffs = new Map<string, VersionDiff>();

/** The diff of two texts of the archive, computed once per process. */
function diffOnce(from: VersionText, to: VersionText): VersionDiff {
  const key = `${from.source} ${to.source}`;
  let diff = diffs.get(key);
  if (!diff) diffs.set(key, (diff = diffVersions(from, to)));
  return diff;
}

/** The diff of two releases of the English archive (each named as resolveRelease accepts), once per process. */
export function diffReleases(fromSpec: string, toSpec: string): VersionDiff {
  return diffOnce(releaseText(fromSpec), releaseText(toSpec));
}

/** The diff between release `i` of the chain and release `i + 1`, computed once per process. */
export function stepDiff(i: number): VersionDiff {
  const releases = archiveChain();
  return diffOnce(releases[i], releases[i + 1]);
}

/** Position of a release in the chain (the release named as resolveRelease accepts). */
function chainIndex(spec: string): number {
  const wanted = releaseText(spec);
  const i = archiveChain().indexOf(wanted);
  if (i === -1) throw new Error(`${wanted.label} is missing from the archive chain`);
  return i;
}

interface TraceStep {
  version: string;
  label: string;
  id: string;
  /** Text and examples, as printed (whitespace-normalised). */
  text: string;
  /**
   * Against the previous release: "added" where it first appears, "initial" in the first release of the archive;
   * "unchanged", "edited", "moved", "split" (it is one of the rules an older rule became) or "merged" after.
   */
  change: ChangeKind | "initial";
  /** The change against the previous release (undefined where the entry first appears). */
  detail?: RuleChange;
}

export interface Trace {
  /** The rule as named on the command line, and the release it was looked up in. */
  id: string;
  at: string;
  steps: TraceStep[];
  /** The release where it disappeared, if it did before the last release. */
  removedIn?: string;
}

/** One rule through every release where it exists, following renumberings. `at` defaults to the last release. */
export function traceRule(id: string, at?: string): Trace {
  const releases = archiveChain();
  const k = at === undefined ? releases.length - 1 : chainIndex(at);
  const start = releases[k].entries.find((e) => e.id === id);
  if (!start) throw new UnknownRuleError(unknownRuleMessage(id, k));
  const path = followEntry(start, k);
  const steps = path.entries.map(({ release, entry }): TraceStep => {
    const detail = release > 0 ? stepDiff(release - 1).ofTo[entry.index] : undefined;
    const change = release === 0 ? "initial" : detail!.kind;
    const { version, label } = releases[release];
    return { version, label, id: entry.id, text: entry.content, change, ...(detail?.from ? { detail } : {}) };
  });
  const removedIn = path.removedIn === undefined ? undefined : releases[path.removedIn].version;
  return { id, at: releases[k].version, steps, ...(removedIn ? { removedIn } : {}) };
}

interface Path {
  /** The entry in each release where it exists, oldest first. */
  entries: { release: number; entry: Entry }[];
  /** Index of the release where it is gone. */
  removedIn?: number;
}

/**
 * An entry of release k followed backwards and forwards through the step alignments: its one-to-one partner, or
 * where it has none, the rule it was split from (backwards) or merged into (forwards).
 */
function followEntry(start: Entry, k: number): Path {
  const releases = archiveChain();
  const entries = [{ release: k, entry: start }];
  for (let i = k - 1, index = start.index; i >= 0; i--) {
    const diff = stepDiff(i);
    index = diff.alignment.toPartner[index] !== -1 ? diff.alignment.toPartner[index] : (diff.ofTo[index].from?.index ?? -1);
    if (index === -1) break;
    entries.unshift({ release: i, entry: releases[i].entries[index] });
  }
  for (let i = k + 1, index = start.index; i < releases.length; i++) {
    const diff = stepDiff(i - 1);
    index = diff.alignment.fromPartner[index] !== -1 ? diff.alignment.fromPartner[index] : (diff.ofFrom[index].to?.index ?? -1);
    if (index === -1) return { entries, removedIn: i };
    entries.push({ release: i, entry: releases[i].entries[index] });
  }
  return { entries };
}

function unknownRuleMessage(id: string, k: number): string {
  const releases = archiveChain();
  const holding = releases.filter((r) => r.entries.some((e) => e.id === id)).map((r) => r.version);
  const where = `no rule ${id} in the ${releases[k].label} rules`;
  if (holding.length === 0) return `${where}, nor in any release of the archive`;
  const range = holding.length === 1 ? holding[0] : `${holding[0]} … ${holding.at(-1)} (${holding.length} releases)`;
  return `${where}; a rule ${id} exists in ${range}: name the release with --at ${holding.at(-1)}`;
}

interface SectionStep {
  from: { version: string; label: string; section: string };
  to: { version: string; label: string; section: string };
  /** Every change touching the section in this step (unchanged entries left out). */
  changes: RuleChange[];
}

export interface SectionHistory {
  section: string;
  at: string;
  /** The consecutive releases where the section's rules changed, oldest first. */
  steps: SectionStep[];
}

/**
 * Every release of the archive where a section's rules changed, with the changes. The section is followed through
 * renumberings by its heading (section 706 of 2011 is 503 before M10); where its heading was once a rule with
 * subrules (613 "Interaction of Continuous Effects" was rule 418.5 before M10), that rule and its subrules stand
 * for the section.
 */
export function sectionHistory(section: string, at?: string): SectionHistory {
  const releases = archiveChain();
  const k = at === undefined ? releases.length - 1 : chainIndex(at);
  const heading = releases[k].entries.find((e) => e.heading && e.id === section);
  if (!heading) {
    throw new UnknownSectionError(`no section ${section} in the ${releases[k].label} rules (${releases[k].sections.join(", ")})`);
  }
  const path = followEntry(heading, k).entries;
  const steps: SectionStep[] = [];
  for (let n = 0; n + 1 < path.length; n++) {
    const before = path[n];
    const after = path[n + 1];
    const diff = stepDiff(before.release);
    const inBefore = owns(before.entry);
    const inAfter = owns(after.entry);
    const changes = diff.changes.filter(
      (c) =>
        c.kind !== "unchanged" &&
        (c.parts ?? [c]).some(({ from, to }) => (from !== null && inBefore(from)) || (to !== null && inAfter(to))),
    );
    if (changes.length === 0) continue;
    const side = (p: { release: number; entry: Entry }) => ({
      version: releases[p.release].version,
      label: releases[p.release].label,
      section: p.entry.id,
    });
    steps.push({ from: side(before), to: side(after), changes });
  }
  return { section, at: releases[k].version, steps };
}

/** What an entry stands for: a heading, its section; a rule, itself and its subrules. */
function owns(head: Entry): (e: Entry) => boolean {
  if (head.heading) return (e) => e.section === head.section;
  return (e) => e.id === head.id || (e.id.startsWith(head.id) && /^[a-z]$/u.test(e.id.slice(head.id.length)));
}
