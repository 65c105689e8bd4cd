// Turn structure and priority (500–514, 116): the steps in which no player receives priority (502.3, 514.3), passing
// priority, going from step to step to a later turn; triggered abilities at the beginning of steps (603.2b), delayed
// ones (603.7), the intervening "if" clause (603.4); abilities and spells leaving the stack (608.2b, 608.2k); the end
// of the game (104.1); counters put and removed (107.1b, 702.59a).
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { UsageError } from "../../src/engine/errors.ts";
import { objectsIn, player, STEPS, type Step } from "../../src/engine/state.ts";
import { actingAs, controlNextTurn } from "../../src/engine/turn-control.ts";
import { card, newGame, ruleViolation } from "./helpers.ts";
import { refusal } from "./refusal.ts";

const bear = card("bear", { manaCost: "{0}" });
const spell = (slug: string, types: ("instant" | "sorcery")[], ability: Extract<AbilityDef, { spell: unknown }>["spell"]): CardDef =>
  card(slug, { types, manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: slug, spell: ability }] });
const gainOne = spell("gain-one", ["instant"], { effect: [{ gainLife: 1 }] });
const said = (g: Game, from = 0) => g.log.slice(from).map((e) => renderEvent(e, "en"));
const life = (g: Game, id: string) => player(g.state, id).life;

/** A game whose players can draw for a few turns (an empty library loses the game, 704.5b). */
function game(cards = 4): Game {
  const g = newGame();
  for (let i = 0; i < cards; i++) for (const p of ["alex", "bianca"]) g.createCard(bear, "library", p);
  return g;
}

describe("steps without priority (502.3, 514.3)", () => {
  it("no player receives priority in the untap step: nothing can be cast there", () => {
    const g = game();
    g.advanceTo(2, "untap");
    expect(g.state.turn.priority).toBeNull();
    const instant = g.createCard(gainOne, "hand", "bianca");
    expect(ruleViolation(() => g.cast("bianca", instant)).reason.reason).toBe("noPriority");
  });

  it("nor in the cleanup step, when nothing happens there", () => {
    const g = game();
    g.advanceTo(1, "cleanup");
    expect(g.state.turn.priority).toBeNull();
  });

  it("a player who passes priority is said to pass it (116.3d)", () => {
    const g = game();
    const from = g.log.length;
    g.passPriority("alex");
    expect(said(g, from)).toEqual(["Alex passes priority."]);
  });
});

describe("going to a later step (500.1)", () => {
  it("goes as far as five turns: turn 6's first main phase from turn 1's", () => {
    const g = game();
    g.advanceTo(6, "main1");
    expect([g.state.turn.number, g.state.turn.step]).toEqual([6, "main1"]);
  });

  it("refuses to go farther, before anything changes, saying how far it is", () => {
    const g = game();
    const before = structuredClone(g.state);
    const distance = Game.ADVANCE_LIMIT + STEPS.indexOf("main2") - STEPS.indexOf("main1");
    expect(() => g.advanceTo(6, "main2")).toThrow(new UsageError({ problem: "stepsTooFar", turn: 6, step: "main2", distance, limit: Game.ADVANCE_LIMIT }));
    expect(() => g.advanceTo(6, "main2")).toThrow(expect.objectContaining({ problem: { problem: "stepsTooFar", turn: 6, step: "main2", distance, limit: Game.ADVANCE_LIMIT } }));
    expect(g.state).toEqual(before);
  });

  it("refuses a step that doesn't exist, or a turn that isn't a whole number", () => {
    const g = game();
    expect(() => g.advanceTo(2, "second-breakfast" as Step)).toThrow("advanceTo: no step second-breakfast of turn 2.");
    expect(() => g.advanceTo(1.5, "main1")).toThrow(expect.objectContaining({ problem: { problem: "noSuchStep", turn: 1.5, step: "main1" } }));
    expect([g.state.turn.number, g.state.turn.step]).toEqual([1, "main1"]);
  });

  it("abilities that trigger at the beginning of a step on the way resolve there: each upkeep's, turn after turn (603.2b)", () => {
    const g = game();
    g.createCard(card("clock", { types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "tick", triggered: { when: { beginningOfUpkeep: "each" }, effect: [{ gainLife: { amount: 1, player: "you" } }] } }] }), "battlefield", "alex");
    g.advanceTo(3, "upkeep");
    expect(life(g, "alex")).toBe(21); // turn 2's resolved on the way; turn 3's is on the stack
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  });
});

describe("delayed triggered abilities (603.7)", () => {
  it("each triggers once, at its own time: the next end step's, then the next upkeep of its controller's", () => {
    const g = game();
    const both = spell("both", ["sorcery"], { effect: [{ delayed: { at: "next-end-step", effect: [{ gainLife: 1 }] } }, { delayed: { at: "next-upkeep", effect: [{ gainLife: 2 }] } }] });
    g.cast("alex", g.createCard(both, "hand", "alex"));
    g.resolveStack();
    g.advanceTo(2, "main1");
    expect(life(g, "alex")).toBe(21);
    g.advanceTo(3, "draw");
    expect(life(g, "alex")).toBe(23);
    g.advanceTo(5, "draw");
    expect(life(g, "alex")).toBe(23);
  });
});

describe("the intervening \"if\" clause (603.4)", () => {
  const keeper = card("keeper", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "keep", triggered: { when: { beginningOfUpkeep: "you" }, if: { lifeAtLeast: 21 }, effect: [{ gainLife: 5 }] } }] });

  it("the ability doesn't trigger if the condition is false when its event happens", () => {
    const g = game();
    g.createCard(keeper, "battlefield", "alex");
    g.advanceTo(3, "upkeep");
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
  });

  it("it checks the condition again as it resolves: false then, it does nothing", () => {
    const g = game();
    g.createCard(keeper, "battlefield", "alex");
    player(g.state, "alex").life = 21;
    g.advanceTo(3, "upkeep");
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
    g.cast("alex", g.createCard(spell("lose-one", ["instant"], { effect: [{ loseLife: 1 }] }), "hand", "alex"));
    g.resolveStack();
    expect(life(g, "alex")).toBe(20);
  });

  it("true both times, it resolves", () => {
    const g = game();
    g.createCard(keeper, "battlefield", "alex");
    player(g.state, "alex").life = 21;
    g.advanceTo(3, "upkeep");
    g.resolveStack();
    expect(life(g, "alex")).toBe(26);
  });
});

describe("leaving the stack (608.2b, 608.2k)", () => {
  it("an ability whose only target is gone is removed from the stack and ceases to exist: it goes to no graveyard", () => {
    const g = newGame();
    const rod = g.createCard(card("rod", { types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "use", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ tap: "target" }] } }] }), "battlefield", "alex");
    const target = g.createCard(bear, "battlefield", "bianca");
    g.activate("alex", rod, "use", { targets: [{ object: target }] });
    g.moveTo(target, "hand");
    g.resolveStack();
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
    expect(objectsIn(g.state, "graveyard", "alex")).toHaveLength(0);
    expect([...g.state.objects.values()].some((o) => o.kind === "ability")).toBe(false);
  });

  it("a loop of mandatory actions isn't resolved forever: the engine stops, and the whole attempt is reversed", () => {
    // 104.4b would make the game a draw; the engine doesn't detect loops: it stops after a hundred resolutions.
    const g = newGame();
    const phoenix = card("phoenix", { abilities: [
      { id: "enter", triggered: { when: { entersBattlefield: "self" }, effect: [{ sacrifice: "self" }] } },
      { id: "rise", triggered: { when: { dies: "self" }, effect: [{ returnToBattlefield: { it: "trigger-object" } }] } },
    ] });
    g.cast("alex", g.createCard(phoenix, "hand", "alex"));
    const before = { ...structuredClone(g.state), version: 0 };
    expect(() => g.resolveStack()).toThrow("the stack does not empty (loop?)");
    expect({ ...g.state, version: 0 }).toEqual(before);
  });

  it("a hundred spells on the stack all resolve, top first", () => {
    const g = newGame();
    for (let i = 0; i < 100; i++) g.cast("alex", g.createCard(gainOne, "hand", "alex"));
    g.resolveStack();
    expect(life(g, "alex")).toBe(120);
  });
});

describe("state-based actions are checked again until none is performed (704.3)", () => {
  it("a chain of thirty creatures, each kept alive by the one before, all die after the first leaves", () => {
    const g = newGame();
    // Creature k is a 1/0 of subtype Tk, and gives creatures of subtype T(k+1) +0/+1; creature 0 is a 1/1.
    const chain = Array.from({ length: 30 }, (_, k) => g.createCard(card(`link-${k}`, { power: 1, toughness: k === 0 ? 1 : 0, subtypes: [`T${k}`], abilities: [{ id: "next", static: { affects: { all: { subtypes: [`T${k + 1}`] } }, modifyPT: [0, 1] } }] }), "battlefield", "alex"));
    g.checkStateBasedActions();
    expect(objectsIn(g.state, "battlefield")).toHaveLength(30);
    g.moveTo(chain[0], "hand");
    g.checkStateBasedActions();
    expect(objectsIn(g.state, "battlefield")).toHaveLength(0);
    expect(objectsIn(g.state, "graveyard", "alex")).toHaveLength(29);
  });

  it("a token that ceases to exist outside the battlefield (704.5d) is a state-based action: the check that follows sees it gone", () => {
    const g = newGame();
    // A 1/0 that gets +0/+1 for each creature in all graveyards: a token there keeps it alive until the token is gone.
    const ghoul = g.createCard(card("ghoul", { power: 1, toughness: 0, abilities: [{ id: "count", static: { affects: "self", modifyPT: [0, { count: { zone: "graveyard", whose: "any", filter: { types: ["creature"] } } }] } }] }), "battlefield", "alex");
    const token = g.createToken({ name: { en: "Spirit" }, types: ["creature"], power: 1, toughness: 1 }, "alex");
    g.moveTo(token, "graveyard");
    expect(g.characteristics(ghoul).toughness).toBe(1);
    g.checkStateBasedActions();
    expect(objectsIn(g.state, "graveyard", "alex").map((o) => o.kind)).toEqual(["card"]);
  });
});

describe("\"becomes the target\" abilities function on the battlefield (112.6, 603.2)", () => {
  it("a card in a graveyard that becomes the target of a spell triggers nothing", () => {
    const g = newGame();
    const watcher = g.createCard(card("watcher", { abilities: [{ id: "watch", triggered: { when: { becomesTarget: "self" }, effect: [{ gainLife: 1 }] } }] }), "graveyard", "bianca");
    const exile = spell("exile-card", ["instant"], { targets: [{ kind: "card-in-graveyard" }], effect: [{ exile: "target" }] });
    g.cast("alex", g.createCard(exile, "hand", "alex"), { targets: [{ object: watcher }] });
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  });
});

describe("the game ends immediately (104.1)", () => {
  it("when a player loses, no ability that triggered is put on the stack afterwards", () => {
    const g = newGame();
    const greeter = card("greeter", { abilities: [{ id: "hello", triggered: { when: { entersBattlefield: "self" }, effect: [{ gainLife: 1 }] } }] });
    const last = spell("last-words", ["sorcery"], { effect: [{ loseLife: 20 }, { createTokens: { amount: 1, token: { name: { en: "Greeter" }, types: ["creature"], power: 1, toughness: 1, abilities: greeter.abilities } } }] });
    g.cast("alex", g.createCard(last, "hand", "alex"));
    g.resolveStack();
    expect(g.isOver()).toBe(true);
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
    expect(g.log.some((e) => e.action === "triggers")).toBe(false);
  });
});

describe("counters (107.1b, 702.59a)", () => {
  const vanishing = card("vanisher", { abilities: [{ id: "gone", triggered: { when: { lastCounterRemoved: "time" }, effect: [{ gainLife: 1 }] } }] });

  it("putting counters is said with their number; putting none is allowed (zero isn't negative)", () => {
    const g = newGame();
    const b = g.createCard(bear, "battlefield", "alex");
    const from = g.log.length;
    g.putCounters(b, "+1/+1", 2);
    g.putCounters(b, "+1/+1", 0);
    expect(said(g, from)[0]).toBe("2 +1/+1 counters on bear.");
    expect(g.characteristics(b).power).toBe(4);
  });

  it("removing more counters than there are removes those there are, and says so", () => {
    const g = newGame();
    const b = g.createCard(vanishing, "battlefield", "alex", { counters: { time: 2 } });
    const from = g.log.length;
    g.removeCounters(b, "time", 3);
    expect(g.state.objects.get(b)!.counters.time).toBe(0);
    expect(said(g, from)).toEqual(["2 time counters removed from vanisher."]);
  });

  it("the last counter of a kind removed triggers; one of two doesn't, nor removing none", () => {
    const g = newGame();
    const b = g.createCard(vanishing, "battlefield", "alex", { counters: { time: 2 } });
    const none = g.createCard(vanishing, "battlefield", "alex");
    g.removeCounters(none, "time", 1);
    g.removeCounters(b, "time", 1);
    g.givePriority("alex");
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
    g.removeCounters(b, "time", 1);
    g.givePriority("alex");
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  });
});

describe("as a permanent enters the battlefield (614.1c, 614.12)", () => {
  const permanent = (slug: string, asEnters: Extract<AbilityDef, { asEnters: unknown }>["asEnters"]) =>
    card(slug, { types: ["enchantment"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "as", asEnters }] });

  it("\"as it enters, choose a color\": without a colour the spell can't finish resolving, and nothing happens", () => {
    const g = newGame();
    g.cast("alex", g.createCard(permanent("banner", { choose: "color" }), "hand", "alex"));
    const refused = refusal(g, () => g.resolveStack());
    expect(refused.reason).toMatchObject({ reason: "choiceRequired", choice: "color" });
  });

  it("the colour chosen is said; choosing doesn't make it enter tapped", () => {
    const g = newGame();
    g.cast("alex", g.createCard(permanent("banner", { choose: "color" }), "hand", "alex"));
    const from = g.log.length;
    g.resolveStack({ color: "red" });
    expect(said(g, from)).toContain("Alex chooses red.");
    expect(g.log.slice(from).map((e) => renderEvent(e, "fr"))).toContain("Alex choisit le rouge.");
    expect(said(g, from)).toContain("Banner enters the battlefield.");
    expect(objectsIn(g.state, "battlefield")[0].status.tapped).toBe(false);
  });

  it("so is the creature type chosen", () => {
    const g = newGame();
    g.cast("alex", g.createCard(permanent("totem", { choose: "creature-type" }), "hand", "alex"));
    const from = g.log.length;
    g.resolveStack({ creatureType: "Elf" });
    expect(said(g, from)).toContain("Alex chooses Elf.");
    expect(g.log.slice(from).map((e) => renderEvent(e, "fr"))).toContain("Alex choisit le type Elfe.");
  });

  it("\"enters the battlefield tapped\" and \"with two counters\": so it enters", () => {
    const g = newGame();
    g.cast("alex", g.createCard(permanent("vault", { tapped: true, counters: { kind: "charge", amount: 2 } }), "hand", "alex"));
    g.resolveStack();
    const [vault] = objectsIn(g.state, "battlefield");
    expect([vault.status.tapped, vault.counters]).toEqual([true, { charge: 2 }]);
  });
});

describe("decisions made as a spell resolves, during a controlled turn (711.5)", () => {
  it("are the controller of the turn's, not the player's: the player's own are refused", () => {
    const g = newGame();
    for (const p of ["alex", "bianca"]) g.createCard(bear, "library", p);
    const choose = spell("choose", ["sorcery"], { effect: [{ chooseNumber: true }] });
    controlNextTurn(g, "bianca", "alex");
    g.advanceTo(2, "main1");
    actingAs(g, "alex", () => g.cast("bianca", g.createCard(choose, "hand", "bianca")));
    const refused = refusal(g, () => g.resolveTop({ number: 3 }));
    expect([refused.rule, refused.reason.reason]).toEqual(["711.5", "decidesFor"]);
    actingAs(g, "alex", () => g.resolveTop({ number: 3 }));
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
  });
});
