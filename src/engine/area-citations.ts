// The citation table a rule area declares beside its rules (the form of citations.ts: one history per key, each entry
// naming the release from which an id holds), and the rule a key names under the game's rules.
import { RELEASES, type CitationEntry, type Release } from "./citations.ts";
import type { Kernel } from "./kernel.ts";
import { NoRuleSetError } from "./ruleset.ts";

/** The id a history gives under the rules of `version`: null where these rules have no such rule. */
function citedUnder(history: readonly CitationEntry[], version: string): string | null {
  const index = RELEASES.indexOf(version as Release);
  return [...history].reverse().find(([from]) => RELEASES.indexOf(from) <= index)?.[1] ?? null;
}

/** The rule a key of an area's table names under the game's rules, or null where these rules have none. */
export function maybeCite<K extends string>(table: Record<K, readonly CitationEntry[]>, game: Kernel, key: K): string | null {
  return citedUnder(table[key], game.rules.version);
}

/** The rule a key of an area's table names under the game's rules; a release without it fails naming it (NoRuleSetError). */
export function cite<K extends string>(table: Record<K, readonly CitationEntry[]>, game: Kernel, key: K, module: string): string {
  const id = maybeCite(table, game, key);
  if (!id) throw new NoRuleSetError(`the rules of ${game.rules.version} have no rule the engine cites for ${key} (src/engine/${module})`, `rule the engine cites for ${key}`);
  return id;
}
