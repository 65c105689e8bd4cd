// An object with no mana cost (202.1b): its mana cost is unpayable (117.6; 203.1b from 2007-05-01, when the rules first
// say so): casting it is legal, paying that cost is not, so it is cast only through an alternative cost (face down for
// its morph cost, "without paying its mana cost"). Before 2007-05-01 no rule says so, and it is cast for nothing.
import { citationTable } from "./citations.ts";
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import type { ObjectId } from "./state.ts";

/** The rules this area cites, in each release's own numbering (found by their wording in sources/cr). */
export const citations = citationTable("src/engine/unpayable-costs.ts", {
  /** "This represents an unpayable cost … attempting to pay an unpayable cost is an illegal action." */
  unpayableCost: [["1999-04-23", null], ["2007-05-01", "203.1b"], ["2009-07-08", "116.6", "M10 moved the unpayable cost to 116.6 (116.6a is its sentence on alternative costs)"], ["2010-07-16", "117.6"], ["2019-07-12", "118.6"]],
});

/** Refuses paying the mana cost of a spell that has none, where the rules in force make it unpayable. */
export function requirePayableManaCost(game: Kernel, spell: ObjectId, manaCost: string | null | undefined): void {
  if (manaCost !== null && manaCost !== undefined) return;
  const rule = citations.citeIfAny(game.rules, "unpayableCost");
  if (rule !== null) throw new RuleViolation(rule, { reason: "unpayableCost", card: game.ref(spell) });
}
