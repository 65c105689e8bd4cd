// An Aura or Equipment gets a new timestamp when it becomes attached (613.6d, 2011-02-04; 501.2c and 418.5e in 2007), and only
// then: moved away from its creature (unattached, 701.3d / 501.2d) it keeps the one it had. Its static abilities'
// effects have its timestamp (613.6a), so the order against another permanent's effect shows which it has.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { attach, object } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";

/** An Equipment whose static ability makes every creature red, with "Unattach this: nothing" (a cost only). */
const banner: CardDef = {
  slug: "banner", name: { en: "Red Banner" }, types: ["artifact"], subtypes: ["Equipment"],
  abilities: [
    { id: "red", static: { affects: { all: { types: ["creature"] } }, colors: { set: ["red"] } } },
    { id: "let-go", activated: { cost: { unattachSelf: true }, effect: [] } },
  ],
};
const greening: CardDef = { slug: "greening", name: { en: "Greening" }, types: ["enchantment"], abilities: [{ id: "green", static: { affects: { all: { types: ["creature"] } }, colors: { set: ["green"] } } }] };

describe("613.6d: a new timestamp when an Equipment becomes attached, not when it becomes unattached", () => {
  for (const version of ["2011-02-04", "2007-10-01"])
    it(`${version}: attached, then a later 'creatures are green'; unattached, the Equipment's 'creatures are red' still applies first, so the bear stays green`, () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      const equipment = g.createCard(banner, "battlefield", "alex");
      attach(g.state, object(g.state, equipment), bear);
      expect(g.characteristics(bear).colors).toEqual(["red"]);
      g.createCard(greening, "battlefield", "alex");
      expect(g.characteristics(bear).colors).toEqual(["green"]);
      g.activate("alex", equipment, "let-go");
      g.resolveTop();
      expect(object(g.state, equipment).attachedTo).toBeNull();
      expect(g.characteristics(bear).colors).toEqual(["green"]);
    });

  it("2011-02-04: attached again, it gets a new timestamp and its effect applies last: the bear is red", () => {
    const g = newGame("2011-02-04");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const equipment = g.createCard(banner, "battlefield", "alex");
    g.createCard(greening, "battlefield", "alex");
    expect(g.characteristics(bear).colors).toEqual(["green"]);
    attach(g.state, object(g.state, equipment), bear);
    expect(g.characteristics(bear).colors).toEqual(["red"]);
  });
});
