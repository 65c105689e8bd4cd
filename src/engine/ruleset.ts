// What differs between rules versions, as data. Each switch cites the rule of its version that makes it so.
// Engine code reads these fields; it never compares version strings.
import type { CardType, Localized } from "./cards.ts";

/**
 * Kinds of continuous-effect parts (613.5 / 418.5b: one effect may have parts in several layers).
 * P/T modifications are split by origin because the 2007 sublayers (418.5a) put those from static abilities
 * in 6d and the others in 6b, while 2011 (613.3c) puts all of them in 7c.
 */
export type PartKind =
  | "copy"
  | "control"
  | "text"
  | "type"
  | "color"
  | "ability"
  | "pt-cda"
  | "pt-set"
  | "pt-modify-static"
  | "pt-modify-other"
  | "pt-counters"
  | "pt-switch";

/** One step of the layer system: a layer, or a sublayer of the P/T layer. */
export interface Stage {
  /** "1" … "7e" (2011) or "1" … "6e" (2007): the name the rule gives it. */
  id: string;
  kinds: PartKind[];
  /** The rule that places these effects here. */
  rule: string;
}

export type ZoneName = "library" | "hand" | "battlefield" | "graveyard" | "stack" | "exile" | "command";

export interface RuleSet {
  version: string;
  /** Layers and sublayers in application order (613.1 + 613.3 in 2011; 418.5a in 2007). */
  stages: Stage[];
  /** Rules cited for the ordering inside a stage. */
  order: { cdaFirst: string; timestamp: string; dependency: string; dependencyLoop: string; sameSet: string };
  /**
   * Whether an object remembers an "as enters" choice for abilities it copies later:
   * "object" (2007, 503.8: the copy remembers the choice) or "linked-ability" (2011, 706.7a: only the linked
   * ability can refer to it).
   */
  choiceMemory: { kind: "object" | "linked-ability"; rule: string };
  /** Rule ids cited by the copy and face-down machinery, which moved between versions. */
  cite: {
    copiableValues: string;
    copyStatus: string;
    copyExceptions: string;
    copyCdaNotCopied: string;
    copyEnters: string;
    copyChoices: string;
    undefinedChoice: string;
    copySpell: string;
    /** "Cast a copy" (706.11; 706.12 from Innistrad) / "play a copy" (503.12). */
    castCopy: string;
    faceDown: string;
    faceDownTurnUp: string;
    flip: string;
    fullText: string;
    morph: string;
  };
  /** Special actions (115 in 2011; 408.1i and 408.2d–k in 2007): taken with priority, without the stack. */
  specialActions: SpecialActionRules;
  /**
   * When a player may cast a spell of each card type (301.1–307.1 / 212.2a–212.9a): an instant any time he or
   * she has priority; the others only in a main phase of his or her turn with an empty stack.
   */
  castingTiming: Partial<Record<CardType, string>>;
  /** Announcing targets as a spell is cast or an ability activated (601.2c, 602.2b / 409.1c). */
  targetsAnnounced: string;
  /** Announcing the mode of a modal spell and the value of X as it is cast (601.2b / 409.1b). */
  modeAndXAnnounced: string;
  /** No negative number may be chosen: no negative damage, life, counters… (107.1b / 104.1b). */
  noNegativeNumbers: string;
  /** A game ends immediately when a player wins or the game is a draw (104.1 / 102.1): nothing happens after. */
  gameEnds: string;
  /** An ability prohibited from being activated can't begin to be activated (602.5 / 409.4). */
  prohibitedActivation: string;
  /** Names of the zones in the rules text of that version ("in play" became "the battlefield" in M10). */
  zoneNames: Record<ZoneName, Localized>;
  /** Mana pool emptying: at the end of each phase only (2007, 300.3) or of each step and phase (2011, 500.4). */
  manaEmpties: { at: "phase" | "step"; rule: string };
  /** Mana burn: unused mana lost causes life loss (2007, 300.3); gone from M10 on. */
  manaBurn: { rule: string } | null;
  /** Two-Headed Giant (810 in 2011, 606 in 2007). */
  /** Combat and the keyword abilities combat reads, numbered 308–310 / 502.x in 2007 and 508–510 / 702.x in 2011. */
  combat: CombatRules;
  twoHeadedGiant: TwoHeadedGiantRules;
  /** The additional rules of 504–511 (2007) / 705–715 (2011), renumbered between versions. */
  additional: AdditionalRules;
}

export interface SpecialActionRules {
  /** What a special action is: taken by a player with priority, it doesn't use the stack (115.1 / 408.1i). */
  definition: string;
  /** Playing a land: with priority, an empty stack, in a main phase of his or her turn (115.2a / 408.2d). */
  playLand: string;
  /** One land play each turn (305.2 / 212.6c). */
  landsPerTurn: string;
  /** Turning a face-down creature face up: any time he or she has priority (115.2b / 408.2h). */
  turnFaceUp: string;
  /** Ending an effect or stopping a delayed triggered ability, where the effect allows it (115.2c / 408.2i). */
  endEffect: string;
  /** Ignoring the effect of a static ability for a duration (115.2d / 408.2j). */
  ignoreEffect: string;
  /** Exiling ("removing from the game") a card with suspend from the hand (115.2e / 408.2k). */
  suspend: string;
  /** ...only if he or she could begin to cast it (115.2e; 2007: "if you could play this card", 502.59a). */
  suspendTiming: string;
  /** The suspend keyword: its time counters and its cast from exile (702.59a; 702.60a from Innistrad; 502.59a). */
  suspendKeyword: string;
  /** Rolling the planar die in a Planar Magic game (115.2f, 901.8); no such action in 2007. */
  planarDie: { rule: string; variant: string } | null;
}

export interface TwoHeadedGiantRules {
  /** Starting life of a team: 15 per player (810.4 + 810.10 / 810.11; 606.4a + 606.10). */
  lifePerPlayer: { amount: number; rule: string };
  /** The life total an effect sees for one player: the team's (810.9a) or half of it rounded up (606.9a). */
  individualLife: { kind: "team" | "half-rounded-up"; rule: string };
  /** "Each player's life total becomes N": each team chooses one member (810.9d), or the team's total becomes the sum (606.9b). */
  eachPlayersLifeBecomes: { kind: "one-member" | "sum"; rule: string };
  /**
   * Poison counters: each player's own, lost at ten like in any game (2011-02-04: 810.5 shares only life; 704.5c),
   * or shared by the team, lost at fifteen plus five per player beyond the second (2011-09-30: 810.5, 810.10, 810.8d, 810.11).
   */
  poison: { shared: boolean; rule: string; loseAt: number; perExtraPlayer: number; loseRule: string };
  /** A team with 0 or less life loses (810.8c / 606.8a); players win and lose only as a team (810.8a / 606.8b). */
  teamLife: string;
  asTeam: string;
  /** Combined attack and block (810.7c–d / 606.7b–c); damage to one chosen defending player (810.7f / 606.7d). */
  attack: string;
  block: string;
  damage: string;
}

export interface AdditionalRules {
  coinFlipCall: string;
  coinFlipNoCall: string;
  /** Who may look at a face-down spell or permanent (504.3 / 707.5), at a hand (217.3c / 402.3), at a library (217.2b / 401.2). */
  lookFaceDown: string;
  lookHand: string;
  lookLibrary: string;
  splitCast: string;
  splitAnswers: string;
  splitComparison: string;
  subgameStart: string;
  subgameOutside: string;
  subgameEnd: string;
  turnControl: string;
  turnControlVisible: string;
  turnControlDecisions: string;
  turnControlResources: string;
  turnControlConcede: string;
  /** 507.4: no mana burn while another player controls the turn (2007 only, like mana burn). */
  turnControlManaBurn: string | null;
  endTurn: string;
  status: string;
  /**
   * A search finds only cards that match the description (701.14a; 701.15a from Innistrad). The 2007 rules
   * have no rule on searching: choosing a card that doesn't match is an illegal action, reversed (422.1).
   */
  search: string;
}

export interface CombatRules {
  /**
   * Combat damage goes on the stack as one object, dealt when it resolves (2007: 310.1, 310.4); from 2009 it is dealt
   * at once as the step begins (510.2): null.
   */
  damageOnStack: string | null;
  /** First strike, double strike, and the second combat damage step they bring (702.7b, 702.4b, 510.5 / 502.2b, 502.28b, 310.5). */
  firstStrike: string;
  doubleStrike: string;
  secondDamageStep: string;
  /** Restrictions: a creature that can't attack or block (508.1c, 509.1b / 308.2a, 309.2a). */
  cantAttack: string;
  cantBlock: string;
  declareAttackers: string;
  declareBlockers: string;
  combatDamage: string;
  /** A creature can't attack unless controlled continuously since the turn began ("summoning sickness"). */
  summoningSickness: string;
  defender: string;
  flying: string;
  haste: string;
  trample: string;
  /** A creature with landwalk can't be blocked while the defending player controls such a land. */
  landwalk: string;
  /**
   * How a blocked creature's controller divides its combat damage among the blockers: freely (2007, 310.2c), or
   * in the damage assignment order, lethal damage to each before the next (2011, 510.1c).
   */
  damageAssignment: { inOrder: boolean; rule: string };
}

const combat2011: CombatRules = {
  damageOnStack: null,
  firstStrike: "702.7b",
  doubleStrike: "702.4b",
  secondDamageStep: "510.5",
  cantAttack: "508.1c",
  cantBlock: "509.1b",
  declareAttackers: "508.1",
  declareBlockers: "509.1",
  combatDamage: "510.1",
  summoningSickness: "302.6",
  defender: "702.3b",
  flying: "702.9b",
  haste: "702.10b",
  trample: "702.17b",
  landwalk: "702.12c",
  damageAssignment: { inOrder: true, rule: "510.1c" },
};

const stages2011: Stage[] = [
  { id: "1", kinds: ["copy"], rule: "613.1a" },
  { id: "2", kinds: ["control"], rule: "613.1b" },
  { id: "3", kinds: ["text"], rule: "613.1c" },
  { id: "4", kinds: ["type"], rule: "613.1d" },
  { id: "5", kinds: ["color"], rule: "613.1e" },
  { id: "6", kinds: ["ability"], rule: "613.1f" },
  { id: "7a", kinds: ["pt-cda"], rule: "613.3a" },
  { id: "7b", kinds: ["pt-set"], rule: "613.3b" },
  { id: "7c", kinds: ["pt-modify-static", "pt-modify-other"], rule: "613.3c" },
  { id: "7d", kinds: ["pt-counters"], rule: "613.3d" },
  { id: "7e", kinds: ["pt-switch"], rule: "613.3e" },
];

// 418.5a (2007-10-01): six layers; colour and abilities share layer 5 ("all other continuous effects");
// layer 6 has sublayers 6a CDA, 6b all other, 6c counters, 6d static-ability modifications, 6e switching.
const stages2007: Stage[] = [
  { id: "1", kinds: ["copy"], rule: "418.5a" },
  { id: "2", kinds: ["control"], rule: "418.5a" },
  { id: "3", kinds: ["text"], rule: "418.5a" },
  { id: "4", kinds: ["type"], rule: "418.5a" },
  { id: "5", kinds: ["color", "ability"], rule: "418.5a" },
  { id: "6a", kinds: ["pt-cda"], rule: "418.5a" },
  { id: "6b", kinds: ["pt-set", "pt-modify-other"], rule: "418.5a" },
  { id: "6c", kinds: ["pt-counters"], rule: "418.5a" },
  { id: "6d", kinds: ["pt-modify-static"], rule: "418.5a" },
  { id: "6e", kinds: ["pt-switch"], rule: "418.5a" },
];

const battlefieldZones: Record<ZoneName, Localized> = {
  library: { en: "library", fr: "bibliothèque" },
  hand: { en: "hand", fr: "main" },
  battlefield: { en: "the battlefield", fr: "le champ de bataille" },
  graveyard: { en: "graveyard", fr: "cimetière" },
  stack: { en: "the stack", fr: "la pile" },
  exile: { en: "exile", fr: "l'exil" },
  command: { en: "the command zone", fr: "la zone de commandement" },
};

const order2011 = {
  cdaFirst: "613.2",
  timestamp: "613.6",
  dependency: "613.7a",
  dependencyLoop: "613.7b",
  sameSet: "613.5",
};

// 810 in both 2011 versions; Innistrad (2011-09-30) made poison counters a team resource.
const twoHeadedGiant2011: TwoHeadedGiantRules = {
  lifePerPlayer: { amount: 15, rule: "810.4" },
  individualLife: { kind: "team", rule: "810.9a" },
  eachPlayersLifeBecomes: { kind: "one-member", rule: "810.9d" },
  poison: { shared: false, rule: "810.5", loseAt: 10, perExtraPlayer: 0, loseRule: "704.5c" },
  teamLife: "810.8c",
  asTeam: "810.8a",
  attack: "810.7c",
  block: "810.7d",
  damage: "810.7f",
};

const additional2011: AdditionalRules = {
  coinFlipCall: "705.1",
  coinFlipNoCall: "705.2",
  lookFaceDown: "707.5",
  lookHand: "402.3",
  lookLibrary: "401.2",
  splitCast: "708.2a",
  splitAnswers: "708.5",
  splitComparison: "708.6a",
  subgameStart: "713.2",
  subgameOutside: "713.4",
  subgameEnd: "713.5",
  turnControl: "711.1",
  turnControlVisible: "711.4",
  turnControlDecisions: "711.5",
  turnControlResources: "711.5a",
  turnControlConcede: "711.6",
  turnControlManaBurn: null,
  endTurn: "712.1",
  status: "110.6",
  search: "701.14a",
};

const cite2011 = {
  copiableValues: "706.2",
  copyStatus: "706.3",
  copyExceptions: "706.8",
  copyCdaNotCopied: "706.8d",
  copyEnters: "706.5",
  copyChoices: "706.6",
  undefinedChoice: "706.7a",
  copySpell: "706.9",
  castCopy: "706.11",
  faceDown: "707.2",
  faceDownTurnUp: "707.8",
  flip: "709.2",
  fullText: "612.5",
  morph: "702.34d",
};

const specialActions2011: SpecialActionRules = {
  definition: "115.1",
  playLand: "115.2a",
  landsPerTurn: "305.2",
  turnFaceUp: "115.2b",
  endEffect: "115.2c",
  ignoreEffect: "115.2d",
  suspend: "115.2e",
  suspendTiming: "115.2e",
  suspendKeyword: "702.59a",
  planarDie: { rule: "115.2f", variant: "901.8" },
};

const castingTiming2011: Partial<Record<CardType, string>> = {
  artifact: "301.1",
  creature: "302.1",
  enchantment: "303.1",
  instant: "304.1",
  planeswalker: "306.1",
  sorcery: "307.1",
};

export const RULESETS: Record<string, RuleSet> = {
  "2007-10-01": {
    version: "2007-10-01",
    stages: stages2007,
    order: {
      cdaFirst: "418.5a",
      timestamp: "418.5a",
      dependency: "418.5c",
      dependencyLoop: "418.5d",
      sameSet: "418.5b",
    },
    choiceMemory: { kind: "object", rule: "503.8" },
    cite: {
      copiableValues: "503.2",
      copyStatus: "503.3",
      copyExceptions: "503.9",
      copyCdaNotCopied: "503.9",
      copyEnters: "503.5",
      copyChoices: "503.6",
      undefinedChoice: "503.7",
      copySpell: "503.10",
      castCopy: "503.12",
      faceDown: "504.2",
      faceDownTurnUp: "504.5",
      flip: "508.2",
      fullText: "418.6",
      morph: "502.26d",
    },
    specialActions: {
      definition: "408.1i",
      playLand: "408.2d",
      landsPerTurn: "212.6c",
      turnFaceUp: "408.2h",
      endEffect: "408.2i",
      ignoreEffect: "408.2j",
      suspend: "408.2k",
      suspendTiming: "502.59a",
      suspendKeyword: "502.59a",
      planarDie: null,
    },
    castingTiming: { artifact: "212.2a", creature: "212.3a", enchantment: "212.4a", instant: "212.5a", planeswalker: "212.9a", sorcery: "212.7a" },
    targetsAnnounced: "409.1c",
    modeAndXAnnounced: "409.1b",
    noNegativeNumbers: "104.1b",
    gameEnds: "102.1",
    prohibitedActivation: "409.4",
    combat: {
      damageOnStack: "310.1",
      firstStrike: "502.2b",
      doubleStrike: "502.28b",
      secondDamageStep: "310.5",
      cantAttack: "308.2a",
      cantBlock: "309.2a",
      declareAttackers: "308.1",
      declareBlockers: "309.1",
      combatDamage: "310.1",
      summoningSickness: "212.3f",
      defender: "502.41b",
      flying: "502.4b",
      haste: "502.5b",
      trample: "502.9b",
      landwalk: "502.6b",
      damageAssignment: { inOrder: false, rule: "310.2c" },
    },
    zoneNames: {
      ...battlefieldZones,
      battlefield: { en: "play", fr: "le jeu" },
      exile: { en: "the removed-from-the-game zone", fr: "la zone des cartes retirées de la partie" },
    },
    manaEmpties: { at: "phase", rule: "300.3" },
    manaBurn: { rule: "300.3" },
    twoHeadedGiant: {
      lifePerPlayer: { amount: 15, rule: "606.4a" },
      individualLife: { kind: "half-rounded-up", rule: "606.9a" },
      eachPlayersLifeBecomes: { kind: "sum", rule: "606.9b" },
      poison: { shared: false, rule: "606.5", loseAt: 10, perExtraPlayer: 0, loseRule: "420.5h" },
      teamLife: "606.8a",
      asTeam: "606.8b",
      attack: "606.7b",
      block: "606.7c",
      damage: "606.7d",
    },
    additional: {
      coinFlipCall: "511.1",
      coinFlipNoCall: "511.2",
      lookFaceDown: "504.3",
      lookHand: "217.3c",
      lookLibrary: "217.2b",
      splitCast: "505.2",
      splitAnswers: "505.5",
      splitComparison: "505.6",
      subgameStart: "506.2",
      subgameOutside: "506.4",
      subgameEnd: "506.5",
      turnControl: "507.1",
      turnControlVisible: "507.2",
      turnControlDecisions: "507.3",
      turnControlResources: "507.3a",
      turnControlConcede: "507.3b",
      turnControlManaBurn: "507.4",
      endTurn: "509.1",
      status: "510.1",
      search: "422.1",
    },
  },
  "2011-02-04": {
    version: "2011-02-04",
    stages: stages2011,
    order: order2011,
    choiceMemory: { kind: "linked-ability", rule: "706.7a" },
    cite: cite2011,
    specialActions: specialActions2011,
    castingTiming: castingTiming2011,
    targetsAnnounced: "601.2c",
    modeAndXAnnounced: "601.2b",
    noNegativeNumbers: "107.1b",
    gameEnds: "104.1",
    prohibitedActivation: "602.5",
    combat: combat2011,
    zoneNames: battlefieldZones,
    manaEmpties: { at: "step", rule: "500.4" },
    manaBurn: null,
    twoHeadedGiant: twoHeadedGiant2011,
    additional: additional2011,
  },
  "2011-09-30": {
    version: "2011-09-30",
    stages: stages2011,
    order: order2011,
    choiceMemory: { kind: "linked-ability", rule: "706.7a" },
    // Innistrad inserted 706.8 (double-faced permanents): the exceptions became 706.9, spell copies 706.10.
    // and 702.12 (intimidate): morph became 702.35, suspend 702.60.
    cite: { ...cite2011, copyExceptions: "706.9", copyCdaNotCopied: "706.9d", copySpell: "706.10", castCopy: "706.12", morph: "702.35d" },
    specialActions: { ...specialActions2011, suspendKeyword: "702.60a" },
    castingTiming: castingTiming2011,
    targetsAnnounced: "601.2c",
    modeAndXAnnounced: "601.2b",
    noNegativeNumbers: "107.1b",
    gameEnds: "104.1",
    prohibitedActivation: "602.5",
    // Innistrad inserted 702.12 (intimidate) before landwalk.
    combat: { ...combat2011, trample: "702.18b", landwalk: "702.13c" },
    zoneNames: battlefieldZones,
    manaEmpties: { at: "step", rule: "500.4" },
    manaBurn: null,
    twoHeadedGiant: {
      ...twoHeadedGiant2011,
      poison: { shared: true, rule: "810.10", loseAt: 15, perExtraPlayer: 5, loseRule: "810.8d" },
    },
    // Innistrad inserted 711 (double-faced cards) and 714 (restarting the game).
    additional: {
      ...additional2011,
      subgameStart: "715.2",
      subgameOutside: "715.4",
      subgameEnd: "715.5",
      turnControl: "712.1",
      turnControlVisible: "712.4",
      turnControlDecisions: "712.5",
      turnControlResources: "712.5a",
      turnControlConcede: "712.6",
      endTurn: "713.1",
      search: "701.15a",
    },
  },
};

export function ruleSet(version: string): RuleSet {
  const found = RULESETS[version];
  if (!found) throw new Error(`no RuleSet for rules version ${version} (known: ${Object.keys(RULESETS).join(", ")})`);
  return found;
}
