// Special actions (115 in 2011; 408.1i and 408.2d–k in 2007): actions a player takes while he or she has
// priority that don't use the stack, so nobody can respond to them. Each has its own timing (115.2a–f); the
// player receives priority again afterward (115.3), which is when state-based actions are checked and waiting
// triggered abilities go on the stack (116.5).
import type { Lang } from "./describe.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Game } from "./game.ts";
import { dieRollTriggers, facePlane, rollDie, type DieFace } from "./planar.ts";
import { ignoreUntilEndOfTurn, restrictions } from "./restrictions.ts";
import { touch, type ObjectId, type PlayerId } from "./state.ts";
import { suspendOf } from "./suspend.ts";

/**
 * Takes a special action: only with priority (115.1); the player receives priority afterward (115.3), once abilities
 * that triggered meanwhile are on the stack (their targets among `decisions`).
 */
function specialAction<T>(game: Game, playerId: PlayerId, rule: string, act: () => T, decisions: Decisions = {}): T {
  return game.attempt(() => {
    game.requirePriority(playerId, rule);
    const result = act();
    game.givePriority(playerId, decisions);
    return result;
  });
}

/** A special action taken with a card from its player's hand (a land, a card with suspend); returns the card's name. */
function requireInOwnHand(game: Game, playerId: PlayerId, cardId: ObjectId, rule: string): string {
  const card = game.objectNamed(cardId, rule);
  const name = game.nameOf(cardId, "en");
  if (card.zone !== "hand" || card.owner !== playerId) throw new RuleViolation(rule, `${name} is not in ${game.playerName(playerId)}'s hand.`);
  return name;
}

function takenThisTurn(game: Game, playerId: PlayerId, kind: "play-land" | "roll-planar-die"): number {
  return game.state.turn.specialActionsTaken.filter((a) => a.player === playerId && a.kind === kind).length;
}

/**
 * 115.2a / 408.2d: playing a land puts it onto the battlefield from its player's hand, with priority and an empty
 * stack during a main phase of his or her turn, if he or she hasn't played a land this turn (305.2 / 212.6c).
 */
export function playLand(game: Game, playerId: PlayerId, cardId: ObjectId): ObjectId {
  const rules = game.rules.specialActions;
  return specialAction(game, playerId, rules.playLand, () => {
    const name = requireInOwnHand(game, playerId, cardId, rules.playLand);
    if (!game.characteristics(cardId).types.includes("land")) throw new RuleViolation(rules.playLand, `${name} is not a land card: it is cast, not played as a land.`);
    game.requireSorceryTiming(playerId, rules.playLand);
    if (takenThisTurn(game, playerId, "play-land") > 0)
      throw new RuleViolation(rules.landsPerTurn, `${game.playerName(playerId)} has already played a land this turn: a player can normally play only one land each turn.`);
    game.state.turn.specialActionsTaken.push({ player: playerId, kind: "play-land" });
    game.say({ action: "playsLand", player: game.playerRef(playerId), card: game.ref(cardId), rule: rules.playLand });
    return game.moveTo(cardId, "battlefield", { controller: playerId });
  });
}

/**
 * 115.2b / 408.2h, 702.34d / 502.26d: the controller of a face-down permanent turns it face up any time he or she
 * has priority, by paying the morph cost it would have face up; it doesn't enter the battlefield again.
 */
export function turnFaceUp(game: Game, playerId: PlayerId, id: ObjectId): void {
  const morphRule = game.rules.cite.morph;
  const o = game.objectNamed(id, morphRule);
  if (!o.status.faceDown) throw new RuleViolation(morphRule, `${game.nameOf(id, "en")} is not face down, so it can't be turned face up.`);
  if (game.characteristics(id).controller !== playerId) throw new RuleViolation(morphRule, "Only its controller can turn a permanent face up.");
  specialAction(game, playerId, game.rules.specialActions.turnFaceUp, () => {
    const morph = game.faceUpValues(o).abilities.find((a) => "keyword" in a.def && a.def.keyword === "morph");
    if (!morph) throw new RuleViolation(morphRule, "Its face-up characteristics have no morph cost, so it can't be turned face up this way.");
    game.payMana(playerId, (morph.def as { cost?: string }).cost ?? "{0}", 0, morphRule);
    game.turnFaceUpBy(o);
  });
}

/**
 * 115.2e / 408.2k: a player exiles ("removes from the game", 2007) a card with suspend from his or her hand, paying
 * its suspend cost; it gets its N time counters (702.59a / 502.59a). Only if he or she could begin to cast that card:
 * an instant any time he or she has priority, any other card only when he or she could cast a sorcery.
 */
export function suspend(game: Game, playerId: PlayerId, cardId: ObjectId): ObjectId {
  const rules = game.rules.specialActions;
  return specialAction(game, playerId, rules.suspend, () => {
    const name = requireInOwnHand(game, playerId, cardId, rules.suspend);
    const keyword = suspendOf(game, cardId);
    if (!keyword) throw new RuleViolation(rules.suspend, `${name} doesn't have suspend.`);
    const types = game.characteristics(cardId).types;
    if (types.includes("land")) throw new RuleViolation(rules.suspendTiming, `${name} is a land: it can't be cast.`);
    if (!types.includes("instant")) game.requireSorceryTiming(playerId, rules.suspendTiming);
    game.payMana(playerId, keyword.cost, 0, rules.suspend);
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
export function stopDelayedTrigger(game: Game, playerId: PlayerId, delayedId: string): void {
  const rule = game.rules.specialActions.endEffect;
  const delayed = game.state.delayed.find((d) => d.id === delayedId);
  if (!delayed) throw new RuleViolation(rule, "That delayed triggered ability is no longer waiting to trigger: it can't be stopped now.");
  if (!delayed.stoppableBy?.players.includes(playerId))
    throw new RuleViolation(rule, `The effect doesn't allow ${game.playerName(playerId)} to stop that delayed triggered ability.`);
  const { cost } = delayed.stoppableBy;
  specialAction(game, playerId, rule, () => {
    game.payMana(playerId, cost, 0, rule);
    game.state.delayed = game.state.delayed.filter((d) => d !== delayed);
    touch(game.state);
    game.say({ action: "stopsDelayedTrigger", player: game.playerRef(playerId), cost, source: game.ref(delayed.source), rule });
  });
}

/**
 * 115.2d / 408.2j: a static ability lets a player take an action to ignore its effect for a duration ("That
 * creature's controller may sacrifice a permanent for that player to ignore this effect until end of turn").
 */
export function ignoreRestriction(game: Game, playerId: PlayerId, sourceId: ObjectId, decisions: Decisions = {}): void {
  const rule = game.rules.specialActions.ignoreEffect;
  const r = restrictions(game).find((x) => x.source === sourceId && x.def.ignorable);
  if (!r) throw new RuleViolation(rule, `No effect of ${game.nameOf(sourceId, "en")} can be ignored this way.`);
  if (game.characteristics(r.affected).controller !== playerId)
    throw new RuleViolation(rule, `Only the controller of ${game.nameOf(r.affected, "en")} may ignore this effect.`);
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
export function rollPlanarDie(game: Game, playerId: PlayerId, decisions: Decisions = {}): DieFace {
  const rules = game.rules.specialActions;
  if (!rules.planarDie) throw new RuleViolation(rules.definition, "Rolling a planar die is not one of the special actions of these rules.");
  const { rule, variant } = rules.planarDie;
  if (!facePlane(game)) throw new RuleViolation(variant, "There is a planar die only in a Planar Magic game.");
  return specialAction(
    game,
    playerId,
    rule,
    () => {
      game.requireSorceryTiming(playerId, rule);
      const cost = takenThisTurn(game, playerId, "roll-planar-die");
      if (cost > 0) game.payMana(playerId, `{${cost}}`, 0, rule);
      game.state.turn.specialActionsTaken.push({ player: playerId, kind: "roll-planar-die" });
      const face = rollDie(game);
      touch(game.state);
      game.say({ action: "rollsPlanarDie", player: game.playerRef(playerId), rule, cost, face });
      game.state.pendingTriggers.push(...dieRollTriggers(game, playerId, face));
      return face;
    },
    decisions,
  );
}
