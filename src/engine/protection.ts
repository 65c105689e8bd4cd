// Protection (502.7 until M10; 702.14 from M10, 702.15 from Magic 2012, 702.16 from Magic 2014): "protection from
// [quality]". What has protection can't be targeted by spells with that quality or abilities from sources with it,
// can't be enchanted, equipped or fortified by permanents with it, can't be blocked by creatures with it when it
// attacks, and damage that sources with it would deal to it is prevented ("DEBT"). Each of these is a rule of its own
// from the Mirrodin rules (2003-10-01); before, 502.7b said them all. Equipment (and fortifying) enters the rules with
// Mirrodin too: no rule before.
//
// The quality is any characteristic value (502.7a / 702.16a): a colour, stated or chosen as the object entered (607),
// a card type, subtype or supertype, a name, "multicolored". The rules define variants, each from its release:
// "protection from everything" (Conflux, 2009-02-01), "protection from all [characteristic]" (2009-05-01: one
// protection per quality), "protection from [a player]" (2013-11-01) and "protection from each [set of players]"
// (2019-08-23). A player has protection from the Future Sight rules (2007-05-01: "a permanent or player with
// protection"), from everything from 2021-06-18 and from a player from 2022-07-08; a player gains it from an effect
// (player-protection.ts) or has it from a static ability ("you have protection from …", player-effects.ts). A variant a release lacks gives no protection there, as a keyword it lacks means nothing.
import { color as colorSchema, type AreaWords, type ProtectionQuality } from "./cards.ts";
import { chosenValue } from "./choices.ts";
import { citationTable, NEW_RULE } from "./citations.ts";
import type { Kernel } from "./kernel.ts";
import type { ObjectRef, Recipient } from "./narration.ts";
import { keywordAbilities } from "./keywords.ts";
import { playerProtection } from "./player-effects.ts";
import { object, opponents, type ObjectId, type PlayerId, type TargetRef } from "./state.ts";
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
  /** "A permanent or player with protection can't be targeted…": players have protection from the Future Sight rules. */
  protectionOfPlayers: [["1999-04-23", null], ["2007-05-01", "502.7b"], ["2009-07-08", "702.14b"], ["2011-06-17", "702.15b"], ["2013-07-13", "702.16b"]],
  /** "A permanent with protection from everything has protection from each object regardless of that object's characteristic values." */
  protectionFromEverything: [["1999-04-23", null], ["2009-02-01", "502.7g", NEW_RULE], ["2009-05-01", "502.7i"], ["2009-07-08", "702.14i"], ["2011-06-17", "702.15i"], ["2013-07-13", "702.16i"], ["2019-08-23", "702.16j"]],
  /** "A permanent or player with protection from everything…" (2021-06-18: before, the rule named permanents only). */
  playerProtectionFromEverything: [["1999-04-23", null], ["2021-06-18", "702.16j"]],
  /** "'Protection from all [characteristic]' is shorthand for 'protection from [quality A],' 'protection from [quality B],' and so on" ("each", 2024-06-07). */
  protectionFromAll: [["1999-04-23", null], ["2009-05-01", "502.7h", NEW_RULE], ["2009-07-08", "702.14h"], ["2011-06-17", "702.15h"], ["2013-07-13", "702.16h"]],
  /** "A permanent with protection from a specific player has protection from each object the player controls…" */
  protectionFromPlayer: [["1999-04-23", null], ["2013-11-01", "702.16j", NEW_RULE], ["2019-08-23", "702.16k"]],
  /** "A permanent or player with protection from a specific player…" (2022-07-08: before, the rule named permanents only). */
  playerProtectionFromPlayer: [["1999-04-23", null], ["2022-07-08", "702.16k"]],
  /** "'Protection from each [set of characteristics, qualities, or players]' is shorthand for 'protection from [A],' 'protection from [B],' and so on." */
  protectionFromEachOf: [["1999-04-23", null], ["2019-08-23", "702.16i", NEW_RULE]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    damagePrevented: { amount: number; to: Recipient; source: ObjectRef; rule: string };
  }
  interface Refusals {
    cantBlockProtection: { object: ObjectRef; attacker: ObjectRef };
  }
}
/** Protection a player has from an effect (613.10: effects on players), until the effect ends. */
export interface PlayerProtection {
  player: PlayerId;
  from: ProtectionQuality[];
  /** "Until end of turn" (514.2), or "until your next turn": as the next turn of the effect's controller begins. */
  until: "end-of-turn" | { nextTurnOf: PlayerId };
}

declare module "./state.ts" {
  interface AreaState {
    /** Protection players have from effects (702.16b–e), each until its effect ends (player-protection.ts ends them). */
    playerProtection?: PlayerProtection[];
  }
}

/** The rule a key names under the game's rules (equipping has none before Mirrodin: NoRuleSetError). */
export const protectionRule = (game: Kernel, key: keyof typeof citations.table): string => citations.cite(game.rules, key);

/** A quality something has protection from, as a source is judged against it. */
type Quality =
  | { color: string }
  | { cardType: string }
  | { subtype: string }
  | { supertype: string }
  | { name: string }
  | { colors: "multicolored" | "monocolored" }
  | { everything: true }
  | { player: PlayerId };

/** Whether the release has the rule a key cites. */
const inForce = (game: Kernel, key: keyof typeof citations.table) => citations.citeIfAny(game.rules, key) !== null;

/**
 * The qualities of "protection from …" as the rules in force define them for a permanent or a player, `you` being
 * its controller or that player ("each of your opponents"); `chosen`, the colour chosen for a linked ability.
 */
function qualities(game: Kernel, from: readonly ProtectionQuality[], holder: "permanent" | "player", you: PlayerId, chosen: () => string | undefined): Quality[] {
  const forPlayers = holder === "player";
  const fromPlayers = () => inForce(game, forPlayers ? "playerProtectionFromPlayer" : "protectionFromPlayer");
  return from.flatMap((q): Quality[] => {
    if (q === "everything") return inForce(game, forPlayers ? "playerProtectionFromEverything" : "protectionFromEverything") ? [{ everything: true }] : [];
    if (q === "multicolored" || q === "monocolored") return [{ colors: q }];
    if (typeof q === "string") return [{ color: q }];
    // An undefined choice gives none (607.5a / 706.7a).
    if ("chosen" in q) {
      const c = chosen();
      return c ? [{ color: c }] : [];
    }
    if (!("each" in q)) return [q];
    if (q.each === "color") return inForce(game, "protectionFromAll") ? colorSchema.options.map((c) => ({ color: c })) : [];
    return inForce(game, "protectionFromEachOf") && fromPlayers() ? opponents(game.state, you).map((p) => ({ player: p.id })) : [];
  });
}

/** The qualities an object has protection from, on its current characteristics. */
function protectionQualities(game: Kernel, id: ObjectId): Quality[] {
  const o = object(game.state, id);
  const c = game.characteristics(id);
  return keywordAbilities(game.rules, c.abilities, "protection").flatMap((a) =>
    qualities(game, a.def.from ?? [], "permanent", c.controller, () => chosenValue(game.rules, o, a, "color")),
  );
}

/**
 * The qualities a player has protection from — from effects (player-protection.ts) and from the static abilities of
 * permanents he or she controls ("you have protection from …") — none before players could have protection.
 */
function playerQualities(game: Kernel, p: PlayerId): Quality[] {
  if (!inForce(game, "protectionOfPlayers")) return [];
  const from = [...(game.state.areas.playerProtection ?? []).filter((e) => e.player === p).flatMap((e) => e.from), ...playerProtection(game, p)];
  return qualities(game, from, "player", p, () => undefined);
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

/**
 * Whether a source has the quality. A type applies to permanents of that type and to sources elsewhere of that type
 * (702.16a); everything, to each object (702.16j); a player, to each object that player controls (702.16k).
 */
function hasQuality(s: Characteristics, q: Quality): boolean {
  if ("everything" in q) return true;
  if ("player" in q) return s.controller === q.player;
  if ("color" in q) return s.colors.includes(q.color as never);
  if ("colors" in q) return q.colors === "multicolored" ? s.colors.length > 1 : s.colors.length === 1;
  if ("cardType" in q) return s.types.includes(q.cardType as never);
  if ("subtype" in q) return s.subtypes.includes(q.subtype);
  if ("supertype" in q) return s.supertypes.includes(q.supertype as never);
  return s.name?.en === q.name;
}

/** Whether a permanent or a player has protection from a quality the source has. */
function protectedFrom(game: Kernel, qualitiesOf: () => Quality[], source: ObjectId | null): boolean {
  if (source === null) return false;
  const found = qualitiesOf();
  if (found.length === 0) return false;
  const s = sourceCharacteristics(game, source);
  return s !== undefined && found.some((q) => hasQuality(s, q));
}

/** Whether `id` has protection from a quality the source has. */
export function isProtectedFrom(game: Kernel, id: ObjectId, source: ObjectId | null): boolean {
  return protectedFrom(game, () => protectionQualities(game, id), source);
}

/** Whether a player has protection from a quality the source has (502.7b–e from 2007-05-01, 702.16b–e). */
export function isPlayerProtectedFrom(game: Kernel, p: PlayerId, source: ObjectId | null): boolean {
  return protectedFrom(game, () => playerQualities(game, p), source);
}

/**
 * Damage a source would deal to a permanent or player with protection from one of its qualities is prevented
 * (702.16e / 502.7e; 502.7b before Mirrodin): true, and said, if so.
 */
export function damagePrevented(game: Kernel, source: ObjectId | null, to: TargetRef, amount: number): boolean {
  if (amount <= 0) return false;
  if (!("player" in to ? isPlayerProtectedFrom(game, to.player, source) : isProtectedFrom(game, to.object, source))) return false;
  game.say({ action: "damagePrevented", amount, to: game.recipient(to), source: game.ref(source!), rule: protectionRule(game, "protectionDamage") });
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
