// 613.6 (2011-02-04): an effect that has started to apply in one layer continues to apply to the same set of objects in
// the other layers, even if the ability generating it is removed meanwhile. So an effect that removes that ability,
// later in timestamp order, doesn't change the started effect's existence: it isn't one the started effect depends on
// (613.7a), and the two apply in timestamp order (613.6b / 613.7).
import { describe, expect, it } from "vitest";
import { card, effect, newGame } from "./helpers.ts";

describe("613.6: a started effect doesn't wait for the removal of its ability", () => {
  it("'creatures are blue and have flying' (started in layer 5) then 'the source loses all abilities' (later): the source has no flying, the bear has", () => {
    const g = newGame();
    const drake = g.createCard(
      card("drake", { manaCost: "{2}{U}", abilities: [{ id: "sky", static: { affects: { all: { types: ["creature"] } }, colors: { set: ["blue"] }, abilities: { add: [{ id: "flying", keyword: "flying" }] } } }] }),
      "battlefield",
      "alex",
    );
    const bear = g.createCard(card("bear", { manaCost: "{G}" }), "battlefield", "alex");
    effect(g, [drake], { abilities: { removeAll: true } });
    const keywords = (id: string) => g.characteristics(id).abilities.map((a) => ("keyword" in a.def ? a.def.keyword : a.def.id));
    expect(g.characteristics(drake).colors).toEqual(["blue"]);
    expect(keywords(drake)).toEqual([]);
    expect(g.characteristics(bear).colors).toEqual(["blue"]);
    expect(keywords(bear)).toEqual(["flying"]);
  });
});
