// First strike and double strike: the first-strike combat damage step and the second combat damage step
// (510.5, 702.7, 702.4 in 2011; 310.5, 502.2, 502.28 in 2007), and combat damage on the stack in 2007 (310.1–310.4).
import { describe, expect, it } from "vitest";
import { copySpell } from "../../src/engine/copy.ts";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { RuleViolation } from "../../src/engine/errors.ts";
import type { Game } from "../../src/engine/game.ts";
import { player, type ObjectId } from "../../src/engine/state.ts";
import { card, effect, newGame } from "./helpers.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";

const firstStrike: AbilityDef = { id: "first-strike", keyword: "first-strike" };
const doubleStrike: AbilityDef = { id: "double-strike", keyword: "double-strike" };

/** Alex attacks with `attacker`; Bianca blocks with `blocker` (if any); the game stops in the declare blockers step. */
function fight(version: string, attacker: AbilityDef[], attackerPT: [number, number], blocker?: { abilities: AbilityDef[]; pt: [number, number] }) {
  const g = newGame(version);
  for (const id of ["alex", "bianca"]) for (let i = 0; i < 3; i++) g.createCard(card("island", { types: ["land"], power: undefined, toughness: undefined }), "library", id);
  const a = g.createCard(card("attacker", { power: attackerPT[0], toughness: attackerPT[1], abilities: attacker }), "battlefield", "alex");
  const b = blocker && g.createCard(card("blocker", { power: blocker.pt[0], toughness: blocker.pt[1], abilities: blocker.abilities }), "battlefield", "bianca");
  g.advanceTo(3, "declare-attackers");
  declareAttackers(g, "alex", [a]);
  g.advanceTo(3, "declare-blockers");
  declareBlockers(g, "bianca", b ? [[b, a]] : []);
  return { g, a, b };
}

const alive = (g: Game, id: ObjectId | undefined) => id !== undefined && g.state.objects.get(id)?.zone === "battlefield";

/** The next combat damage step; in 2007 its damage goes on the stack (310.1) and is dealt as it resolves (310.4). */
function damageStep(g: Game): void {
  g.nextStep();
  if (g.rules.behaviours.combatDamageOnStack) g.resolveTop();
}

describe("first strike (702.7 / 502.2) and the combat damage steps (510.5 / 310.5)", () => {
  for (const [version, rule] of [["2011-02-04", "510.5"], ["2011-09-30", "510.5"], ["2007-10-01", "310.5"]]) {
    it(`a first striker deals its damage first: a 2/2 blocker dies before it can strike back (${version}, ${rule})`, () => {
      const { g, a, b } = fight(version, [firstStrike], [2, 1], { abilities: [], pt: [2, 2] });
      damageStep(g);
      expect(g.state.turn.step).toBe("combat-damage");
      expect([alive(g, a), alive(g, b)]).toEqual([true, false]);
      expect(g.log.some((l) => renderEvent(l, "en").startsWith(`First-strike combat damage step (${rule})`))).toBe(true);
      // The phase gets a second combat damage step, then ends.
      damageStep(g);
      expect(g.state.turn.step).toBe("combat-damage");
      expect(alive(g, a)).toBe(true);
      g.nextStep();
      expect(g.state.turn.step).toBe("end-of-combat");
    });
  }

  it("without first strike there is one combat damage step and both creatures deal damage at once", () => {
    const { g, a, b } = fight("2011-02-04", [], [2, 1], { abilities: [], pt: [2, 2] });
    g.nextStep();
    expect([alive(g, a), alive(g, b)]).toEqual([false, false]);
    g.nextStep();
    expect(g.state.turn.step).toBe("end-of-combat");
  });

  it("a blocker with first strike kills the attacker first", () => {
    const { g, a, b } = fight("2011-02-04", [], [3, 2], { abilities: [firstStrike], pt: [2, 2] });
    g.nextStep();
    expect([alive(g, a), alive(g, b)]).toEqual([false, true]);
  });

  it("two first strikers deal their damage at once in the first step; nobody strikes in the second", () => {
    const { g, a, b } = fight("2011-02-04", [firstStrike], [2, 2], { abilities: [firstStrike], pt: [2, 2] });
    g.nextStep();
    expect([alive(g, a), alive(g, b)]).toEqual([false, false]);
  });

  it("first strike given after the first step doesn't stop a creature from striking in the second (702.7c)", () => {
    const { g, a, b } = fight("2011-02-04", [firstStrike], [1, 3], { abilities: [], pt: [2, 2] });
    g.nextStep();
    expect(g.state.objects.get(b!)!.damage).toBe(1);
    effect(g, [b!], { abilities: { add: [firstStrike] } }, "bianca");
    g.nextStep();
    expect(g.state.objects.get(a)!.damage).toBe(2);
  });
});

describe("double strike (702.4 / 502.28)", () => {
  it("an unblocked creature with double strike deals its damage in both steps", () => {
    const { g } = fight("2007-10-01", [doubleStrike], [2, 2]);
    damageStep(g);
    expect(player(g.state, "bianca").life).toBe(18);
    damageStep(g);
    expect(player(g.state, "bianca").life).toBe(16);
  });

  it("removing double strike during the first step stops the second strike (702.4c)", () => {
    const { g } = fight("2011-02-04", [doubleStrike], [2, 2]);
    g.nextStep();
    const [attacker] = [...g.state.objects.values()].filter((o) => o.zone === "battlefield" && o.controller === "alex");
    effect(g, [attacker.id], { abilities: { remove: ["double-strike"] } });
    g.nextStep();
    expect(player(g.state, "bianca").life).toBe(18);
  });

  it("double strike given to a first striker after its first strike lets it strike again (702.4d)", () => {
    const { g, a } = fight("2011-02-04", [firstStrike], [2, 2]);
    g.nextStep();
    effect(g, [a], { abilities: { add: [doubleStrike] } });
    g.nextStep();
    expect(player(g.state, "bianca").life).toBe(16);
  });

  it("a blocked creature with double strike and trample assigns lethal damage, then the rest to the player, twice", () => {
    const { g, b } = fight("2011-02-04", [doubleStrike, { id: "trample", keyword: "trample" }], [3, 3], { abilities: [], pt: [1, 2] });
    g.nextStep();
    expect([alive(g, b), player(g.state, "bianca").life]).toEqual([false, 19]);
    // The blocker is gone: the attacker is still blocked, and with trample all its damage goes to the player.
    g.nextStep();
    expect(player(g.state, "bianca").life).toBe(16);
  });
});

describe("combat damage on the stack (2007: 310.1, 310.3, 310.4)", () => {
  it("goes on the stack as one object, which players can respond to, and is dealt as assigned when it resolves", () => {
    const { g, a, b } = fight("2007-10-01", [], [2, 2], { abilities: [], pt: [3, 3] });
    g.nextStep();
    expect(g.state.zones.get("stack")!.map((id) => g.nameOf(id, "en"))).toEqual(["combat damage"]);
    expect([g.state.objects.get(a)!.damage, g.state.objects.get(b!)!.damage]).toEqual([0, 0]);
    // 310.4a: the damage is dealt as assigned even if the creature that assigned it has left play.
    g.moveTo(b!, "graveyard");
    g.passPriority("alex");
    g.passPriority("bianca");
    expect(alive(g, a)).toBe(false);
    expect(g.state.zones.get("stack")).toEqual([]);
  });

  it("isn't dealt to a creature that is no longer in play (310.4c), and it isn't a spell: it can't be copied or targeted (310.3)", () => {
    const { g, a } = fight("2007-10-01", [], [2, 2], { abilities: [], pt: [3, 3] });
    g.nextStep();
    const [damage] = g.state.zones.get("stack")!;
    expect(() => copySpell(g, damage, "alex", undefined, undefined)).toThrow(RuleViolation);
    g.moveTo(a, "graveyard");
    g.resolveTop();
    expect(g.log.filter((l) => renderEvent(l, "en").endsWith("combat damage to attacker."))).toEqual([]);
  });

  it("from 2009 on, is dealt at once as the step begins: nothing goes on the stack (510.2)", () => {
    const { g, a } = fight("2011-02-04", [], [2, 2], { abilities: [], pt: [3, 3] });
    g.nextStep();
    expect(g.state.zones.get("stack")).toEqual([]);
    expect(alive(g, a)).toBe(false);
  });
});
