// A resolving spell's continuous effect, as the narration says it applies (effectApplies): each part with its kind,
// which places it in the layer system. 418.5a (2007-10-01), layer 6: "(6a) effects from characteristic-defining
// abilities; (6b) all other effects not specifically applied in 6c, 6d, or 6e; … (6d) effects from static abilities
// that modify power and/or toughness". Its example: "Target creature gets +4/+4 until end of turn" is applied in 6b,
// and so is "Target creature becomes 0/1 until end of turn" — neither is from a static ability nor a
// characteristic-defining one (604.3: those are static abilities).
import { describe, expect, it } from "vitest";
import { events, newGame, resolve } from "./helpers.ts";
import { card } from "./helpers.ts";

describe("418.5a (2007-10-01): the P/T parts of a resolving spell's effect are of layer 6b", () => {
  it("'gets +4/+4 until end of turn' is a modification by an effect that isn't a static ability's (not 6d)", () => {
    const g = newGame("2007-10-01");
    const ogre = g.createCard(card("gray-ogre"), "battlefield", "alex");
    resolve(g, [{ continuous: { affects: "target", modifyPT: [4, 4] } }], { targets: [{ object: ogre }] }, [{ kind: "creature" }]);
    expect(events(g, "effectApplies").flatMap((e) => e.effects.map((d) => ("part" in d ? d.part : null)))).toEqual(["pt-modify-other"]);
  });

  it("'becomes 0/1 until end of turn' sets P/T by an effect that isn't a characteristic-defining ability (not 6a)", () => {
    const g = newGame("2007-10-01");
    const ogre = g.createCard(card("gray-ogre"), "battlefield", "alex");
    resolve(g, [{ continuous: { affects: "target", setPT: [0, 1] } }], { targets: [{ object: ogre }] }, [{ kind: "creature" }]);
    expect(events(g, "effectApplies").flatMap((e) => e.effects.map((d) => ("part" in d ? d.part : null)))).toEqual(["pt-set"]);
    expect(g.characteristics(ogre)).toMatchObject({ power: 0, toughness: 1 });
  });
});
