// Whether an object matches a filter ("white creatures you control", "noncreature artifacts"…). One
// definition for the layer system (working values during a derivation) and for the game (final values).
import { everyField, type ColorRef, type FieldHandlers, type Filter, type FilterConditions } from "./cards.ts";
import { convertedManaCost } from "./mana.ts";
import { eitherHalf } from "./split.ts";
import type { GameObject, ObjectId, PlayerId } from "./state.ts";
import type { Values } from "./values.ts";

/** The object matched, beyond its characteristics. */
export interface FilterSubject {
  /** It is the source of the effect or ability ("other" excludes it). */
  isSource: boolean;
  isToken: boolean;
  /** Who controls it. */
  controller: PlayerId | undefined;
  /** The counters on it (122). */
  counters: Record<string, number>;
}

/** An object as a filter sees it, with the source of the effect or ability asking. */
export function filterSubject(o: GameObject, source: ObjectId | null, controller: PlayerId | undefined): FilterSubject {
  return { isSource: o.id === source, isToken: o.kind === "token", controller, counters: o.counters };
}

/** Who is asking: the same for every object an effect looks at. */
export interface FilterContext {
  /** Who "you" is: the controller of the effect or ability. */
  you: PlayerId;
  /** The value of a linked "choose a colour" / "choose a creature type" (undefined when undefined, 706.7a). */
  chosen: (kind: "color" | "creature-type") => string | undefined;
  /** A number chosen while resolving ("choose a number"), for "converted mana cost equal to that number". */
  chosenNumber?: number;
}

function colorOf(ref: ColorRef, ctx: FilterContext): string | undefined {
  return typeof ref === "string" ? ref : ctx.chosen("color");
}

type FilterArgs = [v: Values, subject: FilterSubject, ctx: FilterContext];

/** One test per condition a filter can give: a condition added to the card language without its test fails to type-check. */
const tests: FieldHandlers<FilterConditions, FilterArgs, boolean> = {
  types: (types, v) => types.every((t) => v.types.includes(t)),
  notTypes: (types, v) => !types.some((t) => v.types.includes(t)),
  anyOfTypes: (types, v) => types.some((t) => v.types.includes(t)),
  withoutAbilities: (keywords, v) => !keywords.some((k) => v.abilities.some((a) => "keyword" in a.def && a.def.keyword === k)),
  supertypes: (supertypes, v) => supertypes.every((t) => v.supertypes.includes(t)),
  subtypes: (subtypes, v) => subtypes.some((t) => v.subtypes.includes(t)),
  subtypeChosen: (of, v, _subject, ctx) => {
    if (!of) return true;
    // "of the chosen type": an undefined choice matches nothing (706.7a / 503.7).
    const chosen = ctx.chosen("creature-type");
    return chosen !== undefined && v.subtypes.includes(chosen);
  },
  notAura: (not, v) => !not || !v.subtypes.includes("Aura"),
  colors: (colors, v, _subject, ctx) =>
    colors.some((ref) => {
      const color = colorOf(ref, ctx);
      return color !== undefined && v.colors.some((c) => c === color);
    }),
  other: (other, _v, subject) => !other || !subject.isSource,
  nontoken: (nontoken, _v, subject) => !nontoken || !subject.isToken,
  controller: (who, _v, subject, ctx) => (who === "you" ? subject.controller === ctx.you : subject.controller !== ctx.you),
  convertedManaCost: (cost, v, _subject, ctx) => {
    const wanted = cost === "chosen-number" ? ctx.chosenNumber : cost;
    if (wanted === undefined) throw new Error("the chosen number must be known before comparing converted mana costs");
    // 505.6 / 708.6a: a split card matches if either half does.
    return eitherHalf(v, (half) => convertedManaCost(half.manaCost) === wanted);
  },
  // 202.3: the converted mana cost of each half of a split card is compared (505.6 / 708.6a).
  convertedManaCostAtLeast: (n, v) => eitherHalf(v, (half) => convertedManaCost(half.manaCost) >= n),
  convertedManaCostAtMost: (n, v) => eitherHalf(v, (half) => convertedManaCost(half.manaCost) <= n),
  notSupertypes: (supertypes, v) => !supertypes.some((t) => v.supertypes.includes(t)),
  withCounter: (kind, _v, subject) => (subject.counters[kind] ?? 0) > 0,
};

/** All the conditions the filter gives hold; and one of its sets of alternatives ("or"), and not its excluded set. */
export function matchesFilter(filter: Filter, v: Values, subject: FilterSubject, ctx: FilterContext): boolean {
  const { anyOf, not, ...conditions } = filter;
  if (!everyField(tests, conditions, v, subject, ctx)) return false;
  if (anyOf && !anyOf.some((c) => everyField(tests, c, v, subject, ctx))) return false;
  return !not || !everyField(tests, not, v, subject, ctx);
}
