// Protection (502.7 until M10; 702.14 from M10, 702.15 from Magic 2012, 702.16 from Magic 2014): "protection from
// [quality]" — a colour, stated or chosen as the object entered (607), or a card type. What has protection can't be
// targeted by spells with that quality or abilities from sources with it, can't be enchanted, equipped or fortified
// by permanents with it, can't be blocked by creatures with it when it attacks, and damage that sources with it would
// deal to it is prevented ("DEBT"). Each of these is a rule of its own from the Mirrodin rules (2003-10-01); before,
// 502.7b said them all. Equipment (and fortifying) enters the rules with Mirrodin too: no rule before.
import type { AreaWords } from "./cards.ts";
import { chosenValue } from "./choices.ts";
import { citationTable, NEW_RULE } from "./citations.ts";
import type { Kernel } from "./kernel.ts";
import type { ObjectRef } from "./narration.ts";
import { keywordAbilities } from "./keywords.ts";
import { object, type ObjectId } from "./state.ts";
import type { Characteristics } from "./values.ts";

/** The Mirrodin rules (2003-10-01) split 502.7b's sentences into rules of their own. */
const SPLIT = "the Mirrodin rules (2003-10-01) gave each sentence of 502.7b a rule of its own: the rule cited is the one saying it";

/**
 * The rules this area cites, in each release's own numbering (found by their wording in each release's text as
 * src/import reads it). The keyword itself (502.7a / 702.16a) is keywords.ts' `protection`.
 */
export const citations = citationTable("src/engine/protection.ts", {
  /** "can't be targeted by spells with the stated quality and can't be targeted by abilities from a source with the stated quality" */
  protectionTargeted: [["1999-04-23", "502.7b"], ["2003-10-01", "502.7b", SPLIT], ["2009-07-08", "702.14b"], ["2011-06-17", "702.15b"], ["2013-07-13", "702.16b"]],
  /** "can't be enchanted by enchantments [Auras] that have the stated quality" — such Auras go to the graveyard. */
  protectionEnchanted: [["1999-04-23", "502.7b"], ["2003-10-01", "502.7c", SPLIT], ["2009-07-08", "702.14c"], ["2011-06-17", "702.15c"], ["2013-07-13", "702.16c"]],
  /** "can't be equipped by Equipment that have the stated quality [or fortified by Fortifications…]" — they become unattached. */
  protectionEquipped: [["1999-04-23", null], ["2003-10-01", "502.7d", NEW_RULE], ["2009-07-08", "702.14d"], ["2011-06-17", "702.15d"], ["2013-07-13", "702.16d"]],
  /** "Any damage that would be dealt by sources that have the stated quality to [it] is prevented." */
  protectionDamage: [["1999-04-23", "502.7b"], ["2003-10-01", "502.7e", SPLIT], ["2009-07-08", "702.14e"], ["2011-06-17", "702.15e"], ["2013-07-13", "702.16e"]],
  /** "[If it attacks,] it can't be blocked by creatures that have the stated quality." */
  protectionBlocked: [["1999-04-23", "502.7b"], ["2003-10-01", "502.7f", SPLIT], ["2009-07-08", "702.14f"], ["2011-06-17", "702.15f"], ["2013-07-13", "702.16f"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    damagePrevented: { amount: number; to: ObjectRef; source: ObjectRef; rule: string };
  }
  interface Refusals {
    cantBlockProtection: { object: ObjectRef; attacker: ObjectRef };
  }
}

/** The rule a key names under the game's rules (equipping has none before Mirrodin: NoRuleSetError). */
export const protectionRule = (game: Kernel, key: keyof typeof citations.table): string => citations.cite(game.rules, key);

/** A quality an object has protection from: a colour, or a card type. */
type Quality = { color: string } | { cardType: string };

/** The qualities an object has protection from, on its current characteristics; an undefined choice gives none (706.7a). */
function protectionQualities(game: Kernel, id: ObjectId): Quality[] {
  const o = object(game.state, id);
  return keywordAbilities(game.rules, game.characteristics(id).abilities, "protection").flatMap((a) =>
    (a.def.from ?? []).flatMap((from): Quality[] => {
      if (typeof from === "string") return [{ color: from }];
      if ("cardType" in from) return [{ cardType: from.cardType }];
      const chosen = chosenValue(game.rules, o, a, "color");
      return chosen ? [{ color: chosen }] : [];
    }),
  );
}

/** The colours an object has protection from (702.16a), as a scenario reads them. */
export function protectionColors(game: Kernel, id: ObjectId): string[] {
  return protectionQualities(game, id).flatMap((q) => ("color" in q ? [q.color] : []));
}

/**
 * The characteristics of a source as protection judges them: its current ones, or, once it has left the zone it was
 * in, as it last existed there (a creature's combat damage on the stack in the 2007 rules, 310.4a).
 */
function sourceCharacteristics(game: Kernel, source: ObjectId): Characteristics | undefined {
  return game.state.objects.has(source) ? game.characteristics(source) : game.state.lastKnown.get(source);
}

/** Whether `id` has protection from a quality the source has (a colour it is, a card type it has). */
export function isProtectedFrom(game: Kernel, id: ObjectId, source: ObjectId | null): boolean {
  if (source === null) return false;
  const qualities = protectionQualities(game, id);
  if (qualities.length === 0) return false;
  const s = sourceCharacteristics(game, source);
  if (!s) return false;
  return qualities.some((q) => ("color" in q ? s.colors.includes(q.color as never) : s.types.includes(q.cardType as never)));
}

/**
 * Damage a source would deal to a permanent with protection from one of its qualities is prevented (702.16e /
 * 502.7e; 502.7b before Mirrodin): true, and said, if so.
 */
export function damagePrevented(game: Kernel, source: ObjectId | null, to: ObjectId, amount: number): boolean {
  if (amount <= 0 || !isProtectedFrom(game, to, source)) return false;
  game.say({ action: "damagePrevented", amount, to: game.ref(to), source: game.ref(source!), rule: protectionRule(game, "protectionDamage") });
  return true;
}

/**
 * The schemas of the card-language words this module carries out (cards.ts says how a word is declared): a kernel
 * module's, listed in card-schema.ts.
 */
export const words = {
  keywords: ["protection"] as const,
} satisfies AreaWords;

declare module "./cards.ts" {
  interface Keywords {
    protection: true;
  }
}
