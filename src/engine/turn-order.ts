// Players, teams and turn order (101.4, 102 / 104; the shared team turns of 805 / 606.2): who takes the turn, who gets
// priority next, how many pass in succession before the stack resolves. A player is a team of one outside
// Two-Headed Giant (two-headed-giant.ts forms the teams).
import { player, type GameState, type PlayerId, type Team } from "./state.ts";

export function teamOf(state: GameState, id: PlayerId): Team | null {
  return state.teams.find((t) => t.members.includes(id)) ?? null;
}

/** The player and his or her teammates (just the player outside Two-Headed Giant). */
export function teamMembers(state: GameState, id: PlayerId): PlayerId[] {
  return teamOf(state, id)?.members ?? [id];
}

/** The players taking the current turn: the active player's team in Two-Headed Giant (810.2, 805). */
export function activePlayers(state: GameState): PlayerId[] {
  return teamMembers(state, state.turn.active);
}

export function isActivePlayer(state: GameState, id: PlayerId): boolean {
  return activePlayers(state).includes(id);
}

/** The next player in turn order after `id` who isn't on `id`'s team and is still in the game. */
export function nextPlayerAfter(state: GameState, id: PlayerId): PlayerId {
  const ids = state.players.map((p) => p.id);
  const team = teamMembers(state, id);
  const start = ids.indexOf(id);
  for (let i = 1; i <= ids.length; i++) {
    const candidate = ids[(start + i) % ids.length];
    if (!team.includes(candidate) && !player(state, candidate).lost) return candidate;
  }
  return id;
}

/** Who takes the next turn: the next team in turn order (805: shared team turns). */
export function nextTurnPlayer(state: GameState): PlayerId {
  return nextPlayerAfter(state, state.turn.active);
}

/** How many pass priority in succession before the top of the stack resolves: teams, in Two-Headed Giant (805). */
export function priorityHolders(state: GameState): number {
  return new Set(state.players.filter((p) => !p.lost).map((p) => teamOf(state, p.id)?.id ?? p.id)).size;
}

