// Split cards (505 in 2007, 708 in 2011): two sets of characteristics; only the half being cast is on the stack.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { convertedManaCosts, eitherHalf } from "../../src/engine/values.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";

function game(version: string): Game {
  return new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
}

describe("split cards", () => {
  it("outside the stack have both halves: multicoloured, two converted mana costs (505.3, 505.5)", () => {
    const g = game("2007-10-01");
    const id = g.createCard(poolCard("assault-battery"), "hand", "alex");
    const c = g.characteristics(id);
    expect([...c.colors].sort()).toEqual(["green", "red"]);
    expect(convertedManaCosts(c)).toEqual([1, 4]);
    expect(eitherHalf(c, (h) => h.colors.includes("red"))).toBe(true);
    expect(eitherHalf(c, (h) => h.colors.includes("blue"))).toBe(false);
  });

  it("match a converted-mana-cost filter if either half does (505.6)", () => {
    const g = game("2007-10-01");
    const id = g.createCard(poolCard("assault-battery"), "hand", "alex");
    expect(g.matches({ convertedManaCost: 4 }, id, "alex", null)).toBe(true);
    expect(g.matches({ convertedManaCost: 1 }, id, "alex", null)).toBe(true);
    expect(g.matches({ convertedManaCost: 5 }, id, "alex", null)).toBe(false);
  });

  it("on the stack have only the characteristics of the half cast, and both again in the graveyard (505.2)", () => {
    const g = game("2011-02-04");
    for (let i = 0; i < 3; i++) g.createCard(poolCard("island"), "battlefield", "alex");
    g.createCard(poolCard("forest"), "battlefield", "alex");
    const card = g.createCard(poolCard("assault-battery"), "hand", "alex");
    const spell = g.cast("alex", card, { half: "Battery" });
    const c = g.characteristics(spell);
    expect(c.name?.en).toBe("Battery");
    expect(c.colors).toEqual(["green"]);
    expect(convertedManaCosts(c)).toEqual([4]);
    g.resolveTop();
    const tokens = objectsIn(g.state, "battlefield").filter((o) => o.kind === "token");
    expect(tokens.map((t) => [g.characteristics(t.id).name?.en, g.characteristics(t.id).power])).toEqual([["Elephant", 3]]);
    const inGraveyard = objectsIn(g.state, "graveyard", "alex")[0];
    expect(convertedManaCosts(g.characteristics(inGraveyard.id))).toEqual([1, 4]);
  });

  it("must be cast as a named half (505.2 in 2007, 708.2a in 2011)", () => {
    for (const [version, rule] of [["2007-10-01", "505.2"], ["2011-02-04", "708.2a"], ["2011-09-30", "708.2a"]]) {
      const g = game(version);
      g.createCard(poolCard("mountain"), "battlefield", "alex");
      const card = g.createCard(poolCard("assault-battery"), "hand", "alex");
      // No half named: the player must choose one; the whole card's name is not the name of a half.
      const unnamed = ruleViolation(() => g.cast("alex", card, { targets: [{ player: "bianca" }] }));
      expect([unnamed.rule, unnamed.reason.reason]).toEqual([rule, "chooseHalf"]);
      const whole = ruleViolation(() => g.cast("alex", card, { half: "Assault // Battery", targets: [{ player: "bianca" }] }));
      expect([whole.rule, whole.reason.reason]).toEqual([rule, "notAHalf"]);
    }
  });

  it("cast as one half can't be paid with the other half's cost", () => {
    const g = game("2011-02-04");
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    const card = g.createCard(poolCard("assault-battery"), "hand", "alex");
    // One Mountain pays Assault's {R}, not Battery's {3}{G}.
    const refused = ruleViolation(() => g.cast("alex", card, { half: "Battery" }));
    expect(refused.rule).toBe("601.2g");
    expect(renderViolation(refused, "en")).toContain("{3}{G}");
  });

  it("cast as the half whose cost its player can pay", () => {
    const g = game("2011-02-04");
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    const card = g.createCard(poolCard("assault-battery"), "hand", "alex");
    const spell = g.cast("alex", card, { half: "Assault", targets: [{ player: "bianca" }] });
    expect(g.characteristics(spell).name?.en).toBe("Assault");
    g.resolveTop();
    expect(g.state.players[1].life).toBe(18);
  });

  it("naming a half of a card that isn't split is refused", () => {
    const g = game("2011-02-04");
    const bears = g.createCard(poolCard("grizzly-bears"), "hand", "alex");
    expect(ruleViolation(() => g.cast("alex", bears, { half: "Battery" })).rule).toBe("708.2a");
  });
});
