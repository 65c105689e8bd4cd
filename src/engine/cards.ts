// The card language: what a card (or a token, or an example's unnamed object) is, as data the engine interprets.
// Nothing here names a card; examples/cards/*.yaml instantiate these shapes.
//
// Declared once, as zod schemas; every TypeScript type is inferred from them. A word list (instructions,
// abilities, triggers, numbers, keywords) is a record of schemas keyed by its words, and an object of the language
// holds exactly one of those keys. This module holds the card's shape, the shared pieces (filters, numbers, effects,
// costs, targets) and the kernel's words; a rule area declares the words it carries out in its own module, beside
// their handlers (`words`, `satisfies AreaWords`), and names them in the word lists' interfaces
// (`declare module "./cards.ts" { interface InstructionBodies { flipCoin: Body<typeof words.instructions, "flipCoin"> } }`).
// `cardLanguage` builds the schemas from the kernel's words and the areas' (card-schema.ts, from areas.ts).
//
// Each schema is a function of the language (`l`), through which it reaches the other parts: the lists contain
// themselves (an instruction holds instructions, an ability holds instructions that grant abilities), so their
// types are named in interfaces (`InstructionBodies`) before the schemas exist. A word without a handler in a table
// keyed by `InstructionKind` fails to type-check (see instructions.ts), and so does a word named in an interface
// without a schema, or the reverse (`cardLanguage`, as card-schema.ts builds the language of the listed areas).
import { z } from "zod";

/** The type of a word's body, as its schema validates it. */
type Word<S extends z.ZodTypeAny> = z.output<S>;

/** An object holding exactly one word of a list, with that word's body: `{ draw: 2 }`. */
export type OneWord<Bodies> = { [K in keyof Bodies]: { [P in K]: Bodies[K] } }[keyof Bodies];

/**
 * The schema of an object with exactly one of the words' keys (plus the common keys). Its error names the word
 * it expected instead of zod's generic union message, at the unknown key.
 */
export function oneOf<W extends Record<string, z.ZodTypeAny>, C extends z.ZodRawShape = {}>(
  what: string,
  words: W,
  common?: C,
): z.ZodType<OneWord<{ [K in keyof W]: Word<W[K]> }> & z.output<z.ZodObject<C>>> {
  const commonKeys = common ?? {};
  const checked = z.record(z.unknown()).superRefine((value, ctx) => {
    const kinds = Object.keys(value).filter((k) => k in words);
    if (kinds.length !== 1) {
      const unknown = Object.keys(value).filter((k) => !(k in words) && !(k in commonKeys));
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: unknown.length ? [unknown[0]] : [],
        params: { atKey: unknown.length > 0 },
        message: kinds.length
          ? `one kind of ${what} expected, found ${kinds.join(" and ")}`
          : `unknown ${what}${unknown.length ? ` '${unknown[0]}'` : ""}: expected one of ${Object.keys(words).join(", ")}`,
      });
      return;
    }
    const result = z.object({ [kinds[0]]: words[kinds[0]], ...commonKeys }).strict().safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue(issue);
  });
  // The refinement has validated the value against the schema of its one word: it has that word's type.
  return checked as unknown as z.ZodType<OneWord<{ [K in keyof W]: Word<W[K]> }> & z.output<z.ZodObject<C>>>;
}

/** The schemas of some words of a list, built from the language: a kernel's list or an area's. */
type WordSchemas = (l: Language) => Record<string, z.ZodTypeAny>;

/**
 * The body of one word of a list, as its schemas build it: `draw: Body<typeof kernelInstructionWords, "draw">` in the
 * list's interface. (TypeScript needs the interface's members one by one: the lists contain themselves.)
 */
export type Body<F extends WordSchemas, K extends keyof ReturnType<F>> = Word<ReturnType<F>[K]>;

/** The names of keywords, as an interface of the keyword list (`Keywords`) is extended with them. */
type Named<Names extends readonly string[]> = Record<Names[number], true>;

/**
 * The words a rule area declares (its `words`), or a kernel module that carries out words of its own (listed in
 * card-schema.ts): the schemas of its instructions and triggers, and its keywords' names.
 */
export interface AreaWords {
  instructions?: WordSchemas;
  triggers?: WordSchemas;
  keywords?: readonly string[];
}

// ---------------------------------------------------------------- vocabulary

const COLORS = ["white", "blue", "black", "red", "green"] as const;
export const color = z.enum(COLORS);
export type Color = z.output<typeof color>;

const CARD_TYPES = ["artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "tribal", "plane"] as const;
export const cardType = z.enum(CARD_TYPES);
export type CardType = z.output<typeof cardType>;

const supertype = z.enum(["basic", "legendary", "snow", "world"]);
export type Supertype = z.output<typeof supertype>;

/** The keyword abilities the kernel's modules give a meaning (keywords.ts); the areas' are declared in their modules. */
const KERNEL_KEYWORDS = ["indestructible", "flying", "trample", "haste", "defender", "vigilance", "reach", "landwalk", "first-strike", "double-strike", "hexproof", "shroud", "flash", "fear", "intimidate"] as const;
/**
 * Every keyword of the language: the kernel's, and each area's, named in its module
 * (`declare module "./cards.ts" { interface Keywords { suspend: true } }`) as its `words` list it.
 * @public
 */
export interface Keywords extends Named<typeof KERNEL_KEYWORDS> {}
export type Keyword = keyof Keywords;

/** A text in English and, where the sources give it, French. */
export const localized = z.object({ en: z.string().min(1), fr: z.string().min(1).optional() }).strict();
export type Localized = z.output<typeof localized>;
/** A card's name, with the article the French rules give it where it is singular (« le Clone », « l'Armodon affolé »). */
const cardName = localized.extend({ article: z.enum(["le", "la", "l'"]).optional() }).strict();
export type CardName = z.output<typeof cardName>;

export const manaCost = z.string().regex(/^(\{(\d+|[WUBRGCX]|[WUBRG]\/[WUBRG])\})+$/u, "a mana cost like {2}{B}{B} or {X}{G/W}");

/** A colour given outright, or the colour chosen for a linked "choose a colour" ability (607, 706.7a). */
const colorRef = z.union([color, z.object({ chosen: z.literal("color") }).strict()]);
export type ColorRef = z.output<typeof colorRef>;

/**
 * A quality protection is from (702.16a / 502.7a: "usually a color … but can be any characteristic value"): a colour,
 * stated or chosen (607); "multicolored" or "monocolored"; a card type ("from artifacts"), a subtype ("from Goblins"),
 * a supertype; a card name; "everything" (702.16j); "each color" (702.16h: one protection per colour); "each of your
 * opponents" (702.16i, 702.16k: from each of those players). protection.ts says from which release each holds.
 */
export const protectionQuality = z.union([
  colorRef,
  z.enum(["multicolored", "monocolored", "everything"]),
  z.object({ cardType }).strict(),
  z.object({ subtype: z.string().min(1) }).strict(),
  z.object({ supertype }).strict(),
  z.object({ name: z.string().min(1) }).strict(),
  z.object({ each: z.enum(["color", "opponent"]) }).strict(),
]);
export type ProtectionQuality = z.output<typeof protectionQuality>;

/**
 * Which player an instruction is about: its controller ("you"), its target player, or "that player" of a
 * trigger about a player's turn ("at the beginning of each player's upkeep, that player …": the active player).
 */
export const playerRef = z.enum(["you", "target", "that-player", "each"]);
export type PlayerRef = z.output<typeof playerRef>;

// ---------------------------------------------------------------- filters and numbers

/** Which objects an effect, a count or a target looks at. All listed conditions must hold. */
const conditionsSchema = (l: Language) =>
  z
    .object({
      types: z.array(cardType).optional(),
      notTypes: z.array(cardType).optional(),
      /** Any of these colours. */
      colors: z.array(colorRef).optional(),
      subtypes: z.array(z.string()).optional(),
      /** Any of these subtypes, "of the chosen type" included. */
      subtypeChosen: z.boolean().optional(),
      /** "you" / "opponent": relative to the controller of the ability or effect. */
      controller: z.enum(["you", "opponent"]).optional(),
      /** "another": excludes the source itself. */
      other: z.boolean().optional(),
      /** "this [object]": the source itself only (a trigger about it with a further condition: "if it had no … counters"). */
      self: z.boolean().optional(),
      nontoken: z.boolean().optional(),
      /** "tapped" / "untapped" (110.5): its status. */
      tapped: z.boolean().optional(),
      notAura: z.boolean().optional(),
      /** Any of these card types ("artifacts and creatures"). */
      anyOfTypes: z.array(cardType).optional(),
      /** "with flying": all of these keyword abilities. */
      withAbilities: z.array(l.keyword).optional(),
      /** "without flying": none of these keyword abilities. */
      withoutAbilities: z.array(l.keyword).optional(),
      supertypes: z.array(supertype).optional(),
      /**
       * "with converted mana cost equal to …" (either half of a split card, 505.6 / 708.6a): a number, the number chosen
       * as the spell resolves, or "X", the X announced for the spell or ability whose target it describes (601.2b).
       */
      convertedManaCost: z.union([z.number().int().nonnegative(), z.literal("chosen-number"), z.literal("X")]).optional(),
      /** "with converted mana cost N or greater / N or less" (202.3). */
      convertedManaCostAtLeast: z.number().int().nonnegative().optional(),
      convertedManaCostAtMost: z.number().int().nonnegative().optional(),
      /** "nonbasic", "nonlegendary": none of these supertypes. */
      notSupertypes: z.array(supertype).optional(),
      /** "with a [kind] counter on it" (122.1). */
      withCounter: z.string().optional(),
      /**
       * "has more than one of the same mana symbol in its mana cost" (Jegantha's companion condition); a split card's
       * symbols are its halves' separate symbols (709.4b from 2020-04-17).
       */
      repeatedManaSymbol: z.boolean().optional(),
    })
    .strict();
/** A set of conditions, which may also require one of several sets ("A or B") and exclude another ("non-…"). */
const filterSchema = (l: Language, conditions = conditionsSchema(l)) =>
  conditions
    .extend({
      /** "Saproling creatures and other Treefolk creatures": any one of these sets of conditions. */
      anyOf: z.array(conditions).min(2).optional(),
      /** None of these conditions all hold ("non-[…]"). */
      not: conditions.optional(),
    })
    .strict();
export type Filter = z.output<ReturnType<typeof filterSchema>>;
type Conditions = z.output<ReturnType<typeof conditionsSchema>>;
export type { Conditions as FilterConditions };

/** A set of objects in a zone, for counts ("creature cards in your graveyard"). */
const objectQuerySchema = (l: Language) =>
  z
    .object({
      zone: z.enum(["battlefield", "graveyard", "hand", "library", "exile", "stack"]),
      /** Whose zone (for graveyard/hand/library) or who controls (battlefield): relative to the source's controller. */
      whose: z.enum(["you", "opponents", "any"]).optional(),
      filter: l.filter.optional(),
    })
    .strict();
export type ObjectQuery = z.output<ReturnType<typeof objectQuerySchema>>;

/** A number in an effect: a constant, the X of the spell or ability, or a count of the game state. */
const valueExprSchema = (l: Language): z.ZodType<ValueExpr> => z.union([z.number().int(), z.literal("X"), oneOf("number", valueWords(l))]);

const valueWords = (l: Language) => ({
  count: l.objectQuery,
  cardTypesAmong: l.objectQuery,
  sum: z.array(z.lazy(() => l.valueExpr)),
  powerOf: z.literal("sacrificed"),
  /** "that card's converted mana cost", the card an earlier instruction moved (one answer per split half, 505.5). */
  convertedManaCostOf: z.enum(["that-card", "exiled-card"]),
  /** A player's life total (in Two-Headed Giant, the one effects see: 810.9a / 606.9a). */
  lifeTotalOf: playerRef,
  /** "The lowest life total among all players". */
  lowestLifeTotal: z.literal(true),
  /** "Half his or her life, rounded up". */
  halfLifeRoundedUp: playerRef,
  /** "Half that player's life total, rounded down" ("that-player": each player the instruction deals with in turn). */
  halfLifeRoundedDown: playerRef,
});

export interface ValueBodies {
  count: Body<typeof valueWords, "count">;
  cardTypesAmong: Body<typeof valueWords, "cardTypesAmong">;
  sum: Body<typeof valueWords, "sum">;
  powerOf: Body<typeof valueWords, "powerOf">;
  convertedManaCostOf: Body<typeof valueWords, "convertedManaCostOf">;
  lifeTotalOf: Body<typeof valueWords, "lifeTotalOf">;
  lowestLifeTotal: Body<typeof valueWords, "lowestLifeTotal">;
  halfLifeRoundedUp: Body<typeof valueWords, "halfLifeRoundedUp">;
  halfLifeRoundedDown: Body<typeof valueWords, "halfLifeRoundedDown">;
}
export type ValueExpr = number | "X" | OneWord<ValueBodies>;

// ---------------------------------------------------------------- continuous and copy effects

/**
 * Which objects a continuous effect affects; "enchanted" / "equipped": the object the source is attached to (an Aura,
 * an Equipment); "trigger-object": the object an ability's trigger event refers to.
 */
const affectsSchema = (l: Language) =>
  z.union([
    z.enum(["self", "target", "enchanted", "equipped", "trigger-object"]),
    z
      .object({
        all: l.filter,
        /**
         * The zones whose objects it affects, the battlefield unless given: "creature cards in your graveyard", "all cards
         * that aren't on the battlefield, spells, and permanents" (611.3a: a static ability's effect applies to whatever its
         * text indicates; 613.1 / 418.5 derive the characteristics of objects in every zone).
         */
        in: z.array(z.enum(["battlefield", "stack", "hand", "library", "graveyard", "exile"])).min(1).optional(),
      })
      .strict(),
  ]);
export type Affects = z.output<ReturnType<typeof affectsSchema>>;

/**
 * A number a continuous effect reads from each object it applies to: "each noncreature artifact … has power and
 * toughness each equal to its converted mana cost" (its mana value from 2021-04-22, 202.3).
 */
const itsValue = z.object({ its: z.literal("convertedManaCost") }).strict();
/** A power or toughness a continuous effect sets or adds: a number, or one read from each object it applies to. */
const ptValueSchema = (l: Language) => z.union([l.valueExpr, itsValue]);
export type PTValue = z.output<ReturnType<typeof ptValueSchema>>;

/** "As long as …" condition of a static ability. */
const conditionSchema = (l: Language) => z.object({ topOfGraveyard: z.object({ whose: z.literal("you"), filter: l.filter }).strict() }).strict();

/** The object whose full text another object has (612.5): "the top card of your graveyard". */
const textSourceSchema = (l: Language) => z.object({ topOfGraveyard: z.object({ whose: z.literal("you"), filter: l.filter.optional() }).strict() }).strict();

/**
 * One continuous effect. Each field is a part applied in its own layer (613.5): the engine's RuleSet says which.
 * A static ability's effect lives as long as the ability; an effect created by a spell or ability has a duration.
 */
const continuousSchema = (l: Language) =>
  z
    .object({
      affects: affectsSchema(l),
      duration: z.enum(["end-of-turn", "indefinite"]).optional(),
      condition: conditionSchema(l).optional(),
      /** layer 2 */
      gainControl: z.boolean().optional(),
      /** layer 3 (612.5): full text of another object, plus abilities of the affected object kept by id. */
      fullTextOf: textSourceSchema(l).optional(),
      keepAbilities: z.array(z.string()).optional(),
      /** layer 4 */
      types: z.object({ add: z.array(cardType).optional(), set: z.array(cardType).optional(), remove: z.array(cardType).optional() }).strict().optional(),
      subtypes: z
        .object({
          add: z.array(z.string()).optional(),
          set: z.array(z.string()).optional(),
          /** "… is the chosen type in addition to its other types": the linked choice's creature type (607). */
          addChosen: z.boolean().optional(),
          /** "… are the chosen type": the linked choice's creature type replaces the creature types (607, 205.1a). */
          setChosen: z.boolean().optional(),
          /** "This object is every creature type" (changeling, 702.72a; 205.3m). */
          allCreatureTypes: z.boolean().optional(),
        })
        .strict()
        .optional(),
      /** layer 5 */
      colors: z
        .union([
          z.object({ set: z.array(colorRef) }).strict(),
          /** "… is [the chosen colour] in addition to its other colors". */
          z.object({ add: z.array(colorRef).min(1) }).strict(),
          z.object({ choose: z.literal(true) }).strict(),
        ])
        .optional(),
      /** layer 6 */
      abilities: z.object({ add: z.array(z.lazy(() => l.ability)).optional(), remove: z.array(z.string()).optional(), removeAll: z.boolean().optional() }).strict().optional(),
      /** layer 7 */
      setPT: z.tuple([ptValueSchema(l), ptValueSchema(l)]).optional(),
      modifyPT: z.tuple([ptValueSchema(l), ptValueSchema(l)]).optional(),
      switchPT: z.boolean().optional(),
    })
    .strict();
export type ContinuousDef = z.output<ReturnType<typeof continuousSchema>>;

/** The exceptions of a copy effect (706.8, 2011-02-04 numbering). */
const copyExceptionSchema = (l: Language) =>
  z
    .object({
      /** "except it doesn't copy that creature's color": the copy keeps its own colours (706.8b). */
      keepColor: z.boolean().optional(),
      /** "except it's still P/T" (706.8b/706.8d). */
      keepPT: z.tuple([z.number().int(), z.number().int()]).optional(),
      /** "except it's a T in addition to its other types" (706.8c). */
      addTypes: z.array(cardType).optional(),
      /** "except it's an Illusion in addition to its other types" (706.8c): subtypes added to the copiable values. */
      addSubtypes: z.array(z.string()).optional(),
      /** "except it's legendary" (706.8c): supertypes added. */
      addSupertypes: z.array(supertype).optional(),
      /** "except its name is …" (706.8c): the copy's name. */
      setName: localized.optional(),
      /** "except the copy is red" (706.9 Fork). */
      setColors: z.array(color).optional(),
      /** Abilities the copy gains as part of copying (706.8a). */
      gains: z.array(z.lazy(() => l.ability)).optional(),
      /** "and gains this ability": the ability creating the copy effect is gained (706.8a). */
      gainsThisAbility: z.boolean().optional(),
    })
    .strict();
export type CopyException = z.output<ReturnType<typeof copyExceptionSchema>>;

/** "… except it enters with N (or X) additional [kind] counters on it": an additional effect, only when it enters as a copy (707.9e). */
const withCounters = z.object({ kind: z.string(), amount: z.union([z.number().int().nonnegative(), z.literal("X")]) }).strict();

/** A copy effect (706): the copiable values of `of` ("target", "trigger-object", or, "as enters", a choice). */
const copySchema = (l: Language) =>
  z
    .object({
      of: z.union([z.enum(["target", "trigger-object", "that-card"]), z.object({ choose: l.filter }).strict()]),
      optional: z.boolean().optional(),
      except: l.copyException.optional(),
      withCounters: withCounters.optional(),
      /**
       * "… and, if it's a creature, it enters with two additional +1/+1 counters on it and it has changeling": exceptions
       * that apply only if the copy, made without them, would have these card types (707.9f).
       */
      ifTheCopyIs: z.object({ types: z.array(cardType).min(1), except: l.copyException.optional(), withCounters: withCounters.optional() }).strict().optional(),
    })
    .strict();
export type CopyDef = z.output<ReturnType<typeof copySchema>>;

// ---------------------------------------------------------------- instructions

/** A condition on the controller of a spell or ability ("if you have nine or more cards in hand"). */
const playerConditionSchema = (l: Language) =>
  z
    .object({
      handSizeAtLeast: z.number().int().optional(),
      lifeAtLeast: z.number().int().optional(),
      /** "If you control two or more Gates": permanents the player controls that match. */
      controlsAtLeast: z.object({ count: z.number().int().positive(), filter: l.filter }).strict().optional(),
      /** "If [this permanent] is an enchantment": the source of the ability matches (an intervening "if", 603.4). */
      sourceMatches: l.filter.optional(),
      /** "If {G} was spent to cast this spell": mana of that type among the mana spent to cast it (601.2g). */
      manaSpentToCast: z.enum(["W", "U", "B", "R", "G", "C"]).optional(),
      /** "If no spells were cast last turn" (a werewolf's upkeep ability). */
      noSpellsCastLastTurn: z.literal(true).optional(),
    })
    .strict();
export type PlayerCondition = z.output<ReturnType<typeof playerConditionSchema>>;

/** A token an effect creates (111.1 / 216.1): the characteristics the effect gives it. */
const tokenDefSchema = (l: Language) =>
  z
    .object({
      name: localized,
      colorIndicator: z.array(color).optional(),
      types: z.array(cardType).min(1),
      subtypes: z.array(z.string()).optional(),
      power: z.number().int().optional(),
      toughness: z.number().int().optional(),
      abilities: z.array(z.lazy(() => l.ability)).optional(),
    })
    .strict();
export type TokenDef = z.output<ReturnType<typeof tokenDefSchema>>;

/** The mana an ability adds: symbols ("{G}", "{C}{C}"), or one mana of the colour chosen for a linked ability. */
const manaSpec = z.union([
  z.string().regex(/^(\{[WUBRGC]\})+$/u, "mana symbols like {G} or {C}{C}"),
  z.object({ chosen: z.literal("color") }).strict(),
  /** "One mana of any color": its controller chooses the colour as the ability resolves. */
  z.literal("any-color"),
]);

/** One instruction of a spell's or ability's effect, carried out on resolution. */


/** The instructions the kernel carries out (instructions.ts). */
const kernelInstructionWords = (l: Language) => ({
  continuous: l.continuous,
  /** "[Player] draws N cards" (the controller unless a player is named). */
  draw: z.union([l.valueExpr, z.object({ amount: l.valueExpr, player: playerRef }).strict()]),
  loseLife: z.union([l.valueExpr, z.object({ amount: l.valueExpr, player: playerRef }).strict()]),
  /** "[Player] gains N life" (the controller unless a player is named). */
  gainLife: z.union([l.valueExpr, z.object({ amount: l.valueExpr, player: playerRef }).strict()]),
  /** "[Player]'s life total becomes N" (810.9c–d in Two-Headed Giant). */
  lifeBecomes: z.object({ player: playerRef, value: l.valueExpr }).strict(),
  /** "[Player] gets N poison counters" (shared by the team from 2011-09-30, 810.10). */
  poison: z.object({ player: playerRef, amount: l.valueExpr }).strict(),
  addMana: manaSpec,
  discard: l.valueExpr,
  putCounters: z.object({ kind: z.string(), amount: l.valueExpr, on: z.enum(["self", "target"]) }).strict(),
  removeCounters: z.object({ kind: z.string(), amount: l.valueExpr, on: z.enum(["self", "target"]) }).strict(),
  /** "Untap [target / this / that creature]": "trigger-object" is the object the trigger event is about. */
  untap: z.enum(["target", "self", "trigger-object"]),
  tap: z.enum(["target", "self", "trigger-object"]),
  /**
   * "Destroy [target / this / all …]"; "It / They can't be regenerated": no regeneration applies to that destruction
   * (701.11c from 2009-10-05).
   */
  destroy: z.union([
    z.enum(["target", "self"]),
    z.object({ all: l.filter, cantBeRegenerated: z.literal(true).optional() }).strict(),
    z.object({ it: z.enum(["target", "self"]), cantBeRegenerated: z.literal(true) }).strict(),
  ]),
  /** To its target, each player, its controller, or each permanent that matches ("each creature"). */
  dealDamage: z.object({ amount: l.valueExpr, to: z.union([z.enum(["target", "each-player", "you"]), z.object({ all: l.filter }).strict()]) }).strict(),
  /**
   * A delayed triggered ability (603.7): "at the beginning of the next end step", or "of your next upkeep";
   * optionally "unless [player] pays [cost] before that step", a special action (115.2c / 408.2i).
   */
  delayed: z
    .object({ at: z.enum(["next-end-step", "next-upkeep"]), effect: l.instructions, unlessPays: z.object({ player: playerRef, cost: manaCost }).strict().optional() })
    .strict(),
  /** "Return [this permanent] to its owner's hand." */
  /** "Exchange control of two target permanents" (701.8a): both must still be legal targets, or nothing happens. */
  exchangeControl: z.literal("targets"),
  /**
   * "Return it to the battlefield under its owner's control" — the card a leaves-the-battlefield trigger is about
   * ("trigger-object"), or the card an earlier instruction moved ("that-card") — optionally face down or with
   * counters on it (614.1c). Found only in the zone it went to (603.6c / 410.10c; 400.7).
   */
  returnToBattlefield: z
    .object({ it: z.enum(["trigger-object", "that-card"]), faceDown: z.boolean().optional(), counters: z.object({ kind: z.string(), amount: z.number().int().positive() }).strict().optional() })
    .strict(),
  /**
   * "Return all [… cards] from your graveyard to the battlefield" ("each": from each player's graveyard), under their
   * owners' control: all at once (they entered at the same moment; simultaneous.ts).
   */
  returnAllToBattlefield: z.object({ from: z.literal("graveyard"), whose: z.enum(["you", "each"]), filter: l.filter }).strict(),
  /**
   * "Counter target spell" (701.5a / 414.1): it leaves the stack without resolving, a card to its owner's graveyard;
   * a spell that "can't be countered" stays (101.2 / 103.2: the "can't" effect wins).
   */
  counter: z.literal("target"),
  /**
   * "Attach [this permanent] to target creature" (701.3a / 501.2a): equip's effect (702.6a); a new timestamp (613.7e).
   * "target-to-target": "Attach target Equipment you control to target creature you control" — the first target to the second.
   */
  attach: z.enum(["target", "target-to-target"]),
  /** "Regenerate [this permanent / target permanent]" (701.11a / 501.5a): a shield against its next destruction this turn. */
  regenerate: z.enum(["self", "target"]),
  /** "[Target creature] can't be regenerated this turn": neither shields nor static regeneration apply to it (701.11c). */
  cantBeRegenerated: z.enum(["target", "trigger-object"]),
  /** "[Target player] sacrifices a [creature]": a permanent of his or hers that matches, of his or her choice (701.13a). */
  sacrificeOne: z.object({ player: playerRef, filter: l.filter }).strict(),
  /** "Sacrifice it": its controller puts it into its owner's graveyard (701.13); indestructible doesn't stop it. */
  sacrifice: z.literal("self"),
  /** "Return [this permanent / target permanent] to its owner's hand." */
  returnToHand: z.enum(["self", "target"]),
  chooseNumber: z.literal(true),
  /** "Choose a creature type" while the spell resolves (608.2d): "of the chosen type" then means it. */
  chooseCreatureType: z.literal(true),
  /** "[that player] puts the top card of his or her library into his or her graveyard"; it becomes "that card". */
  mill: z.object({ player: playerRef, amount: z.number().int().positive() }).strict(),
  createTokens: z.object({ amount: l.valueExpr, token: l.tokenDef, player: playerRef.optional() }).strict(),
  /** "[target player] reveals his or her hand and discards all … cards". */
  discardAll: z.object({ player: playerRef, filter: l.filter }).strict(),
  /**
   * "Search your library for a … card, reveal it, and put it into your hand. Then shuffle your library." The card
   * found becomes "that card"; without `to` it stays where it is for the next instruction ("… and cast that card").
   */
  search: z.object({ filter: l.filter, to: z.literal("hand").optional() }).strict(),
  /** "Cast that card [without paying its mana cost]": the card an earlier instruction found, from where it is. */
  castThatCard: z.object({ withoutPayingManaCost: z.boolean() }).strict(),
  /** "Remove target card from the game" / "exile target card": it becomes "that card". */
  exile: z.literal("target"),
  /** "If [condition], [instructions]" checked as the instruction is carried out. */
  if: z.object({ condition: l.playerCondition, then: l.instructions }).strict(),
});

/** Every instruction word: the kernel's, and each area's (`declare module "./cards.ts"`, in its module). */
export interface InstructionBodies {
  continuous: Body<typeof kernelInstructionWords, "continuous">;
  draw: Body<typeof kernelInstructionWords, "draw">;
  loseLife: Body<typeof kernelInstructionWords, "loseLife">;
  gainLife: Body<typeof kernelInstructionWords, "gainLife">;
  lifeBecomes: Body<typeof kernelInstructionWords, "lifeBecomes">;
  poison: Body<typeof kernelInstructionWords, "poison">;
  addMana: Body<typeof kernelInstructionWords, "addMana">;
  discard: Body<typeof kernelInstructionWords, "discard">;
  putCounters: Body<typeof kernelInstructionWords, "putCounters">;
  removeCounters: Body<typeof kernelInstructionWords, "removeCounters">;
  untap: Body<typeof kernelInstructionWords, "untap">;
  tap: Body<typeof kernelInstructionWords, "tap">;
  destroy: Body<typeof kernelInstructionWords, "destroy">;
  dealDamage: Body<typeof kernelInstructionWords, "dealDamage">;
  delayed: Body<typeof kernelInstructionWords, "delayed">;
  exchangeControl: Body<typeof kernelInstructionWords, "exchangeControl">;
  returnToBattlefield: Body<typeof kernelInstructionWords, "returnToBattlefield">;
  returnAllToBattlefield: Body<typeof kernelInstructionWords, "returnAllToBattlefield">;
  counter: Body<typeof kernelInstructionWords, "counter">;
  attach: Body<typeof kernelInstructionWords, "attach">;
  regenerate: Body<typeof kernelInstructionWords, "regenerate">;
  cantBeRegenerated: Body<typeof kernelInstructionWords, "cantBeRegenerated">;
  sacrificeOne: Body<typeof kernelInstructionWords, "sacrificeOne">;
  sacrifice: Body<typeof kernelInstructionWords, "sacrifice">;
  returnToHand: Body<typeof kernelInstructionWords, "returnToHand">;
  chooseNumber: Body<typeof kernelInstructionWords, "chooseNumber">;
  chooseCreatureType: Body<typeof kernelInstructionWords, "chooseCreatureType">;
  mill: Body<typeof kernelInstructionWords, "mill">;
  createTokens: Body<typeof kernelInstructionWords, "createTokens">;
  discardAll: Body<typeof kernelInstructionWords, "discardAll">;
  search: Body<typeof kernelInstructionWords, "search">;
  castThatCard: Body<typeof kernelInstructionWords, "castThatCard">;
  exile: Body<typeof kernelInstructionWords, "exile">;
  if: Body<typeof kernelInstructionWords, "if">;
}
export type Instruction = OneWord<InstructionBodies>;
/** The words of the instruction list: what a handler table must cover. */
type InstructionKind = keyof InstructionBodies;

// ---------------------------------------------------------------- abilities

/** A target requirement (114). */
const targetSchema = (l: Language) =>
  z
    .object({
      /** "opponent": a player other than the controller ("target opponent"). */
      kind: z.enum(["permanent", "creature", "land", "enchantment", "spell", "player", "opponent", "creature-or-player", "card-in-graveyard"]),
      filter: l.filter.optional(),
      /** Spells: which card types ("instant or sorcery"). */
      spellTypes: z.array(cardType).optional(),
    })
    .strict();
export type TargetDef = z.output<ReturnType<typeof targetSchema>>;

const costSchema = (l: Language) =>
  z
    .object({
      mana: manaCost.optional(),
      tap: z.boolean().optional(),
      discard: z.number().int().positive().optional(),
      sacrifice: l.filter.optional(),
      /** "Pay half your life, rounded up" (in Two-Headed Giant, half the team's life total, 810.9a). */
      payLife: z.literal("half-rounded-up").optional(),
      /** "Sacrifice [this permanent]". */
      sacrificeSelf: z.boolean().optional(),
      /** "Unattach [this Equipment]": it stays on the battlefield, equipping nothing (701.3d); it must be attached. */
      unattachSelf: z.boolean().optional(),
      /** "Remove a charge counter from [this permanent]": it must have that many (122.1). */
      removeCounters: z.object({ kind: z.string(), amount: z.number().int().positive() }).strict().optional(),
    })
    .strict();
export type CostDef = z.output<ReturnType<typeof costSchema>>;
/** The triggers the kernel's modules know (triggers.ts, …); an area declares its own. */
const kernelTriggerWords = (l: Language) => ({
  entersBattlefield: z.union([z.literal("self"), l.filter]),
  /** "When this creature becomes the target of a spell or ability" (603.2, 114). */
  becomesTarget: z.literal("self"),
  /**
   * "When [this / a creature that matches] is put into a graveyard from the battlefield" ("dies", 700.4 from M12): a
   * leaves-the-battlefield ability, judged on the object as it last existed there (603.6c–d / 410.10c–d).
   */
  dies: z.union([z.literal("self"), l.filter]),
  /** "Whenever [this / a creature that matches] attacks": as attackers are declared (508.2 / 308.3). */
  attacks: z.union([z.literal("self"), l.filter]),
  /** "Whenever [this / a creature that matches] blocks": as blockers are declared (509.4 / 309.3). */
  blocks: z.union([z.literal("self"), l.filter]),
  /** "When [this] leaves the battlefield", to any zone (603.6c / 410.10c). */
  leavesBattlefield: z.literal("self"),
  beginningOfUpkeep: z.enum(["you", "each"]),
  beginningOfEndStep: z.enum(["you", "each"]),
  /** "Whenever you cast a spell that targets only a single [creature you control]" (601.2i: once it is cast). */
  castsSpellThatTargetsOnlyASingle: l.filter,
  /** "Whenever [this] deals damage to an opponent" (a flip card's condition, 709.1 / 508.1): damage-triggers.ts. */
  dealsDamageToOpponent: z.literal("self"),
  /** "When an opponent has N life or less": a state trigger (603.8 / 410.10), see state-triggers.ts. */
  opponentLifeAtMost: z.number().int(),
});
/**
 * Every trigger word: the kernel's, and each area's (`declare module "./cards.ts"`, in its module).
 * @public
 */
export interface TriggerBodies {
  entersBattlefield: Body<typeof kernelTriggerWords, "entersBattlefield">;
  becomesTarget: Body<typeof kernelTriggerWords, "becomesTarget">;
  dies: Body<typeof kernelTriggerWords, "dies">;
  attacks: Body<typeof kernelTriggerWords, "attacks">;
  blocks: Body<typeof kernelTriggerWords, "blocks">;
  leavesBattlefield: Body<typeof kernelTriggerWords, "leavesBattlefield">;
  beginningOfUpkeep: Body<typeof kernelTriggerWords, "beginningOfUpkeep">;
  beginningOfEndStep: Body<typeof kernelTriggerWords, "beginningOfEndStep">;
  castsSpellThatTargetsOnlyASingle: Body<typeof kernelTriggerWords, "castsSpellThatTargetsOnlyASingle">;
  dealsDamageToOpponent: Body<typeof kernelTriggerWords, "dealsDamageToOpponent">;
  opponentLifeAtMost: Body<typeof kernelTriggerWords, "opponentLifeAtMost">;
}
export type TriggerDef = OneWord<TriggerBodies>;

/**
 * A static ability that changes the rules for players rather than objects' characteristics: who can't lose or
 * win the game (104.3 / 102.3), which creatures can't attack its controller.
 */
const playerStaticSchema = (l: Language) =>
  z
    .object({
      /** "You can't lose the game" ("any"), or "you don't lose the game for having 0 or less life" ("life"). */
      cantLose: z.enum(["any", "life"]).optional(),
      /** "Your opponents can't win the game." */
      opponentsCantWin: z.boolean().optional(),
      /** "[Creatures that match] can't attack you." */
      cantBeAttackedBy: l.filter.optional(),
      /** "If you would flip a coin, instead flip two coins and ignore one." */
      flipTwoCoinsIgnoreOne: z.boolean().optional(),
      /** "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead." */
      createsTwiceThatManyTokens: z.boolean().optional(),
      /** "You have protection from [qualities]" (702.16b–e for players, from 2007-05-01: protection.ts reads it). */
      protection: z.array(protectionQuality).min(1).optional(),
    })
    .strict();
export type PlayerStaticDef = z.output<ReturnType<typeof playerStaticSchema>>;

/**
 * A static ability that restricts what a permanent can do (508.1c, 509.1b, 602.5 / 308.2a, 309.2a, 409.4), which a
 * player may be allowed to ignore for the turn by paying a cost: "That creature's controller may sacrifice a
 * permanent for that player to ignore this effect until end of turn" (a special action, 115.2d / 408.2j).
 */
const restrictionSchema = (l: Language) =>
  z
    .object({
      affects: z.literal("enchanted"),
      cantAttack: z.boolean().optional(),
      cantBlock: z.boolean().optional(),
      cantActivate: z.boolean().optional(),
      ignorable: z.object({ by: z.literal("affected-controller"), cost: l.cost }).strict().optional(),
    })
    .strict();
export type RestrictionDef = z.output<ReturnType<typeof restrictionSchema>>;

/** A mode of a modal spell or ability (700.2). */
const modeSchema = (l: Language) => z.object({ text: localized.optional(), targets: z.array(l.target).optional(), effect: l.instructions }).strict();

const abilitySchema = (l: Language): z.ZodType<AbilityDef> => oneOf("ability", abilityWords(l), abilityCommon);

const abilityWords = (l: Language) => ({
  keyword: l.keyword,
  static: l.continuous,
  activated: z
    .object({
      cost: l.cost,
      effect: l.instructions,
      targets: z.array(l.target).optional(),
      mana: z.boolean().optional(),
      oncePerTurn: z.boolean().optional(),
      /** "Activate only as a sorcery" (602.5d / 403.5), as equip says (702.6a / 502.33a). */
      asSorcery: z.boolean().optional(),
    })
    .strict(),
  triggered: z
    .object({
      when: l.trigger,
      effect: l.instructions,
      targets: z.array(l.target).optional(),
      optional: z.boolean().optional(),
      /** Intervening "if" clause (603.4 / 404.3): checked when the ability triggers and as it resolves. */
      if: l.playerCondition.optional(),
    })
    .strict(),
  restriction: restrictionSchema(l),
  playerStatic: playerStaticSchema(l),
  /** Replacement of the enters-the-battlefield event (614.1c–d): choices, copying, tapped, counters. */
  asEnters: z
    .object({
      choose: z.enum(["color", "creature-type"]).optional(),
      copy: l.copy.optional(),
      tapped: z.boolean().optional(),
      counters: z.object({ kind: z.string(), amount: z.number().int() }).strict().optional(),
      /** "Exile a [filter] card from your graveyard": a linked ability's "the exiled card" (607). */
      exileFromGraveyard: l.filter.optional(),
    })
    .strict(),
  /**
   * "[Creatures you control] enter the battlefield as a copy of [this]": a replacement effect on each other object
   * entering that matches (614.1c, 706.5 / 707.5); "this" is the object that has the ability, a copy of it included.
   */
  othersEnterAsCopy: l.filter,
  /** "This spell can't be countered" (101.2 / 103.2): it functions on the stack. */
  cantBeCountered: z.literal(true),
  /** "Companion — No card in your starting deck [matches this]" (702.138a / 702.139a): it functions outside the game (companion.ts). */
  companion: z.object({ noCardInStartingDeck: l.filter }).strict(),
  /**
   * "If [this / enchanted creature / a creature that matches] would be destroyed, regenerate it": a static ability
   * that replaces each destruction (701.11b / 501.5b), not a shield used up.
   */
  regenerateEachTime: z.union([z.enum(["self", "enchanted"]), z.object({ all: l.filter }).strict()]),
  spell: z
    .object({
      effect: l.instructions.optional(),
      targets: z.array(l.target).optional(),
      modes: z.array(modeSchema(l)).optional(),
      additionalCost: z.object({ sacrifice: l.filter.optional(), discard: z.number().int().positive().optional() }).strict().optional(),
    })
    .strict(),
});

/** What every ability may give besides its word; the keyword ones only with `keyword`, `cda` only with `static`. */
const abilityCommon = {
  /** Unique within the card: abilities are linked (607) and kept (612.5) by id. */
  id: z.string().min(1),
  /** Another ability of the same card this one is linked to (607): it refers to that ability's choice. */
  linked: z.string().optional(),
  text: localized.optional(),
  /** A keyword's cost (morph, suspend) and number (fading, suspend). */
  cost: z.string().optional(),
  amount: z.number().int().optional(),
  /** Protection from these qualities (702.16a / 502.7a; "from [quality A] and from [quality B]", 702.16g). */
  from: z.array(protectionQuality).optional(),
  /** The land subtype of a landwalk ("Forest" for forestwalk). */
  landType: z.string().optional(),
  /** A characteristic-defining ability (604.3). */
  cda: z.boolean().optional(),
};

interface AbilityBodies {
  keyword: Body<typeof abilityWords, "keyword">;
  static: Body<typeof abilityWords, "static">;
  activated: Body<typeof abilityWords, "activated">;
  triggered: Body<typeof abilityWords, "triggered">;
  restriction: Body<typeof abilityWords, "restriction">;
  playerStatic: Body<typeof abilityWords, "playerStatic">;
  asEnters: Body<typeof abilityWords, "asEnters">;
  othersEnterAsCopy: Body<typeof abilityWords, "othersEnterAsCopy">;
  cantBeCountered: Body<typeof abilityWords, "cantBeCountered">;
  companion: Body<typeof abilityWords, "companion">;
  regenerateEachTime: Body<typeof abilityWords, "regenerateEachTime">;
  spell: Body<typeof abilityWords, "spell">;
}
export type AbilityDef = OneWord<AbilityBodies> & z.output<z.ZodObject<typeof abilityCommon>>;

// ---------------------------------------------------------------- cards

/** The printed face of a flip card's alternative half (709.1b). */
const flipHalfSchema = (l: Language) =>
  z
    .object({
      name: localized,
      types: z.array(cardType),
      subtypes: z.array(z.string()).optional(),
      supertypes: z.array(supertype).optional(),
      power: z.number().int().optional(),
      toughness: z.number().int().optional(),
      abilities: z.array(l.ability).optional(),
    })
    .strict();

/** One half of a split card (505.1 / 708.1): its own name, mana cost, type line and text. */
const splitHalfSchema = (l: Language) =>
  z
    .object({
      name: localized,
      manaCost,
      types: z.array(cardType).min(1),
      subtypes: z.array(z.string()).optional(),
      abilities: z.array(l.ability).optional(),
    })
    .strict();

/** What a card face prints besides its name and mana cost: a card's (its front face's), a double-faced card's back face's. */
const faceFields = (l: Language) => ({
  colorIndicator: z.array(color).optional(),
  types: z.array(cardType).min(1),
  subtypes: z.array(z.string()).optional(),
  supertypes: z.array(supertype).optional(),
  power: z.number().int().optional(),
  toughness: z.number().int().optional(),
  loyalty: z.number().int().optional(),
  abilities: z.array(l.ability).optional(),
});

/**
 * The back face of a double-faced card (711.1b, from Innistrad): its own characteristics (711.2); no mana cost, the
 * colours of its colour indicator (711.2b).
 */
const backFaceSchema = (l: Language) => z.object({ name: localized, ...faceFields(l) }).strict();

/** A card as the pool describes it: examples/cards/<slug>.yaml (the slug is the file name). */
const cardSchema = (l: Language) =>
  z
    .object({
      name: cardName,
      manaCost: manaCost.optional(),
      ...faceFields(l),
      /**
       * The two halves of a split card; `name` then names the whole card ("Assault // Battery"), and `abilities` are
       * those printed across both halves (fuse, 702.101a).
       */
      split: z.tuple([splitHalfSchema(l), splitHalfSchema(l)]).optional(),
      flip: flipHalfSchema(l).optional(),
      /** A double-faced card: the fields above are its front face (711.1a), `back` its back face (711.1b). */
      back: backFaceSchema(l).optional(),
      /** Oracle (or example) wording per rules version: { "2011-02-04": { en, fr } }. */
      oracle: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/u), localized).optional(),
    })
    .strict();
type CardFile = z.output<ReturnType<typeof cardSchema>>;
export type CardDef = CardFile & { slug: string };

// ---------------------------------------------------------------- the language, built

/**
 * The parts of the language, each built once: what a word's schema may contain (`l.filter`, `l.instructions`…).
 * The parts that contain themselves are read through `z.lazy` where they do (`z.lazy(() => l.ability)`).
 */
export interface Language {
  keyword: z.ZodType<Keyword>;
  filter: ReturnType<typeof filterSchema>;
  objectQuery: ReturnType<typeof objectQuerySchema>;
  valueExpr: z.ZodType<ValueExpr>;
  continuous: ReturnType<typeof continuousSchema>;
  copyException: ReturnType<typeof copyExceptionSchema>;
  copy: ReturnType<typeof copySchema>;
  playerCondition: ReturnType<typeof playerConditionSchema>;
  tokenDef: ReturnType<typeof tokenDefSchema>;
  instruction: z.ZodType<Instruction>;
  instructions: z.ZodArray<z.ZodLazy<z.ZodType<Instruction>>>;
  target: ReturnType<typeof targetSchema>;
  cost: ReturnType<typeof costSchema>;
  trigger: z.ZodType<TriggerDef>;
  ability: z.ZodType<AbilityDef>;
  card: ReturnType<typeof cardSchema>;
}

/**
 * The schema of a list of words, the kernel's then each area's in the order areas.ts lists them. The words are
 * gathered as the language is built, so its type is the list's interface, whose words areas.ts checks are these.
 */
function listOf<T>(what: string, l: Language, kernel: WordSchemas, areas: readonly (WordSchemas | undefined)[]): z.ZodType<T> {
  const words: Record<string, z.ZodTypeAny> = Object.assign(kernel(l), ...areas.map((words) => words?.(l) ?? {}));
  return oneOf(what, words) as z.ZodType<unknown> as z.ZodType<T>;
}

export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The words of a list the areas `A` declare schemas for. */
type DeclaredBy<A, List extends "instructions" | "triggers"> = keyof UnionToIntersection<A extends { [L in List]: infer F extends WordSchemas } ? ReturnType<F> : never>;
type KeywordsOf<A> = A extends { keywords: readonly (infer K)[] } ? K : never;

/** The words on one side only: in a list's interface without a schema, or with a schema and not in the interface. */
type OneSided<Interface, Schemas> = Exclude<keyof Interface, Schemas> | Exclude<Schemas, keyof Interface>;
type Disagreeing<A> =
  | OneSided<InstructionBodies, keyof ReturnType<typeof kernelInstructionWords> | DeclaredBy<A, "instructions">>
  | OneSided<TriggerBodies, keyof ReturnType<typeof kernelTriggerWords> | DeclaredBy<A, "triggers">>
  | OneSided<Keywords, (typeof KERNEL_KEYWORDS)[number] | KeywordsOf<A>>;

/**
 * The card language of the kernel and of these areas (card-schema.ts builds it with every listed area). It type-checks
 * as a `Language` only if each word of a list's interface has its schema, among the kernel's or these areas', and
 * each schema its word in the interface: else its type names the words on one side only.
 */
export function cardLanguage<A extends AreaWords>(areas: readonly A[]): [Disagreeing<A>] extends [never] ? Language : { declaredOnOneSide: Disagreeing<A> } {
  const keywords = [...KERNEL_KEYWORDS, ...areas.flatMap((a) => a.keywords ?? [])] as [Keyword, ...Keyword[]];
  // The type says whether the words agree; the value is the language either way.
  return build<Language>({
    keyword: () => z.enum(keywords),
    filter: (l) => filterSchema(l),
    objectQuery: objectQuerySchema,
    valueExpr: valueExprSchema,
    continuous: continuousSchema,
    copyException: copyExceptionSchema,
    copy: copySchema,
    playerCondition: playerConditionSchema,
    tokenDef: tokenDefSchema,
    /** One instruction of a spell's or ability's effect, carried out on resolution. */
    instruction: (l) => listOf("instruction", l, kernelInstructionWords, areas.map((a) => a.instructions)),
    instructions: (l) => z.array(z.lazy(() => l.instruction)),
    target: targetSchema,
    cost: costSchema,
    trigger: (l) => listOf("trigger", l, kernelTriggerWords, areas.map((a) => a.triggers)),
    ability: abilitySchema,
    card: cardSchema,
  }) as Language & { declaredOnOneSide: never };
}

/**
 * Builds each part once, from the others: a part reads another through `l` as it is built, or through `z.lazy` where
 * the language contains itself. All are built before the language is returned, so parsing builds nothing.
 */
function build<P extends object>(factories: { [K in keyof P]: (l: P) => P[K] }): P {
  const built: Partial<P> = {};
  const building = new Set<keyof P>();
  const l = {} as P;
  for (const key of Object.keys(factories) as (keyof P)[])
    Object.defineProperty(l, key, {
      enumerable: true,
      get: () => {
        if (!(key in built)) {
          if (building.has(key)) throw new Error(`the card language's part '${String(key)}' contains itself: read it through z.lazy`);
          building.add(key);
          built[key] = factories[key](l);
        }
        return built[key];
      },
    });
  for (const key of Object.keys(factories) as (keyof P)[]) void l[key];
  return l;
}


// ---------------------------------------------------------------- interpreting a word

/** A table with one handler per word of a list: a word without a handler fails to type-check. */
export type Handlers<Bodies, Args extends unknown[], R> = { [K in keyof Bodies]: (body: Bodies[K], ...args: Args) => R };

/** Calls the handler of the word `value` holds, with that word's body. */
export function interpret<Bodies, Args extends unknown[], R>(handlers: Handlers<Bodies, Args, R>, value: OneWord<Bodies>, ...args: Args): R {
  // `value` holds exactly one word of the list (its schema checked it), and the table has a handler for each word
  // (the compiler checked it): that word is found, and the body is that word's.
  const kind = Object.keys(value).find((k): k is keyof Bodies & string => k in handlers)!;
  const body = (value as { [K in keyof Bodies]: Bodies[K] })[kind];
  return handlers[kind](body, ...args);
}

/**
 * One handler per field of an object of the language (a filter's conditions, an expectation's checks): a field
 * added to the schema without a handler fails to type-check.
 */
export type FieldHandlers<T, Args extends unknown[], R> = { [K in keyof T]-?: (value: Given<T[K]>, ...args: Args) => R };

/** A field's value when the object gives it (not undefined; null is a value: "no mana cost"). */
type Given<V> = V & ({} | null);

/** Whether every field `value` gives passes its test (in the order of the table). */
export function everyField<T extends object, Args extends unknown[]>(tests: FieldHandlers<T, Args, boolean>, value: T, ...args: Args): boolean {
  for (const key in tests) {
    const field = value[key];
    if (field !== undefined && !tests[key](field, ...args)) return false;
  }
  return true;
}

/** Whether some field `value` gives passes its test (in the order of the table). */
export function someField<T extends object, Args extends unknown[]>(tests: FieldHandlers<T, Args, boolean>, value: T, ...args: Args): boolean {
  for (const key in tests) {
    const field = value[key];
    if (field !== undefined && tests[key](field, ...args)) return true;
  }
  return false;
}

/** Runs the handler of each field `value` gives, in the order of the table. */
export function eachField<T extends object, Args extends unknown[]>(handlers: FieldHandlers<T, Args, void>, value: T, ...args: Args): void {
  for (const key in handlers) {
    const field = value[key];
    if (field !== undefined) handlers[key](field, ...args);
  }
}
