// A library is one face-down pile whose order players can't change (401.2); a card put on the bottom of it is drawn
// after every card already there, one put on top is drawn next (401.4: "on the top or bottom of a library").
import { describe, expect, it } from "vitest";
import { objectsIn } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";

describe("401.2 / 401.4: a card put on the bottom or on the top of a library", () => {
  for (const position of ["bottom", "top"] as const)
    it(`on the ${position}: the next card drawn is ${position === "bottom" ? "the one that was on top" : "that card"}`, () => {
      const g = newGame("2011-09-30");
      g.createCard(card("first"), "library", "alex");
      g.createCard(card("second"), "library", "alex");
      const top = objectsIn(g.state, "library", "alex").map((o) => g.nameOf(o.id, "en"))[0];
      const put = g.moveTo(g.createCard(card("put"), "hand", "alex"), "library", { position });
      const order = objectsIn(g.state, "library", "alex").map((o) => o.id);
      expect(position === "bottom" ? order.at(-1) : order[0]).toBe(put);
      g.draw("alex", 1);
      expect(objectsIn(g.state, "hand", "alex").map((o) => g.nameOf(o.id, "en"))).toEqual([position === "bottom" ? top : "put"]);
    });
});
