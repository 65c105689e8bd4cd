// A rule area's own citation table (the form of citations.ts, kept beside the rules that use it): the rule a key names
// under the rules in force — null where these rules have none, or, for a rule the action needs, NoRuleSetError naming
// what these rules lack.
import { RELEASES, type CitationEntry, type Release } from "./citations.ts";
import { NoRuleSetError, type RuleSet } from "./ruleset.ts";

/** The id `key` names under `rules` in `table`, or null where these rules have no such rule. */
export function citationIn<K extends string>(table: Record<K, readonly CitationEntry[]>, rules: RuleSet, key: K): string | null {
  const index = RELEASES.indexOf(rules.version as Release);
  return [...table[key]].reverse().find(([from]) => RELEASES.indexOf(from) <= index)?.[1] ?? null;
}

/** The id `key` names under `rules` in `table`; NoRuleSetError (naming the area's module `file`) where there is none. */
export function citeFrom<K extends string>(table: Record<K, readonly CitationEntry[]>, rules: RuleSet, key: K, file: string): string {
  const id = citationIn(table, rules, key);
  if (!id) throw new NoRuleSetError(`the rules of ${rules.version} have no rule the engine cites for ${key} (${file})`, `rule the engine cites for ${key}`);
  return id;
}
