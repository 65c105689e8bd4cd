// Characteristic values (109.3 / 200s) as the layer system manipulates them.
import type { AbilityDef, CardDef, CardName, CardType, Color, Localized, Supertype } from "./cards.ts";
import { colorsOfCost, combinedManaCost, convertedManaCost } from "./mana.ts";
import type { PlayerId } from "./ids.ts";

/** An ability an object has, with where its text came from (a card's slug, or an effect that granted it). */
export interface AbilityInstance {
  def: AbilityDef;
  /** Slug of the card whose text printed it, so linked abilities (607) pair only with their own partner. */
  origin: string;
  /** Added by an ability-adding effect (layer 6): such an ability is never characteristic-defining (604.3a). */
  granted?: boolean;
  /** Timestamp of the effect that granted it (613.6a). */
  grantedAt?: number;
}

/** A flip card's alternative characteristics (709.1b): used only while the permanent is flipped. */
type FlipValues = Pick<Values, "types" | "subtypes" | "supertypes" | "abilities" | "power" | "toughness"> & { name: Localized };

/** The values of an object's characteristics (name, mana cost, colour, types, text, P/T, loyalty). */
export interface Values {
  name: CardName | null;
  manaCost: string | null;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  supertypes: Supertype[];
  abilities: AbilityInstance[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  /** Alternative half of a flip card, carried along by copies (the copy's own status picks the half). */
  flip: FlipValues | null;
  /** It is every creature type (205.3m; changeling, 702.72a), besides the subtypes listed. */
  everyCreatureType?: boolean;
  /** A split card's two sets of characteristics (505.2 / 708.2); see split.ts. */
  halves?: Values[];
  /**
   * A split card whose halves' characteristics are combined: a fused split spell (702.101a; one converted mana cost,
   * its two mana costs' total, 708.2), and from Amonkhet (2017-04-28) a split card in every zone but the stack (708.4).
   */
  combined?: boolean;
  /** A double-faced card's back face (711.2): its characteristics while that face is up (double-faced-cards.ts). */
  back?: Values;
}

/** Characteristics as the game sees them after all layers, plus the controller (layer 2). */
export interface Characteristics extends Values {
  controller: PlayerId;
}

/** An ability as scenarios and snapshots name it: its keyword, or the id the card gives it. */
export function abilityLabel(a: AbilityInstance): string {
  return "keyword" in a.def ? a.def.keyword : a.def.id;
}

export function printedValues(card: CardDef): Values {
  const instances = (defs: AbilityDef[] | undefined) => (defs ?? []).map((def) => ({ def, origin: card.slug }));
  if (card.split) return splitCardValues(card.name, card.split.map((half) => printedValues({ slug: card.slug, ...half })), instances(card.abilities));
  return {
    name: card.name,
    manaCost: card.manaCost ?? null,
    // 202.2: colour comes from the mana cost, or from a colour indicator (204).
    colors: card.colorIndicator ?? colorsOfCost(card.manaCost ?? null),
    types: [...card.types],
    subtypes: [...(card.subtypes ?? [])],
    supertypes: [...(card.supertypes ?? [])],
    abilities: instances(card.abilities),
    power: card.power ?? (card.types.includes("creature") ? 0 : null),
    toughness: card.toughness ?? (card.types.includes("creature") ? 0 : null),
    loyalty: card.loyalty ?? null,
    flip: card.flip
      ? {
          name: card.flip.name,
          types: [...card.flip.types],
          subtypes: [...(card.flip.subtypes ?? [])],
          supertypes: [...(card.flip.supertypes ?? [])],
          abilities: instances(card.flip.abilities),
          power: card.flip.power ?? null,
          toughness: card.flip.toughness ?? null,
        }
      : null,
    ...(card.back && { back: printedValues({ slug: card.slug, ...card.back }) }),
  };
}

/**
 * A split card outside the stack (505.2–505.3 / 708.2–708.3): both halves' characteristics. The whole card's
 * colours and types are those of either half (a card with red and green halves is multicoloured); it has no
 * single mana cost, and questions about a characteristic get one answer per half (split.ts).
 */
function splitCardValues(name: Localized, halves: Values[], wholeCard: AbilityInstance[]): Values {
  const union = <T>(pick: (v: Values) => T[]) => [...new Set(halves.flatMap(pick))];
  return {
    name,
    manaCost: null,
    colors: union((h) => h.colors),
    types: union((h) => h.types),
    subtypes: union((h) => h.subtypes),
    supertypes: union((h) => h.supertypes),
    // Abilities printed across both halves (fuse): the halves' own abilities are in `halves`.
    abilities: wholeCard,
    power: null,
    toughness: null,
    loyalty: null,
    flip: null,
    halves,
  };
}

/**
 * A split card's two halves combined (708.4b–c from 2017-04-28; a fused split spell, 702.101c, 708.4d): one mana
 * cost, the halves' combined, its colours and converted mana cost from it; each card type of either half and each
 * ability of both halves. The halves stay, for casting one of them (708.2a).
 */
export function combinedSplitValues(v: Values): Values {
  if (v.combined || !v.halves) return v;
  const halves = v.halves;
  const union = <T>(pick: (h: Values) => T[]) => [...new Set(halves.flatMap(pick))];
  const manaCost = combinedManaCost(halves.map((h) => h.manaCost));
  return {
    ...v,
    manaCost,
    colors: colorsOfCost(manaCost),
    types: union((h) => h.types),
    subtypes: union((h) => h.subtypes),
    supertypes: union((h) => h.supertypes),
    abilities: [...v.abilities, ...halves.flatMap((h) => h.abilities)],
    combined: true,
  };
}

export function cloneValues(v: Values): Values {
  return {
    ...v,
    colors: [...v.colors],
    types: [...v.types],
    subtypes: [...v.subtypes],
    supertypes: [...v.supertypes],
    abilities: [...v.abilities],
  };
}

/**
 * 707.2 / 504.2: a face-down permanent is a 2/2 creature with no text, no name, no subtypes and no mana cost
 * (hence colourless), or a mana cost of {0} where the rules say so (502.26b until 2006-10-01). These are its
 * copiable values.
 */
export function faceDownValues(manaCost: "{0}" | "none"): Values {
  return {
    name: null,
    manaCost: manaCost === "{0}" ? "{0}" : null,
    colors: [],
    types: ["creature"],
    subtypes: [],
    supertypes: [],
    abilities: [],
    power: 2,
    toughness: 2,
    loyalty: null,
    flip: null,
  };
}

/** 709.2 / 508.2: a flipped permanent uses its alternative name, text, type line and P/T (`f`); colour and cost stay. */
export function withFlipApplied(v: Values, f: NonNullable<Values["flip"]>): Values {
  return {
    ...v,
    name: f.name,
    types: [...f.types],
    subtypes: [...f.subtypes],
    supertypes: [...f.supertypes],
    abilities: [...f.abilities],
    power: f.power,
    toughness: f.toughness,
    flip: null,
  };
}

export function abilityKey(a: AbilityInstance): string {
  return `${a.origin}:${a.def.id}`;
}

export function hasAbility(v: Values, key: string): boolean {
  return v.abilities.some((a) => abilityKey(a) === key);
}

// Questions about a split card's characteristics (505.5–505.6 / 708.5–708.6).

/** The sets of characteristics a question is asked of: each half of a split card (505.5 / 708.5), else the object. */
function answerSets(v: Values): Values[] {
  return v.halves ?? [v];
}

/**
 * "That card's converted mana cost": one answer per half (505.5 / 708.5), e.g. "1, and 4" for Assault/Battery; one
 * answer for a fused split spell, the total amount of mana in its two mana costs (708.2, 702.101b until 2017-04-28),
 * and for a split card whose halves are combined (708.4b from 2017-04-28: 5 for Assault/Battery).
 */
export function convertedManaCosts(v: Values): number[] {
  if (v.combined) return [convertedManaCost(v.manaCost)];
  return answerSets(v).map((half) => convertedManaCost(half.manaCost));
}

/**
 * A converted mana cost used to determine part of an effect, with no comparison ("X tokens, where X is that card's
 * converted mana cost"): a split card's two answers added up — "1, and 4": five (505.5 / 708.5; 708.5a, 2015-03-27:
 * "it uses the sum of the two converted mana costs").
 */
export function amountOfConvertedManaCost(v: Values): number {
  return convertedManaCosts(v).reduce((a, b) => a + b, 0);
}

/**
 * A positive or relative comparison (is it red? is its converted mana cost equal to 4?) gets only one answer:
 * "yes" if either half would answer "yes" on its own (505.6 / 708.6a).
 */
export function eitherHalf(v: Values, test: (half: Values) => boolean): boolean {
  return answerSets(v).some(test);
}

/**
 * The mana symbols of an object's mana cost, each as printed ("{1}", "{R}"): a split card's are its halves' separate
 * symbols, even where its mana cost is the halves' combined (709.4b from 2020-04-17: Fire//Ice has {1} twice).
 */
export function manaSymbols(v: Values): string[] {
  const costs = v.halves ? v.halves.map((h) => h.manaCost) : [v.manaCost];
  return costs.flatMap((cost) => (cost ? (cost.match(/\{[^}]+\}/gu) ?? []) : []));
}
