// The card language: what a card (or a token, or an example's unnamed object) is, as data the engine interprets.
// Nothing here names a card; examples/cards/*.yaml instantiate these shapes.
//
// Declared once, as zod schemas; every TypeScript type is inferred from them. A word list (instructions,
// abilities, triggers, numbers) is a record of schemas keyed by its words, and an object of the language holds
// exactly one of those keys. The lists that contain themselves (an instruction holds instructions, an ability
// holds instructions that grant abilities) also name their words in an interface whose members are inferred
// (`draw: Word<typeof instructionWords.draw>`): TypeScript needs the keys before the schemas to break the cycle.
// A word in the schemas and not in the interface, or the reverse, fails to type-check; so does a word without a
// handler in a table keyed by `InstructionKind` (see instructions.ts).
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

// ---------------------------------------------------------------- vocabulary

const COLORS = ["white", "blue", "black", "red", "green"] as const;
export const color = z.enum(COLORS);
export type Color = z.output<typeof color>;

const CARD_TYPES = ["artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "tribal", "plane"] as const;
export const cardType = z.enum(CARD_TYPES);
export type CardType = z.output<typeof cardType>;

const supertype = z.enum(["basic", "legendary", "snow", "world"]);
export type Supertype = z.output<typeof supertype>;

const keyword = z.enum(["indestructible", "flying", "trample", "haste", "morph", "fading", "protection", "defender", "vigilance", "reach", "landwalk", "suspend", "first-strike", "double-strike", "hexproof", "shroud", "flash", "fear", "intimidate", "fuse", "totem-armor"]);
export type Keyword = z.output<typeof keyword>;

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
 * Which player an instruction is about: its controller ("you"), its target player, or "that player" of a
 * trigger about a player's turn ("at the beginning of each player's upkeep, that player …": the active player).
 */
const playerRef = z.enum(["you", "target", "that-player", "each"]);
export type PlayerRef = z.output<typeof playerRef>;

// ---------------------------------------------------------------- filters and numbers

/** Which objects an effect, a count or a target looks at. All listed conditions must hold. */
const conditions = z
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
    withAbilities: z.array(keyword).optional(),
    /** "without flying": none of these keyword abilities. */
    withoutAbilities: z.array(keyword).optional(),
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
export const filter = conditions
  .extend({
    /** "Saproling creatures and other Treefolk creatures": any one of these sets of conditions. */
    anyOf: z.array(conditions).min(2).optional(),
    /** None of these conditions all hold ("non-[…]"). */
    not: conditions.optional(),
  })
  .strict();
export type Filter = z.output<typeof filter>;
type Conditions = z.output<typeof conditions>;
export type { Conditions as FilterConditions };

/** A set of objects in a zone, for counts ("creature cards in your graveyard"). */
const objectQuery = z
  .object({
    zone: z.enum(["battlefield", "graveyard", "hand", "library", "exile", "stack"]),
    /** Whose zone (for graveyard/hand/library) or who controls (battlefield): relative to the source's controller. */
    whose: z.enum(["you", "opponents", "any"]).optional(),
    filter: filter.optional(),
  })
  .strict();
export type ObjectQuery = z.output<typeof objectQuery>;

/** A number in an effect: a constant, the X of the spell or ability, or a count of the game state. */
const valueExpr: z.ZodType<ValueExpr> = z.lazy(() => z.union([z.number().int(), z.literal("X"), oneOf("number", valueWords)]));

const valueWords = {
  count: objectQuery,
  cardTypesAmong: objectQuery,
  sum: z.array(valueExpr),
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
};

export interface ValueBodies {
  count: Word<typeof valueWords.count>;
  cardTypesAmong: Word<typeof valueWords.cardTypesAmong>;
  sum: Word<typeof valueWords.sum>;
  powerOf: Word<typeof valueWords.powerOf>;
  convertedManaCostOf: Word<typeof valueWords.convertedManaCostOf>;
  lifeTotalOf: Word<typeof valueWords.lifeTotalOf>;
  lowestLifeTotal: Word<typeof valueWords.lowestLifeTotal>;
  halfLifeRoundedUp: Word<typeof valueWords.halfLifeRoundedUp>;
  halfLifeRoundedDown: Word<typeof valueWords.halfLifeRoundedDown>;
}
export type ValueExpr = number | "X" | OneWord<ValueBodies>;

// ---------------------------------------------------------------- continuous and copy effects

/**
 * Which objects a continuous effect affects; "enchanted" / "equipped": the object the source is attached to (an Aura,
 * an Equipment); "trigger-object": the object an ability's trigger event refers to.
 */
const affects = z.union([
  z.enum(["self", "target", "enchanted", "equipped", "trigger-object"]),
  z
    .object({
      all: filter,
      /**
       * The zones whose objects it affects, the battlefield unless given: "creature cards in your graveyard", "all cards
       * that aren't on the battlefield, spells, and permanents" (611.3a: a static ability's effect applies to whatever its
       * text indicates; 613.1 / 418.5 derive the characteristics of objects in every zone).
       */
      in: z.array(z.enum(["battlefield", "stack", "hand", "library", "graveyard", "exile"])).min(1).optional(),
    })
    .strict(),
]);
export type Affects = z.output<typeof affects>;

/**
 * A number a continuous effect reads from each object it applies to: "each noncreature artifact … has power and
 * toughness each equal to its converted mana cost" (its mana value from 2021-04-22, 202.3).
 */
const itsValue = z.object({ its: z.literal("convertedManaCost") }).strict();
/** A power or toughness a continuous effect sets or adds: a number, or one read from each object it applies to. */
const ptValue = z.union([valueExpr, itsValue]);
export type PTValue = z.output<typeof ptValue>;

/** "As long as …" condition of a static ability. */
const condition = z.object({ topOfGraveyard: z.object({ whose: z.literal("you"), filter }).strict() }).strict();

/** The object whose full text another object has (612.5): "the top card of your graveyard". */
const textSource = z.object({ topOfGraveyard: z.object({ whose: z.literal("you"), filter: filter.optional() }).strict() }).strict();

/**
 * One continuous effect. Each field is a part applied in its own layer (613.5): the engine's RuleSet says which.
 * A static ability's effect lives as long as the ability; an effect created by a spell or ability has a duration.
 */
export const continuous = z
  .object({
    affects,
    duration: z.enum(["end-of-turn", "indefinite"]).optional(),
    condition: condition.optional(),
    /** layer 2 */
    gainControl: z.boolean().optional(),
    /** layer 3 (612.5): full text of another object, plus abilities of the affected object kept by id. */
    fullTextOf: textSource.optional(),
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
    abilities: z.object({ add: z.array(z.lazy(() => ability)).optional(), remove: z.array(z.string()).optional(), removeAll: z.boolean().optional() }).strict().optional(),
    /** layer 7 */
    setPT: z.tuple([ptValue, ptValue]).optional(),
    modifyPT: z.tuple([ptValue, ptValue]).optional(),
    switchPT: z.boolean().optional(),
  })
  .strict();
export type ContinuousDef = z.output<typeof continuous>;

/** The exceptions of a copy effect (706.8, 2011-02-04 numbering). */
export const copyException = z
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
    gains: z.array(z.lazy(() => ability)).optional(),
    /** "and gains this ability": the ability creating the copy effect is gained (706.8a). */
    gainsThisAbility: z.boolean().optional(),
  })
  .strict();
export type CopyException = z.output<typeof copyException>;

/** "… except it enters with N (or X) additional [kind] counters on it": an additional effect, only when it enters as a copy (707.9e). */
const withCounters = z.object({ kind: z.string(), amount: z.union([z.number().int().nonnegative(), z.literal("X")]) }).strict();

/** A copy effect (706): the copiable values of `of` ("target", "trigger-object", or, "as enters", a choice). */
const copy = z
  .object({
    of: z.union([z.enum(["target", "trigger-object", "that-card"]), z.object({ choose: filter }).strict()]),
    optional: z.boolean().optional(),
    except: copyException.optional(),
    withCounters: withCounters.optional(),
    /**
     * "… and, if it's a creature, it enters with two additional +1/+1 counters on it and it has changeling": exceptions
     * that apply only if the copy, made without them, would have these card types (707.9f).
     */
    ifTheCopyIs: z.object({ types: z.array(cardType).min(1), except: copyException.optional(), withCounters: withCounters.optional() }).strict().optional(),
  })
  .strict();
export type CopyDef = z.output<typeof copy>;

// ---------------------------------------------------------------- instructions

/** A condition on the controller of a spell or ability ("if you have nine or more cards in hand"). */
const playerCondition = z
  .object({
    handSizeAtLeast: z.number().int().optional(),
    lifeAtLeast: z.number().int().optional(),
    /** "If you control two or more Gates": permanents the player controls that match. */
    controlsAtLeast: z.object({ count: z.number().int().positive(), filter }).strict().optional(),
    /** "If [this permanent] is an enchantment": the source of the ability matches (an intervening "if", 603.4). */
    sourceMatches: filter.optional(),
    /** "If {G} was spent to cast this spell": mana of that type among the mana spent to cast it (601.2g). */
    manaSpentToCast: z.enum(["W", "U", "B", "R", "G", "C"]).optional(),
    /** "If no spells were cast last turn" (a werewolf's upkeep ability). */
    noSpellsCastLastTurn: z.literal(true).optional(),
  })
  .strict();
export type PlayerCondition = z.output<typeof playerCondition>;

/** A token an effect creates (111.1 / 216.1): the characteristics the effect gives it. */
const tokenDef = z
  .object({
    name: localized,
    colorIndicator: z.array(color).optional(),
    types: z.array(cardType).min(1),
    subtypes: z.array(z.string()).optional(),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    abilities: z.array(z.lazy(() => ability)).optional(),
  })
  .strict();
export type TokenDef = z.output<typeof tokenDef>;

/** The mana an ability adds: symbols ("{G}", "{C}{C}"), or one mana of the colour chosen for a linked ability. */
const manaSpec = z.union([
  z.string().regex(/^(\{[WUBRGC]\})+$/u, "mana symbols like {G} or {C}{C}"),
  z.object({ chosen: z.literal("color") }).strict(),
  /** "One mana of any color": its controller chooses the colour as the ability resolves. */
  z.literal("any-color"),
]);

/** One instruction of a spell's or ability's effect, carried out on resolution. */
const instruction: z.ZodType<Instruction> = z.lazy(() => oneOf("instruction", instructionWords));
const instructions = z.array(instruction);

const instructionWords = {
  continuous,
  becomeCopy: copy,
  /** "[Player] draws N cards" (the controller unless a player is named). */
  draw: z.union([valueExpr, z.object({ amount: valueExpr, player: playerRef }).strict()]),
  loseLife: z.union([valueExpr, z.object({ amount: valueExpr, player: playerRef }).strict()]),
  /** "[Player] gains N life" (the controller unless a player is named). */
  gainLife: z.union([valueExpr, z.object({ amount: valueExpr, player: playerRef }).strict()]),
  /** "[Player]'s life total becomes N" (810.9c–d in Two-Headed Giant). */
  lifeBecomes: z.object({ player: playerRef, value: valueExpr }).strict(),
  /** "[Player] gets N poison counters" (shared by the team from 2011-09-30, 810.10). */
  poison: z.object({ player: playerRef, amount: valueExpr }).strict(),
  /** "You win the game" (104.2b; in multiplayer, 104.3h). */
  winGame: z.literal(true),
  /** "You control target player during that player's next turn" (507.1 / 711.1). */
  controlNextTurn: z.literal("target"),
  /** "End the turn" (509.1 / 712.1). */
  endTurn: z.literal(true),
  /** "Players play a Magic subgame" (506): then the instructions for each player who didn't win it ("target"). */
  subgame: z.object({ nonWinners: instructions }).strict(),
  /** "Choose a … card you own from outside the game and put it into your hand" (506.4: the main game, in a subgame). */
  fromOutside: z.object({ filter, to: z.literal("hand") }).strict(),
  /** The controller flips a coin and calls it (511.1): instructions if he or she wins, and if he or she loses. */
  flipCoin: z.object({ win: instructions, lose: instructions }).strict(),
  /**
   * Each of these players flips a coin without a call (511.2); for each coin, the instructions for its side, in
   * which "target" is the player who flipped it. Optionally again until all coins of a round come up heads.
   */
  flipCoins: z.object({ players: z.array(playerRef), heads: instructions.optional(), tails: instructions.optional(), repeatUntilAllHeads: z.boolean().optional() }).strict(),
  addMana: manaSpec,
  discard: valueExpr,
  putCounters: z.object({ kind: z.string(), amount: valueExpr, on: z.enum(["self", "target"]) }).strict(),
  removeCounters: z.object({ kind: z.string(), amount: valueExpr, on: z.enum(["self", "target"]) }).strict(),
  /** "Cast it [this card] without paying its mana cost" while the ability resolves (suspend, 702.59a). */
  castSelf: z.object({ withoutPayingManaCost: z.boolean() }).strict(),
  /** "Untap [target / this / that creature]": "trigger-object" is the object the trigger event is about. */
  untap: z.enum(["target", "self", "trigger-object"]),
  tap: z.enum(["target", "self", "trigger-object"]),
  /**
   * "Destroy [target / this / all …]"; "It / They can't be regenerated": no regeneration applies to that destruction
   * (701.11c from 2009-10-05).
   */
  destroy: z.union([
    z.enum(["target", "self"]),
    z.object({ all: filter, cantBeRegenerated: z.literal(true).optional() }).strict(),
    z.object({ it: z.enum(["target", "self"]), cantBeRegenerated: z.literal(true) }).strict(),
  ]),
  /** To its target, each player, its controller, or each permanent that matches ("each creature"). */
  dealDamage: z.object({ amount: valueExpr, to: z.union([z.enum(["target", "each-player", "you"]), z.object({ all: filter }).strict()]) }).strict(),
  /**
   * "Copy target … spell" ("that spell": the trigger's); "you may choose new targets for the copy", or "the copy targets
   * that token": the token this resolution created, one of them chosen if it created several (707.10e).
   */
  copySpell: z
    .object({ of: z.enum(["target", "trigger-object"]), except: copyException.optional(), mayChooseNewTargets: z.boolean().optional(), targetsThatToken: z.boolean().optional() })
    .strict(),
  /** "Cast a copy of target … card" (706.11 / 503.12 "play a copy"), usually without paying its mana cost. */
  castCopy: z.object({ of: z.literal("target"), withoutPayingManaCost: z.boolean().optional() }).strict(),
  /**
   * A delayed triggered ability (603.7): "at the beginning of the next end step", or "of your next upkeep";
   * optionally "unless [player] pays [cost] before that step", a special action (115.2c / 408.2i).
   */
  delayed: z
    .object({ at: z.enum(["next-end-step", "next-upkeep"]), effect: instructions, unlessPays: z.object({ player: playerRef, cost: manaCost }).strict().optional() })
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
  returnAllToBattlefield: z.object({ from: z.literal("graveyard"), whose: z.enum(["you", "each"]), filter }).strict(),
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
  sacrificeOne: z.object({ player: playerRef, filter }).strict(),
  /** "Sacrifice it": its controller puts it into its owner's graveyard (701.13); indestructible doesn't stop it. */
  sacrifice: z.literal("self"),
  /** "Return [this permanent / target permanent] to its owner's hand." */
  returnToHand: z.enum(["self", "target"]),
  /** The planeswalking ability of a plane (901.7a). */
  planeswalk: z.literal(true),
  flip: z.literal("self"),
  /** "Transform this": a double-faced permanent turns over to its other face (701.25b from Innistrad). */
  transform: z.literal("self"),
  chooseNumber: z.literal(true),
  /** "Choose a creature type" while the spell resolves (608.2d): "of the chosen type" then means it. */
  chooseCreatureType: z.literal(true),
  /** "[that player] puts the top card of his or her library into his or her graveyard"; it becomes "that card". */
  mill: z.object({ player: playerRef, amount: z.number().int().positive() }).strict(),
  createTokens: z.object({ amount: valueExpr, token: tokenDef, player: playerRef.optional() }).strict(),
  /** "Create a token that's a copy of target …" (707.2; a double-faced one, 707.8a): it becomes "that token". */
  createTokenCopy: z.object({ of: z.literal("target") }).strict(),
  /** "[target player] reveals his or her hand and discards all … cards". */
  discardAll: z.object({ player: playerRef, filter }).strict(),
  /**
   * "Search your library for a … card, reveal it, and put it into your hand. Then shuffle your library." The card
   * found becomes "that card"; without `to` it stays where it is for the next instruction ("… and cast that card").
   */
  search: z.object({ filter, to: z.literal("hand").optional() }).strict(),
  /** "Cast that card [without paying its mana cost]": the card an earlier instruction found, from where it is. */
  castThatCard: z.object({ withoutPayingManaCost: z.boolean() }).strict(),
  /** "Remove target card from the game" / "exile target card": it becomes "that card". */
  exile: z.literal("target"),
  /** "If [condition], [instructions]" checked as the instruction is carried out. */
  if: z.object({ condition: playerCondition, then: instructions }).strict(),
};

export interface InstructionBodies {
  continuous: Word<typeof instructionWords.continuous>;
  becomeCopy: Word<typeof instructionWords.becomeCopy>;
  draw: Word<typeof instructionWords.draw>;
  loseLife: Word<typeof instructionWords.loseLife>;
  gainLife: Word<typeof instructionWords.gainLife>;
  lifeBecomes: Word<typeof instructionWords.lifeBecomes>;
  poison: Word<typeof instructionWords.poison>;
  winGame: Word<typeof instructionWords.winGame>;
  controlNextTurn: Word<typeof instructionWords.controlNextTurn>;
  endTurn: Word<typeof instructionWords.endTurn>;
  subgame: Word<typeof instructionWords.subgame>;
  fromOutside: Word<typeof instructionWords.fromOutside>;
  flipCoin: Word<typeof instructionWords.flipCoin>;
  flipCoins: Word<typeof instructionWords.flipCoins>;
  addMana: Word<typeof instructionWords.addMana>;
  discard: Word<typeof instructionWords.discard>;
  putCounters: Word<typeof instructionWords.putCounters>;
  removeCounters: Word<typeof instructionWords.removeCounters>;
  castSelf: Word<typeof instructionWords.castSelf>;
  untap: Word<typeof instructionWords.untap>;
  tap: Word<typeof instructionWords.tap>;
  destroy: Word<typeof instructionWords.destroy>;
  dealDamage: Word<typeof instructionWords.dealDamage>;
  copySpell: Word<typeof instructionWords.copySpell>;
  castCopy: Word<typeof instructionWords.castCopy>;
  delayed: Word<typeof instructionWords.delayed>;
  returnToHand: Word<typeof instructionWords.returnToHand>;
  sacrifice: Word<typeof instructionWords.sacrifice>;
  returnToBattlefield: Word<typeof instructionWords.returnToBattlefield>;
  returnAllToBattlefield: Word<typeof instructionWords.returnAllToBattlefield>;
  counter: Word<typeof instructionWords.counter>;
  sacrificeOne: Word<typeof instructionWords.sacrificeOne>;
  attach: Word<typeof instructionWords.attach>;
  regenerate: Word<typeof instructionWords.regenerate>;
  cantBeRegenerated: Word<typeof instructionWords.cantBeRegenerated>;
  exchangeControl: Word<typeof instructionWords.exchangeControl>;
  planeswalk: Word<typeof instructionWords.planeswalk>;
  flip: Word<typeof instructionWords.flip>;
  transform: Word<typeof instructionWords.transform>;
  chooseNumber: Word<typeof instructionWords.chooseNumber>;
  chooseCreatureType: Word<typeof instructionWords.chooseCreatureType>;
  mill: Word<typeof instructionWords.mill>;
  createTokens: Word<typeof instructionWords.createTokens>;
  createTokenCopy: Word<typeof instructionWords.createTokenCopy>;
  discardAll: Word<typeof instructionWords.discardAll>;
  search: Word<typeof instructionWords.search>;
  castThatCard: Word<typeof instructionWords.castThatCard>;
  exile: Word<typeof instructionWords.exile>;
  if: Word<typeof instructionWords.if>;
}
export type Instruction = OneWord<InstructionBodies>;
/** The words of the instruction list: what a handler table must cover. */
type InstructionKind = keyof InstructionBodies;

// ---------------------------------------------------------------- abilities

/** A target requirement (114). */
const target = z
  .object({
    /** "opponent": a player other than the controller ("target opponent"). */
    kind: z.enum(["permanent", "creature", "land", "enchantment", "spell", "player", "opponent", "creature-or-player", "card-in-graveyard"]),
    filter: filter.optional(),
    /** Spells: which card types ("instant or sorcery"). */
    spellTypes: z.array(cardType).optional(),
  })
  .strict();
export type TargetDef = z.output<typeof target>;

const cost = z
  .object({
    mana: manaCost.optional(),
    tap: z.boolean().optional(),
    discard: z.number().int().positive().optional(),
    sacrifice: filter.optional(),
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
export type CostDef = z.output<typeof cost>;

const triggerWords = {
  entersBattlefield: z.union([z.literal("self"), filter]),
  /** "Whenever [this / a creature that matches] is turned face up" (702.34, 603.2). */
  turnedFaceUp: z.union([z.literal("self"), filter]),
  /** "When this creature becomes the target of a spell or ability" (603.2, 114). */
  becomesTarget: z.literal("self"),
  /**
   * "When [this / a creature that matches] is put into a graveyard from the battlefield" ("dies", 700.4 from M12): a
   * leaves-the-battlefield ability, judged on the object as it last existed there (603.6c–d / 410.10c–d).
   */
  dies: z.union([z.literal("self"), filter]),
  /** "Whenever [this / a creature that matches] attacks": as attackers are declared (508.2 / 308.3). */
  attacks: z.union([z.literal("self"), filter]),
  /** "Whenever [this / a creature that matches] blocks": as blockers are declared (509.4 / 309.3). */
  blocks: z.union([z.literal("self"), filter]),
  /** "When [this] leaves the battlefield", to any zone (603.6c / 410.10c). */
  leavesBattlefield: z.literal("self"),
  beginningOfUpkeep: z.enum(["you", "each"]),
  beginningOfEndStep: z.enum(["you", "each"]),
  /** "Whenever you cast a spell that targets only a single [creature you control]" (601.2i: once it is cast). */
  castsSpellThatTargetsOnlyASingle: filter,
  /** "Whenever you win a coin flip" (511.1). */
  winsCoinFlip: z.literal("you"),
  /** "Whenever [this] deals damage to an opponent" (a flip card's condition, 709.1 / 508.1): damage-triggers.ts. */
  dealsDamageToOpponent: z.literal("self"),
  /** "When the last [kind] counter is removed from this …" (suspend, 702.59a). */
  lastCounterRemoved: z.string(),
  /** "When an opponent has N life or less": a state trigger (603.8 / 410.10), see state-triggers.ts. */
  opponentLifeAtMost: z.number().int(),
  /** A plane's "Whenever you roll {C}", or its planeswalking ability on {P} (901.7a, 901.8b–c). */
  rollsPlanarDie: z.enum(["chaos", "planeswalker"]),
};
const trigger = oneOf("trigger", triggerWords);
export type TriggerDef = z.output<typeof trigger>;

/**
 * A static ability that changes the rules for players rather than objects' characteristics: who can't lose or
 * win the game (104.3 / 102.3), which creatures can't attack its controller.
 */
const playerStatic = z
  .object({
    /** "You can't lose the game" ("any"), or "you don't lose the game for having 0 or less life" ("life"). */
    cantLose: z.enum(["any", "life"]).optional(),
    /** "Your opponents can't win the game." */
    opponentsCantWin: z.boolean().optional(),
    /** "[Creatures that match] can't attack you." */
    cantBeAttackedBy: filter.optional(),
    /** "If you would flip a coin, instead flip two coins and ignore one." */
    flipTwoCoinsIgnoreOne: z.boolean().optional(),
    /** "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead." */
    createsTwiceThatManyTokens: z.boolean().optional(),
  })
  .strict();
export type PlayerStaticDef = z.output<typeof playerStatic>;

/**
 * A static ability that restricts what a permanent can do (508.1c, 509.1b, 602.5 / 308.2a, 309.2a, 409.4), which a
 * player may be allowed to ignore for the turn by paying a cost: "That creature's controller may sacrifice a
 * permanent for that player to ignore this effect until end of turn" (a special action, 115.2d / 408.2j).
 */
const restriction = z
  .object({
    affects: z.literal("enchanted"),
    cantAttack: z.boolean().optional(),
    cantBlock: z.boolean().optional(),
    cantActivate: z.boolean().optional(),
    ignorable: z.object({ by: z.literal("affected-controller"), cost }).strict().optional(),
  })
  .strict();
export type RestrictionDef = z.output<typeof restriction>;

/** A mode of a modal spell or ability (700.2). */
const mode = z.object({ text: localized.optional(), targets: z.array(target).optional(), effect: instructions }).strict();

const ability: z.ZodType<AbilityDef> = z.lazy(() => oneOf("ability", abilityWords, abilityCommon));

const abilityWords = {
  keyword,
  static: continuous,
  activated: z
    .object({
      cost,
      effect: instructions,
      targets: z.array(target).optional(),
      mana: z.boolean().optional(),
      oncePerTurn: z.boolean().optional(),
      /** "Activate only as a sorcery" (602.5d / 403.5), as equip says (702.6a / 502.33a). */
      asSorcery: z.boolean().optional(),
    })
    .strict(),
  triggered: z
    .object({
      when: trigger,
      effect: instructions,
      targets: z.array(target).optional(),
      optional: z.boolean().optional(),
      /** Intervening "if" clause (603.4 / 404.3): checked when the ability triggers and as it resolves. */
      if: playerCondition.optional(),
    })
    .strict(),
  restriction,
  playerStatic,
  /** Replacement of the enters-the-battlefield event (614.1c–d): choices, copying, tapped, counters. */
  asEnters: z
    .object({
      choose: z.enum(["color", "creature-type"]).optional(),
      copy: copy.optional(),
      tapped: z.boolean().optional(),
      counters: z.object({ kind: z.string(), amount: z.number().int() }).strict().optional(),
      /** "Exile a [filter] card from your graveyard": a linked ability's "the exiled card" (607). */
      exileFromGraveyard: filter.optional(),
    })
    .strict(),
  /**
   * "[Creatures you control] enter the battlefield as a copy of [this]": a replacement effect on each other object
   * entering that matches (614.1c, 706.5 / 707.5); "this" is the object that has the ability, a copy of it included.
   */
  othersEnterAsCopy: filter,
  /** "This spell can't be countered" (101.2 / 103.2): it functions on the stack. */
  cantBeCountered: z.literal(true),
  /** "Companion — No card in your starting deck [matches this]" (702.138a / 702.139a): it functions outside the game (companion.ts). */
  companion: z.object({ noCardInStartingDeck: filter }).strict(),
  /**
   * "If [this / enchanted creature / a creature that matches] would be destroyed, regenerate it": a static ability
   * that replaces each destruction (701.11b / 501.5b), not a shield used up.
   */
  regenerateEachTime: z.union([z.enum(["self", "enchanted"]), z.object({ all: filter }).strict()]),
  spell: z
    .object({
      effect: instructions.optional(),
      targets: z.array(target).optional(),
      modes: z.array(mode).optional(),
      additionalCost: z.object({ sacrifice: filter.optional(), discard: z.number().int().positive().optional() }).strict().optional(),
    })
    .strict(),
};

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
  /** Protection from these qualities (702.16a / 502.7a): a colour, stated or chosen, or a card type ("from artifacts"). */
  from: z.array(z.union([colorRef, z.object({ cardType }).strict()])).optional(),
  /** The land subtype of a landwalk ("Forest" for forestwalk). */
  landType: z.string().optional(),
  /** A characteristic-defining ability (604.3). */
  cda: z.boolean().optional(),
};

interface AbilityBodies {
  keyword: Word<typeof abilityWords.keyword>;
  static: Word<typeof abilityWords.static>;
  activated: Word<typeof abilityWords.activated>;
  triggered: Word<typeof abilityWords.triggered>;
  restriction: Word<typeof abilityWords.restriction>;
  playerStatic: Word<typeof abilityWords.playerStatic>;
  asEnters: Word<typeof abilityWords.asEnters>;
  othersEnterAsCopy: Word<typeof abilityWords.othersEnterAsCopy>;
  cantBeCountered: Word<typeof abilityWords.cantBeCountered>;
  companion: Word<typeof abilityWords.companion>;
  regenerateEachTime: Word<typeof abilityWords.regenerateEachTime>;
  spell: Word<typeof abilityWords.spell>;
}
export type AbilityDef = OneWord<AbilityBodies> & z.output<z.ZodObject<typeof abilityCommon>>;

// ---------------------------------------------------------------- cards

/** The printed face of a flip card's alternative half (709.1b). */
const flipHalf = z
  .object({
    name: localized,
    types: z.array(cardType),
    subtypes: z.array(z.string()).optional(),
    supertypes: z.array(supertype).optional(),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    abilities: z.array(ability).optional(),
  })
  .strict();

/** One half of a split card (505.1 / 708.1): its own name, mana cost, type line and text. */
const splitHalf = z
  .object({
    name: localized,
    manaCost,
    types: z.array(cardType).min(1),
    subtypes: z.array(z.string()).optional(),
    abilities: z.array(ability).optional(),
  })
  .strict();

/** What a card face prints besides its name and mana cost: a card's (its front face's), a double-faced card's back face's. */
const faceFields = {
  colorIndicator: z.array(color).optional(),
  types: z.array(cardType).min(1),
  subtypes: z.array(z.string()).optional(),
  supertypes: z.array(supertype).optional(),
  power: z.number().int().optional(),
  toughness: z.number().int().optional(),
  loyalty: z.number().int().optional(),
  abilities: z.array(ability).optional(),
};

/**
 * The back face of a double-faced card (711.1b, from Innistrad): its own characteristics (711.2); no mana cost, the
 * colours of its colour indicator (711.2b).
 */
const backFace = z.object({ name: localized, ...faceFields }).strict();

/** A card as the pool describes it: examples/cards/<slug>.yaml (the slug is the file name). */
export const cardSchema = z
  .object({
    name: cardName,
    manaCost: manaCost.optional(),
    ...faceFields,
    /**
     * The two halves of a split card; `name` then names the whole card ("Assault // Battery"), and `abilities` are
     * those printed across both halves (fuse, 702.101a).
     */
    split: z.tuple([splitHalf, splitHalf]).optional(),
    flip: flipHalf.optional(),
    /** A double-faced card: the fields above are its front face (711.1a), `back` its back face (711.1b). */
    back: backFace.optional(),
    /** Oracle (or example) wording per rules version: { "2011-02-04": { en, fr } }. */
    oracle: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/u), localized).optional(),
  })
  .strict();
type CardFile = z.output<typeof cardSchema>;
export type CardDef = CardFile & { slug: string };

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
