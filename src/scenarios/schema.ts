// zod schemas for scenarios (examples/scenarios/<section>/<id>.yaml); the card language they embed is the engine's
// (engine/cards.ts). Objects are strict: an unknown key is an error, reported at its position by load.ts.
import { z } from "zod";
import { cardType, color, localized, manaCost, oneOf, type OneWord } from "../engine/cards.ts";
import { language } from "../engine/card-schema.ts";
import { STEPS } from "../engine/state.ts";
import { BEHAVIOUR_VALUES, isBehaviourCondition, type Behaviour, type BehaviourCondition } from "../engine/timeline.ts";
import { parseExampleId, type ExampleId } from "../kb/ids.ts";

// ---------------------------------------------------------------- scenarios

/**
 * An object validated by the schema chosen by which discriminating key it has ("object", "player", "stack"); the
 * error names the keys it expected.
 */
function byKey<V extends Record<string, z.ZodTypeAny>>(what: string, variants: V): z.ZodType<z.output<V[keyof V]>> {
  const checked = z.record(z.unknown()).superRefine((value, ctx) => {
    const kind = Object.keys(variants).find((k) => k in value);
    if (!kind) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${what} needs one of: ${Object.keys(variants).join(", ")}` });
      return;
    }
    // Parsed at the value's own path, so that the issues nested in a union's alternatives carry whole paths too.
    const result = variants[kind].safeParse(value, { path: ctx.path });
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: issue.path.slice(ctx.path.length) });
  });
  // The refinement has validated the value against the schema of its kind.
  return checked as unknown as z.ZodType<z.output<V[keyof V]>>;
}

const step = z.enum(STEPS);
const fingerprintSchema = z.string().regex(/^[0-9a-f]{12}$/u, "12 hexadecimal digits");

export const exampleRef = z
  .object({
    example: z.string().refine((id): id is ExampleId => parseExampleId(id) !== undefined, "an example id like 706.2#1 (or 612.5#p1 for a project example)"),
    lang: z.enum(["en", "fr"]),
    /** An official example: the variants of its text the scenario was written against, by fingerprint (scenarios/claims.ts). */
    texts: z.array(fingerprintSchema).min(1).optional(),
    /** A project example: the knowledge-base version whose section it belongs to. */
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u).optional(),
  })
  .strict();

/**
 * Sizes an example needs are small (16 objects of one entry, 10 counters at most so far): far larger ones are
 * mistakes, and a scenario with two million creatures would run for a minute before failing.
 */
const MAX_OBJECTS_PER_ENTRY = 100;
const MAX_COUNTERS = 1000;
const objectCount = z.number().int().positive().max(MAX_OBJECTS_PER_ENTRY, `at most ${MAX_OBJECTS_PER_ENTRY} objects in one entry`);
const counterAmount = (least: number) =>
  z.number().int().min(least, least === 0 ? "a number of counters is not negative" : "put at least one counter").max(MAX_COUNTERS, `at most ${MAX_COUNTERS} counters`);

const zoneEntry = z
  .object({
    card: z.string(),
    as: z.string().optional(),
    count: objectCount.optional(),
    tapped: z.boolean().optional(),
    faceDown: z.boolean().optional(),
    flipped: z.boolean().optional(),
    counters: z.record(counterAmount(0)).optional(),
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

const choicesBase = z
  .object({
    /** The permanent to copy (null: none); a list when copy effects it gains by copying apply in turn (707.9e). */
    copy: z.union([z.string(), z.null(), z.array(z.union([z.string(), z.null()])).min(1)]).optional(),
    color: color.optional(),
    creatureType: z.string().optional(),
    targets: z.array(targetRef).optional(),
    newTargets: z.array(targetRef).optional(),
    /** Which of the tokens a resolution created ("the copy targets that token", 707.10e): the first is 1. */
    token: z.number().int().positive().optional(),
    mode: z.number().int().positive().optional(),
    x: z.number().int().nonnegative().optional(),
    discard: z.array(z.string()).optional(),
    sacrifice: z.array(z.string()).optional(),
    triggerTargets: z.record(z.array(targetRef)).optional(),
    may: z.record(z.boolean()).optional(),
    /** The half of a split card to cast, by its English name. */
    half: z.string().optional(),
    /** Casting both halves of a split card with fuse (702.101a). */
    fuse: z.boolean().optional(),
    number: z.number().int().nonnegative().optional(),
    /** Players chosen by an effect, or by their team ("each team chooses one of its members", 810.9d). */
    chosenPlayers: z.array(z.string()).optional(),
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
    /** The card exiled as a permanent enters ("As … enters, exile a … card from your graveyard"). */
    exile: z.string().optional(),
  })
  .strict();

/** The choices an action gives; an interface, because a subgame's choices hold actions (which hold choices). */
export interface Choices extends z.output<typeof choicesBase> {
  /** The actions of a subgame played while a spell resolves (506), in order, until it ends. */
  subgame?: ActionSpec[];
}
const choices: z.ZodType<Choices> = choicesBase.extend({ subgame: z.array(z.lazy(() => action)).optional() });

/** The sentence of the example an expectation comes from, quoted (in each language where given). */
const because = z.union([z.string().min(1), localized], {
  errorMap: () => ({ message: "because: the sentence of the example this comes from (a string, or { en, fr })" }),
});

/**
 * A check that holds only under some rules: the behaviours of the timeline (engine/timeline.ts) they have, such as
 * { choiceMemory: object } for what a copy remembers under 503.8. Never a version: every release with those
 * behaviours runs it.
 */
const when = z
  .custom<BehaviourCondition>()
  .superRefine((value, ctx) => {
    if (isBehaviourCondition(value)) return;
    if (typeof value !== "object" || value === null || Array.isArray(value) || Object.keys(value).length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "when: behaviours of src/engine/timeline.ts with one of their values, e.g. { manaBurn: true }" });
      return;
    }
    for (const [name, v] of Object.entries(value)) {
      const values = BEHAVIOUR_VALUES[name as Behaviour] as readonly unknown[] | undefined;
      if (!values) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `unknown behaviour '${name}': the behaviours of src/engine/timeline.ts are ${Object.keys(BEHAVIOUR_VALUES).sort().join(", ")}` });
      else if (!values.includes(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `behaviour ${name} has no value ${JSON.stringify(v)}: its values are ${values.map((x) => JSON.stringify(x)).join(", ")}` });
    }
  })
  .optional();

/** The zones expectations look in. */
const zoneName = z.enum(["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"]);

/** What every expectation gives besides what it checks. */
const expectationBasis = {
  because,
  when,
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
    /** It is every creature type (205.3m; changeling, 702.72a), besides the subtypes listed. */
    everyCreatureType: z.boolean().optional(),
    supertypes: z.array(z.string()).optional(),
    power: z.union([z.number().int(), z.null()], { errorMap: () => ({ message: "power: a whole number, or null for none" }) }).optional(),
    toughness: z.union([z.number().int(), z.null()], { errorMap: () => ({ message: "toughness: a whole number, or null for none" }) }).optional(),
    /** Base power and toughness: after characteristic-defining abilities and setting effects (613.3a–b). */
    basePower: z.number().int().nullable().optional(),
    baseToughness: z.number().int().nullable().optional(),
    /** Exact list of ability ids (keywords by keyword name). */
    abilities: z.array(z.string()).optional(),
    hasAbility: z.array(z.string()).optional(),
    lacksAbility: z.array(z.string()).optional(),
    protectionFrom: z.array(color).optional(),
    faceDown: z.boolean().optional(),
    flipped: z.boolean().optional(),
    tapped: z.boolean().optional(),
    counters: z.record(z.number().int()).optional(),
    /** The object an Aura, Equipment or Fortification is attached to (by its name in the scenario), or null: none. */
    attachedTo: z.union([z.string(), z.null()]).optional(),
    zone: zoneName.optional(),
    controller: z.string().optional(),
    /** The players who may see what it is (hidden zones, face-down objects, 504.3 / 507.2). */
    visibleTo: z.array(z.string()).optional(),
    /** The value the object's ability (by id; else its first linked ability) uses as "the chosen …" (607, 706.7a / 503.8). */
    chosen: z.object({ color: color.optional(), creatureType: z.string().optional(), ability: z.string().optional() }).strict().optional(),
    copiable: z.object({ name: z.union([z.string(), z.null()]).optional(), colors: z.array(color).optional(), types: z.array(cardType).optional(), power: z.number().int().optional(), toughness: z.number().int().optional(), abilities: z.array(z.string()).optional() }).strict().optional(),
    /** Layers of the effects applied to it, in order (e.g. ["5", "7c"]). */
    layers: z.array(z.string()).optional(),
    /**
     * true: each effect applied to it was applied in timestamp order, none moved by a dependency, a dependency loop
     * or a characteristic-defining ability (613.7 / 418.5c: "neither of these depends on the other"); false: some was.
     */
    appliedInTimestampOrder: z.boolean().optional(),
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
    /** Life the player lost this turn (118 / 215; "considered to have lost", 606.9b). */
    lifeLostThisTurn: z.number().int().optional(),
    /** Whether the player has priority now (116.3; after a special action, 115.3). */
    priority: z.boolean().optional(),
    ...expectationBasis,
  })
  .strict();

/** Where the game is: the turn's number, its active player, its step. */
const turnExpectation = z
  .object({
    turn: z.object({ number: z.number().int().optional(), active: z.string().optional(), step: step.optional() }).strict(),
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
        /** Only those with these characteristics (a token's P/T and colours, 111.2). */
        power: z.number().int().optional(),
        toughness: z.number().int().optional(),
        colors: z.array(color).optional(),
        count: z.number().int().nonnegative(),
      })
      .strict(),
    ...expectationBasis,
  })
  .strict();

const expectationKinds = {
  object: objectExpectation,
  player: playerExpectation,
  stack: stackExpectation,
  objects: objectsExpectation,
  team: teamExpectation,
  turn: turnExpectation,
};
/** What an expectation looks at, named by the key that says which one (`object:`, `player:`…). */
type ExpectationKind = keyof typeof expectationKinds;
export type ExpectationOf<K extends ExpectationKind> = z.output<(typeof expectationKinds)[K]>;
export type Expectation = ExpectationOf<ExpectationKind>;
const expectation = byKey("an expectation", expectationKinds);

/**
 * An action the engine must refuse: the rule it cites, and what it refuses and why — a phrase of the refusal as the
 * engine words it in English — so that a refusal for another reason citing the same rule doesn't satisfy it.
 */
const violation = z.object({ rule: z.string(), refused: z.string().min(1), because }).strict();

const actionCommon = {
  when,
  violates: violation.optional(),
  as: z.string().optional(),
  /** The person taking the action when it isn't the player concerned: the controller of that player's turn (507). */
  by: z.string().optional(),
};

const actionWords = {
    cast: z.object({ player: z.string(), card: z.string(), faceDown: z.boolean().optional(), choose: choices.optional() }).strict(),
    activate: z.object({ player: z.string(), object: z.string(), ability: z.string(), choose: choices.optional() }).strict(),
    playLand: z.object({ player: z.string(), card: z.string() }).strict(),
    /** Exiling a card with suspend from the hand, a special action (115.2e / 408.2k). */
    suspend: z.object({ player: z.string(), card: z.string() }).strict(),
    /** Stopping the delayed triggered ability a spell or ability created, as its effect allows (115.2c / 408.2i). */
    stopDelayed: z.object({ player: z.string(), source: z.string() }).strict(),
    /** Ignoring the effect of a permanent's static ability, as it allows (115.2d / 408.2j). */
    ignoreEffect: z.object({ player: z.string(), source: z.string(), choose: choices.optional() }).strict(),
    /** Before the game begins, revealing a card (by its card file's name) from outside the game as a companion (702.139a). */
    revealCompanion: z.object({ player: z.string(), companion: z.string() }).strict(),
    /** Rolling the planar die in a Planar Magic game (115.2f, 901.8); `choose` gives triggered abilities' targets. */
    rollPlanarDie: z.object({ player: z.string(), choose: choices.optional() }).strict(),
    resolve: z.union([z.literal("top"), z.literal("all"), z.object({ choose: choices }).strict()]),
    attack: z.object({ player: z.string(), attackers: z.array(z.string()) }).strict(),
    /** A player concedes the game (104.3a / 102.3a). */
    concede: z.object({ player: z.string() }).strict(),
    /** A player looks at an object (a face-down permanent, a card in a hand). */
    lookAt: z.object({ player: z.string(), object: z.string() }).strict(),
    block: z.object({ player: z.string(), blocks: z.array(z.object({ blocker: z.string(), attacker: z.string() }).strict()) }).strict(),
    /** The active player announces a blocked attacker's damage assignment order among its blockers (509.2). */
    orderBlockers: z.object({ player: z.string(), attacker: z.string(), order: z.array(z.string()).min(1) }).strict(),
    pass: z.union([z.string(), z.object({ player: z.string(), choose: choices.optional() }).strict()]),
    /** `choose`: answers for the abilities that trigger as it turns face up ("you may …", their targets). */
    turnFaceUp: z.object({ player: z.string(), object: z.string(), choose: choices.optional() }).strict(),
    /** An effect (not a player) turns a permanent face up (707.8). */
    turnFaceUpByEffect: z.object({ object: z.string() }).strict(),
    /** An unnamed effect from the example ("an effect gives it +0/+1"), created as a resolving effect would be. */
    effect: z
      .object({ controller: z.string(), affects: z.array(z.string()), continuous: language.continuous, x: z.number().int().optional(), chosenColor: color.optional(), name: z.string().optional() })
      .strict(),
    /** A copy effect from an unnamed source ("X becomes a copy of Y"). */
    becomeCopy: z.object({ object: z.string(), of: z.string(), except: language.copyException.optional() }).strict(),
    endEffect: z.string(),
    putCounters: z.object({ object: z.string(), kind: z.string(), amount: counterAmount(1) }).strict(),
    gainControl: z.object({ player: z.string(), object: z.string() }).strict(),
    moveTo: z.object({ object: z.string(), zone: z.enum(["library", "hand", "battlefield", "graveyard", "exile"]), position: z.enum(["top", "bottom"]).optional(), choose: choices.optional() }).strict(),
    advance: z.object({ turn: z.number().int().positive(), step: step, choose: choices.optional() }).strict(),
    expect: z.union([expectation, z.array(expectation)]),
};
const action = oneOf("action", actionWords, actionCommon);
/** The words of the scenario action list: what the runner's table must cover. */
export type ActionBodies = { [K in keyof typeof actionWords]: z.output<(typeof actionWords)[K]> };
export type ActionSpec = z.output<typeof action>;

export const scenarioSchema = z
  .object({
    title: localized,
    kind: z.enum(["official", "project"]).optional(),
    /** For project examples: their text in each language. */
    text: localized.optional(),
    /**
     * A case ported from an independent engine's tests (XMage's Mage.Tests): the file, the test method and the
     * commit it was read at. Its expectations are that test's assertions.
     */
    source: z
      .object({ file: z.string().min(1), method: z.string().min(1), commit: z.string().regex(/^[0-9a-f]{40}$/u, "a full 40-hex-digit commit") })
      .strict()
      .optional(),
    examples: z.array(exampleRef).min(1),
    seed: z.number().int().optional(),
    cards: z.record(language.card).optional(),
    players: z.array(playerSpec).min(1),
    /** Two-Headed Giant teams (players name theirs with `team`): a life total other than the starting one. */
    teams: z.array(z.object({ id: z.string(), life: z.number().int().optional(), poison: z.number().int().optional() }).strict()).optional(),
    turn: z.object({ number: z.number().int().positive().optional(), active: z.string(), step: step }).strict().optional(),
    actions: z.array(action).min(1),
  })
  .strict();

export type ScenarioFile = z.infer<typeof scenarioSchema>;
export type Because = z.infer<typeof because>;

