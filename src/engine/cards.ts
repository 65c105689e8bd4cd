// The card DSL: what a card (or a token, or an example's unnamed object) is, as data the engine interprets.
// Nothing here names a card; examples/cards/*.yaml instantiate these shapes (validated by src/scenarios).

export type Color = "white" | "blue" | "black" | "red" | "green";
export const COLORS: readonly Color[] = ["white", "blue", "black", "red", "green"];
export type CardType =
  | "artifact" | "creature" | "enchantment" | "instant" | "land" | "planeswalker" | "sorcery" | "tribal" | "plane";
export const CARD_TYPES: readonly CardType[] = [
  "artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "tribal", "plane",
];
export type Supertype = "basic" | "legendary" | "snow" | "world";

/** A text in English and, where the sources give it, French. */
export interface Localized {
  en: string;
  fr?: string;
}

/** A colour given outright, or the colour chosen for a linked "choose a colour" ability (607, 706.7a). */
export type ColorRef = Color | { chosen: "color" };

/** Which objects an effect, a count or a target looks at. All listed conditions must hold. */
export interface Filter {
  types?: CardType[];
  notTypes?: CardType[];
  /** Any of these colours. */
  colors?: ColorRef[];
  subtypes?: string[];
  /** Any of these subtypes, "of the chosen type" included. */
  subtypeChosen?: boolean;
  /** "you" / "opponent": relative to the controller of the ability or effect. */
  controller?: "you" | "opponent";
  /** "another": excludes the source itself. */
  other?: boolean;
  nontoken?: boolean;
  /** Ids of named object aliases are resolved by scenarios; the engine only sees object ids. */
  notAura?: boolean;
  /** "without flying": none of these keyword abilities. */
  withoutAbilities?: Keyword[];
  /** Any of these card types ("artifacts and creatures"). */
  anyOfTypes?: CardType[];
  supertypes?: Supertype[];
  /** "with converted mana cost equal to …" (either half of a split card, 505.6 / 708.6a). */
  convertedManaCost?: number | "chosen-number";
}

/** A set of objects in a zone, for counts ("creature cards in your graveyard"). */
export interface ObjectQuery {
  zone: "battlefield" | "graveyard" | "hand" | "library" | "exile" | "stack";
  /** Whose zone (for graveyard/hand/library) or who controls (battlefield): relative to the source's controller. */
  whose?: "you" | "opponents" | "any";
  filter?: Filter;
}

/** A number in an effect: a constant, the X of the spell or ability, or a count of the game state. */
export type ValueExpr =
  | number
  | "X"
  | { count: ObjectQuery }
  | { cardTypesAmong: ObjectQuery }
  | { sum: ValueExpr[] }
  | { powerOf: "sacrificed" }
  /** "that card's converted mana cost", the card an earlier instruction moved (one answer per split half, 505.5). */
  | { convertedManaCostOf: "that-card" }
  /** A player's life total (in Two-Headed Giant, the one effects see: 810.9a / 606.9a). */
  | { lifeTotalOf: PlayerRef }
  /** "The lowest life total among all players". */
  | { lowestLifeTotal: true }
  /** "Half his or her life, rounded up". */
  | { halfLifeRoundedUp: PlayerRef };

/** Which objects a continuous effect affects. */
export type Affects =
  | "self"
  | "target"
  | "enchanted"
  /** the object an ability's trigger event refers to ("that creature") */
  | "trigger-object"
  | { all: Filter };

/** "As long as …" condition of a static ability. */
export type Condition = { topOfGraveyard: { whose: "you"; filter: Filter } };

/** The object whose full text another object has (612.5): "the top card of your graveyard". */
export type TextSource = { topOfGraveyard: { whose: "you"; filter?: Filter } };

/**
 * One continuous effect. Each field is a part applied in its own layer (613.5): the engine's RuleSet says which.
 * A static ability's effect lives as long as the ability; an effect created by a spell or ability has a duration.
 */
export interface ContinuousDef {
  affects: Affects;
  duration?: "end-of-turn" | "indefinite";
  condition?: Condition;
  /** layer 2 */
  gainControl?: boolean;
  /** layer 3 (612.5): full text of another object, plus abilities of the affected object kept by id. */
  fullTextOf?: TextSource;
  keepAbilities?: string[];
  /** layer 4 */
  types?: { add?: CardType[]; set?: CardType[]; remove?: CardType[] };
  subtypes?: { add?: string[]; set?: string[] };
  /** layer 5 */
  colors?: { set: ColorRef[] } | { choose: true };
  /** layer 6 */
  abilities?: { add?: AbilityDef[]; remove?: string[]; removeAll?: boolean };
  /** layer 7 */
  setPT?: [ValueExpr, ValueExpr];
  modifyPT?: [ValueExpr, ValueExpr];
  switchPT?: boolean;
}

/** A copy effect (706): the copiable values of `of`, with the exceptions of 706.8 (2011-02-04 numbering). */
export interface CopyDef {
  /** "target", "trigger-object", or, for "as enters", a choice among the objects that match. */
  of: "target" | "trigger-object" | "that-card" | { choose: Filter };
  optional?: boolean;
  except?: CopyException;
}

export interface CopyException {
  /** "except it doesn't copy that creature's color": the copy keeps its own colours (706.8b). */
  keepColor?: boolean;
  /** "except it's still P/T" (706.8b/706.8d). */
  keepPT?: [number, number];
  /** "except it's a T in addition to its other types" (706.8c). */
  addTypes?: CardType[];
  /** "except the copy is red" (706.9 Fork). */
  setColors?: Color[];
  /** Abilities the copy gains as part of copying (706.8a). */
  gains?: AbilityDef[];
  /** "and gains this ability": the ability creating the copy effect is gained (706.8a). */
  gainsThisAbility?: boolean;
}

export type ManaSpec = string | { chosen: "color" } | { anyColor: true };

/** One instruction of a spell's or ability's effect, carried out on resolution. */
export type Instruction =
  | { continuous: ContinuousDef }
  | { becomeCopy: CopyDef }
  | { draw: ValueExpr }
  | { loseLife: ValueExpr | { amount: ValueExpr; player: PlayerRef } }
  | { gainLife: ValueExpr }
  | { addMana: ManaSpec }
  | { discard: ValueExpr }
  | { putCounters: { kind: string; amount: ValueExpr; on: "self" | "target" } }
  | { removeCounters: { kind: string; amount: ValueExpr; on: "self" | "target" } }
  /** "Cast it [this card] without paying its mana cost" while the ability resolves (suspend, 702.59a). */
  | { castSelf: { withoutPayingManaCost: boolean } }
  | { untap: "target" | "self" }
  | { tap: "target" | "self" }
  | { destroy: "target" | "self" | { all: Filter } }
  | { dealDamage: { amount: ValueExpr; to: "target" | "each-player" | "you" } }
  /** "[Player] gains N life" (the controller unless a player is named). */
  | { gainLife: { amount: ValueExpr; player: PlayerRef } }
  /** "[Player]'s life total becomes N" (810.9c–d in Two-Headed Giant). */
  | { lifeBecomes: { player: PlayerRef; value: ValueExpr } }
  /** "[Player] gets N poison counters" (shared by the team from 2011-09-30, 810.10). */
  | { poison: { player: PlayerRef; amount: ValueExpr } }
  /** "You win the game" (104.2b; in multiplayer, 104.3h). */
  | { winGame: true }
  /** "You control target player during that player's next turn" (507.1 / 711.1). */
  | { controlNextTurn: "target" }
  /** "End the turn" (509.1 / 712.1). */
  | { endTurn: true }
  /** "Players play a Magic subgame" (506): then the instructions for each player who didn't win it ("target"). */
  | { subgame: { nonWinners: Instruction[] } }
  /** "Choose a … card you own from outside the game and put it into your hand" (506.4: the main game, in a subgame). */
  | { fromOutside: { filter: Filter; to: "hand" } }
  /** The controller flips a coin and calls it (511.1): instructions if he or she wins, and if he or she loses. */
  | { flipCoin: { win: Instruction[]; lose: Instruction[] } }
  /**
   * Each of these players flips a coin without a call (511.2); for each coin, the instructions for its side, in
   * which "target" is the player who flipped it. Optionally again until all coins of a round come up heads.
   */
  | { flipCoins: { players: PlayerRef[]; heads?: Instruction[]; tails?: Instruction[]; repeatUntilAllHeads?: boolean } }
  | { copySpell: { of: "target"; except?: CopyException; mayChooseNewTargets?: boolean } }
  /** "Cast a copy of target … card" (706.11 / 503.12 "play a copy"), usually without paying its mana cost. */
  | { castCopy: { of: "target"; withoutPayingManaCost?: boolean } }
  /**
   * A delayed triggered ability (603.7): "at the beginning of the next end step", or "of your next upkeep";
   * optionally "unless [player] pays [cost] before that step", a special action (115.2c / 408.2i).
   */
  | { delayed: { at: "next-end-step" | "next-upkeep"; effect: Instruction[]; unlessPays?: { player: PlayerRef; cost: string } } }
  /** "Return [this permanent] to its owner's hand." */
  | { returnToHand: "self" }
  /** The planeswalking ability of a plane (901.7a). */
  | { planeswalk: true }
  | { flip: "self" }
  | { chooseNumber: true }
  /** "[that player] puts the top card of his or her library into his or her graveyard"; it becomes "that card". */
  | { mill: { player: PlayerRef; amount: number } }
  | { createTokens: { amount: ValueExpr; token: TokenDef; player?: PlayerRef } }
  /** "[target player] reveals his or her hand and discards all … cards". */
  | { discardAll: { player: PlayerRef; filter: Filter } }
  /** "Remove target card from the game" / "exile target card": it becomes "that card". */
  | { exile: "target" }
  /** "If [condition], [instructions]" checked as the instruction is carried out. */
  | { if: { condition: PlayerCondition; then: Instruction[] } }
  /** "Search your library for a … card, reveal it, and put it into your hand. Then shuffle your library." */
  | { search: { filter: Filter; to: "hand" } };

/**
 * Which player an instruction is about: its controller ("you"), its target player, or "that player" of a
 * trigger about a player's turn ("at the beginning of each player's upkeep, that player …": the active player).
 */
export type PlayerRef = "you" | "target" | "that-player" | "each";

/** A condition on the controller of a spell or ability ("if you have nine or more cards in hand"). */
export interface PlayerCondition {
  handSizeAtLeast?: number;
  lifeAtLeast?: number;
}

/** A token an effect creates (111.1 / 216.1): the characteristics the effect gives it. */
export interface TokenDef {
  name: Localized;
  colorIndicator?: Color[];
  types: CardType[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  abilities?: AbilityDef[];
}

/** A target requirement (114). */
export interface TargetDef {
  kind: "permanent" | "creature" | "land" | "enchantment" | "spell" | "player" | "creature-or-player" | "card-in-graveyard";
  filter?: Filter;
  /** Spells: which card types ("instant or sorcery"). */
  spellTypes?: CardType[];
}

export interface CostDef {
  mana?: string;
  tap?: boolean;
  discard?: number;
  sacrifice?: Filter;
  /** "Pay half your life, rounded up" (in Two-Headed Giant, half the team's life total, 810.9a). */
  payLife?: "half-rounded-up";
  /** "Sacrifice [this permanent]". */
  sacrificeSelf?: boolean;
}

/**
 * A static ability that changes the rules for players rather than objects' characteristics: who can't lose or
 * win the game (104.3 / 102.3), which creatures can't attack its controller.
 */
export interface PlayerStaticDef {
  /** "You can't lose the game" ("any"), or "you don't lose the game for having 0 or less life" ("life"). */
  cantLose?: "any" | "life";
  /** "Your opponents can't win the game." */
  opponentsCantWin?: boolean;
  /** "[Creatures that match] can't attack you." */
  cantBeAttackedBy?: Filter;
  /** "If you would flip a coin, instead flip two coins and ignore one." */
  flipTwoCoinsIgnoreOne?: boolean;
}

/**
 * A static ability that restricts what a permanent can do (508.1c, 509.1b, 602.5 / 308.2a, 309.2a, 409.4), which a
 * player may be allowed to ignore for the turn by paying a cost: "That creature's controller may sacrifice a
 * permanent for that player to ignore this effect until end of turn" (a special action, 115.2d / 408.2j).
 */
export interface RestrictionDef {
  affects: "enchanted";
  cantAttack?: boolean;
  cantBlock?: boolean;
  cantActivate?: boolean;
  ignorable?: { by: "affected-controller"; cost: CostDef };
}

export type TriggerDef =
  | { entersBattlefield: "self" | Filter }
  | { beginningOfUpkeep: "you" | "each" }
  | { beginningOfEndStep: "each" }
  /** "Whenever you win a coin flip" (511.1). */
  | { winsCoinFlip: "you" }
  /** "When the last [kind] counter is removed from this …" (suspend, 702.59a). */
  | { lastCounterRemoved: string }
  /** A plane's "Whenever you roll {C}", or its planeswalking ability on {P} (901.7a, 901.8b–c). */
  | { rollsPlanarDie: "chaos" | "planeswalker" };

export type Keyword = "flying" | "trample" | "haste" | "morph" | "fading" | "protection" | "defender" | "vigilance" | "reach" | "landwalk" | "suspend" | "first-strike" | "double-strike";

/** A mode of a modal spell or ability (700.2). */
export interface ModeDef {
  text?: Localized;
  targets?: TargetDef[];
  effect: Instruction[];
}

interface AbilityBase {
  /** Unique within the card: abilities are linked (607) and kept (612.5) by id. */
  id: string;
  /** Another ability of the same card this one is linked to (607): it refers to that ability's choice. */
  linked?: string;
}

export type AbilityDef = AbilityBase &
  (
    | { keyword: Keyword; cost?: string; amount?: number; from?: ColorRef[]; landType?: string }
    | { static: ContinuousDef; cda?: boolean }
    | {
        activated: {
          cost: CostDef;
          effect: Instruction[];
          targets?: TargetDef[];
          mana?: boolean;
          oncePerTurn?: boolean;
        };
      }
    | {
        triggered: {
          when: TriggerDef;
          effect: Instruction[];
          targets?: TargetDef[];
          optional?: boolean;
          /** Intervening "if" clause (603.4 / 404.3): checked when the ability triggers and as it resolves. */
          if?: PlayerCondition;
        };
      }
    | { playerStatic: PlayerStaticDef }
    | { restriction: RestrictionDef }
    | {
        /** Replacement of the enters-the-battlefield event (614.1c–d): choices, copying, tapped, counters. */
        asEnters: { choose?: "color" | "creature-type"; copy?: CopyDef; tapped?: boolean; counters?: { kind: string; amount: number } };
      }
    | {
        spell: {
          effect?: Instruction[];
          targets?: TargetDef[];
          modes?: ModeDef[];
          additionalCost?: { sacrifice?: Filter; discard?: number };
        };
      }
  );

/** The printed face of a flip card's alternative half (709.1b). */
export interface FlipHalf {
  name: Localized;
  types: CardType[];
  subtypes?: string[];
  supertypes?: Supertype[];
  power?: number;
  toughness?: number;
  abilities?: AbilityDef[];
}

/** One half of a split card (505.1 / 708.1): its own name, mana cost, type line and text. */
export interface SplitHalf {
  name: Localized;
  manaCost: string;
  types: CardType[];
  subtypes?: string[];
  abilities?: AbilityDef[];
}

/** A card as the pool describes it: examples/cards/<slug>.yaml. */
export interface CardDef {
  slug: string;
  name: Localized;
  manaCost?: string;
  colorIndicator?: Color[];
  types: CardType[];
  subtypes?: string[];
  supertypes?: Supertype[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  abilities?: AbilityDef[];
  flip?: FlipHalf;
  /** The two halves of a split card; `name` then names the whole card ("Assault // Battery"). */
  split?: [SplitHalf, SplitHalf];
  /** Oracle (or example) wording per rules version: { "2011-02-04": { en, fr } }. */
  oracle?: Record<string, Localized>;
}

export function abilityKind(ability: AbilityDef): "keyword" | "static" | "activated" | "triggered" | "asEnters" | "spell" | "playerStatic" | "restriction" {
  if ("keyword" in ability) return "keyword";
  if ("playerStatic" in ability) return "playerStatic";
  if ("restriction" in ability) return "restriction";
  if ("static" in ability) return "static";
  if ("activated" in ability) return "activated";
  if ("triggered" in ability) return "triggered";
  if ("asEnters" in ability) return "asEnters";
  return "spell";
}
