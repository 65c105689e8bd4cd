// Special actions (115 in 2011; 408.1i and 408.2d–k in 2007): actions a player takes while he or she has
// priority that don't use the stack, so nobody can respond to them. Each has its own timing (115.2a–f); the
// player receives priority again afterward (115.3), which is when state-based actions are checked and waiting
// triggered abilities go on the stack (116.5).
import { requireNamed } from "./arguments.ts";
import { RuleViolation } from "./errors.ts";
import { faceUpValues, turnFaceUpBy } from "./face-down.ts";
import { citations as keywordsCitations, keywordAbilities } from "./keywords.ts";
import { payMana } from "./mana-payment.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { dieRollTriggers, facePlane, rollDie } from "./planar.ts";
import { ignoreUntilEndOfTurn, restrictions } from "./restrictions.ts";
import type { ObjectId, PlayerId } from "./state.ts";
import { suspendOf } from "./suspend.ts";
import type { Localized } from "./cards.ts";
import type { DieFace, ObjectRef } from "./narration.ts";
import { citationTable, M10, NoRuleSetError } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/special-actions.ts", {
  saDefinition: [["2003-07-01", "408.1i"], ["2009-07-08", "114.1", M10], ["2010-07-16", "115.1"], ["2019-07-12", "116.1"]],
  playLand: [["1999-04-23", "408.2d"], ["2009-07-08", "114.2a"], ["2010-07-16", "115.2a"], ["2019-07-12", "116.2a"]],
  landsPerTurn: [["1999-04-23", "214.9b"], ["2003-07-01", "212.6b"], ["2007-10-01", "212.6c", "Lorwyn split 212.6: the one land a turn is 212.6c"], ["2009-07-08", "305.2"]],
  turnFaceUp: [["2001-07-23", "408.2h"], ["2009-07-08", "114.2b"], ["2010-07-16", "115.2b"], ["2019-07-12", "116.2b"]],
  endEffect: [["2003-07-01", "408.2i"], ["2009-07-08", "114.2c"], ["2010-07-16", "115.2c"], ["2019-07-12", "116.2c"]],
  ignoreEffect: [["2003-07-01", "408.2j"], ["2009-07-08", "114.2d"], ["2010-07-16", "115.2d"], ["2019-07-12", "116.2d"]],
  suspend: [["1999-04-23", null], ["2006-10-01", "408.2k"], ["2009-07-08", "114.2e"], ["2010-07-16", "115.2e"], ["2017-04-28", "115.2f"], ["2019-07-12", "116.2f"]],
  suspendTiming: [["1999-04-23", null], ["2006-10-01", "502.59a"], ["2009-07-08", "114.2e", M10], ["2010-07-16", "115.2e"], ["2017-04-28", "115.2f"], ["2019-07-12", "116.2f"]],
  planarDie: [["1999-04-23", null], ["2009-09-04", "114.2f"], ["2010-07-16", "115.2f"], ["2017-04-28", "115.2g"], ["2019-07-12", "116.2g"], ["2020-06-01", "116.2h"], ["2021-02-05", "116.2i"]],
  planarDieVariant: [["1999-04-23", null], ["2009-09-04", "901.8"], ["2012-06-01", "901.9"]],
});

/** What the special actions narrate (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    playsLand: { player: PlayerRef; card: ObjectRef; rule: string };
    suspends: { player: PlayerRef; card: ObjectRef; rule: string; zone: Localized };
    stopsDelayedTrigger: { player: PlayerRef; cost: string; source: ObjectRef; rule: string };
    ignoresEffect: { player: PlayerRef; source: ObjectRef; rule: string };
    rollsPlanarDie: { player: PlayerRef; rule: string; cost: number; face: DieFace };
  }
}

const { cite, citeIfAny } = citations;

/**
 * The rule of a special action in the release in force. A release without it has no such action: the caller asked
 * for something these rules don't have (a usage error naming the action, with what the rules lack as data so that
 * each language can word it), not for an action a rule refuses.
 */
function ruleOfAction(game: Kernel, action: string, key: keyof typeof citations.table): string {
  const rule = citeIfAny(game.rules, key);
  if (rule === null) throw new NoRuleSetError(`${action}: the rules of ${game.rules.version} have no such action.`, `rule the engine cites for ${key}`, { citation: key });
  return rule;
}

/**
 * Takes a special action: only with priority (115.1); the player receives priority afterward (115.3), once abilities
 * that triggered meanwhile are on the stack (their targets among `decisions`).
 */
function specialAction<T>(game: Kernel, playerId: PlayerId, rule: string, act: () => T, decisions: Decisions = {}): T {
  return game.attempt(() => {
    game.requirePriority(playerId, rule);
    const result = act();
    game.givePriority(playerId, decisions);
    return result;
  });
}

/** A special action taken with a card from its player's hand (a land, a card with suspend); returns the card's name. */
function requireInOwnHand(game: Kernel, playerId: PlayerId, cardId: ObjectId, rule: string): ObjectRef {
  const card = game.objectNamed(cardId, rule);
  const name = game.ref(cardId);
  if (card.zone !== "hand" || card.owner !== playerId) throw new RuleViolation(rule, { reason: "notInHand", card: name, player: game.playerRef(playerId) });
  return name;
}

function takenThisTurn(game: Kernel, playerId: PlayerId, kind: "play-land" | "roll-planar-die"): number {
  return game.state.turn.specialActionsTaken.filter((a) => a.player === playerId && a.kind === kind).length;
}

/**
 * 115.2a / 408.2d: playing a land puts it onto the battlefield from its player's hand, with priority and an empty
 * stack during a main phase of his or her turn, if he or she hasn't played a land this turn (305.2 / 212.6c).
 */
export function playLand(game: Kernel, playerId: PlayerId, cardId: ObjectId): ObjectId {
  requireNamed(game.state, { action: "playLand", players: [playerId], chosen: [cardId] });
  return specialAction(game, playerId, cite(game.rules, "playLand"), () => {
    const name = requireInOwnHand(game, playerId, cardId, cite(game.rules, "playLand"));
    if (!game.characteristics(cardId).types.includes("land")) throw new RuleViolation(cite(game.rules, "playLand"), { reason: "notALand", card: name });
    game.requireSorceryTiming(playerId, cite(game.rules, "playLand"));
    if (takenThisTurn(game, playerId, "play-land") > 0)
      throw new RuleViolation(cite(game.rules, "landsPerTurn"), { reason: "landAlreadyPlayed", player: game.playerRef(playerId) });
    game.state.turn.specialActionsTaken.push({ player: playerId, kind: "play-land" });
    game.say({ action: "playsLand", player: game.playerRef(playerId), card: game.ref(cardId), rule: cite(game.rules, "playLand") });
    return game.moveTo(cardId, "battlefield");
  });
}

/**
 * 115.2b / 408.2h, 702.34d / 502.26d: the controller of a face-down permanent turns it face up any time he or she
 * has priority, by paying the morph cost it would have face up; it doesn't enter the battlefield again.
 */
export function turnFaceUp(game: Kernel, playerId: PlayerId, id: ObjectId, decisions: Decisions = {}): void {
  requireNamed(game.state, { action: "turnFaceUp", players: [playerId], chosen: [id], decisions });
  // Before morph (2003-03-15) the rules still let a face-down permanent be turned face up (408.2h from 2001-07-23),
  // though none has a morph cost to pay; before 2001-07-23 there are no face-down permanents.
  const morphRule = keywordsCitations.citeIfAny(game.rules, "morph") ?? ruleOfAction(game, "turnFaceUp", "turnFaceUp");
  const o = game.objectNamed(id, morphRule);
  if (!o.status.faceDown) throw new RuleViolation(morphRule, { reason: "notFaceDown", object: game.ref(id) });
  if (game.characteristics(id).controller !== playerId) throw new RuleViolation(morphRule, { reason: "onlyControllerTurnsFaceUp" });
  specialAction(game, playerId, cite(game.rules, "turnFaceUp"), () => {
    const [morph] = keywordAbilities(game.rules, faceUpValues(game, o).abilities, "morph");
    if (!morph) throw new RuleViolation(morphRule, { reason: "noMorphCost" });
    payMana(game, playerId, morph.def.cost ?? "{0}", 0, morphRule);
    turnFaceUpBy(game, o);
  }, decisions);
}

/**
 * 115.2e / 408.2k: a player exiles ("removes from the game", 2007) a card with suspend from his or her hand, paying
 * its suspend cost; it gets its N time counters (702.59a / 502.59a). Only if he or she could begin to cast that card:
 * an instant any time he or she has priority, any other card only when he or she could cast a sorcery.
 */
export function suspend(game: Kernel, playerId: PlayerId, cardId: ObjectId): ObjectId {
  requireNamed(game.state, { action: "suspend", players: [playerId], chosen: [cardId] });
  const [rule, timing] = [citeIfAny(game.rules, "suspend"), citeIfAny(game.rules, "suspendTiming")];
  // Before Time Spiral (2006-10-01) there is no suspend: the special actions there are (408.1i) don't include it.
  if (!rule || !timing) throw new RuleViolation(ruleOfAction(game, "suspend", "saDefinition"), { reason: "noSuspendAction" });
  const rules = { suspend: rule, suspendTiming: timing };
  return specialAction(game, playerId, rules.suspend, () => {
    const name = requireInOwnHand(game, playerId, cardId, rules.suspend);
    const keyword = suspendOf(game, cardId);
    if (!keyword) throw new RuleViolation(rules.suspend, { reason: "noSuspend", card: name });
    const types = game.characteristics(cardId).types;
    if (types.includes("land")) throw new RuleViolation(rules.suspendTiming, { reason: "landCantBeCast", card: name });
    if (!types.includes("instant")) game.requireSorceryTiming(playerId, rules.suspendTiming);
    payMana(game, playerId, keyword.cost, 0, rules.suspend);
    const exile = game.rules.zoneNames.exile;
    game.say({ action: "suspends", player: game.playerRef(playerId), card: game.ref(cardId), rule: rules.suspend, zone: exile });
    const exiled = game.moveTo(cardId, "exile");
    game.putCounters(exiled, "time", keyword.timeCounters);
    return exiled;
  });
}

/**
 * 115.2c / 408.2i: an effect lets a player take an action later to stop a delayed triggered ability from
 * triggering ("… unless he or she pays {U} before that step"): only the player it names, while it still waits.
 */
export function stopDelayedTrigger(game: Kernel, playerId: PlayerId, delayedId: string): void {
  requireNamed(game.state, { action: "stopDelayedTrigger", players: [playerId] });
  const rule = ruleOfAction(game, "stopDelayedTrigger", "endEffect");
  const delayed = game.state.delayed.find((d) => d.id === delayedId);
  if (!delayed) throw new RuleViolation(rule, { reason: "delayedNotWaiting" });
  if (!delayed.stoppableBy?.players.includes(playerId))
    throw new RuleViolation(rule, { reason: "mayNotStopDelayed", player: game.playerRef(playerId) });
  const { cost } = delayed.stoppableBy;
  specialAction(game, playerId, rule, () => {
    payMana(game, playerId, cost, 0, rule);
    game.state.delayed = game.state.delayed.filter((d) => d !== delayed);
    game.say({ action: "stopsDelayedTrigger", player: game.playerRef(playerId), cost, source: game.ref(delayed.source), rule });
  });
}

/**
 * 115.2d / 408.2j: a static ability lets a player take an action to ignore its effect for a duration ("That
 * creature's controller may sacrifice a permanent for that player to ignore this effect until end of turn").
 */
export function ignoreRestriction(game: Kernel, playerId: PlayerId, sourceId: ObjectId, decisions: Decisions = {}): void {
  requireNamed(game.state, { action: "ignoreRestriction", players: [playerId], chosen: [sourceId] });
  const rule = ruleOfAction(game, "ignoreRestriction", "ignoreEffect");
  const r = restrictions(game).find((x) => x.source === sourceId && x.def.ignorable);
  if (!r) throw new RuleViolation(rule, { reason: "nothingToIgnore", source: game.ref(sourceId) });
  if (game.characteristics(r.affected).controller !== playerId)
    throw new RuleViolation(rule, { reason: "onlyControllerIgnores", object: game.ref(r.affected) });
  specialAction(game, playerId, rule, () => {
    game.payCost(playerId, sourceId, r.def.ignorable!.cost, 0, decisions, { targets: [] }, rule);
    ignoreUntilEndOfTurn(game, r, playerId);
    game.say({ action: "ignoresEffect", player: game.playerRef(playerId), source: game.ref(sourceId), rule });
  });
}

/**
 * 115.2f / 901.8: in a Planar Magic game, a player rolls the planar die any time he or she has priority and the stack
 * is empty during a main phase of his or her turn, paying as much mana as the number of times he or she has already
 * taken this action this turn. Not a special action of the 2007 rules, which list theirs in 408.1i.
 */
export function rollPlanarDie(game: Kernel, playerId: PlayerId, decisions: Decisions = {}): DieFace {
  requireNamed(game.state, { action: "rollPlanarDie", players: [playerId] });
  if (!game.rules.behaviours.planarDie) throw new RuleViolation(ruleOfAction(game, "rollPlanarDie", "saDefinition"), { reason: "noPlanarDieAction" });
  const [rule, variant] = [cite(game.rules, "planarDie"), cite(game.rules, "planarDieVariant")];
  const plane = facePlane(game);
  if (!plane) throw new RuleViolation(variant, { reason: "planarDieOnlyInPlanar" });
  return specialAction(
    game,
    playerId,
    rule,
    () => {
      game.requireSorceryTiming(playerId, rule);
      const cost = takenThisTurn(game, playerId, "roll-planar-die");
      payMana(game, playerId, `{${cost}}`, 0, rule);
      game.state.turn.specialActionsTaken.push({ player: playerId, kind: "roll-planar-die" });
      const face = rollDie(game);
      game.say({ action: "rollsPlanarDie", player: game.playerRef(playerId), rule, cost, face });
      game.state.pendingTriggers.push(...dieRollTriggers(game, plane, face));
      return face;
    },
    decisions,
  );
}
