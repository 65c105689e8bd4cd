// 613.1 (2011-09-30; 612.1 at M10, 418.5a in 2007): the values of an object's characteristics are its own, then every
// applicable continuous effect in layers — an object's, whatever its zone. A static ability's effect "applies at any
// given moment to whatever its text indicates" (611.3a; 610.3a at M10, 412.3a in 2007): cards in a hand, a library, a
// graveyard, exile, and spells, when its text names them. With them, the card language's "are the chosen type" (the
// chosen creature type replaces the creature types, 205.1a's appropriate set) and "… in addition to its other colors".
import { describe, expect, it } from "vitest";
import { effect, newGame, resolve } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const VERSIONS = ["2007-10-01", "2011-09-30", "2026-01-16"];

describe("613.1 / 418.5: continuous effects change the characteristics of objects in every zone their text names", () => {
  for (const version of VERSIONS) {
    it(`${version}: Conspiracy — creature cards you own outside the battlefield, your creature spells and creatures are the chosen type`, () => {
      const g = newGame(version);
      const bears = ["battlefield", "hand", "library", "graveyard", "exile"].map((zone) => g.createCard(poolCard("grizzly-bears"), zone as "hand", "alex"));
      const theirs = g.createCard(poolCard("grizzly-bears"), "graveyard", "bianca");
      const forest = g.createCard(poolCard("forest"), "hand", "alex");
      g.moveTo(g.createCard(poolCard("conspiracy"), "hand", "alex"), "battlefield", { decisions: { creatureType: "Elf" } });
      for (const id of bears) expect(g.characteristics(id).subtypes).toEqual(["Elf"]);
      expect(g.characteristics(theirs).subtypes).toEqual(["Bear"]);
      expect(g.characteristics(forest).subtypes).toEqual(["Forest"]);
      // A creature spell Alex controls (two Forests pay for it).
      for (let i = 0; i < 2; i++) g.createCard(poolCard("forest"), "battlefield", "alex");
      const spell = g.cast("alex", g.createCard(poolCard("grizzly-bears"), "hand", "alex"));
      expect(g.characteristics(spell).subtypes).toEqual(["Elf"]);
    });

    it(`${version}: Painter's Servant — cards outside the battlefield, spells and permanents are also the chosen colour`, () => {
      const g = newGame(version);
      const inHand = g.createCard(poolCard("grizzly-bears"), "hand", "bianca");
      const inGraveyard = g.createCard(poolCard("lightning-bolt"), "graveyard", "alex");
      const land = g.createCard(poolCard("forest"), "battlefield", "bianca");
      const servant = g.moveTo(g.createCard(poolCard("painters-servant"), "hand", "alex"), "battlefield", { decisions: { color: "blue" } });
      expect(g.characteristics(inHand).colors).toEqual(["green", "blue"]);
      expect(g.characteristics(inGraveyard).colors).toEqual(["red", "blue"]);
      expect(g.characteristics(land).colors).toEqual(["blue"]);
      expect(g.characteristics(servant).colors).toEqual(["blue"]);
      g.createCard(poolCard("mountain"), "battlefield", "alex");
      const bolt = g.cast("alex", g.createCard(poolCard("lightning-bolt"), "hand", "alex"), { targets: [{ player: "bianca" }] });
      expect(g.characteristics(bolt).colors).toEqual(["red", "blue"]);
    });

    it(`${version}: a resolved effect on the creature cards in your graveyard, not on those of the battlefield nor an opponent's`, () => {
      const g = newGame(version);
      const [mine, onBattlefield] = [g.createCard(poolCard("grizzly-bears"), "graveyard", "alex"), g.createCard(poolCard("grizzly-bears"), "battlefield", "alex")];
      const theirs = g.createCard(poolCard("grizzly-bears"), "graveyard", "bianca");
      resolve(g, [{ continuous: { affects: { all: { types: ["creature"], controller: "you" }, in: ["graveyard"] }, duration: "end-of-turn", colors: { set: ["black"] } } }]);
      expect([mine, onBattlefield, theirs].map((id) => g.characteristics(id).colors)).toEqual([["black"], ["green"], ["green"]]);
    });
  }

  it("2011-09-30: Conspiracy's chosen type replaces only creature types: a land creature stays a Forest (205.1a)", () => {
    const g = newGame("2011-09-30");
    const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
    effect(g, [forest], { types: { add: ["creature"] }, setPT: [1, 1] });
    g.moveTo(g.createCard(poolCard("conspiracy"), "hand", "alex"), "battlefield", { decisions: { creatureType: "Dryad" } });
    expect(g.characteristics(forest).subtypes).toEqual(["Forest", "Dryad"]);
  });

  it("2011-09-30: a colour added to a colour it has already is there once", () => {
    const g = newGame("2011-09-30");
    const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
    g.moveTo(g.createCard(poolCard("painters-servant"), "hand", "alex"), "battlefield", { decisions: { color: "green" } });
    expect(g.characteristics(bears).colors).toEqual(["green"]);
  });
});
