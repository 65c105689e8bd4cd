// Two-Headed Giant (810 in 2011, 606 in 2007): two teams of two players taking shared turns, with a shared
// life total (and, from 2011-09-30, shared poison counters), attacking and blocking as teams, winning and
// losing as teams. What differs by version is read from RuleSet.twoHeadedGiant.
import { RuleViolation } from "./errors.ts";
import { NoRuleSetError, type RuleSet, type TwoHeadedGiantRules } from "./ruleset.ts";
import type { RuleArea } from "./area.ts";
import { player, setLife, setTeamLife, type GameState, type Player, type PlayerId, type Team } from "./state.ts";
import { teamOf } from "./turn-order.ts";

export function isTwoHeadedGiant(state: GameState): boolean {
  return state.teams.length > 0;
}

/**
 * The Two-Headed Giant rules of a game with teams. Teams are only formed under rules that have the variant
 * (formTeams), so inside such a game they are there.
 */
export function giantRules(rules: RuleSet): TwoHeadedGiantRules {
  if (!rules.twoHeadedGiant) {
    const { rule, quote } = rules.switches.twoHeadedGiant;
    throw new NoRuleSetError(`the rules of ${rules.version} have no Two-Headed Giant variant (${rule}: "${quote}")`, "Two-Headed Giant variant", { variant: "twoHeadedGiant", rule });
  }
  return rules.twoHeadedGiant;
}

/**
 * Forms the teams from the players' `team` field. Each team starts with 15 life per player (810.4, 810.10;
 * 606.4a, 606.10). A member's `life` becomes a view of the team total: reading it gives the individual life
 * total effects see (810.9a: the team's; 606.9a: half of it, rounded up), and a change to it — damage, loss,
 * gain, a life total that "becomes" a number — happens to that player and is applied to the team total
 * (810.9, 810.9c). Poison counters are shared the same way where the RuleSet says so (810.10).
 */
function formTeams(state: GameState, rules: RuleSet): void {
  const giant = giantRules(rules);
  for (const p of state.players) {
    if (p.team === null) continue;
    let team = state.teams.find((t) => t.id === p.team);
    if (!team) state.teams.push((team = { id: p.team, members: [], life: 0, poison: 0 }));
    team.members.push(p.id);
    team.life += giant.lifePerPlayer.amount;
  }
  for (const team of state.teams) for (const id of team.members) shareWithTeam(player(state, id), team, rules);
}

function shareWithTeam(p: Player, team: Team, rules: RuleSet): void {
  const giant = giantRules(rules);
  const individual = () => (giant.individualLife.kind === "team" ? team.life : Math.ceil(team.life / 2));
  Object.defineProperty(p, "life", {
    enumerable: true,
    get: individual,
    set: (value: number) => {
      team.life += value - individual();
    },
  });
  if (giant.poison.shared)
    Object.defineProperty(p, "poison", {
      enumerable: true,
      get: () => team.poison,
      set: (value: number) => {
        team.poison = value;
      },
    });
}

/** Poison counters with which a team loses (810.8d, 810.11): fifteen, plus five per player beyond the second. */
export function teamPoisonLimit(rules: RuleSet, team: Team): number {
  const poison = giantRules(rules).poison;
  return poison.loseAt + poison.perExtraPlayer * Math.max(0, team.members.length - 2);
}

/**
 * "A player's life total becomes N" (810.9c / 606.9c) for one player: outside a team, or where the player's life
 * total becomes N and the team's is adjusted by the difference (shareWithTeam's setter), the player's; where the
 * rules say the team's life total becomes that number (606.9c, 2005-08-01), the team's.
 */
export function setPlayersLife(state: GameState, rules: RuleSet, p: Player, value: number): void {
  const team = teamOf(state, p.id);
  if (team && giantRules(rules).singlePlayersLifeBecomes.kind === "team-becomes") setTeamLife(state, team, value);
  else setLife(state, p, value);
}

/**
 * "Each player's life total becomes N" (810.9d / 606.9b). In Two-Headed Giant, each team chooses one of its
 * members and only that player's life total becomes N (2011), or the team's total becomes the sum of its
 * members' numbers (2007). `chosen` holds the members chosen by their teams.
 */
export function setEachPlayersLife(state: GameState, rules: RuleSet, value: (p: PlayerId) => number, chosen: PlayerId[]): void {
  const values = new Map(state.players.map((p) => [p.id, value(p.id)]));
  for (const p of state.players) if (!teamOf(state, p.id)) setLife(state, p, values.get(p.id)!);
  for (const team of state.teams) {
    const giant = giantRules(rules).eachPlayersLifeBecomes;
    if (giant.kind === "sum") {
      setTeamLife(state, team, team.members.reduce((sum, id) => sum + values.get(id)!, 0));
      continue;
    }
    const member = team.members.find((id) => chosen.includes(id));
    if (!member) throw new RuleViolation(giant.rule, { reason: "teamMustChoose", team: team.id });
    setLife(state, player(state, member), values.get(member)!);
  }
}

export const area: RuleArea = {
  name: "Two-Headed Giant (810 / 606)",
  setUp(game) {
    if (game.state.players.some((p) => p.team !== null)) formTeams(game.state, game.rules);
  },
};
