// Flip cards (709 in 2011, 508 in 2007): an effect flips a permanent; the layer system then gives it its
// alternative characteristics (709.2 / 508.2).
import { z } from "zod";
import type { AreaWords, Body } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { requireNamed } from "./arguments.ts";
import type { Kernel } from "./kernel.ts";
import { object, setStatus, type ObjectId } from "./state.ts";
import type { InstructionHandlers } from "./resolution.ts";

export function flip(game: Kernel, id: ObjectId): void {
  requireNamed(game.state, { action: "flip", objects: [id] });
  setStatus(game.state, object(game.state, id), { flipped: true });
  game.say({ action: "flips", object: game.ref(id) });
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: () => ({
    /** "Flip [this permanent]" (709.2 / 508.2): it gets its alternative characteristics. */
    flip: z.literal("self"),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    flip: Body<typeof words.instructions, "flip">;
  }
}

/** The card language's "flip [this permanent]". */
const instructions: Pick<InstructionHandlers, "flip"> = {
  flip: (_self, ctx) => {
    if (ctx.source) flip(ctx.game, ctx.source);
  },
};

export const area = { name: "flip cards (709 / 508)", words, instructions } satisfies RuleArea;
