// Regeneration (701.11 in 2011; 501.5 in 2007; 419.6b before 2007-05-01). "Regenerate [permanent]" from a resolving
// spell or ability creates a shield (701.11a): the next time that permanent would be destroyed this turn — by an
// effect, or by lethal damage (704.5g / 420.5c) — instead all damage is removed from it, it is tapped and, if it's in
// combat, removed from it. Unused shields end with the turn, in the cleanup step (514.2 / 314.2). A static ability
// that regenerates (701.11b) replaces each destruction, using no shield. "Can't be regenerated" — a destroy effect
// that says so, or an effect on the permanent for the turn — lets neither apply, and the shield isn't used (701.11c).
// An indestructible permanent isn't destroyed at all, so it uses no shield.
import type { RuleArea } from "./area.ts";
import type { Kernel } from "./kernel.ts";
import { addDamage, object, objectsIn, setStatus, type ObjectId } from "./state.ts";
import { citationTable, NEW_RULE } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/regeneration.ts", {
  /** Regeneration, a shield (419.6b "Regenerate [permanent]" until 2007-02-01; then its own rule 501.5a; 701.11a from M10). */
  regenerate: [["1999-04-23", "419.6b"], ["2007-05-01", "501.5a", NEW_RULE], ["2009-07-08", "701.11a"], ["2011-09-30", "701.12a"], ["2016-09-30", "701.13a"], ["2018-04-27", "701.14a"], ["2020-07-03", "701.15a"], ["2025-06-06", "701.19a"]],
  /** A static ability that regenerates: each time it would be destroyed (501.5b from 2007-05-01; 701.11b from M10). */
  regenerateStatic: [["1999-04-23", null], ["2007-05-01", "501.5b", NEW_RULE], ["2009-07-08", "701.11b"], ["2011-09-30", "701.12b"], ["2016-09-30", "701.13b"], ["2018-04-27", "701.14b"], ["2020-07-03", "701.15b"], ["2025-06-06", "701.19b"]],
  /** "Can't be regenerated": regeneration shields and static regeneration don't apply (701.11c from Planechase, 2009-09-04). */
  cantBeRegenerated: [["1999-04-23", null], ["2009-09-04", "701.11c", NEW_RULE], ["2011-09-30", "701.12c"], ["2016-09-30", "701.13c"], ["2018-04-27", "701.14c"], ["2020-07-03", "701.15c"], ["2025-06-06", "701.19c"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    regenerationShield: { object: ObjectRef };
    regenerated: { object: ObjectRef; rule: string | null };
    cantBeRegenerated: { object: ObjectRef };
    notRegenerated: { object: ObjectRef; rule: string | null };
  }
}

declare module "./state.ts" {
  interface AreaState {
    /** Regeneration shields not yet used this turn, by permanent. */
    regenerationShields?: Record<ObjectId, number>;
    /** Permanents that can't be regenerated this turn. */
    cantBeRegenerated?: ObjectId[];
  }
}

/** A spell or ability regenerates a permanent: one more shield on it for this turn. */
export function addRegenerationShield(game: Kernel, id: ObjectId): void {
  const shields = game.state.areas.regenerationShields ?? {};
  game.state.areas.regenerationShields = { ...shields, [id]: (shields[id] ?? 0) + 1 };
  game.say({ action: "regenerationShield", object: game.ref(id) });
}

/** An effect says the permanent can't be regenerated this turn. */
export function forbidRegeneration(game: Kernel, id: ObjectId): void {
  game.state.areas.cantBeRegenerated = [...(game.state.areas.cantBeRegenerated ?? []), id];
  game.say({ action: "cantBeRegenerated", object: game.ref(id) });
}

/** Whether a static ability of a permanent on the battlefield regenerates `id` each time it would be destroyed. */
function regeneratedByStaticAbility(game: Kernel, id: ObjectId): boolean {
  return objectsIn(game.state, "battlefield").some((source) => {
    const c = game.characteristics(source.id);
    return c.abilities.some((a) => {
      if (!("regenerateEachTime" in a.def)) return false;
      const affects = a.def.regenerateEachTime;
      return affects === "self" ? source.id === id : affects === "enchanted" ? source.attachedTo === id : game.matches(affects.all, id, c.controller, source.id);
    });
  });
}

/**
 * If a regeneration applies to the permanent that would be destroyed — a static ability, else a shield (the
 * static one first: its controller keeps the shield) —, regenerates it instead and says so. `cantBeRegenerated`: the
 * destroy effect says "it can't be regenerated".
 */
export function regeneratedInstead(game: Kernel, id: ObjectId, destruction: { cantBeRegenerated?: boolean } = {}): boolean {
  const shields = game.state.areas.regenerationShields ?? {};
  const byStatic = regeneratedByStaticAbility(game, id);
  if (!byStatic && !shields[id]) return false;
  if (destruction.cantBeRegenerated || game.state.areas.cantBeRegenerated?.includes(id)) {
    game.say({ action: "notRegenerated", object: game.ref(id), rule: citations.citeIfAny(game.rules, "cantBeRegenerated") });
    return false;
  }
  if (!byStatic) game.state.areas.regenerationShields = { ...shields, [id]: shields[id] - 1 };
  const o = object(game.state, id);
  addDamage(game.state, o, -o.damage);
  setStatus(game.state, o, { tapped: true });
  const combat = game.state.areas.combat;
  if (combat) {
    combat.attackers = combat.attackers.filter((a) => a !== id);
    combat.blockers.delete(id);
    for (const [attacker, blockers] of combat.blockers) combat.blockers.set(attacker, blockers.filter((b) => b !== id));
  }
  game.say({ action: "regenerated", object: game.ref(id), rule: byStatic ? citations.citeIfAny(game.rules, "regenerateStatic") : citations.citeIfAny(game.rules, "regenerate") });
  return true;
}

export const area: RuleArea = {
  name: "regeneration (701.11 / 501.5 / 419.6b)",
  citations,
  beginStep(game, step) {
    if (step !== "cleanup") return;
    delete game.state.areas.regenerationShields;
    delete game.state.areas.cantBeRegenerated;
  },
};
