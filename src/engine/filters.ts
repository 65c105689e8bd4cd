// Whether an object matches a filter ("white creatures you control", "noncreature artifacts"…). One
// definition for the layer system (working values during a derivation) and for the game (final values).
import type { ColorRef, Filter, FilterConditions } from "./cards.ts";
import { hasAnySubtype } from "./creature-types.ts";
import type { GameObject, ObjectId, PlayerId } from "./state.ts";
import { convertedManaCosts, manaSymbols, type Values } from "./values.ts";

/** The object matched, beyond its characteristics. */
export interface FilterSubject {
  /** It is the source of the effect or ability ("other" excludes it). */
  isSource: boolean;
  isToken: boolean;
  /** Its status: tapped or untapped (110.5). */
  tapped: boolean;
  /** Who controls it. */
  controller: PlayerId | undefined;
  /** The counters on it (122). */
  counters: Record<string, number>;
}

/** An object as a filter sees it, with the source of the effect or ability asking. */
export function filterSubject(o: GameObject, source: ObjectId | null, controller: PlayerId | undefined): FilterSubject {
  return fillSubject({ isSource: false, isToken: false, tapped: false, controller: undefined, counters: {} }, o, source, controller);
}

/** Fills `subject` in as `o` seen by a filter (the layer system reuses one subject for all its matches). */
export function fillSubject(subject: FilterSubject, o: GameObject, source: ObjectId | null, controller: PlayerId | undefined): FilterSubject {
  subject.isSource = o.id === source;
  subject.isToken = o.kind === "token";
  subject.tapped = o.status.tapped;
  subject.controller = controller;
  subject.counters = o.counters;
  return subject;
}

/** Who is asking: the same for every object an effect looks at. */
export interface FilterContext {
  /** Who "you" is: the controller of the effect or ability. */
  you: PlayerId;
  /** The value of a linked "choose a colour" / "choose a creature type" (undefined when undefined, 706.7a). */
  chosen: (kind: "color" | "creature-type") => string | undefined;
  /** The team a player is on in a team game (Two-Headed Giant, 810.1 / 606.1), null otherwise: a teammate isn't an opponent (102.3). */
  teamOf: (player: PlayerId) => string | null;
  /** A number chosen while resolving ("choose a number"), for "converted mana cost equal to that number". */
  chosenNumber?: number;
}

/** Whether a player is on the team of "you" (102.3: "the player's opponents are all players not on his or her team"). */
function isTeammate(p: PlayerId | undefined, ctx: FilterContext): boolean {
  const team = p === undefined ? null : ctx.teamOf(p);
  return team !== null && team === ctx.teamOf(ctx.you);
}

function colorOf(ref: ColorRef, ctx: FilterContext): string | undefined {
  return typeof ref === "string" ? ref : ctx.chosen("color");
}

/**
 * All the conditions the filter gives hold; and one of its sets of alternatives ("or"), and not its excluded set.
 * If-chains rather than a table of tests (as conditions on players and instructions are): this runs about 25,000
 * times per derivation of the layers benchmark, where a table measured 5–10% slower.
 * test/engine/filter-fields.test.ts checks that every condition the card language declares is tested here.
 */
export function matchesFilter(filter: Filter, v: Values, subject: FilterSubject, ctx: FilterContext): boolean {
  if (!holds(filter, v, subject, ctx)) return false;
  if (filter.anyOf) {
    let any = false;
    for (let i = 0; i < filter.anyOf.length && !any; i++) any = holds(filter.anyOf[i], v, subject, ctx);
    if (!any) return false;
  }
  return !filter.not || !holds(filter.not, v, subject, ctx);
}

function holds(filter: FilterConditions, v: Values, subject: FilterSubject, ctx: FilterContext): boolean {
  if (filter.types && !allIn(filter.types, v.types)) return false;
  if (filter.notTypes && anyIn(filter.notTypes, v.types)) return false;
  if (filter.anyOfTypes && !anyIn(filter.anyOfTypes, v.types)) return false;
  if (filter.withAbilities && !allKeywords(filter.withAbilities, v)) return false;
  if (filter.withoutAbilities && anyKeyword(filter.withoutAbilities, v)) return false;
  if (filter.supertypes && !allIn(filter.supertypes, v.supertypes)) return false;
  if (filter.notSupertypes && anyIn(filter.notSupertypes, v.supertypes)) return false;
  if (filter.subtypes && !hasAnySubtype(filter.subtypes, v.subtypes, v.everyCreatureType)) return false;
  if (filter.subtypeChosen) {
    // "of the chosen type": an undefined choice matches nothing (706.7a / 503.7).
    const chosen = ctx.chosen("creature-type");
    if (!chosen || !hasAnySubtype([chosen], v.subtypes, v.everyCreatureType)) return false;
  }
  if (filter.notAura && v.subtypes.includes("Aura")) return false;
  if (filter.colors && !hasAnyColor(filter.colors, v, ctx)) return false;
  if (filter.other && subject.isSource) return false;
  if (filter.self && !subject.isSource) return false;
  if (filter.nontoken && subject.isToken) return false;
  if (filter.tapped !== undefined && subject.tapped !== filter.tapped) return false;
  if (filter.controller === "you" && subject.controller !== ctx.you) return false;
  if (filter.controller === "opponent" && (subject.controller === ctx.you || isTeammate(subject.controller, ctx))) return false;
  if (filter.withCounter !== undefined && !((subject.counters[filter.withCounter] ?? 0) > 0)) return false;
  if (filter.repeatedManaSymbol !== undefined && hasRepeatedManaSymbol(v) !== filter.repeatedManaSymbol) return false;
  // 505.6 / 708.6a: a split card matches if either half does (202.3: each half's converted mana cost is compared);
  // a fused split spell has one converted mana cost (708.2).
  if (filter.convertedManaCost !== undefined) {
    const wanted = filter.convertedManaCost === "chosen-number" ? ctx.chosenNumber : filter.convertedManaCost;
    if (wanted === undefined) throw new Error("the chosen number must be known before comparing converted mana costs");
    if (wanted === "X") throw new Error("the value of X must be announced before comparing converted mana costs with it");
    if (!convertedManaCosts(v).includes(wanted)) return false;
  }
  const atLeast = filter.convertedManaCostAtLeast;
  if (atLeast !== undefined && !convertedManaCosts(v).some((cmc) => cmc >= atLeast)) return false;
  const atMost = filter.convertedManaCostAtMost;
  if (atMost !== undefined && !convertedManaCosts(v).some((cmc) => cmc <= atMost)) return false;
  return true;
}

// Plain loops rather than every/some with a closure: a closure capturing the values is allocated on every call, and
// the layer system matches each object against each effect.

function allIn<T>(wanted: readonly T[], have: readonly T[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (!have.includes(wanted[i])) return false;
  return true;
}

function anyIn<T>(wanted: readonly T[], have: readonly T[]): boolean {
  for (let i = 0; i < wanted.length; i++) if (have.includes(wanted[i])) return true;
  return false;
}

function hasKeyword(v: Values, keyword: string): boolean {
  for (let i = 0; i < v.abilities.length; i++) {
    const def = v.abilities[i].def;
    if ("keyword" in def && def.keyword === keyword) return true;
  }
  return false;
}

function allKeywords(keywords: readonly string[], v: Values): boolean {
  for (let i = 0; i < keywords.length; i++) if (!hasKeyword(v, keywords[i])) return false;
  return true;
}

function anyKeyword(keywords: readonly string[], v: Values): boolean {
  for (let i = 0; i < keywords.length; i++) if (hasKeyword(v, keywords[i])) return true;
  return false;
}

function hasAnyColor(refs: readonly ColorRef[], v: Values, ctx: FilterContext): boolean {
  for (let i = 0; i < refs.length; i++) {
    const color = colorOf(refs[i], ctx);
    if (color !== undefined && (v.colors as readonly string[]).includes(color)) return true;
  }
  return false;
}

/** Whether a mana cost holds one mana symbol more than once ({1}{1}: Fire//Ice's halves, 709.4b). */
function hasRepeatedManaSymbol(v: Values): boolean {
  const symbols = manaSymbols(v);
  return new Set(symbols).size < symbols.length;
}
