// Protection for players (502.7b–e from the Future Sight rules, 2007-05-01; 702.16b–e, j, k): a player gains it from
// an effect ("You gain protection from everything until your next turn") and has it until the effect ends — in the
// cleanup step for "until end of turn" (514.2), as the next turn of the effect's controller begins for "until your
// next turn". What it does — targets, damage — and from which release each quality holds for a player is
// protection.ts'; before players could have protection the effect gives none.
import { z } from "zod";
import type { RuleArea } from "./area.ts";
import { playerRef, protectionQuality, type AreaWords, type Body } from "./cards.ts";
import type { Kernel } from "./kernel.ts";
import type { PlayerProtection } from "./protection.ts";
import { playersOf, type InstructionHandlers } from "./resolution.ts";
import type { Step } from "./state.ts";

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: () => ({
    /** "[Player] gains protection from [qualities] until end of turn / until your next turn". */
    gainProtection: z.object({ player: playerRef, from: z.array(protectionQuality).min(1), until: z.enum(["end-of-turn", "your-next-turn"]) }).strict(),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    gainProtection: Body<typeof words.instructions, "gainProtection">;
  }
}

const instructions: Pick<InstructionHandlers, "gainProtection"> = {
  gainProtection: (spec, ctx) => {
    // "Your next turn": the turn of the effect's controller (the player the effect gives protection may be another).
    const until: PlayerProtection["until"] = spec.until === "end-of-turn" ? "end-of-turn" : { nextTurnOf: ctx.controller };
    const list = (ctx.game.state.areas.playerProtection ??= []);
    for (const p of playersOf(ctx, spec.player)) list.push({ player: p, from: spec.from, until });
  },
};

/** Ends the protection of the effects that end now. */
function endProtection(game: Kernel, ends: (until: PlayerProtection["until"]) => boolean): void {
  const list = game.state.areas.playerProtection;
  if (list) game.state.areas.playerProtection = list.filter((e) => !ends(e.until));
}

export const area = {
  name: "protection for players (702.16b–e / 502.7b–e)",
  words,
  instructions,
  // "Until end of turn" effects end in the cleanup step (514.2 / 314.2).
  endStep: (game: Kernel, step: Step) => {
    if (step === "cleanup") endProtection(game, (until) => until === "end-of-turn");
  },
  beginTurn: (game: Kernel) => endProtection(game, (until) => typeof until === "object" && until.nextTurnOf === game.state.turn.active),
} satisfies RuleArea;
