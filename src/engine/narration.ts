// Narration as data: what happened in a game, as structured events (who acted, what they did, to which objects,
// with which values, under which rule). Rule logic only emits events (Game.say); the message catalogues
// (messages/en.ts, messages/fr.ts) turn them into sentences, for `rules explain` and for the site alike.
import type { CardName, CardType, Color, ContinuousDef, CopyException, Keyword, Localized, TargetDef } from "./cards.ts";
import type { Lang } from "../kb/model.ts";
import type { ManaPool } from "./mana.ts";
import type { PartKind, ZoneName } from "./ruleset.ts";
import type { ObjectId, PlayerId } from "./state.ts";

/** A player, as the narration names them. */
export interface PlayerRef {
  id: PlayerId;
  name: string;
}

/**
 * An object as it was when the event happened (its name then, kept even after it changed or left), with its
 * identity across copies: a Clone copying Chimeric Staff is "Clone (copy of Chimeric Staff)".
 */
export type ObjectRef =
  | {
      is: "object";
      id: ObjectId;
      /** Its name then (its characteristics'), or null if it had none. */
      name: CardName | null;
      /** When a copy effect applies to it: its own name (the card's, or the token's), which the copy replaced. */
      copyOf?: { own: CardName | null };
    }
  | { is: "face-down"; id: ObjectId }
  /** A copy of a spell on the stack (706.10 / 503.10): named by the spell it copies. */
  | { is: "spell-copy"; id: ObjectId; original: CardName | null }
  | { is: "ability"; id: ObjectId; source: ObjectRef }
  /** The 2007 rules' combat damage on the stack (310.1). */
  | { is: "combat-damage"; id: ObjectId }
  /** An object that no longer exists and left no last known information. */
  | { is: "gone"; id: ObjectId };

/** What a continuous effect does, as data, with the values it uses (X as chosen, the colour as chosen). */
export type EffectDescription =
  | {
      part: PartKind;
      def: ContinuousDef;
      chosenColor?: string;
      x?: number;
      /** For a power/toughness part: the object's power and toughness once it applied. */
      result?: { power: number | null; toughness: number | null };
    }
  | { copy: { original: CardName | null; except?: CopyException } }
  | { faceDown: true }
  | { flipped: true }
  | { counters: { plus: number; minus: number } };

/** Why an effect applied out of timestamp order (613.7): a dependency, a dependency loop, or a characteristic-defining ability first. */
export type OrderReason = "dependency" | "loop" | "cda";

/**
 * An object's characteristics and status at a moment of the game (a scenario checkpoint), as plain data: what a
 * picture of the board or a summary line ("artifact creature 5/5") is drawn from.
 */
export interface ObjectSnapshot {
  name: Localized | null;
  manaCost: string | null;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  supertypes: string[];
  power: number | null;
  toughness: number | null;
  /** Keyword abilities by keyword, other abilities by the id the card gives them. */
  abilities: string[];
  controller: PlayerId;
  zone: ZoneName;
  status: { tapped: boolean; faceDown: boolean; flipped: boolean };
  counters: Record<string, number>;
  damage: number;
}

export type Recipient = { player: PlayerRef } | { object: ObjectRef };

/** The choices made for a spell or ability as it was put on the stack (601.2). */
export interface StackChoices {
  x?: number;
  /** 1-based, as the card lists its modes. */
  mode?: number;
  targets: Recipient[];
}

export type CoinSide = "heads" | "tails";
/** The planar die's faces (901.3a). */
export type DieFace = "planeswalker" | "chaos" | "blank";
export type LossReason = "life" | "poison" | "empty-library" | "conceded" | "opponent-won";

/**
 * Everything the narration can say, by action, with what each one names. Each action has one message per language
 * (messages/*.ts). A rule area adds its own from its module (`declare module "./narration.ts" { interface
 * NarrationEvents { … } }`), as it adds its refusal reasons to Refusals.
 * @public
 */
export interface NarrationEvents {
  // Zones and objects
  enters: { object: ObjectRef; zone: Localized; tapped: boolean };
  /** `original`: the name among the copiable values it copies (null: it copies a nameless object). */
  becomesCopy: { object: ObjectRef; original: CardName | null; except?: CopyException };
  chooses: { player: PlayerRef; choice: { color: Color } | { creatureType: string } | { number: number } };
  discards: { player: PlayerRef; card: ObjectRef };
  turnedFaceUp: { object: ObjectRef };
  flips: { object: ObjectRef };
  putIntoGraveyard: { object: ObjectRef; rule: string };
  destroyed: { object: ObjectRef };
  sacrificed: { object: ObjectRef };
  notDestroyed: { object: ObjectRef; rule: string };
  exiled: { object: ObjectRef };
  returnsToHand: { object: ObjectRef };
  draws: { player: PlayerRef };
  millsTop: { player: PlayerRef; card: ObjectRef };
  searches: { player: PlayerRef; found: ObjectRef | null };
  createsTokens: { player: PlayerRef; amount: number; name: Localized };
  countersPut: { object: ObjectRef; counter: string; amount: number };
  countersRemoved: { object: ObjectRef; counter: string; amount: number };
  effectApplies: { objects: ObjectRef[]; effects: EffectDescription[] };
  // Mana and costs
  tapsManaSources: { player: PlayerRef; count: number; pool: ManaPool };
  activatesManaAbility: { player: PlayerRef; source: ObjectRef; pool: ManaPool };
  manaProduced: { color: Color };
  undefinedChoice: { rule: string };
  paysLife: { player: PlayerRef; amount: number };
  // The stack
  casts: { player: PlayerRef; spell: ObjectRef; choices: StackChoices };
  castsCopy: { player: PlayerRef; spell: ObjectRef; choices: StackChoices };
  activates: { player: PlayerRef; source: ObjectRef; choices: StackChoices };
  copyOnStack: { original: ObjectRef; choices: StackChoices };
  triggers: { source: ObjectRef; choices: StackChoices };
  triggerRemoved: { source: ObjectRef; rule: string };
  passesPriority: { player: PlayerRef };
  resolves: { object: ObjectRef };
  counteredOnResolution: { rule: string };
  copyIsToken: { rule: string };
  // Life, damage, winning and losing
  losesLife: { player: PlayerRef; amount: number };
  gainsLife: { player: PlayerRef; amount: number };
  lifeTotals: { players: { player: PlayerRef; life: number }[] };
  getsPoison: { player: PlayerRef; amount: number };
  damageDealt: { amount: number; to: Recipient };
  /** A source would deal 0 damage: it deals none (120.8 / 419.5); null where the rules don't say so (before 2001-07-23). */
  noDamage: { to: Recipient; rule: string | null };
  // What a scenario does and checks around the game (src/scenarios/run.ts)
  looksAt: { player: PlayerRef; seen: CardName | null };
  refused: { rule: string; reason: RefusalReason };
  /** An expectation checked, with the sentence it checks and that sentence's language. */
  checked: { ok: boolean; quote: string; quoteLang: Lang; rule?: string };
}

/** One event of the narration: its action, and what that action names. */
export type NarrationEvent = { [A in keyof NarrationEvents]: { action: A } & NarrationEvents[A] }[keyof NarrationEvents];

/**
 * Why the rules refuse an action, by reason, with what each one names (see errors.ts). A rule area adds its own from
 * its module, as it adds its narration events (NarrationEvents).
 * @public
 */
export interface Refusals {
  // The game, priority and timing
  gameOver: object;
  noSuchObject: { id: string };
  noPriority: { player: PlayerRef };
  sorceryTiming: { player: PlayerRef; why: "not-their-turn" | "not-main-phase" | "stack-not-empty" };
  stackEmpty: object;
  stepEndsOnlyWhenEmpty: object;
  turnOver: { turn: number };
  // Casting and activating
  notInHand: { card: ObjectRef; player: PlayerRef };
  notCardInHand: { card: ObjectRef; player: PlayerRef };
  abilitiesOnlyOnBattlefield: { object: ObjectRef };
  landNotCast: object;
  unpayableCost: { card: ObjectRef };
  noMorph: object;
  modeRequired: object;
  noSuchMode: { modes: number; mode: number };
  xNotWhole: { x: number };
  xNegative: { x: number };
  countersNegative: { amount: number };
  targetCount: { needed: number; given: number };
  illegalTarget: { target: Recipient | null; kind: TargetDef["kind"] };
  noSuchAbility: { object: ObjectRef; ability: string };
  onlyControllerActivates: object;
  oncePerTurn: object;
  alreadyTapped: { object: ObjectRef };
  notEnoughCounters: { object: ObjectRef; counter: string; amount: number };
  summoningSick: { object: ObjectRef };
  cannotPay: { cost: string; x: number };
  discardCount: { count: number };
  sacrificeRequired: object;
  notOnBattlefieldToSacrifice: { object: ObjectRef };
  onlySpellsCopied: object;
  newTargetIllegal: object;
  restricted: { object: ObjectRef; what: "cantAttack" | "cantBlock" | "cantActivate"; source: ObjectRef };
  // Copies and choices
  copyChoiceRequired: object;
  notLegalCopyChoice: { object: ObjectRef };
  choiceRequired: { choice: "color" | "creature-type" | "exiled-card"; object: ObjectRef };
  cantExileAsEnters: { card: ObjectRef; object: ObjectRef };
  legendChoiceRequired: { object: ObjectRef };
  colorOnResolution: object;
  numberOnResolution: object;
  creatureTypeOnResolution: object;
  teamMustChoose: { team: string };
  notInSearchedLibrary: { card: ObjectRef };
  searchMismatch: { card: ObjectRef };
  notAttached: { object: ObjectRef };
  // Special actions
  notALand: { card: ObjectRef };
  landAlreadyPlayed: { player: PlayerRef };
  notFaceDown: { object: ObjectRef };
  onlyControllerTurnsFaceUp: object;
  noMorphCost: object;
  noSuspend: { card: ObjectRef };
  landCantBeCast: { card: ObjectRef };
  delayedNotWaiting: object;
  mayNotStopDelayed: { player: PlayerRef };
  nothingToIgnore: { source: ObjectRef };
  onlyControllerIgnores: { object: ObjectRef };
  noSuspendAction: object;
  noPlanarDieAction: object;
  planarDieOnlyInPlanar: object;
}

/** Why the rules refuse an action, as data (see errors.ts). Each reason has one message per language (messages/*.ts). */
export type RefusalReason = { [R in keyof Refusals]: { reason: R } & Refusals[R] }[keyof Refusals];

/** One applied effect in the computation of an object's characteristics (613), in the order the layer system applied it. */
export interface TraceEntry {
  /** Layer or sublayer ("1", "3", "7c", "6b" …), or "copiable" for the copiable-values steps of layer 1. */
  stage: string;
  timestamp: number | null;
  source: ObjectId | null;
  /** What the effect does, with its values (the catalogues word it: messages/*.ts). */
  what: EffectDescription;
  rule: string;
  /** Why it was applied at this point, when dependency or a loop decided rather than timestamps. */
  order?: { rule: string; reason: OrderReason };
}
