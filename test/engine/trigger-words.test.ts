// Every trigger word of the card language is looked for by some event: for each word, a permanent (or card, plane)
// with "when <word>, gain 1 life" and the event that triggers it (603.2). The record is keyed by every trigger word
// the schema declares, so a word added to the card language fails to type-check here (npm test type-checks first)
// until it has its case — and the case fails until an event of the engine looks for the word: a trigger word
// nothing looks for can no longer be silently accepted.
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef, TriggerDef } from "../../src/engine/cards.ts";
import { flipWithCall } from "../../src/engine/coin-flip.ts";
import { declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { turnFaceUpBy } from "../../src/engine/face-down.ts";
import { Game } from "../../src/engine/game.ts";
import { dieRollTriggers, facePlane, startPlanarGame } from "../../src/engine/planar.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { object, objectsIn, player } from "../../src/engine/state.ts";
import { card } from "./helpers.ts";

/** Each word of the union of one-word trigger objects. */
type TriggerWord = TriggerDef extends infer T ? (T extends unknown ? keyof T : never) : never;

const game = () => new Game(ruleSet("2011-02-04"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], 2);
const watching = (when: TriggerDef): AbilityDef => ({ id: "watch", triggered: { when, effect: [{ gainLife: 1 }] } });
const watcher = (when: TriggerDef, fields: Partial<CardDef> = {}) => card("watcher", { abilities: [watching(when)], ...fields });

/** Turn 2's declare attackers step, the attacker there since turn 1 (no summoning sickness, 302.6). */
function atDeclareAttackers(g: Game, attacker: string): void {
  g.state.turn.number = 2;
  g.state.turn.step = "declare-attackers";
  object(g.state, attacker).sinceTurn = 1;
}

/** The watching ability is waiting to be put on the stack, or is on it. */
function triggered(g: Game): boolean {
  const onStack = objectsIn(g.state, "stack").some((o) => o.kind === "ability" && o.stack?.ability?.def.id === "watch");
  return onStack || g.state.pendingTriggers.some((t) => t.ability.def.id === "watch");
}

const cases: Record<TriggerWord, (g: Game) => void> = {
  entersBattlefield: (g) => {
    const id = g.createCard(watcher({ entersBattlefield: "self" }), "hand", "alex");
    g.moveTo(id, "battlefield");
  },
  turnedFaceUp: (g) => {
    const id = g.createCard(watcher({ turnedFaceUp: "self" }), "battlefield", "alex", { status: { tapped: false, flipped: false, faceDown: true, phasedOut: false } });
    turnFaceUpBy(g, object(g.state, id));
  },
  becomesTarget: (g) => {
    const id = g.createCard(watcher({ becomesTarget: "self" }), "battlefield", "alex");
    const pinger = g.createCard(card("pinger", { abilities: [{ id: "ping", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
    g.activate("alex", pinger, "ping", { targets: [{ object: id }] });
  },
  dies: (g) => g.moveTo(g.createCard(watcher({ dies: "self" }), "battlefield", "alex"), "graveyard"),
  attacks: (g) => {
    const id = g.createCard(watcher({ attacks: "self" }), "battlefield", "alex");
    atDeclareAttackers(g, id);
    declareAttackers(g, "alex", [id]);
  },
  blocks: (g) => {
    const attacker = g.createCard(card("attacker"), "battlefield", "alex");
    const id = g.createCard(watcher({ blocks: "self" }), "battlefield", "bianca");
    atDeclareAttackers(g, attacker);
    declareAttackers(g, "alex", [attacker]);
    g.state.turn.step = "declare-blockers";
    declareBlockers(g, "bianca", [[id, attacker]]);
  },
  leavesBattlefield: (g) => g.moveTo(g.createCard(watcher({ leavesBattlefield: "self" }), "battlefield", "alex"), "exile"),
  beginningOfUpkeep: (g) => {
    g.createCard(watcher({ beginningOfUpkeep: "each" }), "battlefield", "alex");
    g.advanceTo(2, "upkeep");
  },
  beginningOfEndStep: (g) => {
    g.createCard(watcher({ beginningOfEndStep: "each" }), "battlefield", "alex");
    g.advanceTo(1, "end");
  },
  // "Whenever you cast a spell that targets only a single creature you control": Alex casts one targeting the watcher.
  castsSpellThatTargetsOnlyASingle: (g) => {
    const id = g.createCard(watcher({ castsSpellThatTargetsOnlyASingle: { types: ["creature"], controller: "you" } }), "battlefield", "alex");
    const spell = g.createCard(card("boost", { types: ["instant"], power: undefined, toughness: undefined, abilities: [{ id: "boost", spell: { targets: [{ kind: "creature" }], effect: [{ gainLife: 1 }] } }] }), "hand", "alex");
    g.cast("alex", spell, { targets: [{ object: id }] });
  },
  winsCoinFlip: (g) => {
    g.createCard(watcher({ winsCoinFlip: "you" }), "battlefield", "alex");
    // Seed 2: the first coin comes up tails.
    expect(flipWithCall(g, "alex", { call: "tails" })).toBe(true);
  },
  // "Whenever this deals damage to an opponent": its own ability deals 1 damage to Bianca (noncombat damage; combat
  // damage is the flip card scenario's, 508.4#1).
  dealsDamageToOpponent: (g) => {
    const ping: AbilityDef = { id: "ping", activated: { cost: {}, targets: [{ kind: "player" }], effect: [{ dealDamage: { amount: 1, to: "target" } }] } };
    const id = g.createCard(card("watcher", { abilities: [watching({ dealsDamageToOpponent: "self" }), ping] }), "battlefield", "alex");
    g.activate("alex", id, "ping", { targets: [{ player: "bianca" }] });
    g.resolveTop();
    expect(player(g.state, "bianca").life).toBe(19);
  },
  lastCounterRemoved: (g) => {
    const id = g.createCard(watcher({ lastCounterRemoved: "time" }), "battlefield", "alex", { counters: { time: 1 } });
    g.removeCounters(id, "time", 1);
  },
  opponentLifeAtMost: (g) => {
    g.createCard(watcher({ opponentLifeAtMost: 10 }), "battlefield", "alex");
    player(g.state, "bianca").life = 10;
    g.checkStateBasedActions();
  },
  rollsPlanarDie: (g) => {
    g.createCard(watcher({ rollsPlanarDie: "chaos" }, { types: ["plane"], power: undefined, toughness: undefined }), "command", "alex");
    startPlanarGame(g, "alex");
    g.state.pendingTriggers.push(...dieRollTriggers(g, facePlane(g)!, "chaos"));
  },
};

describe("trigger words (603.2): each one is looked for by an event", () => {
  for (const [word, event] of Object.entries(cases) as [TriggerWord, (g: Game) => void][]) {
    it(`${word}: the event triggers it`, () => {
      const g = game();
      expect(triggered(g)).toBe(false);
      event(g);
      expect(triggered(g)).toBe(true);
    });
  }
});
