// Instructions that find, return or change something while a spell or ability resolves (608.2c, 2011-02-04
// numbering): "cast that card" after a search (701.14b), returning cards to the battlefield (603.6c, 400.7, 614.12),
// "if" clauses, attaching (701.3a–b), becoming a copy (706.2), an exchange that can't be completed (701.8a).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { card, events, instant, newGame, resolve } from "./helpers.ts";

const zoneOf = (g: Game, id: string) => g.state.objects.get(id)?.zone ?? "gone";
const names = (g: Game, zone: string) => g.state.zones.get(zone)!.map((id) => g.characteristics(id).name?.en);
const enchantment = (slug: string): CardDef => ({ slug, name: { en: slug }, types: ["enchantment"] });

describe("701.14b: '… and cast that card' after a search that found nothing", () => {
  it("nothing found, nothing cast", () => {
    const g = newGame();
    resolve(g, [{ search: { filter: { types: ["instant"] } } }, { castThatCard: { withoutPayingManaCost: true } }], { find: null });
    expect(g.state.zones.get("stack")).toEqual([]);
  });
});

describe("608.2c: 'if' in an instruction", () => {
  it("'if you have 30 or more life, draw a card' at 20 life: no card is drawn", () => {
    const g = newGame();
    g.createCard(card("top"), "library", "alex");
    resolve(g, [{ if: { condition: { lifeAtLeast: 30 }, then: [{ draw: 1 }] } }]);
    expect(names(g, "hand:alex")).toEqual([]);
  });
});

describe("603.6c / 400.7: 'return it to the battlefield' finds the card where it went", () => {
  it("'when this creature dies, return it to the battlefield': it returns", () => {
    const g = newGame();
    const c = g.createCard(card("phoenix", { abilities: [{ id: "back", triggered: { when: { dies: "self" }, effect: [{ returnToBattlefield: { it: "trigger-object" } }] } }] }), "battlefield", "alex");
    resolve(g, [{ destroy: "target" }], { targets: [{ object: c }] }, [{ kind: "creature" }]);
    g.givePriority("alex");
    g.resolveTop();
    expect(names(g, "battlefield")).toEqual(["phoenix"]);
  });
});

describe("return all … cards from a graveyard to the battlefield", () => {
  const setup = () => {
    const g = newGame();
    g.createCard(enchantment("mine"), "graveyard", "alex");
    g.createCard(card("bear"), "graveyard", "alex");
    g.createCard(enchantment("theirs"), "graveyard", "bianca");
    return g;
  };
  it("'from your graveyard': your enchantment cards only — not your creature card, not the opponent's enchantment", () => {
    const g = setup();
    resolve(g, [{ returnAllToBattlefield: { from: "graveyard", whose: "you", filter: { types: ["enchantment"] } } }]);
    expect(names(g, "battlefield")).toEqual(["mine"]);
  });
  it("'from each player's graveyard': every player's, each under its owner's control", () => {
    const g = setup();
    resolve(g, [{ returnAllToBattlefield: { from: "graveyard", whose: "each", filter: { types: ["enchantment"] } } }]);
    expect(g.state.zones.get("battlefield")!.map((id) => [g.characteristics(id).name?.en, g.characteristics(id).controller]).sort()).toEqual([["mine", "alex"], ["theirs", "bianca"]]);
  });
});

describe("701.3a–b: attach this Equipment to target creature", () => {
  const sword = card("sword", { types: ["artifact"], subtypes: ["Equipment"], power: undefined, toughness: undefined, abilities: [{ id: "equip", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ attach: "target" }] } }] });
  it("to the creature it is already attached to: the effect does nothing (no new attachment is narrated)", () => {
    const g = newGame();
    const s = g.createCard(sword, "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.activate("alex", s, "equip", { targets: [{ object: bear }] });
    g.resolveTop();
    g.activate("alex", s, "equip", { targets: [{ object: bear }] });
    g.resolveTop();
    expect(g.state.objects.get(s)!.attachedTo).toBe(bear);
    expect(events(g, "attaches").length).toBe(1);
  });
  it("an Equipment that left the battlefield before the ability resolves isn't attached", () => {
    const g = newGame();
    const s = g.createCard(sword, "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.activate("alex", s, "equip", { targets: [{ object: bear }] });
    g.moveTo(s, "graveyard");
    g.resolveTop();
    expect(events(g, "attaches")).toEqual([]);
  });
});

describe("706.2: 'you may have this creature become a copy of target creature'", () => {
  const shifter = card("shifter", { power: 0, toughness: 1, abilities: [{ id: "shift", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ becomeCopy: { of: "target", optional: true } }] } }] });
  it("declined ('you may'): it stays as it is; accepted: it becomes the copy", () => {
    for (const [may, name] of [[false, "shifter"], [true, "giant"]] as const) {
      const g = newGame();
      const s = g.createCard(shifter, "battlefield", "alex");
      const giant = g.createCard(card("giant", { power: 5, toughness: 5 }), "battlefield", "bianca");
      g.activate("alex", s, "shift", { targets: [{ object: giant }] });
      g.resolveTop({ may: { shift: may } });
      expect(g.characteristics(s).name?.en).toBe(name);
    }
  });
  it("the creature that would become the copy left the battlefield: nothing becomes a copy", () => {
    const g = newGame();
    const s = g.createCard(shifter, "battlefield", "alex");
    const giant = g.createCard(card("giant", { power: 5, toughness: 5 }), "battlefield", "bianca");
    g.activate("alex", s, "shift", { targets: [{ object: giant }] });
    g.moveTo(s, "hand");
    g.resolveTop({ may: { shift: true } });
    expect(names(g, "hand:alex")).toEqual(["shifter"]);
  });
});

describe("614.12: a card returned to the battlefield makes its 'as this enters' choice", () => {
  it("'return all enchantment cards from your graveyard': one that says 'as this enters, choose a color' enters with the colour chosen", () => {
    const g = newGame();
    g.createCard({ ...enchantment("ward"), abilities: [{ id: "choose-color", asEnters: { choose: "color" } }] }, "graveyard", "alex");
    resolve(g, [{ returnAllToBattlefield: { from: "graveyard", whose: "you", filter: { types: ["enchantment"] } } }], { color: "red" });
    const [ward] = g.state.zones.get("battlefield")!;
    expect(g.state.objects.get(ward)!.choices.map((c) => [c.kind, c.value])).toEqual([["color", "red"]]);
  });
});

describe("701.8a: an exchange of control that can't be completed", () => {
  it("'exchange control of target creature and target creature card in a graveyard': a card in a graveyard has no controller to exchange, nothing happens", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const dead = g.createCard(card("dead"), "graveyard", "bianca");
    resolve(g, [{ exchangeControl: "targets" }], { targets: [{ object: bear }, { object: dead }] }, [{ kind: "creature" }, { kind: "card-in-graveyard" }]);
    expect([g.characteristics(bear).controller, zoneOf(g, dead)]).toEqual(["alex", "graveyard"]);
  });
});

describe("706.2 / 400.7: 'whenever another creature enters the battlefield, this becomes a copy of it'", () => {
  it("the creature left the battlefield before the ability resolves: there is nothing to copy, this stays as it is", () => {
    const g = newGame();
    const s = g.createCard(card("shapeshifter", { power: 0, toughness: 1, abilities: [{ id: "shift", triggered: { when: { entersBattlefield: { types: ["creature"], other: true } }, effect: [{ becomeCopy: { of: "trigger-object" } }] } }] }), "battlefield", "alex");
    g.cast("alex", g.createCard(card("giant", { power: 5, toughness: 5 }), "hand", "alex"));
    g.resolveTop();
    g.givePriority("alex");
    const [giant] = g.state.zones.get("battlefield")!.filter((id) => id !== s);
    g.moveTo(giant, "graveyard");
    g.resolveTop();
    expect([g.characteristics(s).name?.en, g.characteristics(s).power]).toEqual(["shapeshifter", 0]);
  });
});
