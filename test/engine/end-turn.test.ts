// Ending the turn (509 / 712 / 713).
import { describe, expect, it } from "vitest";
import { copySpell } from "../../src/engine/copy.ts";
import { endTheTurn } from "../../src/engine/end-turn.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { objectsIn, player } from "../../src/engine/state.ts";
import { card } from "./helpers.ts";
import { poolCard } from "./pool.ts";

function game(version = "2007-10-01"): Game {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  Object.assign(g.state.turn, { number: 2, step: "main1" });
  for (const id of ["alex", "bianca"]) g.createCard(poolCard("island"), "library", id);
  return g;
}

describe("ending the turn (509.1)", () => {
  it("exiles every spell on the stack, lets abilities and spell copies cease to exist, and skips to cleanup", () => {
    const g = game();
    const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
    g.createCard(poolCard("forest"), "battlefield", "alex");
    const growth = g.createCard(poolCard("giant-growth"), "hand", "alex");
    g.cast("alex", growth, { targets: [{ object: bears }] });
    copySpell(g, objectsIn(g.state, "stack")[0].id, "alex", undefined, undefined);
    expect(objectsIn(g.state, "stack").length).toBe(2);
    endTheTurn(g);
    expect(objectsIn(g.state, "stack")).toEqual([]);
    expect(objectsIn(g.state, "exile").map((o) => g.nameOf(o.id, "en"))).toEqual(["Giant Growth"]);
    expect([...g.state.objects.values()].some((o) => o.kind === "spell-copy")).toBe(false);
    expect(g.state.turn.step).toBe("cleanup");
  });

  it("skips the end step, whose abilities don't trigger (509.3 / 712.3), and the next turn follows", () => {
    for (const version of ["2007-10-01", "2011-02-04", "2011-09-30"]) {
      const g = game(version);
      g.createCard(card("end-of-turn", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "gain", triggered: { when: { beginningOfEndStep: "each" }, effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
      g.state.objects.get(bears)!.damage = 1;
      endTheTurn(g);
      g.advanceTo(3, "upkeep");
      expect(player(g.state, "alex").life).toBe(20);
      expect(g.state.turn.active).toBe("bianca");
      // Damage wears off in the cleanup step (514.2 / 314.2).
      expect(g.state.objects.get(bears)!.damage).toBe(0);
    }
  });
});
