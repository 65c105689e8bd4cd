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

/** Everything the narration can say. Each action has one message per language (messages/*.ts). */
export type NarrationEvent =
  // Zones and objects
  | { action: "enters"; object: ObjectRef; zone: Localized; tapped: boolean }
  /** `original`: the name among the copiable values it copies (null: it copies a nameless object). */
  | { action: "becomesCopy"; object: ObjectRef; original: CardName | null; except?: CopyException }
  | { action: "chooses"; player: PlayerRef; choice: { color: Color } | { creatureType: string } | { number: number } }
  | { action: "discards"; player: PlayerRef; card: ObjectRef }
  | { action: "turnedFaceUp"; object: ObjectRef }
  | { action: "flips"; object: ObjectRef }
  | { action: "transforms"; object: ObjectRef; rule: string; sameObject: string }
  | { action: "doesNotTransform"; object: ObjectRef; rule: string }
  | { action: "putIntoGraveyard"; object: ObjectRef; rule: string }
  | { action: "destroyed"; object: ObjectRef }
  | { action: "sacrificed"; object: ObjectRef }
  | { action: "notDestroyed"; object: ObjectRef; rule: string }
  | { action: "exiled"; object: ObjectRef }
  | { action: "returnsToHand"; object: ObjectRef }
  | { action: "draws"; player: PlayerRef }
  | { action: "millsTop"; player: PlayerRef; card: ObjectRef }
  | { action: "searches"; player: PlayerRef; found: ObjectRef | null }
  | { action: "createsTokens"; player: PlayerRef; amount: number; name: Localized }
  /** A token copy: of the face that is up only (706.8 / 707.8, `rule`; null for an object with one face) or of both faces (707.8a). */
  | { action: "revealsCompanion"; player: PlayerRef; card: CardName; rule: string }
  | { action: "createsTokenCopy"; player: PlayerRef; original: ObjectRef; token: ObjectRef; faces: "both" | "face-up"; rule: string | null }
  | { action: "countersPut"; object: ObjectRef; counter: string; amount: number }
  | { action: "countersRemoved"; object: ObjectRef; counter: string; amount: number }
  | { action: "effectApplies"; objects: ObjectRef[]; effects: EffectDescription[] }
  // Mana and costs
  | { action: "tapsManaSources"; player: PlayerRef; count: number; pool: ManaPool }
  | { action: "activatesManaAbility"; player: PlayerRef; source: ObjectRef; pool: ManaPool }
  | { action: "manaProduced"; color: Color }
  | { action: "undefinedChoice"; rule: string }
  | { action: "paysLife"; player: PlayerRef; amount: number }
  | { action: "unattaches"; object: ObjectRef; from: ObjectRef }
  | { action: "attaches"; object: ObjectRef; to: ObjectRef; rule: string | null }
  | { action: "manaBurn"; player: PlayerRef; amount: number; rule: string }
  // The stack
  | { action: "casts"; player: PlayerRef; spell: ObjectRef; choices: StackChoices }
  | { action: "castsCopy"; player: PlayerRef; spell: ObjectRef; choices: StackChoices }
  | { action: "activates"; player: PlayerRef; source: ObjectRef; choices: StackChoices }
  | { action: "copyOnStack"; original: ObjectRef; choices: StackChoices }
  | { action: "triggers"; source: ObjectRef; choices: StackChoices }
  | { action: "triggerRemoved"; source: ObjectRef; rule: string }
  | { action: "passesPriority"; player: PlayerRef }
  | { action: "resolves"; object: ObjectRef }
  | { action: "counteredOnResolution"; rule: string }
  | { action: "countered"; object: ObjectRef; rule: string }
  | { action: "regenerationShield"; object: ObjectRef }
  | { action: "regenerated"; object: ObjectRef; rule: string | null }
  | { action: "cantBeRegenerated"; object: ObjectRef }
  | { action: "notRegenerated"; object: ObjectRef; rule: string | null }
  | { action: "notCountered"; object: ObjectRef; rule: string | null }
  | { action: "copyIsToken"; rule: string }
  // Life, damage, winning and losing
  | { action: "losesLife"; player: PlayerRef; amount: number }
  | { action: "gainsLife"; player: PlayerRef; amount: number }
  | { action: "lifeTotals"; players: { player: PlayerRef; life: number }[] }
  | { action: "getsPoison"; player: PlayerRef; amount: number }
  | { action: "damageDealt"; amount: number; to: Recipient }
  /** `poison`: how many poison counters, when that is why. */
  | { action: "losesGame"; player: PlayerRef; why: LossReason; poison?: number }
  | { action: "winsGame"; player: PlayerRef }
  | { action: "cantWin"; player: PlayerRef }
  // Combat
  | { action: "attacks"; player: PlayerRef; attackers: ObjectRef[] }
  | { action: "damageAssignmentOrder"; player: PlayerRef; attacker: ObjectRef; order: ObjectRef[] }
  | { action: "combatDamageOnStack"; rule: string }
  | { action: "firstStrikeStep"; rule: string; firstStrike: string; doubleStrike: string }
  | { action: "secondCombatDamageStep"; rule: string }
  | { action: "combatDamage"; amount: number; to: Recipient }
  // Special actions (115 / 408.2)
  | { action: "playsLand"; player: PlayerRef; card: ObjectRef; rule: string }
  | { action: "suspends"; player: PlayerRef; card: ObjectRef; rule: string; zone: Localized }
  | { action: "stopsDelayedTrigger"; player: PlayerRef; cost: string; source: ObjectRef; rule: string }
  | { action: "ignoresEffect"; player: PlayerRef; source: ObjectRef; rule: string }
  | { action: "rollsPlanarDie"; player: PlayerRef; rule: string; cost: number; face: DieFace }
  // Coins, planes, turns, subgames
  | { action: "flipsTwoCoins"; player: PlayerRef; coins: CoinSide[] }
  | { action: "callsCoinFlip"; player: PlayerRef; call: CoinSide; side: CoinSide; won: boolean }
  | { action: "coinComesUp"; player: PlayerRef; side: CoinSide }
  | { action: "turnsPlaneFaceUp"; player: PlayerRef; plane: ObjectRef }
  | { action: "planeswalks"; player: PlayerRef }
  | { action: "turnEnds"; rule: string }
  | { action: "willControlNextTurn"; controller: PlayerRef; affected: PlayerRef }
  | { action: "controlsTurn"; controller: PlayerRef; affected: PlayerRef }
  | { action: "subgameBegins" }
  | { action: "goesFirstInSubgame"; player: PlayerRef }
  | { action: "subgameEnds" }
  | { action: "bringsIntoSubgame"; player: PlayerRef; card: ObjectRef }
  | { action: "bringsFromOutside"; player: PlayerRef; card: ObjectRef }
  // What a scenario does and checks around the game (src/scenarios/run.ts)
  | { action: "looksAt"; player: PlayerRef; seen: CardName | null }
  | { action: "refused"; rule: string; reason: RefusalReason }
  /** An expectation checked, with the sentence it checks and that sentence's language. */
  | { action: "checked"; ok: boolean; quote: string; quoteLang: Lang; rule?: string };


/** Why the rules refuse an action, by reason, with what each one names (see errors.ts). */
interface Refusals {
  // The game, priority and timing
  gameOver: object;
  noSuchObject: { id: string };
  noPriority: { player: PlayerRef };
  sorceryTiming: { player: PlayerRef; why: "not-their-turn" | "not-main-phase" | "stack-not-empty" };
  stackEmpty: object;
  stepEndsOnlyWhenEmpty: object;
  turnOver: { turn: number };
  decidesFor: { expected: PlayerRef; player: PlayerRef; person: PlayerRef | null };
  ownResources: { player: PlayerRef; foreign: ObjectRef };
  cantMakeConcede: { person: PlayerRef; player: PlayerRef };
  // Casting and activating
  notInHand: { card: ObjectRef; player: PlayerRef };
  notCardInHand: { card: ObjectRef; player: PlayerRef };
  abilitiesOnlyOnBattlefield: { object: ObjectRef };
  landNotCast: object;
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
  // Split cards
  notSplit: { card: CardName; half: string };
  chooseHalf: { card: CardName; halves: Localized[] };
  notAHalf: { half: string; card: CardName; halves: Localized[] };
  notAttached: { object: ObjectRef };
  noFuseRule: { card: CardName };
  noFuse: { card: CardName };
  // Companion
  noCompanion: { card: CardName };
  companionBeforeGame: { card: CardName };
  oneCompanion: { player: PlayerRef };
  companionCondition: { card: CardName; offending: ObjectRef };
  fuseFromHand: { card: CardName };
  fuseBothHalves: { card: CardName; half: string };
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
  // Coins
  chooseCoinToKeep: { player: PlayerRef; coins: CoinSide[] };
  callBeforeFlip: { player: PlayerRef };
  // Combat
  onlyActiveDeclaresAttackers: object;
  attackersDeclared: object;
  attackerTwice: object;
  blockerTwice: object;
  notOnBattlefield: { object: ObjectRef };
  notOwnCreature: { object: ObjectRef };
  cantAttackPlayer: { object: ObjectRef; defender: PlayerRef; team: boolean; source: ObjectRef };
  tapped: { object: ObjectRef };
  hasDefender: { object: ObjectRef };
  onlyDefenderDeclaresBlockers: object;
  cantBlockUntapped: { object: ObjectRef };
  notAttacking: { object: ObjectRef };
  cantBlockFlying: { object: ObjectRef };
  cantBlockFear: { object: ObjectRef };
  cantBlockIntimidate: { object: ObjectRef };
  landwalk: { attacker: ObjectRef; player: PlayerRef; land: ObjectRef };
  notDefendingPlayer: { player: PlayerRef };
  assignsOnlyToBlockers: { attacker: ObjectRef };
  assignsAllDamage: { attacker: ObjectRef; power: number; total: number };
  lethalFirst: { blocker: ObjectRef };
  lethalBeforePlayer: { blocker: ObjectRef };
  noDamageAssignmentOrder: object;
  orderOfBlockedAttacker: { attacker: ObjectRef };
  orderAnnounced: { attacker: ObjectRef };
  orderOfItsBlockers: { attacker: ObjectRef };
  // Subgames and hidden information
  subgameToItsEnd: object;
  subgameNotOver: object;
  notOutsideGame: object;
  notOwnedBy: { card: ObjectRef; player: PlayerRef };
  notKindAsked: { card: ObjectRef };
  cantLookAt: { viewer: PlayerRef; what: "library" | "face-down" } | { viewer: PlayerRef; what: "hand"; owner: PlayerRef };
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
