// Creature types (205.3m): the subtypes creatures and tribals share. An object that "is every creature type" (a
// characteristic-defining ability such as changeling, 702.72a / 702.73a) has each of them — and no other subtype:
// an object can't have a subtype that doesn't correspond to one of its types (205.3d).
//
// The card language names subtypes without their kind, so a subtype counts as a creature type unless the rules list
// it among the subtypes of another card type: artifact types (205.3g), enchantment types (205.3h), land types
// (205.3i) and spell types (205.3k), as 2021-07-23 lists them. Planeswalker types (205.3j) are not listed: no filter
// of the card pool names one, and an object with every creature type is a creature or a tribal, not a planeswalker.
// The same lists say which subtypes go when an effect removes a card type (205.1a: the subtypes correlated with it).

import type { CardType } from "./cards.ts";
import { citationTable, NEW_RULE, type InForce } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/creature-types.ts", {
  // "An object can't gain a subtype that doesn't correspond to one of that object's types" (205.3d from 2011-09-30);
  // before, no rule keeps an object from gaining a subtype of a card type it doesn't have.
  subtypeCorrespondsToAType: [["1999-04-23", null], ["2011-09-30", "205.3d", NEW_RULE]],
});

/** 205.3k spell types, shared by instants and sorceries. */
const SPELL_TYPES: readonly string[] = ["Adventure", "Arcane", "Lesson", "Trap"];

/** The card types whose subtypes are listed, each with its subtypes; every other subtype is a creature type. */
const SUBTYPES_OF: Readonly<Partial<Record<CardType, readonly string[]>>> = {
  // 205.3g artifact types
  artifact: ["Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold", "Treasure", "Vehicle"],
  // 205.3h enchantment types
  enchantment: ["Aura", "Cartouche", "Class", "Curse", "Rune", "Saga", "Shard", "Shrine"],
  // 205.3i land types
  land: ["Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Power-Plant", "Swamp", "Tower", "Urza's"],
  instant: SPELL_TYPES,
  sorcery: SPELL_TYPES,
};

/** Each listed subtype's card types. */
const CARD_TYPES_OF: ReadonlyMap<string, readonly CardType[]> = (() => {
  const map = new Map<string, CardType[]>();
  for (const [type, subtypes] of Object.entries(SUBTYPES_OF) as [CardType, readonly string[]][]) {
    for (const subtype of subtypes) map.set(subtype, [...(map.get(subtype) ?? []), type]);
  }
  return map;
})();

/** The card types creature types belong to (205.3m): creatures and tribals. */
const CREATURE_TYPE_OWNERS: readonly CardType[] = ["creature", "tribal"];

/** Whether a subtype is a creature type (205.3m), i.e. none of the other card types' subtypes. */
export function isCreatureType(subtype: string): boolean {
  return !CARD_TYPES_OF.has(subtype);
}

/** The card types a subtype is correlated with (205.1a): those whose subtypes it is among. */
function correlatedCardTypes(subtype: string): readonly CardType[] {
  return CARD_TYPES_OF.get(subtype) ?? CREATURE_TYPE_OWNERS;
}

/** Whether a subtype corresponds to one of these card types (205.3c: correlated to its appropriate card type). */
function correspondsToOneOf(subtype: string, types: readonly CardType[]): boolean {
  return correlatedCardTypes(subtype).some((t) => types.includes(t));
}

/**
 * The subtypes among `subtypes` an object with card types `types` can gain: under 205.3d, only those that correspond
 * to one of its types (a noncreature artifact can't gain a creature type); before the rule, all of them.
 */
export function gainableSubtypes(rules: InForce, types: readonly CardType[], subtypes: readonly string[]): readonly string[] {
  if (citations.citeIfAny(rules, "subtypeCorrespondsToAType") === null) return subtypes;
  return subtypes.filter((subtype) => correspondsToOneOf(subtype, types));
}

/** Whether an object with card types `types` can gain every creature type (205.3d: only a creature or a tribal). */
export function gainsEveryCreatureType(rules: InForce, types: readonly CardType[]): boolean {
  return citations.citeIfAny(rules, "subtypeCorrespondsToAType") === null || CREATURE_TYPE_OWNERS.some((t) => types.includes(t));
}

/** Whether an object with these subtypes, or with every creature type, has one of the subtypes wanted. */
export function hasAnySubtype(wanted: readonly string[], subtypes: readonly string[], everyCreatureType: boolean | undefined): boolean {
  for (let i = 0; i < wanted.length; i++) if (subtypes.includes(wanted[i]) || (everyCreatureType && isCreatureType(wanted[i]))) return true;
  return false;
}

/**
 * 205.1a: once an effect has removed card types (`removed`) from an object that now has `types`, the subtypes
 * correlated with a removed card type go, unless they are also subtypes of a card type it has; the others stay. An
 * object that is every creature type stops being so when it is neither a creature nor a tribal any more.
 */
export function keepCorrelatedSubtypes(v: { types: CardType[]; subtypes: string[]; everyCreatureType?: boolean }, removed: readonly CardType[]): void {
  const goes = (owners: readonly CardType[]) => owners.some((t) => removed.includes(t)) && !owners.some((t) => v.types.includes(t));
  v.subtypes = v.subtypes.filter((subtype) => !goes(correlatedCardTypes(subtype)));
  if (v.everyCreatureType && goes(CREATURE_TYPE_OWNERS)) v.everyCreatureType = false;
}

/**
 * 205.1a: new subtypes replace only the existing subtypes from the appropriate set — those correlated with the same
 * card types (land types replace land types; a land creature keeps its creature types, and its "every creature type").
 */
export function replaceSubtypesOfTheirSets(v: { subtypes: string[]; everyCreatureType?: boolean }, set: readonly string[]): void {
  const sets = new Set(set.flatMap((subtype) => correlatedCardTypes(subtype)));
  const replaced = (owners: readonly CardType[]) => owners.some((t) => sets.has(t));
  v.subtypes = [...v.subtypes.filter((subtype) => !replaced(correlatedCardTypes(subtype))), ...set];
  if (v.everyCreatureType && replaced(CREATURE_TYPE_OWNERS)) v.everyCreatureType = false;
}
