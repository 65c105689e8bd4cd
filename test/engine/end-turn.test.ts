// Ending the turn (509 / 712 / 713).
import { describe, expect, it } from "vitest";
import { combatOf, declareAttackers } from "../../src/engine/combat.ts";
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

  it("509.1a: an ability on the stack leaves it without being exiled, the spells below it are exiled in turn", () => {
    const g = game();
    const shredder = g.createCard(poolCard("codex-shredder"), "battlefield", "alex");
    const bolt = g.createCard(poolCard("lightning-bolt"), "hand", "alex");
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    g.cast("alex", bolt, { targets: [{ player: "bianca" }] });
    const ability = g.activate("alex", shredder, "mill", { targets: [{ player: "bianca" }] })!;
    expect(objectsIn(g.state, "stack").map((o) => o.id)).toContain(ability);
    endTheTurn(g);
    expect(g.state.objects.has(ability)).toBe(false);
    expect(objectsIn(g.state, "exile").map((o) => g.nameOf(o.id, "en"))).toEqual(["Lightning Bolt"]);
    expect(player(g.state, "bianca").life).toBe(20);
  });

  it("509.1a / 712.1a: creatures are removed from combat; no player has priority (509.1b); the turn's end is narrated citing the rule", () => {
    for (const [version, rule] of [["2007-10-01", "509.1"], ["2011-02-04", "712.1"], ["2011-09-30", "713.1"]]) {
      const g = game(version);
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
      g.state.objects.get(bears)!.sinceTurn = 1;
      Object.assign(g.state.turn, { step: "declare-attackers", active: "alex", priority: "alex" });
      declareAttackers(g, "alex", [bears]);
      expect(combatOf(g)?.attackers).toEqual([bears]);
      endTheTurn(g);
      expect(combatOf(g)).toBeUndefined();
      expect(g.state.turn.priority).toBeNull();
      expect(g.log.filter((e) => e.action === "turnEnds").map((e) => ("rule" in e ? e.rule : undefined))).toEqual([rule]);
    }
  });
});

