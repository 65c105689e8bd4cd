// 704.3 (420.3 in 2007; 408.2c in 1999: "state-based effects … resolve whenever a player receives priority"): state-based
// actions are checked whenever a player would receive priority — as one player passes priority to the next too, not
// only after an action or a resolution.
import { describe, expect, it } from "vitest";
import { ruleSetReleases } from "../../src/engine/ruleset.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";

describe("704.3 / 420.3: state-based actions whenever a player would receive priority", () => {
  it("a 0/0 creature put onto the battlefield is put into its owner's graveyard as priority passes to the next player, in every release", () => {
    for (const version of ruleSetReleases()) {
      const g = newGame(version);
      g.state.turn.step = "main1";
      g.state.turn.priority = "alex";
      // Put there by no action (a scenario's board): nothing has checked state-based actions since.
      const husk = g.createCard(card("husk", { power: 0, toughness: 0 }), "battlefield", "bianca");
      g.passPriority("alex");
      expect(g.state.turn.priority, version).toBe("bianca");
      expect(g.state.objects.has(husk), version).toBe(false);
      expect(objectsIn(g.state, "graveyard", "bianca").map((o) => o.cardId), version).toHaveLength(1);
      // Passing on counts: bianca passing too ends the step (116.4 / 408.1c), the check was no player's action.
      g.passPriority("bianca");
      expect(g.state.turn.step, version).toBe("beginning-of-combat");
    }
  });
});
