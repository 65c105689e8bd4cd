// 418.5b / 418.5c (1999-04-23): these rules apply control-changing and power-changing effects in one step, in timestamp
// order unless one depends on another: "An effect is said to 'depend on' another if applying the other would change …
// what it applies to … Whenever one effect depends on another, the independent one is applied first." "Creatures you
// control get +1/+1" depends on an effect that changes who controls its source, even a later one: the creatures it
// applies to are then the new controller's.
import { describe, expect, it } from "vitest";
import { card, effect, newGame, pt } from "./helpers.ts";

describe("418.5c (1999-04-23): a control change of the source is applied first", () => {
  it("Alex's lord ('creatures you control get +1/+1'), then Bianca gains control of it: her creatures get +1/+1, Alex's don't", () => {
    const g = newGame("1999-04-23");
    const alexBear = g.createCard(card("bear", { manaCost: "{G}" }), "battlefield", "alex");
    const biancaBear = g.createCard(card("bear", { manaCost: "{G}" }), "battlefield", "bianca");
    const lord = g.createCard(card("lord", { manaCost: "{1}{W}", abilities: [{ id: "anthem", static: { affects: { all: { types: ["creature"], controller: "you" } }, modifyPT: [1, 1] } }] }), "battlefield", "alex");
    effect(g, [lord], { gainControl: true }, "bianca");
    expect(g.characteristics(lord).controller).toBe("bianca");
    expect(pt(g, alexBear)).toEqual([2, 2]);
    expect(pt(g, biancaBear)).toEqual([3, 3]);
    expect(pt(g, lord)).toEqual([3, 3]);
  });
});
