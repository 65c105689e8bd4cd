// Property tests: random sequences of actions on random small boards keep the engine's invariants.
//   - those of bench/random-play.ts: every object in exactly one zone, the one it says; no negative counters; …;
//   - the stack is last-in, first-out: an action adds objects on top, or removes the top one as it resolves;
//   - life totals change only through game actions (resolutions, combat damage, mana burn), never by casting,
//     playing a land, activating a mana ability, declaring attackers or blockers or taking a special action;
//   - an action the rules refuse throws a RuleViolation, and changes nothing (715.1 / 422.1: it is reversed);
//     the engine throws nothing else.
// Seeded and small: the same boards and sequences on every run, a few seconds at most.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { RuleViolation } from "../../src/engine/errors.ts";
import { Game } from "../../src/engine/game.ts";
import type { Decisions } from "../../src/engine/kernel.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { playLand, rollPlanarDie, suspend, turnFaceUp } from "../../src/engine/special-actions.ts";
import { objectsIn, type ObjectId, type PlayerId, type TargetRef } from "../../src/engine/state.ts";
import { brokenInvariant, fingerprint, sameState } from "../../bench/random-play.ts";
import { poolCard } from "./pool.ts";

const PLAYERS: PlayerId[] = ["alex", "bianca"];
const VERSIONS = ["2007-10-01", "2011-02-04", "2011-09-30"];
const LANDS = ["forest", "mountain", "island", "swamp", "plains"];
const SPELLS = ["grizzly-bears", "raging-goblin", "craw-wurm", "gray-ogre", "lightning-bolt", "giant-growth", "flame-rift", "emerald-charm", "rift-bolt", "quenchable-fire", "fork", "volraths-curse"];

interface Board {
  version: string;
  seed: number;
  battlefield: [string[], string[]];
  hand: [string[], string[]];
  library: number;
}

const board: fc.Arbitrary<Board> = fc.record({
  version: fc.constantFrom(...VERSIONS),
  seed: fc.nat(1000),
  battlefield: fc.tuple(fc.array(fc.constantFrom(...LANDS, ...SPELLS.slice(0, 4)), { maxLength: 6 }), fc.array(fc.constantFrom(...LANDS, ...SPELLS.slice(0, 4)), { maxLength: 6 })),
  hand: fc.tuple(fc.array(fc.constantFrom(...LANDS, ...SPELLS), { maxLength: 6 }), fc.array(fc.constantFrom(...LANDS, ...SPELLS), { maxLength: 6 })),
  library: fc.integer({ min: 2, max: 10 }),
});

/** One attempted action: what kind, and numbers that pick its object, targets and choices. */
interface Step {
  kind: number;
  a: number;
  b: number;
}
const steps = fc.array(fc.record({ kind: fc.nat(9), a: fc.nat(50), b: fc.nat(50) }), { minLength: 1, maxLength: 60, size: "max" });

function setUp(b: Board): Game {
  const g = new Game(ruleSet(b.version), PLAYERS.map((id) => ({ id, name: id })), b.seed);
  PLAYERS.forEach((p, i) => {
    for (const slug of b.battlefield[i]) g.createCard(poolCard(slug), "battlefield", p);
    for (const slug of b.hand[i]) g.createCard(poolCard(slug), "hand", p);
    for (let n = 0; n < b.library; n++) g.createCard(poolCard(LANDS[n % LANDS.length]), "library", p);
  });
  return g;
}

const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** The player who may act now: the one with priority, else the active player. */
function actor(g: Game): PlayerId {
  return g.state.turn.priority ?? g.state.turn.active;
}

function candidateTargets(g: Game): TargetRef[] {
  return [...PLAYERS.map((p) => ({ player: p })), ...objectsIn(g.state, "battlefield").map((o) => ({ object: o.id })), ...objectsIn(g.state, "stack").map((o) => ({ object: o.id }))];
}

function decisions(g: Game, s: Step): Decisions {
  const targets = candidateTargets(g);
  return { targets: [pick(targets, s.b)!], newTargets: undefined, mode: s.b % 3, x: s.b % 3 };
}

/** Carries out one step. Returns whether it may change life totals. */
function perform(g: Game, s: Step): { changesLife: boolean; resolves: boolean } {
  const p = actor(g);
  const hand = objectsIn(g.state, "hand", p).map((o) => o.id);
  const mine = objectsIn(g.state, "battlefield").filter((o) => g.characteristics(o.id).controller === p).map((o) => o.id);
  switch (s.kind) {
    case 0:
    case 1:
      g.passPriority(p);
      return { changesLife: true, resolves: true };
    case 2: {
      const card = pick(hand, s.a);
      if (card) g.cast(p, card, decisions(g, s));
      return { changesLife: false, resolves: false };
    }
    case 3: {
      const card = pick(hand, s.a);
      if (card) playLand(g, p, card);
      return { changesLife: false, resolves: false };
    }
    case 4: {
      const source = pick(mine, s.a);
      const ability = source && pick(g.characteristics(source).abilities.filter((x) => "activated" in x.def), s.b);
      // Only mana abilities here: other activated abilities go on the stack like spells (kind 2 covers those).
      if (source && ability && "activated" in ability.def && ability.def.activated.mana) g.activate(p, source, ability.def.id);
      return { changesLife: false, resolves: false };
    }
    case 5:
      g.nextStep();
      return { changesLife: true, resolves: false };
    case 6: {
      const creatures = mine.filter((id) => g.characteristics(id).types.includes("creature"));
      declareAttackers(g, p, creatures.filter((_, i) => (s.b >> i) & 1));
      return { changesLife: false, resolves: false };
    }
    case 7: {
      const blocker = pick(mine, s.a);
      const attacker = pick(objectsIn(g.state, "battlefield").map((o) => o.id), s.b);
      if (blocker && attacker) declareBlockers(g, p, [[blocker, attacker]]);
      return { changesLife: false, resolves: false };
    }
    case 8: {
      const card = pick(hand, s.a);
      if (card) suspend(g, p, card);
      return { changesLife: false, resolves: false };
    }
    default: {
      const faceDown = pick(mine, s.a);
      if (s.b % 2 && faceDown) turnFaceUp(g, p, faceDown);
      else rollPlanarDie(g, p);
      return { changesLife: false, resolves: false };
    }
  }
}

function checkStack(before: ObjectId[], after: ObjectId[], resolves: boolean): void {
  const prefix = (short: ObjectId[]) => short.every((id, i) => after[i] === id);
  // New objects go on top; resolving removes the top one only (405.5 / 608.1, last in, first out).
  const pushed = prefix(before);
  const resolved = resolves && before.length > 0 && !after.includes(before.at(-1)!) && prefix(before.slice(0, -1));
  expect(pushed || resolved, `stack ${JSON.stringify(before)} became ${JSON.stringify(after)}`).toBe(true);
}

describe("engine invariants under random legal and illegal actions", () => {
  it("hold for random sequences on random small boards (fast-check, seeded)", () => {
    fc.assert(
      fc.property(board, steps, (b, list) => {
        const g = setUp(b);
        for (const s of list) {
          if (g.state.players.some((p) => p.lost)) break;
          const before = fingerprint(g.state);
          const lifeBefore = g.state.players.map((p) => p.life);
          const stackBefore = [...g.state.zones.get("stack")!];
          let outcome: { changesLife: boolean; resolves: boolean } | undefined;
          try {
            outcome = perform(g, s);
          } catch (error) {
            if (!(error instanceof RuleViolation)) throw new Error(`step ${JSON.stringify(s)} threw ${String(error)}`, { cause: error });
            // The complete state: objects, zones, effects, the turn, the areas' parts (combat, control of turns…), the random generator.
            expect(sameState(fingerprint(g.state), before), `refused (${error.message}), yet the state changed`).toBe(true);
          }
          expect(brokenInvariant(g)).toBeNull();
          checkStack(stackBefore, g.state.zones.get("stack")!, outcome?.resolves ?? false);
          if (!outcome?.changesLife) expect(g.state.players.map((p) => p.life), `step ${JSON.stringify(s)} changed a life total`).toEqual(lifeBefore);
        }
      }),
      { seed: 20110204, numRuns: 50 },
    );
  });
});
