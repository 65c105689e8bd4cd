// Instructions of a resolving spell or ability on the cases that tell their words apart (608.2): what an
// instruction does when its object has gone (608.2b: "the spell or ability doesn't do anything to an illegal
// target"; 400.7: a permanent that left the battlefield is a new object), "target" versus "this", a condition that
// doesn't hold, a choice made as it resolves (608.2d) and the end of the game in the middle of an effect (104.1 /
// 102.1: "A game ends immediately when a player wins").
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef, Instruction } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import type { Decisions } from "../../src/engine/kernel.ts";
import { card, newGame, refusal } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";

type Spell = Extract<AbilityDef, { spell: unknown }>["spell"];

function instant(slug: string, effect: Instruction[], targets?: Spell["targets"]): CardDef {
  return { slug, name: { en: slug }, types: ["instant"], abilities: [{ id: slug, spell: { ...(targets && { targets }), effect } }] };
}

const kill = instant("kill", [{ destroy: "target" }], [{ kind: "creature" }]);

function cast(g: Game, spell: CardDef, decisions: Decisions = {}) {
  if (g.state.turn.step !== "main1") g.advanceTo(1, "main1");
  return g.cast("alex", g.createCard(spell, "hand", "alex"), decisions);
}

describe("608.2: instructions on the cases that tell them apart", () => {
  it("104.1: 'you win the game, then you gain 5 life' — the game has ended: the rest of the effect doesn't happen", () => {
    const g = newGame();
    cast(g, instant("triumph", [{ winGame: true }, { gainLife: 5 }]));
    g.resolveTop();
    expect([g.isOver(), g.state.players[0].life]).toEqual([true, 20]);
  });

  it("'if you have at least 25 life, draw a card': the condition doesn't hold, nothing is drawn; it holds, one is", () => {
    const g = newGame();
    for (let i = 0; i < 2; i++) g.createCard(card(`top ${i}`), "library", "alex");
    const vision = instant("vision", [{ if: { condition: { lifeAtLeast: 25 }, then: [{ draw: 1 }] } }]);
    cast(g, vision);
    g.resolveTop();
    expect(g.state.zones.get("hand:alex")).toEqual([]);
    g.state.players[0].life = 25;
    cast(g, vision);
    g.resolveTop();
    expect(g.state.zones.get("hand:alex")?.length).toBe(1);
  });

  it("'target creature becomes the colour of your choice' needs the colour chosen as it resolves (608.2d)", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    cast(g, instant("paint", [{ continuous: { affects: "target", colors: { choose: true } } }], [{ kind: "creature" }]), { targets: [{ object: bear }] });
    expect(refusal(() => g.resolveTop())).toEqual({ rule: cite(g.rules, "choiceOnResolution"), reason: "colorOnResolution" });
    g.resolveTop({ color: "blue" });
    expect(g.characteristics(bear).colors).toEqual(["blue"]);
  });

  it("'discard two cards': exactly two, chosen as it resolves; another number is refused", () => {
    const g = newGame();
    const hand = ["a", "b", "c"].map((n) => g.createCard(card(n), "hand", "alex"));
    cast(g, instant("mind rot", [{ discard: 2 }]));
    expect(refusal(() => g.resolveTop())).toEqual({ rule: cite(g.rules, "discard"), reason: "discardCount" });
    expect(refusal(() => g.resolveTop({ discard: hand }))).toEqual({ rule: cite(g.rules, "discard"), reason: "discardCount" });
    g.resolveTop({ discard: [hand[0], hand[1]] });
    expect(g.state.zones.get("graveyard:alex")?.length).toBe(3);
    cast(g, instant("one", [{ discard: 1 }]));
    expect(refusal(() => g.resolveTop())).toEqual({ rule: cite(g.rules, "discard"), reason: "discardCount" });
  });

  it("'tap target creature' taps it; 'put a +1/+1 counter on target creature' puts it on the target, not on the spell's source", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    cast(g, instant("frost", [{ tap: "target" }, { putCounters: { kind: "+1/+1", amount: 1, on: "target" } }], [{ kind: "creature" }]), { targets: [{ object: bear }] });
    g.resolveTop();
    expect(g.state.objects.get(bear)).toMatchObject({ status: { tapped: true }, counters: { "+1/+1": 1 } });
  });

  it("'regenerate target creature' gives the shield to the target; 'target creature can't be regenerated' forbids the target's", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const other = g.createCard(card("other"), "battlefield", "alex");
    cast(g, instant("mend", [{ regenerate: "target" }], [{ kind: "creature" }]), { targets: [{ object: bear }] });
    g.resolveTop();
    expect(g.state.areas.regenerationShields).toEqual({ [bear]: 1 });
    cast(g, instant("curse", [{ cantBeRegenerated: "target" }], [{ kind: "creature" }]), { targets: [{ object: other }] });
    g.resolveTop();
    expect(g.state.areas.cantBeRegenerated).toEqual([other]);
  });

  it("an instruction to an object that has left the battlefield does nothing: destroy, regenerate, can't be regenerated, sacrifice this", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    const twice = instant("twice", [{ destroy: "target" }, { regenerate: "target" }, { cantBeRegenerated: "target" }, { destroy: "target" }], [{ kind: "creature" }]);
    cast(g, twice, { targets: [{ object: bear }] });
    g.resolveTop();
    expect(g.log.filter((e) => e.action === "destroyed").length).toBe(1);
    expect([g.state.areas.regenerationShields, g.state.areas.cantBeRegenerated]).toEqual([undefined, undefined]);
    const altar = g.createCard(card("altar", { abilities: [{ id: "pop", activated: { cost: {}, effect: [{ sacrifice: "self" }] } }] }), "battlefield", "alex");
    g.activate("alex", altar, "pop");
    cast(g, kill, { targets: [{ object: altar }] });
    g.resolveTop();
    g.resolveTop();
    expect(g.log.filter((e) => e.action === "sacrificed")).toEqual([]);
  });

  it("'deals 1 damage to each creature with flying': only those", () => {
    const g = newGame();
    const bird = g.createCard(card("bird", { abilities: [{ id: "flying", keyword: "flying" }] }), "battlefield", "bianca");
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    cast(g, instant("hurricane", [{ dealDamage: { amount: 1, to: { all: { types: ["creature"], withAbilities: ["flying"] } } } }]));
    g.resolveTop();
    expect([g.state.objects.get(bird)?.damage, g.state.objects.get(bear)?.damage]).toEqual([1, 0]);
  });

  it("701.8a: 'exchange control of two target creatures': done when both are there under different controllers, else not at all", () => {
    const g = newGame();
    const mine = g.createCard(card("mine"), "battlefield", "alex");
    const theirs = g.createCard(card("theirs"), "battlefield", "bianca");
    const mine2 = g.createCard(card("mine too"), "battlefield", "alex");
    const swap = instant("swap", [{ exchangeControl: "targets" }], [{ kind: "creature" }, { kind: "creature" }]);
    cast(g, swap, { targets: [{ object: mine }, { object: mine2 }] });
    g.resolveTop();
    expect([mine, mine2].map((id) => g.characteristics(id).controller)).toEqual(["alex", "alex"]);
    cast(g, swap, { targets: [{ object: mine }, { object: theirs }] });
    cast(g, kill, { targets: [{ object: theirs }] });
    g.resolveTop();
    g.resolveTop();
    expect(g.characteristics(mine).controller).toBe("alex");
    cast(g, swap, { targets: [{ object: mine }, { object: mine2 }] });
    g.resolveTop();
    const third = g.createCard(card("third"), "battlefield", "bianca");
    cast(g, swap, { targets: [{ object: mine }, { object: third }] });
    g.resolveTop();
    expect([g.characteristics(mine).controller, g.characteristics(third).controller]).toEqual(["bianca", "alex"]);
  });
});
