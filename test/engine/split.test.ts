// Split cards (505 in 2007, 708 in 2011): two sets of characteristics; only the half being cast is on the stack.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { convertedManaCosts, eitherHalf } from "../../src/engine/values.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";
import { combinedManaCost } from "../../src/engine/mana.ts";
import { NUMBERED_RELEASES } from "../../src/releases.ts";

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

// 708.4 (Amonkhet, 2017-04-28; 709.4 from 2021-07-23): "In every zone except the stack, the characteristics of a split
// card are those of its two halves combined." The releases are those whose RuleSet says so (timeline.ts).
const combinedReleases = NUMBERED_RELEASES.filter((v) => ruleSet(v).behaviours.splitCharacteristics === "combined");
const perHalfReleases = NUMBERED_RELEASES.filter((v) => ["combination", "two-answers"].includes(ruleSet(v).behaviours.splitCharacteristics ?? ""));

describe("a split card's two halves combined (708.4 from 2017-04-28, 709.4 from 2021-07-23)", () => {
  it("is the rule of Amonkhet and every later release, and of no earlier one", () => {
    expect(combinedReleases[0]).toBe("2017-04-28");
    expect(combinedReleases).toEqual(NUMBERED_RELEASES.filter((v) => v >= "2017-04-28"));
  });

  it("outside the stack: one mana cost, the halves' combined; colours and converted mana cost from it (708.4b / 709.4b)", () => {
    for (const version of combinedReleases) {
      const g = game(version);
      for (const zone of ["hand", "graveyard", "library", "exile"] as const) {
        const c = g.characteristics(g.createCard(poolCard("assault-battery"), zone, "alex"));
        expect([version, zone, c.manaCost, [...c.colors].sort(), convertedManaCosts(c)]).toEqual([version, zone, "{3}{R}{G}", ["green", "red"], [5]]);
      }
    }
  });

  it("has each card type of either half and each ability of each half (708.4c / 709.4c)", () => {
    const g = game("2026-01-16");
    const c = g.characteristics(g.createCard(poolCard("assault-battery"), "hand", "alex"));
    expect(c.types).toEqual(["sorcery"]);
    expect(c.abilities.map((a) => a.def.id)).toEqual(["assault", "battery"]);
  });

  it("a comparison sees the one converted mana cost: 5, not 1 or 4", () => {
    for (const version of ["2017-04-28", "2021-07-23", "2026-01-16"]) {
      const g = game(version);
      const id = g.createCard(poolCard("assault-battery"), "hand", "alex");
      expect([5, 1, 4].map((n) => g.matches({ convertedManaCost: n }, id, "alex", null))).toEqual([true, false, false]);
    }
  });

  it("on the stack only the half cast exists; back in the graveyard the halves are combined again", () => {
    const g = game("2021-07-23");
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    const card = g.createCard(poolCard("assault-battery"), "hand", "alex");
    const spell = g.cast("alex", card, { half: "Assault", targets: [{ player: "bianca" }] });
    const c = g.characteristics(spell);
    expect([c.name?.en, c.manaCost, c.colors, convertedManaCosts(c)]).toEqual(["Assault", "{R}", ["red"], [1]]);
    g.resolveTop();
    const inGraveyard = g.characteristics(objectsIn(g.state, "graveyard", "alex")[0].id);
    expect([inGraveyard.manaCost, convertedManaCosts(inGraveyard)]).toEqual(["{3}{R}{G}", [5]]);
  });

  it("is not the rule before Amonkhet: one answer per half there (505.5 / 708.5)", () => {
    expect(perHalfReleases.length).toBeGreaterThan(0);
    for (const version of perHalfReleases) {
      const g = game(version);
      const c = g.characteristics(g.createCard(poolCard("assault-battery"), "hand", "alex"));
      expect([version, c.manaCost, convertedManaCosts(c)]).toEqual([version, null, [1, 4]]);
    }
  });
});

describe("two mana costs combined (mana.ts)", () => {
  it("adds the generic mana and keeps every coloured symbol, in the usual order", () => {
    expect(combinedManaCost(["{R}", "{3}{G}"])).toBe("{3}{R}{G}");
    expect(combinedManaCost(["{1}{R}", "{1}{U}"])).toBe("{2}{U}{R}");
    expect(combinedManaCost(["{U}{B}", "{4}{B}{R}"])).toBe("{4}{U}{B}{B}{R}");
    expect(combinedManaCost(["{X}{G/W}", "{W}"])).toBe("{X}{G/W}{W}");
    expect(combinedManaCost([null, "{0}"])).toBe("{0}");
    expect(combinedManaCost([null, null])).toBeNull();
  });
});

describe("709.4b (from 2020-04-17, 708.4b until 2021-07-23): an effect that refers to the symbols of a split card's mana cost sees the separate symbols", () => {
  it("Fire//Ice's mana cost is Steam Augury's, {2}{U}{R}, but it holds {1} twice; Steam Augury no symbol twice", () => {
    for (const version of NUMBERED_RELEASES.filter((v) => v >= "2020-04-17")) {
      const g = game(version);
      const fireIce = g.createCard(poolCard("fire-ice"), "library", "alex");
      const augury = g.createCard(poolCard("steam-augury"), "library", "alex");
      expect([version, g.characteristics(fireIce).manaCost, g.characteristics(augury).manaCost]).toEqual([version, "{2}{U}{R}", "{2}{U}{R}"]);
      expect([version, g.matches({ repeatedManaSymbol: true }, fireIce, "alex", null), g.matches({ repeatedManaSymbol: true }, augury, "alex", null)]).toEqual([version, true, false]);
    }
  });
});

describe("708.5a (2015-03-27 … 2017-01-20): an amount from a split card's converted mana cost, with no comparison, is the sum of the two", () => {
  it("Living Lore exiling Assault/Battery is 5/5 — and 5/5 under the combined characteristics of 2017 too; exiling Grizzly Bears is refused", () => {
    for (const version of ["2015-03-27", "2017-01-20", "2017-04-28"]) {
      const g = game(version);
      for (let i = 0; i < 4; i++) g.createCard(poolCard("island"), "battlefield", "alex");
      const card = g.createCard(poolCard("assault-battery"), "graveyard", "alex");
      const bears = g.createCard(poolCard("grizzly-bears"), "graveyard", "alex");
      g.cast("alex", g.createCard(poolCard("living-lore"), "hand", "alex"));
      expect(ruleViolation(() => g.resolveTop({ exile: bears })).reason.reason).toBe("cantExileAsEnters");
      expect(ruleViolation(() => g.resolveTop({})).reason.reason).toBe("choiceRequired");
      g.resolveTop({ exile: card });
      const lore = objectsIn(g.state, "battlefield", "alex").find((o) => g.characteristics(o.id).name?.en === "Living Lore")!;
      const c = g.characteristics(lore.id);
      expect([version, c.power, c.toughness]).toEqual([version, 5, 5]);
      expect(objectsIn(g.state, "exile", "alex").map((o) => g.characteristics(o.id).name?.en)).toEqual(["Assault // Battery"]);
    }
  });
});
