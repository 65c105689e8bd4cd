// Copying objects (706 in 2011, 503 in 2007) beyond the worked examples.
import { describe, expect, it } from "vitest";
import { copySpell, createCopyEffect } from "../../src/engine/copy.ts";
import { card, effect, newGame, pt } from "./helpers.ts";
import { object, objectsIn } from "../../src/engine/state.ts";
import { RuleViolation } from "../../src/engine/errors.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";

const clone = card("clone", { manaCost: "{3}{U}", power: 0, toughness: 0, abilities: [{ id: "copy", asEnters: { copy: { of: { choose: { types: ["creature"] } }, optional: true } } }] });

describe("706.2 copiable values", () => {
  it("counters, status and non-copy effects of the original are not copied", () => {
    const g = newGame();
    const ogre = g.createCard(card("ogre", { manaCost: "{2}{R}" }), "battlefield", "bianca", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false } });
    g.putCounters(ogre, "+1/+1", 2);
    effect(g, [ogre], { colors: { set: ["white"] }, modifyPT: [3, 3] });
    const copy = g.createCard(clone, "hand", "alex");
    const id = g.moveTo(copy, "battlefield", { decisions: { copyOf: ogre } });
    const c = g.characteristics(id);
    expect(c.name?.en).toBe("ogre");
    expect(c.colors).toEqual(["red"]);
    expect(pt(g, id)).toEqual([2, 2]);
    expect(object(g.state, id).status.tapped).toBe(false);
    expect(object(g.state, id).counters).toEqual({});
  });

  it("706.3: a copy of a copy uses the copiable values of the first copy", () => {
    const g = newGame();
    const bear = g.createCard(card("bear", { manaCost: "{1}{G}" }), "battlefield", "bianca");
    const first = g.createCard(card("first"), "battlefield", "alex");
    createCopyEffect(g, first, bear, { of: "target", except: { addTypes: ["artifact"] } }, undefined, "alex", null);
    const second = g.createCard(card("second"), "battlefield", "alex");
    createCopyEffect(g, second, first, { of: "target" }, undefined, "alex", null);
    expect(g.characteristics(second).name?.en).toBe("bear");
    expect(g.characteristics(second).types).toEqual(["creature", "artifact"]);
  });

  it("under rules with no copy effects (1999: no 503, no copy step in 214.5) a copy effect is not applied: the derivation fails naming the rule it lacks", () => {
    for (const version of ["1999-11-01", "2001-07-23"]) {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      const copier = g.createCard(card("copier"), "battlefield", "alex");
      expect(g.characteristics(copier).name?.en).toBe("copier");
      const copy = () => {
        createCopyEffect(g, copier, bear, { of: "target" }, undefined, "alex", null);
        return g.characteristics(copier).name?.en;
      };
      if (version === "1999-11-01") expect(copy).toThrow("the rules of 1999-11-01 have no rule the engine cites for layerCopy");
      else expect(copy()).toBe("bear");
    }
  });

  it("the copiable values are locked when the copy effect begins: a later change of the original is not followed", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    const ogre = g.createCard(card("ogre", { power: 3, toughness: 3 }), "battlefield", "bianca");
    const copier = g.createCard(card("copier"), "battlefield", "alex");
    createCopyEffect(g, copier, bear, { of: "target" }, undefined, "alex", null);
    createCopyEffect(g, bear, ogre, { of: "target" }, undefined, "bianca", null);
    expect(g.characteristics(bear).name?.en).toBe("ogre");
    expect(g.characteristics(copier).name?.en).toBe("bear");
  });

  it("a control change is not a copiable value (layer 2 comes after layer 1)", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    g.gainControl(bear, "alex");
    const copier = g.createCard(card("copier"), "battlefield", "bianca");
    createCopyEffect(g, copier, bear, { of: "target" }, undefined, "bianca", null);
    expect(g.characteristics(copier).controller).toBe("bianca");
  });

  it("706.5: a Clone that declines to copy enters as itself, a 0/0 that dies", () => {
    const g = newGame();
    const c = g.createCard(clone, "hand", "alex");
    const cardId = object(g.state, c).cardId!;
    const id = g.moveTo(c, "battlefield", { decisions: { copyOf: null } });
    expect(g.characteristics(id).name?.en).toBe("clone");
    expect(pt(g, id)).toEqual([0, 0]);
    g.checkStateBasedActions();
    expect(g.objectForCard(cardId)?.zone).toBe("graveyard");
  });

  it("an object that isn't a creature on the battlefield can't be chosen for a Clone", () => {
    const g = newGame();
    const rock = g.createCard(card("rock", { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "bianca");
    const c = g.createCard(clone, "hand", "alex");
    expect(() => g.moveTo(c, "battlefield", { decisions: { copyOf: rock } })).toThrow(RuleViolation);
  });

  it("a flipped permanent that copies a flip card gets the flipped half; an unflipped one the normal half", () => {
    const g = newGame();
    const flipCard = card("shortfang", { manaCost: "{1}{B}", power: 1, toughness: 1, flip: { name: { en: "stabwhisker" }, types: ["creature"], supertypes: ["legendary"], power: 3, toughness: 3 } });
    const original = g.createCard(flipCard, "battlefield", "bianca");
    const flipped = g.createCard(card("flipped"), "battlefield", "alex", { status: { tapped: false, flipped: true, faceDown: false, phasedOut: false } });
    const unflipped = g.createCard(card("unflipped"), "battlefield", "alex");
    createCopyEffect(g, flipped, original, { of: "target" }, undefined, "alex", null);
    createCopyEffect(g, unflipped, original, { of: "target" }, undefined, "alex", null);
    expect(g.characteristics(flipped).name?.en).toBe("stabwhisker");
    expect(g.characteristics(flipped).colors).toEqual(["black"]);
    expect(g.characteristics(unflipped).name?.en).toBe("shortfang");
  });
});

describe("706.11 / 503.12: casting a copy", () => {
  const growth = card("growth", { types: ["instant"], manaCost: "{G}", power: undefined, toughness: undefined, abilities: [{ id: "pump", spell: { targets: [{ kind: "creature" }], effect: [{ continuous: { affects: "target", modifyPT: [3, 3] } }] } }] });
  const echo = card("echo", {
    types: ["sorcery"],
    manaCost: "{0}",
    power: undefined,
    toughness: undefined,
    abilities: [{ id: "echo", spell: { targets: [{ kind: "card-in-graveyard" }], effect: [{ castCopy: { of: "target", withoutPayingManaCost: true } }] } }],
  });

  it("the copy is cast while the effect resolves, with its own target, and then resolves as a spell", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const original = g.createCard(growth, "graveyard", "alex");
    const spell = g.createCard(echo, "hand", "alex");
    g.cast("alex", spell, { targets: [{ object: original }] });
    g.resolveTop({ targets: [{ object: bear }] });
    const [copy] = g.state.zones.get("stack")!;
    expect(g.state.objects.get(copy)!.kind).toBe("spell-copy");
    expect(g.characteristics(copy).name?.en).toBe("growth");
    g.resolveTop();
    expect(pt(g, bear)).toEqual([5, 5]);
    // 706.9a: the copy ceased to exist; the card it copied stays where it was.
    expect(g.state.zones.get("stack")).toEqual([]);
    expect(g.state.objects.get(original)!.zone).toBe("graveyard");
  });

  it("its new targets must be legal (601.2c, cited as 706.11 / 503.12)", () => {
    for (const [version, rule] of [["2011-02-04", "706.11"], ["2011-09-30", "706.12"], ["2007-10-01", "503.12"]]) {
      const g = newGame(version);
      const land = g.createCard(card("land", { types: ["land"], power: undefined, toughness: undefined }), "battlefield", "alex");
      const original = g.createCard(growth, "graveyard", "alex");
      const spell = g.createCard(echo, "hand", "alex");
      g.cast("alex", spell, { targets: [{ object: original }] });
      expect(() => g.resolveTop({ targets: [{ object: land }] })).toThrow(expect.objectContaining({ rule }));
    }
  });
});

describe("a copy of a permanent spell (608.3; 706.9a / 503.10a)", () => {
  for (const [version, rule] of [["2011-02-04", "706.9a"], ["2011-09-30", "706.10a"], ["2007-10-01", "503.10a"]]) {
    it(`enters the battlefield as a token, which ceases to exist when it leaves (${version}, ${rule})`, () => {
      const g = newGame(version);
      for (let i = 0; i < 2; i++) g.createCard(card("forest", { types: ["land"], power: undefined, toughness: undefined, abilities: [{ id: "mana", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{G}" }] } }] }), "battlefield", "alex");
      const spell = g.cast("alex", g.createCard(card("bear", { manaCost: "{1}{G}" }), "hand", "alex"));
      const copy = copySpell(g, spell, "bianca", { setColors: ["red"] }, undefined);
      g.resolveTop();
      const token = objectsIn(g.state, "battlefield").find((o) => o.kind === "token")!;
      expect(token).toBeDefined();
      expect(g.state.objects.has(copy)).toBe(false);
      expect([g.characteristics(token.id).name?.en, g.characteristics(token.id).colors, g.characteristics(token.id).controller]).toEqual(["bear", ["red"], "bianca"]);
      expect(g.log.some((l) => renderEvent(l, "en") === `The copy is a token (${rule}).`)).toBe(true);
      // The original resolves as the card it is.
      g.resolveTop();
      expect(objectsIn(g.state, "battlefield").filter((o) => o.kind === "card" && g.characteristics(o.id).name?.en === "bear")).toHaveLength(1);
      // 704.5d / 420.5: a token that leaves the battlefield ceases to exist.
      g.moveTo(token.id, "graveyard");
      g.checkStateBasedActions();
      expect(objectsIn(g.state, "graveyard", "bianca")).toEqual([]);
    });
  }
});
