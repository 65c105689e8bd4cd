// 613.7b (2011-02-04): a dependency loop is ignored only for the effects in the loop; an effect outside it that
// depends on one of them still waits for it, even with an earlier timestamp than all of them.
import { describe, expect, it } from "vitest";
import { card, newGame } from "./helpers.ts";

const enchantment = { types: ["enchantment" as const], power: undefined, toughness: undefined };

describe("613.7b: the loop's effects apply in timestamp order; an effect waiting on one of them still waits", () => {
  it("'enchantments are creatures' (earliest) waits for 'artifacts are enchantments', which is in a loop", () => {
    const g = newGame();
    const rock = g.createCard(card("rock", { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    g.createCard(card("relic", { types: ["artifact", "enchantment"], power: undefined, toughness: undefined }), "battlefield", "alex");
    // Earliest timestamp, outside the loop: it depends on `add` (613.7a: applying `add` changes what it applies to,
    // the rock becoming an enchantment); `remove` changes nothing it reads (an enchantment stays one).
    g.createCard(card("animate", { ...enchantment, abilities: [{ id: "c", static: { affects: { all: { types: ["enchantment"] } }, types: { add: ["creature"] } } }] }), "battlefield", "alex");
    // The loop of 613.7b's own kind: `add` makes artifacts enchantments, `remove` takes "artifact" from the other
    // enchantments — each changes what the other applies to (the rock would join `remove`'s set, the relic leave `add`'s).
    g.createCard(card("add", { ...enchantment, abilities: [{ id: "a", static: { affects: { all: { types: ["artifact"] } }, types: { add: ["enchantment"] } } }] }), "battlefield", "alex");
    g.createCard(card("remove", { ...enchantment, abilities: [{ id: "r", static: { affects: { all: { types: ["enchantment"], other: true } }, types: { remove: ["artifact"] } } }] }), "battlefield", "alex");
    // `add` (the loop's earliest) first: the rock is an artifact enchantment; then `animate`, which no longer waits,
    // makes it a creature; then `remove` takes "artifact" away. Applying `animate` first would miss the rock.
    expect([...g.characteristics(rock).types].sort()).toEqual(["creature", "enchantment"]);
  });
});
