// A card's type line in the page's language: "Legendary Artifact Creature — Angel" / "Créature-artefact légendaire
// — Ange". Type and subtype words come from the narration's message catalogues; French puts supertypes after the
// card types, the creature type first, and joins subtypes with "et". A subtype the catalogue lacks stays as the
// card gives it, in English, and says so (lang="en").

import type { Supertype } from "../../engine/cards.ts";
import { CATALOGUES } from "../../engine/messages/render.ts";
import type { Lang } from "../../kb/model.ts";

const SUPERTYPES: Record<Supertype, Record<Lang, string>> = {
  basic: { en: "basic", fr: "de base" },
  legendary: { en: "legendary", fr: "légendaire" },
  snow: { en: "snow", fr: "neigeux" },
  world: { en: "world", fr: "monde" },
};

export interface TypeLinePart {
  text: string;
  /** Set when the part is in another language than the page (an untranslated subtype). */
  lang?: Lang;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The types of a card (its definition) or of an object on the board (its characteristics then). */
export interface Typed {
  supertypes?: readonly string[];
  types: readonly string[];
  subtypes?: readonly string[];
}

export function typeLine(card: Typed, lang: Lang): TypeLinePart[] {
  const catalogue = CATALOGUES[lang];
  const cardType = (c: string) => catalogue.cardTypes[c as keyof typeof catalogue.cardTypes] ?? c;
  const supertypes = (card.supertypes ?? []).map((s) => SUPERTYPES[s as Supertype]?.[lang] ?? s);
  const main =
    lang === "fr"
      ? capitalize([[...card.types].sort((a, b) => Number(b === "creature") - Number(a === "creature")).map(cardType).join("-"), ...supertypes].join(" "))
      : [...supertypes, ...card.types.map(cardType)].map(capitalize).join(" ");
  const subtypes: TypeLinePart[] = (card.subtypes ?? []).map((s) => {
    const word = catalogue.subtypes[s];
    return lang === "en" || word ? { text: word ?? s } : { text: s, lang: "en" };
  });
  if (subtypes.length === 0) return [{ text: main }];
  const joined = subtypes.flatMap((part, i): TypeLinePart[] =>
    i === 0 ? [part] : [{ text: lang === "fr" ? (i === subtypes.length - 1 ? " et " : ", ") : " " }, part],
  );
  return [{ text: `${main} — ` }, ...joined];
}
