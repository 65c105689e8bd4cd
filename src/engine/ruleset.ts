// The RuleSet of a release: what the engine does under those rules, and the rule ids it cites, in that release's
// numbering. Derived, never written by hand: the behaviours from the dated timeline (timeline.ts), the rule ids
// from the citation table (citations.ts). Engine code reads these fields; it never compares version strings.
import type { CardType, Localized } from "./cards.ts";
import { CITATIONS, RELEASES, type CitationEntry, type CitationKey, type Release } from "./citations.ts";
import { TIMELINE, type Behaviour, type Behaviours, type LayerStructure, type Switch } from "./timeline.ts";

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
  /** The behaviours of this release, and the switch of the timeline each one comes from. */
  behaviours: Behaviours;
  switches: Record<Behaviour, Switch>;
  /** The citations the engine has for rules this release lacks: reading one of them throws NoRuleSetError. */
  absent: CitationKey[];
  /** Layers and sublayers in application order (613.1 + 613.3 in 2011; 418.5a in 2007). */
  stages: Stage[];
  /** Rules cited for the ordering inside a stage. */
  order: { cdaFirst: string; timestamp: string; dependency: string; dependencyLoop: string; sameSet: string };
  /**
   * Whether an object remembers an "as enters" choice for abilities it copies later:
   * "object" (2007, 503.8: the copy remembers the choice) or "linked-ability" (2011, 706.7a: only the linked
   * ability can refer to it).
   */
  choiceMemory: { kind: "object" | "linked-ability"; rule: string } | null;
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
    /** A copy of a permanent spell becomes a token (706.9a / 503.10a); new targets must be legal (706.9c / 503.10c). */
    copySpellToken: string;
    copySpellNewTargets: string;
    /** "The copy targets that token": a copy of a spell with a specified new target (707.10e; 706.10e before 2021-07-23). */
    copySpellSpecifiedTarget: string;
    /** "Cast a copy" (706.11; 706.12 from Innistrad) / "play a copy" (503.12). */
    castCopy: string;
    faceDown: string;
    faceDownTurnUp: string;
    flip: string;
    fullText: string;
    morph: string;
    /** Casting a card face down needs morph (702.34c; 502.26c in 2007). */
    morphCast: string;
    /** The steps of casting a spell (601.2 / 409.1): who may, from where, modes, costs. */
    castPriority: string;
    castFromHand: string;
    modeChoice: string;
    payManaCost: string;
    payAdditionalCost: string;
    /** A land is played, not cast (305.1 / 212.6a). */
    landNotCast: string;
    /** Activated abilities (602.1, 602.2, 602.2b, 602.5b / 403.1, 403.2, 409.1, 403.4). */
    activatedAbility: string;
    activateController: string;
    activateCost: string;
    oncePerTurn: string;
    /** "Activate only as a sorcery": the timing rules for casting a sorcery (602.5d / 403.5 / 409.2). */
    activateAsSorcery: string;
    /** Passing priority and resolving the top of the stack (116.3d, 116.4 / 408.1b, 413.1). */
    passPriority: string;
    resolveTop: string;
    /** Targets of a triggered ability, chosen as it is put on the stack (603.3d / 410.4). */
    triggerTargets: string;
    /** A step ends when the stack is empty and all players pass (500.2 / 300.2); a turn is over (500.1 / 300.1). */
    stepEnds: string;
    turnEnds: string;
    /** Choices made as an effect resolves (608.2d / 413.2c). */
    choiceOnResolution: string;
    /** Discarding: cards chosen from the hand (701.7 / 217.3a). */
    discard: string;
    /** A spell or ability whose targets are all illegal doesn't resolve (608.2b / 413.2a). */
    counteredOnResolution: string;
    /** Creatures put into the graveyard as state-based actions: toughness 0 or less, lethal damage (704.5f–g / 420.5b–c). */
    zeroToughness: string;
    lethalDamage: string;
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
  /** Rules and effects can't destroy an indestructible permanent, nor lethal damage (700.4 / 702.12b; the glossary's entry from 2004-02-01 to M10); null before. */
  indestructible: string | null;
  /** Regeneration, a shield against the next destruction this turn (701.11a / 501.5a / 419.6b). */
  regenerate: string | null;
  /** Regeneration by a static ability, each time (701.11b / 501.5b); null before 2007-05-01, which has no such rule. */
  regenerateStatic: string | null;
  /** "Can't be regenerated": no regeneration applies (701.11c from 2009-09-04); null before, where no rule says it. */
  cantBeRegenerated: string | null;
  /** Flash: cast any time its player could cast an instant (702.8a / 502.57a); null where the rules have no flash. */
  flash: string | null;
  /** Shroud: can't be the target of spells or abilities (702.16a / 502.36a). */
  shroud: string | null;
  /** Hexproof: can't be the target of spells or abilities its controller's opponents control (702.11b, from Magic 2012); null before. */
  hexproof: string | null;
  /** Vigilance: attacking doesn't tap the creature (702.20b / 502.14b); null before 2004-10-01. */
  vigilance: string | null;
  /** Reach: the creature can block creatures with flying (702.17b / 502.70b); null before 2007-05-01. */
  reach: string | null;
  /** Protection from a quality (702.16a / 502.7a). */
  protection: string | null;
  /** Fading N: enters with N fade counters (702.31a / 502.20a); null in the 1999 rules. */
  fading: string | null;
  /** Countering a spell: it leaves the stack without resolving, to its owner's graveyard (701.5a / 414.1). */
  counter: string;
  /** Unattaching an Equipment: it stays on the battlefield, equipping nothing (701.3d / 501.2d); null before 2007-05-01. */
  unattach: string | null;
  /** Attaching an Aura, Equipment or Fortification to an object (701.3a / 501.2a); null before 2007-05-01. */
  attach: string | null;
  /** When an effect directs something to happen and another says it can't, the "can't" effect wins (101.2 / 103.2); null where the text has no such rule (1999-04-23). */
  cantWins: string | null;
  /** The last player left wins despite effects saying he or she can't (104.2a from 2010-02-01); null before, where the "can't" effect wins. */
  lastPlayerWinsOverCantWin: string | null;
  /** In a multiplayer game, "you win the game" makes the player's opponents lose instead (104.3h, 2010-02-01 to 2017-01-20); null where it doesn't. */
  opponentsLoseInstead: string | null;
  /** The legend rule as this release has it (704.5k / 420.5e). */
  legendRule: { kind: Behaviours["legendRule"]; rule: string };
  /** The world rule (704.5m / 420.5i); null where it is not modelled (before 2001-07-23). */
  worldRule: string | null;
  /** An effect removing a card type removes the subtypes correlated with it (205.1a / 212.1b); null before 2007-05-01. */
  correlatedSubtypes: string | null;
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
  /** Null where the rules have no Two-Headed Giant variant (before 2005-08-01: 100.1, "a game between two players"). */
  twoHeadedGiant: TwoHeadedGiantRules | null;
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
  /** Exiling ("removing from the game") a card with suspend from the hand (115.2e / 408.2k); null before suspend existed (2006-10-01). */
  suspend: string | null;
  /** ...only if he or she could begin to cast it (115.2e; 2007: "if you could play this card", 502.59a). */
  suspendTiming: string | null;
  /** The suspend keyword: its time counters and its cast from exile (702.59a; 702.60a from Innistrad; 502.59a). */
  suspendKeyword: string | null;
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
  /** A single player's life total becomes N: the team's becomes N (606.9c, 2005-08-01), or changes by the player's difference (810.9c). */
  singlePlayersLifeBecomes: { kind: "team-becomes" | "difference"; rule: string };
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
  /** Fuse: casting both halves of a split card from the hand (702.101a; 702.100a in 2013-05-01); null before Dragon's Maze. */
  fuse: string | null;
  /** Two answers, one per half, and a comparison true if either half's is (505.5, 505.6 / 708.5, 708.6a); null where the halves combine. */
  splitAnswers: string | null;
  splitComparison: string | null;
  subgameStart: string;
  subgameOutside: string;
  /** What "outside the game" is (217.1e / 400.9): with the removed-from-the-game zone before M10. */
  outsideTheGame: { removedIsOutside: boolean; rule: string };
  subgameEnd: string;
  turnControl: string;
  turnControlVisible: string;
  turnControlDecisions: string;
  turnControlResources: string;
  turnControlConcede: string;
  /** 507.4: no mana burn while another player controls the turn (2007 only, like mana burn). */
  turnControlManaBurn: string | null;
  endTurn: string;
  status: string | null;
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
  /** Fear (702.33b / 502.25b) and intimidate (702.11b, from Zendikar; null before): who may block the creature. */
  fear: string | null;
  intimidate: string | null;
  /**
   * How a blocked creature's controller divides its combat damage among the blockers: freely (2007, 310.2c), or
   * in the damage assignment order, lethal damage to each before the next (2011, 510.1c).
   */
  damageAssignment: { inOrder: boolean; rule: string };
  /** Where there is a damage assignment order, the rule by which the active player announces it (509.2), else null. */
  damageAssignmentOrder: string | null;
}

/** What `need` gives for a rule the release lacks, until `guardAbsent` turns it into a property that throws. */
const ABSENT = "\u0000absent:";

/**
 * The rule ids of one release, from the citation table. `need` records a rule these rules lack: the RuleSet is
 * still derived, but reading that citation throws (see guardAbsent), so a scenario that needs it fails saying why.
 */
class Citations {
  readonly missing: CitationKey[] = [];
  constructor(private readonly index: number) {}

  maybe(key: CitationKey): string | null {
    let id: string | null = null;
    for (const [since, cited] of CITATIONS[key] as readonly (readonly [Release, string | null, string?])[]) {
      if (RELEASES.indexOf(since) > this.index) break;
      id = cited;
    }
    return id;
  }

  need(key: CitationKey): string {
    const id = this.maybe(key);
    if (id !== null) return id;
    this.missing.push(key);
    return ABSENT + key;
  }
}

/** The switch of each behaviour in force in release `index`: the last one from a release not after it. */
function switchesAt(index: number): Partial<Record<Behaviour, Switch>> {
  const inForce: Partial<Record<Behaviour, Switch>> = {};
  for (const entry of TIMELINE) if (RELEASES.indexOf(entry.since) <= index) inForce[entry.behaviour] = entry as Switch;
  return inForce;
}

/** Everything the rules of 2001–2003 apply "then … all other continuous effects", in timestamp order. */
const OTHER_EFFECTS: PartKind[] = ["control", "color", "ability", "pt-set", "pt-modify-static", "pt-modify-other", "pt-switch"];

const LAYER_STRUCTURES: Record<LayerStructure, [string, PartKind[], CitationKey][]> = {
  // 214.5 and the glossary (1999): the initial value (printed, or stated by a type-changing ability), counters, then
  // every continuous effect in timestamp order (418.5c). These rules have no copy effects: their stage cites no rule,
  // so a copy effect under them fails naming that (the copy rules, 503, begin 2001-07-23).
  "initial-counters-effects": [
    ["copy", ["copy"], "layerCopy"],
    ["initial", ["type"], "layerType"],
    ["counters", ["pt-counters"], "layerPtCounters"],
    ["continuous", ["text", "pt-cda", ...OTHER_EFFECTS], "layerPtModify"],
  ],
  // 418.5e: these rules name no layers, so each step is named by the effects it applies.
  "copy-type-counters-other": [
    ["copy", ["copy"], "layerCopy"],
    ["type", ["type"], "layerType"],
    ["counters", ["pt-counters"], "layerPtCounters"],
    ["other", ["text", "pt-cda", ...OTHER_EFFECTS], "layerPtModify"],
  ],
  // 418.5a (2003-07-01). A characteristic-setting ability that sets a colour is applied with the other colour
  // effects (its own stage would hold power and toughness only): the engine has no colour-setting ability before 2005.
  "copy-text-cda-type-counters-other": [
    ["copy", ["copy"], "layerCopy"],
    ["text", ["text"], "layerText"],
    ["characteristic-setting", ["pt-cda"], "layerPtCda"],
    ["type", ["type"], "layerType"],
    ["counters", ["pt-counters"], "layerPtCounters"],
    ["other", OTHER_EFFECTS, "layerPtModify"],
  ],
  // 418.5a (2003-10-01): layer 6 is one layer; its characteristic-setting abilities first, then counters, then the
  // rest in timestamp order (418.5i: "Any effects that are applied after the switching effect apply normally").
  "six-layers-without-sublayers": [
    ["1", ["copy"], "layerCopy"],
    ["2", ["control"], "layerControl"],
    ["3", ["text"], "layerText"],
    ["4", ["type"], "layerType"],
    ["5", ["color", "ability"], "layerColor"],
    ["6", ["pt-cda"], "layerPtCda"],
    ["6", ["pt-counters", "pt-set", "pt-modify-static", "pt-modify-other", "pt-switch"], "layerPtCounters"],
  ],
  "six-layers": [
    ["1", ["copy"], "layerCopy"],
    ["2", ["control"], "layerControl"],
    ["3", ["text"], "layerText"],
    ["4", ["type"], "layerType"],
    // "(5) all other continuous effects, except those that change power and/or toughness"
    ["5", ["color", "ability"], "layerColor"],
    ["6a", ["pt-cda"], "layerPtCda"],
    ["6b", ["pt-set", "pt-modify-other"], "layerPtSet"],
    ["6c", ["pt-counters"], "layerPtCounters"],
    ["6d", ["pt-modify-static"], "layerPtModify"],
    ["6e", ["pt-switch"], "layerPtSwitch"],
  ],
  "seven-layers": [
    ["1", ["copy"], "layerCopy"],
    ["2", ["control"], "layerControl"],
    ["3", ["text"], "layerText"],
    ["4", ["type"], "layerType"],
    ["5", ["color"], "layerColor"],
    ["6", ["ability"], "layerAbility"],
    ["7a", ["pt-cda"], "layerPtCda"],
    ["7b", ["pt-set"], "layerPtSet"],
    ["7c", ["pt-modify-static", "pt-modify-other"], "layerPtModify"],
    ["7d", ["pt-counters"], "layerPtCounters"],
    ["7e", ["pt-switch"], "layerPtSwitch"],
  ],
  "seven-layers-counters-in-7c": [
    ["1", ["copy"], "layerCopy"],
    ["2", ["control"], "layerControl"],
    ["3", ["text"], "layerText"],
    ["4", ["type"], "layerType"],
    ["5", ["color"], "layerColor"],
    ["6", ["ability"], "layerAbility"],
    ["7a", ["pt-cda"], "layerPtCda"],
    ["7b", ["pt-set"], "layerPtSet"],
    ["7c", ["pt-modify-static", "pt-modify-other", "pt-counters"], "layerPtModify"],
    ["7d", ["pt-switch"], "layerPtSwitch"],
  ],
};

const ZONE_NAMES: Record<Behaviours["zoneNames"], Record<ZoneName, Localized>> = {
  battlefield: {
    library: { en: "library", fr: "bibliothèque" },
    hand: { en: "hand", fr: "main" },
    battlefield: { en: "the battlefield", fr: "le champ de bataille" },
    graveyard: { en: "graveyard", fr: "cimetière" },
    stack: { en: "the stack", fr: "la pile" },
    exile: { en: "exile", fr: "l'exil" },
    command: { en: "the command zone", fr: "la zone de commandement" },
  },
  "in-play": {
    library: { en: "library", fr: "bibliothèque" },
    hand: { en: "hand", fr: "main" },
    battlefield: { en: "play", fr: "le jeu" },
    graveyard: { en: "graveyard", fr: "cimetière" },
    stack: { en: "the stack", fr: "la pile" },
    exile: { en: "the removed-from-the-game zone", fr: "la zone des cartes retirées de la partie" },
    command: { en: "the command zone", fr: "la zone de commandement" },
  },
};

/** Why a release has no RuleSet (not a numbered release of the archive), or lacks a rule the engine cites (read from its RuleSet). */
export class NoRuleSetError extends Error {
  override name = "NoRuleSetError";
  /**
   * What these rules lack, in words no release's date or numbering enters ("rule the engine cites for morph"): the
   * same lack under two releases is the same outcome (ScenarioFailure.outcome).
   */
  readonly lacking: string;
  /** The same, as data (for words in another language): a citation of the table, or a variant and the rule saying so. */
  readonly absent?: AbsentRule;
  constructor(message: string, lacking: string = message, absent?: AbsentRule) {
    super(message);
    this.lacking = lacking;
    this.absent = absent;
  }
}

export type AbsentRule = { citation: CitationKey } | { variant: "twoHeadedGiant"; rule: string };

/**
 * The RuleSet of a numbered release, derived afresh from the timeline and the citation table (ruleSet keeps the one
 * derived for each release; the derivation's own tests call this). A behaviour the timeline does not state for the
 * release is null: the Two-Headed Giant's before the variant (2005-08-01), and the ones the rules define only from
 * their first switch on — test/engine/ruleset.test.ts holds the timeline to that.
 */
export function deriveRuleSet(version: string): RuleSet {
  const index = RELEASES.indexOf(version as Release);
  if (index === -1) throw new NoRuleSetError(notNumbered(version));
  const switches = switchesAt(index) as Record<Behaviour, Switch>;
  const b = Object.fromEntries(BEHAVIOURS.map((name) => [name, switches[name]?.value ?? null])) as unknown as Behaviours;
  const c = new Citations(index);
  return guardAbsent(assemble(version, b, switches, c), version);
}

/**
 * Each citation the release lacks becomes a property that throws NoRuleSetError when read: the engine never cites
 * a rule a release does not have, and a scenario that needs one fails naming it, while the others run.
 */
function guardAbsent<T extends object>(node: T, version: string): T {
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === "string" && value.startsWith(ABSENT)) {
      const key = value.slice(ABSENT.length);
      Object.defineProperty(node, name, {
        enumerable: true,
        get: () => {
          throw new NoRuleSetError(`the rules of ${version} have no rule the engine cites for ${key} (src/engine/citations.ts)`, `rule the engine cites for ${key}`, { citation: key as CitationKey });
        },
      });
    } else if (typeof value === "object" && value !== null) guardAbsent(value as object, version);
  }
  return node;
}

/** Each behaviour once, in timeline order. */
const BEHAVIOURS = [...new Set(TIMELINE.map((s) => s.behaviour))];

function assemble(version: string, b: Behaviours, switches: Record<Behaviour, Switch>, c: Citations): RuleSet {
  const planarDie = b.planarDie ? { rule: c.need("planarDie"), variant: c.need("planarDieVariant") } : null;
  return {
    version,
    behaviours: b,
    switches,
    absent: c.missing,
    stages: LAYER_STRUCTURES[b.layers].map(([id, kinds, key]) => ({ id, kinds, rule: c.need(key) })),
    order: { cdaFirst: c.need("cdaFirst"), timestamp: c.need("timestamp"), dependency: c.need("dependency"), dependencyLoop: c.need("dependencyLoop"), sameSet: c.need("sameSet") },
    // Null where the rules have no copies (before 2001-07-23): an object's choices are read by the ability linked to them.
    choiceMemory: b.choiceMemory === null ? null : { kind: b.choiceMemory, rule: c.need("choiceMemory") },
    cite: {
      copiableValues: c.need("copiableValues"),
      copyStatus: c.need("copyStatus"),
      copyExceptions: c.need("copyExceptions"),
      copyCdaNotCopied: c.need("copyCdaNotCopied"),
      copyEnters: c.need("copyEnters"),
      copyChoices: c.need("copyChoices"),
      undefinedChoice: c.need("undefinedChoice"),
      copySpell: c.need("copySpell"),
      copySpellToken: c.need("copySpellToken"),
      copySpellNewTargets: c.need("copySpellNewTargets"),
      copySpellSpecifiedTarget: c.need("copySpellSpecifiedTarget"),
      castCopy: c.need("castCopy"),
      faceDown: c.need("faceDown"),
      faceDownTurnUp: c.need("faceDownTurnUp"),
      flip: c.need("flip"),
      fullText: c.need("fullText"),
      morph: c.need("morph"),
      morphCast: c.need("morphCast"),
      castPriority: c.need("castPriority"),
      castFromHand: c.need("castFromHand"),
      modeChoice: c.need("modeChoice"),
      payManaCost: c.need("payManaCost"),
      payAdditionalCost: c.need("payAdditionalCost"),
      landNotCast: c.need("landNotCast"),
      activatedAbility: c.need("activatedAbility"),
      activateController: c.need("activateController"),
      activateCost: c.need("activateCost"),
      oncePerTurn: c.need("oncePerTurn"),
      activateAsSorcery: c.need("activateAsSorcery"),
      passPriority: c.need("passPriority"),
      resolveTop: c.need("resolveTop"),
      triggerTargets: c.need("triggerTargets"),
      stepEnds: c.need("stepEnds"),
      turnEnds: c.need("turnEnds"),
      choiceOnResolution: c.need("choiceOnResolution"),
      discard: c.need("discard"),
      counteredOnResolution: c.need("counteredOnResolution"),
      zeroToughness: c.need("zeroToughness"),
      lethalDamage: c.need("lethalDamage"),
    },
    specialActions: {
      definition: c.need("saDefinition"),
      playLand: c.need("playLand"),
      landsPerTurn: c.need("landsPerTurn"),
      turnFaceUp: c.need("turnFaceUp"),
      endEffect: c.need("endEffect"),
      ignoreEffect: c.need("ignoreEffect"),
      suspend: c.maybe("suspend"),
      suspendTiming: c.maybe("suspendTiming"),
      suspendKeyword: c.maybe("suspendKeyword"),
      planarDie,
    },
    castingTiming: Object.fromEntries(
      ([["artifact", "castArtifact"], ["creature", "castCreature"], ["enchantment", "castEnchantment"], ["instant", "castInstant"], ["planeswalker", "castPlaneswalker"], ["sorcery", "castSorcery"]] as const)
        .flatMap(([type, key]) => {
          const id = c.maybe(key);
          return id === null ? [] : [[type, id]];
        }),
    ),
    targetsAnnounced: c.need("targetsAnnounced"),
    modeAndXAnnounced: c.need("modeAndXAnnounced"),
    noNegativeNumbers: c.need("noNegativeNumbers"),
    gameEnds: c.need("gameEnds"),
    indestructible: c.maybe("indestructible"),
    shroud: c.maybe("shroud"),
    flash: c.maybe("flash"),
    regenerate: c.maybe("regenerate"),
    regenerateStatic: c.maybe("regenerateStatic"),
    cantBeRegenerated: c.maybe("cantBeRegenerated"),
    hexproof: c.maybe("hexproof"),
    vigilance: c.maybe("vigilance"),
    reach: c.maybe("reach"),
    protection: c.maybe("protection"),
    fading: c.maybe("fading"),
    counter: c.need("counter"),
    unattach: c.maybe("unattach"),
    attach: c.maybe("attach"),
    cantWins: c.maybe("cantWins"),
    lastPlayerWinsOverCantWin: c.maybe("lastPlayerWinsOverCantWin"),
    opponentsLoseInstead: c.maybe("opponentsLoseInstead"),
    legendRule: { kind: b.legendRule, rule: c.need("legendRule") },
    worldRule: c.maybe("worldRule"),
    correlatedSubtypes: c.maybe("correlatedSubtypes"),
    prohibitedActivation: c.need("prohibitedActivation"),
    zoneNames: ZONE_NAMES[b.zoneNames],
    manaEmpties: { at: b.manaEmpties, rule: c.need("manaEmpties") },
    manaBurn: b.manaBurn ? { rule: c.need("manaBurn") } : null,
    combat: {
      damageOnStack: b.combatDamageOnStack ? c.need("damageOnStack") : null,
      firstStrike: c.need("firstStrike"),
      doubleStrike: c.need("doubleStrike"),
      secondDamageStep: c.need("secondDamageStep"),
      cantAttack: c.need("cantAttack"),
      cantBlock: c.need("cantBlock"),
      declareAttackers: c.need("declareAttackers"),
      declareBlockers: c.need("declareBlockers"),
      combatDamage: c.need("combatDamage"),
      summoningSickness: c.need("summoningSickness"),
      defender: c.need("defender"),
      flying: c.need("flying"),
      haste: c.need("haste"),
      trample: c.need("trample"),
      fear: c.maybe("fear"),
      intimidate: c.maybe("intimidate"),
      landwalk: c.need("landwalk"),
      damageAssignment: { inOrder: b.damageAssignmentOrder, rule: c.need("damageAssignment") },
      damageAssignmentOrder: b.damageAssignmentOrder ? c.need("damageAssignmentOrder") : null,
    },
    twoHeadedGiant: b.twoHeadedGiant ? twoHeadedGiant(b, c) : null,
    additional: {
      // Before 511 (2006-07-15) no rule covers coin flips: calling one is a choice made as the effect resolves.
      coinFlipCall: c.maybe("coinFlipCall") ?? c.need("choiceOnResolution"),
      coinFlipNoCall: c.maybe("coinFlipNoCall") ?? c.need("choiceOnResolution"),
      lookFaceDown: c.need("lookFaceDown"),
      lookHand: c.need("lookHand"),
      lookLibrary: c.need("lookLibrary"),
      splitCast: c.need("splitCast"),
      fuse: b.fuse ? c.need("fuse") : null,
      splitAnswers: b.splitCharacteristics === "two-answers" ? c.need("splitAnswers") : null,
      splitComparison: b.splitCharacteristics === "two-answers" ? c.need("splitComparison") : null,
      subgameStart: c.need("subgameStart"),
      subgameOutside: c.need("subgameOutside"),
      outsideTheGame: { removedIsOutside: b.outsideTheGame === "no-zone-or-removed", rule: c.need("outsideTheGame") },
      subgameEnd: c.need("subgameEnd"),
      turnControl: c.need("turnControl"),
      turnControlVisible: c.need("turnControlVisible"),
      turnControlDecisions: c.need("turnControlDecisions"),
      turnControlResources: c.need("turnControlResources"),
      turnControlConcede: c.need("turnControlConcede"),
      turnControlManaBurn: b.manaBurn ? c.need("turnControlManaBurn") : null,
      endTurn: c.need("endTurn"),
      status: c.maybe("status"),
      search: c.need("search"),
    },
  };
}

function twoHeadedGiant(b: Behaviours, c: Citations): TwoHeadedGiantRules {
  return {
    lifePerPlayer: { amount: b.thgLifePerPlayer!, rule: c.need("thgLife") },
    individualLife: { kind: b.thgIndividualLife!, rule: c.need("thgIndividualLife") },
    eachPlayersLifeBecomes: { kind: b.thgEachPlayersLife!, rule: c.need("thgEachPlayersLife") },
    singlePlayersLifeBecomes: { kind: b.thgSinglePlayersLife!, rule: c.need("thgSinglePlayersLife") },
    poison: b.thgPoison === "shared"
      ? { shared: true, rule: c.need("thgPoisonShared"), loseAt: 15, perExtraPlayer: 5, loseRule: c.need("thgPoisonLoss") }
      : { shared: false, rule: c.need("thgResources"), loseAt: 10, perExtraPlayer: 0, loseRule: c.need("poisonLoss") },
    teamLife: c.need("thgTeamLife"),
    asTeam: c.need("thgAsTeam"),
    attack: c.need("thgAttack"),
    block: c.need("thgBlock"),
    damage: c.need("thgDamage"),
  };
}

const derived = new Map<string, RuleSet>();

/** The RuleSet of a numbered release of the archive (its date); throws NoRuleSetError saying why there is none. */
export function ruleSet(version: string): RuleSet {
  let found = derived.get(version);
  if (!found) derived.set(version, (found = deriveRuleSet(version)));
  return found;
}

/** Why a version has no RuleSet (NoRuleSetError's message), or undefined if it has one. */
export function ruleSetProblem(version: string): string | undefined {
  return RELEASES.includes(version as Release) ? undefined : notNumbered(version);
}

const notNumbered = (version: string) => `no RuleSet for rules version ${version}: not a numbered release of the archive (${RELEASES[0]} … ${RELEASES.at(-1)})`;

/** The releases a RuleSet can be derived for, oldest first: every numbered release of the archive. */
export function ruleSetReleases(): Release[] {
  return [...RELEASES];
}

/**
 * Whether a refusal citing `cited` under release `version` cites the rule a scenario names as `expected`, in any
 * release's numbering: the same id, or an id the citation table gives for the same citation in some release (the
 * morph rule is 502.26d in 2007, 702.34d in 2011-02-04, 702.35d in 2011-09-30).
 */
export function citesSameRule(expected: string, cited: string, version: string, areaTables: readonly Readonly<Record<string, readonly CitationEntry[]>>[] = []): boolean {
  if (expected === cited) return true;
  const rules = ruleSet(version);
  const index = RELEASES.indexOf(rules.version as Release);
  const shared = (Object.keys(CITATIONS) as CitationKey[]).some(
    (key) => new Citations(index).maybe(key) === cited && (CITATIONS[key] as readonly (readonly [Release, string | null, string?])[]).some(([, id]) => id === expected),
  );
  // The tables rule areas keep beside their rules (double-faced-cards.ts…): the entry in force, and any entry.
  const inForce = (history: readonly CitationEntry[]) => [...history].reverse().find(([from]) => RELEASES.indexOf(from) <= index)?.[1];
  return shared || areaTables.some((table) => Object.values(table).some((history) => inForce(history) === cited && history.some(([, id]) => id === expected)));
}
