// How the engine cites rules, in each release's own numbering. Every module that cites rules declares its own
// citation table beside the rules that use it (`citationTable`): one history per citation, each entry naming the
// release from which the id holds (until the next entry). `null`: these rules have no such rule, which the engine
// reads as a behaviour (no flash keyword, no planar die) — unless the entry gives a reason, a defect of the source
// that lacks a rule the engine needs. Before a history's first entry, the release lacks a rule the engine needs (a
// scenario needing it fails naming it, NoRuleSetError): a history that starts with a null entry has no such
// releases. The kernel's tables
// and the rule areas' are gathered in cited-rules.ts. What is shared is here: the releases, the entry type, the
// reasons several tables give, and the error for a rule a release lacks.
//
// The histories follow each rule from release to release through the archive's alignment (src/diff): a test
// (test/engine/ruleset.test.ts) proves, for every table, that every id exists in the text of each release it is
// cited for, and that each change of id from one release to the next is the alignment's renumbering of the same
// rule, unless the entry gives the reason it cites another rule (the third element).
// Behaviour switches are not here: see timeline.ts.

import { NUMBERED_RELEASES } from "../releases.ts";

/**
 * A citation of a glossary entry rather than a numbered rule: "Glossary: " and the term as the release prints it, as
 * the timeline's rules write it (before M10 indestructible is defined only in the glossary).
 */
export const GLOSSARY_CITATION = "Glossary: ";

/** The numbered releases (sources/cr/releases.json), oldest first: the versions a RuleSet can be derived for. */
export const RELEASES = NUMBERED_RELEASES;

/** A release's date, "2011-02-04": the name of the rules version in force. */
export type Release = string;

/** [release from which it holds, rule id or null, reason when it is another rule rather than a renumbering]. */
export type CitationEntry = readonly [Release, string | null, string?];

/** Where the engine cites a rule that replaced the previous release's, rather than the same rule renumbered. */
export const NEW_RULE = "the rule the engine cites is a new rule of this release, not the previous one renumbered";

/**
 * M10 (2009-07-08) rewrote these rules rather than renumbering them: 418.5a became the layer rules 612.1–612.7, each
 * layer and sublayer a rule of its own; combat's 308–310 became 508–510 in other subrules. The rule cited from M10
 * on is the one saying the same thing, which the alignment pairs with another part of the old text.
 */
export const M10 = "M10 rewrote the rule: the rule cited is the new one saying the same thing";

/** 8th Edition (2003-07-01) rewrote chapters 2–4: the rule cited from then on is the one saying the same thing. */
export const EIGHTH = "the 8th Edition rules (2003-07-01) rewrote the rule: the rule cited is the one saying the same thing";

/** A rule the engine cites that a release lacks, as data: the key of a citation table, or a variant and the rule saying so. */
export type AbsentRule = { citation: string } | { variant: "twoHeadedGiant"; rule: string };

/** Why a release has no RuleSet (not a numbered release of the archive), or lacks a rule the engine cites. */
export class NoRuleSetError extends Error {
  override name = "NoRuleSetError";
  /**
   * What these rules lack, in words no release's date or numbering enters ("rule the engine cites for morph"): the
   * same lack under two releases is the same outcome (ScenarioFailure.outcome).
   */
  readonly lacking: string;
  /** The same, as data (for words in another language). */
  readonly absent?: AbsentRule;
  constructor(message: string, lacking: string = message, absent?: AbsentRule) {
    super(message);
    this.lacking = lacking;
    this.absent = absent;
  }
}

/** The release in force, as a RuleSet carries it: its date, and its place among RELEASES (oldest first). */
export interface InForce {
  readonly version: Release;
  readonly index: number;
}

/** One module's citation table, and how its rules are cited under the release in force. */
export interface Citations<K extends string = string> {
  /** The module that declares the table (named when a release lacks one of its rules). */
  readonly file: string;
  readonly table: { readonly [key in K]: readonly CitationEntry[] };
  /** The id of the rule in the release in force, or null where these rules have none (a keyword not yet in the rules). */
  citeIfAny(rules: InForce, key: K): string | null;
  /**
   * The id of the rule in the release in force. Where these rules have none, NoRuleSetError: the engine never cites
   * a rule a release does not have, and a scenario that needs one fails naming it, while the others run.
   */
  cite(rules: InForce, key: K): string;
}

/** Declares a module's citation table: `citationTable("src/engine/combat.ts", { flying: [["1999-04-23", "502.4b"], …] })`. */
export function citationTable<const T extends Record<string, readonly CitationEntry[]>>(file: string, table: T): Citations<keyof T & string> {
  // Each entry's release as its place among RELEASES, once: citing is then a walk over a few numbers.
  const since = new Map(Object.entries(table).map(([key, entries]) => [key, entries.map(([release, id]) => [RELEASES.indexOf(release), id] as const)]));
  const citeIfAny = (rules: InForce, key: string): string | null => {
    let id: string | null = null;
    for (const [from, cited] of since.get(key)!) {
      if (from > rules.index) break;
      id = cited;
    }
    return id;
  };
  return {
    file,
    table,
    citeIfAny,
    cite(rules, key) {
      const id = citeIfAny(rules, key);
      if (id === null) throw new NoRuleSetError(`the rules of ${rules.version} have no rule the engine cites for ${key} (${file})`, `rule the engine cites for ${key}`, { citation: key });
      return id;
    },
  };
}
