// Copying objects (706 in 2011, 503 in 2007): copiable values and the exceptions of copy effects.
import type { RuleSet } from "./ruleset.ts";
import type { ContinuousEffect, CopyEffectDef, GameState, ObjectId } from "./state.ts";
import { type AbilityInstance, type Values, cloneValues } from "./values.ts";

/** The copy effects (layer 1) applying to an object, in timestamp order. */
export function copyEffectsOf(state: GameState, id: ObjectId): ContinuousEffect[] {
  return state.effects.filter((e) => e.copy && e.affected.includes(id)).sort((a, b) => a.timestamp - b.timestamp);
}

/** Whether a static ability defines the given characteristic (a characteristic-defining ability, 604.3). */
function definesPT(a: AbilityInstance): boolean {
  return "static" in a.def && Boolean(a.def.cda) && Boolean(a.def.static.setPT);
}
function definesColor(a: AbilityInstance): boolean {
  return "static" in a.def && Boolean(a.def.cda) && Boolean(a.def.static.colors);
}

/**
 * The copiable values after one copy effect: the original's copiable values (taken when the effect began,
 * 706.2), with the effect's exceptions (706.8 / 503.9): kept or modified characteristics, gained abilities.
 * The copy's own status (face down, flipped) is applied afterwards by the layer system (706.3).
 */
export function applyCopyEffect(current: Values, copy: CopyEffectDef, _rules: RuleSet): Values {
  const v = cloneValues(copy.values);
  const except = copy.except ?? {};
  if (except.keepColor) {
    v.colors = [...current.colors];
    v.abilities = v.abilities.filter((a) => !definesColor(a)); // 706.8d
  }
  if (except.setColors) {
    v.colors = [...except.setColors];
    v.abilities = v.abilities.filter((a) => !definesColor(a));
  }
  if (except.keepPT) {
    [v.power, v.toughness] = except.keepPT;
    v.abilities = v.abilities.filter((a) => !definesPT(a)); // 706.8d
  }
  if (except.addTypes) for (const t of except.addTypes) if (!v.types.includes(t)) v.types.push(t);
  if (except.addSubtypes) for (const t of except.addSubtypes) if (!v.subtypes.includes(t)) v.subtypes.push(t);
  if (except.addSupertypes) for (const t of except.addSupertypes) if (!v.supertypes.includes(t)) v.supertypes.push(t);
  if (except.setName) v.name = except.setName;
  // 706.8a: abilities gained while copying become part of the copiable values — of a flip card's alternative
  // half too: a flipped copy keeps them (510.4: "a copy of Tomoya the Revealer with the Dimir Doppelganger ability").
  const gained: AbilityInstance[] = (except.gains ?? []).map((def) => ({ def, origin: copy.gainsOrigin }));
  if (except.gainsThisAbility && copy.thisAbility) gained.push({ ...copy.thisAbility, granted: false, grantedAt: undefined });
  v.abilities.push(...gained);
  if (v.flip && gained.length) v.flip = { ...v.flip, abilities: [...v.flip.abilities, ...gained] };
  return v;
}
