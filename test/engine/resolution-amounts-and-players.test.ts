// What a resolving spell or ability counts and whom it reaches (608.2c, 608.2g: the answer is determined as the
// instruction is carried out), 2011-02-04 numbering: amounts written as counts, sums and card types, the players of
// "each player" in a multiplayer game (800.4a), and "that card" when there is none.
import { describe, expect, it } from "vitest";
import type { Instruction } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { turnFaceUp } from "../../src/engine/special-actions.ts";
import { player } from "../../src/engine/state.ts";
import { card, effect, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

/** An instant with the given effect, cast and resolved by Alex (X as given, paid with Islands). */
function resolveInstant(g: Game, effect: Instruction[], x?: number): void {
  const spell = card("spell", { types: ["instant"], manaCost: x === undefined ? "{0}" : "{X}", power: undefined, toughness: undefined, abilities: [{ id: "spell", spell: { effect } }] });
  for (let i = 0; i < (x ?? 0); i++) g.createCard(poolCard("island"), "battlefield", "alex");
  g.cast("alex", g.createCard(spell, "hand", "alex"), { x });
  g.resolveTop();
}
const life = (g: Game, id = "alex") => player(g.state, id).life;
const bear = () => poolCard("grizzly-bears");

describe("608.2g: amounts counted as the instruction is carried out", () => {
  it("'you gain X plus 2 life', X = 3: 5 life", () => {
    const g = newGame();
    resolveInstant(g, [{ gainLife: { sum: ["X", 2] } }], 3);
    expect(life(g)).toBe(25);
  });

  it("'gain 1 life for each creature your opponents control': Bianca's two, not Alex's own", () => {
    const g = newGame();
    g.createCard(bear(), "battlefield", "alex");
    for (let i = 0; i < 2; i++) g.createCard(bear(), "battlefield", "bianca");
    resolveInstant(g, [{ gainLife: { count: { zone: "battlefield", whose: "opponents", filter: { types: ["creature"] } } } }]);
    expect(life(g)).toBe(22);
  });

  it("'gain 1 life for each card in all graveyards', and 'for each card in your graveyard'", () => {
    const g = newGame();
    g.createCard(bear(), "graveyard", "alex");
    for (let i = 0; i < 2; i++) g.createCard(bear(), "graveyard", "bianca");
    resolveInstant(g, [{ gainLife: { count: { zone: "graveyard" } } }]);
    expect(life(g)).toBe(23);
    resolveInstant(g, [{ gainLife: { count: { zone: "graveyard", whose: "you" } } }]);
    // The first spell is in Alex's graveyard now too (608.2k).
    expect(life(g)).toBe(25);
  });

  it("'for each card in exile' and 'for each spell on the stack' count the shared zones", () => {
    const g = newGame();
    for (let i = 0; i < 2; i++) g.createCard(bear(), "exile", "bianca");
    resolveInstant(g, [{ gainLife: { count: { zone: "exile" } } }]);
    expect(life(g)).toBe(22);
    // On the stack: the resolving spell itself, and a bear spell under it.
    g.cast("alex", g.createCard(card("bear-spell", { types: ["creature"], manaCost: "{0}" }), "hand", "alex"));
    resolveInstant(g, [{ gainLife: { count: { zone: "stack" } } }]);
    expect(life(g)).toBe(24);
  });

  it("'gain 1 life for each card type among cards in your graveyard': an artifact creature and an instant are three", () => {
    const g = newGame();
    g.createCard(card("golem", { types: ["artifact", "creature"] }), "graveyard", "alex");
    g.createCard(card("shock", { types: ["instant"], power: undefined, toughness: undefined }), "graveyard", "alex");
    g.createCard(card("land", { types: ["land"], power: undefined, toughness: undefined }), "graveyard", "bianca");
    resolveInstant(g, [{ gainLife: { cardTypesAmong: { zone: "graveyard", whose: "you" } } }]);
    expect(life(g)).toBe(23);
  });
});

describe("800.4a: a player who has left a multiplayer game is no longer among 'each player' or 'all players'", () => {
  it("Repay in Kind: the lowest life total among the players still in the game, given to each of them", () => {
    const g = new Game(ruleSet("2011-02-04"), ["alex", "bianca", "chloe"].map((id) => ({ id, name: id })));
    player(g.state, "bianca").life = 7;
    player(g.state, "chloe").life = -2;
    g.checkStateBasedActions();
    expect(player(g.state, "chloe").lost).toBe(true);
    for (let i = 0; i < 7; i++) g.createCard(poolCard("swamp"), "battlefield", "alex");
    g.cast("alex", g.createCard(poolCard("repay-in-kind"), "hand", "alex"));
    g.resolveTop();
    expect(["alex", "bianca"].map((id) => life(g, id))).toEqual([7, 7]);
  });

  it("'each player gains 2 life': the players still in the game do; the one who left doesn't", () => {
    const g = new Game(ruleSet("2011-02-04"), ["alex", "bianca", "chloe"].map((id) => ({ id, name: id })));
    player(g.state, "chloe").life = 0;
    g.checkStateBasedActions();
    resolveInstant(g, [{ gainLife: { amount: 2, player: "each" } }]);
    expect(["alex", "bianca", "chloe"].map((id) => life(g, id))).toEqual([22, 22, 0]);
  });
});

describe("'that card' when no card was moved", () => {
  it("Infernal Genesis with an empty library: no card is put into the graveyard, and no Minion is created", () => {
    const g = newGame();
    g.createCard(poolCard("infernal-genesis"), "battlefield", "alex");
    g.advanceTo(2, "upkeep");
    g.resolveTop();
    expect(g.state.zones.get("battlefield")!.map((id) => g.nameOf(id, "en"))).toEqual(["Infernal Genesis"]);
  });
});

describe("conditions checked as the instruction is carried out", () => {
  it("Dawnglow Infusion: X life for {G} spent and X life for {W} spent — Forests alone give X once, a Plains among them X twice", () => {
    for (const [lands, gained] of [[["forest", "forest", "forest"], 2], [["forest", "plains", "forest"], 4]] as const) {
      const g = newGame();
      for (const slug of lands) g.createCard(poolCard(slug), "battlefield", "alex");
      g.cast("alex", g.createCard(poolCard("dawnglow-infusion"), "hand", "alex"), { x: 2 });
      g.resolveTop();
      expect(life(g)).toBe(20 + gained);
    }
  });

  it("Jushi Apprentice: it flips only if its controller has nine or more cards in hand after drawing", () => {
    const g = newGame();
    for (const id of ["alex", "bianca"]) for (let i = 0; i < 10; i++) g.createCard(poolCard("island"), "library", id);
    for (let i = 0; i < 3; i++) g.createCard(poolCard("island"), "battlefield", "alex");
    const jushi = g.createCard(poolCard("jushi-apprentice"), "battlefield", "alex");
    g.advanceTo(3, "main1");
    g.activate("alex", jushi, "draw-and-flip");
    g.resolveTop();
    expect(g.state.zones.get("hand:alex")).toHaveLength(2);
    expect(g.state.objects.get(jushi)!.status.flipped).toBe(false);
  });
});

describe("607.2d / 608.2d: 'of the chosen type' and 'the chosen number' in a resolving spell", () => {
  const creature = (slug: string, subtypes: string[]) => card(slug, { subtypes, power: 1, toughness: 1 });
  const spell = (effect: Instruction[]) => card("rally", { types: ["instant"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "rally", spell: { effect } }] });

  it("'Choose a creature type. Elves and Goblins of the chosen type get +1/+1; then every creature gains trample': the chosen type holds besides the filter's own, and only where it is named", () => {
    const g = newGame();
    const [elfWarrior, elf, humanWarrior] = [creature("elf-warrior", ["Elf", "Warrior"]), creature("elf", ["Elf"]), creature("human-warrior", ["Human", "Warrior"])].map((c) => g.createCard(c, "battlefield", "alex"));
    g.cast("alex", g.createCard(spell([
      { chooseCreatureType: true },
      { continuous: { affects: { all: { types: ["creature"], subtypes: ["Elf", "Goblin"], subtypeChosen: true } }, modifyPT: [1, 1] } },
      { continuous: { affects: { all: { types: ["creature"] } }, abilities: { add: [{ id: "trample", keyword: "trample" }] } } },
    ]), "hand", "alex"));
    g.resolveTop({ creatureType: "Warrior" });
    expect([elfWarrior, elf, humanWarrior].map((id) => g.characteristics(id).power)).toEqual([2, 1, 1]);
    expect([elfWarrior, elf, humanWarrior].map((id) => g.characteristics(id).abilities.some((a) => "keyword" in a.def && a.def.keyword === "trample"))).toEqual([true, true, true]);
  });

  it("card text the engine can't follow is an error naming what is missing, not a silent guess", () => {
    const g = newGame();
    g.createCard(bear(), "battlefield", "bianca");
    g.cast("alex", g.createCard(spell([{ destroy: { all: { types: ["creature"], convertedManaCost: "chosen-number" } } }]), "hand", "alex"));
    expect(() => g.resolveTop()).toThrow("no number was chosen before this instruction");
    g.cast("alex", g.createCard(spell([{ chooseCreatureType: true }, { continuous: { affects: { all: { anyOf: [{ types: ["creature"] }], subtypeChosen: true } }, modifyPT: [1, 1] } }]), "hand", "alex"));
    expect(() => g.resolveTop({ creatureType: "Elf" })).toThrow("a filter naming alternatives and the chosen type is not supported");
  });
});

describe("400.7: an object that left the battlefield before the ability resolves is a new object, out of its reach", () => {
  it("'put a +1/+1 counter on this creature', the creature returned to hand in response: the card in hand gets none", () => {
    const g = newGame();
    const grower = g.createCard(card("grower", { abilities: [{ id: "grow", activated: { cost: { mana: "{0}" }, effect: [{ putCounters: { kind: "+1/+1", amount: 1, on: "self" } }] } }] }), "battlefield", "alex");
    g.activate("alex", grower, "grow");
    const inHand = g.moveTo(grower, "hand");
    g.resolveTop();
    expect(g.state.objects.get(inHand)!.counters).toEqual({});
  });

  it("Pine Walker's 'untap that creature', the creature gone before it resolves: nothing is untapped, nothing fails", () => {
    const g = newGame();
    for (let i = 0; i < 5; i++) g.createCard(poolCard("forest"), "battlefield", "alex");
    const walker = g.createCard(poolCard("pine-walker"), "battlefield", "alex", { status: { tapped: true, flipped: false, faceDown: true, phasedOut: false } });
    turnFaceUp(g, "alex", walker);
    expect(g.state.zones.get("stack")).toHaveLength(1);
    g.moveTo(walker, "hand");
    g.resolveTop();
    expect(g.state.zones.get("stack")).toEqual([]);
  });

  it("Firebreathing's '{R}: enchanted creature gets +1/+0', Firebreathing gone before it resolves: no creature gets it", () => {
    const g = newGame();
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    const bearId = g.createCard(bear(), "battlefield", "alex");
    const aura = g.createCard(poolCard("firebreathing"), "battlefield", "alex");
    g.attach(aura, bearId);
    g.activate("alex", aura, g.characteristics(aura).abilities.find((a) => "activated" in a.def)!.def.id);
    g.moveTo(aura, "graveyard");
    g.resolveTop();
    expect(g.characteristics(bearId).power).toBe(2);
  });

  it("601.2g: a copy cast without paying its mana cost had no mana spent to cast it — Dawnglow Infusion gives no life", () => {
    const g = newGame();
    const infusion = g.createCard(poolCard("dawnglow-infusion"), "graveyard", "alex");
    const echo = card("echo", { types: ["instant"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "echo", spell: { targets: [{ kind: "card-in-graveyard" }], effect: [{ castCopy: { of: "target", withoutPayingManaCost: true } }] } }] });
    g.cast("alex", g.createCard(echo, "hand", "alex"), { targets: [{ object: infusion }] });
    g.resolveTop({ x: 3 });
    g.resolveTop();
    expect(life(g)).toBe(20);
  });
});

describe("608.2b: a spell with a creature and a player as targets", () => {
  const blessing = card("blessing", {
    types: ["instant"], manaCost: "{0}", power: undefined, toughness: undefined,
    abilities: [{ id: "bless", spell: { targets: [{ kind: "creature" }, { kind: "player" }], effect: [{ putCounters: { kind: "+1/+1", amount: 1, on: "target" } }, { gainLife: { amount: 2, player: "target" } }] } }],
  });

  it("'put a +1/+1 counter on target creature; target player gains 2 life': each instruction reaches its own kind of target", () => {
    const g = newGame();
    const bearId = g.createCard(bear(), "battlefield", "alex");
    g.cast("alex", g.createCard(blessing, "hand", "alex"), { targets: [{ object: bearId }, { player: "bianca" }] });
    g.resolveTop();
    expect(g.state.objects.get(bearId)!.counters).toEqual({ "+1/+1": 1 });
    expect([life(g), life(g, "bianca")]).toEqual([20, 22]);
  });

  it("the creature gone before it resolves: the player target is still legal, so it resolves, and only the player is affected", () => {
    const g = newGame();
    const bearId = g.createCard(bear(), "battlefield", "alex");
    g.cast("alex", g.createCard(blessing, "hand", "alex"), { targets: [{ object: bearId }, { player: "bianca" }] });
    const inHand = g.moveTo(bearId, "hand");
    g.resolveTop();
    expect(g.state.objects.get(inHand)!.counters).toEqual({});
    expect(life(g, "bianca")).toBe(22);
  });
});

describe("the object a permanent's ability is about as it resolves", () => {
  it("an Equipment's '{0}: equipped creature gets +1/+0 until end of turn' reaches the creature it is attached to", () => {
    const g = newGame();
    const bearId = g.createCard(bear(), "battlefield", "alex");
    const spear = g.createCard(card("spear", { types: ["artifact"], subtypes: ["Equipment"], power: undefined, toughness: undefined, abilities: [{ id: "thrust", activated: { cost: { mana: "{0}" }, effect: [{ continuous: { affects: "equipped", modifyPT: [1, 0] } }] } }] }), "battlefield", "alex");
    g.attach(spear, bearId);
    g.activate("alex", spear, "thrust");
    g.resolveTop();
    expect(g.characteristics(bearId).power).toBe(3);
  });
});

describe("608.2b: a target that is still there but no longer legal is not affected", () => {
  it("Switcheroo on two creatures, one of which gains shroud before it resolves: the exchange doesn't happen (701.8a)", () => {
    const g = newGame();
    for (let i = 0; i < 5; i++) g.createCard(poolCard("island"), "battlefield", "alex");
    const mine = g.createCard(bear(), "battlefield", "alex");
    const theirs = g.createCard(bear(), "battlefield", "bianca");
    g.cast("alex", g.createCard(poolCard("switcheroo"), "hand", "alex"), { targets: [{ object: mine }, { object: theirs }] });
    effect(g, [theirs], { abilities: { add: [{ id: "shroud", keyword: "shroud" }] } });
    g.resolveTop();
    expect([g.characteristics(mine).controller, g.characteristics(theirs).controller]).toEqual(["alex", "bianca"]);
  });
});
