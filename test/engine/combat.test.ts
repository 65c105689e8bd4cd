// Combat basics: attackers, blockers, combat damage, with the rule numbers of each version.
import { describe, expect, it } from "vitest";
import { announceDamageAssignmentOrder, combatDamage, combatOf, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { player } from "../../src/engine/state.ts";
import { card, newGame, ruleViolation } from "./helpers.ts";

function atDeclareAttackers(version = "2011-02-04") {
  const g = newGame(version);
  g.state.turn.number = 2;
  g.state.turn.step = "declare-attackers";
  return g;
}

const ruleOf = (f: () => unknown): string => ruleViolation(f).rule;

describe("declaring attackers (508.1 / 308.1)", () => {
  it("attacking taps the creature; an unblocked attacker deals its damage to the defending player", () => {
    const g = atDeclareAttackers();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.state.objects.get(bear)!.sinceTurn = 1;
    declareAttackers(g, "alex", [bear]);
    expect(g.state.objects.get(bear)!.status.tapped).toBe(true);
    g.state.turn.step = "declare-blockers";
    declareBlockers(g, "bianca", []);
    combatDamage(g);
    expect(player(g.state, "bianca").life).toBe(18);
  });

  it("a creature that came under its controller's control this turn can't attack unless it has haste", () => {
    for (const [version, rule] of [["2011-02-04", "302.6"], ["2007-10-01", "212.3f"]]) {
      const g = atDeclareAttackers(version);
      const fresh = g.createCard(card("fresh"), "battlefield", "alex");
      expect(ruleOf(() => declareAttackers(g, "alex", [fresh]))).toBe(rule);
      const hasty = g.createCard(card("hasty", { abilities: [{ id: "haste", keyword: "haste" }] }), "battlefield", "alex");
      declareAttackers(g, "alex", [hasty]);
      expect(combatOf(g)!.attackers).toEqual([hasty]);
    }
  });

  it("a creature with defender can't attack (702.3b / 502.41b)", () => {
    for (const [version, rule] of [["2011-02-04", "702.3b"], ["2007-10-01", "502.41b"]]) {
      const g = atDeclareAttackers(version);
      const wall = g.createCard(card("wall", { abilities: [{ id: "defender", keyword: "defender" }] }), "battlefield", "alex");
      g.state.objects.get(wall)!.sinceTurn = 1;
      expect(ruleOf(() => declareAttackers(g, "alex", [wall]))).toBe(rule);
    }
  });
});

describe("blocking and combat damage (509.1, 510.1)", () => {
  function fight(attackerFields: Parameters<typeof card>[1], blockerFields: Parameters<typeof card>[1]) {
    const g = atDeclareAttackers();
    const attacker = g.createCard(card("attacker", attackerFields), "battlefield", "alex");
    g.state.objects.get(attacker)!.sinceTurn = 1;
    const blocker = g.createCard(card("blocker", blockerFields), "battlefield", "bianca");
    declareAttackers(g, "alex", [attacker]);
    g.state.turn.step = "declare-blockers";
    return { g, attacker, blocker };
  }

  it("a creature without flying or reach can't block a flyer (702.9b)", () => {
    const { g, attacker, blocker } = fight({ abilities: [{ id: "flying", keyword: "flying" }] }, {});
    expect(ruleOf(() => declareBlockers(g, "bianca", [[blocker, attacker]]))).toBe("702.9b");
  });

  it("blocked creatures deal damage to each other; lethal damage destroys (704.5g)", () => {
    const { g, attacker, blocker } = fight({ power: 3, toughness: 3 }, { power: 2, toughness: 2 });
    declareBlockers(g, "bianca", [[blocker, attacker]]);
    combatDamage(g);
    expect(g.state.objects.has(blocker)).toBe(false);
    expect(g.state.objects.get(attacker)!.damage).toBe(2);
    expect(player(g.state, "bianca").life).toBe(20);
  });

  it("trample assigns lethal damage to the blocker and the rest to the player (702.17b)", () => {
    const { g, attacker, blocker } = fight({ power: 5, toughness: 5, abilities: [{ id: "trample", keyword: "trample" }] }, { power: 1, toughness: 2 });
    declareBlockers(g, "bianca", [[blocker, attacker]]);
    combatDamage(g);
    expect(player(g.state, "bianca").life).toBe(17);
  });
});

describe("a refused action reverses combat too (715.1 / 422.1)", () => {
  it("an attack survives an advance refused part-way: advancing again deals its combat damage", () => {
    const g = atDeclareAttackers();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.state.objects.get(bear)!.sinceTurn = 1;
    // "At the beginning of each end step, target creature gets +1/+1 until end of turn."
    const watcher = card("watcher", {
      types: ["enchantment"],
      power: undefined,
      toughness: undefined,
      abilities: [{ id: "pump", triggered: { when: { beginningOfEndStep: "each" }, targets: [{ kind: "creature" }], effect: [{ continuous: { affects: "target", duration: "end-of-turn", modifyPT: [1, 1] } }] } }],
    });
    g.createCard(watcher, "battlefield", "alex");
    declareAttackers(g, "alex", [bear]);
    g.state.turn.step = "declare-blockers";
    declareBlockers(g, "bianca", []);
    const before = structuredClone({ ...g.state, version: 0 });
    // The end step's trigger is given a player as its target: a creature is required (603.3d), so the whole advance
    // is refused, combat damage included.
    const refused = ruleOf(() => g.advanceTo(3, "upkeep", { triggerTargets: { pump: [{ player: "bianca" }] } }));
    expect(refused).toBe("603.3d");
    expect(structuredClone({ ...g.state, version: 0 })).toEqual(before);
    expect(player(g.state, "bianca").life).toBe(20);
    g.advanceTo(3, "upkeep", { triggerTargets: { pump: [{ object: bear }] } });
    expect(player(g.state, "bianca").life).toBe(18);
  });
});

describe("the damage assignment order (509.2, from 2009)", () => {
  function doubleBlocked(version = "2011-02-04") {
    const g = atDeclareAttackers(version);
    const wurm = g.createCard(card("wurm", { power: 6, toughness: 4 }), "battlefield", "alex");
    g.state.objects.get(wurm)!.sinceTurn = 1;
    declareAttackers(g, "alex", [wurm]);
    g.state.turn.step = "declare-blockers";
    const first = g.createCard(card("first bear"), "battlefield", "bianca");
    const second = g.createCard(card("second bear"), "battlefield", "bianca");
    declareBlockers(g, "bianca", [[first, wurm], [second, wurm]]);
    return { g, wurm, first, second };
  }

  it("the active player announces it among the attacker's blockers; lethal damage goes to each in that order", () => {
    const { g, wurm, first, second } = doubleBlocked();
    announceDamageAssignmentOrder(g, "alex", wurm, [second, first]);
    expect(ruleOf(() => combatDamage(g, { assignDamage: { [wurm]: [[first, 6], [second, 0]] } }))).toBe("510.1c");
    combatDamage(g, { assignDamage: { [wurm]: [[second, 6], [first, 0]] } });
    expect([g.state.objects.has(second), g.state.objects.get(first)?.zone]).toEqual([false, "battlefield"]);
  });

  it("is announced once, by the active player, listing each blocker once", () => {
    const { g, wurm, first, second } = doubleBlocked();
    expect(ruleOf(() => announceDamageAssignmentOrder(g, "bianca", wurm, [second, first]))).toBe("509.2");
    expect(ruleOf(() => announceDamageAssignmentOrder(g, "alex", wurm, [second]))).toBe("509.2");
    expect(ruleOf(() => announceDamageAssignmentOrder(g, "alex", wurm, [second, second]))).toBe("509.2");
    announceDamageAssignmentOrder(g, "alex", wurm, [first, second]);
    expect(ruleOf(() => announceDamageAssignmentOrder(g, "alex", wurm, [second, first]))).toBe("509.2");
  });

  it("doesn't exist under the 2007 rules, where the attacker's controller divides the damage freely (310.2c)", () => {
    const { g, wurm, first, second } = doubleBlocked("2007-10-01");
    expect(ruleOf(() => announceDamageAssignmentOrder(g, "alex", wurm, [second, first]))).toBe("310.2c");
  });
});
