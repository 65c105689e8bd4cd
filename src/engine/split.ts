// Split cards (505 in 2007, 708 in 2011): one card with two sets of characteristics (values.ts keeps them in
// `halves`). Outside the stack a question about a characteristic gets one answer per half; on the stack only
// the half being cast exists.
import type { RuleArea } from "./area.ts";
import { RuleViolation } from "./errors.ts";
import { convertedManaCost } from "./mana.ts";
import type { RuleSet } from "./ruleset.ts";
import type { Values } from "./values.ts";

/** The sets of characteristics a question is asked of: each half of a split card (505.5 / 708.5), else the object. */
export function answerSets(v: Values): Values[] {
  return v.halves ?? [v];
}

/** "That card's converted mana cost": one answer per half (505.5 / 708.5), e.g. "1, and 4" for Assault/Battery. */
export function convertedManaCosts(v: Values): number[] {
  return answerSets(v).map((half) => convertedManaCost(half.manaCost));
}

/**
 * A positive or relative comparison (is it red? is its converted mana cost equal to 4?) gets only one answer:
 * "yes" if either half would answer "yes" on its own (505.6 / 708.6a).
 */
export function eitherHalf(v: Values, test: (half: Values) => boolean): boolean {
  return answerSets(v).some(test);
}

/**
 * The half a player casts (505.2 / 708.2a): chosen, by its English name, before the card goes on the stack;
 * null for a card that isn't split. Only that half's characteristics exist while it is a spell.
 */
export function halfToCast(rules: RuleSet, v: Values, chosen: string | undefined): Values | null {
  const rule = rules.additional.splitCast;
  if (!v.halves) {
    if (chosen) throw new RuleViolation(rule, { reason: "notSplit", card: v.name!, half: chosen });
    return null;
  }
  const halves = v.halves.map((h) => h.name!);
  if (!chosen) throw new RuleViolation(rule, { reason: "chooseHalf", card: v.name!, halves });
  const half = v.halves.find((h) => h.name!.en === chosen);
  if (!half) throw new RuleViolation(rule, { reason: "notAHalf", half: chosen, card: v.name!, halves });
  return half;
}

export const area: RuleArea = {
  name: "split cards (505 / 708)",
  castAs: (game, card, decisions) => halfToCast(game.rules, card, decisions.half),
};
