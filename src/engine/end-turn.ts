// Ending the turn (509 in 2007; 712 in 2011-02-04, 713 from Innistrad; Time Stop). The steps differ from the
// normal resolution of a spell: everything on the stack is exiled, state-based actions are checked without
// anyone getting priority, and the game skips straight to the cleanup step.
import { z } from "zod";
import type { AreaWords, Body } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { endCombat } from "./combat.ts";
import type { Kernel } from "./kernel.ts";
import type { InstructionHandlers } from "./resolution.ts";
import { isSpell, object, removeObject } from "./state.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/end-turn.ts", {
  endTurn: [["2004-10-01", "509.1"], ["2009-07-08", "711.1"], ["2010-04-23", "712.1"], ["2011-09-30", "713.1"], ["2016-07-22", "715.1"], ["2018-04-27", "716.1"], ["2019-10-04", "717.1"], ["2021-07-23", "719.1"], ["2022-10-07", "720.1"], ["2022-11-18", "721.1"], ["2023-04-14", "720.1"], ["2024-02-02", "721.1"], ["2025-04-04", "722.1"], ["2025-07-25", "723.1"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    turnEnds: { rule: string };
  }
}

export function endTheTurn(game: Kernel): void {
  const { state } = game;
  const rule = citations.cite(game.rules, "endTurn");
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

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: () => ({
    /** "End the turn" (509.1 / 712.1). */
    endTurn: z.literal(true),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    endTurn: Body<typeof words.instructions, "endTurn">;
  }
}

/** The card language's "end the turn". */
const instructions: Pick<InstructionHandlers, "endTurn"> = { endTurn: (_end, ctx) => endTheTurn(ctx.game) };

export const area = { name: "ending the turn (711 and on / 509)", citations, words, instructions } satisfies RuleArea;
