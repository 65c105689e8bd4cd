// Controlling another player's turn (507 in 2007; "controlling another player", 711 / 712 in 2011; Mindslaver):
// the controller of the turn makes every choice and decision the player would make, with that player's
// resources only; only control of the turn changes, objects keep their controllers (507.1c / 711.3).
import { z } from "zod";
import type { AreaWords, Body } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { requireNamed } from "./arguments.ts";
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import { playersOf, type InstructionHandlers } from "./resolution.ts";
import { player, type GameState, type ObjectId, type PlayerId } from "./state.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/turn-control.ts", {
  turnControl: [["2003-10-01", "507.1"], ["2009-07-08", "710.1"], ["2010-04-23", "711.1"], ["2011-09-30", "712.1"], ["2016-07-22", "714.1"], ["2018-04-27", "715.1"], ["2019-10-04", "716.1"], ["2021-07-23", "718.1"], ["2022-10-07", "719.1"], ["2022-11-18", "720.1"], ["2023-04-14", "719.1"], ["2024-02-02", "720.1"], ["2025-04-04", "721.1"], ["2025-07-25", "722.1"]],
  turnControlVisible: [["2003-10-01", "507.2"], ["2009-07-08", "710.3"], ["2010-04-23", "711.3"], ["2010-10-01", "711.4"], ["2011-09-30", "712.4"], ["2016-07-22", "714.4"], ["2018-04-27", "715.4"], ["2019-10-04", "716.4"], ["2021-07-23", "718.4"], ["2022-10-07", "719.4"], ["2022-11-18", "720.4"], ["2023-04-14", "719.4"], ["2024-02-02", "720.4"], ["2025-04-04", "721.4"], ["2025-07-25", "722.4"]],
  turnControlDecisions: [["2003-10-01", "507.3"], ["2009-07-08", "710.4"], ["2010-04-23", "711.4"], ["2010-10-01", "711.5"], ["2011-09-30", "712.5"], ["2016-07-22", "714.5"], ["2018-04-27", "715.5"], ["2019-10-04", "716.5"], ["2021-07-23", "718.5"], ["2022-10-07", "719.5"], ["2022-11-18", "720.5"], ["2023-04-14", "719.5"], ["2024-02-02", "720.5"], ["2025-04-04", "721.5"], ["2025-07-25", "722.5"]],
  turnControlResources: [["2003-10-01", "507.3a"], ["2009-07-08", "710.4a"], ["2010-04-23", "711.4a"], ["2010-10-01", "711.5a"], ["2011-09-30", "712.5a"], ["2016-07-22", "714.5a"], ["2018-04-27", "715.5a"], ["2019-10-04", "716.5a"], ["2021-07-23", "718.5a"], ["2022-10-07", "719.5a"], ["2022-11-18", "720.5a"], ["2023-04-14", "719.5a"], ["2024-02-02", "720.5a"], ["2025-04-04", "721.5a"], ["2025-07-25", "722.5a"]],
  turnControlConcede: [["2003-10-01", "507.3b"], ["2009-07-08", "710.5"], ["2010-04-23", "711.5"], ["2010-10-01", "711.6"], ["2011-09-30", "712.6"], ["2016-07-22", "714.6"], ["2018-04-27", "715.6"], ["2019-10-04", "716.6"], ["2021-07-23", "718.6"], ["2022-10-07", "719.6"], ["2022-11-18", "720.6"], ["2023-04-14", "719.6"], ["2024-02-02", "720.6"], ["2025-04-04", "721.6"], ["2025-07-25", "722.6"]],
  turnControlManaBurn: [["2003-10-01", "507.4"], ["2009-07-08", null]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    willControlNextTurn: { controller: PlayerRef; affected: PlayerRef };
    controlsTurn: { controller: PlayerRef; affected: PlayerRef };
  }
  interface Refusals {
    decidesFor: { expected: PlayerRef; player: PlayerRef; person: PlayerRef | null };
    ownResources: { player: PlayerRef; foreign: ObjectRef };
    cantMakeConcede: { person: PlayerRef; player: PlayerRef };
  }
}

interface TurnControl {
  /** Effects waiting for the affected player's next turn, latest last (507.1a: the last one created works). */
  pending: { player: PlayerId; controller: PlayerId }[];
  /** Who controls the current turn's active player, if anyone. */
  current: { player: PlayerId; controller: PlayerId } | null;
}

declare module "./state.ts" {
  interface AreaState {
    turnControl?: TurnControl;
    /** The person taking the action being carried out (a scenario's `by:`), when it isn't the player concerned. */
    actingPerson?: PlayerId;
  }
}

function controlOf(state: GameState): TurnControl {
  return (state.areas.turnControl ??= { pending: [], current: null });
}

/** "You control target player during that player's next turn" (507.1): waits for that player's next turn. */
export function controlNextTurn(game: Kernel, affected: PlayerId, controller: PlayerId): void {
  const control = controlOf(game.state);
  control.pending = control.pending.filter((p) => p.player !== affected);
  control.pending.push({ player: affected, controller });
  game.say({ action: "willControlNextTurn", controller: game.playerRef(controller), affected: game.playerRef(affected) });
}

/**
 * A turn begins: the previous turn's control ends, and a pending effect for the new active player starts
 * (507.1). A skipped turn leaves its effect pending (507.1b): only a turn actually taken calls this.
 */
function beginTurnControl(game: Kernel): void {
  const control = controlOf(game.state);
  const active = game.state.turn.active;
  const starting = control.pending.find((p) => p.player === active) ?? null;
  control.pending = control.pending.filter((p) => p !== starting);
  control.current = starting;
  if (starting)
    game.say({ action: "controlsTurn", controller: game.playerRef(starting.controller), affected: game.playerRef(active) });
}

/** Who controls this player's turn right now, if another player does. */
export function turnController(state: GameState, id: PlayerId): PlayerId | null {
  const current = state.areas.turnControl?.current;
  return current && current.player === id && current.controller !== id ? current.controller : null;
}

/** Who makes this player's choices and decisions: the controller of the player's turn, else the player (507.3). */
export function decider(state: GameState, id: PlayerId): PlayerId {
  return turnController(state, id) ?? id;
}

/**
 * Runs an action taken by `person` (for himself or herself, or for a player whose turn he or she controls). Such
 * actions don't nest: a scenario's `by:` names the person taking one action (a subgame's actions are another game's).
 */
export function actingAs<T>(game: Kernel, person: PlayerId, action: () => T): T {
  requireNamed(game.state, { action: "actingAs", players: [person] });
  game.state.areas.actingPerson = person;
  try {
    return action();
  } finally {
    // A reversed action restores the areas' part as a new object: clear it on the state's current one.
    delete game.state.areas.actingPerson;
  }
}

/** Who is taking the current action: the person named by actingAs, else the player concerned. */
function actor(game: Kernel, concerned: PlayerId): PlayerId {
  return game.state.areas.actingPerson ?? concerned;
}

/**
 * The person taking an action for a player must be the one who makes that player's decisions: the controller
 * of the turn, not the player (507.3 / 711.5); a player controlling another's turn still makes his or her own
 * decisions (507.3d / 711.8).
 */
export function requireDecider(game: Kernel, id: PlayerId): void {
  const person = actor(game, id);
  const expected = decider(game.state, id);
  if (person !== expected)
    throw new RuleViolation(
      citations.cite(game.rules, "turnControlDecisions"),
      { reason: "decidesFor", expected: game.playerRef(expected), player: game.playerRef(id), person: expected === id ? null : game.playerRef(person) },
    );
}

/** The controller of a player's turn pays that player's costs with that player's resources only (507.3a / 711.5a). */
function requireOwnResources(game: Kernel, id: PlayerId, objects: ObjectId[]): void {
  const foreign = objects.find((o) => game.state.objects.get(o)?.owner !== id);
  if (foreign && actor(game, id) !== id)
    throw new RuleViolation(
      citations.cite(game.rules, "turnControlResources"),
      { reason: "ownResources", player: game.playerRef(id), foreign: game.ref(foreign) },
    );
}

/** A player may concede at any time, even during a controlled turn; nobody else can make him or her concede (507.3b / 711.6). */
export function requireConcedingPlayer(game: Kernel, id: PlayerId): void {
  const person = actor(game, id);
  if (person !== id)
    throw new RuleViolation(citations.cite(game.rules, "turnControlConcede"), { reason: "cantMakeConcede", person: game.playerRef(person), player: game.playerRef(id) });
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: () => ({
    /** "You control target player during that player's next turn" (507.1 / 711.1). */
    controlNextTurn: z.literal("target"),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    controlNextTurn: Body<typeof words.instructions, "controlNextTurn">;
  }
}

/** "You control target player during that player's next turn" as a word of the card language. */
const instructions: Pick<InstructionHandlers, "controlNextTurn"> = {
  controlNextTurn: (_target, ctx) => {
    for (const p of playersOf(ctx, "target")) controlNextTurn(ctx.game, p, ctx.controller);
  },
};

export const area = {
  name: "controlling another player's turn (507 / 711–712)",
  citations,
  beginTurn: beginTurnControl,
  requireDecider,
  requireOwnResources,
  words,
  instructions,
} satisfies RuleArea;
