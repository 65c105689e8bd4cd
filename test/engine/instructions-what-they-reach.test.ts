// Resolving a spell or ability (608.2, 2011-02-04 numbering): its instructions carried out in order (608.2c), each as
// the card says — what each instruction reaches, and what it leaves alone when what it names is gone or doesn't fit.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { stopDelayedTrigger } from "../../src/engine/special-actions.ts";
import { card, events, instant, newGame, resolve, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";
import { cite } from "../../src/engine/cited-rules.ts";

const life = (g: Game, p: string) => g.state.players.find((x) => x.id === p)!.life;
const zoneOf = (g: Game, id: string) => g.state.objects.get(id)?.zone ?? "gone";
const land = (slug: string): CardDef => ({ slug, name: { en: slug }, types: ["land"] });

describe("104.1 / 104.2b: the game ends as a player wins", () => {
  it("'you win the game', then 'you gain 5 life': the game is over, the life is not gained", () => {
    const g = newGame();
    resolve(g, [{ winGame: true }, { gainLife: 5 }]);
    expect(g.isOver()).toBe(true);
    expect(life(g, "alex")).toBe(20);
  });
});

describe("608.2d: a colour chosen as a continuous effect resolves", () => {
  it("'target creature becomes the color of your choice' with no colour chosen is refused, the game as before", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    g.cast("alex", g.createCard(instant("paint", [{ continuous: { affects: "target", colors: { choose: true } } }], [{ kind: "creature" }]), "hand", "alex"), { targets: [{ object: bear }] });
    const v = ruleViolation(() => g.resolveTop());
    expect([v.rule, v.reason]).toEqual([cite(g.rules, "choiceOnResolution"), { reason: "colorOnResolution" }]);
    expect(g.state.zones.get("stack")!.length).toBe(1);
  });
});

describe("701.11a: regenerate target creature", () => {
  it("the shield is on the target, not on the source of the ability", () => {
    const g = newGame();
    const healer = g.createCard(card("healer", { abilities: [{ id: "mend", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ regenerate: "target" }] } }] }), "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.activate("alex", healer, "mend", { targets: [{ object: bear }] });
    g.resolveTop();
    expect(events(g, "regenerationShield")).toMatchObject([{ object: { id: bear } }]);
    resolve(g, [{ destroy: "target" }], { targets: [{ object: bear }] }, [{ kind: "creature" }]);
    expect(zoneOf(g, bear)).toBe("battlefield");
  });
  it("'regenerate this creature' from an ability whose creature left the battlefield: no shield", () => {
    const g = newGame();
    const s = g.createCard(card("skeleton", { abilities: [{ id: "r", activated: { cost: {}, effect: [{ regenerate: "self" }] } }] }), "battlefield", "alex");
    g.activate("alex", s, "r");
    const spell = g.cast("alex", g.createCard(instant("bounce", [{ returnToHand: "target" }], [{ kind: "creature" }]), "hand", "alex"), { targets: [{ object: s }] });
    expect(spell).toBeDefined();
    g.resolveTop();
    g.resolveTop();
    expect(events(g, "regenerationShield")).toEqual([]);
  });
});

describe("701.11c: 'it can't be regenerated' about the object a trigger is about", () => {
  it("a creature dealt damage by this creature can't be regenerated: the trigger object, not a target", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    const s = g.createCard(card("skeleton", { abilities: [{ id: "r", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ regenerate: "target" }, { cantBeRegenerated: "trigger-object" }] } }] }), "battlefield", "alex");
    // No trigger object: the instruction reaches nothing, and the shield on the target stands.
    g.activate("alex", s, "r", { targets: [{ object: bear }] });
    g.resolveTop();
    resolve(g, [{ destroy: "target" }], { targets: [{ object: bear }] }, [{ kind: "creature" }]);
    expect(zoneOf(g, bear)).toBe("battlefield");
  });
});

describe("108.3b / 400.10b: a card from outside the game", () => {
  it("'you may choose a card you own from outside the game': choosing none does nothing", () => {
    const g = newGame();
    resolve(g, [{ fromOutside: { filter: { types: ["creature"] }, to: "hand" } }]);
    expect(g.state.zones.get("hand:alex")).toEqual([]);
  });
});

describe("counters: removed from the target", () => {
  it("'remove a +1/+1 counter from target creature' takes it from the target, not from the source", () => {
    const g = newGame();
    const src = g.createCard(card("leech", { abilities: [{ id: "leech", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ removeCounters: { kind: "+1/+1", amount: 1, on: "target" } }] } }] }), "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    g.putCounters(src, "+1/+1", 1);
    g.putCounters(bear, "+1/+1", 1);
    g.activate("alex", src, "leech", { targets: [{ object: bear }] });
    g.resolveTop();
    expect([g.state.objects.get(src)!.counters["+1/+1"] ?? 0, g.state.objects.get(bear)!.counters["+1/+1"] ?? 0]).toEqual([1, 0]);
  });
});

describe("701.6a: destroy acts on permanents only", () => {
  it("'destroy target creature card in a graveyard': the card is not a permanent and stays", () => {
    const g = newGame();
    const dead = g.createCard(card("dead"), "graveyard", "bianca");
    resolve(g, [{ destroy: "target" }], { targets: [{ object: dead }] }, [{ kind: "card-in-graveyard", filter: { types: ["creature"] } }]);
    expect(zoneOf(g, dead)).toBe("graveyard");
    expect(events(g, "destroyed")).toEqual([]);
  });
});

describe("damage to each creature and each player (120.3)", () => {
  it("'2 damage to each creature': a land is dealt none", () => {
    const g = newGame();
    const l = g.createCard(land("plains"), "battlefield", "alex");
    const bear = g.createCard(card("bear", { toughness: 3 }), "battlefield", "bianca");
    resolve(g, [{ dealDamage: { amount: 2, to: { all: { types: ["creature"] } } } }]);
    expect([g.state.objects.get(l)!.damage, g.state.objects.get(bear)!.damage]).toEqual([0, 2]);
    expect(events(g, "damageDealt")).toMatchObject([{ amount: 2, to: { object: { id: bear } } }]);
  });
  it("'3 damage to target creature, then return it to its owner's hand': the damage is not dealt to the card in hand", () => {
    const g = newGame();
    const bear = g.createCard(card("bear", { toughness: 5 }), "battlefield", "bianca");
    resolve(g, [{ returnToHand: "target" }, { dealDamage: { amount: 3, to: "target" } }], { targets: [{ object: bear }] }, [{ kind: "creature" }]);
    expect(g.state.zones.get("hand:bianca")!.map((id) => g.state.objects.get(id)!.damage)).toEqual([0]);
  });
});

describe("115.2c: stopping one of two delayed triggered abilities", () => {
  it("the one the player paid for doesn't trigger; the other still does", () => {
    const g = newGame();
    for (let i = 0; i < 2; i++) g.createCard(poolCard("island"), "battlefield", "bianca");
    resolve(g, [
      { delayed: { at: "next-end-step", effect: [{ gainLife: 1 }], unlessPays: { player: "target", cost: "{U}" } } },
      { delayed: { at: "next-end-step", effect: [{ gainLife: 2 }], unlessPays: { player: "target", cost: "{U}" } } },
    ], { targets: [{ player: "bianca" }] }, [{ kind: "player" }]);
    g.passPriority("alex");
    stopDelayedTrigger(g, "bianca", g.state.delayed[1].id);
    g.advanceTo(1, "cleanup");
    expect(life(g, "alex")).toBe(21);
  });
});

describe("701.8a: exchange control of two target permanents", () => {
  const exchange = instant("switch", [{ exchangeControl: "targets" }], [{ kind: "creature" }, { kind: "creature" }]);
  it("both legal: each goes to the other's controller", () => {
    const g = newGame();
    const [a, b] = [g.createCard(card("a"), "battlefield", "alex"), g.createCard(card("b"), "battlefield", "bianca")];
    g.cast("alex", g.createCard(exchange, "hand", "alex"), { targets: [{ object: a }, { object: b }] });
    g.resolveTop();
    expect([g.characteristics(a).controller, g.characteristics(b).controller]).toEqual(["bianca", "alex"]);
  });
  it("one target gone: no part of the exchange happens", () => {
    const g = newGame();
    const [a, b] = [g.createCard(card("a"), "battlefield", "alex"), g.createCard(card("b"), "battlefield", "bianca")];
    g.cast("alex", g.createCard(exchange, "hand", "alex"), { targets: [{ object: a }, { object: b }] });
    resolve(g, [{ returnToHand: "target" }], { targets: [{ object: b }] }, [{ kind: "creature" }]);
    const effects = g.state.effects.length;
    g.resolveTop();
    expect([g.characteristics(a).controller, g.state.effects.length]).toEqual(["alex", effects]);
  });
  it("both under one controller: nothing changes, no control effect is created", () => {
    const g = newGame();
    const [a, b] = [g.createCard(card("a"), "battlefield", "alex"), g.createCard(card("b"), "battlefield", "alex")];
    const effects = g.state.effects.length;
    g.cast("alex", g.createCard(exchange, "hand", "alex"), { targets: [{ object: a }, { object: b }] });
    g.resolveTop();
    expect([g.characteristics(a).controller, g.characteristics(b).controller, g.state.effects.length]).toEqual(["alex", "alex", effects]);
  });
});

describe("701.11a / 701.11c: regeneration, and what can't be regenerated, reach permanents only", () => {
  it("'regenerate target creature card in a graveyard': a card there is no permanent, no shield is made", () => {
    const g = newGame();
    const dead = g.createCard(card("dead"), "graveyard", "bianca");
    resolve(g, [{ regenerate: "target" }, { cantBeRegenerated: "target" }], { targets: [{ object: dead }] }, [{ kind: "card-in-graveyard", filter: { types: ["creature"] } }]);
    expect(events(g, "regenerationShield")).toEqual([]);
    expect(events(g, "cantBeRegenerated")).toEqual([]);
  });
  it("'whenever another creature enters the battlefield, it can't be regenerated this turn': its shield is of no use", () => {
    const g = newGame();
    g.createCard(card("watcher", { abilities: [{ id: "w", triggered: { when: { entersBattlefield: { types: ["creature"], other: true } }, effect: [{ cantBeRegenerated: "trigger-object" }] } }] }), "battlefield", "alex");
    const healer = g.createCard(card("healer", { abilities: [{ id: "mend", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ regenerate: "target" }] } }] }), "battlefield", "alex");
    g.cast("alex", g.createCard(card("bear"), "hand", "alex"));
    g.resolveTop();
    g.givePriority("alex");
    g.resolveTop();
    const bear = g.state.zones.get("battlefield")!.find((id) => g.characteristics(id).name?.en === "bear")!;
    g.activate("alex", healer, "mend", { targets: [{ object: bear }] });
    g.resolveTop();
    resolve(g, [{ destroy: "target" }], { targets: [{ object: bear }] }, [{ kind: "creature" }]);
    expect(zoneOf(g, bear)).toBe("gone");
  });
});

describe("800.4a: damage to each player in a multiplayer game", () => {
  it("a player who left the game is dealt none", () => {
    const g = new Game(ruleSet("2011-02-04"), ["alex", "bianca", "charlie"].map((id) => ({ id, name: id })));
    resolve(g, [{ dealDamage: { amount: 20, to: "target" } }], { targets: [{ player: "charlie" }] }, [{ kind: "player" }]);
    expect(g.state.players.find((p) => p.id === "charlie")!.lost).toBe(true);
    resolve(g, [{ dealDamage: { amount: 1, to: "each-player" } }]);
    expect(g.state.players.map((p) => p.life)).toEqual([19, 19, 0]);
  });
});
