// Face-down spells and permanents (707 in 2011, 504 in 2007) and morph (702.34 / 502.26): casting a card face down,
// what it would be face up, turning it face up and the abilities that trigger on it.
import { z } from "zod";
import type { AreaWords, Body, Language } from "./cards.ts";
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import { keywordAbilities } from "./keywords.ts";
import { objectsIn, setStatus, type GameObject, type ObjectId } from "./state.ts";
import type { Characteristics, Values } from "./values.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/face-down.ts", {
  faceDown: [["2001-07-23", "504.2"], ["2009-07-08", "707.2"], ["2021-07-23", "708.2"]],
  faceDownTurnUp: [["2001-07-23", "504.4"], ["2003-03-15", "504.5"], ["2009-07-08", "707.8"], ["2021-07-23", "708.8"]],
  morphCast: [["2003-03-15", "502.26c"], ["2009-07-08", "702.34c"], ["2011-06-17", "702.35c"], ["2013-07-13", "702.36c"], ["2015-03-27", "702.36d"], ["2021-04-22", "702.37d"]],
});

/** The cost of casting a card face down: it needs morph (702.34c / 502.26c), and the cost is {3}. */
export function faceDownCost(game: Kernel, card: Characteristics): string {
  if (keywordAbilities(game.rules, card.abilities, "morph").length === 0) throw new RuleViolation(citations.cite(game.rules, "morphCast"), { reason: "noMorph" });
  return "{3}";
}

/** What a face-down permanent's copiable values would be face up (707.8 / 504.5); a face-up one's copiable values. */
export function faceUpValues(game: Kernel, o: GameObject): Values {
  if (!o.status.faceDown) return game.copiableValues(o.id);
  setStatus(game.state, o, { faceDown: false });
  const values = game.copiableValues(o.id);
  setStatus(game.state, o, { faceDown: true });
  return values;
}

/** A permanent is turned face up (707.8): its copiable values revert; no enters abilities; it may trigger abilities. */
export function turnFaceUpBy(game: Kernel, o: GameObject): void {
  setStatus(game.state, o, { faceDown: false });
  game.say({ action: "turnedFaceUp", object: game.ref(o.id) });
  triggerTurnedFaceUp(game, o.id);
}

/** "Whenever [this / a creature you control] is turned face up": on its face-up characteristics (702.34, 603.2). */
function triggerTurnedFaceUp(game: Kernel, turned: ObjectId): void {
  for (const o of objectsIn(game.state, "battlefield")) {
    const controller = game.characteristics(o.id).controller;
    for (const a of game.characteristics(o.id).abilities) {
      if (!("triggered" in a.def) || !("turnedFaceUp" in a.def.triggered.when)) continue;
      const which = a.def.triggered.when.turnedFaceUp;
      if (which === "self" ? o.id !== turned : !game.matches(which, turned, controller, o.id)) continue;
      game.state.pendingTriggers.push({ ability: a, source: o.id, controller, triggerObject: turned });
    }
  }
}

/**
 * The schemas of the card-language words this module carries out (cards.ts says how a word is declared): a kernel
 * module's, listed in card-schema.ts.
 */
export const words = {
  keywords: ["morph"] as const,
  triggers: (l: Language) => ({
    /** "Whenever [this / a creature that matches] is turned face up" (702.34, 603.2). */
    turnedFaceUp: z.union([z.literal("self"), l.filter]),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface Keywords {
    morph: true;
  }
  interface TriggerBodies {
    turnedFaceUp: Body<typeof words.triggers, "turnedFaceUp">;
  }
}
