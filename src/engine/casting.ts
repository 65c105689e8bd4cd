// Casting spells and activating abilities (601, 602 / 409): priority and timing (an instant, flash, "any time he or
// she could cast a sorcery"), announcing modes and X, choosing targets, paying the costs, and what triggers as the
// spell or ability is put on the stack. Mana abilities resolve at once (605.3a).
import type { AbilityDef } from "./cards.ts";
import { AREAS } from "./areas.ts";
import { citations as costsCitations, payCost } from "./costs.ts";
import { RuleViolation } from "./errors.ts";
import { faceDownCost } from "./face-down.ts";
import type { CastOptions, Decisions, Kernel, SpellDef } from "./kernel.ts";
import { keywordAbilities } from "./keywords.ts";
import { requireManaAbilityTiming } from "./mana-abilities.ts";
import { payMana } from "./mana-payment.ts";
import { requirePayableManaCost } from "./unpayable-costs.ts";
import { givePriority, requirePriority, resolveAbility } from "./stack.ts";
import { object, player, setBase, type ObjectId, type PlayerId, type StackInfo } from "./state.ts";
import { chooseTargets, spellParts } from "./targets.ts";
import { triggerBecomesTarget, triggerCasts } from "./triggers.ts";
import { isActivePlayer } from "./turn-order.ts";
import { abilityKey } from "./values.ts";
import { citationTable, EIGHTH, NEW_RULE } from "./citations.ts";
import { citations as zoneChangesCitations } from "./zone-changes.ts";

/** Before 8th Edition, 408.1d gave one timing to every spell but an instant; then each card type got its own rule. */
const TIMING = "8th Edition gave each card type its timing rule (408.1d said it for every spell but an instant)";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/casting.ts", {
  castArtifact: [["1999-04-23", "408.1d"], ["2003-07-01", "212.2a", TIMING], ["2009-07-08", "301.1"]],
  castCreature: [["1999-04-23", "408.1d"], ["2003-07-01", "212.3a", TIMING], ["2009-07-08", "302.1"]],
  castEnchantment: [["1999-04-23", "408.1d"], ["2003-07-01", "212.4a", TIMING], ["2009-07-08", "303.1"]],
  castInstant: [["1999-04-23", null], ["2003-07-01", "212.5a"], ["2009-07-08", "304.1"]],
  castPlaneswalker: [["1999-04-23", null], ["2007-10-01", "212.9a"], ["2009-07-08", "306.1"]],
  castSorcery: [["1999-04-23", "408.1d"], ["2003-07-01", "212.7a", TIMING], ["2009-07-08", "307.1"]],
  targetsAnnounced: [["1999-04-23", "409.1c"], ["2003-07-01", "409.1c", EIGHTH], ["2009-05-01", "409.1d"], ["2009-07-08", "601.2c"]],
  modeAndXAnnounced: [["1999-04-23", "409.1b"], ["2009-07-08", "601.2b"]],
  castPriority: [["1999-04-23", "409.1"], ["2009-07-08", "601.2"]],
  castFromHand: [["1999-04-23", "409.1a"], ["2009-07-08", "601.2a", NEW_RULE]],
  landNotCast: [["1999-04-23", "214.9a"], ["2003-07-01", "212.6a"], ["2009-07-08", "305.1"]],
  modeChoice: [["1999-04-23", "409.1b"], ["2009-07-08", "700.2a", NEW_RULE]],
  // Until 8th Edition one step, 409.1f, determines the total cost and pays it ("pays all costs in any order").
  payManaCost: [["1999-04-23", "409.1f"], ["2003-07-01", "409.1h", EIGHTH], ["2009-07-08", "601.2g"], ["2015-07-17", "601.2h"]],
  payAdditionalCost: [["1999-04-23", "409.1f"], ["2003-07-01", "409.1g", EIGHTH], ["2009-07-08", "601.2f"], ["2015-07-17", "601.2g"]],
  // 2010-07-16: 602.1 keeps what an activated ability is; its sentence on the activation cost became 602.1a.
  activatedAbility: [["1999-04-23", "403.1"], ["2009-07-08", "602.1", NEW_RULE], ["2010-07-16", "602.1", "602.1 still defines activated abilities"]],
  activateController: [["1999-04-23", "403.2"], ["2009-07-08", "602.2", NEW_RULE]],
  activateAsSorcery: [["1999-04-23", "409.2"], ["2003-07-01", "403.5"], ["2009-07-08", "602.5d"]],
  oncePerTurn: [["1999-04-23", "403.3"], ["2008-10-01", "403.4"], ["2009-07-08", "602.5b"]],
});

type CitationKey = keyof typeof citations.table;

/**
 * 601 / 409: casts a spell from its player's hand, with priority and at the time its card type allows; or, `byEffect`,
 * as an effect instructs while it resolves ("cast it without paying its mana cost"), from where the card is.
 */
export function castSpell(k: Kernel, playerId: PlayerId, cardId: ObjectId, decisions: Decisions, options: CastOptions): ObjectId {
  const byEffect = options.byEffect;
  if (!byEffect) requirePriority(k, playerId, citations.cite(k.rules, "castPriority"));
  const card = k.objectNamed(cardId, citations.cite(k.rules, "castFromHand"));
  if (!byEffect && (card.zone !== "hand" || card.owner !== playerId)) throw new RuleViolation(citations.cite(k.rules, "castFromHand"), { reason: "notInHand", card: k.ref(cardId), player: k.playerRef(playerId) });
  const printed = k.characteristics(cardId);
  // 505.2 / 708.2a: a split card is cast as the half its player chooses; only that half exists on the stack.
  const half = AREAS.map((a) => a.castAs?.(k, card, printed, decisions) ?? null).find((v) => v !== null) ?? null;
  const c = half ? { ...half, controller: printed.controller } : printed;
  if (c.types.includes("land")) throw new RuleViolation(citations.cite(k.rules, "landNotCast"), { reason: "landNotCast" });
  const morphCost = options.faceDown ? faceDownCost(k, c) : null;
  // 301.1–307.1 / 212.2a–212.9a: only an instant may be cast any time its player has priority.
  // 702.8a / 502.57a: flash lets it be cast any time its player could cast an instant.
  const flash = keywordAbilities(k.rules, c.abilities, "flash").length > 0;
  if (!byEffect && !c.types.includes("instant") && !flash) requireSorceryTiming(k, playerId, castingTimingRule(k, c.types));
  const spell = (c.abilities.find((a) => "spell" in a.def)?.def as Extract<AbilityDef, { spell: unknown }> | undefined)?.spell;
  const mode = announcedMode(spell, decisions.mode, citations.cite(k.rules, "modeAndXAnnounced"));
  const x = announcedX(k, decisions.x);
  const targetDefs = spellParts(c.abilities, mode).flatMap((part) => part.targets);
  const info: StackInfo = { mode, x, targets: chooseTargets(k, targetDefs, decisions.targets ?? [], playerId, cardId, () => citations.cite(k.rules, "targetsAnnounced"), x) };
  const stackId = k.moveTo(cardId, "stack", { controller: playerId, faceDown: options.faceDown });
  const onStack = object(k.state, stackId);
  onStack.stack = info;
  if (half) setBase(k.state, onStack, half);
  if (!byEffect?.withoutPayingManaCost) {
    if (morphCost === null) requirePayableManaCost(k, stackId, c.manaCost);
    info.manaSpent = payMana(k, playerId, morphCost ?? c.manaCost ?? "{0}", info.x ?? 0, citations.cite(k.rules, "payManaCost"));
  }
  if (spell?.additionalCost?.sacrifice) payCost(k, playerId, stackId, { sacrifice: spell.additionalCost.sacrifice }, 0, decisions, info, citations.cite(k.rules, "payAdditionalCost"));
  if (spell?.additionalCost?.discard) payCost(k, playerId, stackId, { discard: spell.additionalCost.discard }, 0, decisions, info, citations.cite(k.rules, "payAdditionalCost"));
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
  if (!Number.isInteger(x)) throw new RuleViolation(citations.cite(k.rules, "modeAndXAnnounced"), { reason: "xNotWhole", x });
  if (x < 0) throw new RuleViolation(zoneChangesCitations.cite(k.rules, "noNegativeNumbers"), { reason: "xNegative", x });
  return x;
}

/**
 * When a player may cast a spell of each card type (301.1–307.1 / 212.2a–212.9a): an instant any time he or she has
 * priority; the others only in a main phase of his or her turn with an empty stack.
 */
const CASTING_TIMING: Partial<Record<string, CitationKey>> = { artifact: "castArtifact", creature: "castCreature", enchantment: "castEnchantment", planeswalker: "castPlaneswalker", sorcery: "castSorcery" };

/** The rule that says when a spell with these card types may be cast (a tribal follows its other type, 308.1). */
function castingTimingRule(k: Kernel, types: string[]): string {
  // An instant never gets here (it may be cast any time its player has priority).
  const rule = types.map((t) => CASTING_TIMING[t]).find((key) => key !== undefined && citations.citeIfAny(k.rules, key) !== null);
  return citations.citeIfAny(k.rules, rule ?? "castSorcery")!;
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
  const source = k.objectNamed(sourceId, citations.cite(k.rules, "activatedAbility"));
  const c = k.characteristics(sourceId);
  const ability = c.abilities.find((a) => a.def.id === abilityId && "activated" in a.def);
  if (!ability) throw new RuleViolation(citations.cite(k.rules, "activatedAbility"), { reason: "noSuchAbility", object: k.ref(sourceId), ability: abilityId });
  // The abilities of a permanent function only on the battlefield (the card language has no other zone for them).
  if (source.zone !== "battlefield") throw new RuleViolation(citations.cite(k.rules, "activatedAbility"), { reason: "abilitiesOnlyOnBattlefield", object: k.ref(sourceId) });
  if (c.controller !== playerId) throw new RuleViolation(citations.cite(k.rules, "activateController"), { reason: "onlyControllerActivates" });
  const refusal = k.activationRefusal(sourceId);
  if (refusal) throw refusal;
  const def = (ability.def as Extract<AbilityDef, { activated: unknown }>).activated;
  if (def.mana) requireManaAbilityTiming(k, playerId);
  else requirePriority(k, playerId, citations.cite(k.rules, "activateController"));
  if (def.asSorcery) requireSorceryTiming(k, playerId, citations.cite(k.rules, "activateAsSorcery"));
  const key = abilityKey(ability);
  if (def.oncePerTurn && source.activatedThisTurn.includes(key)) throw new RuleViolation(citations.cite(k.rules, "oncePerTurn"), { reason: "oncePerTurn" });
  const x = announcedX(k, decisions.x);
  const info: StackInfo = { ability, source: sourceId, x, targets: chooseTargets(k, def.targets ?? [], decisions.targets ?? [], playerId, sourceId, () => costsCitations.cite(k.rules, "activateCost"), x) };
  payCost(k, playerId, sourceId, def.cost, info.x ?? 0, decisions, info, costsCitations.cite(k.rules, "activateCost"));
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
