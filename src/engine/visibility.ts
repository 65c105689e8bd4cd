// Hidden information: who may see what a card is. Libraries are hidden from everyone and hands from everyone
// but their owner (and a Two-Headed Giant teammate, 810.5); a face-down spell or permanent may be looked at only
// by its controller (504.3 / 707.5); the controller of a player's turn sees what that player sees (507.2 / 711.4).
import { RuleViolation } from "./errors.ts";
import { faceUpValues } from "./face-down.ts";
import type { Kernel } from "./kernel.ts";
import { object, type ObjectId, type PlayerId } from "./state.ts";
import { turnController } from "./turn-control.ts";
import { teamMembers } from "./turn-order.ts";
import type { Values } from "./values.ts";

/** Whether `viewer` may see the identity (the face) of an object, without the turn-controller extension. */
function seesDirectly(game: Kernel, viewer: PlayerId, id: ObjectId): boolean {
  const o = object(game.state, id);
  if (o.zone === "library") return false;
  if (o.zone === "hand") return teamMembers(game.state, o.owner).includes(viewer);
  if (o.status.faceDown) return game.characteristics(id).controller === viewer;
  return true;
}

/** Whether `viewer` may see what this object is. */
export function maySee(game: Kernel, viewer: PlayerId, id: ObjectId): boolean {
  if (seesDirectly(game, viewer, id)) return true;
  // 507.2 / 711.4: what the player whose turn is controlled may see, the controller of the turn sees too.
  return game.state.players.some((p) => turnController(game.state, p.id) === viewer && seesDirectly(game, p.id, id));
}

/**
 * A player looks at an object: its face-up characteristics (for a face-down object, what it would be face up).
 * Refused for a face-down spell or permanent the player doesn't control (504.3 / 707.5) or a hidden card.
 */
export function lookAt(game: Kernel, viewer: PlayerId, id: ObjectId): Values {
  if (!maySee(game, viewer, id)) {
    const o = object(game.state, id);
    const rules = game.rules.additional;
    const who = game.playerRef(viewer);
    if (o.zone === "library") throw new RuleViolation(rules.lookLibrary, { reason: "cantLookAt", viewer: who, what: "library" });
    if (o.zone === "hand") throw new RuleViolation(rules.lookHand, { reason: "cantLookAt", viewer: who, what: "hand", owner: game.playerRef(o.owner) });
    throw new RuleViolation(rules.lookFaceDown, { reason: "cantLookAt", viewer: who, what: "face-down" });
  }
  return faceUpValues(game, object(game.state, id));
}
