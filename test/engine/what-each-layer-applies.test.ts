// What each layer's effects do to the objects they apply to, in game situations where a slip in applying them
// changes the outcome: abilities lost one by one (613.1f), status only permanents have (110.6d, 702.23b), objects
// without power and toughness (207.3), an effect's set of objects after one of them left (400.7, 611.2c), a granted
// ability that is never a characteristic-defining one (604.3a), an effect that goes on applying after its ability is
// gone (418.5b, 2007), and a type-changing effect applied whole in layer 4 (418.5b, 2004). Rule numbers are those of
// the rules each test plays under (2011-02-04 unless said).
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { object, type Status } from "../../src/engine/state.ts";
import { abilityLabel } from "../../src/engine/values.ts";
import { card, effect, newGame, pt } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const status = (fields: Partial<Status>): Status => ({ tapped: false, flipped: false, faceDown: false, phasedOut: false, ...fields });
const noPT = { power: undefined, toughness: undefined };
const flying: AbilityDef = { id: "flying", keyword: "flying" };
const labels = (g: Game, id: string) => g.characteristics(id).abilities.map(abilityLabel);
const anthem = card("anthem", { types: ["enchantment"], ...noPT, abilities: [{ id: "anthem", static: { affects: { all: { types: ["creature"] } }, modifyPT: [1, 1] } }] });

describe("613.1f: layer 6 adds and removes abilities one by one", () => {
  it("'loses flying' takes flying away and leaves its other abilities, keyword or not", () => {
    const g = newGame();
    const lord = card("lord", { abilities: [flying, { id: "trample", keyword: "trample" }, { id: "anthem", static: { affects: { all: { types: ["creature"], other: true } }, modifyPT: [1, 1] } }] });
    const id = g.createCard(lord, "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    effect(g, [id], { abilities: { remove: ["flying"] } });
    expect(labels(g, id)).toEqual(["trample", "anthem"]);
    expect(pt(g, bear)).toEqual([3, 3]);
  });

  it("an effect that grants a keyword and a static ability (613.7a existence): the static's layer-6 effect applies in layer 6", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const other = g.createCard(card("other"), "battlefield", "alex");
    const hasteForAll: AbilityDef = { id: "rally", static: { affects: { all: { types: ["creature"], controller: "you" } }, abilities: { add: [{ id: "haste", keyword: "haste" }] } } };
    effect(g, [bear], { abilities: { add: [flying, hasteForAll] } });
    expect(labels(g, bear)).toEqual(["flying", "rally", "haste"]);
    expect(labels(g, other)).toEqual(["haste"]);
  });

  it("305.6: a Forest that loses all its abilities in layer 6 has no mana ability left — its land type gave it one in layer 4", () => {
    const g = newGame();
    const forest = g.createCard(card("forest", { types: ["land"], subtypes: ["Forest"], supertypes: ["basic"], ...noPT }), "battlefield", "alex");
    expect(labels(g, forest)).toEqual(["forest-mana"]);
    effect(g, [forest], { abilities: { removeAll: true } });
    expect(labels(g, forest)).toEqual([]);
  });
});

describe("110.6d / 702.23b: status is a permanent's; a phased-out permanent is treated as though it doesn't exist", () => {
  it("a phased-out enchantment's static ability gives nothing", () => {
    const g = newGame();
    g.createCard(anthem, "battlefield", "alex", { status: status({ phasedOut: true }) });
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    expect(pt(g, bear)).toEqual([2, 2]);
  });

  it("a card in a graveyard has no status (110.6d): given as phased out, its characteristic-defining ability still functions (604.3)", () => {
    const g = newGame();
    const goyf = card("goyf", { abilities: [{ id: "size", cda: true, static: { affects: "self", setPT: [{ count: { zone: "graveyard", whose: "you" } }, 5] } }] });
    const dead = g.createCard(goyf, "graveyard", "alex", { status: status({ phasedOut: true }) });
    g.createCard(card("bear"), "graveyard", "alex");
    expect(pt(g, dead)).toEqual([2, 5]);
  });

  it("709.2: in every zone other than the battlefield a flip card has only its normal characteristics, even given as flipped", () => {
    const g = newGame();
    const inGraveyard = g.createCard(poolCard("akki-lavarunner"), "graveyard", "alex", { status: status({ flipped: true }) });
    const onBattlefield = g.createCard(poolCard("akki-lavarunner"), "battlefield", "alex", { status: status({ flipped: true }) });
    expect(g.characteristics(inGraveyard).name?.en).toBe("Akki Lavarunner");
    expect(g.characteristics(onBattlefield).name?.en).toBe("Tok-Tok, Volcano Born");
  });
});

describe("207.3: a noncreature permanent has no power or toughness", () => {
  it("613.3d: +1/+1 counters on a land give it no power or toughness", () => {
    const g = newGame();
    const land = g.createCard(card("land", { types: ["land"], ...noPT }), "battlefield", "alex", { counters: { "+1/+1": 2 } });
    expect(pt(g, land)).toEqual([null, null]);
  });

  it("613.3c: a +1/+1 effect on an artifact that was animated stops giving it power once the animation ends", () => {
    const g = newGame();
    const rock = g.createCard(card("rock", { types: ["artifact"], ...noPT }), "battlefield", "alex");
    const animation = effect(g, [rock], { types: { add: ["creature"] }, setPT: [2, 2] });
    effect(g, [rock], { modifyPT: [1, 1] });
    expect(pt(g, rock)).toEqual([3, 3]);
    g.endEffect(animation.id);
    expect(pt(g, rock)).toEqual([null, null]);
  });
});

describe("611.2c / 400.7: an effect's locked set after one of its objects left the battlefield", () => {
  it("'two target creatures get +1/+1': the one still on the battlefield keeps it, the card that died is a new object without it", () => {
    const g = newGame();
    const a = g.createCard(card("a"), "battlefield", "alex");
    const b = g.createCard(card("b"), "battlefield", "alex");
    effect(g, [a, b], { modifyPT: [1, 1] });
    const dead = g.moveTo(a, "graveyard");
    expect(pt(g, b)).toEqual([3, 3]);
    expect(pt(g, dead)).toEqual([2, 2]);
  });
});

describe("612.5 / 613.1c: the full text of the top card of a graveyard, when there is none", () => {
  const shapeshifter = (condition: boolean) =>
    card("shapeshifter", {
      power: 0,
      toughness: 1,
      abilities: [{ id: "full-text", static: { affects: "self", ...(condition ? { condition: { topOfGraveyard: { whose: "you" as const, filter: { types: ["creature" as const] } } } } : {}), fullTextOf: { topOfGraveyard: { whose: "you" } } } }],
    });

  it("'as long as the top card of your graveyard is a creature card': with an empty graveyard it keeps its own text", () => {
    const g = newGame();
    const id = g.createCard(shapeshifter(true), "battlefield", "alex");
    expect([g.characteristics(id).name?.en, ...pt(g, id)]).toEqual(["shapeshifter", 0, 1]);
  });

  it("with no condition and an empty graveyard there is no text to have: it keeps its own", () => {
    const g = newGame();
    const id = g.createCard(shapeshifter(false), "battlefield", "alex");
    expect([g.characteristics(id).name?.en, ...pt(g, id)]).toEqual(["shapeshifter", 0, 1]);
  });
});

describe("604.3a: an ability granted by an effect is not a characteristic-defining ability", () => {
  it("a granted 'its power and toughness are 5/5' applies in 7b in timestamp order (613.6a), after an earlier 1/1", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    effect(g, [bear], { setPT: [1, 1] });
    effect(g, [bear], { abilities: { add: [{ id: "size", cda: true, static: { affects: "self", setPT: [5, 5] } }] } });
    expect(pt(g, bear)).toEqual([5, 5]);
  });
});

describe("613.1e: 'the chosen colour' (607: the choice linked to the ability)", () => {
  it("a static ability 'this creature is the chosen colour' makes it that colour", () => {
    const g = newGame();
    const painted = card("painted", { abilities: [{ id: "choose", asEnters: { choose: "color" } }, { id: "paint", linked: "choose", static: { affects: "self", colors: { set: [{ chosen: "color" }] } } }] });
    const id = g.createCard(painted, "battlefield", "alex", { choices: [{ kind: "color", value: "red", ability: "painted:choose" }] });
    expect(g.characteristics(id).colors).toEqual(["red"]);
  });

  it("a resolved effect 'becomes the chosen colour' uses the colour chosen as it was created", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.addContinuousEffect({ source: null, controller: "alex", affected: [bear], duration: "end-of-turn", def: { affects: "target", colors: { set: [{ chosen: "color" }] } }, chosenColor: "blue", description: "test" });
    expect(g.characteristics(bear).colors).toEqual(["blue"]);
  });
});

describe("418.5b (2007-10-01): an effect that started to apply goes on applying, in its own sublayer, once its ability is gone", () => {
  it("'this creature is an artifact and gets +2/+2' (6d) after it loses its abilities in layer 5: +2/+2 still comes after a 0/1 set in 6b", () => {
    const g = new Game(ruleSet("2007-10-01"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
    const golem = g.createCard(card("golem", { abilities: [{ id: "plate", static: { affects: "self", types: { add: ["artifact"] }, modifyPT: [2, 2] } }] }), "battlefield", "alex");
    effect(g, [golem], { abilities: { removeAll: true } });
    effect(g, [golem], { setPT: [0, 1] });
    expect(g.characteristics(golem).types).toEqual(["creature", "artifact"]);
    expect(pt(g, golem)).toEqual([2, 3]);
  });
});

describe("418.5b (2004-10-01): a type-changing effect that should apply in several layers is applied whole in layer 4", () => {
  const game = () => new Game(ruleSet("2004-10-01"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);

  it("the rule's Chimeric Sphere: 'becomes a 3/2 artifact creature' again after 'becomes 0/2' leaves it 0/2", () => {
    const g = game();
    const sphere = g.createCard(card("chimeric-sphere", { types: ["artifact"], ...noPT }), "battlefield", "alex");
    effect(g, [sphere], { types: { add: ["creature"] }, setPT: [3, 2] });
    effect(g, [sphere], { setPT: [0, 2] });
    effect(g, [sphere], { types: { add: ["creature"] }, setPT: [3, 2] });
    expect(pt(g, sphere)).toEqual([0, 2]);
  });

  it("212.6e: a land made an Island keeps flying that an earlier type-changing effect granted it in layer 4", () => {
    const g = game();
    const land = g.createCard(card("land", { types: ["land"], ...noPT, abilities: [{ id: "ping", activated: { cost: { tap: true }, effect: [] } }] }), "battlefield", "alex");
    effect(g, [land], { types: { add: ["creature"] }, setPT: [2, 2], abilities: { add: [flying] } });
    effect(g, [land], { subtypes: { set: ["Island"] } });
    expect(labels(g, land).sort()).toEqual(["flying", "island-mana"]);
  });
});

describe("613.7a: an effect whose ability another effect removes (existence) waits for it, and then doesn't exist", () => {
  it("'other creatures have flying' after its lord lost its abilities gives nothing; 'creatures without flying have reach', waiting for it, then applies to all", () => {
    const g = newGame();
    const lord = g.createCard(card("lord", { abilities: [{ id: "wings", static: { affects: { all: { types: ["creature"], other: true } }, abilities: { add: [flying] } } }] }), "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.createCard(card("roots", { types: ["enchantment"], ...noPT, abilities: [{ id: "reach", static: { affects: { all: { types: ["creature"], withoutAbilities: ["flying"] } }, abilities: { add: [{ id: "reach", keyword: "reach" }] } } }] }), "battlefield", "alex");
    effect(g, [lord], { abilities: { removeAll: true } });
    expect(labels(g, bear)).toEqual(["reach"]);
    expect(labels(g, lord)).toEqual(["reach"]);
  });
});
