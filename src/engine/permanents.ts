// What keeps a permanent on the battlefield or not, beyond its toughness: indestructible (700.4; the keyword
// 702.12b from M14) and an Aura's attachment (303.4d, 704.5n): an Aura attached to nothing, to an object that left
// the battlefield, or to an object it can no longer enchant is put into its owner's graveyard.
import type { Kernel } from "./kernel.ts";
import { hasKeyword } from "./keywords.ts";
import { object, type GameObject, type ObjectId } from "./state.ts";
import { isLegalTarget } from "./targets.ts";

/** Rules and effects can't destroy it, and lethal damage doesn't (700.4 / 702.12b), where the version models it. */
export function isIndestructible(game: Kernel, id: ObjectId): boolean {
  return hasKeyword(game, id, "indestructible");
}

/**
 * Whether an Aura can't enchant an object: its "enchant" requirement is what its spell targets (303.4a), and what it
 * can enchant is judged as that target would be, protection included (702.16c), on current characteristics.
 */
export function cantEnchant(game: Kernel, aura: GameObject, to: ObjectId): boolean {
  const c = game.characteristics(aura.id);
  const enchant = c.abilities.map((a) => a.def).find((def) => "spell" in def && def.spell.targets?.length);
  if (!enchant || !("spell" in enchant)) return false;
  return !isLegalTarget(game, enchant.spell.targets![0], { object: to }, c.controller, aura.id);
}

/** 704.5n: whether an Aura is attached illegally — to nothing, to an object that left the battlefield, or to one it can't enchant. */
export function illegallyAttached(game: Kernel, aura: GameObject): boolean {
  const to = aura.attachedTo;
  if (!to || !game.state.objects.has(to) || object(game.state, to).zone !== "battlefield") return true;
  return cantEnchant(game, aura, to);
}
