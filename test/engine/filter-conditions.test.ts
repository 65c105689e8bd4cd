// The conditions of a filter, each where it decides: "nontoken" (110.5 / 216), keyword abilities ("with flying",
// "without flying": 702), the chosen creature type (an undefined choice matches nothing: 706.7a / 503.7), colours
// named outright next to a chosen one, "converted mana cost N or greater" of a split card (either half, 505.6 /
// 708.6a), and "converted mana cost equal to the chosen number".
import { describe, expect, it } from "vitest";
import type { CardDef, Filter } from "../../src/engine/cards.ts";
import { filterSubject, matchesFilter, type FilterContext } from "../../src/engine/filters.ts";
import { card, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const flyer = card("flyer", { abilities: [{ id: "flying", keyword: "flying" }] });
const trampler = card("trampler", { abilities: [{ id: "trample", keyword: "trample" }] });
const both = card("both", { abilities: [{ id: "flying", keyword: "flying" }, { id: "trample", keyword: "trample" }] });

/** Whether the card, put onto the battlefield under Alex's control, matches the filter in this context. */
function matcher(filter: Filter, ctx: Partial<FilterContext> = {}) {
  const g = newGame("2011-02-04");
  return (def: CardDef) => {
    const id = g.createCard(def, "battlefield", "alex");
    return matchesFilter(filter, g.characteristics(id), filterSubject(g.state.objects.get(id)!, null, "alex"), { you: "alex", chosen: () => undefined, teamOf: () => null, ...ctx });
  };
}

describe("filter conditions", () => {
  it("'nontoken creature': a creature token doesn't match, a creature card does (110.5b: a token is a permanent, not a card)", () => {
    const g = newGame("2011-02-04");
    const token = g.createToken({ name: { en: "Soldier" }, types: ["creature"], subtypes: ["Soldier"], colorIndicator: ["white"], power: 1, toughness: 1 }, "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    expect([g.matches({ nontoken: true }, token, "alex", null), g.matches({ nontoken: true }, bear, "alex", null)]).toEqual([false, true]);
    expect(g.matches({ types: ["creature"] }, token, "alex", null)).toBe(true);
  });

  it("'creature with flying': a creature with flying matches, one with trample only doesn't", () => {
    const m = matcher({ withAbilities: ["flying"] });
    expect([m(flyer), m(trampler), m(card("bear"))]).toEqual([true, false, false]);
  });

  it("'with flying and trample': both keywords are needed", () => {
    const m = matcher({ withAbilities: ["flying", "trample"] });
    expect([m(both), m(flyer), m(trampler)]).toEqual([true, false, false]);
  });

  it("'creature without flying': a creature with trample only matches; one with flying doesn't", () => {
    const m = matcher({ withoutAbilities: ["flying"] });
    expect([m(trampler), m(card("bear")), m(flyer), m(both)]).toEqual([true, true, false, false]);
  });

  it("'creatures of the chosen type': the chosen type matches, another doesn't; with no choice made, not even a changeling (706.7a)", () => {
    const elf = card("elf", { subtypes: ["Elf"] });
    const goblin = card("goblin", { subtypes: ["Goblin"] });
    const changeling = poolCard("woodland-changeling");
    const chosenElf = matcher({ subtypeChosen: true }, { chosen: (kind) => (kind === "creature-type" ? "Elf" : undefined) });
    expect([chosenElf(elf), chosenElf(goblin), chosenElf(changeling)]).toEqual([true, false, true]);
    const none = matcher({ subtypeChosen: true });
    expect([none(elf), none(goblin), none(changeling)]).toEqual([false, false, false]);
  });

  it("'red creatures' asked by a permanent whose chosen colour is green: a green creature isn't red", () => {
    const m = matcher({ colors: ["red"] }, { chosen: (kind) => (kind === "color" ? "green" : undefined) });
    expect([m(card("green", { manaCost: "{G}" })), m(card("red", { manaCost: "{R}" }))]).toEqual([false, true]);
  });

  it("'red or white': either colour named matches, a third doesn't", () => {
    const m = matcher({ colors: ["red", "white"] });
    expect([m(card("r", { manaCost: "{R}" })), m(card("w", { manaCost: "{W}" })), m(card("g", { manaCost: "{G}" }))]).toEqual([true, true, false]);
  });

  it("a split card has converted mana cost 3 or greater if either half has (505.6 / 708.6a): Assault // Battery ({R}, {3}{G})", () => {
    for (const version of ["2007-10-01", "2011-02-04"]) {
      const g = newGame(version);
      const id = g.createCard(poolCard("assault-battery"), "hand", "alex");
      expect([g.matches({ convertedManaCostAtLeast: 3 }, id, "alex", null), g.matches({ convertedManaCostAtLeast: 5 }, id, "alex", null)]).toEqual([true, false]);
    }
  });

  it("'converted mana cost equal to the chosen number' compares with the number chosen; asked before one is chosen, it is an error", () => {
    const bear = card("bear", { manaCost: "{1}{G}" });
    const two = matcher({ convertedManaCost: "chosen-number" }, { chosenNumber: 2 });
    expect([two(bear), two(card("ogre", { manaCost: "{2}{R}" }))]).toEqual([true, false]);
    expect(() => matcher({ convertedManaCost: "chosen-number" })(bear)).toThrow(/the chosen number must be known/);
    expect(() => matcher({ convertedManaCost: "X" })(bear)).toThrow(/the value of X must be announced/);
  });
});
