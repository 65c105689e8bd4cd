// Turns, phases and steps (500–514 / 300–314): going to the next step — the one a rule area inserts, or the next
// in order — with what ends and begins there (turn-based actions, then abilities that trigger, then priority), and
// drawing cards.
import { AREAS } from "./areas.ts";
import { RuleViolation } from "./errors.ts";
import { UsageError } from "./usage-errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { givePriority, resolveAll } from "./stack.ts";
import { player, STEPS, zoneKey, type PlayerId, type Step } from "./state.ts";
import { triggerAtBeginningOf } from "./triggers.ts";
import { nextTurnPlayer } from "./turn-order.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/turns.ts", {
  stepEnds: [["1999-04-23", "300.2"], ["2009-07-08", "500.2"]],
  turnEnds: [["1999-04-23", "300.1"], ["2009-07-08", "500.1"]],
  /** A game ends immediately when a player wins or the game is a draw (104.1 / 102.1): nothing happens after. */
  gameEnds: [["1999-04-23", "102.3"], ["2005-08-01", "102.1"], ["2009-07-08", "104.1"]],
});

/** How many steps advanceTo goes at most (five turns). */
export const ADVANCE_LIMIT = 5 * STEPS.length;

export function goToNextStep(k: Kernel, decisions: Decisions): void {
  if (k.state.zones.get("stack")!.length > 0) throw new RuleViolation(citations.cite(k.rules, "stepEnds"), { reason: "stepEndsOnlyWhenEmpty" });
  const t = k.state.turn;
  const index = STEPS.indexOf(t.step);
  // A rule area may insert a step (510.5 / 310.5: a second combat damage step after a first-strike one).
  const next = AREAS.map((a) => a.stepAfter?.(k, t.step) ?? null).find((x) => x !== null) ?? STEPS[(index + 1) % STEPS.length];
  for (const area of AREAS) area.endStep?.(k, t.step, next);
  if (index + 1 === STEPS.length) {
    t.number += 1;
    t.active = nextTurnPlayer(k.state);
    for (const area of AREAS) area.beginTurn?.(k);
    t.specialActionsTaken = [];
    t.spellsCastLastTurn = t.spellsCast;
    t.spellsCast = [];
    t.lifeLost = {};
    for (const o of k.state.objects.values()) o.activatedThisTurn = [];
  }
  // The step and turn are no input of characteristics: no new state version (the memo of layers.ts stays valid).
  t.step = next;
  beginStep(k, next, decisions);
}

function beginStep(k: Kernel, step: Step, decisions: Decisions): void {
  const t = k.state.turn;
  t.priority = null;
  // Turn-based actions (untap, draw, combat damage…), then abilities trigger; no priority in untap and cleanup steps.
  for (const area of AREAS) area.beginStep?.(k, step, decisions);
  triggerAtBeginningOf(k, step);
  if (step === "untap" || step === "cleanup") return;
  givePriority(k, t.active, decisions);
}

/**
 * Where advanceTo may go: a step of a turn at most ADVANCE_LIMIT steps away; asking for another is a usage error,
 * raised before anything changes.
 */
export function requireReachable(k: Kernel, turnNumber: number, step: Step): void {
  const t = k.state.turn;
  const distance = (turnNumber - t.number) * STEPS.length + STEPS.indexOf(step) - STEPS.indexOf(t.step);
  if (!Number.isInteger(turnNumber) || !STEPS.includes(step)) throw new UsageError({ problem: "noSuchStep", turn: turnNumber, step: String(step) });
  if (distance > ADVANCE_LIMIT) throw new UsageError({ problem: "stepsTooFar", turn: turnNumber, step, distance, limit: ADVANCE_LIMIT });
}

/** All players pass through the steps until the given one; stops early if the game ends (104.1 / 102.1). */
export function advanceThrough(k: Kernel, turnNumber: number, step: Step, decisions: Decisions): void {
  while ((k.state.turn.number !== turnNumber || k.state.turn.step !== step) && !k.isOver()) {
    if (k.state.turn.number > turnNumber) throw new RuleViolation(citations.cite(k.rules, "turnEnds"), { reason: "turnOver", turn: turnNumber });
    k.nextStep(decisions);
    // Abilities that triggered at the beginning of a step resolve before moving on.
    if ((k.state.turn.number !== turnNumber || k.state.turn.step !== step) && !k.isOver()) resolveAll(k, decisions);
  }
}

/** A player draws n cards; drawing from an empty library is remembered for the state-based action (704.5b). */
export function draw(k: Kernel, playerId: PlayerId, n: number): void {
  for (let i = 0; i < n; i++) {
    const library = k.state.zones.get(zoneKey("library", playerId))!;
    if (library.length === 0) {
      player(k.state, playerId).attemptedDrawFromEmpty = true;
      continue;
    }
    k.moveTo(library[0], "hand");
    k.say({ action: "draws", player: k.playerRef(playerId) });
  }
}
