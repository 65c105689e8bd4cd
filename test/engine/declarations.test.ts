// Declaring attackers and blockers, each illegal declaration on its own: what is refused and why, and the game
// returned to the moment before it (508.1 / 509.1 in 2011, 308.2 / 309.2 in 2007: "If at any point during the
// declaration …, [the player] is unable to comply with any of the steps listed below, the declaration is illegal; the
// game returns to the moment before the declaration").
// 2011 508.1a: "The active player chooses which creatures that he or she controls, if any, will attack. The chosen
// creatures must be untapped, and each one must either have haste or have been controlled by the active player
// continuously since the turn began." 509.1a: "The defending player chooses which creatures that he or she controls,
// if any, will block. The chosen creatures must be untapped. For each of the chosen creatures, the defending player
// chooses one creature for it to block that's attacking him, her, or a planeswalker he or she controls."
// 2007 308.2a / 309.2a say the same of "each untapped creature the active [defending] player controls".
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { combatDamage, combatOf, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import type { Game } from "../../src/engine/game.ts";
import type { ObjectId } from "../../src/engine/state.ts";
import { card, newGame, refusal } from "./helpers.ts";

/** The rule and the reason of the refusal `f` raises (it must raise one). */
const kill: CardDef = { slug: "kill", name: { en: "kill" }, manaCost: "{0}", types: ["instant"], abilities: [{ id: "kill", spell: { targets: [{ kind: "creature" }], effect: [{ destroy: "target" }] } }] };

/** Alex's turn 1, with two bears of Alex's (under his control since the turn began) and Bianca's wall. */
function setUp(version: string) {
  const g = newGame(version);
  const bear = g.createCard(card("bear"), "battlefield", "alex");
  const other = g.createCard(card("other bear"), "battlefield", "alex");
  const wall = g.createCard(card("wall", { toughness: 5 }), "battlefield", "bianca");
  const spare = g.createCard(card("spare wall", { toughness: 5 }), "battlefield", "bianca");
  for (const id of [bear, other]) g.state.objects.get(id)!.sinceTurn = 0;
  return { g, bear, other, wall, spare };
}

const untapped = (g: Game, ids: ObjectId[]) => ids.map((id) => g.state.objects.get(id)?.status.tapped);

for (const [version, attackRule, blockRule] of [["2007-10-01", "308.1", "309.1"], ["2011-02-04", "508.1", "509.1"]] as const) {
  describe(`declaring attackers: each illegal declaration refused, the game as before it (${version}, ${attackRule})`, () => {
    it("only the active player declares attackers, and only in the declare attackers step", () => {
      const { g, bear, wall } = setUp(version);
      g.advanceTo(1, "main1");
      expect(refusal(() => declareAttackers(g, "alex", [bear]))).toEqual({ rule: attackRule, reason: "onlyActiveDeclaresAttackers" });
      g.advanceTo(1, "declare-attackers");
      g.state.objects.get(wall)!.sinceTurn = 0;
      expect(refusal(() => declareAttackers(g, "bianca", [wall]))).toEqual({ rule: attackRule, reason: "onlyActiveDeclaresAttackers" });
      expect([combatOf(g), untapped(g, [bear, wall])]).toEqual([undefined, [false, false]]);
    });

    it("the attackers are declared once in the step", () => {
      const { g, bear, other } = setUp(version);
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [bear]);
      expect(refusal(() => declareAttackers(g, "alex", [other]))).toEqual({ rule: attackRule, reason: "attackersDeclared" });
      expect([combatOf(g)?.attackers, untapped(g, [bear, other])]).toEqual([[bear], [true, false]]);
    });

    it("a creature attacks once: named twice, the declaration is illegal", () => {
      const { g, bear } = setUp(version);
      g.advanceTo(1, "declare-attackers");
      expect(refusal(() => declareAttackers(g, "alex", [bear, bear]))).toEqual({ rule: attackRule, reason: "attackerTwice" });
      expect([combatOf(g), untapped(g, [bear])]).toEqual([undefined, [false]]);
    });

    it("only creatures the active player controls on the battlefield: not the opponent's, not a noncreature, not a card in a graveyard, not an object that no longer exists", () => {
      const { g, bear, wall } = setUp(version);
      const relic = g.createCard({ slug: "relic", name: { en: "relic" }, manaCost: "{0}", types: ["artifact"] }, "battlefield", "alex");
      const dead = g.createCard(card("dead bear"), "graveyard", "alex");
      const gone = g.createCard(card("doomed bear"), "battlefield", "alex");
      g.state.objects.get(gone)!.sinceTurn = 0;
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: gone }] });
      g.resolveTop();
      g.advanceTo(1, "declare-attackers");
      for (const id of [wall, relic, dead]) {
        g.state.objects.get(id)!.sinceTurn = 0;
        expect(refusal(() => declareAttackers(g, "alex", [bear, id]))).toEqual({ rule: attackRule, reason: "notOwnCreature" });
      }
      expect(refusal(() => declareAttackers(g, "alex", [bear, gone]))).toEqual({ rule: attackRule, reason: "notOnBattlefield" });
      expect([combatOf(g), untapped(g, [bear])]).toEqual([undefined, [false]]);
    });

    it("the chosen creatures must be untapped", () => {
      const { g, bear, other } = setUp(version);
      g.advanceTo(1, "declare-attackers");
      g.state.objects.get(other)!.status.tapped = true;
      expect(refusal(() => declareAttackers(g, "alex", [bear, other]))).toEqual({ rule: attackRule, reason: "tapped" });
      expect([combatOf(g), untapped(g, [bear])]).toEqual([undefined, [false]]);
    });
  });

  describe(`declaring blockers: each illegal declaration refused, the game as before it (${version}, ${blockRule})`, () => {
    function attacking(version: string) {
      const s = setUp(version);
      s.g.advanceTo(1, "declare-attackers");
      declareAttackers(s.g, "alex", [s.bear]);
      s.g.advanceTo(1, "declare-blockers");
      return s;
    }

    it("only the defending player declares blockers, in the declare blockers step", () => {
      const s = setUp(version);
      s.g.advanceTo(1, "declare-attackers");
      declareAttackers(s.g, "alex", [s.bear]);
      expect(refusal(() => declareBlockers(s.g, "bianca", [[s.wall, s.bear]]))).toEqual({ rule: blockRule, reason: "onlyDefenderDeclaresBlockers" });
      s.g.advanceTo(1, "declare-blockers");
      expect(refusal(() => declareBlockers(s.g, "alex", [[s.other, s.bear]]))).toEqual({ rule: blockRule, reason: "onlyDefenderDeclaresBlockers" });
      expect(combatOf(s.g)?.blockers.size).toBe(0);
    });

    it("a creature blocks one attacker: named twice, the declaration is illegal", () => {
      const { g, bear, wall } = attacking(version);
      expect(refusal(() => declareBlockers(g, "bianca", [[wall, bear], [wall, bear]]))).toEqual({ rule: blockRule, reason: "blockerTwice" });
      expect(combatOf(g)?.blockers.size).toBe(0);
    });

    it("the blockers must be untapped creatures the defending player controls on the battlefield", () => {
      const { g, bear, other, wall, spare } = attacking(version);
      g.state.objects.get(spare)!.status.tapped = true;
      const idol = g.createCard({ slug: "idol", name: { en: "idol" }, manaCost: "{0}", types: ["artifact"] }, "battlefield", "bianca");
      const dead = g.createCard(card("dead wall"), "graveyard", "bianca");
      for (const blocker of [spare, other, idol, dead])
        expect(refusal(() => declareBlockers(g, "bianca", [[wall, bear], [blocker, bear]]))).toEqual({ rule: blockRule, reason: "cantBlockUntapped" });
      expect(combatOf(g)?.blockers.size).toBe(0);
    });

    it("a blocker that no longer exists, or a creature that isn't attacking, is refused", () => {
      const { g, bear, other, wall, spare } = attacking(version);
      const gone = g.createCard(card("doomed wall"), "battlefield", "bianca");
      g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: gone }] });
      g.resolveTop();
      expect(refusal(() => declareBlockers(g, "bianca", [[wall, bear], [gone, bear]]))).toEqual({ rule: blockRule, reason: "notOnBattlefield" });
      expect(refusal(() => declareBlockers(g, "bianca", [[wall, bear], [spare, other]]))).toEqual({ rule: blockRule, reason: "notAttacking" });
      expect(combatOf(g)?.blockers.size).toBe(0);
      declareBlockers(g, "bianca", [[wall, bear], [spare, bear]]);
      expect(combatOf(g)?.blockers.get(bear)).toEqual([wall, spare]);
    });
  });
}

describe("a blocked creature's combat damage, divided as its controller chooses (310.2c in 2007; 510.1c from 2009)", () => {
  function blockedByTwo(version: string) {
    const g = newGame(version);
    const wurm = g.createCard(card("wurm", { power: 6, toughness: 6 }), "battlefield", "alex");
    const first = g.createCard(card("first bear"), "battlefield", "bianca");
    const second = g.createCard(card("second bear"), "battlefield", "bianca");
    const bystander = g.createCard(card("bystander"), "battlefield", "bianca");
    g.state.objects.get(wurm)!.sinceTurn = 0;
    g.advanceTo(1, "declare-attackers");
    declareAttackers(g, "alex", [wurm]);
    g.advanceTo(1, "declare-blockers");
    declareBlockers(g, "bianca", [[first, wurm], [second, wurm]]);
    return { g, wurm, first, second, bystander };
  }

  it("2007 (310.2c): all of it, to the creatures blocking it only, in whole non-negative amounts; otherwise refused, nothing dealt", () => {
    const { g, wurm, first, second, bystander } = blockedByTwo("2007-10-01");
    expect(refusal(() => combatDamage(g, { assignDamage: { [wurm]: [[first, 3], [bystander, 3]] } }))).toEqual({ rule: "310.2c", reason: "assignsOnlyToBlockers" });
    expect(refusal(() => combatDamage(g, { assignDamage: { [wurm]: [[first, 7], [second, -1]] } }))).toEqual({ rule: "310.2c", reason: "assignsOnlyToBlockers" });
    expect(refusal(() => combatDamage(g, { assignDamage: { [wurm]: [[first, 3]] } }))).toEqual({ rule: "310.2c", reason: "assignsAllDamage" });
    expect(refusal(() => combatDamage(g, { assignDamage: { [wurm]: [[first, 4], [second, 4]] } }))).toEqual({ rule: "310.2c", reason: "assignsAllDamage" });
    expect(g.state.zones.get("stack")).toEqual([]);
    // Freely divided: none of it to the first blocker (no damage assignment order before 2009).
    combatDamage(g, { assignDamage: { [wurm]: [[second, 6]] } });
    g.resolveTop();
    expect([g.state.objects.get(first)?.damage, g.state.objects.has(second)]).toEqual([0, false]);
  });

  it("2011 (510.1c): a blocker later in the order gets damage only once each one before it is assigned lethal damage", () => {
    const { g, wurm, first, second } = blockedByTwo("2011-02-04");
    expect(refusal(() => combatDamage(g, { assignDamage: { [wurm]: [[first, 1], [second, 5]] } }))).toEqual({ rule: "510.1c", reason: "lethalFirst" });
    expect([g.state.objects.get(first)?.damage, g.state.objects.get(second)?.damage]).toEqual([0, 0]);
    // The last one in the order may get less than lethal damage: nothing comes after it.
    combatDamage(g, { assignDamage: { [wurm]: [[first, 5], [second, 1]] } });
    expect([g.state.objects.has(first), g.state.objects.get(second)?.damage]).toEqual([false, 1]);
  });
});
