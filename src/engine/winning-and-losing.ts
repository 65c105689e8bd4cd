// Winning and losing the game (104 in 2011, 102 in 2007): the state-based game losses (704.5a–c / 420.5a, g,
// h), effects that say a player wins, and the effects that stop players from losing or winning. In
// Two-Headed Giant players win and lose only as a team (810.8a / 606.8b), a team with 0 or less life loses
// (810.8c), and where poison counters are shared the team loses with fifteen of them (810.8d).
import { z } from "zod";
import type { AreaWords, Body } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import type { Kernel } from "./kernel.ts";
import { preventsLoss, preventsWin } from "./player-effects.ts";
import type { InstructionHandlers } from "./resolution.ts";
import { opponents, setOutcome, type Player, type PlayerId } from "./state.ts";
import type { NarrationEvent, PlayerRef } from "./narration.ts";
import { requireConcedingPlayer } from "./turn-control.ts";
import { giantRules, teamPoisonLimit } from "./two-headed-giant.ts";
import { teamMembers, teamOf } from "./turn-order.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/winning-and-losing.ts", {
  /**
   * The win of a player whose opponents have all left the game "overrides all effects that would prevent that player
   * from winning the game" (104.2a from 2010-02-01, Worldwake; "preclude" in later releases); before, 102.2a / 104.2a say no such thing.
   */
  lastPlayerWinsOverCantWin: [["1999-04-23", null], ["2010-02-01", "104.2a", "104.2a gained the sentence 'This happens immediately and overrides all effects that would prevent that player from winning the game'"]],
  /**
   * In every multiplayer game, an effect that says a player wins makes all of that player's opponents lose instead
   * (104.3h from 2010-02-01, Worldwake, to 2017-01-20). Before (102.3g, then 104.3h from M10) and from 2017-04-28
   * (104.3h) the rule holds only under the limited range of influence option, which the engine doesn't model.
   */
  opponentsLoseInstead: [["1999-04-23", null], ["2010-02-01", "104.3h", "104.3h came to hold in every multiplayer game, not only under the limited range of influence option"], ["2017-04-28", null]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    /** `poison`: how many poison counters, when that is why. */
    losesGame: { player: PlayerRef; why: LossReason; poison?: number };
    winsGame: { player: PlayerRef };
    cantWin: { player: PlayerRef };
  }
}

/** Why a player lost, as the narration says it. */
type Loss = Pick<Extract<NarrationEvent, { action: "losesGame" }>, "why" | "poison">;

/** What an effect that says a player can't lose stops: losing for 0 or less life, or for any reason. */
type LossReason = "life" | "other";

/**
 * Why a player loses as a state-based action now: each of 704.5a–c is checked on its own, so a player an effect
 * keeps from losing for 0 life still loses for ten poison counters.
 */
function stateBasedLosses(game: Kernel, p: Player): { reason: LossReason; why: Loss }[] {
  const { state, rules } = game;
  const losses: { reason: LossReason; why: Loss }[] = [];
  if (p.life <= 0) losses.push({ reason: "life", why: { why: "life" } });
  if (p.attemptedDrawFromEmpty) losses.push({ reason: "other", why: { why: "empty-library" } });
  const team = teamOf(state, p.id);
  const limit = team && giantRules(rules).poison.shared ? teamPoisonLimit(rules, team) : 10;
  if (p.poison >= limit) losses.push({ reason: "other", why: { why: "poison", poison: p.poison } });
  return losses;
}

/** Marks every player of a team as having lost or won (810.8a: only as a team), saying it of each; whether anything changed. */
function markTeam(game: Kernel, id: PlayerId, outcome: "lost" | "won", said: (player: PlayerRef) => NarrationEvent): boolean {
  let happened = false;
  for (const m of teamMembers(game.state, id)) {
    const p = game.state.players.find((x) => x.id === m)!;
    if (p[outcome]) continue;
    setOutcome(game.state, p, outcome);
    happened = true;
    game.say(said(game.playerRef(p.id)));
  }
  return happened;
}

const wins = (player: PlayerRef): NarrationEvent => ({ action: "winsGame", player });

/**
 * A player (with his or her team) loses, unless an effect stops a player of the team from losing for that
 * reason, which stops the whole team from losing (810.8a). Nothing stops a concession (104.3a / 102.3a).
 */
function lose(game: Kernel, id: PlayerId, reason: LossReason | "concession", why: Loss): boolean {
  const members = teamMembers(game.state, id);
  if (reason !== "concession" && members.some((m) => preventsLoss(game, m, reason))) return false;
  return markTeam(game, id, "lost", (player) => ({ action: "losesGame", player, ...why }));
}

/** Whether an effect says a player of this player's team can't win the game. */
function cantWin(game: Kernel, id: PlayerId): boolean {
  return teamMembers(game.state, id).some((m) => preventsWin(game, m));
}

/**
 * The state-based actions about the players (704.5a–c, 810.8c–d / 420.5a, g, h): who loses, then who wins
 * because all of his or her opponents have lost (104.2a / 102.2a). Returns whether anything happened.
 */
function checkGameLosses(game: Kernel): boolean {
  let happened = false;
  for (const p of game.state.players) {
    if (p.lost) continue;
    // The first loss no effect stops is the one narrated.
    if (stateBasedLosses(game, p).some((loss) => lose(game, p.id, loss.reason, loss.why))) happened = true;
  }
  // 704.5b: an attempt to draw from an empty library counts once, when state-based actions are next checked.
  for (const p of game.state.players) p.attemptedDrawFromEmpty = false;
  return lastPlayersWin(game) || happened;
}

/** Each player all of whose opponents have lost wins, with his or her team (104.2a, 104.2c / 102.2a, 102.2c); whether anyone did. */
function lastPlayersWin(game: Kernel): boolean {
  // 104.2a from 2010-02-01: this win "overrides all effects that would prevent that player from winning the game";
  // before, an effect saying the player can't win stops it (102.2a, 103.2: the "can't" effect wins).
  const overrides = citations.citeIfAny(game.rules, "lastPlayerWinsOverCantWin") !== null;
  let happened = false;
  if (game.state.players.length > 1) {
    for (const p of game.state.players) {
      if (p.lost || p.won) continue;
      if (opponents(game.state, p.id).every((o) => o.lost) && (overrides || !cantWin(game, p.id)) && markTeam(game, p.id, "won", wins)) happened = true;
    }
  }
  return happened;
}

/**
 * "You win the game": the player wins (104.2b), with his or her team in Two-Headed Giant (810.8a), unless an effect
 * says he or she can't (101.2 / 103.2). In a multiplayer game (100.1b: one that begins with more than two players)
 * from 2010-02-01 to 2017-01-20, all of his or her opponents lose instead (104.3h), and the player wins only as
 * the last one left (104.2a) — an opponent who can't lose stays, and so does the game.
 */
export function winGame(game: Kernel, id: PlayerId): void {
  if (citations.citeIfAny(game.rules, "opponentsLoseInstead") !== null && game.state.players.length > 2) {
    // An opponent who has already lost is skipped by markTeam.
    for (const o of opponents(game.state, id)) lose(game, o.id, "other", { why: "opponent-won" });
    lastPlayersWin(game);
    return;
  }
  if (cantWin(game, id)) {
    game.say({ action: "cantWin", player: game.playerRef(id) });
    return;
  }
  markTeam(game, id, "won", wins);
}

/**
 * A player concedes: he or she loses the game at once (104.3a / 102.3a), with his or her team in Two-Headed
 * Giant (810.8b). Only the player can concede, even while another player controls his or her turn (507.3b).
 */
export function concede(game: Kernel, id: PlayerId): void {
  game.attempt(() => {
    requireConcedingPlayer(game, id);
    lose(game, id, "concession", { why: "conceded" });
    game.checkStateBasedActions();
  }, { action: "concede", players: [id] });
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: () => ({
    /** "You win the game" (104.2b; in multiplayer, 104.3h). */
    winGame: z.literal(true),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    winGame: Body<typeof words.instructions, "winGame">;
  }
}

/** "You win the game" as a word of the card language. */
const instructions: Pick<InstructionHandlers, "winGame"> = { winGame: (_you, ctx) => winGame(ctx.game, ctx.controller) };

export const area = {
  name: "winning and losing (104 / 102; 810.8 / 606.8)",
  citations,
  // 704.5a–c, 810.8: players (and teams) who lose, and who wins.
  stateBasedActions: checkGameLosses,
  words,
  instructions,
} satisfies RuleArea;
