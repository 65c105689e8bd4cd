// Two-Headed Giant (810 in 2011, 606 in 2007): two teams of two players taking shared turns, with a shared
// life total (and, from 2011-09-30, shared poison counters), attacking and blocking as teams, winning and
// losing as teams. What differs by version is read from the RuleSet's behaviours and this area's citations (giantRules).
import { RuleViolation } from "./errors.ts";
import type { RuleSet } from "./ruleset.ts";
import type { RuleArea } from "./area.ts";
import { countLifeLost, player, setLife, setTeamLife, type GameState, type Player, type PlayerId, type Team } from "./state.ts";
import { teamOf } from "./turn-order.ts";
import { citationTable, NEW_RULE, NoRuleSetError } from "./citations.ts";

/** 2018-04-27 (810.7): "The Two-Headed Giant variant uses the combat rules for the shared team turns option (see rule 805.10)." */
const THG_SHARED_TEAM_TURNS = "Two-Headed Giant combat became the shared team turns option's (805.10)";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/two-headed-giant.ts", {
  thgLife: [["1999-04-23", null], ["2005-08-01", "606.4a"], ["2009-07-08", "806.4a"], ["2010-06-18", "810.4"]],
  thgResources: [["1999-04-23", null], ["2005-08-01", "606.5"], ["2009-07-08", "806.5"], ["2010-06-18", "810.5"]],
  thgPoisonShared: [["1999-04-23", null], ["2011-04-01", "810.10"]],
  poisonLoss: [["2001-07-23", "420.5h"], ["2009-07-08", "704.5c"]],
  thgPoisonLoss: [["1999-04-23", null], ["2011-04-01", "810.8d"]],
  thgTeamLife: [["1999-04-23", null], ["2005-08-01", "606.8a"], ["2009-07-08", "806.8a"], ["2009-10-05", "806.8c"], ["2010-02-01", "806.9c"], ["2010-06-18", "810.8c"]],
  thgAsTeam: [["1999-04-23", null], ["2005-08-01", "606.8b"], ["2009-07-08", "806.8b"], ["2009-10-05", "806.8a"], ["2010-02-01", "806.9a"], ["2010-06-18", "810.8a"]],
  thgAttack: [["1999-04-23", null], ["2005-08-01", "606.7b"], ["2009-07-08", "806.7c"], ["2010-02-01", "806.8c"], ["2010-06-18", "810.7c"], ["2018-04-27", "805.10b", THG_SHARED_TEAM_TURNS]],
  thgBlock: [["1999-04-23", null], ["2005-08-01", "606.7c"], ["2009-07-08", "806.7d"], ["2010-02-01", "806.8d"], ["2010-06-18", "810.7d"], ["2018-04-27", "805.10d", THG_SHARED_TEAM_TURNS]],
  thgDamage: [["1999-04-23", null], ["2005-08-01", "606.7d"], ["2009-07-08", "806.7f"], ["2010-02-01", "806.8f"], ["2010-06-18", "810.7f"], ["2018-04-27", "805.10g", THG_SHARED_TEAM_TURNS], ["2024-11-08", "805.10f"]],
  thgIndividualLife: [["1999-04-23", null], ["2005-08-01", "606.9a"], ["2009-07-08", "806.9a"], ["2010-02-01", "806.10a"], ["2010-06-18", "810.9a"]],
  thgSinglePlayersLife: [["1999-04-23", null], ["2005-08-01", "606.9c"], ["2009-07-08", "806.9c"], ["2010-02-01", "806.10c"], ["2010-06-18", "810.9c"]],
  thgEachPlayersLife: [["1999-04-23", null], ["2005-08-01", "606.9b"], ["2009-07-08", "806.9b"], ["2010-02-01", "806.10b"], ["2010-04-23", "806.10d", NEW_RULE], ["2010-06-18", "810.9d"]],
});

/** What the Two-Headed Giant variant is under the rules in force (810 in 2011, 606 in 2007). */
interface TwoHeadedGiantRules {
  /** Starting life of a team: 15 per player (810.4 + 810.10 / 810.11; 606.4a + 606.10). */
  lifePerPlayer: { amount: number; rule: string };
  /** The life total an effect sees for one player: the team's (810.9a) or half of it rounded up (606.9a). */
  individualLife: { kind: "team" | "half-rounded-up"; rule: string };
  /** "Each player's life total becomes N": each team chooses one member (810.9d), or the team's total becomes the sum (606.9b). */
  eachPlayersLifeBecomes: { kind: "one-member" | "sum"; rule: string };
  /** A single player's life total becomes N: the team's becomes N (606.9c, 2005-08-01), or changes by the player's difference (810.9c). */
  singlePlayersLifeBecomes: { kind: "team-becomes" | "difference"; rule: string };
  /**
   * Poison counters: each player's own, lost at ten like in any game (2011-02-04: 810.5 shares only life; 704.5c),
   * or shared by the team, lost at fifteen plus five per player beyond the second (2011-09-30: 810.5, 810.10, 810.8d, 810.11).
   */
  poison: { shared: boolean; rule: string; loseAt: number; perExtraPlayer: number; loseRule: string };
  /** A team with 0 or less life loses (810.8c / 606.8a); players win and lose only as a team (810.8a / 606.8b). */
  teamLife: string;
  asTeam: string;
  /** Combined attack and block (810.7c–d / 606.7b–c); damage to one chosen defending player (810.7f / 606.7d). */
  attack: string;
  block: string;
  damage: string;
}

export function isTwoHeadedGiant(state: GameState): boolean {
  return state.teams.length > 0;
}

/**
 * The Two-Headed Giant rules of a game with teams. Teams are only formed under rules that have the variant
 * (formTeams), so inside such a game they are there.
 */
export function giantRules(rules: RuleSet): TwoHeadedGiantRules {
  const b = rules.behaviours;
  if (!b.twoHeadedGiant) {
    const { rule, quote } = rules.switches.twoHeadedGiant;
    throw new NoRuleSetError(`the rules of ${rules.version} have no Two-Headed Giant variant (${rule}: "${quote}")`, "Two-Headed Giant variant", { variant: "twoHeadedGiant", rule });
  }
  const cite = (key: keyof typeof citations.table) => citations.cite(rules, key);
  return {
    lifePerPlayer: { amount: b.thgLifePerPlayer!, rule: cite("thgLife") },
    individualLife: { kind: b.thgIndividualLife!, rule: cite("thgIndividualLife") },
    eachPlayersLifeBecomes: { kind: b.thgEachPlayersLife!, rule: cite("thgEachPlayersLife") },
    singlePlayersLifeBecomes: { kind: b.thgSinglePlayersLife!, rule: cite("thgSinglePlayersLife") },
    poison: b.thgPoison === "shared"
      ? { shared: true, rule: cite("thgPoisonShared"), loseAt: 15, perExtraPlayer: 5, loseRule: cite("thgPoisonLoss") }
      : { shared: false, rule: cite("thgResources"), loseAt: 10, perExtraPlayer: 0, loseRule: cite("poisonLoss") },
    teamLife: cite("thgTeamLife"),
    asTeam: cite("thgAsTeam"),
    attack: cite("thgAttack"),
    block: cite("thgBlock"),
    damage: cite("thgDamage"),
  };
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
  const before = p.life;
  if (team && giantRules(rules).singlePlayersLifeBecomes.kind === "team-becomes") setTeamLife(state, team, value);
  else setLife(state, p, value, false);
  lifeBecame(state, rules, p.id, before, value);
}

/**
 * A player's life total became `after` (for one member of a team whose total became the sum, 606.9b, the number set
 * for that player): where the rules say so (215.5 / 118.5), the player lost the difference — in Two-Headed Giant
 * from the individual life total effects see (606.9b: "considered to have lost 10 life (13 - 3)").
 */
function lifeBecame(state: GameState, rules: RuleSet, id: PlayerId, before: number, after: number): void {
  if (rules.behaviours.lifeSetGainsOrLoses) countLifeLost(state, id, before - after);
}

/**
 * "Each player's life total becomes N" (810.9d / 606.9b). In Two-Headed Giant, each team chooses one of its
 * members and only that player's life total becomes N (2011), or the team's total becomes the sum of its
 * members' numbers (2007). `chosen` holds the members chosen by their teams.
 */
export function setEachPlayersLife(state: GameState, rules: RuleSet, value: (p: PlayerId) => number, chosen: PlayerId[]): void {
  const values = new Map(state.players.map((p) => [p.id, value(p.id)]));
  const before = new Map(state.players.map((p) => [p.id, p.life]));
  const became = (id: PlayerId) => lifeBecame(state, rules, id, before.get(id)!, values.get(id)!);
  for (const p of state.players) {
    if (teamOf(state, p.id)) continue;
    setLife(state, p, values.get(p.id)!, false);
    became(p.id);
  }
  for (const team of state.teams) {
    const giant = giantRules(rules).eachPlayersLifeBecomes;
    if (giant.kind === "sum") {
      setTeamLife(state, team, team.members.reduce((sum, id) => sum + values.get(id)!, 0));
      team.members.forEach(became);
      continue;
    }
    const member = team.members.find((id) => chosen.includes(id));
    if (!member) throw new RuleViolation(giant.rule, { reason: "teamMustChoose", team: team.id });
    setLife(state, player(state, member), values.get(member)!, false);
    became(member);
  }
}

export const area: RuleArea = {
  name: "Two-Headed Giant (810 / 606)",
  citations,
  setUp(game) {
    if (game.state.players.some((p) => p.team !== null)) formTeams(game.state, game.rules);
  },
};
