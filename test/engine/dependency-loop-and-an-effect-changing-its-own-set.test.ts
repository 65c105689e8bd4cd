// 613.7a–b (2011-02-04): an effect depends on *another* effect; a dependency loop is formed by effects that depend on
// each other, and only those are applied in timestamp order when all wait. An effect that changes its own set
// ("non-artifact Goblins are artifacts": a Goblin it makes an artifact leaves it) isn't in a loop for that: if it waits
// on a loop's effect, it still waits, even with the earliest timestamp.
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";

const enchantment = (slug: string, ability: AbilityDef) =>
  card(slug, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [ability] });

describe("613.7b: an effect that changes its own set isn't in a loop by itself", () => {
  it("'non-artifact Goblins are artifacts' (earliest) waits for 'Walls are Goblins' (in a loop with 'Goblins are Walls'): the Wall becomes an artifact too", () => {
    const g = newGame();
    const wall = g.createCard(card("wall", { subtypes: ["Wall"] }), "battlefield", "alex");
    const goblin = g.createCard(card("goblin", { subtypes: ["Goblin"] }), "battlefield", "alex");
    // Earliest: it depends on "Walls are Goblins" (the wall would join its set); nothing depends on it.
    g.createCard(enchantment("metal", { id: "m", static: { affects: { all: { subtypes: ["Goblin"], notTypes: ["artifact"] } }, types: { add: ["artifact"] } } }), "battlefield", "alex");
    // The loop: each changes what the other applies to (the goblin would become a Wall, the wall a Goblin).
    g.createCard(enchantment("walls", { id: "w", static: { affects: { all: { subtypes: ["Goblin"] } }, subtypes: { add: ["Wall"] } } }), "battlefield", "alex");
    g.createCard(enchantment("goblins", { id: "g", static: { affects: { all: { subtypes: ["Wall"] } }, subtypes: { add: ["Goblin"] } } }), "battlefield", "alex");
    // "Goblins are Walls" (the loop's earliest), then "Walls are Goblins", then "non-artifact Goblins are artifacts".
    expect([...g.characteristics(wall).subtypes].sort()).toEqual(["Goblin", "Wall"]);
    expect(g.characteristics(wall).types).toEqual(["creature", "artifact"]);
    expect(g.characteristics(goblin).types).toEqual(["creature", "artifact"]);
  });
});
