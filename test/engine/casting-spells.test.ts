// Casting a spell (601 / 409) and what a resolving spell becomes (608.3 / 413.2): each illegal cast is refused with
// the rule the version cites and why, and leaves the game as it was (715.1); a spell is its caster's, and the
// permanent it becomes is its controller's (601.2a, 608.3), whoever owns the card (108.4a).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { renderRefusal, renderViolation } from "../../src/engine/messages/render.ts";
import { object, objectsIn, zoneKey } from "../../src/engine/state.ts";
import { actingAs, controlNextTurn } from "../../src/engine/turn-control.ts";
import { card, newGame } from "./helpers.ts";
import { refusal } from "./refusal.ts";

const island = card("island", { types: ["land"], power: undefined, toughness: undefined, abilities: [{ id: "mana", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{U}" }] } }] });
const bear = card("bear", { manaCost: "{0}" });
const twoModes = card("two-modes", {
  types: ["sorcery"], manaCost: "{0}", power: undefined, toughness: undefined,
  abilities: [{ id: "modes", spell: { modes: [{ effect: [{ gainLife: 1 }] }, { effect: [{ gainLife: 2 }] }] } }],
});
// A tribal enchantment (308.1): its other card type says when it may be cast, and that it is a permanent spell.
const tribalEnchantment = card("kindred-charm", { types: ["tribal", "enchantment"], subtypes: ["Elf"], manaCost: "{0}", power: undefined, toughness: undefined });
const planeswalker = card("walker", { types: ["planeswalker"], subtypes: ["Jace"], manaCost: "{0}", power: undefined, toughness: undefined, loyalty: 3 } as Partial<CardDef>);

describe("what can be cast (601.2a, 305.1)", () => {
  it("an object that isn't in the game can't be cast: refused with 601.2a, naming it", () => {
    const g = newGame();
    const refused = refusal(g, () => g.cast("alex", "o999"));
    expect([refused.rule, refused.reason]).toEqual(["601.2a", { reason: "noSuchObject", id: "o999" }]);
  });

  it("a card is cast from its player's hand: one in the graveyard is refused (601.2a)", () => {
    const g = newGame();
    const dead = g.createCard(bear, "graveyard", "alex");
    const refused = refusal(g, () => g.cast("alex", dead));
    expect([refused.rule, refused.reason.reason]).toEqual(["601.2a", "notInHand"]);
    expect(renderViolation(refused, "en")).toBe("bear is not in Alex's hand. (rule 601.2a)");
  });

  it("a card in another player's hand can't be cast by you (601.2a)", () => {
    const g = newGame();
    const hers = g.createCard(bear, "hand", "bianca");
    const refused = refusal(g, () => g.cast("alex", hers));
    expect([refused.rule, refused.reason.reason]).toEqual(["601.2a", "notInHand"]);
  });

  it("a land is played, never cast (305.1; 212.6a in 2007)", () => {
    for (const [version, rule] of [["2011-02-04", "305.1"], ["2007-10-01", "212.6a"]]) {
      const g = newGame(version);
      const land = g.createCard(island, "hand", "alex");
      const refused = refusal(g, () => g.cast("alex", land));
      expect([refused.rule, refused.reason]).toEqual([rule, { reason: "landNotCast" }]);
    }
  });
});

describe("the mode of a modal spell is announced as it is cast (601.2b, 700.2a)", () => {
  it("without a mode, the cast is refused: a mode must be chosen", () => {
    const g = newGame();
    const spell = g.createCard(twoModes, "hand", "alex");
    const refused = refusal(g, () => g.cast("alex", spell));
    expect([refused.rule, refused.reason]).toEqual(["601.2b", { reason: "modeRequired" }]);
  });

  it("a mode the spell doesn't have is refused, numbered as players count modes (the third of two)", () => {
    const g = newGame();
    const spell = g.createCard(twoModes, "hand", "alex");
    const refused = refusal(g, () => g.cast("alex", spell, { mode: 2 }));
    expect([refused.rule, refused.reason]).toEqual(["601.2b", { reason: "noSuchMode", modes: 2, mode: 3 }]);
    expect(renderRefusal(refused.reason, "en")).toBe("This spell has 2 modes: mode 3 isn't one of them.");
  });

  it("the mode announced is said with the cast, counted from one; a spell that isn't modal has none", () => {
    const g = newGame();
    const spell = g.createCard(twoModes, "hand", "alex");
    const creature = g.createCard(bear, "hand", "alex");
    g.cast("alex", spell, { mode: 1 });
    g.resolveStack();
    g.cast("alex", creature);
    const casts = g.log.filter((e) => e.action === "casts");
    expect(casts.map((e) => e.action === "casts" && e.choices)).toEqual([{ x: undefined, mode: 2, targets: [] }, { x: undefined, mode: undefined, targets: [] }]);
  });
});

describe("when a spell may be cast (301.1–307.1, 308.1)", () => {
  it("a tribal enchantment is cast when an enchantment may be (308.1 → 303.1): refused in combat with 303.1", () => {
    const g = newGame();
    const spell = g.createCard(tribalEnchantment, "hand", "alex");
    g.nextStep(); // main1 → beginning of combat
    const refused = refusal(g, () => g.cast("alex", spell));
    expect([refused.rule, refused.reason.reason]).toEqual(["303.1", "sorceryTiming"]);
  });
});

describe("a resolving permanent spell becomes a permanent (608.3, 110.4b)", () => {
  it("a tribal enchantment spell is a permanent spell: it enters the battlefield", () => {
    const g = newGame();
    const spell = g.createCard(tribalEnchantment, "hand", "alex");
    g.cast("alex", spell);
    g.resolveStack();
    expect(objectsIn(g.state, "battlefield").map((o) => g.characteristics(o.id).name?.en)).toEqual(["kindred-charm"]);
    expect(objectsIn(g.state, "graveyard", "alex")).toHaveLength(0);
  });

  it("a planeswalker spell enters the battlefield", () => {
    const g = newGame();
    const spell = g.createCard(planeswalker, "hand", "alex");
    g.cast("alex", spell);
    g.resolveStack();
    expect(objectsIn(g.state, "battlefield").map((o) => g.characteristics(o.id).types)).toEqual([["planeswalker"]]);
  });

  it("a spell card becomes the permanent itself: nothing says it is a token (608.3; copies are tokens, 706.9a)", () => {
    const g = newGame();
    g.cast("alex", g.createCard(bear, "hand", "alex"));
    g.resolveStack();
    expect(objectsIn(g.state, "battlefield").map((o) => o.kind)).toEqual(["card"]);
    expect(g.log.some((e) => e.action === "copyIsToken")).toBe(false);
  });
});

describe("a resolving instant or sorcery (608.2c, 608.2k)", () => {
  it("one whose spell ability has no instructions does nothing, and is put into its owner's graveyard", () => {
    const g = newGame();
    const empty = card("empty", { types: ["instant"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "nothing", spell: {} }] });
    const before = g.state.players.map((p) => p.life);
    g.cast("alex", g.createCard(empty, "hand", "alex"));
    g.resolveStack();
    expect(objectsIn(g.state, "graveyard", "alex").map((o) => o.kind)).toEqual(["card"]);
    expect(g.state.players.map((p) => p.life)).toEqual(before);
  });
});

describe("who controls a spell and the permanent it becomes (601.2a, 608.3, 108.4a)", () => {
  it("a player an effect lets cast another's card is the spell's controller, then the permanent's; the card stays its owner's", () => {
    const g = newGame();
    const hers = g.createCard(bear, "graveyard", "bianca");
    const spell = g.cast("alex", hers, {}, { byEffect: { withoutPayingManaCost: true } });
    expect([object(g.state, spell).owner, g.characteristics(spell).controller]).toEqual(["bianca", "alex"]);
    g.resolveStack();
    const [permanent] = objectsIn(g.state, "battlefield");
    expect([permanent.owner, g.characteristics(permanent.id).controller]).toEqual(["bianca", "alex"]);
    // Put into a graveyard, the card has no controller: asked for one, it is its owner (108.4a).
    const dead = g.moveTo(permanent.id, "graveyard");
    expect(g.characteristics(dead).controller).toBe("bianca");
  });

  it("a card that leaves the battlefield has no controller: asked for one, it is its owner (108.4a)", () => {
    const g = newGame();
    const hers = g.createCard(bear, "battlefield", "bianca");
    g.gainControl(hers, "alex");
    expect(g.characteristics(hers).controller).toBe("alex");
    const dead = g.moveTo(hers, "graveyard");
    expect(g.state.zones.get(zoneKey("graveyard", "bianca"))).toEqual([dead]);
    expect(g.characteristics(dead).controller).toBe("bianca");
  });

  it("a spell an effect casts needs no priority, and no player receives priority after it is cast (608.2f)", () => {
    const g = newGame();
    const hers = g.createCard(bear, "graveyard", "bianca");
    expect(g.state.turn.priority).toBe("alex");
    g.cast("bianca", hers, {}, { byEffect: { withoutPayingManaCost: true } });
    expect(g.state.turn.priority).toBe("alex");
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  });
});

describe("a spell's additional cost during a controlled turn (711.5a)", () => {
  it("is paid with the controlled player's cards only: the controller's own card is refused, and nothing happens", () => {
    const g = newGame();
    for (const p of ["alex", "bianca"]) g.createCard(bear, "library", p);
    const rummage = card("rummage", { types: ["sorcery"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "r", spell: { additionalCost: { discard: 1 }, effect: [{ gainLife: 1 }] } }] });
    controlNextTurn(g, "bianca", "alex");
    g.advanceTo(2, "main1");
    const spell = g.createCard(rummage, "hand", "bianca");
    const his = g.createCard(bear, "hand", "alex");
    const hers = g.createCard(bear, "hand", "bianca");
    const refused = refusal(g, () => actingAs(g, "alex", () => g.cast("bianca", spell, { discard: [his] })));
    expect(refused.rule).toBe("711.5a");
    actingAs(g, "alex", () => g.cast("bianca", spell, { discard: [hers] }));
    expect(objectsIn(g.state, "graveyard", "bianca")).toHaveLength(1);
  });
});
