// Trample, as the attacking player divides the damage himself or herself (502.9b in 2007-10-01, 702.17b in
// 2011-02-04, 702.18b in 2011-09-30): "The controller of an attacking creature with trample first assigns damage to
// the creature(s) blocking it. If all those blocking creatures are assigned lethal damage, any remaining damage is
// assigned as its controller chooses among those blocking creatures and the player … The controller need not assign
// lethal damage to all those blocking creatures but in that case can't assign any damage to the player". And the
// creature assigns combat damage equal to its power (310.2a / 510.1a), trample or not: no more.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { combatDamage, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { player, type ObjectId } from "../../src/engine/state.ts";
import { card, newGame, refusal } from "./helpers.ts";

const trampler = card("trampler", { power: 6, toughness: 6, abilities: [{ id: "trample", keyword: "trample" }] });

/** Alex attacks with the trampler, Bianca blocks it with her creatures. */
function blocked(version: string, blockers: CardDef[]) {
  const g = newGame(version);
  const a = g.createCard(trampler, "battlefield", "alex");
  const b = blockers.map((c) => g.createCard(c, "battlefield", "bianca"));
  g.state.objects.get(a)!.sinceTurn = 0;
  g.advanceTo(1, "declare-attackers");
  declareAttackers(g, "alex", [a]);
  g.advanceTo(1, "declare-blockers");
  declareBlockers(g, "bianca", b.map((id): [ObjectId, ObjectId] => [id, a]));
  return { g, a, b };
}

for (const [version, assignment, trample] of [["2007-10-01", "310.2c", "502.9b"], ["2011-09-30", "510.1c", "702.18b"]] as const) {
  describe(`${version}: a 6/6 trampler blocked by a 2/2`, () => {
    it(`${trample}: the blocker not assigned lethal damage, none of it may go to the defending player`, () => {
      const { g, a, b } = blocked(version, [card("bear")]);
      expect(refusal(() => combatDamage(g, { assignDamage: { [a]: [[b[0], 1]] } }))).toEqual({ rule: trample, reason: "lethalBeforePlayer" });
      expect(player(g.state, "bianca").life).toBe(20);
    });

    it(`${assignment}: it assigns combat damage equal to its power — not 8 to a 2/2`, () => {
      const { g, a, b } = blocked(version, [card("bear")]);
      expect(refusal(() => combatDamage(g, { assignDamage: { [a]: [[b[0], 8]] } }))).toEqual({ rule: assignment, reason: "assignsAllDamage" });
    });

    it(`${trample}: lethal damage to the blocker, the rest to the player; or all of it to the blocker`, () => {
      const first = blocked(version, [card("bear")]);
      combatDamage(first.g, { assignDamage: { [first.a]: [[first.b[0], 2]] } });
      if (first.g.rules.behaviours.combatDamageOnStack) first.g.resolveTop();
      expect([first.g.state.objects.has(first.b[0]), player(first.g.state, "bianca").life]).toEqual([false, 16]);
      const second = blocked(version, [card("bear")]);
      combatDamage(second.g, { assignDamage: { [second.a]: [[second.b[0], 6]] } });
      if (second.g.rules.behaviours.combatDamageOnStack) second.g.resolveTop();
      expect([second.g.state.objects.has(second.b[0]), player(second.g.state, "bianca").life]).toEqual([false, 20]);
    });

    it(`${trample}: with two blockers, both must be assigned lethal damage before the player gets any`, () => {
      const { g, a, b } = blocked(version, [card("bear"), card("wall", { power: 0, toughness: 3 })]);
      expect(refusal(() => combatDamage(g, { assignDamage: { [a]: [[b[0], 2], [b[1], 2]] } }))).toEqual({ rule: trample, reason: "lethalBeforePlayer" });
      combatDamage(g, { assignDamage: { [a]: [[b[0], 2], [b[1], 3]] } });
      if (g.rules.behaviours.combatDamageOnStack) g.resolveTop();
      expect(player(g.state, "bianca").life).toBe(19);
    });
  });
}
