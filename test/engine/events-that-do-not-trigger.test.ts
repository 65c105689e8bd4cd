// 603.2 (as numbered in 2011-02-04): a triggered ability triggers when its trigger event occurs — and only then. The
// events here come close to a trigger condition without meeting it: a spell that targets two creatures, or a player,
// or that another player casts ("whenever you cast a spell that targets only a single creature you control");
// another player's end step ("at the beginning of your end step"); and a delayed "at the beginning of your next
// upkeep" (603.7) at another player's upkeep.
import { describe, expect, it } from "vitest";
import type { AbilityDef, TriggerDef } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { objectsIn, player } from "../../src/engine/state.ts";
import { card, instant } from "./helpers.ts";

const game = () => new Game(ruleSet("2011-02-04"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], 2);
const watching = (when: TriggerDef): AbilityDef => ({ id: "watch", triggered: { when, effect: [{ gainLife: 1 }] } });
const watcher = (when: TriggerDef) => card("watcher", { abilities: [watching(when)] });

/** The watching ability is waiting to be put on the stack, or is on it. */
function triggered(g: Game): boolean {
  const onStack = objectsIn(g.state, "stack").some((o) => o.kind === "ability" && o.stack?.ability?.def.id === "watch");
  return onStack || g.state.pendingTriggers.some((t) => t.ability.def.id === "watch");
}

describe("\"whenever you cast a spell that targets only a single creature you control\" (603.2)", () => {
  const single: TriggerDef = { castsSpellThatTargetsOnlyASingle: { types: ["creature"], controller: "you" } };
  const twoTargets = card("fork-bolt", { types: ["instant"], power: undefined, toughness: undefined, manaCost: "{0}", abilities: [{ id: "boost", spell: { targets: [{ kind: "creature" }, { kind: "creature" }], effect: [{ gainLife: 1 }] } }] });
  const bolt = instant("bolt", [{ gainLife: 1 }], [{ kind: "creature-or-player" }]);

  it("a spell targeting the watcher alone triggers it; one targeting it and another creature does not", () => {
    const g = game();
    const id = g.createCard(watcher(single), "battlefield", "alex");
    const other = g.createCard(card("bear"), "battlefield", "alex");
    g.cast("alex", g.createCard(twoTargets, "hand", "alex"), { targets: [{ object: id }, { object: other }] });
    expect(triggered(g)).toBe(false);
    g.cast("alex", g.createCard(bolt, "hand", "alex"), { targets: [{ object: id }] });
    expect(triggered(g)).toBe(true);
  });

  it("a spell targeting a player does not trigger it", () => {
    const g = game();
    g.createCard(watcher(single), "battlefield", "alex");
    g.cast("alex", g.createCard(bolt, "hand", "alex"), { targets: [{ player: "bianca" }] });
    expect(triggered(g)).toBe(false);
  });

  it("another player's spell targeting the watcher does not trigger it: \"you cast\"", () => {
    const g = game();
    const id = g.createCard(watcher(single), "battlefield", "alex");
    g.state.turn.priority = "bianca";
    g.cast("bianca", g.createCard(bolt, "hand", "bianca"), { targets: [{ object: id }] });
    expect(triggered(g)).toBe(false);
  });
});

describe("\"at the beginning of your end step\" (603.2): only its controller's", () => {
  it("triggers at the end step of its controller's turn, not at another player's", () => {
    const mine = game();
    mine.createCard(watcher({ beginningOfEndStep: "you" }), "battlefield", "alex");
    mine.advanceTo(1, "end");
    expect(triggered(mine)).toBe(true);
    const theirs = game();
    theirs.createCard(watcher({ beginningOfEndStep: "you" }), "battlefield", "bianca");
    theirs.advanceTo(1, "end");
    expect(triggered(theirs)).toBe(false);
  });
});

describe("a delayed \"at the beginning of your next upkeep\" (603.7)", () => {
  const later = instant("later", [{ delayed: { at: "next-upkeep", effect: [{ gainLife: 3 }] } }], []);
  /** A game whose players have cards to draw for a few turns (704.5b). */
  function withLibraries(): Game {
    const g = game();
    for (const who of ["alex", "bianca"]) for (let i = 0; i < 3; i++) g.createCard(card("top"), "library", who);
    return g;
  }

  it("waits through the other player's upkeep and resolves at its controller's next one", () => {
    const g = withLibraries();
    g.cast("alex", g.createCard(later, "hand", "alex"));
    g.resolveTop();
    g.advanceTo(2, "upkeep");
    expect(g.state.delayed).toHaveLength(1);
    expect(g.state.pendingTriggers).toHaveLength(0);
    g.advanceTo(3, "upkeep");
    expect(g.state.delayed).toHaveLength(0);
    g.resolveStack();
    expect(player(g.state, "alex").life).toBe(23);
  });
});
