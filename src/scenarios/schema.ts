// zod schemas for the card pool (examples/cards/*.yaml) and scenarios (examples/scenarios/<section>/<id>.yaml).
// Objects are strict: an unknown key is an error, reported at its position by load.ts.
import { z } from "zod";
import { CARD_TYPES, COLORS } from "../engine/cards.ts";
import type { AbilityDef, CardDef, ContinuousDef, CopyDef, Filter, Instruction, TargetDef, TokenDef, ValueExpr } from "../engine/cards.ts";
import { STEPS } from "../engine/state.ts";
import { parseRuleId } from "../kb/ids.ts";

const localized = z.object({ en: z.string().min(1), fr: z.string().min(1).optional() }).strict();
const color = z.enum(COLORS as [string, ...string[]]) as z.ZodType<(typeof COLORS)[number]>;
const cardType = z.enum(CARD_TYPES as [string, ...string[]]) as z.ZodType<(typeof CARD_TYPES)[number]>;
const keyword = z.enum(["flying", "trample", "haste", "morph", "fading", "protection", "defender", "vigilance", "reach", "landwalk", "suspend", "first-strike", "double-strike"]);
const colorRef = z.union([color, z.object({ chosen: z.literal("color") }).strict()]);
const supertype = z.enum(["basic", "legendary", "snow", "world"]);
const manaCost = z.string().regex(/^(\{(\d+|[WUBRGCX])\})+$/u, "a mana cost like {2}{B}{B}");

/**
 * An object with exactly one of several keys, each with its own schema: a card ability, an instruction,
 * a scenario action. The error names the key it expected instead of zod's generic union message.
 */
function oneOf<T>(what: string, variants: Record<string, z.ZodTypeAny>, common: z.ZodRawShape = {}): z.ZodType<T> {
  return z.record(z.unknown()).superRefine((value, ctx) => {
    const kinds = Object.keys(value).filter((k) => k in variants);
    if (kinds.length !== 1) {
      const unknown = Object.keys(value).filter((k) => !(k in variants) && !(k in common));
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: unknown.length ? [unknown[0]] : [],
        params: { atKey: unknown.length > 0 },
        message: kinds.length
          ? `a ${what} has one kind, found ${kinds.join(" and ")}`
          : `unknown ${what}${unknown.length ? ` '${unknown[0]}'` : ""}: expected one of ${Object.keys(variants).join(", ")}`,
      });
      return;
    }
    const schema = z.object({ [kinds[0]]: variants[kinds[0]], ...common }).strict();
    const result = schema.safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue(issue as z.IssueData);
  }) as unknown as z.ZodType<T>;
}

/** An object validated by the schema chosen by which discriminating key it has ("object", "player", "stack"). */
function byKey<T>(what: string, variants: Record<string, z.ZodTypeAny>): z.ZodType<T> {
  return z.record(z.unknown()).superRefine((value, ctx) => {
    const kind = Object.keys(variants).find((k) => k in value);
    if (!kind) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${what} needs one of: ${Object.keys(variants).join(", ")}` });
      return;
    }
    const result = variants[kind].safeParse(value);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue(issue as z.IssueData);
  }) as unknown as z.ZodType<T>;
}

const filter: z.ZodType<Filter> = z
  .object({
    types: z.array(cardType).optional(),
    notTypes: z.array(cardType).optional(),
    colors: z.array(colorRef).optional(),
    subtypes: z.array(z.string()).optional(),
    subtypeChosen: z.boolean().optional(),
    controller: z.enum(["you", "opponent"]).optional(),
    other: z.boolean().optional(),
    nontoken: z.boolean().optional(),
    notAura: z.boolean().optional(),
    anyOfTypes: z.array(cardType).optional(),
    withoutAbilities: z.array(keyword).optional(),
    supertypes: z.array(supertype).optional(),
    convertedManaCost: z.union([z.number().int().nonnegative(), z.literal("chosen-number")]).optional(),
  })
  .strict();

const objectQuery = z
  .object({
    zone: z.enum(["battlefield", "graveyard", "hand", "library", "exile", "stack"]),
    whose: z.enum(["you", "opponents", "any"]).optional(),
    filter: filter.optional(),
  })
  .strict();

const valueExpr: z.ZodType<ValueExpr> = z.lazy(() =>
  z.union([
    z.number().int(),
    z.literal("X"),
    z.object({ count: objectQuery }).strict(),
    z.object({ cardTypesAmong: objectQuery }).strict(),
    z.object({ sum: z.array(valueExpr) }).strict(),
    z.object({ powerOf: z.literal("sacrificed") }).strict(),
    z.object({ convertedManaCostOf: z.literal("that-card") }).strict(),
    z.object({ lifeTotalOf: playerRef }).strict(),
    z.object({ lowestLifeTotal: z.literal(true) }).strict(),
    z.object({ halfLifeRoundedUp: playerRef }).strict(),
  ]),
);

const affects = z.union([
  z.enum(["self", "target", "enchanted", "trigger-object"]),
  z.object({ all: filter }).strict(),
]);

const continuous: z.ZodType<ContinuousDef> = z.lazy(() =>
  z
    .object({
      affects,
      duration: z.enum(["end-of-turn", "indefinite"]).optional(),
      condition: z.object({ topOfGraveyard: z.object({ whose: z.literal("you"), filter }).strict() }).strict().optional(),
      gainControl: z.boolean().optional(),
      fullTextOf: z.object({ topOfGraveyard: z.object({ whose: z.literal("you"), filter: filter.optional() }).strict() }).strict().optional(),
      keepAbilities: z.array(z.string()).optional(),
      types: z.object({ add: z.array(cardType).optional(), set: z.array(cardType).optional(), remove: z.array(cardType).optional() }).strict().optional(),
      subtypes: z.object({ add: z.array(z.string()).optional(), set: z.array(z.string()).optional() }).strict().optional(),
      colors: z.union([z.object({ set: z.array(colorRef) }).strict(), z.object({ choose: z.literal(true) }).strict()]).optional(),
      abilities: z.object({ add: z.array(ability).optional(), remove: z.array(z.string()).optional(), removeAll: z.boolean().optional() }).strict().optional(),
      setPT: z.tuple([valueExpr, valueExpr]).optional(),
      modifyPT: z.tuple([valueExpr, valueExpr]).optional(),
      switchPT: z.boolean().optional(),
    })
    .strict(),
);

const copyException = z.lazy(() =>
  z
    .object({
      keepColor: z.boolean().optional(),
      keepPT: z.tuple([z.number().int(), z.number().int()]).optional(),
      addTypes: z.array(cardType).optional(),
      setColors: z.array(color).optional(),
      gains: z.array(ability).optional(),
      gainsThisAbility: z.boolean().optional(),
    })
    .strict(),
);

const copy: z.ZodType<CopyDef> = z.lazy(() =>
  z
    .object({
      of: z.union([z.enum(["target", "trigger-object", "that-card"]), z.object({ choose: filter }).strict()]),
      optional: z.boolean().optional(),
      except: copyException.optional(),
    })
    .strict(),
);

const playerRef = z.enum(["you", "target", "that-player", "each"]);

const playerCondition = z
  .object({ handSizeAtLeast: z.number().int().optional(), lifeAtLeast: z.number().int().optional() })
  .strict();

const tokenDef: z.ZodType<TokenDef> = z.lazy(() =>
  z
    .object({
      name: localized,
      colorIndicator: z.array(color).optional(),
      types: z.array(cardType).min(1),
      subtypes: z.array(z.string()).optional(),
      power: z.number().int().optional(),
      toughness: z.number().int().optional(),
      abilities: z.array(ability).optional(),
    })
    .strict(),
);

const instruction: z.ZodType<Instruction> = z.lazy(() =>
  oneOf<Instruction>("instruction", {
    continuous,
    becomeCopy: copy,
    draw: valueExpr,
    loseLife: z.union([valueExpr, z.object({ amount: valueExpr, player: playerRef }).strict()]),
    gainLife: z.union([valueExpr, z.object({ amount: valueExpr, player: playerRef }).strict()]),
    lifeBecomes: z.object({ player: playerRef, value: valueExpr }).strict(),
    poison: z.object({ player: playerRef, amount: valueExpr }).strict(),
    winGame: z.literal(true),
    controlNextTurn: z.literal("target"),
    endTurn: z.literal(true),
    subgame: z.object({ nonWinners: z.array(instruction) }).strict(),
    fromOutside: z.object({ filter, to: z.literal("hand") }).strict(),
    flipCoin: z.object({ win: z.array(instruction), lose: z.array(instruction) }).strict(),
    flipCoins: z
      .object({ players: z.array(playerRef), heads: z.array(instruction).optional(), tails: z.array(instruction).optional(), repeatUntilAllHeads: z.boolean().optional() })
      .strict(),
    addMana: z.union([manaCost, z.object({ chosen: z.literal("color") }).strict(), z.object({ anyColor: z.literal(true) }).strict()]),
    discard: valueExpr,
    putCounters: z.object({ kind: z.string(), amount: valueExpr, on: z.enum(["self", "target"]) }).strict(),
    removeCounters: z.object({ kind: z.string(), amount: valueExpr, on: z.enum(["self", "target"]) }).strict(),
    castSelf: z.object({ withoutPayingManaCost: z.boolean() }).strict(),
    untap: z.enum(["target", "self"]),
    tap: z.enum(["target", "self"]),
    destroy: z.union([z.enum(["target", "self"]), z.object({ all: filter }).strict()]),
    dealDamage: z.object({ amount: valueExpr, to: z.enum(["target", "each-player", "you"]) }).strict(),
    copySpell: z.object({ of: z.literal("target"), except: copyException.optional(), mayChooseNewTargets: z.boolean().optional() }).strict(),
    castCopy: z.object({ of: z.literal("target"), withoutPayingManaCost: z.boolean().optional() }).strict(),
    delayed: z
      .object({ at: z.enum(["next-end-step", "next-upkeep"]), effect: z.array(instruction), unlessPays: z.object({ player: playerRef, cost: manaCost }).strict().optional() })
      .strict(),
    returnToHand: z.literal("self"),
    planeswalk: z.literal(true),
    flip: z.literal("self"),
    chooseNumber: z.literal(true),
    mill: z.object({ player: playerRef, amount: z.number().int().positive() }).strict(),
    createTokens: z.object({ amount: valueExpr, token: tokenDef, player: playerRef.optional() }).strict(),
    discardAll: z.object({ player: playerRef, filter }).strict(),
    search: z.object({ filter, to: z.literal("hand") }).strict(),
    exile: z.literal("target"),
    if: z.object({ condition: playerCondition, then: z.array(instruction) }).strict(),
  }),
);

const target: z.ZodType<TargetDef> = z
  .object({
    kind: z.enum(["permanent", "creature", "land", "enchantment", "spell", "player", "creature-or-player", "card-in-graveyard"]),
    filter: filter.optional(),
    spellTypes: z.array(cardType).optional(),
  })
  .strict();

const cost = z
  .object({
    mana: manaCost.optional(),
    tap: z.boolean().optional(),
    discard: z.number().int().positive().optional(),
    sacrifice: filter.optional(),
    payLife: z.literal("half-rounded-up").optional(),
    sacrificeSelf: z.boolean().optional(),
  })
  .strict();

const trigger = oneOf<unknown>("trigger", {
  entersBattlefield: z.union([z.literal("self"), filter]),
  beginningOfUpkeep: z.enum(["you", "each"]),
  beginningOfEndStep: z.literal("each"),
  winsCoinFlip: z.literal("you"),
  lastCounterRemoved: z.string(),
  rollsPlanarDie: z.enum(["chaos", "planeswalker"]),
});

const abilityCommon = { id: z.string().min(1), linked: z.string().optional(), text: localized.optional() };

export const ability: z.ZodType<AbilityDef> = z.lazy(() =>
  oneOf<AbilityDef>(
    "ability",
    {
      keyword,
      static: continuous,
      activated: z
        .object({ cost, effect: z.array(instruction), targets: z.array(target).optional(), mana: z.boolean().optional(), oncePerTurn: z.boolean().optional() })
        .strict(),
      triggered: z
        .object({ when: trigger, effect: z.array(instruction), targets: z.array(target).optional(), optional: z.boolean().optional(), if: playerCondition.optional() })
        .strict(),
      restriction: z
        .object({
          affects: z.literal("enchanted"),
          cantAttack: z.boolean().optional(),
          cantBlock: z.boolean().optional(),
          cantActivate: z.boolean().optional(),
          ignorable: z.object({ by: z.literal("affected-controller"), cost }).strict().optional(),
        })
        .strict(),
      playerStatic: z
        .object({
          cantLose: z.enum(["any", "life"]).optional(),
          opponentsCantWin: z.boolean().optional(),
          cantBeAttackedBy: filter.optional(),
          flipTwoCoinsIgnoreOne: z.boolean().optional(),
        })
        .strict(),
      asEnters: z
        .object({
          choose: z.enum(["color", "creature-type"]).optional(),
          copy: copy.optional(),
          tapped: z.boolean().optional(),
          counters: z.object({ kind: z.string(), amount: z.number().int() }).strict().optional(),
        })
        .strict(),
      spell: z
        .object({
          effect: z.array(instruction).optional(),
          targets: z.array(target).optional(),
          modes: z.array(z.object({ text: localized.optional(), targets: z.array(target).optional(), effect: z.array(instruction) }).strict()).optional(),
          additionalCost: z.object({ sacrifice: filter.optional(), discard: z.number().int().positive().optional() }).strict().optional(),
        })
        .strict(),
    },
    {
      ...abilityCommon,
      cost: z.string().optional(),
      amount: z.number().int().optional(),
      from: z.array(colorRef).optional(),
      /** The land subtype of a landwalk ("Forest" for forestwalk). */
      landType: z.string().optional(),
      cda: z.boolean().optional(),
    },
  ),
);

const splitHalf = z
  .object({
    name: localized,
    manaCost,
    types: z.array(cardType).min(1),
    subtypes: z.array(z.string()).optional(),
    abilities: z.array(ability).optional(),
  })
  .strict();

export const cardSchema = z
  .object({
    name: localized,
    manaCost: manaCost.optional(),
    colorIndicator: z.array(color).optional(),
    types: z.array(cardType).min(1),
    subtypes: z.array(z.string()).optional(),
    supertypes: z.array(z.enum(["basic", "legendary", "snow", "world"])).optional(),
    power: z.number().int().optional(),
    toughness: z.number().int().optional(),
    loyalty: z.number().int().optional(),
    abilities: z.array(ability).optional(),
    split: z
      .tuple([splitHalf, splitHalf])
      .optional(),
    flip: z
      .object({
        name: localized,
        types: z.array(cardType),
        subtypes: z.array(z.string()).optional(),
        supertypes: z.array(z.enum(["basic", "legendary", "snow", "world"])).optional(),
        power: z.number().int().optional(),
        toughness: z.number().int().optional(),
        abilities: z.array(ability).optional(),
      })
      .strict()
      .optional(),
    oracle: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/u), localized).optional(),
  })
  .strict();

export type CardFile = z.infer<typeof cardSchema>;
export type { CardDef };

// ---------------------------------------------------------------- scenarios

const fingerprintSchema = z.string().regex(/^[0-9a-f]{12}$/u, "12 hexadecimal digits");

/** A rule id, "#", and the example's number under that rule ("p" before it for a project example). */
function isExampleId(id: string): boolean {
  const [rule, number, ...rest] = id.split("#");
  return rest.length === 0 && parseRuleId(rule!) !== undefined && number !== undefined && /^p?\d+$/u.test(number);
}

export const exampleRef = z
  .object({
    example: z.string().refine(isExampleId, "an example id like 706.2#1 (or 612.5#p1 for a project example)"),
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
    lang: z.enum(["en", "fr"]),
    fingerprint: fingerprintSchema.optional(),
  })
  .strict();

const zoneEntry = z
  .object({
    card: z.string(),
    as: z.string().optional(),
    count: z.number().int().positive().optional(),
    tapped: z.boolean().optional(),
    faceDown: z.boolean().optional(),
    flipped: z.boolean().optional(),
    counters: z.record(z.number().int()).optional(),
    attachedTo: z.string().optional(),
    chosen: z.object({ color: color.optional(), creatureType: z.string().optional() }).strict().optional(),
    choose: z.lazy(() => choices).optional(),
  })
  .strict();

const playerSpec = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/u),
    name: z.string(),
    team: z.string().optional(),
    life: z.number().int().optional(),
    library: z.array(zoneEntry).optional(),
    hand: z.array(zoneEntry).optional(),
    battlefield: z.array(zoneEntry).optional(),
    graveyard: z.array(zoneEntry).optional(),
    exile: z.array(zoneEntry).optional(),
    /** Planar Magic (901.3): the player's planar deck, its top listed last (as a library's); the starting player's top plane starts face up (901.5). */
    planarDeck: z.array(zoneEntry).optional(),
  })
  .strict();

const targetRef = z.string();

const choices = z
  .object({
    copy: z.union([z.string(), z.null()]).optional(),
    color: color.optional(),
    creatureType: z.string().optional(),
    targets: z.array(targetRef).optional(),
    newTargets: z.array(targetRef).optional(),
    mode: z.number().int().positive().optional(),
    x: z.number().int().nonnegative().optional(),
    discard: z.array(z.string()).optional(),
    sacrifice: z.array(z.string()).optional(),
    triggerTargets: z.record(z.array(targetRef)).optional(),
    may: z.record(z.boolean()).optional(),
    /** The half of a split card to cast, by its English name. */
    half: z.string().optional(),
    number: z.number().int().nonnegative().optional(),
    /** Players chosen by an effect, or by their team ("each team chooses one of its members", 810.9d). */
    chosenPlayers: z.array(z.string()).optional(),
    /** The actions of a subgame played while a spell resolves (506), in order, until it ends. */
    subgame: z.array(z.lazy((): z.ZodType<Record<string, unknown>> => action)).optional(),
    /** A card from outside the game (in a subgame, a card of the main game), by its alias. */
    fromOutside: z.string().optional(),
    /** A coin flip's call, and which of two flipped coins to keep (1 or 2). */
    call: z.enum(["heads", "tails"]).optional(),
    keepCoin: z.number().int().optional(),
    /** The defending player each attacker (by alias) assigns its combat damage to (810.7f). */
    damageTo: z.record(z.string()).optional(),
    /** How each blocked attacker (by alias) divides its combat damage: [blocker, amount] pairs. */
    assignDamage: z.record(z.array(z.tuple([z.string(), z.number().int().nonnegative()]))).optional(),
    /** The card found by a search, or null to find nothing. */
    find: z.union([z.string(), z.null()]).optional(),
  })
  .strict();

export type Choices = z.infer<typeof choices>;

/** The sentence of the example an expectation comes from, quoted (in each language where given). */
const because = z.union([z.string().min(1), localized], {
  errorMap: () => ({ message: "because: the sentence of the example this comes from (a string, or { en, fr })" }),
});

const versions = z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/u)).optional();

/** The zones expectations look in. */
const zoneName = z.enum(["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"]);

/** What every expectation gives besides what it checks. */
const expectationBasis = {
  because,
  versions,
  /** For an expectation given per version: the rule of that version that explains the difference. */
  rule: z.string().optional(),
};

const objectExpectation = z
  .object({
    object: z.string(),
    name: z.union([z.string(), z.null()]).optional(),
    manaCost: z.union([manaCost, z.null()]).optional(),
    /** The answers to "its converted mana cost" (one per half of a split card, 505.5 / 708.5). */
    convertedManaCost: z.array(z.number().int()).optional(),
    colors: z.array(color).optional(),
    types: z.array(cardType).optional(),
    subtypes: z.array(z.string()).optional(),
    supertypes: z.array(z.string()).optional(),
    power: z.union([z.number().int(), z.null()], { errorMap: () => ({ message: "power: a whole number, or null for none" }) }).optional(),
    toughness: z.union([z.number().int(), z.null()], { errorMap: () => ({ message: "toughness: a whole number, or null for none" }) }).optional(),
    /** Exact list of ability ids (keywords by keyword name). */
    abilities: z.array(z.string()).optional(),
    hasAbility: z.array(z.string()).optional(),
    lacksAbility: z.array(z.string()).optional(),
    protectionFrom: z.array(color).optional(),
    faceDown: z.boolean().optional(),
    flipped: z.boolean().optional(),
    tapped: z.boolean().optional(),
    counters: z.record(z.number().int()).optional(),
    zone: zoneName.optional(),
    controller: z.string().optional(),
    /** The players who may see what it is (hidden zones, face-down objects, 504.3 / 507.2). */
    visibleTo: z.array(z.string()).optional(),
    chosen: z.object({ color: color.optional(), creatureType: z.string().optional() }).strict().optional(),
    copiable: z.object({ name: z.union([z.string(), z.null()]).optional(), colors: z.array(color).optional(), types: z.array(cardType).optional(), power: z.number().int().optional(), toughness: z.number().int().optional(), abilities: z.array(z.string()).optional() }).strict().optional(),
    /** Layers of the effects applied to it, in order (e.g. ["5", "7c"]). */
    layers: z.array(z.string()).optional(),
    ...expectationBasis,
  })
  .strict();

const playerExpectation = z
  .object({
    player: z.string(),
    life: z.number().int().optional(),
    handSize: z.number().int().optional(),
    librarySize: z.number().int().optional(),
    manaPool: z.string().optional(),
    lost: z.boolean().optional(),
    won: z.boolean().optional(),
    poison: z.number().int().optional(),
    /** Whether the player has priority now (116.3; after a special action, 115.3). */
    priority: z.boolean().optional(),
    ...expectationBasis,
  })
  .strict();

/** Where the game is: the turn's number, its active player, its step. */
const turnExpectation = z
  .object({
    turn: z.object({ number: z.number().int().optional(), active: z.string().optional(), step: z.enum(STEPS as [string, ...string[]]).optional() }).strict(),
    ...expectationBasis,
  })
  .strict();

/** A Two-Headed Giant team: its shared life total and poison counters, whether it has lost or won. */
const teamExpectation = z
  .object({
    team: z.string(),
    life: z.number().int().optional(),
    poison: z.number().int().optional(),
    lost: z.boolean().optional(),
    won: z.boolean().optional(),
    ...expectationBasis,
  })
  .strict();

const stackExpectation = z
  .object({
    stack: z.array(z.object({ name: z.union([z.string(), z.null()]).optional(), colors: z.array(color).optional(), mode: z.number().int().optional(), targets: z.array(targetRef).optional(), copy: z.boolean().optional() }).strict()),
    ...expectationBasis,
  })
  .strict();

/** How many objects a zone holds, among those with a given name or controller (tokens have no alias). */
const objectsExpectation = z
  .object({
    objects: z
      .object({
        zone: zoneName,
        /** Owner of a library, hand or graveyard; controller on the battlefield or the stack. */
        player: z.string().optional(),
        name: z.string().optional(),
        kind: z.enum(["card", "token"]).optional(),
        count: z.number().int().nonnegative(),
      })
      .strict(),
    ...expectationBasis,
  })
  .strict();

export type Expectation =
  | z.infer<typeof objectExpectation>
  | z.infer<typeof playerExpectation>
  | z.infer<typeof stackExpectation>
  | z.infer<typeof objectsExpectation>
  | z.infer<typeof teamExpectation>
  | z.infer<typeof turnExpectation>;
export const expectation = byKey<Expectation>("an expectation", {
  object: objectExpectation,
  player: playerExpectation,
  stack: stackExpectation,
  objects: objectsExpectation,
  team: teamExpectation,
  turn: turnExpectation,
});

const violation = z.object({ rule: z.string(), because }).strict();

const actionCommon = {
  versions,
  violates: violation.optional(),
  as: z.string().optional(),
  /** The person taking the action when it isn't the player concerned: the controller of that player's turn (507). */
  by: z.string().optional(),
};

export const action = oneOf<Record<string, unknown>>(
  "action",
  {
    cast: z.object({ player: z.string(), card: z.string(), faceDown: z.boolean().optional(), choose: choices.optional() }).strict(),
    activate: z.object({ player: z.string(), object: z.string(), ability: z.string(), choose: choices.optional() }).strict(),
    playLand: z.object({ player: z.string(), card: z.string() }).strict(),
    /** Exiling a card with suspend from the hand, a special action (115.2e / 408.2k). */
    suspend: z.object({ player: z.string(), card: z.string() }).strict(),
    /** Stopping the delayed triggered ability a spell or ability created, as its effect allows (115.2c / 408.2i). */
    stopDelayed: z.object({ player: z.string(), source: z.string() }).strict(),
    /** Ignoring the effect of a permanent's static ability, as it allows (115.2d / 408.2j). */
    ignoreEffect: z.object({ player: z.string(), source: z.string(), choose: choices.optional() }).strict(),
    /** Rolling the planar die in a Planar Magic game (115.2f, 901.8); `choose` gives triggered abilities' targets. */
    rollPlanarDie: z.object({ player: z.string(), choose: choices.optional() }).strict(),
    resolve: z.union([z.literal("top"), z.literal("all"), z.object({ choose: choices }).strict()]),
    attack: z.object({ player: z.string(), attackers: z.array(z.string()) }).strict(),
    /** A player concedes the game (104.3a / 102.3a). */
    concede: z.object({ player: z.string() }).strict(),
    /** A player looks at an object (a face-down permanent, a card in a hand). */
    lookAt: z.object({ player: z.string(), object: z.string() }).strict(),
    block: z.object({ player: z.string(), blocks: z.array(z.object({ blocker: z.string(), attacker: z.string() }).strict()) }).strict(),
    pass: z.union([z.string(), z.object({ player: z.string(), choose: choices.optional() }).strict()]),
    turnFaceUp: z.object({ player: z.string(), object: z.string() }).strict(),
    /** An effect (not a player) turns a permanent face up (707.8). */
    turnFaceUpByEffect: z.object({ object: z.string() }).strict(),
    flip: z.object({ object: z.string() }).strict(),
    /** An unnamed effect from the example ("an effect gives it +0/+1"), created as a resolving effect would be. */
    effect: z
      .object({ controller: z.string(), affects: z.array(z.string()), continuous, x: z.number().int().optional(), chosenColor: color.optional(), name: z.string().optional() })
      .strict(),
    /** A copy effect from an unnamed source ("X becomes a copy of Y"). */
    becomeCopy: z.object({ object: z.string(), of: z.string(), except: copyException.optional() }).strict(),
    endEffect: z.string(),
    putCounters: z.object({ object: z.string(), kind: z.string(), amount: z.number().int() }).strict(),
    gainControl: z.object({ player: z.string(), object: z.string() }).strict(),
    moveTo: z.object({ object: z.string(), zone: z.enum(["library", "hand", "battlefield", "graveyard", "exile"]), position: z.enum(["top", "bottom"]).optional(), choose: choices.optional() }).strict(),
    advance: z.object({ turn: z.number().int().positive(), step: z.enum(STEPS as [string, ...string[]]), choose: choices.optional() }).strict(),
    expect: z.union([expectation, z.array(expectation)]),
  },
  actionCommon,
);

export const scenarioSchema = z
  .object({
    title: localized,
    kind: z.enum(["official", "project"]).optional(),
    /** For project examples: their text in each language. */
    text: localized.optional(),
    examples: z.array(exampleRef).min(1),
    seed: z.number().int().optional(),
    cards: z.record(cardSchema).optional(),
    players: z.array(playerSpec).min(1),
    /** Two-Headed Giant teams (players name theirs with `team`): a life total other than the starting one. */
    teams: z.array(z.object({ id: z.string(), life: z.number().int().optional(), poison: z.number().int().optional() }).strict()).optional(),
    turn: z.object({ number: z.number().int().positive().optional(), active: z.string(), step: z.enum(STEPS as [string, ...string[]]) }).strict().optional(),
    actions: z.array(action).min(1),
  })
  .strict();

export type ScenarioFile = z.infer<typeof scenarioSchema>;
export type Because = z.infer<typeof because>;
export type ActionSpec = Record<string, unknown> & { versions?: string[]; violates?: { rule: string; because: Because }; as?: string; by?: string };
