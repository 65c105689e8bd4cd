// The version switch: the same section, and the same rule, in another version of the knowledge base, following
// renumberings (706.2 in 2011 is 503.2 in 2007; 706.8 became 706.9 in 2011-09-30). The pairing comes from the diff
// module's alignment of consecutive versions; going further walks through the versions in between.

import type { Lang } from "../../kb/model.ts";
import type { SiteVersionDiff } from "../../diff/site.ts";
import { allDiffs } from "./changes.ts";
import { fullSection, fullTextRulePath } from "./full-text.ts";
import { hasSection, siteVersions } from "./knowledge-base.ts";
import { contentsPath, fullTextPath, sectionPath } from "./paths.ts";
import type { AnchorCarry } from "./anchors.ts";

export interface Equivalent {
  /** The section in the target version; undefined when the alignment finds none. */
  section?: string;
  /** Where a section became a single rule ("613" before M10 is rule 418.5): that rule, for the anchor. */
  rule?: string;
  /**
   * Rule ids of the source section → their counterparts in the target version, for every rule the alignment
   * paired at each step of the walk; a rule absent from it has no counterpart there (or none the diff knows).
   */
  ids: Map<string, string>;
}

/** The English alignment of each pair of consecutive versions (English exists for every version). */
function steps(): SiteVersionDiff[] {
  return allDiffs().filter((d) => d.lang === "en");
}

interface Step {
  section?: string;
  rule?: string;
  /** Ids before → after this step, when both sides of the step hold the section (else unknown). */
  ids?: Map<string, string>;
}

/** One step of the walk, in either direction. */
function stepOnce(diff: SiteVersionDiff, forward: boolean, section: string): Step {
  const [near, far] = forward ? (["from", "to"] as const) : (["to", "from"] as const);
  const pair = diff.sections.find((s) => s[near] === section);
  if (pair) {
    const ids = new Map<string, string>();
    for (const change of pair.changes) {
      const a = change[near];
      const b = change[far];
      if (a && b && !change.heading) ids.set(a, b);
    }
    return { section: pair[far], ids };
  }
  const outside = diff.outsideSections.find((o) => o.side === near && o.section === section);
  if (outside) {
    if (!outside.counterpart) return {};
    const number = outside.counterpart.slice(0, 3);
    return outside.counterpart === number ? { section: number } : { section: number, rule: outside.counterpart };
  }
  // Neither side of this step holds the section in the knowledge base: nothing says it moved.
  return { section };
}

/** The section (and its rules) of `from` in version `to`. */
export function equivalentSection(section: string, from: string, to: string): Equivalent {
  const versions = siteVersions();
  const forward = from < to;
  const end = versions.indexOf(to);
  let at = versions.indexOf(from);
  let current: Step = { section };
  /** Original id → current id, for the rules followed so far; undefined while no step has paired them. */
  let ids: Map<string, string> | undefined;
  while (at !== end && current.section) {
    const next = forward ? at + 1 : at - 1;
    const [older, newer] = forward ? [versions[at], versions[next]] : [versions[next], versions[at]];
    const diff = steps().find((d) => d.from === older && d.to === newer);
    if (!diff) return { ids: new Map() };
    const step = stepOnce(diff, forward, current.section);
    if (step.ids) {
      const through = step.ids;
      ids = ids ? new Map([...ids].filter(([, id]) => through.has(id)).map(([original, id]) => [original, through.get(id)!])) : new Map(through);
    }
    current = { ...step, rule: step.rule ?? current.rule };
    at = next;
  }
  return { section: current.section, ...(current.rule ? { rule: current.rule } : {}), ids: ids ?? new Map() };
}

export interface VersionLink {
  version: string;
  href: string;
  /** The sections the page's anchor is carried between, and the ids that do not simply change prefix. */
  carry?: AnchorCarry;
}

/** Where the version switch of a section page leads: annotated page, full text, or that version's contents. */
export function versionLink(lang: Lang, section: string, from: string, to: string): VersionLink {
  const target = equivalentSection(section, from, to);
  if (!target.section) return { version: to, href: contentsPath(lang, to) };
  const carry = { from: section, to: target.section, ids: Object.fromEntries(target.ids) };
  if (hasSection(to, target.section)) return { version: to, href: sectionPath(lang, to, target.section), carry };
  if (!fullSection(to, target.section)) return { version: to, href: contentsPath(lang, to) };
  // A section that became one rule: its page is the rule's section, at that rule; no anchor to carry.
  if (target.rule) return { version: to, href: fullTextRulePath(lang, to, target.rule) };
  return { version: to, href: fullTextPath(lang, to, target.section), carry };
}
