// 608.2g (2011-02-04; 413.2f from 2003-03-15 and 418.3c in 1999-04-23): "If an effect requires information from the
// game (such as the number of creatures on the battlefield), the answer is determined only once, when the effect is
// applied." A resolving spell's "+X/+0 until end of turn, where X is the number of creatures you control" keeps the X
// it had when it resolved; a static ability saying the same keeps counting.
import { describe, expect, it } from "vitest";
import type { Instruction } from "../../src/engine/cards.ts";
import { card, newGame, pt, resolve } from "./helpers.ts";

const creaturesYouControl = { count: { zone: "battlefield" as const, whose: "you" as const, filter: { types: ["creature" as const] } } };
const pump: Instruction[] = [{ continuous: { affects: "target", duration: "end-of-turn", modifyPT: [creaturesYouControl, 0] } }];

describe("608.2g / 413.2f / 418.3c: a number a resolving effect reads from the game is determined once", () => {
  for (const version of ["1999-04-23", "2007-10-01", "2011-02-04", "2021-09-24"]) {
    it(`${version}: '+X/+0, X the number of creatures you control' stays +2/+0 when a third creature enters`, () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear", { power: 2, toughness: 2 }), "battlefield", "alex");
      g.createCard(card("other", { power: 1, toughness: 1 }), "battlefield", "alex");
      resolve(g, pump, { targets: [{ object: bear }] }, [{ kind: "creature" }]);
      expect(pt(g, bear)).toEqual([4, 2]);
      g.createCard(card("third", { power: 1, toughness: 1 }), "battlefield", "alex");
      expect(pt(g, bear)).toEqual([4, 2]);
    });
  }

  it("2011-02-04: a static ability saying the same keeps counting (it is not a resolving effect)", () => {
    const g = newGame("2011-02-04");
    const lord = g.createCard(
      card("lord", { power: 2, toughness: 2, abilities: [{ id: "static", static: { affects: "self", modifyPT: [creaturesYouControl, 0] } }] }),
      "battlefield",
      "alex",
    );
    expect(pt(g, lord)).toEqual([3, 2]);
    g.createCard(card("other", { power: 1, toughness: 1 }), "battlefield", "alex");
    expect(pt(g, lord)).toEqual([4, 2]);
  });
});
