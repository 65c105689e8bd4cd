// What a caller of the engine names, checked at its boundary: every object, player and zone an entry point is given
// must be one of the game, or the call is a UsageError naming it (the caller's mistake, not a rule of the game), raised
// before anything changes. An object the game had once but that no longer exists (it changed zones: 400.7) is the
// rules' matter: the action refuses it with a RuleViolation. Inside an action the engine trusts its own ids.
import { UsageError } from "./usage-errors.ts";
import { issuedBefore } from "./ids.ts";
import type { ZoneName } from "./ruleset.ts";
import type { GameState } from "./state.ts";

/** The zones of a game (400.1 / 217.1). */
const ZONES: readonly ZoneName[] = ["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"];

/**
 * What an entry point was given: its name (for the error) and the objects, players and zones it names. `objects`
 * must be in the game now (what an effect moves or changes); `chosen`, objects a player names in an action, need only
 * have been in the game: one that no longer exists is refused by the action's own rule.
 */
export interface Named {
  action: string;
  objects?: readonly unknown[];
  chosen?: readonly unknown[];
  players?: readonly unknown[];
  zones?: readonly unknown[];
}

export function requireNamed(state: GameState, named: Named): void {
  const { action } = named;
  for (const id of named.players ?? [])
    if (!state.players.some((p) => p.id === id)) throw new UsageError({ problem: "noSuchPlayer", action, player: String(id) });
  for (const id of named.objects ?? [])
    if (typeof id !== "string" || !state.objects.has(id)) throw new UsageError({ problem: "noSuchObject", action, id: String(id) });
  for (const id of named.chosen ?? [])
    if (typeof id !== "string" || !issuedBefore(id, state.nextId)) throw new UsageError({ problem: "noSuchObject", action, id: String(id) });
  for (const zone of named.zones ?? [])
    if (!ZONES.includes(zone as ZoneName)) throw new UsageError({ problem: "noSuchZone", action, zone: String(zone) });
}
