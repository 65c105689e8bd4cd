// Double-faced cards and transforming (711 and 701.25 from Innistrad, 2011-09-30, renumbered since): a card with a
// face on each side (the card language's `back`, values.ts), its front face up in every zone and as it enters
// (711.2a, 711.5), its back face's characteristics once it transforms (711.2b; layers.ts `faceUp`), still the same
// object (711.7), and a copy of it copies the face that is up only (706.8) — but a token created as a copy of it has
// both faces, from March of the Machine (2023-04-14, 707.8a).
import { z } from "zod";
import type { AreaWords, Body } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { citationTable } from "./citations.ts";
import { applyCopyEffect } from "./copy.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { tokensCreated } from "./player-effects.ts";
import { targetObjects, type InstructionHandlers } from "./resolution.ts";
import { object, setStatus, type ObjectId, type PlayerId } from "./state.ts";
import type { Values } from "./values.ts";

/**
 * The rules this area cites, in each release's own numbering (found by their wording in each release's text as
 * src/import reads it; no such rules before Innistrad): a release without double-faced cards has none (NoRuleSetError).
 */
export const citations = citationTable("src/engine/double-faced-cards.ts", {
  /** "To transform a permanent, turn it over so that its other face is up." */
  transform: [["1999-04-23", null], ["2011-09-30", "701.25b"], ["2016-04-08", "701.25a"], ["2016-09-30", "701.26a"], ["2018-04-27", "701.27a"], ["2020-07-03", "701.28a"], ["2025-06-06", "701.27a"]],
  /** Only a permanent represented by a double-faced card can transform: for any other, nothing happens. */
  onlyDoubleFaced: [["1999-04-23", null], ["2011-09-30", "701.25a"], ["2016-04-08", "701.25c"], ["2016-09-30", "701.26c"], ["2018-04-27", "701.27c"], ["2020-07-03", "701.28c"], ["2025-06-06", "701.27c"]],
  /** "When a double-faced permanent transforms, it doesn't become a new object." */
  sameObject: [["1999-04-23", null], ["2011-09-30", "711.7"], ["2015-01-23", "711.11"], ["2016-04-08", "711.12"], ["2020-09-25", "711.13"], ["2020-11-20", "711.14"], ["2021-07-23", "712.14"], ["2023-04-14", "712.18"]],
  /** "When copying a double-faced permanent, only the copiable values of the face that's currently up are copied." */
  copyFaceUp: [["1999-04-23", null], ["2011-09-30", "706.8"], ["2021-07-23", "707.8"]],
  /**
   * "If an effect creates a token that is a copy of a [transforming] double-faced permanent …, the resulting token is a
   * [transforming] double-faced token that has both a front face and a back face." No such rule before 2023-04-14.
   */
  tokenCopyBothFaces: [["1999-04-23", null], ["2023-04-14", "707.8a"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    transforms: { object: ObjectRef; rule: string; sameObject: string };
    doesNotTransform: { object: ObjectRef; rule: string };
    /** A token copy: of the face that is up only (706.8 / 707.8, `rule`; null for an object with one face) or of both faces (707.8a). */
    createsTokenCopy: { player: PlayerRef; original: ObjectRef; token: ObjectRef; faces: "both" | "face-up"; rule: string | null };
  }
}

const cite = (game: Kernel, key: keyof typeof citations.table) => citations.cite(game.rules, key);

/**
 * Transforms a permanent (701.25b): it turns over to its other face, and stays the same object (711.7), with its
 * status, counters and the effects that applied to it. Only a permanent with two faces transforms — a double-faced
 * card, or from 2023-04-14 a token created as a copy of a double-faced permanent (701.28a, 707.8a); a card with a
 * Magic card back, or a token with one face (a copy of a double-faced permanent included), doesn't, and nothing
 * happens (701.25a, 711.1).
 */
export function transform(game: Kernel, id: ObjectId): void {
  const rule = cite(game, "transform");
  const o = object(game.state, id);
  if (o.zone !== "battlefield" || !o.base.back) {
    game.say({ action: "doesNotTransform", object: game.ref(id), rule: cite(game, "onlyDoubleFaced") });
    return;
  }
  setStatus(game.state, o, { transformed: !o.status.transformed });
  game.say({ action: "transforms", object: game.ref(id), rule, sameObject: cite(game, "sameObject") });
}

/**
 * The values a token created as a copy of an object has, and whether it enters with its back face up. Its copiable
 * values, the face that is up only (706.8 / 707.8); but from 2023-04-14 a copy of a double-faced permanent or card is
 * a double-faced token: each face the copiable values of the same face of the original, as modified by the copy
 * effects that apply to it, and its back face up if the original's is (707.8a). A permanent that is a copy of a
 * double-faced one but not itself double-faced (a Clone) gives a token of one face.
 */
function tokenCopyValues(game: Kernel, originalId: ObjectId): { base: Values; backFaceUp: boolean; rule: string | null } {
  const original = object(game.state, originalId);
  const bothFaces = citations.citeIfAny(game.rules, "tokenCopyBothFaces");
  if (!bothFaces || !original.base.back) return { base: game.copiableValues(originalId), backFaceUp: false, rule: original.base.back ? citations.citeIfAny(game.rules, "copyFaceUp") : null };
  const { back, ...front } = original.base;
  // Layer 1 (613.2a) for each face: the copy effects that apply to the original, in timestamp order.
  const copied = (face: Values) =>
    game.state.effects.filter((e) => e.copy && e.affected.includes(originalId)).reduce((v, e) => applyCopyEffect(v, e.copy!, game.rules), face);
  return { base: { ...copied(front), back: copied(back) }, backFaceUp: original.status.transformed === true, rule: bothFaces };
}

/** Creates a token that is a copy of an object under a player's control (707.2; 707.8a for a double-faced one). */
export function createTokenCopy(game: Kernel, originalId: ObjectId, controller: PlayerId, decisions: Decisions): ObjectId {
  const { base, backFaceUp, rule } = tokenCopyValues(game, originalId);
  const token = game.createTokenWith(base, controller, decisions, backFaceUp ? { transformed: true } : {});
  game.say({ action: "createsTokenCopy", player: game.playerRef(controller), original: game.ref(originalId), token: game.ref(token), faces: base.back ? "both" : "face-up", rule });
  return token;
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: () => ({
    /** "Transform this": a double-faced permanent turns over to its other face (701.25b from Innistrad). */
    transform: z.literal("self"),
    /** "Create a token that's a copy of target …" (707.2; a double-faced one, 707.8a): it becomes "that token". */
    createTokenCopy: z.object({ of: z.literal("target") }).strict(),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    transform: Body<typeof words.instructions, "transform">;
    createTokenCopy: Body<typeof words.instructions, "createTokenCopy">;
  }
}

/** The card language's "transform this", and "create a token that's a copy of target …". */
const instructions: Pick<InstructionHandlers, "transform" | "createTokenCopy"> = {
  transform: (_self, ctx) => {
    if (ctx.source) transform(ctx.game, ctx.source);
  },
  createTokenCopy: (_spec, ctx) => {
    const [original] = targetObjects(ctx);
    if (!original || !ctx.game.state.objects.has(original)) return;
    // Replacement effects that change how many tokens are created apply to copies too (614.1a).
    for (let i = 0; i < tokensCreated(ctx.game, ctx.controller, 1); i++) (ctx.createdTokens ??= []).push(createTokenCopy(ctx.game, original, ctx.controller, ctx.decisions));
  },
};

export const area = { name: "double-faced cards (711, 701.25)", citations, words, instructions } satisfies RuleArea;
