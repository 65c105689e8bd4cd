// Countering spells (701.5a in 2011; 414.1 in 2007): a countered spell leaves the stack without resolving — a card to
// its owner's graveyard, a copy ceasing to exist — unless it "can't be countered": when an effect directs something
// to happen and another says it can't, the "can't" effect wins (101.2 / 103.2).
import type { Kernel } from "./kernel.ts";
import { object, type ObjectId } from "./state.ts";
import { citationTable, M10, NEW_RULE } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/countering.ts", {
  /** Countering a spell: to its owner's graveyard (414.1; 701.5a from M10; 701.6a from 2025-06-06). */
  counter: [["1999-04-23", "414.1"], ["2009-07-08", "701.5a", M10], ["2025-06-06", "701.6a"]],
  /** The "can't" effect wins (103.2; 101.2 from M10); the 1999-04-23 text has no such rule. */
  cantWins: [["1999-04-23", null], ["1999-11-01", "103.2", NEW_RULE], ["2009-07-08", "101.2"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    countered: { object: ObjectRef; rule: string };
    notCountered: { object: ObjectRef; rule: string | null };
  }
}

/** Whether the spell has "this spell can't be countered". */
function cantBeCountered(game: Kernel, id: ObjectId): boolean {
  return game.characteristics(id).abilities.some((a) => "cantBeCountered" in a.def);
}

/**
 * Counters a spell on the stack (a target of the resolving spell or ability: still there, since a spell that left
 * the stack is a new object, 400.7), if it can be; says what happened.
 */
export function counterSpell(game: Kernel, id: ObjectId): void {
  if (cantBeCountered(game, id)) {
    game.say({ action: "notCountered", object: game.ref(id), rule: citations.citeIfAny(game.rules, "cantWins") });
    return;
  }
  game.say({ action: "countered", object: game.ref(id), rule: citations.cite(game.rules, "counter") });
  game.removeFromStack(object(game.state, id));
}
