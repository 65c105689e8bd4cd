// Every condition a filter can give is tested by matchesFilter (an if-chain for speed, not a table): for each one,
// an object the condition rejects although a filter without it accepts the object. The record is keyed by every
// field of the card language's Filter, so a condition added to the schema fails to type-check here (npm test
// type-checks first) until it has its case — and the case fails until matchesFilter tests it.
import { describe, expect, it } from "vitest";
import type { CardDef, Filter } from "../../src/engine/cards.ts";
import { language } from "../../src/engine/card-schema.ts";
import { matchesFilter, type FilterContext, type FilterSubject } from "../../src/engine/filters.ts";
import { printedValues, type Values } from "../../src/engine/values.ts";

const bear: CardDef = { slug: "bear", name: { en: "Bear" }, manaCost: "{1}{G}", types: ["creature"], subtypes: ["Bear"], power: 2, toughness: 2 };
const subject: FilterSubject = { isSource: false, isToken: false, tapped: false, controller: "alex", counters: {} };
const ctx: FilterContext = { you: "alex", chosen: () => undefined, teamOf: () => null };

interface Rejection {
  filter: Filter;
  card?: Partial<CardDef>;
  subject?: Partial<FilterSubject>;
}

const rejections: Record<keyof Filter, Rejection> = {
  types: { filter: { types: ["artifact"] } },
  notTypes: { filter: { notTypes: ["creature"] } },
  anyOfTypes: { filter: { anyOfTypes: ["artifact", "land"] } },
  withAbilities: { filter: { withAbilities: ["flying"] } },
  withoutAbilities: { filter: { withoutAbilities: ["flying"] }, card: { abilities: [{ id: "flying", keyword: "flying" }] } },
  supertypes: { filter: { supertypes: ["legendary"] } },
  subtypes: { filter: { subtypes: ["Goblin"] } },
  // "of the chosen type" with no type chosen matches nothing (706.7a).
  subtypeChosen: { filter: { subtypeChosen: true } },
  notAura: { filter: { notAura: true }, card: { types: ["enchantment"], subtypes: ["Aura"] } },
  colors: { filter: { colors: ["blue"] } },
  other: { filter: { other: true }, subject: { isSource: true } },
  self: { filter: { self: true } },
  nontoken: { filter: { nontoken: true }, subject: { isToken: true } },
  tapped: { filter: { tapped: true } },
  controller: { filter: { controller: "opponent" } },
  convertedManaCost: { filter: { convertedManaCost: 5 } },
  convertedManaCostAtLeast: { filter: { convertedManaCostAtLeast: 3 } },
  convertedManaCostAtMost: { filter: { convertedManaCostAtMost: 1 } },
  notSupertypes: { filter: { notSupertypes: ["legendary"] }, card: { supertypes: ["legendary"] } },
  withCounter: { filter: { withCounter: "+1/+1" } },
  // {1}{G}: no symbol twice.
  repeatedManaSymbol: { filter: { repeatedManaSymbol: true } },
  anyOf: { filter: { anyOf: [{ types: ["artifact"] }, { colors: ["blue"] }] } },
  not: { filter: { not: { types: ["creature"] } } },
};

function values(card: Partial<CardDef> = {}): Values {
  return printedValues({ ...bear, ...card });
}

describe("every filter condition of the card language is tested", () => {
  it("lists every condition the schema declares", () => {
    expect(Object.keys(rejections).sort()).toEqual(Object.keys(language.filter.shape).sort());
  });

  for (const [field, r] of Object.entries(rejections)) {
    it(field, () => {
      const v = values(r.card);
      const s = { ...subject, ...r.subject };
      expect(matchesFilter({}, v, s, ctx)).toBe(true);
      expect(matchesFilter(r.filter, v, s, ctx)).toBe(false);
    });
  }
});
