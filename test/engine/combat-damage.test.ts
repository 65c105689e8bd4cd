// Combat damage, clause by clause (510 in 2011, 310 in 2007), and the blocking restrictions of landwalk and
// intimidate, each on the case that tells them apart:
// - 510.2 / 310.2: combat damage is dealt in the combat damage step — not before blockers are declared;
// - 510.1a (2011): "Creatures that would assign 0 or less damage this way don't assign combat damage at all.";
// - 510.1c / 310.2c: "If no creatures are currently blocking it (if, for example, they were destroyed or removed
//   from combat), it assigns no combat damage."; lethal damage takes "into account damage already marked on the
//   creature"; the blocked creature assigns all its combat damage (510.1: "combat damage equal to its power");
// - 702.17b / 502.9b trample: the rest of the damage may go to the player, so the blockers need not get all of it;
// - 509.2: the damage assignment order lists exactly the creatures blocking it, and is said; from 2024-11-08 there is
//   none: 510.1c "divided as its controller chooses among them";
// - 702.13b (landwalk): unblockable "as long as the defending player controls at least one land with that land type"
//   — one of the attacker's landwalks is enough; 702.11b intimidate: a blocker sharing one colour may block.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { announceDamageAssignmentOrder, combatDamage, combatOf, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import type { Game } from "../../src/engine/game.ts";
import type { ObjectId } from "../../src/engine/state.ts";
import { card, newGame, refusal } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";


const kill: CardDef = { slug: "kill", name: { en: "kill" }, types: ["instant"], abilities: [{ id: "kill", spell: { targets: [{ kind: "creature" }], effect: [{ destroy: "target" }] } }] };
const firstStrike = { id: "first-strike", keyword: "first-strike" as const };

/** Alex attacks with `attackers` (Alex's since the turn began), Bianca declares `blocks` of her `blockers`. */
function combat(version: string, attackers: CardDef[], blockers: CardDef[], blocks: (a: ObjectId[], b: ObjectId[]) => [ObjectId, ObjectId][]) {
  const g = newGame(version);
  const a = attackers.map((c) => g.createCard(c, "battlefield", "alex"));
  const b = blockers.map((c) => g.createCard(c, "battlefield", "bianca"));
  for (const id of a) g.state.objects.get(id)!.sinceTurn = 0;
  g.advanceTo(1, "declare-attackers");
  declareAttackers(g, "alex", a);
  g.advanceTo(1, "declare-blockers");
  declareBlockers(g, "bianca", blocks(a, b));
  return { g, a, b };
}

const combatDamageEvents = (g: Game) => g.log.filter((e) => e.action === "combatDamage");

describe("combat damage (510 / 310)", () => {
  it("510.2: it is dealt in the combat damage step — an unblocked attacker has dealt none when blockers are declared, and deals it once", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.state.objects.get(bear)!.sinceTurn = 0;
    g.advanceTo(1, "declare-attackers");
    declareAttackers(g, "alex", [bear]);
    g.advanceTo(1, "declare-blockers");
    declareBlockers(g, "bianca", []);
    expect(g.state.players[1].life).toBe(20);
    g.advanceTo(1, "end-of-combat");
    expect(g.state.players[1].life).toBe(18);
    expect(combatDamageEvents(g)).toEqual([{ action: "combatDamage", amount: 2, to: g.recipient({ player: "bianca" }) }]);
  });

  it("510.1a: a creature with 0 power assigns no combat damage; the damage dealt to a creature names it", () => {
    const { g, a, b } = combat("2011-02-04", [card("bear")], [card("wall", { power: 0, toughness: 4 })], (a, b) => [[b[0], a[0]]]);
    g.advanceTo(1, "end-of-combat");
    expect(combatDamageEvents(g)).toEqual([{ action: "combatDamage", amount: 2, to: g.recipient({ object: b[0] }) }]);
    expect(g.state.objects.get(a[0])?.damage).toBe(0);
  });

  it("510.1c: a blocked creature whose blocker was destroyed assigns no combat damage — not to the player either", () => {
    const { g, b } = combat("2011-02-04", [card("bear")], [card("wall")], (a, b) => [[b[0], a[0]]]);
    g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: b[0] }] });
    g.resolveTop();
    g.advanceTo(1, "end-of-combat");
    expect([g.state.players[1].life, combatDamageEvents(g)]).toEqual([20, []]);
  });

  it("510.1: a blocked creature assigns all its combat damage, lethal to each blocker before the next, counting damage already marked", () => {
    const { g, a, b } = combat("2011-02-04", [card("wurm", { power: 6, toughness: 6 })], [card("first", { toughness: 3 }), card("second", { toughness: 3 })], (a, b) => [[b[0], a[0]], [b[1], a[0]]]);
    g.state.objects.get(b[0])!.damage = 2;
    const blockers = b.map((id) => JSON.stringify(g.recipient({ object: id })));
    g.advanceTo(1, "end-of-combat");
    const fromWurm = combatDamageEvents(g).filter((e) => "to" in e && blockers.includes(JSON.stringify(e.to)));
    expect(fromWurm.reduce((n, e) => n + ("amount" in e ? e.amount : 0), 0)).toBe(6);
    expect([g.state.objects.has(b[0]), g.state.objects.has(b[1])]).toEqual([false, false]);
    expect(g.state.objects.get(a[0])?.damage).toBe(4);
  });

  it("first strike: the first-strike step and then the second combat damage step are each said once; a combat without first strike says neither", () => {
    const plain = combat("2011-02-04", [card("bear")], [], () => []);
    plain.g.advanceTo(1, "end-of-combat");
    expect(plain.g.log.filter((e) => e.action === "firstStrikeStep" || e.action === "secondCombatDamageStep")).toEqual([]);
    const { g } = combat("2011-02-04", [card("knight", { abilities: [firstStrike] })], [card("wall", { toughness: 5 })], (a, b) => [[b[0], a[0]]]);
    g.advanceTo(1, "end-of-combat");
    const steps = g.log.filter((e) => e.action === "firstStrikeStep" || e.action === "secondCombatDamageStep");
    expect(steps.map((e) => e.action)).toEqual(["firstStrikeStep", "secondCombatDamageStep"]);
    expect(steps[1]).toEqual({ action: "secondCombatDamageStep", rule: "510.5" });
  });
});

describe("a divided assignment of combat damage (510.1c / 310.2c)", () => {
  it("2011: damage already marked counts toward lethal damage — 1 more to a 2/2 with 1 damage lets the next blocker get the rest", () => {
    const { g, a, b } = combat("2011-02-04", [card("wurm", { power: 6, toughness: 6 })], [card("first"), card("second")], (a, b) => [[b[0], a[0]], [b[1], a[0]]]);
    g.state.objects.get(b[0])!.damage = 1;
    combatDamage(g, { assignDamage: { [a[0]]: [[b[0], 1], [b[1], 5]] } });
    expect(combatDamageEvents(g)).toContainEqual({ action: "combatDamage", amount: 1, to: g.recipient({ object: b[0] }) });
    expect(combatDamageEvents(g)).toContainEqual({ action: "combatDamage", amount: 5, to: g.recipient({ object: b[1] }) });
  });

  it("2011: a blocker may get less than lethal damage when none comes after it (a 1/1 blocked by two 2/2s, all on the first)", () => {
    const { g, a, b } = combat("2011-02-04", [card("squire", { power: 1, toughness: 1 })], [card("first"), card("second")], (a, b) => [[b[0], a[0]], [b[1], a[0]]]);
    combatDamage(g, { assignDamage: { [a[0]]: [[b[0], 1], [b[1], 0]] } });
    expect(combatDamageEvents(g)).toContainEqual({ action: "combatDamage", amount: 1, to: g.recipient({ object: b[0] }) });
  });

  it("2024-11-08: \"divided as its controller chooses among them\" — any split of the attacker's power among its blockers, which the damage assignment order of 2024-07-30 refused", () => {
    // 510.1c's example (2024-11-08): a 4/3 attacker blocked by a 2/3 and a 1/1 can assign "1 damage to the Spawn and 3 damage to the Hunter".
    const regrower = card("regrower", { power: 4, toughness: 3 });
    const blockers = [card("spawn", { power: 2, toughness: 3 }), card("hunter", { power: 1, toughness: 1 })];
    const both = (a: ObjectId[], b: ObjectId[]): [ObjectId, ObjectId][] => [[b[0], a[0]], [b[1], a[0]]];
    const ordered = combat("2024-07-30", [regrower], blockers, both);
    expect(refusal(() => combatDamage(ordered.g, { assignDamage: { [ordered.a[0]]: [[ordered.b[0], 1], [ordered.b[1], 3]] } }))).toEqual({ rule: "510.1c", reason: "lethalFirst" });
    const { g, a, b } = combat("2024-11-08", [regrower], blockers, both);
    combatDamage(g, { assignDamage: { [a[0]]: [[b[0], 1], [b[1], 3]] } });
    expect(combatDamageEvents(g)).toContainEqual({ action: "combatDamage", amount: 1, to: g.recipient({ object: b[0] }) });
    expect(combatDamageEvents(g)).toContainEqual({ action: "combatDamage", amount: 3, to: g.recipient({ object: b[1] }) });
  });

  it("2007, trample: the blockers need not get all of it; the rest goes to the defending player (502.9b)", () => {
    const trampler = card("trampler", { power: 6, toughness: 6, abilities: [{ id: "trample", keyword: "trample" }] });
    const { g, a, b } = combat("2007-10-01", [trampler], [card("bear")], (a, b) => [[b[0], a[0]]]);
    combatDamage(g, { assignDamage: { [a[0]]: [[b[0], 2]] } });
    g.resolveTop();
    expect([g.state.objects.has(b[0]), g.state.players[1].life]).toEqual([false, 16]);
  });
});

describe("the damage assignment order (509.2)", () => {
  function doubleBlocked() {
    return combat("2011-02-04", [card("wurm", { power: 6, toughness: 6 }), card("bear")], [card("first"), card("second"), card("third")], (a, b) => [[b[0], a[0]], [b[1], a[0]]]);
  }

  it("is announced for a blocked attacker, in the declare blockers step: not for one nobody blocks, not before blockers, not with no combat", () => {
    const { g, a, b } = doubleBlocked();
    expect(refusal(() => announceDamageAssignmentOrder(g, "alex", a[1], []))).toEqual({ rule: "509.2", reason: "orderOfBlockedAttacker" });
    const none = newGame();
    const lone = none.createCard(card("lone"), "battlefield", "alex");
    none.advanceTo(1, "main1");
    expect(refusal(() => announceDamageAssignmentOrder(none, "alex", lone, []))).toEqual({ rule: "509.2", reason: "orderOfBlockedAttacker" });
    expect(refusal(() => announceDamageAssignmentOrder(g, "alex", a[0], [b[0], b[1], b[2]]))).toEqual({ rule: "509.2", reason: "orderOfItsBlockers" });
    g.advanceTo(1, "combat-damage");
    expect(refusal(() => announceDamageAssignmentOrder(g, "alex", a[0], [b[1], b[0]]))).toEqual({ rule: "509.2", reason: "orderOfBlockedAttacker" });
  });

  it("is no more from 2024-11-08 (509.2 removed): announcing one is refused citing 510.1c", () => {
    const { g, a, b } = combat("2024-11-08", [card("wurm", { power: 6, toughness: 6 })], [card("first"), card("second")], (a, b) => [[b[0], a[0]], [b[1], a[0]]]);
    expect(refusal(() => announceDamageAssignmentOrder(g, "alex", a[0], [b[1], b[0]]))).toEqual({ rule: "510.1c", reason: "noDamageAssignmentOrder" });
  });

  it("is said: who announced it, for which attacker, in which order", () => {
    const { g, a, b } = doubleBlocked();
    announceDamageAssignmentOrder(g, "alex", a[0], [b[1], b[0]]);
    expect(g.log).toContainEqual({ action: "damageAssignmentOrder", player: g.playerRef("alex"), attacker: g.ref(a[0]), order: [g.ref(b[1]), g.ref(b[0])] });
  });
});

describe("blocking restrictions", () => {
  it("702.13b (landwalk): one of the attacker's landwalks matching a land the defending player controls makes it unblockable", () => {
    const walker = card("walker", { abilities: [{ id: "swampwalk", keyword: "landwalk", landType: "Swamp" }, { id: "forestwalk", keyword: "landwalk", landType: "Forest" }] });
    const g = newGame();
    const w = g.createCard(walker, "battlefield", "alex");
    const blocker = g.createCard(card("blocker"), "battlefield", "bianca");
    g.createCard({ slug: "forest", name: { en: "Forest" }, types: ["land"], subtypes: ["Forest"] }, "battlefield", "bianca");
    g.state.objects.get(w)!.sinceTurn = 0;
    g.advanceTo(1, "declare-attackers");
    declareAttackers(g, "alex", [w]);
    g.advanceTo(1, "declare-blockers");
    expect(refusal(() => declareBlockers(g, "bianca", [[blocker, w]]))).toEqual({ rule: cite(g.rules, "landwalk"), reason: "landwalk" });
  });

  it("702.11b (intimidate): a blocker that shares a colour with the attacker may block it, whatever its other colours", () => {
    const g = newGame();
    const rogue = g.createCard(card("rogue", { manaCost: "{R}", abilities: [{ id: "intimidate", keyword: "intimidate" }] }), "battlefield", "alex");
    const boros = g.createCard(card("boros", { manaCost: "{R}{W}" }), "battlefield", "bianca");
    g.state.objects.get(rogue)!.sinceTurn = 0;
    g.advanceTo(1, "declare-attackers");
    declareAttackers(g, "alex", [rogue]);
    g.advanceTo(1, "declare-blockers");
    declareBlockers(g, "bianca", [[boros, rogue]]);
    expect(combatOf(g)!.blockers.get(rogue)).toEqual([boros]);
  });
});
