// What a caller of the engine names, checked at its boundary: every object, player and zone an entry point is given
// must be one of the game, or the call is a UsageError naming it (the caller's mistake, not a rule of the game), raised
// before anything changes. An object the game had once but that no longer exists (it changed zones: 400.7) is the
// rules' matter: the action refuses it with a RuleViolation. Inside an action the engine trusts its own ids.
import { UsageError } from "./usage-errors.ts";
import { issuedBefore } from "./ids.ts";
import type { ZoneName } from "./ruleset.ts";
import type { Decisions, Named } from "./kernel.ts";
import type { GameState, TargetRef } from "./state.ts";

/** The zones of a game (400.1 / 217.1). */
const ZONES: readonly ZoneName[] = ["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"];


/** The objects (that need only have been in the game) and the players an answer names. */
type NamedIn = { chosen?: readonly unknown[]; players?: readonly unknown[] };

const nothing = (): NamedIn => ({});
/** A list as given (an answer that isn't one is the action's own rule to refuse: a wrong number of targets…). */
const list = <T>(given: readonly T[]): readonly T[] => (Array.isArray(given) ? given : []);
const objects = (ids: readonly unknown[]): NamedIn => ({ chosen: list(ids).filter((id) => id !== null) });
const targets = (refs: readonly TargetRef[]): NamedIn => ({
  chosen: list(refs).flatMap((t) => (t && typeof t === "object" && "object" in t ? [t.object] : [])),
  players: list(refs).flatMap((t) => (t && typeof t === "object" && "player" in t ? [t.player] : [])),
});

/** What each kind of answer names, by its field: a field added to Decisions without its row doesn't type-check. */
const NAMED_IN: { [K in keyof Required<Decisions>]: (answer: NonNullable<Decisions[K]>) => NamedIn } = {
  color: nothing, creatureType: nothing, mode: nothing, x: nothing, may: nothing, number: nothing, call: nothing, keepCoin: nothing,
  half: nothing, fuse: nothing, chosenToken: nothing, playSubgame: nothing, fromOutside: nothing,
  targets, newTargets: targets,
  triggerTargets: (byAbility) => targets(Object.values(byAbility).flatMap(list)),
  discard: objects, sacrifice: objects, legendKept: objects, thenCopyOf: objects,
  find: (id) => objects([id]), exile: (id) => objects([id]), copyOf: (id) => objects([id]),
  chosenPlayers: (players) => ({ players: list(players) }),
  damageTo: (byAttacker) => ({ chosen: Object.keys(byAttacker), players: Object.values(byAttacker) }),
  assignDamage: (byAttacker) => ({ chosen: [...Object.keys(byAttacker), ...Object.values(byAttacker).flatMap((split) => list(split).map((pair) => (Array.isArray(pair) ? pair[0] : undefined)))] }),
};

/** The objects and players the answers given with an action name. */
function namedInDecisions(decisions: Decisions): Required<NamedIn> {
  const named = { chosen: [] as unknown[], players: [] as unknown[] };
  for (const [field, answer] of Object.entries(decisions)) {
    const row = NAMED_IN[field as keyof Decisions] as ((answer: unknown) => NamedIn) | undefined;
    if (!row || answer === undefined || answer === null) continue;
    const found = row(answer);
    named.chosen.push(...(found.chosen ?? []));
    named.players.push(...(found.players ?? []));
  }
  return named;
}

export function requireNamed(state: GameState, named: Named): void {
  const { action } = named;
  const answers = named.decisions ? namedInDecisions(named.decisions) : { chosen: [], players: [] };
  for (const id of [...(named.players ?? []), ...answers.players])
    if (!state.players.some((p) => p.id === id)) throw new UsageError({ problem: "noSuchPlayer", action, player: String(id) });
  for (const id of named.objects ?? [])
    if (typeof id !== "string" || !state.objects.has(id)) throw new UsageError({ problem: "noSuchObject", action, id: String(id) });
  for (const id of [...(named.chosen ?? []), ...answers.chosen])
    if (typeof id !== "string" || !issuedBefore(id, state.nextId)) throw new UsageError({ problem: "noSuchObject", action, id: String(id) });
  for (const zone of named.zones ?? [])
    if (!ZONES.includes(zone as ZoneName)) throw new UsageError({ problem: "noSuchZone", action, zone: String(zone) });
}
