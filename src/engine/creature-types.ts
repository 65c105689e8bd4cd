// Creature types (205.3m): the subtypes creatures and tribals share. An object that "is every creature type" (a
// characteristic-defining ability such as changeling, 702.72a / 702.73a) has each of them — and no other subtype:
// an object can't have a subtype that doesn't correspond to one of its types (205.3d).
//
// The card language names subtypes without their kind, so a subtype counts as a creature type unless the rules list
// it among the subtypes of another card type: artifact types (205.3g), enchantment types (205.3h), land types
// (205.3i) and spell types (205.3k), as 2021-07-23 lists them. Planeswalker types (205.3j) are not listed: no filter
// of the card pool names one, and an object with every creature type is a creature or a tribal, not a planeswalker.

const OTHER_SUBTYPES: ReadonlySet<string> = new Set([
  // 205.3g artifact types
  "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold", "Treasure", "Vehicle",
  // 205.3h enchantment types
  "Aura", "Cartouche", "Class", "Curse", "Rune", "Saga", "Shard", "Shrine",
  // 205.3i land types
  "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Power-Plant", "Swamp", "Tower", "Urza's",
  // 205.3k spell types
  "Adventure", "Arcane", "Lesson", "Trap",
]);

/** Whether a subtype is a creature type (205.3m), i.e. none of the other card types' subtypes. */
export function isCreatureType(subtype: string): boolean {
  return !OTHER_SUBTYPES.has(subtype);
}

/** Whether an object with these subtypes, or with every creature type, has one of the subtypes wanted. */
export function hasAnySubtype(wanted: readonly string[], subtypes: readonly string[], everyCreatureType: boolean | undefined): boolean {
  for (let i = 0; i < wanted.length; i++) if (subtypes.includes(wanted[i]) || (everyCreatureType && isCreatureType(wanted[i]))) return true;
  return false;
}
