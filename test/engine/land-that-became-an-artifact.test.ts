// 305.6 (2011-09-30): "A land with a basic land type has the intrinsic ability '{T}: Add [mana symbol] to your mana
// pool'". A Forest whose card type an effect sets to artifact (205.1a: "the new card type(s) replaces any existing
// card types") is no longer a land: it has no intrinsic {T}: Add {G}.
import { describe, expect, it } from "vitest";
import { effect, newGame } from "./helpers.ts";
import { poolCard } from "./pool.ts";

describe("305.6 / 205.1a (2011-09-30): a Forest that became an artifact", () => {
  it("is not a land and has no '{T}: Add {G}'", () => {
    const g = newGame("2011-09-30");
    const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
    expect(g.characteristics(forest).abilities).toHaveLength(1);
    effect(g, [forest], { types: { set: ["artifact"] } });
    expect(g.characteristics(forest).types).toEqual(["artifact"]);
    expect(g.characteristics(forest).abilities).toEqual([]);
  });
});
