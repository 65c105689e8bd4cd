// Combat (506–511 in 2011, 306–311 in 2007): declaring attackers and blockers, combat damage, first strike and
// double strike with their second combat damage step (510.5 / 310.5). One defending player (one per attacker in
// Two-Headed Giant); no banding or planeswalkers; damage assignment order is the order blockers were declared in,
// unless the active player announces another (509.2, from 2009).
// Combat damage is dealt as its step begins from 2009 on (510.2); the 2007 rules put it on the stack first as one
// object that players may respond to, dealt as assigned when it resolves (310.1, 310.4).
import { requireNamed } from "./arguments.ts";
import type { RuleArea } from "./area.ts";
import { triggerDealtDamageToPlayer } from "./damage-triggers.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { citations as keywordsCitations, hasKeyword as has, keywordAbilities } from "./keywords.ts";
import type { RuleSet } from "./ruleset.ts";
import { prohibitsAttack } from "./player-effects.ts";
import { damagePrevented, isProtectedFrom, protectionRule } from "./protection.ts";
import { addDamage, object, objectsIn, opponents, player, setLife, setStatus, type CombatDamageAssignment, type ObjectId, type PlayerId } from "./state.ts";
import { requireUnrestricted } from "./restrictions.ts";
import { requireNoSummoningSickness } from "./summoning-sickness.ts";
import { requireDecider } from "./turn-control.ts";
import { giantRules, isTwoHeadedGiant } from "./two-headed-giant.ts";
import { isActivePlayer, teamMembers } from "./turn-order.ts";
import { citationTable, M10, NEW_RULE } from "./citations.ts";

/** Before 8th Edition, 500.2–500.3 ("Legal Attacks and Blocks") held the restrictions; then 308.2a and 309.2a. */
const RESTRICTIONS = "8th Edition put the restrictions on attacking and blocking in the declaration rules (they were 500.2–500.3)";

/** 8th Edition rewrote 308–309: 308.1 and 309.1 still declare attackers and blockers, in other words. */
const DECLARATIONS = "8th Edition rewrote the rule: 308.1 / 309.1 still declares the attackers / blockers";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/combat.ts", {
  damageOnStack: [["1999-04-23", "310.2"], ["2003-07-01", "310.1"], ["2009-07-08", null]],
  secondDamageStep: [["1999-04-23", "502.2b"], ["2003-07-01", "310.5", "8th Edition gave the second combat damage step a rule of its own (310.5); first strike's 502.2b keeps it too"], ["2009-07-08", "510.5"], ["2016-09-30", "510.4"]],
  cantAttack: [["1999-04-23", "500.2"], ["2003-07-01", "308.2a", RESTRICTIONS], ["2009-07-08", "508.1c", M10]],
  cantBlock: [["1999-04-23", "500.2"], ["2001-07-23", "500.3", "Apocalypse gave the restrictions on blocking a rule of their own (500.3), out of 500.2"], ["2003-07-01", "309.2a", RESTRICTIONS], ["2009-07-08", "509.1b", M10]],
  declareAttackers: [["1999-04-23", "308.1"], ["2003-07-01", "308.1", DECLARATIONS], ["2009-07-08", "508.1", M10]],
  declareBlockers: [["1999-04-23", "309.1"], ["2003-07-01", "309.1", DECLARATIONS], ["2009-07-08", "509.1", M10]],
  combatDamage: [["1999-04-23", "310.2"], ["2003-07-01", "310.1"], ["2009-07-08", "510.1", M10]],
  damageAssignment: [["1999-04-23", "310.1c"], ["2003-07-01", "310.2c"], ["2009-07-08", "510.1c", NEW_RULE]],
  damageAssignmentOrder: [["1999-04-23", null], ["2009-07-08", "509.2", NEW_RULE], ["2024-11-08", null]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    attacks: { player: PlayerRef; attackers: ObjectRef[] };
    damageAssignmentOrder: { player: PlayerRef; attacker: ObjectRef; order: ObjectRef[] };
    combatDamageOnStack: { rule: string };
    firstStrikeStep: { rule: string; firstStrike: string; doubleStrike: string | null };
    secondCombatDamageStep: { rule: string };
    combatDamage: { amount: number; to: Recipient };
  }
  interface Refusals {
    notOnBattlefield: { object: ObjectRef };
    onlyActiveDeclaresAttackers: object;
    attackersDeclared: object;
    attackerTwice: object;
    blockerTwice: object;
    notOwnCreature: { object: ObjectRef };
    cantAttackPlayer: { object: ObjectRef; defender: PlayerRef; team: boolean; source: ObjectRef };
    tapped: { object: ObjectRef };
    hasDefender: { object: ObjectRef };
    onlyDefenderDeclaresBlockers: object;
    cantBlockUntapped: { object: ObjectRef };
    notAttacking: { object: ObjectRef };
    cantBlockFlying: { object: ObjectRef };
    cantBlockFear: { object: ObjectRef };
    cantBlockIntimidate: { object: ObjectRef };
    landwalk: { attacker: ObjectRef; player: PlayerRef; land: ObjectRef };
    notDefendingPlayer: { player: PlayerRef };
    assignsOnlyToBlockers: { attacker: ObjectRef };
    assignsAllDamage: { attacker: ObjectRef; power: number; total: number };
    lethalFirst: { blocker: ObjectRef };
    lethalBeforePlayer: { blocker: ObjectRef };
    noDamageAssignmentOrder: object;
    orderOfBlockedAttacker: { attacker: ObjectRef };
    orderAnnounced: { attacker: ObjectRef };
    orderOfItsBlockers: { attacker: ObjectRef };
  }
}

const { cite } = citations;

/** 2007: combat damage goes on the stack as one object (310.1); from 2009 it is dealt as the step begins (510.2): null. */
const damageOnStack = (rules: RuleSet) => (rules.behaviours.combatDamageOnStack ? cite(rules, "damageOnStack") : null);

/** Where there is a damage assignment order, the rule by which the active player announces it (509.2), else null. */
const damageAssignmentOrder = (rules: RuleSet) => (rules.behaviours.damageAssignmentOrder ? cite(rules, "damageAssignmentOrder") : null);

declare module "./kernel.ts" {
  interface Decisions {
    /** The defending player each attacker assigns its combat damage to, by attacker (810.7f). */
    damageTo?: Record<ObjectId, PlayerId>;
    /** How blocked attackers divide their combat damage among their blockers: [blocker, amount] by attacker. */
    assignDamage?: Record<ObjectId, [ObjectId, number][]>;
  }
}

/** Who attacks, and who blocks whom, during the current combat. */
export interface Combat {
  attackers: ObjectId[];
  /** Blockers of each attacker, in its damage assignment order: the order they were declared in, unless announced. */
  blockers: Map<ObjectId, ObjectId[]>;
  /** The attackers whose damage assignment order has been announced (509.2). */
  ordered?: ObjectId[];
  /** Combat damage steps begun so far: the phase gets a second one when first strike is involved (510.5 / 310.5). */
  damageSteps: number;
  /**
   * Set in a first-strike combat damage step: the attackers and blockers that had neither first strike nor double
   * strike as it began, which assign their combat damage in the second step (702.7b–c, 702.4b / 502.2b–c, 502.28b).
   */
  regularStrikers?: ObjectId[];
}

declare module "./state.ts" {
  interface AreaState {
    /** The current combat, from the declaration of attackers until combat ends. */
    combat?: Combat;
  }
}

export function combatOf(game: Kernel): Combat | undefined {
  return game.state.areas.combat;
}

/**
 * A land that makes an attacking creature with landwalk unblockable: one with the landwalk's subtype that a
 * defending player controls — either player of the defending team (810.7b, 810.7d).
 */
function landwalkLand(game: Kernel, attacker: ObjectId, defendingPlayer: PlayerId): ObjectId | undefined {
  const walks = keywordAbilities(game.rules, game.characteristics(attacker).abilities, "landwalk").flatMap((a) => (a.def.landType ? [a.def.landType] : []));
  if (walks.length === 0) return undefined;
  const defenders = teamMembers(game.state, defendingPlayer);
  return objectsIn(game.state, "battlefield").find((o) => {
    const c = game.characteristics(o.id);
    return c.types.includes("land") && defenders.includes(c.controller) && walks.some((w) => c.subtypes.includes(w));
  })?.id;
}

/** 508.1 / 308.1: the active player declares attackers; they become tapped. */
export function declareAttackers(game: Kernel, playerId: PlayerId, attackers: ObjectId[]): void {
  game.attempt(() => attack(game, playerId, attackers), { action: "declareAttackers", players: [playerId], chosen: attackers });
}

function attack(game: Kernel, playerId: PlayerId, attackers: ObjectId[]): void {
  const turn = game.state.turn;
  // In Two-Headed Giant the active team has one combined attack (810.7a, 810.7c).
  if (!isActivePlayer(game.state, playerId) || turn.step !== "declare-attackers")
    throw new RuleViolation(cite(game.rules, "declareAttackers"), { reason: "onlyActiveDeclaresAttackers" });
  requireDecider(game, playerId);
  if (combatOf(game)) throw new RuleViolation(cite(game.rules, "declareAttackers"), { reason: "attackersDeclared" });
  if (new Set(attackers).size !== attackers.length) throw new RuleViolation(cite(game.rules, "declareAttackers"), { reason: "attackerTwice" });
  for (const id of attackers) {
    if (!game.state.objects.has(id)) throw new RuleViolation(cite(game.rules, "declareAttackers"), { reason: "notOnBattlefield", object: game.ref(id) });
    const o = object(game.state, id);
    const c = game.characteristics(id);
    const name = game.ref(id);
    if (o.zone !== "battlefield" || !c.types.includes("creature") || !isActivePlayer(game.state, c.controller))
      throw new RuleViolation(cite(game.rules, "declareAttackers"), { reason: "notOwnCreature", object: name });
    // "Can't attack you": in Two-Headed Giant such a creature can't attack the defending team (810.7c).
    for (const defender of opponents(game.state, playerId)) {
      const prohibition = prohibitsAttack(game, id, defender.id);
      if (prohibition)
        throw new RuleViolation(
          isTwoHeadedGiant(game.state) ? giantRules(game.rules).attack : cite(game.rules, "declareAttackers"),
          { reason: "cantAttackPlayer", object: name, defender: game.playerRef(defender.id), team: isTwoHeadedGiant(game.state), source: game.ref(prohibition.source) },
        );
    }
    if (o.status.tapped) throw new RuleViolation(cite(game.rules, "declareAttackers"), { reason: "tapped", object: name });
    requireUnrestricted(game, id, "cantAttack", cite(game.rules, "cantAttack"));
    if (has(game, id, "defender")) throw new RuleViolation(keywordsCitations.cite(game.rules, "defender"), { reason: "hasDefender", object: name });
    requireNoSummoningSickness(game, id);
  }
  for (const id of attackers) setStatus(game.state, object(game.state, id), { tapped: !has(game, id, "vigilance") });
  game.state.areas.combat = { attackers: [...attackers], blockers: new Map(), damageSteps: 0 };
  game.say({ action: "attacks", player: game.playerRef(playerId), attackers: attackers.map((a) => game.ref(a)) });
  triggerOnDeclared(game, "attacks", attackers);
}

/**
 * "Whenever [this / a creature] attacks / blocks": abilities that trigger on the declaration, put on the stack as the
 * active player then receives priority in that step (508.2, 509.4 / 308.3, 309.3); "that creature" is the declared one.
 */
function triggerOnDeclared(game: Kernel, event: "attacks" | "blocks", declared: ObjectId[]): void {
  let any = false;
  for (const o of objectsIn(game.state, "battlefield")) {
    const c = game.characteristics(o.id);
    for (const a of c.abilities) {
      if (!("triggered" in a.def)) continue;
      const when = a.def.triggered.when;
      const which = event === "attacks" ? ("attacks" in when ? when.attacks : undefined) : "blocks" in when ? when.blocks : undefined;
      if (which === undefined) continue;
      for (const id of declared) {
        if (which === "self" ? id !== o.id : !game.matches(which, id, c.controller, o.id)) continue;
        game.state.pendingTriggers.push({ ability: a, source: o.id, controller: c.controller, triggerObject: id });
        any = true;
      }
    }
  }
  if (any) game.givePriority(game.state.turn.active);
}

/**
 * Fear: only artifact creatures and/or black creatures may block it (702.33b / 502.25b); intimidate: only artifact
 * creatures and/or creatures that share a colour with it (702.11b, from Zendikar). Where the version has them.
 */
function requireEvasionMet(game: Kernel, blocker: ObjectId, attacker: ObjectId): void {
  const b = game.characteristics(blocker);
  if (b.types.includes("artifact")) return;
  if (has(game, attacker, "fear") && !b.colors.includes("black"))
    throw new RuleViolation(keywordsCitations.citeIfAny(game.rules, "fear")!, { reason: "cantBlockFear", object: game.ref(blocker) });
  const colors = game.characteristics(attacker).colors;
  if (has(game, attacker, "intimidate") && !b.colors.some((c) => colors.includes(c)))
    throw new RuleViolation(keywordsCitations.citeIfAny(game.rules, "intimidate")!, { reason: "cantBlockIntimidate", object: game.ref(blocker) });
}

/** 509.1 / 309.1: the defending player declares blockers; flying attackers need flying or reach blockers. */
export function declareBlockers(game: Kernel, playerId: PlayerId, blocks: [blocker: ObjectId, attacker: ObjectId][]): void {
  game.attempt(() => block(game, playerId, blocks), { action: "declareBlockers", players: [playerId], chosen: blocks.flat() });
}

function block(game: Kernel, playerId: PlayerId, blocks: [blocker: ObjectId, attacker: ObjectId][]): void {
  const combat = combatOf(game);
  if (!combat || game.state.turn.step !== "declare-blockers" || isActivePlayer(game.state, playerId))
    throw new RuleViolation(cite(game.rules, "declareBlockers"), { reason: "onlyDefenderDeclaresBlockers" });
  requireDecider(game, playerId);
  // A creature blocks one attacker (509.1a / 309.1a).
  if (new Set(blocks.map(([b]) => b)).size !== blocks.length) throw new RuleViolation(cite(game.rules, "declareBlockers"), { reason: "blockerTwice" });
  for (const [blocker, attacker] of blocks) {
    if (!game.state.objects.has(blocker)) throw new RuleViolation(cite(game.rules, "declareBlockers"), { reason: "notOnBattlefield", object: game.ref(blocker) });
    const o = object(game.state, blocker);
    const c = game.characteristics(blocker);
    const name = game.ref(blocker);
    // The defending team has one combined block (810.7d): either member's creatures may block.
    if (o.zone !== "battlefield" || !c.types.includes("creature") || !teamMembers(game.state, playerId).includes(c.controller) || o.status.tapped)
      throw new RuleViolation(cite(game.rules, "declareBlockers"), { reason: "cantBlockUntapped", object: name });
    if (!combat.attackers.includes(attacker)) throw new RuleViolation(cite(game.rules, "declareBlockers"), { reason: "notAttacking", object: game.ref(attacker) });
    requireUnrestricted(game, blocker, "cantBlock", cite(game.rules, "cantBlock"));
    if (has(game, attacker, "flying") && !has(game, blocker, "flying") && !has(game, blocker, "reach"))
      throw new RuleViolation(keywordsCitations.cite(game.rules, "flying"), { reason: "cantBlockFlying", object: name });
    requireEvasionMet(game, blocker, attacker);
    if (isProtectedFrom(game, attacker, blocker))
      throw new RuleViolation(protectionRule(game, "protectionBlocked"), { reason: "cantBlockProtection", object: name, attacker: game.ref(attacker) });
    const land = landwalkLand(game, attacker, playerId);
    if (land)
      throw new RuleViolation(keywordsCitations.cite(game.rules, "landwalk"), { reason: "landwalk", attacker: game.ref(attacker), player: game.playerRef(game.characteristics(land).controller), land: game.ref(land) });
  }
  for (const [blocker, attacker] of blocks) combat.blockers.set(attacker, [...(combat.blockers.get(attacker) ?? []), blocker]);
  triggerOnDeclared(game, "blocks", blocks.map(([blocker]) => blocker));
}

/**
 * 509.2: after blockers are declared, the active player (or the controller of that player, 711.5) announces each
 * blocked attacking creature's damage assignment order among the creatures blocking it — once, in the declare
 * blockers step. Rules without a damage assignment order (310.2c, before 2009) have no such announcement.
 */
export function announceDamageAssignmentOrder(game: Kernel, playerId: PlayerId, attacker: ObjectId, order: ObjectId[]): void {
  game.attempt(() => announceOrder(game, playerId, attacker, order), { action: "announceDamageAssignmentOrder", players: [playerId], chosen: [attacker, ...order] });
}

function announceOrder(game: Kernel, playerId: PlayerId, attacker: ObjectId, order: ObjectId[]): void {
  const rule = damageAssignmentOrder(game.rules);
  if (rule === null) throw new RuleViolation(cite(game.rules, "damageAssignment"), { reason: "noDamageAssignmentOrder" });
  const combat = combatOf(game);
  const blockers = combat?.blockers.get(attacker);
  if (!combat || !blockers || game.state.turn.step !== "declare-blockers" || !isActivePlayer(game.state, playerId))
    throw new RuleViolation(rule, { reason: "orderOfBlockedAttacker", attacker: game.ref(attacker) });
  requireDecider(game, playerId);
  if (combat.ordered?.includes(attacker)) throw new RuleViolation(rule, { reason: "orderAnnounced", attacker: game.ref(attacker) });
  if (order.length !== blockers.length || !blockers.every((b) => order.includes(b)))
    throw new RuleViolation(rule, { reason: "orderOfItsBlockers", attacker: game.ref(attacker) });
  combat.blockers.set(attacker, [...order]);
  combat.ordered = [...(combat.ordered ?? []), attacker];
  game.say({ action: "damageAssignmentOrder", player: game.playerRef(playerId), attacker: game.ref(attacker), order: order.map((b) => game.ref(b)) });
}

/**
 * 510.1 / 310.1: each attacking and blocking creature deals damage equal to its power, all at once. A blocked
 * attacker assigns lethal damage to each blocker in order before the next; with trample the rest goes to the
 * defending player (702.17b / 502.9b).
 */
export function combatDamage(game: Kernel, decisions: Decisions = {}): void {
  requireNamed(game.state, { action: "combatDamage", decisions });
  const combat = combatOf(game);
  if (!combat) return;
  const { assigning, regularStrikers } = creaturesAssigningDamage(game, combat);
  const damage: CombatDamageAssignment[] = [];
  for (const attacker of combat.attackers) {
    if (!game.state.objects.has(attacker)) continue;
    const blockers = (combat.blockers.get(attacker) ?? []).filter((b) => game.state.objects.get(b)?.zone === "battlefield");
    // Each blocker that assigns damage in this step deals it to the attacker it blocks (510.1d / 310.2).
    for (const blocker of blockers)
      if (assigning.has(blocker)) damage.push({ from: blocker, to: attacker, amount: Math.max(0, game.characteristics(blocker).power ?? 0), toPlayer: false });
    if (!assigning.has(attacker)) continue;
    const defender = defendingPlayerFor(game, attacker, decisions);
    let power = Math.max(0, game.characteristics(attacker).power ?? 0);
    if (!combat.blockers.has(attacker)) {
      damage.push({ from: attacker, to: defender.id, amount: power, toPlayer: true });
      continue;
    }
    const chosen = decisions.assignDamage?.[attacker];
    const assigned = chosen ? chosenAssignment(game, attacker, blockers, power, chosen) : null;
    for (const [i, blocker] of blockers.entries()) {
      const last = i === blockers.length - 1;
      const amount = assigned ? (assigned.get(blocker) ?? 0) : last && !has(game, attacker, "trample") ? power : Math.min(power, lethalDamage(game, blocker));
      damage.push({ from: attacker, to: blocker, amount, toPlayer: false });
      power -= amount;
    }
    if (power > 0 && has(game, attacker, "trample")) damage.push({ from: attacker, to: defender.id, amount: power, toPlayer: true });
  }
  // The assignment is legal: the step counts, and a first-strike step remembers who strikes in the second.
  combat.damageSteps += 1;
  if (combat.damageSteps === 1) combat.regularStrikers = regularStrikers;
  const rule = cite(game.rules, "secondDamageStep");
  const [firstStrike, doubleStrike] = [keywordsCitations.cite(game.rules, "firstStrike"), keywordsCitations.citeIfAny(game.rules, "doubleStrike")];
  if (regularStrikers)
    game.say({ action: "firstStrikeStep", rule, firstStrike, doubleStrike });
  else if (combat.damageSteps === 2) game.say({ action: "secondCombatDamageStep", rule });
  // 2007: the assignments go on the stack as one object (310.1); from 2009, the damage is dealt now (510.2).
  if (damageOnStack(game.rules)) putCombatDamageOnStack(game, damage.filter((d) => d.amount > 0));
  else dealCombatDamage(game, damage);
}

/**
 * Combat damage is dealt all at once, as it was assigned (510.2 / 310.4); in 2007, even if the creature that
 * assigned it has left play, but not to a creature that is no longer in play or no longer a creature (310.4a, c).
 */
function dealCombatDamage(game: Kernel, damage: CombatDamageAssignment[]): void {
  for (const d of damage) {
    if (d.amount <= 0) continue;
    if (!d.toPlayer && !(game.state.objects.get(d.to)?.zone === "battlefield" && game.characteristics(d.to).types.includes("creature"))) continue;
    if (damagePrevented(game, d.from, d.toPlayer ? { player: d.to } : { object: d.to }, d.amount)) continue;
    if (d.toPlayer) setLife(game.state, player(game.state, d.to), player(game.state, d.to).life - d.amount);
    else addDamage(game.state, object(game.state, d.to), d.amount);
    game.say({ action: "combatDamage", amount: d.amount, to: game.recipient(d.toPlayer ? { player: d.to } : { object: d.to }) });
    if (d.toPlayer) triggerDealtDamageToPlayer(game, d.from, d.to);
  }
  game.checkStateBasedActions();
}

/**
 * The attacking and blocking creatures that assign combat damage in the step beginning now (510.5 / 310.5). If one
 * of them has first strike or double strike as the first combat damage step begins, only those do, and the phase
 * gets a second combat damage step; in it, those that had neither as the first began, and those that have double
 * strike now (702.7c, 702.4c–d / 502.2c, 502.28c).
 */
function creaturesAssigningDamage(game: Kernel, combat: Combat): { assigning: Set<ObjectId>; regularStrikers?: ObjectId[] } {
  const blockers = [...combat.blockers.values()].flat();
  const inCombat = [...combat.attackers, ...blockers].filter((id) => game.state.objects.get(id)?.zone === "battlefield" && game.characteristics(id).types.includes("creature"));
  const strikesFirst = (id: ObjectId) => has(game, id, "first-strike") || has(game, id, "double-strike");
  if (combat.damageSteps === 0) {
    if (!inCombat.some(strikesFirst)) return { assigning: new Set(inCombat) };
    return { assigning: new Set(inCombat.filter(strikesFirst)), regularStrikers: inCombat.filter((id) => !strikesFirst(id)) };
  }
  return { assigning: new Set(inCombat.filter((id) => combat.regularStrikers!.includes(id) || has(game, id, "double-strike"))) };
}

/** After a first-strike combat damage step, the phase gets a second combat damage step (510.5 / 310.5). */
function secondCombatDamageStepComes(game: Kernel): boolean {
  const combat = combatOf(game);
  return combat !== undefined && combat.damageSteps === 1 && combat.regularStrikers !== undefined;
}

/**
 * The defending player an attacker assigns its combat damage to. In Two-Headed Giant the active team chooses
 * one of the defending players for each attacker (810.7f); the first one unless told otherwise.
 */
function defendingPlayerFor(game: Kernel, attacker: ObjectId, decisions: Decisions): { id: PlayerId } {
  const defenders = opponents(game.state, game.state.turn.active);
  const chosen = decisions.damageTo?.[attacker];
  if (chosen === undefined) return defenders[0];
  if (!defenders.some((d) => d.id === chosen))
    throw new RuleViolation(giantRules(game.rules).damage, { reason: "notDefendingPlayer", player: game.playerRef(chosen) });
  requireDecider(game, game.characteristics(attacker).controller);
  return { id: chosen };
}

/**
 * The division of a blocked creature's combat damage its controller chose (310.2c / 510.1c) — or the controller of
 * that player's turn (507.3): all of its power, among its blockers only; from 2009 on, in the damage assignment
 * order, each blocker getting lethal damage before the next one gets any.
 */
function chosenAssignment(game: Kernel, attacker: ObjectId, blockers: ObjectId[], power: number, chosen: [ObjectId, number][]): Map<ObjectId, number> {
  const rule = cite(game.rules, "damageAssignment");
  requireDecider(game, game.characteristics(attacker).controller);
  const assigned = new Map<ObjectId, number>();
  for (const [blocker, amount] of chosen) {
    if (!blockers.includes(blocker) || amount < 0)
      throw new RuleViolation(rule, { reason: "assignsOnlyToBlockers", attacker: game.ref(attacker) });
    assigned.set(blocker, (assigned.get(blocker) ?? 0) + amount);
  }
  const total = [...assigned.values()].reduce((a, b) => a + b, 0);
  // It assigns combat damage equal to its power (510.1a / 310.2a); with trample, what its blockers aren't assigned goes
  // to the defending player — only once each of them is assigned lethal damage (702.17b / 502.9b).
  const trample = has(game, attacker, "trample");
  if (trample ? total > power : total !== power)
    throw new RuleViolation(rule, { reason: "assignsAllDamage", attacker: game.ref(attacker), power, total });
  if (total < power)
    for (const blocker of blockers)
      if ((assigned.get(blocker) ?? 0) < lethalDamage(game, blocker)) throw new RuleViolation(keywordsCitations.cite(game.rules, "trample"), { reason: "lethalBeforePlayer", blocker: game.ref(blocker) });
  if (game.rules.behaviours.damageAssignmentOrder) {
    blockers.forEach((blocker, i) => {
      const later = blockers.slice(i + 1).some((b) => (assigned.get(b) ?? 0) > 0);
      if (later && (assigned.get(blocker) ?? 0) < lethalDamage(game, blocker))
        throw new RuleViolation(rule, { reason: "lethalFirst", blocker: game.ref(blocker) });
    });
  }
  return assigned;
}

/** Lethal damage for a blocker: its toughness less the damage already marked on it (510.1c / 310.2c). */
function lethalDamage(game: Kernel, blocker: ObjectId): number {
  return Math.max(0, (game.characteristics(blocker).toughness ?? 0) - object(game.state, blocker).damage);
}

export function endCombat(game: Kernel): void {
  delete game.state.areas.combat;
}

/** 310.1 (2007): all combat damage assignments go on the stack as one object, controlled by the active player. */
function putCombatDamageOnStack(game: Kernel, assignments: CombatDamageAssignment[]): void {
  game.putOnStack("combat-damage", game.state.turn.active, { targets: [], combatDamage: assignments });
  game.say({ action: "combatDamageOnStack", rule: cite(game.rules, "damageOnStack") });
}

export const area: RuleArea = {
  name: "combat (506–511 / 306–311)",
  citations,
  stepAfter: (game, step) => (step === "combat-damage" && secondCombatDamageStepComes(game) ? "combat-damage" : null),
  beginStep(game, step, decisions) {
    // 510.2 / 310.2: combat damage is dealt as the combat damage step begins; combat ends with its phase (511.3 / 311.3).
    if (step === "combat-damage") combatDamage(game, decisions);
    if (step === "main2") endCombat(game);
  },
  // 310.4: the combat damage object is dealt all at once, as originally assigned.
  resolvers: { "combat-damage": (game, o) => dealCombatDamage(game, o.stack!.combatDamage ?? []) },
};
