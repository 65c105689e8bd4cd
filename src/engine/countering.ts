// Countering spells (701.5a in 2011; 414.1 in 2007): a countered spell leaves the stack without resolving — a card to
// its owner's graveyard, a copy ceasing to exist — unless it "can't be countered": when an effect directs something
// to happen and another says it can't, the "can't" effect wins (101.2 / 103.2).
import type { Kernel } from "./kernel.ts";
import { object, type ObjectId } from "./state.ts";

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
    game.say({ action: "notCountered", object: game.ref(id), rule: game.rules.cantWins });
    return;
  }
  game.say({ action: "countered", object: game.ref(id), rule: game.rules.counter });
  game.removeFromStack(object(game.state, id));
}
