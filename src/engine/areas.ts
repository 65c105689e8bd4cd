// The rule areas the kernel runs, in the order their hooks are called (area.ts says what a hook is), with the rules
// they cite (cited-rules.ts), the card-language words they declare (card-schema.ts) and carry out (instructions.ts).
// A new rule area is one module exporting its `area`, plus one line here.
import type { RuleArea } from "./area.ts";
import type { AreaWords, UnionToIntersection } from "./cards.ts";
import { area as twoHeadedGiant } from "./two-headed-giant.ts";
import { area as turnControl } from "./turn-control.ts";
import { area as turnBasedActions } from "./turn-based-actions.ts";
import { area as combat } from "./combat.ts";
import { area as suspend } from "./suspend.ts";
import { area as planes } from "./planar.ts";
import { area as restrictions } from "./restrictions.ts";
import { area as splitCards } from "./split.ts";
import { area as copying } from "./copy.ts";
import { area as fading } from "./fading.ts";
import { area as winningAndLosing } from "./winning-and-losing.ts";
import { area as stateBasedActions } from "./state-based-actions.ts";
import { area as equipment } from "./equipment.ts";
import { area as playerProtection } from "./player-protection.ts";
import { area as leavesTheBattlefield } from "./leaves-the-battlefield.ts";
import { area as stateTriggers } from "./state-triggers.ts";
import { area as legendAndWorldRules } from "./legend-and-world-rules.ts";
import { area as regeneration } from "./regeneration.ts";
import { area as simultaneousEvents } from "./simultaneous.ts";
import { area as coinFlips } from "./coin-flip.ts";
import { area as subgames } from "./subgame.ts";
import { area as endingTheTurn } from "./end-turn.ts";
import { area as visibility } from "./visibility.ts";
import { area as doubleFacedCards } from "./double-faced-cards.ts";
import { area as companion } from "./companion.ts";
import { area as flipCards } from "./flip-cards.ts";

const LISTED = [
  twoHeadedGiant,
  turnControl,
  turnBasedActions,
  combat,
  suspend,
  planes,
  restrictions,
  splitCards,
  copying,
  fading,
  winningAndLosing,
  stateBasedActions,
  equipment,
  playerProtection,
  legendAndWorldRules,
  regeneration,
  leavesTheBattlefield,
  stateTriggers,
  simultaneousEvents,
  coinFlips,
  subgames,
  endingTheTurn,
  visibility,
  doubleFacedCards,
  companion,
  flipCards,
] as const;

export const AREAS: readonly RuleArea[] = LISTED;

/** The handlers of the card-language words the rule areas carry out, by word (each area's `instructions`). */
export type AreaInstructions = UnionToIntersection<Extract<(typeof LISTED)[number], { instructions: object }>["instructions"]>;

export const AREA_INSTRUCTIONS = Object.assign({}, ...LISTED.map((area) => ("instructions" in area ? area.instructions : {}))) as AreaInstructions;

/**
 * The card-language words the rule areas declare (their `words`), in the order above: card-schema.ts builds the
 * language from them. An area declares them with `satisfies RuleArea`, which keeps their types for that check.
 */
export const AREA_WORDS = LISTED.flatMap((area: RuleArea) => (area.words ? [area.words] : [])) as Extract<(typeof LISTED)[number], { words: AreaWords }>["words"][];
