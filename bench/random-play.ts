// Seeded random play through the engine's public API: random boards from the card pool (two-player and
// Two-Headed Giant games, under the RuleSet of every release that has one, some Planar Magic), then random actions — legal and illegal, with random
// choices (targets of any kind, modes, X, discards, sacrifices, counters…). After every action it checks:
//   - the action either happened or was refused with a RuleViolation (anything else is an exception);
//   - a refused action changed nothing at all (the complete state, compared before and after);
//   - every object is in exactly one zone, the one it says; no negative counters, damage or poison;
//   - a finished game stays finished (104.1 / 102.1): every action after is refused; nobody both wins and loses;
//   - teammates share their life total (and poison counters where the version says so, 810.10);
//   - the memoised characteristics are those of the current state (no change escaped the mutation functions).
// Used by `npm run fuzz` (bench/fuzz.ts, the full run) and by a fast seeded subset in `npm test`.
import type { CardDef } from "../src/engine/cards.ts";
import { declareAttackers, declareBlockers } from "../src/engine/combat.ts";
import { RuleViolation, UsageError } from "../src/engine/errors.ts";
import { absentCitations } from "../src/engine/cited-rules.ts";
import { Game } from "../src/engine/game.ts";
import type { Decisions, Kernel } from "../src/engine/kernel.ts";
import { derive } from "../src/engine/layers.ts";
import { startPlanarGame } from "../src/engine/planar.ts";
import { seededRng, type Rng } from "../src/engine/rng.ts";
import { ruleSet, ruleSetReleases, type ZoneName } from "../src/engine/ruleset.ts";
import { giantRules } from "../src/engine/two-headed-giant.ts";
import { ignoreRestriction, playLand, rollPlanarDie, stopDelayedTrigger, suspend, turnFaceUp } from "../src/engine/special-actions.ts";
import { STEPS, objectsIn, zoneKey, type GameState, type ObjectId, type PlayerId, type TargetRef } from "../src/engine/state.ts";
import { actingAs } from "../src/engine/turn-control.ts";
import { concede } from "../src/engine/winning-and-losing.ts";
import { PROJECT_ROOT } from "../src/kb/load.ts";
import { loadCardPool } from "../src/scenarios/load.ts";

export interface Problem {
  sequence: number;
  action: string;
  message: string;
}

export interface RandomPlayReport {
  sequences: number;
  twoHeadedGiant: number;
  planar: number;
  actions: number;
  /** Actions refused with a RuleViolation. */
  refused: number;
  /** advanceTo beyond its limit: usage errors (checked to change nothing too). */
  usageErrors: number;
  /** Games that ended (a player won, or a draw). */
  finished: number;
  exceptions: Problem[];
  refusedChanged: Problem[];
  invariantBreaks: Problem[];
}

const ZONES: ZoneName[] = ["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"];
const COLORS = ["white", "blue", "black", "red", "green"];

/**
 * The complete state, for comparison (the memo's version counter aside): everything as text, except the objects'
 * values (`base`), the card definitions and last known information, which the engine never changes in place
 * (state.ts): those are compared by identity.
 */
export interface Fingerprint {
  text: string;
  shared: unknown[];
}

export function fingerprint(state: GameState): Fingerprint {
  const { version: _version, cardDefs, lastKnown, objects, zones, areas, ...rest } = state;
  const bases = [...objects.values()].map((o) => o.base);
  const text = JSON.stringify([rest, [...objects.values()].map(({ base: _base, ...o }) => o), [...zones], JSON.stringify(areas, (_key, value: unknown) => (value instanceof Map ? [...value] : value))]);
  return { text, shared: [...bases, ...[...cardDefs, ...lastKnown].flat()] };
}

export function sameState(a: Fingerprint, b: Fingerprint): boolean {
  return a.text === b.text && a.shared.length === b.shared.length && a.shared.every((x, i) => x === b.shared[i]);
}

interface Pool {
  /** The releases a RuleSet exists for. */
  versions: string[];
  all: CardDef[];
  lands: CardDef[];
  planes: CardDef[];
  playable: CardDef[];
}

function readPool(): Pool {
  const all = [...loadCardPool(PROJECT_ROOT).pool.cards.values()];
  const planes = all.filter((c) => c.types.includes("plane"));
  const playable = all.filter((c) => !c.types.includes("plane"));
  // Releases whose RuleSet has every rule the engine cites, and the Two-Headed Giant variant the sequences may play.
  const versions = ruleSetReleases().filter((v) => absentCitations(ruleSet(v)).length === 0 && ruleSet(v).behaviours.twoHeadedGiant);
  return { versions, all, planes, playable, lands: playable.filter((c) => c.types.includes("land")) };
}

class Sequence {
  readonly game: Kernel;
  readonly players: PlayerId[];

  constructor(
    readonly rng: Rng,
    readonly pool: Pool,
    readonly twoHeadedGiant: boolean,
    readonly planar: boolean,
  ) {
    const version = this.pick(pool.versions)!;
    this.players = twoHeadedGiant ? ["a1", "a2", "b1", "b2"] : ["alex", "bianca"];
    this.game = new Game(ruleSet(version), this.players.map((id) => ({ id, name: id, team: twoHeadedGiant ? id[0] : null })), rng.below(1000));
    const g = this.game;
    for (const p of this.players) {
      for (let i = this.rng.below(5); i > 0; i--) this.place(this.pick(pool.lands)!, "battlefield", p);
      for (let i = this.rng.below(4); i > 0; i--) this.place(this.pick(pool.playable)!, "battlefield", p);
      for (let i = this.rng.below(7); i > 0; i--) this.place(this.pick(pool.playable)!, "hand", p);
      for (let i = 2 + this.rng.below(8); i > 0; i--) this.place(this.pick(pool.playable)!, "library", p);
      if (planar) for (const plane of pool.planes) this.place(plane, "command", p);
    }
    for (const o of objectsIn(g.state, "battlefield")) o.sinceTurn = 0;
    if (planar) startPlanarGame(g, this.players[0]);
  }

  pick<T>(list: readonly T[]): T | undefined {
    return list.length ? list[this.rng.below(list.length)] : undefined;
  }

  chance(p: number): boolean {
    return this.rng.next() < p;
  }

  /** A card placed on the board; one the engine refuses there (a copy that needs a choice…) is left out. */
  private place(card: CardDef, zone: ZoneName, owner: PlayerId): void {
    try {
      this.game.createCard(card, zone, owner, { status: { tapped: false, faceDown: false, flipped: false, phasedOut: false } });
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
    }
  }

  private objects(): ObjectId[] {
    return [...this.game.state.objects.keys()];
  }

  private inZone(zone: ZoneName, owner: PlayerId | null = null): ObjectId[] {
    return this.game.state.zones.get(zoneKey(zone, owner))?.slice() ?? [];
  }

  /** Any object, sometimes one that doesn't exist. */
  private anyObject(): ObjectId {
    return this.chance(0.05) ? `o${this.rng.below(500)}` : (this.pick(this.objects()) ?? "o0");
  }

  private anyPlayer(): PlayerId {
    return this.chance(0.03) ? "nobody" : this.pick(this.players)!;
  }

  private target(): TargetRef {
    if (this.chance(0.02)) return {} as TargetRef;
    if (this.chance(0.3)) return { player: this.anyPlayer() };
    const battlefield = this.inZone("battlefield");
    const stack = this.inZone("stack");
    const id = this.chance(0.6) && battlefield.length ? this.pick(battlefield)! : this.chance(0.5) && stack.length ? this.pick(stack)! : this.anyObject();
    return { object: id };
  }

  private targets(): TargetRef[] {
    const n = this.chance(0.7) ? 1 : this.rng.below(3);
    return Array.from({ length: n }, () => this.target());
  }

  decisions(): Decisions {
    const d: Decisions = {};
    if (this.chance(0.8)) d.targets = this.targets();
    if (this.chance(0.5)) d.mode = this.rng.below(4) - (this.chance(0.1) ? 2 : 0);
    if (this.chance(0.5)) d.x = this.rng.below(5) - (this.chance(0.1) ? 3 : 0) + (this.chance(0.03) ? 0.5 : 0);
    if (this.chance(0.3)) d.discard = Array.from({ length: 1 + this.rng.below(2) }, () => (this.chance(0.7) ? this.pick(this.objects().filter((id) => this.game.state.objects.get(id)!.zone === "hand")) ?? this.anyObject() : this.anyObject()));
    if (this.chance(0.3)) d.sacrifice = [this.chance(0.7) ? (this.pick(this.inZone("battlefield")) ?? this.anyObject()) : this.anyObject()];
    if (this.chance(0.5)) {
      // Targets for triggered abilities, by ability id: any ability of any object on the battlefield or in the command zone.
      d.triggerTargets = {};
      for (const id of [...this.inZone("battlefield"), ...this.inZone("command")])
        for (const a of this.game.state.objects.get(id)!.base.abilities) if (this.chance(0.7)) d.triggerTargets[a.def.id] = this.targets();
      for (const id of ["delayed", "planeswalking"]) if (this.chance(0.5)) d.triggerTargets[id] = this.targets();
    }
    if (this.chance(0.3)) d.may = Object.fromEntries(this.inZone("battlefield").flatMap((id) => this.game.state.objects.get(id)!.base.abilities.map((a) => [a.def.id, this.chance(0.5)])));
    if (this.chance(0.3)) d.copyOf = this.chance(0.2) ? null : this.anyObject();
    if (this.chance(0.3)) d.color = this.pick(COLORS);
    if (this.chance(0.2)) d.creatureType = this.pick(["Goblin", "Elf", "Human", "Bear"]);
    if (this.chance(0.3)) d.number = this.rng.below(6) - 1;
    if (this.chance(0.2)) d.find = this.chance(0.3) ? null : this.anyObject();
    if (this.chance(0.3)) d.chosenPlayers = [this.anyPlayer()];
    if (this.chance(0.4)) d.call = this.chance(0.5) ? "heads" : "tails";
    if (this.chance(0.3)) d.keepCoin = this.rng.below(4);
    if (this.chance(0.1)) d.newTargets = this.targets();
    if (this.chance(0.1)) d.half = this.pick(this.pool.all.map((c) => c.name.en));
    if (this.chance(0.1)) d.damageTo = Object.fromEntries(this.inZone("battlefield").map((id) => [id, this.anyPlayer()]));
    if (this.chance(0.05)) d.assignDamage = Object.fromEntries(this.inZone("battlefield").map((id) => [id, [[this.anyObject(), this.rng.below(4) - 1]]]));
    if (this.chance(0.3)) d.playSubgame = (sub) => this.playSubgame(sub);
    return d;
  }

  /** A subgame played to its end: a few random actions, then all but one player concede. */
  private playSubgame(sub: Kernel): void {
    const inner = new Sequence(this.rng, this.pool, false, false);
    for (let i = this.rng.below(4); i > 0 && !sub.isOver(); i--) {
      try {
        inner.act(sub);
      } catch (error) {
        if (!(error instanceof RuleViolation)) throw error;
      }
    }
    for (const p of sub.state.players.slice(1)) if (!sub.isOver()) concede(sub, p.id);
  }

  /** The player who may act now: usually the one with priority. */
  private actor(g: Kernel): PlayerId {
    return this.chance(0.85) ? (g.state.turn.priority ?? g.state.turn.active) : this.pick(g.state.players.map((p) => p.id))!;
  }

  /** The name of the action last attempted. */
  last = "";

  /** Carries out one random action on `g`; returns its name. */
  act(g: Kernel): string {
    const p = this.actor(g);
    const hand = g.state.zones.get(zoneKey("hand", p)) ?? [];
    const battlefield = g.state.zones.get("battlefield")!;
    const mine = battlefield.filter((id) => g.state.objects.get(id)!.controller === p);
    const kind = this.rng.below(22);
    const byOther = this.chance(0.05) ? this.pick(g.state.players.map((x) => x.id))! : null;
    const run = (name: string, f: () => unknown): string => {
      this.last = byOther ? `${name} (by ${byOther})` : name;
      if (byOther) actingAs(g, byOther, f);
      else f();
      return name;
    };
    switch (kind) {
      case 0: case 1: case 2: case 3:
        return run("passPriority", () => g.passPriority(p, this.decisions()));
      case 4: case 5: case 6:
        return run("cast", () => g.cast(p, this.chance(0.9) ? (this.pick(hand) ?? this.anyObject()) : this.anyObject(), this.decisions(), { faceDown: this.chance(0.1) }));
      case 7:
        return run("playLand", () => playLand(g, p, this.pick(hand) ?? this.anyObject()));
      case 8: case 9: {
        const source = this.chance(0.9) ? (this.pick(mine) ?? this.anyObject()) : this.anyObject();
        const o = g.state.objects.get(source);
        const ability = o ? this.pick(o.base.abilities.map((a) => a.def.id)) : undefined;
        return run("activate", () => g.activate(p, source, ability ?? "nothing", this.decisions()));
      }
      case 10: case 11:
        return run("nextStep", () => g.nextStep(this.decisions()));
      case 12: {
        const t = g.state.turn;
        const turn = this.chance(0.03) ? t.number + 50 : t.number + this.rng.below(2) - (this.chance(0.05) ? 1 : 0);
        return run("advanceTo", () => g.advanceTo(turn, this.pick(STEPS)!, this.decisions()));
      }
      case 13:
        return run("resolveTop", () => g.resolveTop(this.decisions()));
      case 14: {
        const creatures = battlefield.filter((id) => g.characteristics(id).types.includes("creature"));
        const attackers = this.chance(0.9) ? creatures.filter((id) => g.state.objects.get(id)!.controller === p && this.chance(0.6)) : [this.anyObject()];
        return run("declareAttackers", () => declareAttackers(g, p, attackers));
      }
      case 15: {
        const blocks: [ObjectId, ObjectId][] = mine.filter(() => this.chance(0.5)).map((b) => [b, this.pick(battlefield) ?? this.anyObject()]);
        return run("declareBlockers", () => declareBlockers(g, p, blocks));
      }
      case 16:
        return run("suspend", () => suspend(g, p, this.pick(hand) ?? this.anyObject()));
      case 17:
        if (this.chance(0.5)) return run("turnFaceUp", () => turnFaceUp(g, p, this.pick(mine) ?? this.anyObject()));
        return run("rollPlanarDie", () => rollPlanarDie(g, p, this.decisions()));
      case 18:
        if (this.chance(0.5)) return run("stopDelayedTrigger", () => stopDelayedTrigger(g, p, this.pick(g.state.delayed.map((d) => d.id)) ?? "e0"));
        return run("ignoreRestriction", () => ignoreRestriction(g, p, this.pick(battlefield) ?? this.anyObject(), this.decisions()));
      case 19: {
        const amount = this.rng.below(4) - (this.chance(0.2) ? 3 : 0);
        const id = this.pick(battlefield) ?? this.anyObject();
        const counter = this.pick(["+1/+1", "time", "fade"])!;
        if (!g.state.objects.has(id)) return "counters on nothing";
        return run("counters", () => (this.chance(0.5) ? g.putCounters(id, counter, amount) : g.removeCounters(id, counter, amount)));
      }
      case 20: {
        const cards = this.objects().filter((id) => g.state.objects.get(id)?.kind === "card");
        const id = this.pick(cards);
        if (!id) return "moveTo nothing";
        return run("moveTo", () => g.moveTo(id, this.pick(ZONES.filter((z) => z !== "stack"))!, { decisions: this.decisions() }));
      }
      default:
        if (this.chance(0.3)) return run("concede", () => concede(g, p));
        return run("resolveStack", () => g.resolveStack(this.decisions()));
    }
  }
}

/** The invariants that hold after any action; the first broken one, or null. */
export function brokenInvariant(g: Kernel): string | null {
  const { state, rules } = g;
  const seen = new Map<ObjectId, string>();
  for (const [key, ids] of state.zones) {
    for (const id of ids) {
      if (seen.has(id)) return `${id} is in ${seen.get(id)} and in ${key}`;
      seen.set(id, key);
      const o = state.objects.get(id);
      if (!o) return `${key} holds ${id}, which doesn't exist`;
      if (zoneKey(o.zone, o.owner) !== key) return `${id} says it is in ${o.zone} but is in ${key}`;
    }
  }
  for (const o of state.objects.values()) {
    if (!seen.has(o.id)) return `${o.id} is in no zone`;
    const negative = Object.entries(o.counters).find(([, n]) => n < 0);
    if (negative) return `${o.id} has ${negative[1]} ${negative[0]} counters`;
    if (o.damage < 0) return `${o.id} has ${o.damage} damage`;
  }
  for (const p of state.players) {
    if (p.won && p.lost) return `${p.id} both won and lost`;
    if (p.poison < 0) return `${p.id} has ${p.poison} poison counters`;
  }
  // The characteristics the game gives (memoised per state version) are those of the state as it is now: every change
  // went through a mutation function that moved the version on.
  const fresh = derive(state, rules).characteristics;
  for (const id of state.objects.keys())
    if (JSON.stringify(g.characteristics(id)) !== JSON.stringify(fresh.get(id))) return `${id}'s characteristics are out of date (a change didn't move the state version on)`;
  for (const team of state.teams) {
    const giant = giantRules(rules);
    const life = giant.individualLife.kind === "team" ? team.life : Math.ceil(team.life / 2);
    for (const id of team.members) {
      const p = state.players.find((x) => x.id === id)!;
      if (p.life !== life) return `${id}'s life is ${p.life}, the team's ${team.life} (${giant.individualLife.rule})`;
      if (giant.poison.shared && p.poison !== team.poison) return `${id} has ${p.poison} poison counters, the team ${team.poison} (${giant.poison.rule})`;
      if (p.lost !== state.players.find((x) => x.id === team.members[0])!.lost) return `team ${team.id}'s players didn't lose together (${giant.asTeam})`;
    }
  }
  return null;
}

/** Plays `sequences` random sequences of `actions` actions each, from `seed`. */
export function randomPlay(options: { seed: number; sequences: number; actions: number }): RandomPlayReport {
  const pool = readPool();
  const rng = seededRng({ random: options.seed });
  const report: RandomPlayReport = { sequences: 0, twoHeadedGiant: 0, planar: 0, actions: 0, refused: 0, usageErrors: 0, finished: 0, exceptions: [], refusedChanged: [], invariantBreaks: [] };
  for (let n = 0; n < options.sequences; n++) {
    const giant = rng.next() < 0.3;
    const planar = !giant && pool.planes.length > 0 && rng.next() < 0.1;
    let sequence: Sequence;
    try {
      sequence = new Sequence(rng, pool, giant, planar);
    } catch (error) {
      report.exceptions.push({ sequence: n, action: "set-up", message: String(error) });
      continue;
    }
    report.sequences += 1;
    if (giant) report.twoHeadedGiant += 1;
    if (planar) report.planar += 1;
    const g = sequence.game;
    for (let i = 0; i < options.actions; i++) {
      const before = fingerprint(g.state);
      const wasOver = g.isOver();
      let refused = false;
      report.actions += 1;
      sequence.last = "?";
      try {
        sequence.act(g);
      } catch (error) {
        if (error instanceof RuleViolation || error instanceof UsageError) {
          refused = true;
          if (error instanceof RuleViolation) report.refused += 1;
          else report.usageErrors += 1;
          if (!sameState(fingerprint(g.state), before)) { const a = fingerprint(g.state); let k = 0; while (a.text[k] === before.text[k]) k++; console.log("DIFF", a.text.length, before.text.length, a.shared.length, before.shared.length, before.text.slice(k - 200, k + 200), "\n---\n", a.text.slice(k - 200, k + 200)); report.refusedChanged.push({ sequence: n, action: sequence.last, message: error.message }); }
        } else {
          report.exceptions.push({ sequence: n, action: sequence.last, message: error instanceof Error ? `${error.message}\n${error.stack?.split("\n").slice(1, 4).join("\n")}` : String(error) });
          break;
        }
      }
      if (wasOver && !refused && !sameState(fingerprint(g.state), before)) report.invariantBreaks.push({ sequence: n, action: sequence.last, message: "the game was over, yet an action changed its state" });
      const broken = brokenInvariant(g);
      if (broken) {
        report.invariantBreaks.push({ sequence: n, action: sequence.last, message: broken });
        break;
      }
    }
    if (g.isOver()) report.finished += 1;
  }
  return report;
}
