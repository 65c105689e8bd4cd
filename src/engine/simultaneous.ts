// Events that move several objects at once: the state-based actions performed together (704.3 / 420.3), "destroy
// all …", "return all … to the battlefield", "create N tokens". Everything the event is judged on is looked at before any of them moves:
// each object's last known information, and the leaves-the-battlefield abilities that trigger (603.6d / 410.10d) —
// so creatures dying together see each other die ("whenever another creature dies"), the watcher among them; those
// entering together trigger their enters-the-battlefield abilities once all are there, and see each other enter.
// Objects that enter the battlefield together have entered at the same moment; their timestamps are still in an
// order (the active player's, 613.6g / 418.5e: here the order of the event's list), so the moment is kept apart.
import type { Move, RuleArea } from "./area.ts";
import type { Kernel, MoveOptions } from "./kernel.ts";
import type { ZoneName } from "./ruleset.ts";
import { object, type GameObject, type ObjectId } from "./state.ts";

declare module "./state.ts" {
  interface AreaState {
    /** Permanents that entered the battlefield together with others: the moment of that event (its first timestamp). */
    enteredTogether?: Record<ObjectId, number>;
    /** While an event puts objects onto the battlefield at once: those that entered so far, their triggers held. */
    enteringTogether?: ObjectId[];
  }
}

/** Moves the objects at once (each judged as it was before any of them moved); returns the new objects, in order. */
export function moveTogether(game: Kernel, moves: readonly Move[]): ObjectId[] {
  const looks = moves.map((m) => game.lookBack(m.id, m.zone));
  return enterTogether(game, () => moves.map((m, i) => game.moveTo(m.id, m.zone, { ...m.options, lookedBack: looks[i] })));
}

/**
 * Carries out an event that puts objects onto the battlefield at once ("create two tokens", "return all …"): they
 * entered at the same moment, and their enters-the-battlefield abilities trigger once all are there. Such events
 * don't nest: each is one instruction, or the state-based actions performed at once.
 */
export function enterTogether<T>(game: Kernel, event: () => T): T {
  game.state.areas.enteringTogether = [];
  let entered: ObjectId[];
  let result: T;
  try {
    result = event();
  } finally {
    // Read back here: a move that fails inside the event restores the state, this list with it (Game.attempt).
    entered = game.state.areas.enteringTogether!;
    delete game.state.areas.enteringTogether;
  }
  // 603.6d / 410.10d: the objects that exist immediately after the event are checked — all of those that entered
  // (none of them can leave the battlefield within the event).
  for (const id of entered) game.triggerEnters(id);
  if (entered.length > 1) {
    const moment = Math.min(...entered.map((id) => object(game.state, id).timestamp));
    const kept = Object.entries(game.state.areas.enteredTogether ?? {}).filter(([id]) => game.state.objects.get(id)?.zone === "battlefield");
    game.state.areas.enteredTogether = { ...Object.fromEntries(kept), ...Object.fromEntries(entered.map((id) => [id, moment])) };
  }
  return result;
}

export const area: RuleArea = {
  name: "events that move several objects at once (704.3, 603.6d / 420.3, 410.10d)",
  holdsEnterTriggers(game, id) {
    const held = game.state.areas.enteringTogether;
    held?.push(id);
    return held !== undefined;
  },
};

/**
 * Permanents the state-based actions put into their owners' graveyards (704.5 / 420.5), all at once: each once, for
 * the first rule that applies to it (narrated with that rule, unless it is null); says whether any moved.
 */
export function putIntoGraveyardsTogether(game: Kernel, moves: readonly Move[]): boolean {
  const once = moves.filter((m, i) => moves.findIndex((n) => n.id === m.id) === i && game.state.objects.has(m.id));
  for (const m of once) if (m.rule) game.say({ action: "putIntoGraveyard", object: game.ref(m.id), rule: m.rule });
  moveTogether(game, once);
  return once.length > 0;
}

/**
 * The moment a permanent entered the battlefield: shared by permanents that entered together, else its timestamp
 * (which an Aura attaching renews, 613.6d — no world permanent of the card language is an Aura).
 */
export function enteredBattlefieldAt(game: Kernel, o: GameObject): number {
  return game.state.areas.enteredTogether?.[o.id] ?? o.timestamp;
}
