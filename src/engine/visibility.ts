// Hidden information: who may see what a card is. Libraries are hidden from everyone and hands from everyone
// but their owner (and a Two-Headed Giant teammate, 810.5); a face-down spell or permanent may be looked at only
// by its controller (504.3 / 707.5); the controller of a player's turn sees what that player sees (507.2 / 711.4).
import type { RuleArea } from "./area.ts";
import { RuleViolation } from "./errors.ts";
import { faceUpValues } from "./face-down.ts";
import type { Kernel } from "./kernel.ts";
import { object, type ObjectId, type PlayerId } from "./state.ts";
import { turnController } from "./turn-control.ts";
import { teamMembers } from "./turn-order.ts";
import type { Values } from "./values.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/visibility.ts", {
  lookFaceDown: [["2001-07-23", "504.3"], ["2009-07-08", "707.5"], ["2021-07-23", "708.5"]],
  lookHand: [["1999-04-23", "217.3c"], ["2009-07-08", "402.3"]],
  lookLibrary: [["1999-04-23", "217.2b"], ["2009-07-08", "401.2"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface Refusals {
    cantLookAt: { viewer: PlayerRef; what: "library" | "face-down" } | { viewer: PlayerRef; what: "hand"; owner: PlayerRef };
  }
}

export const area: RuleArea = { name: "who may look at what (707.5, 402.3, 401.2 / 504.3, 217.3c, 217.2b)", citations };

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
    const who = game.playerRef(viewer);
    if (o.zone === "library") throw new RuleViolation(citations.cite(game.rules, "lookLibrary"), { reason: "cantLookAt", viewer: who, what: "library" });
    if (o.zone === "hand") throw new RuleViolation(citations.cite(game.rules, "lookHand"), { reason: "cantLookAt", viewer: who, what: "hand", owner: game.playerRef(o.owner) });
    throw new RuleViolation(citations.cite(game.rules, "lookFaceDown"), { reason: "cantLookAt", viewer: who, what: "face-down" });
  }
  return faceUpValues(game, object(game.state, id));
}
