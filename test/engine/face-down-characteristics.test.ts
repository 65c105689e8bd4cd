// A face-down permanent has only the characteristics morph lists (707.2, 2011-09-30: "Face-down spells and face-down
// permanents have no characteristics other than those listed by the ability or rules that allowed the spell or
// permanent to be face down"; 702.35a: "a 2/2 face-down creature, with no text, no name, no subtypes, no expansion
// symbol, and no mana cost"): a legendary card face down has no supertype — it is a creature and nothing more.
import { describe, expect, it } from "vitest";
import { card, newGame, pt } from "./helpers.ts";

const FACE_DOWN = { status: { tapped: false, flipped: false, faceDown: true, phasedOut: false } };

describe("707.2 / 702.35a (2011-09-30): a face-down legendary creature card", () => {
  it("is a 2/2 creature with no name, no subtypes and no supertypes: not legendary", () => {
    const g = newGame("2011-09-30");
    const hidden = g.createCard(
      card("legend", { supertypes: ["legendary"], subtypes: ["Human"], power: 4, toughness: 4, abilities: [{ id: "morph", keyword: "morph", cost: "{3}" }] }),
      "battlefield", "alex", FACE_DOWN,
    );
    const c = g.characteristics(hidden);
    expect([c.name, c.types, c.subtypes, c.supertypes]).toEqual([null, ["creature"], [], []]);
    expect(pt(g, hidden)).toEqual([2, 2]);
  });
});
