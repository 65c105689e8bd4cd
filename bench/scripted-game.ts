// A scripted game between two players through the real engine (bench/game.bench.ts): each turn the active player
// draws, plays a land, casts the creatures and Lightning Bolts its lands pay for, attacks with every creature that
// can, and the defending player blocks one attacker for each untapped creature.
import { declareAttackers, declareBlockers } from "../src/engine/combat.ts";
import { Game } from "../src/engine/game.ts";
import { ruleSet } from "../src/engine/ruleset.ts";
import { objectsIn, opponents, type ObjectId, type PlayerId } from "../src/engine/state.ts";
import { poolCard } from "../test/engine/pool.ts";
import { playLand } from "../src/engine/special-actions.ts";

export const TURNS = 200;
const PLAYERS: PlayerId[] = ["alex", "bianca"];
/** One library "cycle", repeated: lands, creatures and removal, so that the board stays busy but bounded. */
const CYCLE = ["mountain", "grizzly-bears", "forest", "lightning-bolt", "mountain", "gray-ogre", "forest", "raging-goblin"];

export function newScriptedGame(version = "2011-02-04"): Game {
  // Life totals large enough for the game to last all its turns.
  const g = new Game(ruleSet(version), PLAYERS.map((id) => ({ id, name: id, life: 10_000 })));
  for (const p of PLAYERS) for (let i = 0; i < TURNS / 2 + 10; i++) g.createCard(poolCard(CYCLE[i % CYCLE.length]), "library", p);
  for (const p of PLAYERS) for (let i = 0; i < 7; i++) g.createCard(poolCard(CYCLE[i % CYCLE.length]), "hand", p);
  return g;
}

function untappedLands(g: Game, p: PlayerId): number {
  return objectsIn(g.state, "battlefield").filter((o) => !o.status.tapped && g.characteristics(o.id).controller === p && g.characteristics(o.id).types.includes("land")).length;
}

function hand(g: Game, p: PlayerId, type: string): ObjectId[] {
  return objectsIn(g.state, "hand", p).filter((o) => g.characteristics(o.id).types.includes(type as never)).map((o) => o.id);
}

function creatures(g: Game, p: PlayerId): ObjectId[] {
  return objectsIn(g.state, "battlefield").filter((o) => g.characteristics(o.id).controller === p && g.characteristics(o.id).types.includes("creature")).map((o) => o.id);
}

/** The active player's main phase: a land, then creatures and Bolts (at the opponent's biggest creature) while mana lasts. */
function mainPhase(g: Game, p: PlayerId): void {
  const [land] = hand(g, p, "land");
  if (land) playLand(g, p, land);
  for (const card of hand(g, p, "creature")) {
    const cost = g.characteristics(card).manaCost === "{4}{G}{G}" ? 6 : (g.characteristics(card).manaCost?.match(/\{/gu)?.length ?? 0);
    if (untappedLands(g, p) < cost) continue;
    try {
      g.cast(p, card);
    } catch {
      continue; // the wrong colours of mana: the cast is reversed (715.1)
    }
    g.passPriority(p);
    g.passPriority(opponents(g.state, p)[0].id);
  }
  const defender = opponents(g.state, p)[0].id;
  for (const bolt of hand(g, p, "instant")) {
    const [target] = creatures(g, defender);
    if (!target || untappedLands(g, p) < 1) break;
    try {
      g.cast(p, bolt, { targets: [{ object: target }] });
    } catch {
      break;
    }
    g.passPriority(p);
    g.passPriority(defender);
  }
}

function combat(g: Game, turn: number, p: PlayerId): void {
  g.advanceTo(turn, "declare-attackers");
  const attackers = creatures(g, p).filter((id) => {
    const o = g.state.objects.get(id)!;
    return !o.status.tapped && (o.sinceTurn < turn || g.characteristics(id).abilities.some((a) => "keyword" in a.def && a.def.keyword === "haste"));
  });
  declareAttackers(g, p, attackers);
  g.advanceTo(turn, "declare-blockers");
  const defender = opponents(g.state, p)[0].id;
  const blockers = creatures(g, defender).filter((id) => !g.state.objects.get(id)!.status.tapped);
  declareBlockers(g, defender, blockers.slice(0, attackers.length).map((b, i) => [b, attackers[i]] as [ObjectId, ObjectId]));
}

/** Plays the whole scripted game; returns the number of the turn it ended on. */
export function playScriptedGame(g: Game): number {
  for (let turn = 1; turn <= TURNS; turn++) {
    g.advanceTo(turn, "main1");
    const p = g.state.turn.active;
    mainPhase(g, p);
    combat(g, turn, p);
  }
  g.advanceTo(TURNS, "end");
  if (g.state.players.some((p) => p.lost)) throw new Error("a player lost before the end of the scripted game");
  return g.state.turn.number;
}
