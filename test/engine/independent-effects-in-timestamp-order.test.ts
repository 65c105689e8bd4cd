// 613.7 / 613.6b (2011-02-04): within a layer, effects apply in timestamp order unless one depends on another. An
// effect depends on another only if applying the other would change its text or existence, what it applies to, or
// what it does (613.7a). "Creatures are Goblins" (setting subtypes, affecting creatures) doesn't depend on a later
// "the bear is an Elf" (setting the bear's subtypes): the bear stays a creature either way. So the later one wins.
import { describe, expect, it } from "vitest";
import { card, effect, newGame } from "./helpers.ts";

describe("613.7a: an effect reading card types doesn't wait for one that only sets subtypes", () => {
  it("layer 4: 'creatures are Goblins' (earlier) then 'the bear is an Elf' (later): the bear is an Elf", () => {
    const g = newGame();
    const bear = g.createCard(card("bear", { manaCost: "{G}" }), "battlefield", "alex");
    g.createCard(
      card("goblin-banner", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "g", static: { affects: { all: { types: ["creature"] } }, subtypes: { set: ["Goblin"] } } }] }),
      "battlefield",
      "alex",
    );
    effect(g, [bear], { subtypes: { set: ["Elf"] } });
    expect(g.characteristics(bear).subtypes).toEqual(["Elf"]);
  });
});
