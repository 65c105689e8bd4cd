// The keyword abilities of the card language (702; 502 before M10): each keyword's rule in the version in force, in
// one table keyed by every keyword, so a keyword added to the language without its rule fails to compile here. The
// rule areas ask this module whether an object has a keyword: a keyword whose rule the version lacks (null: shroud
// before 2007-05-01, hexproof before Magic 2012…) does nothing there; one whose rule the engine needs but the
// version lacks (defender before 2004-10-01) fails naming it (NoRuleSetError), as every absent citation does.
import type { AbilityDef, Keyword } from "./cards.ts";
import type { Kernel } from "./kernel.ts";
import type { RuleSet } from "./ruleset.ts";
import type { ObjectId } from "./state.ts";
import { citationTable, M10, NEW_RULE } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/keywords.ts", {
  morph: [["2003-03-15", "502.26d"], ["2009-07-08", "702.34d"], ["2011-06-17", "702.35d"], ["2013-07-13", "702.36d"], ["2015-03-27", "702.36e"], ["2021-04-22", "702.37e"]],
  suspendKeyword: [["1999-04-23", null], ["2006-10-01", "502.59a"], ["2009-07-08", "702.59a"], ["2011-06-17", "702.60a"], ["2013-07-13", "702.61a"], ["2021-04-22", "702.62a"]],
  /**
   * Indestructible: can't be destroyed, ignores lethal damage (700.4; the keyword 702.12b from M14). From Darksteel
   * (2004-02-01) to M10 only the glossary defines it: "If a permanent is indestructible, rules and effects can't destroy
   * it. Such permanents are not destroyed by lethal damage, and they ignore the lethal-damage state-based effect".
   */
  indestructible: [["1999-04-23", null], ["2004-02-01", "Glossary: Indestructible", "only the glossary defines indestructible"], ["2009-07-08", "700.4", NEW_RULE], ["2013-07-13", "702.12b", NEW_RULE]],
  /** Flash (702.8a / 502.57a): in the rules from 2006-10-01 (Time Spiral); none before. */
  flash: [["1999-04-23", null], ["2006-10-01", "502.57a", NEW_RULE], ["2009-07-08", "702.8a"]],
  /** Fear (502.25b from 2003-03-15; 702.33b from M10); not modelled before 2003-03-15. */
  fear: [["1999-04-23", null], ["2003-03-15", "502.25b", NEW_RULE], ["2009-07-08", "702.33b"], ["2011-06-17", "702.34b"], ["2013-07-13", "702.35b"], ["2021-04-22", "702.36b"]],
  /** Intimidate (702.11b), a keyword from M10; none before. */
  intimidate: [["1999-04-23", null], ["2009-07-08", "702.11b", NEW_RULE], ["2011-06-17", "702.12b"], ["2013-07-13", "702.13b"]],
  /** Shroud (702.16a / 502.36a): the keyword enters the rules in 2007-05-01 (Future Sight); none before. */
  shroud: [["1999-04-23", null], ["2007-05-01", "502.36a", NEW_RULE], ["2009-07-08", "702.16a"], ["2011-06-17", "702.17a"], ["2013-07-13", "702.18a"]],
  /** Hexproof (702.11b), a keyword from 2011-06-17 (Magic 2012); none before. */
  hexproof: [["1999-04-23", null], ["2011-06-17", "702.11b", NEW_RULE]],
  /** Vigilance: attacking doesn't cause the creature to tap (502.14b from 2004-10-01, Champions of Kamigawa; 702.18b from M10); none before. */
  vigilance: [["1999-04-23", null], ["2004-10-01", "502.14b", NEW_RULE], ["2009-07-08", "702.18b"], ["2011-06-17", "702.19b"], ["2013-07-13", "702.20b"]],
  /** Reach: the creature can block creatures with flying (502.70b from 2007-05-01, Future Sight; 702.15b from M10); none before. */
  reach: [["1999-04-23", null], ["2007-05-01", "502.70b", NEW_RULE], ["2009-07-08", "702.15b"], ["2011-06-17", "702.16b"], ["2013-07-13", "702.17b"]],
  /** Protection from a quality (502.7a; 702.14a from M10). */
  protection: [["1999-04-23", "502.7a"], ["2009-07-08", "702.14a"], ["2011-06-17", "702.15a"], ["2013-07-13", "702.16a"]],
  /** Fading N: enters with N fade counters (502.20a from 2001-07-23; 702.29a from M10); none in the 1999 rules. */
  fading: [["1999-04-23", null], ["2001-07-23", "502.20a", NEW_RULE], ["2009-07-08", "702.29a"], ["2011-06-17", "702.30a"], ["2013-07-13", "702.31a"], ["2021-04-22", "702.32a"]],
  firstStrike: [["1999-04-23", "502.2b"], ["2009-07-08", "702.7b"]],
  doubleStrike: [["2003-03-15", "502.28b"], ["2009-07-08", "702.4b"]],
  defender: [["2004-10-01", "502.41b"], ["2009-07-08", "702.3b"]],
  flying: [["1999-04-23", "502.4b"], ["2009-07-08", "702.9b"]],
  haste: [["1999-04-23", "502.5b"], ["2009-07-08", "702.10b", M10]],
  trample: [["1999-04-23", "502.9b"], ["2009-07-08", "702.17b"], ["2011-06-17", "702.18b"], ["2013-07-13", "702.19b"]],
  landwalk: [["1999-04-23", "502.6b"], ["2009-07-08", "702.12b"], ["2010-02-01", "702.12c"], ["2011-06-17", "702.13c"], ["2013-07-13", "702.14c"]],
  /** Fuse (702.100a from 2013-05-01, Dragon's Maze; 702.101a from Magic 2014); none before. */
  fuse: [["1999-04-23", null], ["2013-05-01", "702.100a", NEW_RULE], ["2013-07-13", "702.101a"], ["2021-04-22", "702.102a"]],
  /** Totem armor (702.86a from Rise of the Eldrazi, 2010-04-23), "umbra armor" from 2024-06-07 (the same rule, 702.89a); none before. */
  totemArmor: [["1999-04-23", null], ["2010-04-23", "702.86a", NEW_RULE], ["2011-06-17", "702.87a"], ["2013-07-13", "702.88a"], ["2021-04-22", "702.89a"]],
});

const { cite, citeIfAny } = citations;

export const KEYWORD_RULES: { readonly [K in Keyword]: (rules: RuleSet) => string | null } = {
  indestructible: (r) => citeIfAny(r, "indestructible"),
  flying: (r) => cite(r, "flying"),
  trample: (r) => cite(r, "trample"),
  haste: (r) => cite(r, "haste"),
  morph: (r) => cite(r, "morph"),
  fading: (r) => citeIfAny(r, "fading"),
  protection: (r) => citeIfAny(r, "protection"),
  defender: (r) => cite(r, "defender"),
  vigilance: (r) => citeIfAny(r, "vigilance"),
  reach: (r) => citeIfAny(r, "reach"),
  landwalk: (r) => cite(r, "landwalk"),
  suspend: (r) => citeIfAny(r, "suspendKeyword"),
  "first-strike": (r) => cite(r, "firstStrike"),
  "double-strike": (r) => cite(r, "doubleStrike"),
  hexproof: (r) => citeIfAny(r, "hexproof"),
  shroud: (r) => citeIfAny(r, "shroud"),
  flash: (r) => citeIfAny(r, "flash"),
  fear: (r) => citeIfAny(r, "fear"),
  intimidate: (r) => citeIfAny(r, "intimidate"),
  fuse: (r) => (r.behaviours.fuse ? cite(r, "fuse") : null),
  "totem-armor": (r) => citeIfAny(r, "totemArmor"),
};

/** An ability (of a card or of an object's characteristics) that is this keyword. */
type KeywordAbility<K extends Keyword> = Extract<AbilityDef, { keyword: unknown }> & { keyword: K };

/** The abilities among `abilities` that are the keyword `keyword`, where the rules in force give it a meaning. */
export function keywordAbilities<A extends { def: AbilityDef }, K extends Keyword>(rules: RuleSet, abilities: readonly A[], keyword: K): (A & { def: KeywordAbility<K> })[] {
  const found = abilities.filter((a): a is A & { def: KeywordAbility<K> } => "keyword" in a.def && a.def.keyword === keyword);
  // The rule is read only when an ability is the keyword: an absent citation is needed only then.
  return found.length > 0 && KEYWORD_RULES[keyword](rules) !== null ? found : [];
}

/** Whether the object has the keyword ability, on its current characteristics, and the rules in force define it. */
export function hasKeyword(game: Kernel, id: ObjectId, keyword: Keyword): boolean {
  return keywordAbilities(game.rules, game.characteristics(id).abilities, keyword).length > 0;
}
