// Activating an ability (602 / 403) and paying its cost (601.2g–h via 602.2b): each illegal activation is refused with
// the rule the version cites and why, and leaves the game as it was (715.1); what each part of a cost does, and
// what the players are told (the narration).
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef, CostDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { attach, object, objectsIn, player, zoneKey } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";
import { refusal } from "./refusal.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";

const island = card("island", { types: ["land"], power: undefined, toughness: undefined, abilities: [{ id: "mana", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{U}" }] } }] });
const bear = card("bear", { manaCost: "{1}{G}" });

/** A permanent with one activated ability "[cost]: you gain 1 life" (or the effect given). */
function withAbility(slug: string, cost: CostDef, fields: Partial<CardDef> = {}, more: Partial<Extract<AbilityDef, { activated: unknown }>["activated"]> = {}): CardDef {
  return card(slug, { ...fields, abilities: [...(fields.abilities ?? []), { id: "use", activated: { cost, effect: [{ gainLife: 1 }], ...more } }] });
}

const said = (g: Game, from = 0) => g.log.slice(from).map((e) => renderEvent(e, "en"));
const life = (g: Game, id: string) => player(g.state, id).life;

describe("who may activate an ability, and where (602.1–602.2, 112.6)", () => {
  it("the abilities of a card in a hand don't function: its mana ability can't be activated (602.1)", () => {
    const g = newGame();
    const land = g.createCard(island, "hand", "alex");
    const refused = refusal(g, () => g.activate("alex", land, "mana"));
    expect([refused.rule, refused.reason.reason]).toEqual(["602.1", "abilitiesOnlyOnBattlefield"]);
    expect(renderViolation(refused, "en")).toBe("island is not on the battlefield: its abilities can't be activated. (rule 602.1)");
  });

  it("only a permanent's controller activates its abilities, a mana ability included (602.2)", () => {
    const g = newGame();
    const land = g.createCard(island, "battlefield", "alex");
    const refused = refusal(g, () => g.activate("bianca", land, "mana"));
    expect([refused.rule, refused.reason]).toEqual(["602.2", { reason: "onlyControllerActivates" }]);
  });

  it("a player without priority can't activate an ability that isn't a mana ability (602.2, 116.1)", () => {
    const g = newGame();
    const hers = g.createCard(withAbility("rod", { mana: "{0}" }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "bianca");
    const refused = refusal(g, () => g.activate("bianca", hers, "use"));
    expect([refused.rule, refused.reason.reason]).toEqual(["602.2", "noPriority"]);
  });

  it("an ability limited to once each turn can't be activated a second time that turn (602.5b)", () => {
    const g = newGame();
    const rod = g.createCard(withAbility("rod", { mana: "{0}" }, { types: ["artifact"], power: undefined, toughness: undefined }, { oncePerTurn: true }), "battlefield", "alex");
    g.activate("alex", rod, "use");
    g.resolveStack();
    expect(life(g, "alex")).toBe(21);
    const refused = refusal(g, () => g.activate("alex", rod, "use"));
    expect([refused.rule, refused.reason]).toEqual(["602.5b", { reason: "oncePerTurn" }]);
  });

  it("an activated ability's targets are chosen as it is activated (602.2b → 601.2c): an illegal one is refused with 602.2b", () => {
    const g = newGame();
    const rod = g.createCard(card("rod", { types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "use", activated: { cost: { mana: "{0}" }, targets: [{ kind: "creature" }], effect: [{ tap: "target" }] } }] }), "battlefield", "alex");
    const land = g.createCard(island, "battlefield", "bianca");
    const refused = refusal(g, () => g.activate("alex", rod, "use", { targets: [{ object: land }] }));
    expect([refused.rule, refused.reason.reason]).toEqual(["602.2b", "illegalTarget"]);
  });
});

describe("summoning sickness: a creature's {T} abilities (302.6; 702.10c haste)", () => {
  /** Turn 2, Bianca's: a permanent of hers that came under her control this turn, and one she has had since turn 1. */
  function secondTurn(def: CardDef) {
    const g = newGame();
    g.createCard(island, "library", "bianca");
    const old = g.createCard(def, "battlefield", "bianca");
    g.advanceTo(2, "main1");
    const fresh = g.createCard(def, "battlefield", "bianca");
    return { g, old, fresh };
  }

  it("a creature that came under its controller's control this turn can't pay {T}: refused with 302.6", () => {
    const { g, fresh } = secondTurn(withAbility("tapper", { tap: true }));
    const refused = refusal(g, () => g.activate("bianca", fresh, "use"));
    expect([refused.rule, refused.reason.reason]).toEqual(["302.6", "summoningSick"]);
    expect(renderViolation(refused, "en")).toBe("tapper hasn't been under its controller's control since the turn began. (rule 302.6)");
  });

  it("on the first turn too: a creature that entered this turn can't pay {T} (302.6 has no first-turn exception)", () => {
    const g = newGame();
    const fresh = g.createCard(withAbility("tapper", { tap: true }), "battlefield", "alex");
    const refused = refusal(g, () => g.activate("alex", fresh, "use"));
    expect([refused.rule, refused.reason.reason]).toEqual(["302.6", "summoningSick"]);
  });

  it("one she has controlled since before the turn began can", () => {
    const { g, old } = secondTurn(withAbility("tapper", { tap: true }));
    g.activate("bianca", old, "use");
    expect(object(g.state, old).status.tapped).toBe(true);
  });

  it("with haste it can (702.10c)", () => {
    const { g, fresh } = secondTurn(withAbility("tapper", { tap: true }, { abilities: [{ id: "haste", keyword: "haste" }] }));
    g.activate("bianca", fresh, "use");
    expect(object(g.state, fresh).status.tapped).toBe(true);
  });

  it("the rule is about creatures: an artifact that came this turn can pay {T}", () => {
    const { g, fresh } = secondTurn(withAbility("rod", { tap: true }, { types: ["artifact"], power: undefined, toughness: undefined }));
    g.activate("bianca", fresh, "use");
    expect(object(g.state, fresh).status.tapped).toBe(true);
  });
});

describe("paying an ability's cost (602.2b → 601.2g–h)", () => {
  it("a mana cost is paid: without the mana the activation is refused with 602.2b; with it the lands are tapped", () => {
    const g = newGame();
    const rod = g.createCard(withAbility("rod", { mana: "{2}" }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    const first = g.createCard(island, "battlefield", "alex");
    const refused = refusal(g, () => g.activate("alex", rod, "use"));
    expect(refused.rule).toBe("602.2b");
    const second = g.createCard(island, "battlefield", "alex");
    g.activate("alex", rod, "use");
    expect([first, second].map((id) => object(g.state, id).status.tapped)).toEqual([true, true]);
  });

  it("a cost without {T} doesn't tap the permanent", () => {
    const g = newGame();
    const rod = g.createCard(withAbility("rod", { tap: false, mana: "{0}" }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    g.activate("alex", rod, "use");
    expect(object(g.state, rod).status.tapped).toBe(false);
  });

  it("a mana ability resolves at once (605.3b), and its player is told the mana now in the pool", () => {
    const g = newGame();
    const land = g.createCard(island, "battlefield", "alex");
    const from = g.log.length;
    g.activate("alex", land, "mana");
    expect(said(g, from)).toEqual(["Alex activates a mana ability of island: {U}."]);
  });

  it("paying half one's life, rounded up, is said with the amount", () => {
    const g = newGame();
    const rod = g.createCard(withAbility("rod", { payLife: "half-rounded-up" }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    player(g.state, "alex").life = 15;
    const from = g.log.length;
    g.activate("alex", rod, "use");
    expect(life(g, "alex")).toBe(7);
    expect(said(g, from)[0]).toBe("Alex pays 8 life.");
  });

  describe("discarding cards (701.7)", () => {
    const looter = withAbility("looter", { discard: 2 }, { types: ["artifact"], power: undefined, toughness: undefined });
    function hand() {
      const g = newGame();
      const rod = g.createCard(looter, "battlefield", "alex");
      const cards = [1, 2, 3].map(() => g.createCard(bear, "hand", "alex"));
      return { g, rod, cards };
    }

    it("a cost of one card, with no card named, is refused for the count", () => {
      const g = newGame();
      const rod = g.createCard(withAbility("looter", { discard: 1 }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
      g.createCard(bear, "hand", "alex");
      const refused = refusal(g, () => g.activate("alex", rod, "use"));
      expect([refused.rule, refused.reason]).toEqual(["602.2b", { reason: "discardCount", count: 1 }]);
    });

    it("as many different cards as the cost says: none, one, or the same card twice are refused", () => {
      const { g, rod, cards } = hand();
      for (const discard of [undefined, [cards[0]], [cards[0], cards[0]]]) {
        const refused = refusal(g, () => g.activate("alex", rod, "use", discard ? { discard } : {}));
        expect([refused.rule, refused.reason]).toEqual(["602.2b", { reason: "discardCount", count: 2 }]);
      }
    });

    it("two cards of the hand are discarded: put into the graveyard, each said", () => {
      const { g, rod, cards } = hand();
      const from = g.log.length;
      g.activate("alex", rod, "use", { discard: [cards[0], cards[1]] });
      expect(g.state.zones.get(zoneKey("graveyard", "alex"))).toHaveLength(2);
      expect(said(g, from).slice(0, 2)).toEqual(["Alex discards bear.", "Alex discards bear."]);
    });

    it("a card that isn't in the player's hand can't be discarded (701.7)", () => {
      const { g, rod, cards } = hand();
      const onBattlefield = g.createCard(bear, "battlefield", "alex");
      const refused = refusal(g, () => g.activate("alex", rod, "use", { discard: [cards[0], onBattlefield] }));
      expect([refused.rule, refused.reason.reason]).toEqual(["701.7", "notCardInHand"]);
    });
  });

  describe("sacrificing (701.13a)", () => {
    const altar = withAbility("altar", { sacrifice: { types: ["creature"] } }, { types: ["artifact"], power: undefined, toughness: undefined });

    it("a creature the player controls on the battlefield: without one named, or with one in a hand, refused; one not in the game is a UsageError naming it", () => {
      const g = newGame();
      const rod = g.createCard(altar, "battlefield", "alex");
      const inHand = g.createCard(bear, "hand", "alex");
      expect(() => g.activate("alex", rod, "use", { sacrifice: ["o999"] })).toThrow(/activate: no object o999 in this game/u);
      for (const sacrifice of [undefined, [inHand]]) {
        const refused = refusal(g, () => g.activate("alex", rod, "use", sacrifice ? { sacrifice } : {}));
        expect([refused.rule, refused.reason]).toEqual(["602.2b", { reason: "sacrificeRequired" }]);
      }
    });

    it("the creature sacrificed goes to its owner's graveyard", () => {
      const g = newGame();
      const rod = g.createCard(altar, "battlefield", "alex");
      const victim = g.createCard(bear, "battlefield", "alex");
      const physical = object(g.state, victim).cardId;
      g.activate("alex", rod, "use", { sacrifice: [victim] });
      expect(objectsIn(g.state, "graveyard", "alex").map((o) => o.cardId)).toEqual([physical]);
    });
  });

  it("\"Sacrifice this\": the permanent goes to its owner's graveyard as the cost is paid (701.13a)", () => {
    const g = newGame();
    const rod = g.createCard(withAbility("bomb", { sacrificeSelf: true }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    g.activate("alex", rod, "use");
    expect(objectsIn(g.state, "battlefield")).toHaveLength(0);
    expect(objectsIn(g.state, "graveyard", "alex")).toHaveLength(1);
    g.resolveStack();
    expect(life(g, "alex")).toBe(21);
  });

  it("one permanent can't pay both \"Sacrifice an artifact\" and \"Sacrifice this\": once sacrificed it isn't on the battlefield (701.13a)", () => {
    const g = newGame();
    const rod = g.createCard(withAbility("bomb", { sacrifice: { types: ["artifact"] }, sacrificeSelf: true }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    const refused = refusal(g, () => g.activate("alex", rod, "use", { sacrifice: [rod] }));
    expect([refused.rule, refused.reason.reason]).toEqual(["602.2b", "notOnBattlefieldToSacrifice"]);
    expect(renderViolation(refused, "en")).toBe("bomb is not on the battlefield to be sacrificed. (rule 602.2b)");
  });

  it("a cost that doesn't say \"sacrifice this\" leaves the permanent where it is", () => {
    const g = newGame();
    const rod = g.createCard(withAbility("rod", { sacrificeSelf: false, unattachSelf: false, mana: "{0}" }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    g.activate("alex", rod, "use");
    expect(object(g.state, rod).zone).toBe("battlefield");
  });

  it("\"Remove a charge counter from this\": paid while it has one, refused once it has none (601.2h), the state unchanged", () => {
    const g = newGame();
    const trigon = g.createCard(withAbility("trigon", { removeCounters: { kind: "charge", amount: 1 } }, { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex", { counters: { charge: 1 } });
    g.activate("alex", trigon, "use");
    g.resolveStack();
    expect([object(g.state, trigon).counters.charge ?? 0, life(g, "alex")]).toEqual([0, 21]);
    const refused = refusal(g, () => g.activate("alex", trigon, "use"));
    expect([refused.rule, refused.reason.reason]).toEqual(["602.2b", "notEnoughCounters"]);
    expect(renderViolation(refused, "en")).toBe("The cost requires removing 1 charge counter from trigon, which hasn't that many. (rule 602.2b)");
    expect([g.state.zones.get("stack")!.length, life(g, "alex")]).toEqual([0, 21]);
  });

  it("\"Unattach this Equipment\" is said, naming the creature it leaves (701.3d)", () => {
    const g = newGame();
    const creature = g.createCard(bear, "battlefield", "alex");
    const sword = g.createCard(withAbility("sword", { unattachSelf: true }, { types: ["artifact"], subtypes: ["Equipment"], power: undefined, toughness: undefined }), "battlefield", "alex");
    attach(g.state, object(g.state, sword), creature);
    const from = g.log.length;
    g.activate("alex", sword, "use");
    expect(said(g, from)[0]).toBe("Sword is unattached from bear.");
  });
});
