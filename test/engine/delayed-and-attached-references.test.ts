// What an instruction names when the object is no longer there:
// - 603.7c (2011-09-30): "A delayed triggered ability that refers to a particular object still affects it even if
//   the object changes characteristics. However, if that object is no longer in the zone it's expected to be in at
//   the time the delayed triggered ability resolves, the ability won't do anything." (400.7: the card in the
//   graveyard is a new object.)
// - "Equipped creature gets …" from an Equipment attached to nothing: there is no equipped creature (301.5), the
//   effect applies to no object.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { card, events, instant, newGame, pt } from "./helpers.ts";

const kill = instant("kill", [{ destroy: "target" }], [{ kind: "creature" }]);
// "At the beginning of the next end step, return target creature to its owner's hand."
const later = instant("later", [{ delayed: { at: "next-end-step", effect: [{ returnToHand: "target" }] } }], [{ kind: "creature" }]);

describe("603.7c: a delayed triggered ability about a creature that has left the battlefield", () => {
  function setUp(leaves: boolean) {
    const g = newGame("2011-09-30");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.cast("alex", g.createCard(later, "hand", "alex"), { targets: [{ object: bear }] });
    g.resolveTop();
    if (leaves) {
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: bear }] });
      g.resolveTop();
    }
    g.advanceTo(1, "end");
    expect(objectsIn(g.state, "stack").map((o) => o.kind)).toEqual(["ability"]);
    g.resolveTop();
    const names = (zone: "hand" | "graveyard") => objectsIn(g.state, zone, "alex").map((o) => g.nameOf(o.id, "en"));
    return { hand: names("hand"), graveyard: names("graveyard") };
  }

  it("still on the battlefield: it returns to its owner's hand", () => {
    expect(setUp(false).hand).toContain("bear");
  });

  it("destroyed meanwhile: the ability does nothing — the bear card stays in the graveyard", () => {
    const { hand, graveyard } = setUp(true);
    expect(hand).not.toContain("bear");
    expect(graveyard).toContain("bear");
  });
});

describe("301.5: 'equipped creature gets +2/+0 until end of turn' from an Equipment attached to nothing", () => {
  const spurs: CardDef = {
    slug: "spurs", name: { en: "spurs" }, types: ["artifact"], subtypes: ["Equipment"],
    abilities: [{ id: "spur", activated: { cost: {}, effect: [{ continuous: { affects: "equipped", modifyPT: [2, 0] } }] } }],
  };

  it("applies to no object", () => {
    const g = newGame("2011-09-30");
    const equipment = g.createCard(spurs, "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.activate("alex", equipment, "spur");
    g.resolveTop();
    expect(events(g, "effectApplies").map((e) => e.objects)).toEqual([[]]);
    expect(pt(g, bear)).toEqual([2, 2]);
  });
});
