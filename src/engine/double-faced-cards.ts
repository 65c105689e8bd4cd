// Double-faced cards and transforming (711 and 701.25 from Innistrad, 2011-09-30, renumbered since): a card with a
// face on each side (the card language's `back`, values.ts), its front face up in every zone and as it enters
// (711.2a, 711.5), its back face's characteristics once it transforms (711.2b; layers.ts `faceUp`), still the same
// object (711.7), and a copy of it copies the face that is up only (706.8).
import { RELEASES, type CitationEntry, type Release } from "./citations.ts";
import type { Kernel } from "./kernel.ts";
import type { InstructionHandlers } from "./resolution.ts";
import { NoRuleSetError } from "./ruleset.ts";
import { object, setStatus, type ObjectId } from "./state.ts";

/**
 * The rules this area cites, in each release's own numbering (found by their wording in each release's text as
 * src/import reads it; no such rules before Innistrad). The same form as citations.ts, kept beside the rules that use it.
 */
export const CITATIONS = {
  /** "To transform a permanent, turn it over so that its other face is up." */
  transform: [["1999-04-23", null], ["2011-09-30", "701.25b"], ["2016-04-08", "701.25a"], ["2016-09-30", "701.26a"], ["2018-04-27", "701.27a"], ["2020-07-03", "701.28a"], ["2025-06-06", "701.27a"]],
  /** Only a permanent represented by a double-faced card can transform: for any other, nothing happens. */
  onlyDoubleFaced: [["1999-04-23", null], ["2011-09-30", "701.25a"], ["2016-04-08", "701.25c"], ["2016-09-30", "701.26c"], ["2018-04-27", "701.27c"], ["2020-07-03", "701.28c"], ["2025-06-06", "701.27c"]],
  /** "When a double-faced permanent transforms, it doesn't become a new object." */
  sameObject: [["1999-04-23", null], ["2011-09-30", "711.7"], ["2015-01-23", "711.11"], ["2016-04-08", "711.12"], ["2020-09-25", "711.13"], ["2020-11-20", "711.14"], ["2021-07-23", "712.14"], ["2023-04-14", "712.18"]],
} satisfies Record<string, readonly CitationEntry[]>;

type CitationKey = keyof typeof CITATIONS;

/** The rule a key names under the game's rules; a release without double-faced cards has none (NoRuleSetError). */
function cite(game: Kernel, key: CitationKey): string {
  const index = RELEASES.indexOf(game.rules.version as Release);
  const id = [...CITATIONS[key]].reverse().find(([from]) => RELEASES.indexOf(from) <= index)?.[1];
  if (!id) throw new NoRuleSetError(`the rules of ${game.rules.version} have no rule the engine cites for ${key} (src/engine/double-faced-cards.ts)`, `rule the engine cites for ${key}`);
  return id;
}

/**
 * Transforms a permanent (701.25b): it turns over to its other face, and stays the same object (711.7), with its
 * status, counters and the effects that applied to it. Only a card with two faces transforms: a token, or a card
 * with a Magic card back (a copy of a double-faced permanent included), doesn't, and nothing happens (701.25a, 711.1).
 */
export function transform(game: Kernel, id: ObjectId): void {
  const rule = cite(game, "transform");
  const o = object(game.state, id);
  if (o.zone !== "battlefield" || o.kind !== "card" || !o.base.back) {
    game.say({ action: "doesNotTransform", object: game.ref(id), rule: cite(game, "onlyDoubleFaced") });
    return;
  }
  setStatus(game.state, o, { transformed: !o.status.transformed });
  game.say({ action: "transforms", object: game.ref(id), rule, sameObject: cite(game, "sameObject") });
}

/** The card language's "transform this". */
export const transformInstructions: Pick<InstructionHandlers, "transform"> = {
  transform: (_self, ctx) => {
    if (ctx.source) transform(ctx.game, ctx.source);
  },
};
