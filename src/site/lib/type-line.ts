// A card's type line in the page's language: "Legendary Creature — Angel" / "Créature légendaire — Ange".
// French puts supertypes after the card types and joins subtypes with "et"; a subtype this table lacks stays in
// English and says so (lang="en").

import type { CardDef, Supertype } from "../../engine/cards.ts";
import { typeWord } from "../../engine/describe.ts";
import type { Lang } from "../../kb/model.ts";

const SUPERTYPES: Record<Supertype, Record<Lang, string>> = {
  basic: { en: "basic", fr: "de base" },
  legendary: { en: "legendary", fr: "légendaire" },
  snow: { en: "snow", fr: "neigeux" },
  world: { en: "world", fr: "monde" },
};

/** French names of the creature, land and enchantment types the card pool uses (as French cards print them). */
const FRENCH_SUBTYPES: Record<string, string> = {
  Angel: "Ange", Arkhos: "Arkhos", Aura: "Aura", Bear: "Ours", Beast: "Bête", Berserker: "Berserker", Bird: "Oiseau",
  Construct: "Assemblage", Demon: "Démon", Druid: "Druide", Dryad: "Dryade", Elephant: "Éléphant", Elf: "Elfe",
  Forest: "Forêt", Goblin: "Gobelin", Hound: "Chien", Human: "Humain", Illusion: "Illusion", Island: "Île",
  Juggernaut: "Juggernaut", Lhurgoyf: "Lhurgoyf", Mountain: "Montagne", Nymph: "Nymphe", Ogre: "Ogre",
  Plains: "Plaine", Rat: "Rat", Rogue: "Gredin", Shapeshifter: "Métamorphe", Spirit: "Esprit", Swamp: "Marais",
  Wall: "Mur", Warrior: "Guerrier", Wizard: "Sorcier", Wurm: "Guivre",
};

export interface TypeLinePart {
  text: string;
  /** Set when the part is in another language than the page (an untranslated subtype). */
  lang?: Lang;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function typeLine(card: CardDef, lang: Lang): TypeLinePart[] {
  const supertypes = (card.supertypes ?? []).map((s) => SUPERTYPES[s][lang]);
  const types = card.types.map((type) => typeWord(type, lang));
  // "Artifact Creature" is printed "Créature-artefact": the last type first, joined by hyphens.
  const main =
    lang === "fr"
      ? capitalize([types.slice().reverse().join("-"), ...supertypes].join(" "))
      : [...supertypes, ...types].map(capitalize).join(" ");
  const subtypes: TypeLinePart[] = (card.subtypes ?? []).map((s) =>
    lang === "en" ? { text: s } : FRENCH_SUBTYPES[s] ? { text: FRENCH_SUBTYPES[s]! } : { text: s, lang: "en" },
  );
  if (subtypes.length === 0) return [{ text: main }];
  const joined: TypeLinePart[] = subtypes.flatMap((part, i) =>
    i === 0 ? [part] : [{ text: lang === "fr" && i === subtypes.length - 1 ? " et " : lang === "fr" ? ", " : " " }, part],
  );
  return [{ text: `${main} — ` }, ...joined];
}
