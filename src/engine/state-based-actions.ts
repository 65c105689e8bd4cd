// The state-based actions about objects (704.5d–g, 704.5n in 2011; 420.5 in 2007): a creature with toughness 0 or
// less, or with lethal damage, is put into its owner's graveyard; so is an Aura attached to nothing or to an object it can't enchant (permanents.ts); tokens and copies
// of spells outside the battlefield and the stack cease to exist. Those about players are winning-and-losing.ts'.
import type { RuleArea } from "./area.ts";
import { illegallyAttached, isIndestructible } from "./permanents.ts";
import { objectsIn } from "./state.ts";

export const area: RuleArea = {
  name: "state-based actions on objects (704.5d–g, 704.5n / 420.5)",
  stateBasedActions(game) {
    const { state } = game;
    let happened = false;
    // 704.3: these are all performed at once, on what was true when they were checked.
    const toGraveyard = objectsIn(state, "battlefield").filter((o) => {
      const c = game.characteristics(o.id);
      if (c.types.includes("creature") && c.toughness !== null) {
        if (c.toughness <= 0) return true;
        // 704.5g: lethal damage destroys it, unless it is indestructible (700.4 / 702.12b).
        if (o.damage > 0 && o.damage >= c.toughness && !isIndestructible(game, o.id)) return true;
      }
      return c.subtypes.includes("Aura") && illegallyAttached(game, o);
    });
    for (const o of toGraveyard) {
      if (game.characteristics(o.id).types.includes("creature")) game.say({ action: "putIntoGraveyard", object: game.ref(o.id), rule: "704.5f–g" });
      game.moveTo(o.id, "graveyard");
      happened = true;
    }
    for (const o of [...state.objects.values()]) {
      if ((o.kind === "token" && o.zone !== "battlefield") || (o.kind === "spell-copy" && o.zone !== "stack")) {
        game.takeOutOfGame(o.id);
        happened = true;
      }
    }
    return happened;
  },
};
