// Targets (114 and 601.2c in 2011; 115 and 409.1c in 2007): what a target requirement allows, the targets chosen as a
// spell or ability is put on the stack, and whether they are still legal as it resolves (608.2b).
import type { AbilityDef, TargetDef } from "./cards.ts";
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import { hasKeyword } from "./keywords.ts";
import { isPlayerProtectedFrom, isProtectedFrom } from "./protection.ts";
import { isSpell, opponents, type GameObject, type ObjectId, type PlayerId, type TargetRef } from "./state.ts";
import type { AbilityInstance } from "./values.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/targets.ts", {
  // 2003-05-26 prints the prohibition rule (409.4 before and after) as 410.4 and has no rule on a triggered ability's
  // choices: a defect of that release's text, so the engine has no rule to cite there.
  triggerTargets: [["1999-04-23", "410.4"], ["2003-05-26", null, "the release's 410.4 is the prohibition rule: its rule on a triggered ability's choices is missing (source defect)"], ["2003-07-01", "410.4"], ["2009-07-08", "603.3d"]],
});

type SpellDef = Extract<AbilityDef, { spell: unknown }>["spell"];

/**
 * Whether a target is legal for a target requirement (114 / 601.2c). `x`: the value of X announced for the spell or
 * ability (601.2b, before its targets), for a requirement that refers to it ("target spell with converted mana cost X").
 */
export function isLegalTarget(game: Kernel, requirement: TargetDef, target: TargetRef, controller: PlayerId, sourceId: ObjectId | null, x?: number): boolean {
  if (!namesPlayerOrObject(target)) return false;
  const def = withAnnouncedX(requirement, x);
  const state = game.state;
  // A player target: a player still in the game, for a requirement that allows players.
  if ("player" in target) {
    const allowed = def.kind === "player" || def.kind === "creature-or-player" || (def.kind === "opponent" && opponents(state, controller).some((p) => p.id === target.player));
    // Protection from a quality of the spell, or of the ability's source (702.16b / 502.7b from 2007-05-01).
    return allowed && state.players.some((p) => p.id === target.player && !p.lost) && !isPlayerProtectedFrom(game, target.player, sourceId);
  }
  if (def.kind === "player" || def.kind === "opponent") return false;
  const o = state.objects.get(target.object);
  if (!o) return false;
  if (def.kind === "spell") {
    if (!isSpell(o)) return false;
    if (def.filter && !game.matches(def.filter, o.id, controller, sourceId)) return false;
    return !def.spellTypes || def.spellTypes.some((t) => game.characteristics(o.id).types.includes(t));
  }
  if (def.kind === "card-in-graveyard") return o.zone === "graveyard" && (!def.filter || game.matches(def.filter, o.id, controller, sourceId));
  if (o.zone !== "battlefield") return false;
  const c = game.characteristics(o.id);
  if (def.kind === "creature" || def.kind === "creature-or-player") if (!c.types.includes("creature")) return false;
  if (def.kind === "land" && !c.types.includes("land")) return false;
  if (def.kind === "enchantment" && !c.types.includes("enchantment")) return false;
  if (def.filter && !game.matches(def.filter, o.id, controller, sourceId)) return false;
  // Protection from a quality of the spell, or of the ability's source (702.16b / 502.7b).
  return !isProtectedFrom(game, o.id, sourceId) && !untargetableBy(game, o.id, controller);
}

/** Whether a chosen target names a player or an object at all: a decision from outside the engine may name neither. */
function namesPlayerOrObject(t: unknown): t is TargetRef {
  return typeof t === "object" && t !== null && ("object" in t || "player" in t);
}

/** The requirement with the announced X in place of "X"; a requirement referring to X needs it announced. */
function withAnnouncedX(def: TargetDef, x: number | undefined): TargetDef {
  if (def.filter?.convertedManaCost !== "X") return def;
  return { ...def, filter: { ...def.filter, convertedManaCost: x ?? 0 } };
}

/**
 * Shroud: it can't be the target of spells or abilities (702.16a / 502.36a); hexproof: of those its controller's
 * opponents control (702.11b, from Magic 2012). Only where the version has the keyword.
 */
function untargetableBy(game: Kernel, id: ObjectId, controller: PlayerId): boolean {
  if (hasKeyword(game, id, "shroud")) return true;
  return opponents(game.state, game.characteristics(id).controller).some((p) => p.id === controller) && hasKeyword(game, id, "hexproof");
}

/** Whether some player or object is a legal target for the requirement (114 / 115). */
function hasLegalTarget(game: Kernel, def: TargetDef, controller: PlayerId, sourceId: ObjectId | null): boolean {
  if (game.state.players.some((p) => isLegalTarget(game, def, { player: p.id }, controller, sourceId))) return true;
  for (const id of game.state.objects.keys()) if (isLegalTarget(game, def, { object: id }, controller, sourceId)) return true;
  return false;
}

/**
 * 603.3d / 410.4: a triggered ability of `sourceId` one of whose target requirements no player or object meets is
 * removed from the stack as it would be put on it (narrated; the action goes on). False if it has a legal target for
 * each: its controller must then choose them.
 */
export function removedForNoLegalTarget(game: Kernel, defs: TargetDef[], controller: PlayerId, sourceId: ObjectId): boolean {
  if (defs.every((def) => hasLegalTarget(game, def, controller, sourceId))) return false;
  game.say({ action: "triggerRemoved", source: game.ref(sourceId), rule: citations.cite(game.rules, "triggerTargets") });
  return true;
}

/** The target requirements of a spell, in the mode chosen for a modal one. */
export function spellTargetDefs(spell: SpellDef | undefined, mode: number | undefined): TargetDef[] {
  if (!spell) return [];
  // The mode is one of the spell's: any other is refused as it is announced (601.2b / 409.1b).
  if (spell.modes) return spell.modes[mode ?? 0].targets ?? [];
  return spell.targets ?? [];
}

/**
 * The spell abilities of a spell, in order, each with its target requirements: one, or the two halves' of a fused
 * split spell (702.101d: the left half's, then the right half's), whose targets are announced one after the other.
 */
export function spellParts(abilities: readonly AbilityInstance[], mode: number | undefined): { ability: AbilityInstance; spell: SpellDef; targets: TargetDef[] }[] {
  return abilities.flatMap((ability) => {
    if (!("spell" in ability.def)) return [];
    const spell = ability.def.spell;
    return [{ ability, spell, targets: spellTargetDefs(spell, mode) }];
  });
}

/** The target requirements of a spell or ability on the stack. */
export function targetDefsOf(game: Kernel, o: GameObject): TargetDef[] {
  const info = o.stack!;
  if (o.kind === "ability") return targetRequirements(info.ability!, info.mode);
  return spellParts(game.characteristics(o.id).abilities, info.mode).flatMap((part) => part.targets);
}

/** The target requirements of one ability: an activated or triggered ability, or a spell ability in its mode. */
export function targetRequirements(ability: AbilityInstance, mode: number | undefined): TargetDef[] {
  const def = ability.def;
  if ("activated" in def) return def.activated.targets ?? [];
  if ("triggered" in def) return def.triggered.targets ?? [];
  if ("spell" in def) return spellTargetDefs(def.spell, mode);
  return [];
}

/**
 * The targets announced for the requirements (601.2c / 409.1c): one legal target each, or the action is refused.
 * `rule`: the rule a refusal cites, read only then (2003-05-26 has no rule on a triggered ability's choices).
 */
export function chooseTargets(game: Kernel, defs: TargetDef[], chosen: TargetRef[], controller: PlayerId, sourceId: ObjectId | null, rule: () => string, x?: number): TargetRef[] {
  if (!Array.isArray(chosen) || chosen.length !== defs.length) throw new RuleViolation(rule(), { reason: "targetCount", needed: defs.length, given: Array.isArray(chosen) ? chosen.length : 0 });
  defs.forEach((def, i) => {
    const t = chosen[i];
    if (!isLegalTarget(game, def, t, controller, sourceId, x)) {
      const what = namesPlayerOrObject(t) ? game.recipient(t) : null;
      throw new RuleViolation(rule(), { reason: "illegalTarget", target: what, kind: def.kind });
    }
  });
  return chosen;
}

/** 608.2b: a spell or ability with targets resolves unless every target is now illegal. */
export function targetsStillLegal(game: Kernel, o: GameObject): boolean {
  const info = o.stack!;
  if (info.targets.length === 0) return true;
  const defs = targetDefsOf(game, o);
  return info.targets.some((t, i) => defs[i] && isLegalTarget(game, defs[i], t, o.controller, o.kind === "ability" ? info.source! : o.id, info.x));
}
