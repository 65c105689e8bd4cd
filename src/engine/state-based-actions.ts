// The state-based actions about objects (704.5d–g, 704.5n in 2011; 420.5 in 2007): a creature with toughness 0 or
// less, or with lethal damage, is put into its owner's graveyard; so is an Aura attached to nothing or to an object it can't enchant (permanents.ts); tokens and copies
// of spells outside the battlefield and the stack cease to exist. Those about players are winning-and-losing.ts'.
import type { RuleArea } from "./area.ts";
import type { Kernel } from "./kernel.ts";
import { illegallyAttached, isIndestructible } from "./permanents.ts";
import { regeneratedInstead } from "./regeneration.ts";
import { totemArmorInstead } from "./totem-armor.ts";
import { objectsIn, type GameObject } from "./state.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/state-based-actions.ts", {
  zeroToughness: [["1999-04-23", "420.5b"], ["2009-07-08", "704.5f"]],
  lethalDamage: [["1999-04-23", "420.5c"], ["2009-07-08", "704.5g"]],
});

export const area: RuleArea = {
  name: "state-based actions on objects (704.5d–g, 704.5n / 420.5)",
  citations,
  // 704.3: checked on the same state, performed at once (simultaneous.ts).
  stateBasedMoves(game) {
    return objectsIn(game.state, "battlefield").flatMap((o) => {
      // An Aura with totem armor destroyed instead of the permanent it enchants has left the battlefield already.
      if (game.state.objects.get(o.id)?.zone !== "battlefield") return [];
      const why = whyToGraveyard(game, o);
      return why === undefined ? [] : [{ id: o.id, zone: "graveyard" as const, rule: why }];
    });
  },
  stateBasedActions(game) {
    let happened = false;
    for (const o of [...game.state.objects.values()]) {
      if ((o.kind === "token" && o.zone !== "battlefield") || (o.kind === "spell-copy" && o.zone !== "stack")) {
        game.takeOutOfGame(o.id);
        happened = true;
      }
    }
    return happened;
  },
};

/**
 * Why a permanent is put into its owner's graveyard: a creature with toughness 0 or less (704.5f / 420.5b), or with
 * lethal damage unless it is indestructible (704.5g / 420.5c; 700.4 / 702.12b) — the rule cited —, or an Aura attached
 * illegally (704.5n, not narrated: null); undefined if it stays.
 */
function whyToGraveyard(game: Kernel, o: GameObject): string | null | undefined {
  const c = game.characteristics(o.id);
  if (c.types.includes("creature") && c.toughness !== null) {
    if (c.toughness <= 0) return citations.cite(game.rules, "zeroToughness");
    // Toughness is greater than 0 here, so damage at least equal to it is lethal damage (704.5g / 420.5c). A
    // regeneration shield replaces that destruction (701.11a / 501.5a).
    if (o.damage >= c.toughness && !isIndestructible(game, o.id) && !totemArmorInstead(game, o.id) && !regeneratedInstead(game, o.id)) return citations.cite(game.rules, "lethalDamage");
  }
  return c.subtypes.includes("Aura") && illegallyAttached(game, o) ? null : undefined;
}
