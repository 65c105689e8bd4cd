// Every choice is validated when it is made and refused with a RuleViolation citing the rule of the version in force,
// leaving the whole state as it was: targets by kind, modes, X, discards, sacrifices, counters; a finished game stays
// finished (104.1 / 102.1); advancing too far is a usage error raised before anything changes.
import { describe, expect, it } from "vitest";
import { RuleViolation } from "../../src/engine/errors.ts";
import { UsageError } from "../../src/engine/usage-errors.ts";
import type { Game } from "../../src/engine/game.ts";
import { player, type GameState } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";
import { playLand } from "../../src/engine/special-actions.ts";
import { usageError } from "./refusal.ts";

/** The refusal of an action, checking that it left the complete state unchanged. */
/** An object or player the game doesn't have, named in an answer: a UsageError naming it (issue 27), the state unchanged. */
const misuse = (g: Game, action: () => unknown, named: string) => expect(usageError(g, action).message).toContain(named);

function refusal(g: Game, action: () => unknown): RuleViolation {
  const before = comparable(g.state);
  try {
    action();
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    expect(comparable(g.state), `refused (${error.message}), yet the state changed`).toEqual(before);
    return error;
  }
  throw new Error("the action was allowed; a RuleViolation was expected");
}

function comparable(state: GameState): unknown {
  return structuredClone({ ...state, version: 0 });
}

const VERSIONS = [
  { version: "2007-10-01", announce: "409.1b", negative: "104.1b", ends: "102.1", targets: "409.1c" },
  { version: "2011-02-04", announce: "601.2b", negative: "107.1b", ends: "104.1", targets: "601.2c" },
];

const sorcery = (slug: string, spell: object) => card(slug, { types: ["sorcery"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "spell", spell } as never] });
const drain = sorcery("drain", { targets: [{ kind: "player" }], effect: [{ loseLife: { amount: 1, player: "target" } }] });
const charm = sorcery("charm", { modes: [{ effect: [{ gainLife: 1 }] }, { effect: [{ gainLife: 2 }] }] });
const blast = card("blast", { types: ["sorcery"], manaCost: "{X}", power: undefined, toughness: undefined, abilities: [{ id: "spell", spell: { targets: [{ kind: "creature-or-player" }], effect: [{ dealDamage: { amount: "X", to: "target" } }] } }] });
const looting = sorcery("looting", { effect: [{ discard: 1 }] });
const offering = sorcery("offering", { additionalCost: { sacrifice: { types: ["creature"] } }, effect: [{ gainLife: 1 }] });

describe.each(VERSIONS)("choices under the $version rules", ({ version, announce, negative, ends, targets }) => {
  it("a target of the wrong kind: a permanent for 'target player', a player for 'target creature'", () => {
    const g = newGame(version);
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    const spell = g.createCard(drain, "hand", "alex");
    expect(refusal(g, () => g.cast("alex", spell, { targets: [{ object: bear }] })).rule).toBe(targets);
    misuse(g, () => g.cast("alex", spell, { targets: [{ player: "nobody" }] }), "nobody");
    expect(refusal(g, () => g.cast("alex", spell, { targets: [{} as never] })).rule).toBe(targets);
    g.cast("alex", spell, { targets: [{ player: "bianca" }] });
    g.resolveTop();
    expect(player(g.state, "bianca").life).toBe(19);
  });

  it("a mode the spell doesn't have (and a mode is required)", () => {
    const g = newGame(version);
    const spell = g.createCard(charm, "hand", "alex");
    for (const mode of [2, -1, 0.5, undefined]) expect(refusal(g, () => g.cast("alex", spell, { mode })).rule).toBe(announce);
    g.cast("alex", spell, { mode: 1 });
    g.resolveTop();
    expect(player(g.state, "alex").life).toBe(22);
  });

  it("X is a whole number, never negative", () => {
    const g = newGame(version);
    const spell = g.createCard(blast, "hand", "alex");
    expect(refusal(g, () => g.cast("alex", spell, { x: -2, targets: [{ player: "bianca" }] })).rule).toBe(negative);
    expect(refusal(g, () => g.cast("alex", spell, { x: 1.5, targets: [{ player: "bianca" }] })).rule).toBe(announce);
    g.cast("alex", spell, { x: 0, targets: [{ player: "bianca" }] });
    expect(g.state.objects.get(g.state.zones.get("stack")![0])!.stack!.x).toBe(0);
  });

  it("a discard that isn't a card in the player's hand is refused as the spell resolves; the spell stays on the stack", () => {
    const g = newGame(version);
    const own = g.createCard(card("own"), "hand", "alex");
    const theirs = g.createCard(card("theirs"), "hand", "bianca");
    const spell = g.cast("alex", g.createCard(looting, "hand", "alex"));
    misuse(g, () => g.resolveTop({ discard: ["o999"] }), "o999");
    for (const discard of [[theirs], [own, own]]) refusal(g, () => g.resolveTop({ discard }));
    expect(g.state.zones.get("stack")).toEqual([spell]);
    g.resolveTop({ discard: [own] });
    expect(g.state.objects.get(own)).toBeUndefined();
  });

  it("a sacrifice of a permanent the player doesn't control", () => {
    const g = newGame(version);
    const theirs = g.createCard(card("theirs"), "battlefield", "bianca");
    const spell = g.createCard(offering, "hand", "alex");
    refusal(g, () => g.cast("alex", spell, { sacrifice: [theirs] }));
    const mine = g.createCard(card("mine"), "battlefield", "alex");
    g.cast("alex", spell, { sacrifice: [mine] });
    expect(g.state.objects.get(mine)).toBeUndefined();
  });

  it("a copy choice that is no object in the game is a UsageError naming it, and the card stays where it was", () => {
    const g = newGame(version);
    const clone = g.createCard(card("clone", { abilities: [{ id: "clone", asEnters: { copy: { of: { choose: { types: ["creature"] } } } } } as never] }), "hand", "alex");
    misuse(g, () => g.moveTo(clone, "battlefield", { decisions: { copyOf: "o999" } }), "o999");
    expect(g.state.objects.get(clone)!.zone).toBe("hand");
  });

  it("counter amounts are whole numbers, never negative: removing -n doesn't add n", () => {
    const g = newGame(version);
    const bear = g.createCard(card("bear"), "battlefield", "alex", { counters: { "+1/+1": 1 } });
    expect(refusal(g, () => g.removeCounters(bear, "+1/+1", -2)).rule).toBe(negative);
    expect(refusal(g, () => g.putCounters(bear, "+1/+1", -1)).rule).toBe(negative);
    expect(refusal(g, () => g.createCard(card("x"), "battlefield", "alex", { counters: { time: -1 } })).rule).toBe(negative);
    expect(g.state.objects.get(bear)!.counters["+1/+1"]).toBe(1);
  });

  it("a finished game stays finished: every action is refused, the state can still be read", () => {
    const g = newGame(version);
    const spell = g.createCard(drain, "hand", "alex");
    const land = g.createCard(card("land", { types: ["land"], power: undefined, toughness: undefined }), "hand", "alex");
    player(g.state, "bianca").life = 0;
    g.checkStateBasedActions();
    expect([player(g.state, "bianca").lost, player(g.state, "alex").won]).toEqual([true, true]);
    expect(g.isOver()).toBe(true);
    expect(refusal(g, () => g.cast("alex", spell, { targets: [{ player: "alex" }] })).rule).toBe(ends);
    expect(refusal(g, () => playLand(g, "alex", land)).rule).toBe(ends);
    expect(refusal(g, () => g.passPriority("alex")).rule).toBe(ends);
    expect(refusal(g, () => g.nextStep()).rule).toBe(ends);
    expect(refusal(g, () => g.moveTo(spell, "graveyard")).rule).toBe(ends);
    // Nothing else happens either: the winner at 0 life doesn't lose too.
    player(g.state, "alex").life = 0;
    g.checkStateBasedActions();
    expect(player(g.state, "alex").lost).toBe(false);
    expect(g.characteristics(spell).name).toEqual({ en: "drain" });
  });

  it("advancing beyond the step limit is a usage error raised before anything changes", () => {
    const g = newGame(version);
    const before = comparable(g.state);
    expect(() => g.advanceTo(100, "upkeep")).toThrow(UsageError);
    expect(comparable(g.state)).toEqual(before);
    refusal(g, () => g.advanceTo(0, "upkeep"));
  });
});
