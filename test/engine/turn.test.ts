// Turn structure, priority, mana pools and state-based actions, with the RuleSet differences between versions.
import { describe, expect, it } from "vitest";
import { card, newGame } from "./helpers.ts";
import { player, zoneKey } from "../../src/engine/state.ts";

const forest = card("forest", { types: ["land"], power: undefined, toughness: undefined, abilities: [{ id: "mana", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{G}" }] } }] });

describe("mana pools empty (500.4 / 300.3) and mana burn (300.3, 2007 only)", () => {
  for (const [version, lifeAfter, rule] of [["2007-10-01", 19, "300.3"], ["2011-02-04", 20, "500.4"]] as const) {
    it(`${version}: unused mana empties, and ${lifeAfter === 19 ? "burns" : "doesn't burn"} (${rule})`, () => {
      const g = newGame(version);
      const land = g.createCard(forest, "battlefield", "alex");
      g.activate("alex", land, "mana");
      expect(player(g.state, "alex").manaPool.G).toBe(1);
      g.nextStep(); // main1 → beginning of combat: the precombat main phase ends
      expect(player(g.state, "alex").manaPool.G).toBe(0);
      expect(player(g.state, "alex").life).toBe(lifeAfter);
    });
  }

  it("2007: mana stays in the pool from one step to the next of the same phase (300.3)", () => {
    const g = newGame("2007-10-01");
    g.state.turn.step = "upkeep";
    const land = g.createCard(forest, "battlefield", "alex");
    g.activate("alex", land, "mana");
    g.nextStep(); // upkeep → draw: same (beginning) phase
    expect(player(g.state, "alex").manaPool.G).toBe(1);
  });

  it("2011: mana empties at the end of each step (500.4)", () => {
    const g = newGame("2011-02-04");
    g.state.turn.step = "upkeep";
    const land = g.createCard(forest, "battlefield", "alex");
    g.activate("alex", land, "mana");
    g.nextStep();
    expect(player(g.state, "alex").manaPool.G).toBe(0);
  });
});

describe("turns", () => {
  it("the next turn untaps the active player's permanents and draws a card (502.2, 504.1)", () => {
    const g = newGame();
    g.createCard(forest, "library", "bianca");
    const land = g.createCard(forest, "battlefield", "bianca", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false } });
    g.advanceTo(2, "main1");
    expect(g.state.turn.active).toBe("bianca");
    expect(g.state.objects.get(land)?.status.tapped).toBe(false);
    expect(g.state.zones.get(zoneKey("hand", "bianca"))!.length).toBe(1);
  });

  it("\"until end of turn\" effects end in the cleanup step (514.2)", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.addContinuousEffect({ source: null, controller: "alex", affected: [bear], duration: "end-of-turn", def: { affects: "target", modifyPT: [3, 3] }, description: "pump" });
    expect(g.characteristics(bear).power).toBe(5);
    g.createCard(forest, "library", "bianca");
    g.advanceTo(2, "upkeep");
    expect(g.characteristics(bear).power).toBe(2);
  });

  it("passing priority: both players pass with an empty stack and the step ends (116.4, 500.2)", () => {
    const g = newGame();
    g.passPriority("alex");
    expect(g.state.turn.priority).toBe("bianca");
    g.passPriority("bianca");
    expect(g.state.turn.step).toBe("beginning-of-combat");
  });
});

describe("state-based actions (704)", () => {
  it("a player with 0 life loses and the other wins (704.5a)", () => {
    const g = newGame();
    player(g.state, "bianca").life = 0;
    g.checkStateBasedActions();
    expect(player(g.state, "bianca").lost).toBe(true);
    expect(player(g.state, "alex").won).toBe(true);
  });

  it("a player who drew from an empty library loses (704.5b)", () => {
    const g = newGame();
    g.draw("alex", 1);
    g.checkStateBasedActions();
    expect(player(g.state, "alex").lost).toBe(true);
  });

  it("a creature with lethal damage is destroyed (704.5g)", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.state.objects.get(bear)!.damage = 2;
    g.checkStateBasedActions();
    expect(g.state.objects.has(bear)).toBe(false);
    expect(g.state.zones.get(zoneKey("graveyard", "alex"))!.length).toBe(1);
  });
});
