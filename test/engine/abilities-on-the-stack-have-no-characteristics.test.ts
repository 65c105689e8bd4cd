// An activated or triggered ability on the stack is an object that's not a card: it has the text of the ability that
// created it and no other characteristics (405.4, 602.2a, 603.3 in 2011-02-04) — not the colours, types, subtypes or
// supertypes of its source.
import { describe, expect, it } from "vitest";
import { objectsIn } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";

/** A red legendary Goblin creature with an activated and an upkeep-triggered ability. */
const chieftain = card("chieftain", {
  manaCost: "{1}{R}",
  subtypes: ["Goblin"],
  supertypes: ["legendary"],
  abilities: [
    { id: "shout", activated: { cost: {}, effect: [{ gainLife: 1 }] } },
    { id: "wake", triggered: { when: { beginningOfUpkeep: "each" }, effect: [{ gainLife: 1 }] } },
  ],
});

const noCharacteristics = (snapshot: { colors: string[]; types: string[]; subtypes: string[]; supertypes: string[] }) => ({
  colors: snapshot.colors,
  types: snapshot.types,
  subtypes: snapshot.subtypes,
  supertypes: snapshot.supertypes,
});

describe("an ability on the stack has no characteristics of its source (405.4)", () => {
  it("an activated ability: no colour, card type, subtype or supertype (602.2a)", () => {
    const g = newGame();
    const source = g.createCard(chieftain, "battlefield", "alex");
    expect(g.snapshot(source).colors).toEqual(["red"]);
    const ability = g.activate("alex", source, "shout")!;
    expect(noCharacteristics(g.snapshot(ability))).toEqual({ colors: [], types: [], subtypes: [], supertypes: [] });
  });

  it("a triggered ability: none either (603.3)", () => {
    const g = newGame();
    for (let i = 0; i < 3; i++) for (const p of ["alex", "bianca"]) g.createCard(card("filler"), "library", p);
    g.createCard(chieftain, "battlefield", "alex");
    g.advanceTo(2, "upkeep");
    const [ability] = objectsIn(g.state, "stack");
    expect(ability.kind).toBe("ability");
    expect(noCharacteristics(g.snapshot(ability.id))).toEqual({ colors: [], types: [], subtypes: [], supertypes: [] });
  });
});
