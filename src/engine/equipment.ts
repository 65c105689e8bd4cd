// Equipment and Fortifications attached to illegal permanents (704.5p from M10, 704.5n from 2017-09-29; 420.5k from
// 2005-10-01; 212.2i in the Mirrodin rules of 2003-10-01, which brought Equipment): an Equipment equips only a
// creature, a Fortification fortifies only a land (301.5, 301.6); an Equipment that is also a creature, or that lost
// the subtype, equips nothing, and nothing equips itself (301.5c); and nothing with a quality a permanent has
// protection from equips or fortifies it (702.16d). As a state-based action such an Equipment or Fortification
// becomes unattached and stays on the battlefield: it doesn't come back if the permanent becomes legal again.
import type { RuleArea } from "./area.ts";
import { citationTable, NEW_RULE } from "./citations.ts";
import type { Kernel } from "./kernel.ts";
import type { ObjectRef } from "./narration.ts";
import { isProtectedFrom, protectionRule } from "./protection.ts";
import { attach, objectsIn, type GameObject, type ObjectId } from "./state.ts";

/** The rules this area cites, in each release's own numbering: none before the Mirrodin rules (2003-10-01). */
export const citations = citationTable("src/engine/equipment.ts", {
  /**
   * "If an Equipment or Fortification is attached to an illegal permanent[ or to a player], it becomes unattached from
   * that permanent. It remains on the battlefield."
   */
  equipmentUnattached: [["1999-04-23", null], ["2003-10-01", "212.2i", NEW_RULE], ["2005-10-01", "420.5k", "the state-based action got a rule among the others (420.5k), out of 212.2i"], ["2009-07-08", "704.5p"], ["2017-09-29", "704.5n"]],
  /** "An Equipment that's also a creature can't equip a creature. … An Equipment can't equip itself." */
  whatEquips: [["1999-04-23", null], ["2003-10-01", "212.2i", NEW_RULE], ["2009-07-08", "301.7b"], ["2010-02-01", "301.5c"]],
});

/** What this area narrates (narration.ts; one message per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    unattachedIllegally: { object: ObjectRef; from: ObjectRef; rule: string };
  }
}

/** What an attached permanent that isn't an Aura must be to stay attached: an Equipment a creature, a Fortification a land. */
const ATTACHES_TO = { Equipment: "creature", Fortification: "land" } as const;

/** Why an Equipment or Fortification can't be attached to a permanent (the citation table's key), or null if it can. */
type Illegality = "whatEquips" | "equipmentUnattached" | "protectionEquipped" | null;

/**
 * Why an Equipment or Fortification can't be attached to a permanent, or null if it can: its own type (a creature,
 * or no longer an Equipment: 301.5c), the permanent's type, or protection from one of its qualities (702.16d).
 */
function illegality(game: Kernel, o: GameObject, to: ObjectId): Illegality {
  const c = game.characteristics(o.id);
  const kind = (["Equipment", "Fortification"] as const).find((s) => c.subtypes.includes(s));
  if (!kind || to === o.id || c.types.includes("creature")) return "whatEquips";
  if (!game.characteristics(to).types.includes(ATTACHES_TO[kind])) return "equipmentUnattached";
  return isProtectedFrom(game, to, o.id) ? "protectionEquipped" : null;
}

/** Whether an Equipment or Fortification (or an object that is neither) can't be attached to a permanent. */
export const cantEquip = (game: Kernel, o: GameObject, to: ObjectId): boolean => illegality(game, o, to) !== null;

/** The rule that makes an Equipment or Fortification illegally attached, under the game's rules. */
function whyIllegal(game: Kernel, why: Exclude<Illegality, null>, rule: string): string {
  if (why === "protectionEquipped") return protectionRule(game, why);
  return why === "whatEquips" ? (citations.citeIfAny(game.rules, "whatEquips") ?? rule) : rule;
}

export const area: RuleArea = {
  name: "Equipment and Fortifications attached illegally (704.5p / 420.5k / 212.2i)",
  citations,
  stateBasedActions(game) {
    const rule = citations.citeIfAny(game.rules, "equipmentUnattached");
    if (rule === null) return false;
    let happened = false;
    // Auras attached illegally go to the graveyard instead (704.5n, state-based-actions.ts).
    for (const o of objectsIn(game.state, "battlefield")) {
      const to = o.attachedTo;
      if (to === null || game.characteristics(o.id).subtypes.includes("Aura")) continue;
      const why = illegality(game, o, to);
      if (why === null) continue;
      attach(game.state, o, null);
      game.say({ action: "unattachedIllegally", object: game.ref(o.id), from: game.ref(to), rule: whyIllegal(game, why, rule) });
      happened = true;
    }
    return happened;
  },
};
