// The kernel interface: what a rule area (and whoever plays a game: a scenario, the random play) receives instead
// of the `Game` class — the state, zones and moving objects, characteristics, narration, priority and the stack,
// player actions, and the all-or-nothing attempt. game.ts implements it; no module but game.ts imports game.ts, so
// the areas depend on this interface and on the base layer (state, values, cards, errors, mana, narration), never
// on each other through the kernel.
import type { CardDef, CostDef, Filter, TokenDef, AbilityDef } from "./cards.ts";
import type { RuleViolation } from "./errors.ts";
import type { Lang } from "./describe.ts";
import type { NarrationEvent, ObjectRef, ObjectSnapshot, PlayerRef, Recipient, StackChoices, TraceEntry } from "./narration.ts";
import type { Rng } from "./rng.ts";
import type { RuleSet, ZoneName } from "./ruleset.ts";
import type { ContinuousEffect, GameObject, GameState, ObjectId, PlayerId, StackInfo, Status, Step, TargetRef } from "./state.ts";
import type { Characteristics, Values } from "./values.ts";

/**
 * What an entry point was given, checked at its boundary (arguments.ts): its name (for the error) and the objects, players and zones it names. `objects`
 * must be in the game now (what an effect moves or changes); `chosen`, objects a player names in an action, need only
 * have been in the game: one that no longer exists is refused by the action's own rule.
 */
export interface Named {
  action: string;
  objects?: readonly unknown[];
  chosen?: readonly unknown[];
  players?: readonly unknown[];
  zones?: readonly unknown[];
  /** The answers given with the action: every object and player they name (a target, a card to discard, a defending player…). */
  decisions?: Decisions;
}

/**
 * Answers to the questions the game asks a player during an action (which target, which mode, which colour…). The
 * kernel's own are here; each rule area adds its choices to this interface from its own module
 * (`declare module "./kernel.ts" { interface Decisions { … } }`), beside the rules that ask them.
 */
export interface Decisions {
  /** As an object enters, or as a spell or ability resolves: a colour or a creature type chosen. */
  color?: string;
  creatureType?: string;
  targets?: TargetRef[];
  mode?: number;
  x?: number;
  /** Cards to discard or creatures to sacrifice as a cost. */
  discard?: ObjectId[];
  sacrifice?: ObjectId[];
  /** Targets for triggered abilities put on the stack during the action, by ability id. */
  triggerTargets?: Record<string, TargetRef[]>;
  /** "You may" answers for optional triggered abilities and instructions, by ability id. */
  may?: Record<string, boolean>;
  /** The answer to "choose a number" while a spell or ability resolves. */
  number?: number;
  /** The card a player finds when searching, or null to find nothing (701.14b: a search may fail to find). */
  find?: ObjectId | null;
  /** The card a player exiles as a permanent enters ("As … enters, exile a … card from your graveyard", 614.12). */
  exile?: ObjectId;
  /** Players chosen by an effect or by their team ("each team chooses one of its members", 810.9d). */
  chosenPlayers?: PlayerId[];
}

/** A player as a game is created with them. */
export interface PlayerSpec {
  id: PlayerId;
  name: string;
  team?: string | null;
  life?: number;
}

/** A triggered ability waiting to be put on the stack (603.3). */
export type PendingTrigger = GameState["pendingTriggers"][number];

/** A leaving object's last known information and the leaves-the-battlefield abilities it triggers (603.6d / 410.10d). */
export interface LookBack {
  lastKnown: Characteristics | null;
  leaving: PendingTrigger[];
}

/** How an object moves: under whose control, where in an ordered zone, face down, with counters as it enters. */
export interface MoveOptions {
  controller?: PlayerId;
  position?: "top" | "bottom";
  decisions?: Decisions;
  faceDown?: boolean;
  asToken?: boolean;
  counters?: Record<string, number>;
  /** The value of X of the spell that becomes this permanent, for its "as enters" abilities that use it. */
  x?: number;
  /** What the move is judged on, looked back at before an event that moves several objects at once (simultaneous.ts). */
  lookedBack?: LookBack;
}

/** What a card is created with in a game's initial state (a scenario's, a subgame's). */
export type CardOptions = Partial<Pick<GameObject, "status" | "counters" | "controller" | "choices" | "sinceTurn">> & { cardId?: string };

/** How a spell is cast: face down (702.36 morph), or by an effect, from where the card is ("without paying its mana cost"). */
export interface CastOptions {
  faceDown?: boolean;
  byEffect?: { withoutPayingManaCost: boolean };
}

/** A spell ability of a card (its instructions, modes, targets, additional costs). */
export type SpellDef = Extract<AbilityDef, { spell: unknown }>["spell"];

export interface Kernel {
  readonly rules: RuleSet;
  readonly state: GameState;
  readonly rng: Rng;
  readonly log: NarrationEvent[];
  /** For a subgame, the game it is played in (506): its objects are "outside the game" (506.4). */
  readonly outside: Kernel | null;

  // ---- the all-or-nothing attempt (715.1 / 422.1)
  /** Carries out a player's action; if the rules refuse it part-way, the whole action is reversed before the refusal is reported. */
  attempt<T>(action: () => T, named?: Named): T;
  /** Whether the game has ended (104.1 / 102.1): then only reading its state is allowed. */
  isOver(): boolean;
  /** The object an action names; one that isn't in the game is refused with the action's rule. */
  objectNamed(id: ObjectId, rule: string): GameObject;

  // ---- characteristics (613), derived, never stored
  characteristics(id: ObjectId): Characteristics;
  /** Copiable values (706.2 / 503.2). */
  copiableValues(id: ObjectId): Values;
  /** Base power and toughness (613.3a–b), or undefined where the version's layers don't separate them. */
  basePowerToughness(id: ObjectId): [number | null, number | null] | undefined;
  /** The effects applied to compute an object's characteristics, in order (613). */
  trace(id: ObjectId): TraceEntry[];
  /** Whether an object matches a filter, for a player and a source ("a creature you control"). */
  matches(filter: Filter, id: ObjectId, controller: PlayerId, sourceId: ObjectId | null): boolean;

  // ---- narration
  /** An object as the narration names it now (its name, its copy's, or what it is when it has none). */
  ref(id: ObjectId): ObjectRef;
  /** An object's characteristics and status now, as plain data (a scenario's checkpoints, the site's board). */
  snapshot(id: ObjectId): ObjectSnapshot;
  /** The object's name in a language, as the narration gives it. */
  nameOf(id: ObjectId, lang: Lang): string;
  playerRef(id: PlayerId): PlayerRef;
  recipient(t: TargetRef): Recipient;
  /** The choices made for a spell or ability on the stack, for the narration (601.2). */
  stackChoices(info: StackInfo): StackChoices;
  say(event: NarrationEvent): void;
  /** Carries out part of an action without narrating it (its caller narrates a summary). */
  unnarrated(action: () => void): void;

  // ---- objects and zones (400)
  createCard(card: CardDef, zone: ZoneName, owner: PlayerId, options?: CardOptions): ObjectId;
  /** Creates a token on the battlefield under a player's control (111.1 / 216.1). */
  createToken(token: TokenDef, controller: PlayerId, decisions?: Decisions): ObjectId;
  /** Creates a token with the values an effect gives it (a copy's, 707.2) and the status it enters with (707.8a). */
  createTokenWith(base: Values, controller: PlayerId, decisions?: Decisions, status?: Partial<Status>): ObjectId;
  cardDefOf(cardId: string): CardDef | undefined;
  /** The current object for a physical card (it changes on every zone change, 400.7). */
  objectForCard(cardId: string): GameObject | undefined;
  newObject(fields: Pick<GameObject, "cardId" | "kind" | "base" | "owner" | "controller" | "zone"> & Partial<GameObject>): GameObject;
  place(o: GameObject, zone: ZoneName, position: "top" | "bottom"): void;
  /** Moves an object to another zone: it becomes a new object (400.7). */
  moveTo(id: ObjectId, zone: ZoneName, options?: MoveOptions): ObjectId;
  /** What an object's move to `zone` is judged on, before it moves. */
  lookBack(id: ObjectId, zone: ZoneName): LookBack;
  /** An object leaves this game without going to any of its zones (a card taken into a subgame, 506.2, 506.4). */
  takeOutOfGame(id: ObjectId): void;
  attach(aura: ObjectId, to: ObjectId): void;
  draw(playerId: PlayerId, n: number): void;
  discard(playerId: PlayerId, card: ObjectId): void;
  putCounters(id: ObjectId, kind: string, amount: number): void;
  /** Removes counters (as many as there are, at most); the last one removed may trigger abilities (702.59a). */
  removeCounters(id: ObjectId, kind: string, amount: number): void;

  // ---- continuous effects from resolutions (611)
  addContinuousEffect(effect: Omit<ContinuousEffect, "id" | "timestamp">): ContinuousEffect;
  endEffect(id: string): void;
  gainControl(id: ObjectId, controller: PlayerId): ContinuousEffect;

  // ---- what the rule areas decide
  /** Refuses an action for a player taken by anyone but whoever makes that player's decisions. */
  requireDecider(playerId: PlayerId): void;
  /** Refuses costs paid for a player with objects that aren't his or her resources. */
  requireOwnResources(playerId: PlayerId, objects: ObjectId[]): void;
  /** Why an object's activated abilities can't be activated now, if a rule area says so. */
  activationRefusal(id: ObjectId): RuleViolation | null;

  // ---- casting, activating, costs (601, 602)
  cast(playerId: PlayerId, cardId: ObjectId, decisions?: Decisions, options?: CastOptions): ObjectId;
  activate(playerId: PlayerId, sourceId: ObjectId, abilityId: string, decisions?: Decisions): ObjectId | null;
  payCost(playerId: PlayerId, sourceId: ObjectId, cost: CostDef, x: number, decisions: Decisions, info: StackInfo, rule: string): void;
  /** The mode announced for a modal spell (601.2b / 409.1b). */
  announcedMode(spell: SpellDef | undefined, mode: number | undefined, rule: string): number | undefined;
  /** The value of X announced (601.2b / 409.1b): a whole number, never negative. */
  announcedX(x: number | undefined): number | undefined;
  /** "Any time he or she could cast a sorcery": priority, a main phase of his or her turn, an empty stack. */
  requireSorceryTiming(playerId: PlayerId, rule: string): void;

  // ---- priority, the stack, triggered abilities, state-based actions (116, 405, 603, 608, 704)
  requirePriority(playerId: PlayerId, rule: string): void;
  /** Gives priority to a player after state-based actions and putting waiting triggered abilities on the stack. */
  givePriority(playerId: PlayerId, decisions?: Decisions): void;
  passPriority(playerId: PlayerId, decisions?: Decisions): void;
  /** An object on the stack that no card represents, without characteristics: an ability, or combat damage. */
  putOnStack(kind: "ability" | "combat-damage", controller: PlayerId, info: StackInfo): ObjectId;
  /** A spell or ability leaves the stack: a card to its owner's graveyard, anything else ceases to exist. */
  removeFromStack(o: GameObject): void;
  resolveTop(decisions?: Decisions): void;
  resolveStack(decisions?: Decisions): void;
  /** Enters-the-battlefield abilities that trigger as an object enters (603.6a / 410.10a). */
  triggerEnters(enteringId: ObjectId): void;
  checkStateBasedActions(decisions?: Decisions): void;

  // ---- turns (500)
  nextStep(decisions?: Decisions): void;
  advanceTo(turnNumber: number, step: Step, decisions?: Decisions): void;

  /** A new game inside this one, played by these players (a subgame, 506): the factory areas use instead of the Game class. */
  subgame(players: PlayerSpec[], seed: number): Kernel;
}
