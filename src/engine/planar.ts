// Planar Magic (901 in both 2011 versions, "Planechase" from Innistrad; no such variant in 2007): each player's
// planar deck in the command zone, the face-up plane whose abilities function from there (901.7), the planar
// controller (901.6), the planar die's faces (901.3a) and what a roll makes trigger (901.8a–c). Rolling the die is a
// special action (115.2f): special-actions.ts.
import { z } from "zod";
import type { AreaWords, Body } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { requireNamed } from "./arguments.ts";
import type { Kernel, PendingTrigger } from "./kernel.ts";
import type { DieFace } from "./narration.ts";
import type { InstructionHandlers } from "./resolution.ts";
import type { Step } from "./state.ts";
import { objectsIn, type GameState, type ObjectId, type PlayerId } from "./state.ts";
import type { AbilityInstance } from "./values.ts";

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    turnsPlaneFaceUp: { player: PlayerRef; plane: ObjectRef };
    planeswalks: { player: PlayerRef };
  }
}

declare module "./state.ts" {
  interface AreaState {
    /** The face-up plane (planes in a planar deck are face down, 901.4). */
    facePlane?: ObjectId;
  }
}

/** The face-up plane, if the game is a Planar Magic one (it never leaves the command zone: 901.4). */
export function facePlane(game: Kernel): ObjectId | null {
  const plane = game.state.areas.facePlane;
  // A plane moved out of the command zone (by an action of the API: no rule moves it) is a new object (400.7), no
  // longer the face-up plane.
  return plane !== undefined && game.state.objects.get(plane)?.zone === "command" ? plane : null;
}

/** A player's planar deck, top first: his or her face-down planes in the command zone (the zone's last is its top). */
export function planarDeck(game: Kernel, owner: PlayerId): ObjectId[] {
  const plane = facePlane(game);
  return objectsIn(game.state, "command")
    .filter((o) => o.owner === owner && o.id !== plane && game.characteristics(o.id).types.includes("plane"))
    .map((o) => o.id)
    .reverse();
}

/** 901.6: the planar controller is normally the active player. */
function planarController(game: Kernel): PlayerId {
  return game.state.turn.active;
}

/** Moves the top card of a player's planar deck off it and turns it face up (901.5, 901.10). */
function turnTopFaceUp(game: Kernel, playerId: PlayerId): void {
  const [top] = planarDeck(game, playerId);
  if (!top) return;
  game.state.areas.facePlane = top;
  game.say({ action: "turnsPlaneFaceUp", player: game.playerRef(playerId), plane: game.ref(top) });
}

/** 901.5: once the game starts, the starting player turns the top card of his or her planar deck face up. */
export function startPlanarGame(game: Kernel, startingPlayer: PlayerId): void {
  requireNamed(game.state, { action: "startPlanarGame", players: [startingPlayer] });
  turnTopFaceUp(game, startingPlayer);
}

/**
 * 901.7a: the planeswalking ability. The face-up plane goes on the bottom of its owner's planar deck face down (a new
 * object), then the player moves the top card of his or her planar deck off it and turns it face up (901.10).
 */
export function planeswalk(game: Kernel, playerId: PlayerId, from: ObjectId): void {
  if (facePlane(game) !== from) return;
  delete game.state.areas.facePlane;
  game.moveTo(from, "command", { position: "bottom" });
  game.say({ action: "planeswalks", player: game.playerRef(playerId) });
  turnTopFaceUp(game, playerId);
}

/** 901.3a: a six-sided die with one planeswalker face, one chaos face and four blank faces. */
export function rollDie(game: Kernel): DieFace {
  const face = game.rng.below(6);
  return face === 0 ? "planeswalker" : face === 1 ? "chaos" : "blank";
}

const planeswalkingAbility = (origin: string): AbilityInstance => ({
  origin,
  def: { id: "planeswalking", triggered: { when: { rollsPlanarDie: "planeswalker" }, effect: [{ planeswalk: true }] } },
});

/**
 * 901.8a–c: what the active player's roll (901.8; either member of the active team's, 901.11d) makes the face-up
 * `plane` trigger: {C} its "whenever you roll {C}" abilities, {P} its planeswalking ability; a blank face, none of
 * them. "You" is the planar controller, and in Two-Headed Giant his or her teammate too (901.11c): whoever rolled.
 */
export function dieRollTriggers(game: Kernel, plane: ObjectId, face: DieFace): PendingTrigger[] {
  const controller = planarController(game);
  const origin = game.state.objects.get(plane)!.cardId ?? plane;
  const abilities = face === "planeswalker" ? [planeswalkingAbility(origin)] : game.characteristics(plane).abilities;
  return abilities
    .filter((a) => "triggered" in a.def && "rollsPlanarDie" in a.def.triggered.when && a.def.triggered.when.rollsPlanarDie === face)
    .map((ability) => ({ ability, source: plane, controller }));
}

/** The face-up plane's "at the beginning of your upkeep" abilities, "your" being the planar controller's (901.7). */
function planeTriggersAtBeginningOf(game: Kernel, step: Step): PendingTrigger[] {
  const plane = facePlane(game);
  if (!plane || step !== "upkeep") return [];
  return game
    .characteristics(plane)
    .abilities.filter((a) => "triggered" in a.def && "beginningOfUpkeep" in a.def.triggered.when)
    .map((ability) => ({ ability, source: plane, controller: planarController(game) }));
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: () => ({
    /** The planeswalking ability of a plane (901.7a). */
    planeswalk: z.literal(true),
  }),
  triggers: () => ({
    /** A plane's "Whenever you roll {C}", or its planeswalking ability on {P} (901.7a, 901.8b–c). */
    rollsPlanarDie: z.enum(["chaos", "planeswalker"]),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    planeswalk: Body<typeof words.instructions, "planeswalk">;
  }
  interface TriggerBodies {
    rollsPlanarDie: Body<typeof words.triggers, "rollsPlanarDie">;
  }
}

/** The plane's planeswalking ability (901.7a) as a word of the card language. */
const instructions: Pick<InstructionHandlers, "planeswalk"> = {
  planeswalk: (_planeswalk, ctx) => {
    if (ctx.source) planeswalk(ctx.game, ctx.controller, ctx.source);
  },
};

export const area = {
  name: "Planar Magic (901)",
  // The face-up plane's abilities function from the command zone (901.7).
  triggersAtBeginningOf: planeTriggersAtBeginningOf,
  words,
  instructions,
} satisfies RuleArea;
