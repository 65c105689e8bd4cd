// Casting spells and activating abilities (601, 602 / 409): priority and timing (an instant, flash, "any time he or
// she could cast a sorcery"), announcing modes and X, choosing targets, paying the costs, and what triggers as the
// spell or ability is put on the stack. Mana abilities resolve at once (605.3a).
import type { AbilityDef } from "./cards.ts";
import { AREAS } from "./areas.ts";
import { payCost } from "./costs.ts";
import { RuleViolation } from "./errors.ts";
import { faceDownCost } from "./face-down.ts";
import type { CastOptions, Decisions, Kernel, SpellDef } from "./kernel.ts";
import { keywordAbilities } from "./keywords.ts";
import { payMana } from "./mana-payment.ts";
import { givePriority, requirePriority, resolveAbility } from "./stack.ts";
import { object, player, setBase, type ObjectId, type PlayerId, type StackInfo } from "./state.ts";
import { chooseTargets, spellParts } from "./targets.ts";
import { triggerBecomesTarget, triggerCasts } from "./triggers.ts";
import { isActivePlayer } from "./turn-order.ts";
import { abilityKey } from "./values.ts";

/**
 * 601 / 409: casts a spell from its player's hand, with priority and at the time its card type allows; or, `byEffect`,
 * as an effect instructs while it resolves ("cast it without paying its mana cost"), from where the card is.
 */
export function castSpell(k: Kernel, playerId: PlayerId, cardId: ObjectId, decisions: Decisions, options: CastOptions): ObjectId {
  const byEffect = options.byEffect;
  if (!byEffect) requirePriority(k, playerId, k.rules.cite.castPriority);
  const card = k.objectNamed(cardId, k.rules.cite.castFromHand);
  if (!byEffect && (card.zone !== "hand" || card.owner !== playerId)) throw new RuleViolation(k.rules.cite.castFromHand, { reason: "notInHand", card: k.ref(cardId), player: k.playerRef(playerId) });
  const printed = k.characteristics(cardId);
  // 505.2 / 708.2a: a split card is cast as the half its player chooses; only that half exists on the stack.
  const half = AREAS.map((a) => a.castAs?.(k, card, printed, decisions) ?? null).find((v) => v !== null) ?? null;
  const c = half ? { ...half, controller: printed.controller } : printed;
  if (c.types.includes("land")) throw new RuleViolation(k.rules.cite.landNotCast, { reason: "landNotCast" });
  const morphCost = options.faceDown ? faceDownCost(k, c) : null;
  // 301.1–307.1 / 212.2a–212.9a: only an instant may be cast any time its player has priority.
  // 702.8a / 502.57a: flash lets it be cast any time its player could cast an instant.
  const flash = keywordAbilities(k.rules, c.abilities, "flash").length > 0;
  if (!byEffect && !c.types.includes("instant") && !flash) requireSorceryTiming(k, playerId, castingTimingRule(k, c.types));
  const spell = (c.abilities.find((a) => "spell" in a.def)?.def as Extract<AbilityDef, { spell: unknown }> | undefined)?.spell;
  const mode = announcedMode(spell, decisions.mode, k.rules.modeAndXAnnounced);
  const x = announcedX(k, decisions.x);
  const targetDefs = spellParts(c.abilities, mode).flatMap((part) => part.targets);
  const info: StackInfo = { mode, x, targets: chooseTargets(k, targetDefs, decisions.targets ?? [], playerId, cardId, () => k.rules.targetsAnnounced, x) };
  const stackId = k.moveTo(cardId, "stack", { controller: playerId, faceDown: options.faceDown });
  const onStack = object(k.state, stackId);
  onStack.stack = info;
  if (half) setBase(k.state, onStack, half);
  if (!byEffect?.withoutPayingManaCost) info.manaSpent = payMana(k, playerId, morphCost ?? c.manaCost ?? "{0}", info.x ?? 0, k.rules.cite.payManaCost);
  if (spell?.additionalCost?.sacrifice) payCost(k, playerId, stackId, { sacrifice: spell.additionalCost.sacrifice }, 0, decisions, info, k.rules.cite.payAdditionalCost);
  if (spell?.additionalCost?.discard) payCost(k, playerId, stackId, { discard: spell.additionalCost.discard }, 0, decisions, info, k.rules.cite.payAdditionalCost);
  k.say({ action: "casts", player: k.playerRef(playerId), spell: k.ref(stackId), choices: k.stackChoices(info) });
  k.state.turn.spellsCast.push(playerId);
  triggerBecomesTarget(k, info.targets);
  triggerCasts(k, stackId, playerId, info.targets);
  // A spell cast while another resolves: nobody gets priority until that resolution ends (608.2).
  if (!byEffect) givePriority(k, playerId, decisions);
  return stackId;
}

/** The mode announced for a modal spell (601.2b / 409.1b): one it has; a spell that isn't modal has none. */
export function announcedMode(spell: SpellDef | undefined, mode: number | undefined, rule: string): number | undefined {
  const modes = spell?.modes;
  if (!modes) return undefined;
  if (mode === undefined) throw new RuleViolation(rule, { reason: "modeRequired" });
  if (!Number.isInteger(mode) || mode < 0 || mode >= modes.length)
    throw new RuleViolation(rule, { reason: "noSuchMode", modes: modes.length, mode: Number(mode) + 1 });
  return mode;
}

/** The value of X announced (601.2b / 409.1b): a whole number, never negative (107.1b / 104.1b). */
export function announcedX(k: Kernel, x: number | undefined): number | undefined {
  if (x === undefined) return undefined;
  if (!Number.isInteger(x)) throw new RuleViolation(k.rules.modeAndXAnnounced, { reason: "xNotWhole", x });
  if (x < 0) throw new RuleViolation(k.rules.noNegativeNumbers, { reason: "xNegative", x });
  return x;
}

/** The rule that says when a spell with these card types may be cast (a tribal follows its other type, 308.1). */
function castingTimingRule(k: Kernel, types: string[]): string {
  const timing = k.rules.castingTiming;
  // An instant never gets here (it may be cast any time its player has priority).
  return types.map((t) => timing[t as keyof typeof timing]).find((rule) => rule !== undefined) ?? timing.sorcery!;
}

/** "Any time he or she could cast a sorcery": priority, a main phase of his or her turn, an empty stack. */
export function requireSorceryTiming(k: Kernel, playerId: PlayerId, rule: string): void {
  const t = k.state.turn;
  const why = !isActivePlayer(k.state, playerId) ? "not-their-turn"
    : t.step !== "main1" && t.step !== "main2" ? "not-main-phase"
    : k.state.zones.get("stack")!.length > 0 ? "stack-not-empty"
    : null;
  if (why) throw new RuleViolation(rule, { reason: "sorceryTiming", player: k.playerRef(playerId), why });
}

/** 602: activates an ability; mana abilities resolve at once (605.3a). */
export function activateAbility(k: Kernel, playerId: PlayerId, sourceId: ObjectId, abilityId: string, decisions: Decisions): ObjectId | null {
  const source = k.objectNamed(sourceId, k.rules.cite.activatedAbility);
  const c = k.characteristics(sourceId);
  const ability = c.abilities.find((a) => a.def.id === abilityId && "activated" in a.def);
  if (!ability) throw new RuleViolation(k.rules.cite.activatedAbility, { reason: "noSuchAbility", object: k.ref(sourceId), ability: abilityId });
  // The abilities of a permanent function only on the battlefield (the card language has no other zone for them).
  if (source.zone !== "battlefield") throw new RuleViolation(k.rules.cite.activatedAbility, { reason: "abilitiesOnlyOnBattlefield", object: k.ref(sourceId) });
  if (c.controller !== playerId) throw new RuleViolation(k.rules.cite.activateController, { reason: "onlyControllerActivates" });
  const refusal = k.activationRefusal(sourceId);
  if (refusal) throw refusal;
  const def = (ability.def as Extract<AbilityDef, { activated: unknown }>).activated;
  if (!def.mana) requirePriority(k, playerId, k.rules.cite.activateController);
  if (def.asSorcery) requireSorceryTiming(k, playerId, k.rules.cite.activateAsSorcery);
  const key = abilityKey(ability);
  if (def.oncePerTurn && source.activatedThisTurn.includes(key)) throw new RuleViolation(k.rules.cite.oncePerTurn, { reason: "oncePerTurn" });
  const x = announcedX(k, decisions.x);
  const info: StackInfo = { ability, source: sourceId, x, targets: chooseTargets(k, def.targets ?? [], decisions.targets ?? [], playerId, sourceId, () => k.rules.cite.activateCost, x) };
  payCost(k, playerId, sourceId, def.cost, info.x ?? 0, decisions, info, k.rules.cite.activateCost);
  source.activatedThisTurn.push(key);
  if (def.mana) {
    resolveAbility(k, playerId, sourceId, ability, info, decisions);
    k.say({ action: "activatesManaAbility", player: k.playerRef(playerId), source: k.ref(sourceId), pool: { ...player(k.state, playerId).manaPool } });
    return null;
  }
  const stackObject = k.putOnStack("ability", playerId, { ...info, ability, source: sourceId });
  k.say({ action: "activates", player: k.playerRef(playerId), source: k.ref(sourceId), choices: k.stackChoices(info) });
  triggerBecomesTarget(k, info.targets);
  givePriority(k, playerId, decisions);
  return stackObject;
}
