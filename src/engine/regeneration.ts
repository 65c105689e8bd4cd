// Regeneration (701.11a in 2011; 501.5a in 2007): "Regenerate [permanent]" from a resolving spell or ability creates
// a shield: the next time that permanent would be destroyed this turn — by an effect, or by lethal damage (704.5g /
// 420.5c) — instead all damage is removed from it, it is tapped and, if it's in combat, removed from it. Unused
// shields end with the turn, in the cleanup step (514.2 / 314.2). An indestructible permanent isn't destroyed at all,
// so it uses no shield.
import type { RuleArea } from "./area.ts";
import type { Game } from "./game.ts";
import { addDamage, object, setStatus, type ObjectId } from "./state.ts";

declare module "./state.ts" {
  interface AreaState {
    /** Regeneration shields not yet used this turn, by permanent. */
    regenerationShields?: Record<ObjectId, number>;
  }
}

/** A spell or ability regenerates a permanent: one more shield on it for this turn. */
export function addRegenerationShield(game: Game, id: ObjectId): void {
  const shields = game.state.areas.regenerationShields ?? {};
  game.state.areas.regenerationShields = { ...shields, [id]: (shields[id] ?? 0) + 1 };
  game.say({ action: "regenerationShield", object: game.ref(id) });
}

/** If the permanent has a shield, regenerates it instead of letting it be destroyed, and says so. */
export function regeneratedInstead(game: Game, id: ObjectId): boolean {
  const shields = game.state.areas.regenerationShields ?? {};
  if (!shields[id]) return false;
  game.state.areas.regenerationShields = { ...shields, [id]: shields[id] - 1 };
  const o = object(game.state, id);
  addDamage(game.state, o, -o.damage);
  setStatus(game.state, o, { tapped: true });
  const combat = game.state.areas.combat;
  if (combat) {
    combat.attackers = combat.attackers.filter((a) => a !== id);
    combat.blockers.delete(id);
    for (const [attacker, blockers] of combat.blockers) combat.blockers.set(attacker, blockers.filter((b) => b !== id));
  }
  game.say({ action: "regenerated", object: game.ref(id), rule: game.rules.regenerate });
  return true;
}

export const area: RuleArea = {
  name: "regeneration (701.11 / 501.5)",
  beginStep(game, step) {
    if (step === "cleanup") delete game.state.areas.regenerationShields;
  },
};
