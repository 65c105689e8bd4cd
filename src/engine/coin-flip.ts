// Flipping a coin (511 in 2007, 705 in 2011). The coin is the scenario's seeded random generator, so every run
// gives the same results. A flip for an object that cares about winning or losing is called by the affected
// player, who alone wins or loses it (511.1); a flip for an object that cares about heads or tails has no call and
// no winner (511.2). An effect may replace a player's flip ("flip two coins and ignore one").
import { z } from "zod";
import type { RuleArea } from "./area.ts";
import { playerRef, type AreaWords, type Body, type Language } from "./cards.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { flipsTwoCoins } from "./player-effects.ts";
import { citations as resolutionCitations, playersOf, type InstructionHandlers } from "./resolution.ts";
import type { RuleSet } from "./ruleset.ts";
import { objectsIn, type PlayerId } from "./state.ts";

import type { CoinSide } from "./narration.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/coin-flip.ts", {
  coinFlipCall: [["1999-04-23", null], ["2006-07-15", "511.1"], ["2009-07-08", "705.1"], ["2022-06-10", "705.2"]],
  coinFlipNoCall: [["1999-04-23", null], ["2006-07-15", "511.2"], ["2009-07-08", "705.2"], ["2022-06-10", "705.2", "705.1 and 705.2 merged into 705.2, the flip without a call first"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    flipsTwoCoins: { player: PlayerRef; coins: CoinSide[] };
    callsCoinFlip: { player: PlayerRef; call: CoinSide; side: CoinSide; won: boolean };
    coinComesUp: { player: PlayerRef; side: CoinSide };
  }
  interface Refusals {
    chooseCoinToKeep: { player: PlayerRef; coins: CoinSide[] };
    callBeforeFlip: { player: PlayerRef };
  }
}

/** Calling a coin flip (705.1); before 511 (2006-07-15) no rule covers coin flips: a choice made as the effect resolves. */
const callRule = (rules: RuleSet) => citations.citeIfAny(rules, "coinFlipCall") ?? resolutionCitations.cite(rules, "choiceOnResolution");

declare module "./kernel.ts" {
  interface Decisions {
    /** A coin flip's call (511.1 / 705.1), and which of two coins to keep when an effect flips two. */
    call?: "heads" | "tails";
    keepCoin?: number;
  }
}

export type { CoinSide };

function toss(game: Kernel): CoinSide {
  return game.rng.below(2) === 0 ? "heads" : "tails";
}

/**
 * One player's flip: a coin, or — under an effect that says "if you would flip a coin, instead flip two coins and
 * ignore one" — two coins, of which the player keeps the one named by `decisions.keepCoin` (1 or 2).
 */
function flipFor(game: Kernel, id: PlayerId, decisions: Decisions): CoinSide {
  if (!flipsTwoCoins(game, id)) return toss(game);
  const coins = [toss(game), toss(game)];
  const keep = decisions.keepCoin;
  if (keep !== 1 && keep !== 2) throw new RuleViolation(callRule(game.rules), { reason: "chooseCoinToKeep", player: game.playerRef(id), coins });
  game.say({ action: "flipsTwoCoins", player: game.playerRef(id), coins });
  return coins[keep - 1];
}

/** 511.1 / 705.1: the affected player flips and calls; he or she wins the flip if the call matches. */
export function flipWithCall(game: Kernel, id: PlayerId, decisions: Decisions): boolean {
  const call = decisions.call;
  if (!call) throw new RuleViolation(callRule(game.rules), { reason: "callBeforeFlip", player: game.playerRef(id) });
  const side = flipFor(game, id, decisions);
  const won = side === call;
  game.say({ action: "callsCoinFlip", player: game.playerRef(id), call, side, won });
  // Only the player who flips wins or loses; no other player is involved (511.1).
  if (won) triggerOnWin(game, id);
  return won;
}

/** 511.2 / 705.2: each affected player flips a coin without a call; nobody wins or loses. */
export function flipWithoutCall(game: Kernel, id: PlayerId, decisions: Decisions): CoinSide {
  const side = flipFor(game, id, decisions);
  game.say({ action: "coinComesUp", player: game.playerRef(id), side });
  return side;
}

/** "Whenever you win a coin flip": the abilities of the winner's permanents trigger. */
function triggerOnWin(game: Kernel, id: PlayerId): void {
  for (const o of objectsIn(game.state, "battlefield")) {
    const c = game.characteristics(o.id);
    if (c.controller !== id) continue;
    for (const a of c.abilities)
      if ("triggered" in a.def && "winsCoinFlip" in a.def.triggered.when) game.state.pendingTriggers.push({ ability: a, source: o.id, controller: id });
  }
}

/** The coin-flip words of the card language. */
const words = {
  instructions: (l: Language) => ({
    /** The controller flips a coin and calls it (511.1): instructions if he or she wins, and if he or she loses. */
    flipCoin: z.object({ win: l.instructions, lose: l.instructions }).strict(),
    /**
     * Each of these players flips a coin without a call (511.2); for each coin, the instructions for its side, in
     * which "target" is the player who flipped it. Optionally again until all coins of a round come up heads.
     */
    flipCoins: z.object({ players: z.array(playerRef), heads: l.instructions.optional(), tails: l.instructions.optional(), repeatUntilAllHeads: z.boolean().optional() }).strict(),
  }),
  triggers: () => ({
    /** "Whenever you win a coin flip" (511.1). */
    winsCoinFlip: z.literal("you"),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    flipCoin: Body<typeof words.instructions, "flipCoin">;
    flipCoins: Body<typeof words.instructions, "flipCoins">;
  }
  interface TriggerBodies {
    winsCoinFlip: Body<typeof words.triggers, "winsCoinFlip">;
  }
}

const instructions: Pick<InstructionHandlers, "flipCoin" | "flipCoins"> = {
  flipCoin: (spec, ctx, then) => then(ctx, flipWithCall(ctx.game, ctx.controller, ctx.decisions) ? spec.win : spec.lose),
  flipCoins: (spec, ctx, then) => {
    const { heads = [], tails = [], repeatUntilAllHeads } = spec;
    const flippers = spec.players.flatMap((ref) => playersOf(ctx, ref));
    for (let round = 0; round < 100; round++) {
      const sides = flippers.map((p) => [p, flipWithoutCall(ctx.game, p, ctx.decisions)] as const);
      // In each coin's instructions, "target" is the player who flipped it.
      for (const [p, side] of sides) then({ ...ctx, info: { ...ctx.info, targets: [{ player: p }] } }, side === "heads" ? heads : tails);
      if (!repeatUntilAllHeads || sides.every(([, side]) => side === "heads")) return;
    }
    throw new Error("coins kept coming up tails (100 rounds)");
  },
};

export const area = { name: "coin flips (705 / 511)", citations, words, instructions } satisfies RuleArea;
