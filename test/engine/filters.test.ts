// Filters of the card language: "A or B", "non-…", "nonbasic", converted mana cost comparisons, counters, "other",
// "you control" (the words of 109.2 / 202.3 / 122.1 that name which objects an effect looks at).
import { describe, expect, it } from "vitest";
import type { CardDef, Filter } from "../../src/engine/cards.ts";
import { filterSubject, matchesFilter } from "../../src/engine/filters.ts";
import { conditionHolds } from "../../src/engine/resolution.ts";
import { card, newGame } from "./helpers.ts";

function matcher(filter: Filter) {
  const g = newGame();
  return (def: CardDef, options: { controller?: string; counters?: Record<string, number>; isSource?: boolean } = {}) => {
    const id = g.createCard(def, "battlefield", options.controller ?? "alex", { counters: options.counters });
    const o = g.state.objects.get(id)!;
    const subject = filterSubject(o, options.isSource ? id : null, options.controller ?? "alex");
    return matchesFilter(filter, g.characteristics(id), subject, { you: "alex", chosen: () => undefined, teamOf: () => null });
  };
}

describe("filters", () => {
  it("109.2: 'Saproling creatures and other Treefolk creatures' matches either set of conditions", () => {
    const m = matcher({ types: ["creature"], anyOf: [{ subtypes: ["Saproling"] }, { subtypes: ["Treefolk"], other: true }] });
    expect(m(card("saproling", { subtypes: ["Saproling"] }))).toBe(true);
    expect(m(card("treefolk", { subtypes: ["Treefolk"] }))).toBe(true);
    expect(m(card("the source", { subtypes: ["Treefolk"] }), { isSource: true })).toBe(false);
    expect(m(card("elf", { subtypes: ["Elf"] }))).toBe(false);
  });

  it("'non-[…]': none of the excluded conditions may all hold", () => {
    const m = matcher({ types: ["creature"], not: { colors: ["black"], subtypes: ["Zombie"] } });
    expect(m(card("black zombie", { subtypes: ["Zombie"], manaCost: "{B}" }))).toBe(false);
    expect(m(card("white zombie", { subtypes: ["Zombie"], manaCost: "{W}" }))).toBe(true);
    expect(m(card("black elf", { subtypes: ["Elf"], manaCost: "{B}" }))).toBe(true);
  });

  it("205.4: 'nonbasic land' excludes the basic supertype", () => {
    const m = matcher({ types: ["land"], notSupertypes: ["basic"] });
    expect(m(card("urborg", { types: ["land"], power: undefined, toughness: undefined }))).toBe(true);
    expect(m(card("swamp", { types: ["land"], supertypes: ["basic"], subtypes: ["Swamp"], power: undefined, toughness: undefined }))).toBe(false);
  });

  it("202.3: converted mana cost N or greater, N or less", () => {
    const atLeast = matcher({ convertedManaCostAtLeast: 3 });
    expect(atLeast(card("three", { manaCost: "{1}{G}{G}" }))).toBe(true);
    expect(atLeast(card("two", { manaCost: "{1}{G}" }))).toBe(false);
    const atMost = matcher({ convertedManaCostAtMost: 2 });
    expect(atMost(card("two", { manaCost: "{1}{G}" }))).toBe(true);
    expect(atMost(card("none"))).toBe(true);
    expect(atMost(card("three", { manaCost: "{3}" }))).toBe(false);
  });

  it("122.1: 'with a +1/+1 counter on it'", () => {
    const m = matcher({ types: ["creature"], withCounter: "+1/+1" });
    expect(m(card("grown"), { counters: { "+1/+1": 1 } })).toBe(true);
    expect(m(card("plain"))).toBe(false);
    expect(m(card("shrunk"), { counters: { "-1/-1": 1 } })).toBe(false);
  });

  it("'you control' and 'an opponent controls' are relative to the controller of the effect", () => {
    const yours = matcher({ controller: "you" });
    expect(yours(card("mine"))).toBe(true);
    expect(yours(card("theirs"), { controller: "bianca" })).toBe(false);
    const theirs = matcher({ controller: "opponent" });
    expect(theirs(card("theirs"), { controller: "bianca" })).toBe(true);
  });
});

describe("conditions on a player", () => {
  it("603.4: 'if you control two or more Gates' counts the permanents the player controls that match", () => {
    const g = newGame();
    const gate = card("gate", { types: ["land"], subtypes: ["Gate"], power: undefined, toughness: undefined });
    const condition = { controlsAtLeast: { count: 2, filter: { subtypes: ["Gate"] } } };
    g.createCard(gate, "battlefield", "alex");
    g.createCard(gate, "battlefield", "bianca");
    expect(conditionHolds(g, "alex", condition, null)).toBe(false);
    g.createCard(gate, "battlefield", "alex");
    expect(conditionHolds(g, "alex", condition, null)).toBe(true);
  });
});

describe("an intervening 'if' about the ability's source (603.4)", () => {
  it("'if [this] is an enchantment' holds while its source matches, and not once the source is gone", () => {
    const g = newGame();
    const enchantment = g.createCard(card("jackals", { types: ["enchantment"], power: undefined, toughness: undefined }), "battlefield", "alex");
    const condition = { sourceMatches: { types: ["enchantment" as const] } };
    expect(conditionHolds(g, "alex", condition, enchantment)).toBe(true);
    const creature = g.createCard(card("bear"), "battlefield", "alex");
    expect(conditionHolds(g, "alex", condition, creature)).toBe(false);
    expect(conditionHolds(g, "alex", condition, null)).toBe(false);
  });
});
