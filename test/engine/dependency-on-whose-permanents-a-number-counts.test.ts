// 418.5b / 418.5c (1999-04-23): "An effect is said to 'depend on' another if applying the other would change … what
// it does to any of the things it applies to … Whenever one effect depends on another, the independent one is applied
// first." These rules apply control-changing and power-changing effects in one step, so a power-changing effect whose
// amount counts the permanents "you" or "your opponents" control depends on an effect that changes who controls one
// of them, even one with a later timestamp.
import { describe, expect, it } from "vitest";
import type { ContinuousDef } from "../../src/engine/cards.ts";
import { card, effect, newGame, pt } from "./helpers.ts";

/** Alex's 2/2 captain whose power is raised by the number of creatures on the battlefield that `whose` control. */
function captainCounting(whose: "you" | "opponents") {
  const g = newGame("1999-04-23");
  const modifyPT: ContinuousDef["modifyPT"] = [{ count: { zone: "battlefield", whose, filter: { types: ["creature"] } } }, 0];
  const captain = g.createCard(card("captain", { manaCost: "{W}", abilities: [{ id: "static", static: { affects: "self", modifyPT } }] }), "battlefield", "alex");
  const bear = g.createCard(card("bear", { manaCost: "{G}" }), "battlefield", "bianca");
  // Later than the captain's ability: Alex gains control of Bianca's bear.
  effect(g, [bear], { gainControl: true }, "alex");
  expect(g.characteristics(bear).controller).toBe("alex");
  return { g, captain };
}

describe("418.5c (1999-04-23): the control change is applied first, whatever its timestamp", () => {
  it("'+X/+0, X the number of creatures your opponents control': the stolen bear no longer counts, X = 0", () => {
    const { g, captain } = captainCounting("opponents");
    expect(pt(g, captain)).toEqual([2, 2]);
  });

  it("'+X/+0, X the number of creatures you control': the stolen bear counts, X = 2", () => {
    const { g, captain } = captainCounting("you");
    expect(pt(g, captain)).toEqual([4, 2]);
  });
});
