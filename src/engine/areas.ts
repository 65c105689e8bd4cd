// The rule areas the kernel runs, in the order their hooks are called (area.ts says what a hook is). A new rule
// area is one module exporting its `area`, plus one line here.
import type { RuleArea } from "./area.ts";
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
import { area as leavesTheBattlefield } from "./leaves-the-battlefield.ts";
import { area as stateTriggers } from "./state-triggers.ts";
import { area as legendAndWorldRules } from "./legend-and-world-rules.ts";
import { area as regeneration } from "./regeneration.ts";
import { area as simultaneousEvents } from "./simultaneous.ts";

export const AREAS: readonly RuleArea[] = [
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
  legendAndWorldRules,
  regeneration,
  leavesTheBattlefield,
  stateTriggers,
  simultaneousEvents,
];
