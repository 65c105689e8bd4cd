// The keyword abilities of the card language (702; 502 before M10): each keyword's rule in the version in force, in
// one table keyed by every keyword, so a keyword added to the language without its rule fails to compile here. The
// rule areas ask this module whether an object has a keyword: a keyword whose rule the version lacks (null: shroud
// before 2007-05-01, hexproof before Magic 2012…) does nothing there; one whose rule the engine needs but the
// version lacks (defender before 2004-10-01) fails naming it (NoRuleSetError), as every absent citation does.
import type { AbilityDef, Keyword } from "./cards.ts";
import type { Kernel } from "./kernel.ts";
import type { RuleSet } from "./ruleset.ts";
import type { ObjectId } from "./state.ts";

export const KEYWORD_RULES: { readonly [K in Keyword]: (rules: RuleSet) => string | null } = {
  indestructible: (r) => r.indestructible,
  flying: (r) => r.combat.flying,
  trample: (r) => r.combat.trample,
  haste: (r) => r.combat.haste,
  morph: (r) => r.cite.morph,
  fading: (r) => r.fading,
  protection: (r) => r.protection,
  defender: (r) => r.combat.defender,
  vigilance: (r) => r.vigilance,
  reach: (r) => r.reach,
  landwalk: (r) => r.combat.landwalk,
  suspend: (r) => r.specialActions.suspendKeyword,
  "first-strike": (r) => r.combat.firstStrike,
  "double-strike": (r) => r.combat.doubleStrike,
  hexproof: (r) => r.hexproof,
  shroud: (r) => r.shroud,
  flash: (r) => r.flash,
  fear: (r) => r.combat.fear,
  intimidate: (r) => r.combat.intimidate,
  fuse: (r) => r.additional.fuse,
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
