// "As long as the top card of your graveyard is …": whose graveyard that is depends on who controls the source, so
// such an effect depends on a control-changing effect applied with it (418.5b 1999-04-23, 418.5c 2003-07-01: applying
// the other changes what it applies to). Under these rules control changes and P/T changes share one stage; from
// 2003-12-01 control has its own layer (418.5a, layer 2), applied first.
import { describe, expect, it } from "vitest";
import { card, newGame, pt } from "./helpers.ts";

describe("a condition on the top card of your graveyard waits for a change of control of its source", () => {
  for (const version of ["1999-04-23", "2003-07-01", "2011-02-04"])
    it(`${version}: Bianca gains control of a creature that gets +2/+2 while the top card of its controller's graveyard is a creature card`, () => {
      const g = newGame(version);
      const watcher = g.createCard(
        card("watcher", {
          power: 1,
          toughness: 1,
          abilities: [{ id: "grave", static: { affects: "self", condition: { topOfGraveyard: { whose: "you", filter: { types: ["creature"] } } }, modifyPT: [2, 2] } }],
        }),
        "battlefield",
        "alex",
      );
      g.createCard(card("rock", { types: ["artifact"], power: undefined, toughness: undefined }), "graveyard", "alex");
      g.createCard(card("bear"), "graveyard", "bianca");
      // Later than the watcher: in timestamp order it would come after the +2/+2 effect, which would read Alex's graveyard.
      g.gainControl(watcher, "bianca");
      expect(g.characteristics(watcher).controller).toBe("bianca");
      expect(pt(g, watcher)).toEqual([3, 3]);
    });
});
