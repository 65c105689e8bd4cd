// Entering the battlefield as a copy (706.5) and the exceptions of copy effects (706.8a–d, 2011-02-04 numbering):
// what the copy keeps, what it gains, what it doesn't copy, and the choices a copy needs.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { turnFaceUpBy } from "../../src/engine/face-down.ts";
import { object } from "../../src/engine/state.ts";
import { abilityLabel } from "../../src/engine/values.ts";
import { card, effect, newGame, pt, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";
import type { Game } from "../../src/engine/game.ts";

const abilities = (g: Game, id: string) => g.characteristics(id).abilities.map(abilityLabel);

/** "[This] is all colors" (a characteristic-defining ability, 604.3), with flying. */
const courier = card("courier", {
  manaCost: "{4}{U}",
  power: 2,
  toughness: 3,
  abilities: [{ id: "flying", keyword: "flying" }, { id: "all-colors", cda: true, static: { affects: "self", colors: { set: ["white", "blue", "black", "red", "green"] } } }],
});
/** "Other creatures are black": a static ability that sets colours, not characteristic-defining. */
const painter = card("painter", { manaCost: "{2}{R}", abilities: [{ id: "blacken", static: { affects: { all: { types: ["creature"], other: true } }, colors: { set: ["black"] } } }] });
/** "Other creatures are 1/1": sets power and toughness, but of other objects (not characteristic-defining). */
const godhead = card("godhead", { manaCost: "{2}{W}{U}", power: 4, toughness: 4, abilities: [{ id: "awe", static: { affects: { all: { types: ["creature"], other: true } }, setPT: [1, 1] } }] });

function enterAsCopy(g: Game, copier: CardDef, of: string, x?: number): string {
  return g.moveTo(g.createCard(copier, "hand", "alex"), "battlefield", { decisions: { copyOf: of }, x });
}

describe("706.8d: a copy effect that keeps a characteristic doesn't copy the characteristic-defining ability that defines it", () => {
  it("Quicksilver Gargantuan copying Nightmare is a 7/7 with flying: the P/T-defining ability isn't copied, the others are", () => {
    const g = newGame();
    for (let i = 0; i < 2; i++) g.createCard(poolCard("swamp"), "battlefield", "alex");
    const nightmare = g.createCard(poolCard("nightmare"), "battlefield", "bianca");
    g.createCard(poolCard("swamp"), "battlefield", "bianca");
    const gargantuan = enterAsCopy(g, poolCard("quicksilver-gargantuan"), nightmare);
    expect(g.characteristics(gargantuan).name?.en).toBe("Nightmare");
    expect(pt(g, gargantuan)).toEqual([7, 7]);
    expect(abilities(g, gargantuan)).toEqual(["flying"]);
  });

  it("an ability that sets other creatures' P/T defines nothing of the copy's own: Quicksilver Gargantuan copying it keeps it", () => {
    const g = newGame();
    const original = g.createCard(godhead, "battlefield", "bianca");
    const gargantuan = enterAsCopy(g, poolCard("quicksilver-gargantuan"), original);
    expect(abilities(g, gargantuan)).toEqual(["awe"]);
    // Each makes the other 1/1 (layer 7b, after the copy's 7/7 of layer 1).
    expect(pt(g, original)).toEqual([1, 1]);
    expect(pt(g, gargantuan)).toEqual([1, 1]);
  });

  it("Vesuvan Doppelganger doesn't copy the colour: it stays blue, and the colour-defining ability isn't copied (706.8b, 706.8d)", () => {
    const g = newGame();
    const original = g.createCard(courier, "battlefield", "bianca");
    const doppelganger = enterAsCopy(g, poolCard("vesuvan-doppelganger"), original);
    expect(g.characteristics(doppelganger).name?.en).toBe("courier");
    expect(g.characteristics(doppelganger).colors).toEqual(["blue"]);
    expect(abilities(g, doppelganger)).toEqual(["flying", "upkeep-copy"]);
    expect(g.characteristics(original).colors).toEqual(["white", "blue", "black", "red", "green"]);
  });

  it("a colour-setting ability that isn't characteristic-defining is copied even when the colour isn't", () => {
    const g = newGame();
    const original = g.createCard(painter, "battlefield", "bianca");
    const doppelganger = enterAsCopy(g, poolCard("vesuvan-doppelganger"), original);
    expect(abilities(g, doppelganger)).toEqual(["blacken", "upkeep-copy"]);
    // The copy's "other creatures are black" reaches the original; the original's reaches the copy.
    expect(g.characteristics(original).colors).toEqual(["black"]);
    expect(g.characteristics(doppelganger).colors).toEqual(["black"]);
  });

  it("a copy that is given a colour (706.8c) doesn't copy the colour-defining ability either", () => {
    const g = newGame();
    const original = g.createCard(courier, "battlefield", "bianca");
    const redClone = card("red-clone", { manaCost: "{3}{U}", power: 0, toughness: 0, abilities: [{ id: "copy", asEnters: { copy: { of: { choose: { types: ["creature"] } }, optional: true, except: { setColors: ["red"] } } } }] });
    const copy = enterAsCopy(g, redClone, original);
    expect(g.characteristics(copy).colors).toEqual(["red"]);
    expect(abilities(g, copy)).toEqual(["flying"]);
  });
});

describe("706.8c: a copy effect that modifies a characteristic", () => {
  /** "… except its name is Impostor and it's legendary in addition to its other types." */
  const impostor = card("impostor", {
    manaCost: "{2}{U}{U}",
    supertypes: ["legendary"],
    power: 3,
    toughness: 1,
    abilities: [{ id: "copy", asEnters: { copy: { of: { choose: { types: ["creature"] } }, optional: true, except: { setName: { en: "Impostor" }, addSupertypes: ["legendary"] } } } }],
  });

  it("a copy named anew and made legendary: the name and supertype it was given, the rest copied", () => {
    const g = newGame();
    const bear = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
    const copy = enterAsCopy(g, impostor, bear);
    const c = g.characteristics(copy);
    expect([c.name?.en, c.supertypes, c.subtypes, pt(g, copy)]).toEqual(["Impostor", ["legendary"], ["Bear"], [2, 2]]);
  });

  it("made legendary when the original already is: it is legendary, once", () => {
    const g = newGame();
    const hero = g.createCard(card("hero", { supertypes: ["legendary"] }), "battlefield", "bianca");
    expect(g.characteristics(enterAsCopy(g, impostor, hero)).supertypes).toEqual(["legendary"]);
  });

  it("Copy Artifact copying an artifact enchantment is an artifact and an enchantment, each once", () => {
    const g = newGame();
    const relic = g.createCard(card("relic", { types: ["artifact", "enchantment"], power: undefined, toughness: undefined }), "battlefield", "bianca");
    expect(g.characteristics(enterAsCopy(g, poolCard("copy-artifact"), relic)).types).toEqual(["artifact", "enchantment"]);
  });

  it("Phantasmal Image copying an Illusion is an Illusion once", () => {
    const g = newGame();
    const illusion = g.createCard(card("illusion", { subtypes: ["Illusion", "Wizard"] }), "battlefield", "bianca");
    expect(g.characteristics(enterAsCopy(g, poolCard("phantasmal-image"), illusion)).subtypes).toEqual(["Illusion", "Wizard"]);
  });
});

describe("706.5: entering the battlefield as a copy", () => {
  it("707.3, 707.8: a Clone put onto the battlefield face down doesn't copy anything; turned face up it is a Clone", () => {
    const g = newGame();
    const bear = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
    const clone = g.moveTo(g.createCard(poolCard("clone"), "hand", "alex"), "battlefield", { faceDown: true, decisions: { copyOf: bear } });
    expect(pt(g, clone)).toEqual([2, 2]);
    turnFaceUpBy(g, object(g.state, clone));
    expect(g.characteristics(clone).name?.en).toBe("Clone");
    expect(pt(g, clone)).toEqual([0, 0]);
  });

  it("a Clone can't copy a creature card that isn't on the battlefield: refused, the Clone stays in hand", () => {
    const g = newGame();
    const dead = g.createCard(poolCard("grizzly-bears"), "graveyard", "bianca");
    const clone = g.createCard(poolCard("clone"), "hand", "alex");
    const refusal = ruleViolation(() => g.moveTo(clone, "battlefield", { decisions: { copyOf: dead } }));
    expect([refusal.rule, refusal.reason.reason]).toEqual(["706.5", "notLegalCopyChoice"]);
    expect(object(g.state, clone).zone).toBe("hand");
  });

  /** "[This] enters the battlefield as a copy of a creature on the battlefield" (not "you may"). */
  const mimic = card("mimic", { manaCost: "{3}{U}", power: 0, toughness: 0, abilities: [{ id: "copy", asEnters: { copy: { of: { choose: { types: ["creature"] } } } } }] });

  it("a copy that isn't optional needs the object it copies: refused without one, the card stays in hand; with one it copies it", () => {
    for (const [version, rule] of [["2011-02-04", "706.5"], ["2007-10-01", "503.5"]]) {
      const g = newGame(version);
      const bear = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
      const id = g.createCard(mimic, "hand", "alex");
      const refusal = ruleViolation(() => g.moveTo(id, "battlefield"));
      expect([refusal.rule, refusal.reason.reason]).toEqual([rule, "copyChoiceRequired"]);
      expect(object(g.state, id).zone).toBe("hand");
      const copy = g.moveTo(id, "battlefield", { decisions: { copyOf: bear } });
      expect(g.characteristics(copy).name?.en).toBe("Grizzly Bears");
    }
  });

  it("614.1c: a copy that enters with a fixed number of additional counters gets them, whatever X is", () => {
    const g = newGame();
    const bear = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
    const double = card("double", { manaCost: "{3}{U}", power: 0, toughness: 0, abilities: [{ id: "copy", asEnters: { copy: { of: { choose: { types: ["creature"] } }, optional: true, withCounters: { kind: "+1/+1", amount: 1 } } } }] });
    const copy = enterAsCopy(g, double, bear, 3);
    expect(object(g.state, copy).counters).toEqual({ "+1/+1": 1 });
    expect(pt(g, copy)).toEqual([3, 3]);
  });
});

describe("706.8a: an ability the copy gains becomes part of its copiable values", () => {
  it("Dimir Doppelganger copying a land creature card, then made an Island: it loses the gained ability with the rest of its text (305.7)", () => {
    const g = newGame();
    for (const slug of ["island", "island", "swamp"]) g.createCard(poolCard(slug), "battlefield", "alex");
    const doppelganger = g.createCard(poolCard("dimir-doppelganger"), "battlefield", "alex");
    const arbor = g.createCard(card("arbor", { types: ["land", "creature"], subtypes: ["Forest", "Dryad"], power: 1, toughness: 1 }), "graveyard", "bianca");
    g.activate("alex", doppelganger, "dimir-copy", { targets: [{ object: arbor }] });
    g.resolveTop();
    expect(g.characteristics(doppelganger).name?.en).toBe("arbor");
    expect(abilities(g, doppelganger)).toContain("dimir-copy");
    effect(g, [doppelganger], { subtypes: { set: ["Island"] } });
    // It loses its old land type only: the creature type Dryad is of another set (204.1a, "from the appropriate set").
    expect(g.characteristics(doppelganger).subtypes).toEqual(["Dryad", "Island"]);
    expect(abilities(g, doppelganger)).not.toContain("dimir-copy");
  });
});
