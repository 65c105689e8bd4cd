// 704.5f (2011-09-30): "If a creature has toughness 0 or less, it's put into its owner's graveyard." A permanent that
// is no longer a creature isn't — whatever numbers its card's power and toughness would come to (208.3: "A noncreature
// permanent has no power or toughness, even if it's a card with a power and toughness printed on it").
import { describe, expect, it } from "vitest";
import { card, effect, newGame } from "./helpers.ts";

describe("704.5f: toughness 0 or less puts a creature into its owner's graveyard, and only a creature", () => {
  for (const artifact of [false, true])
    it(`a 2/2 that gets -2/-2${artifact ? " after it became an artifact, no longer a creature: stays on the battlefield" : ": dies"}`, () => {
      const g = newGame("2011-09-30");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      if (artifact) effect(g, [bear], { types: { set: ["artifact"] } });
      effect(g, [bear], { modifyPT: [-2, -2] });
      g.checkStateBasedActions();
      expect(g.state.objects.get(bear)?.zone).toBe(artifact ? "battlefield" : undefined);
    });
});
