// What a P/T effect reads decides whether it must wait for another effect of its stage (613.7a / 418.5b): a count
// with no filter ("cards in your hand"), and "creatures you control" where control changes in the same stage
// (before 2001, control and P/T effects apply together in timestamp order, 418.5).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { card, newGame, pt } from "./helpers.ts";

describe("what a P/T effect reads", () => {
  it("613.3c: 'this creature gets +1/+0 for each card in your hand' counts the cards of its controller's hand", () => {
    const g = newGame();
    const bear = g.createCard(card("bear", { abilities: [{ id: "hand", static: { affects: "self", modifyPT: [{ count: { zone: "hand", whose: "you" } }, 0] } }] }), "battlefield", "alex");
    g.createCard(card("a"), "hand", "alex");
    g.createCard(card("b"), "hand", "alex");
    g.createCard(card("c"), "hand", "bianca");
    expect(pt(g, bear)).toEqual([4, 2]);
  });

  it("418.5b (1999-04-23): 'creatures you control get +1/+1' waits for a later change of control, which changes what it applies to", () => {
    const g = new Game(ruleSet("1999-04-23"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
    g.createCard(card("anthem", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "anthem", static: { affects: { all: { types: ["creature"], controller: "you" } }, modifyPT: [1, 1] } }] }), "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    g.gainControl(bear, "alex");
    expect(pt(g, bear)).toEqual([3, 3]);
  });
});
