// Totem armor (702.86 from Rise of the Eldrazi, 2010-04-23; 702.89 from 2021-04-22, named umbra armor from 2024-06-07:
// the same rule): "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this
// Aura." A replacement effect of the Aura, applied wherever the permanent would be destroyed — by an effect, or by
// lethal damage (704.5g) — where an indestructible permanent isn't destroyed at all. The keyword's rule is
// keywords.ts' `totemArmor`; a release without it gives the keyword no meaning.
import type { AreaWords } from "./cards.ts";
import type { Kernel } from "./kernel.ts";
import type { ObjectRef } from "./narration.ts";
import { citations as keywordCitations, hasKeyword } from "./keywords.ts";
import { isIndestructible } from "./permanents.ts";
import { addDamage, object, objectsIn, type ObjectId } from "./state.ts";

/** What totem armor narrates (narration.ts; one message per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    totemArmor: { object: ObjectRef; aura: ObjectRef; rule: string };
  }
}

/**
 * If an Aura with totem armor enchants the permanent that would be destroyed, the destruction is replaced: all damage
 * is removed from it and the Aura is destroyed instead (an indestructible Aura stays: the replacement still applied).
 * With several, the first attached (the permanent's controller would choose, 616.1; the engine takes them in order).
 */
export function totemArmorInstead(game: Kernel, id: ObjectId): boolean {
  const aura = objectsIn(game.state, "battlefield").find((o) => o.attachedTo === id && hasKeyword(game, o.id, "totem-armor"));
  if (!aura) return false;
  const o = object(game.state, id);
  addDamage(game.state, o, -o.damage);
  game.say({ action: "totemArmor", object: game.ref(id), aura: game.ref(aura.id), rule: keywordCitations.cite(game.rules, "totemArmor") });
  if (!isIndestructible(game, aura.id)) {
    game.say({ action: "destroyed", object: game.ref(aura.id) });
    game.moveTo(aura.id, "graveyard");
  }
  return true;
}

/**
 * The schemas of the card-language words this module carries out (cards.ts says how a word is declared): a kernel
 * module's, listed in card-schema.ts.
 */
export const words = {
  keywords: ["totem-armor"] as const,
} satisfies AreaWords;

declare module "./cards.ts" {
  interface Keywords {
    "totem-armor": true;
  }
}
