// Split cards (505 in 2007, 708 in 2011): one card with two sets of characteristics (values.ts keeps them in
// `halves`). Outside the stack a question about a characteristic gets one answer per half; on the stack only
// the half being cast exists, unless the card is cast with fuse (702.101): then both halves are one fused split spell.
import type { AreaWords, CardName, Localized } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { KEYWORD_RULES, keywordAbilities } from "./keywords.ts";
import type { RuleSet } from "./ruleset.ts";
import type { GameObject } from "./state.ts";
import { combinedSplitValues, type Values } from "./values.ts";
import { citationTable, M10 } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/split.ts", {
  splitCast: [["2001-07-23", "505.2"], ["2009-07-08", "708.2"], ["2010-02-01", "708.2a", "708.2a: casting one half, split from 708.2"], ["2017-04-28", "708.3"], ["2021-07-23", "709.3"]],
  splitAnswers: [["1999-04-23", null], ["2001-07-23", "505.5"], ["2009-07-08", "708.5"], ["2017-04-28", null]],
  splitComparison: [["1999-04-23", null], ["2001-07-23", "505.6"], ["2009-07-08", "708.6a", M10], ["2017-04-28", null]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface Refusals {
    notSplit: { card: CardName; half: string };
    chooseHalf: { card: CardName; halves: Localized[] };
    notAHalf: { half: string; card: CardName; halves: Localized[] };
    noFuseRule: { card: CardName };
    noFuse: { card: CardName };
    fuseFromHand: { card: CardName };
    fuseBothHalves: { card: CardName; half: string };
  }
}

declare module "./kernel.ts" {
  interface Decisions {
    /** The half of a split card being cast, by its English name (505.2 / 708.2a). */
    half?: string;
    /** Casting both halves of a split card with fuse (702.101a). */
    fuse?: boolean;
  }
}

/**
 * The half a player casts (505.2 / 708.2a): chosen, by its English name, before the card goes on the stack;
 * null for a card that isn't split. Only that half's characteristics exist while it is a spell.
 */
function halfToCast(rules: RuleSet, v: Values, chosen: string | undefined): Values | null {
  // Read only when refusing: rules without split cards (before 2001-07-23) have no such rule, and cast other cards.
  const rule = () => citations.cite(rules, "splitCast");
  if (!v.halves) {
    if (chosen) throw new RuleViolation(rule(), { reason: "notSplit", card: v.name!, half: chosen });
    return null;
  }
  const halves = v.halves.map((h) => h.name!);
  if (!chosen) throw new RuleViolation(rule(), { reason: "chooseHalf", card: v.name!, halves });
  const half = v.halves.find((h) => h.name!.en === chosen);
  if (!half) throw new RuleViolation(rule(), { reason: "notAHalf", half: chosen, card: v.name!, halves });
  return half;
}

/**
 * A split card cast with fuse (702.101a, 708.2b): both halves, from its owner's hand, if the card has fuse and the
 * release has the rule. The fused split spell has both halves' characteristics combined (values.ts
 * `combinedSplitValues`): one mana cost that is both halves' (702.101c: "the total cost … includes the mana cost of
 * each half"), both halves' colours and types, and both halves' spell abilities, the left half's first (702.101d;
 * targets.ts `spellParts`).
 */
function fusedSplitSpell(rules: RuleSet, card: GameObject, v: Values, decisions: Decisions): Values {
  const rule = KEYWORD_RULES.fuse(rules);
  if (rule === null) throw new RuleViolation(citations.cite(rules, "splitCast"), { reason: "noFuseRule", card: v.name! });
  if (!v.halves || keywordAbilities(rules, v.abilities, "fuse").length === 0) throw new RuleViolation(rule, { reason: "noFuse", card: v.name! });
  if (card.zone !== "hand") throw new RuleViolation(rule, { reason: "fuseFromHand", card: v.name! });
  if (decisions.half !== undefined) throw new RuleViolation(rule, { reason: "fuseBothHalves", card: v.name!, half: decisions.half });
  return combinedSplitValues(v);
}

/** The characteristics a split card is cast with: a half (708.2a), both fused (702.101a), or null for another card. */
function castAs(game: Kernel, card: GameObject, v: Values, decisions: Decisions): Values | null {
  return decisions.fuse ? fusedSplitSpell(game.rules, card, v, decisions) : halfToCast(game.rules, v, decisions.half);
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  keywords: ["fuse"] as const,
} satisfies AreaWords;

declare module "./cards.ts" {
  interface Keywords {
    fuse: true;
  }
}

export const area = {
  name: "split cards (505 / 708)",
  citations,
  castAs,
  words,
} satisfies RuleArea;
