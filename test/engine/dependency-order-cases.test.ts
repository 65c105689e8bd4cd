// Dependency order (613.7a 2011-02-04; 418.5b 1999-04-23) in situations where the engine's shortcuts — the fields a
// part writes, results kept between applications — could give another order than the rule.
import { describe, expect, it } from "vitest";
import type { ContinuousDef } from "../../src/engine/cards.ts";
import { card, newGame, pt } from "./helpers.ts";

const enchantment = (slug: string, def: ContinuousDef) =>
  card(slug, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "static", static: def }] });

describe("613.7a: an effect waits for the part of another effect that changes what it applies to", () => {
  it("2011-02-04: 'red permanents are blue' waits for the colour part of 'this creature is an Elf and is red' (its type part applied in layer 4)", () => {
    const g = newGame("2011-02-04");
    g.createCard(enchantment("blue-wash", { affects: { all: { colors: ["red"] } }, colors: { set: ["blue"] } }), "battlefield", "alex");
    const mimic = g.createCard(card("mimic", { abilities: [{ id: "static", static: { affects: "self", subtypes: { set: ["Elf"] }, colors: { set: ["red"] } } }] }), "battlefield", "alex");
    // Layer 5: the mimic becomes red (later timestamp, applied first: the blue wash depends on it), then blue.
    expect(g.characteristics(mimic).subtypes).toEqual(["Elf"]);
    expect(g.characteristics(mimic).colors).toEqual(["blue"]);
  });
});

describe("418.5b (1999-04-23): what an effect does can come to depend on another once it applies to something", () => {
  it("'red creatures get +X/+0, X the number of white permanents' waits for 'Elves without flying are white' once a Goblin has become red", () => {
    const g = newGame("1999-04-23");
    // Timestamp order: the +X/+0 effect, the whitening, "Goblins are red", "Walls have flying". One stage holds them all.
    g.createCard(enchantment("count", { affects: { all: { types: ["creature"], colors: ["red"] } }, modifyPT: [{ count: { zone: "battlefield", filter: { colors: ["white"] } } }, 0] }), "battlefield", "alex");
    g.createCard(enchantment("whiten", { affects: { all: { subtypes: ["Elf"], withoutAbilities: ["flying"] } }, colors: { set: ["white"] } }), "battlefield", "alex");
    g.createCard(enchantment("redden", { affects: { all: { subtypes: ["Goblin"] } }, colors: { set: ["red"] } }), "battlefield", "alex");
    g.createCard(enchantment("wings", { affects: { all: { subtypes: ["Wall"] } }, abilities: { add: [{ id: "flying", keyword: "flying" }] } }), "battlefield", "alex");
    const goblin = g.createCard(card("goblin", { subtypes: ["Goblin"], manaCost: "{G}" }), "battlefield", "alex");
    const elf = g.createCard(card("elf", { subtypes: ["Elf"], manaCost: "{G}" }), "battlefield", "alex");
    const elfWall = g.createCard(card("elf-wall", { subtypes: ["Elf", "Wall"], manaCost: "{G}" }), "battlefield", "alex");
    // The +X/+0 effect applies to nothing until the Goblin is red ("redden", which it waits for). Then the whitening
    // changes X, so it waits for that too; the whitening waits for "wings" (the Elf Wall gains flying, leaving its set).
    // So: redden, wings, whiten (the Elf only), then +1/+0 on the Goblin.
    expect(g.characteristics(elf).colors).toEqual(["white"]);
    expect(g.characteristics(elfWall).colors).toEqual(["green"]);
    expect(pt(g, goblin)).toEqual([3, 2]);
  });
});

describe("613.7a: a type-changing effect's set is the objects with its subtype once an earlier-applied effect gave it", () => {
  // Timestamp order: "Elves are Goblins", "Elves are Walls", the shapeshifter's own change (it becomes an Elf), then
  // "Elves are Clerics". The first two wait for the shapeshifter's change (613.7a: it changes what they apply to); it
  // applies first, then the three in timestamp order — each to the Elf and to the shapeshifter.
  const changes: [string, ContinuousDef["subtypes"]][] = [
    ["is also an Elf and a Druid", { add: ["Elf", "Druid"] }],
    ["is every creature type (205.3m)", { allCreatureTypes: true }],
    ["is an Elf (its other subtypes gone)", { set: ["Elf"] }],
  ];
  for (const [text, subtypes] of changes)
    it(`2011-02-04: a shapeshifter that ${text} gets 'Elves are Clerics', whose set is first looked for after it changed`, () => {
      const g = newGame("2011-02-04");
      const elvesAre = (slug: string, subtype: string) => enchantment(slug, { affects: { all: { subtypes: ["Elf"] } }, subtypes: { add: [subtype] } });
      const elf = g.createCard(card("elf", { subtypes: ["Elf"] }), "battlefield", "alex");
      g.createCard(elvesAre("goblins", "Goblin"), "battlefield", "alex");
      g.createCard(elvesAre("walls", "Wall"), "battlefield", "alex");
      const shifter = g.createCard(card("shifter", { subtypes: ["Bear"], abilities: [{ id: "static", static: { affects: "self", subtypes } }] }), "battlefield", "alex");
      g.createCard(elvesAre("clerics", "Cleric"), "battlefield", "alex");
      for (const id of [elf, shifter]) expect(g.characteristics(id).subtypes).toEqual(expect.arrayContaining(["Goblin", "Wall", "Cleric"]));
      // Setting its subtypes takes its printed Bear away; adding or every creature type keeps it.
      expect(g.characteristics(shifter).subtypes.includes("Bear")).toBe(!subtypes!.set);
    });
});
