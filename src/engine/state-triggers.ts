// State triggers (603.8 from 2009, 410.10 before): a triggered ability that triggers when a game state is true
// rather than when an event occurs — "When an opponent has 10 life or less". It triggers as soon as the game state
// matches its condition, checked whenever state-based actions are, and once only until it has left the stack
// (resolved, countered…): then it may trigger again if the state still holds. Its intervening "if" (603.4) must
// hold for it to trigger.
import type { RuleArea } from "./area.ts";
import type { Kernel, PendingTrigger } from "./kernel.ts";
import { conditionHolds } from "./resolution.ts";
import { objectsIn, opponents } from "./state.ts";
import { abilityKey } from "./values.ts";

/** The state triggers of permanents whose state holds now, except those already waiting or on the stack. */
function stateTriggers(game: Kernel): PendingTrigger[] {
  const waiting = new Set<string>([
    ...game.state.pendingTriggers.map((t) => `${t.source}|${abilityKey(t.ability)}`),
    // Only an ability on the stack has an ability and a source in its stack information (state.ts, StackInfo).
    ...objectsIn(game.state, "stack").flatMap(({ stack }) => (stack?.ability ? [`${stack.source}|${abilityKey(stack.ability)}`] : [])),
  ]);
  const found: PendingTrigger[] = [];
  for (const o of objectsIn(game.state, "battlefield")) {
    const c = game.characteristics(o.id);
    for (const a of c.abilities) {
      if (!("triggered" in a.def) || !("opponentLifeAtMost" in a.def.triggered.when) || waiting.has(`${o.id}|${abilityKey(a)}`)) continue;
      // In Two-Headed Giant an opponent's life is the one effects see (606.9a / 810.9a).
      const most = a.def.triggered.when.opponentLifeAtMost;
      if (!opponents(game.state, c.controller).some((p) => !p.lost && p.life <= most)) continue;
      if (a.def.triggered.if && !conditionHolds(game, c.controller, a.def.triggered.if, o.id)) continue;
      found.push({ ability: a, source: o.id, controller: c.controller });
    }
  }
  return found;
}

export const area: RuleArea = {
  name: "state triggers (603.8 / 410.10)",
  // Checked with the state-based actions, but not one of them: it performs none.
  stateBasedActions(game) {
    game.state.pendingTriggers.push(...stateTriggers(game));
    return false;
  },
};
