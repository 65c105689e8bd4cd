// Ending the turn (509 in 2007; 712 in 2011-02-04, 713 from Innistrad; Time Stop). The steps differ from the
// normal resolution of a spell: everything on the stack is exiled, state-based actions are checked without
// anyone getting priority, and the game skips straight to the cleanup step.
import { endCombat } from "./combat.ts";
import type { Kernel } from "./kernel.ts";
import type { InstructionHandlers } from "./resolution.ts";
import { isSpell, object, removeObject } from "./state.ts";

export function endTheTurn(game: Kernel): void {
  const { state } = game;
  const rule = game.rules.additional.endTurn;
  // 509.1a: exile (remove from the game) every object on the stack, the resolving one included; remove all
  // creatures from combat. Copies of spells then cease to exist as a state-based action (704.5e / 420.5j);
  // abilities (and, in 2007, combat damage) on the stack simply leave it.
  for (const id of [...state.zones.get("stack")!].reverse()) {
    const o = object(state, id);
    if (!isSpell(o)) {
      removeObject(state, o);
    } else game.moveTo(id, "exile");
  }
  endCombat(game);
  // 509.1b: state-based actions; no player gets priority and no triggered ability is put on the stack yet.
  game.checkStateBasedActions();
  // 509.1c: the current phase and step end; the game skips straight to the cleanup step (so no end step
  // triggers, 509.3). Abilities that triggered meanwhile go on the stack in the cleanup step (509.2).
  state.turn.step = "cleanup";
  state.turn.priority = null;
  game.say({ action: "turnEnds", rule });
}

/** The card language's "end the turn" (a function, hoisted: see coinFlipInstructions). */
export function endTurnInstructions(): Pick<InstructionHandlers, "endTurn"> {
  return { endTurn: (_end, ctx) => endTheTurn(ctx.game) };
}
