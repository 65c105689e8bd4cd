// What the engine does differently from one release to another, as a dated timeline: each switch names the release
// from which it holds (until the behaviour's next switch), the rule of that release that makes it so, in that
// release's numbering, and a short quote of that rule's text. The first entry of each behaviour states the rules
// the engine starts from. A test (test/engine/ruleset.test.ts) proves that every quote appears in its rule's text
// in that release. The RuleSet of any release is derived from this timeline (ruleset.ts); the rule ids the engine
// cites are in the citation tables of the modules that cite them (citations.ts).
import type { Release } from "./citations.ts";

/** The layer system of a release (layers.ts gives the stages each one orders). */
export type LayerStructure =
  /**
   * 214.5 and the glossary's Power and Toughness (1999): no copy rules and no layers; a characteristic starts from
   * its initial value (printed, or set by a type-changing ability), then counters, then "any continuous effects".
   */
  | "initial-counters-effects"
  /**
   * 418.5e (2001-07-23 to 2003-05-26): no layers; copy effects, then type-changing effects, then counters, then
   * "all other continuous effects" in timestamp order (characteristic-setting abilities among them).
   */
  | "copy-type-counters-other"
  /**
   * 418.5a (2003-07-01): no layers either; copy, text-changing, characteristic-setting, type-changing effects,
   * counters, then all other effects (control, colour, abilities, power and toughness) in timestamp order.
   */
  | "copy-text-cda-type-counters-other"
  /**
   * 418.5a (2003-10-01 to 2005-08-01): six layers, layer 6 without sublayers: characteristic-setting abilities
   * first, then counters, then every other power- or toughness-changing effect (switching included) in timestamp order.
   */
  | "six-layers-without-sublayers"
  /** 418.5a (2005-10-01 to 2009-05-01): six layers; layer 6 in sublayers 6a–6e, static modifications (6d) after counters (6c). */
  | "six-layers"
  /** 612.1 / 613.1 (from M10): seven layers; layer 7 in sublayers 7a–7e, counters in their own sublayer (7d). */
  | "seven-layers"
  /** 613.4 (from 2020-04-17): counters apply with the other modifications in 7c; switching becomes 7d. */
  | "seven-layers-counters-in-7c";

export interface Behaviours {
  layers: LayerStructure;
  /** The rules have the Two-Headed Giant variant (606 from 2005-08-01); before, they "assume a game between two players" (100.1). */
  twoHeadedGiant: boolean;
  /**
   * A copy remembers an "as enters" choice for abilities it copies later ("object", 503.8), or only the linked
   * ability can refer to it (706.7a); null where the rules have no copy rules (before 2001-07-23).
   */
  choiceMemory: "object" | "linked-ability" | null;
  /** Mana pools empty at the end of each phase only, or of each step and phase. */
  manaEmpties: "phase" | "step";
  /**
   * A type-changing effect that also changes other characteristics: applied whole with the type changes (214.5
   * "changes the initial values", 418.5b "all are applied only in layer four"), or each part in its own layer.
   */
  typeChangingEffects: "whole" | "parts";
  /** A face-down permanent's mana cost: {0} (504.2, 502.26b until 2006-10-01) or none; null where the rules have no face-down permanents (before 2001-07-23). */
  faceDownManaCost: "{0}" | "none" | null;
  /** Unused mana lost causes life loss. */
  manaBurn: boolean;
  /**
   * A life total an effect sets to a number is life gained or lost, the difference (215.5 from 2007-05-01: "the
   * player gains or loses the necessary amount of life"); null where the rules do not say so (before 2007-05-01).
   */
  lifeSetGainsOrLoses: boolean | null;
  /** Combat damage is put on the stack as one object and dealt when it resolves. */
  combatDamageOnStack: boolean;
  /** A blocked creature assigns its damage in the damage assignment order, lethal damage to each before the next. */
  damageAssignmentOrder: boolean;
  /** The names of the zones: "in play" and "removed from the game", or "the battlefield" and "exile". */
  zoneNames: "in-play" | "battlefield";
  // The Two-Headed Giant behaviours are null where the rules have no such variant (twoHeadedGiant false).
  /** Two-Headed Giant: starting life per player (the team's total is this times the team's size). */
  thgLifePerPlayer: number | null;
  /** Two-Headed Giant: the life total an effect sees for one player. */
  thgIndividualLife: "half-rounded-up" | "team" | null;
  /** Two-Headed Giant: "each player's life total becomes N". */
  thgEachPlayersLife: "sum" | "one-member" | null;
  /**
   * Two-Headed Giant: a single player's life total becomes N: the team's life total becomes N ("team-becomes",
   * 606.9c in 2005-08-01), or the player's individual life total does and the team's is adjusted by the difference.
   */
  thgSinglePlayersLife: "team-becomes" | "difference" | null;
  /** Two-Headed Giant: poison counters, each player's own (lost at ten) or the team's (fifteen, five more per extra player). */
  thgPoison: "individual" | "shared" | null;
  /** Rolling the planar die is a special action (Planar Magic). */
  planarDie: boolean;
  /**
   * Outside the stack, what a question about a split card's characteristic gets: "an answer that consists of a
   * combination of the split card's two halves" (1, and 4: five Minions; "yes" if either half matches, 505.5–505.6
   * of 2001), two answers, one per half (505.5 of 2006), or one answer, the card's characteristics being its two
   * halves' combined (708.4 of 2017: one mana cost, {3}{R}{G} for Assault/Battery; values.ts `combinedSplitValues`).
   * The engine answers the first two alike. Null where the rules have no split cards (before 2001-07-23).
   */
  splitCharacteristics: "combination" | "two-answers" | "combined" | null;
  /** Fuse: both halves of a split card cast from the hand as one fused split spell. Null where there are no split cards. */
  fuse: boolean | null;
  /** What is outside the game: the cards in no zone and those in the removed-from-the-game zone, or only the former. */
  outsideTheGame: "no-zone-or-removed" | "no-zone" | null;
  /**
   * The legend rule: all legendary permanents with the same name but the earliest go ("earliest-stays"), all of them
   * go ("all"), or each player keeps the one he or she chooses among his or her own ("controller-chooses").
   */
  legendRule: "earliest-stays" | "all" | "controller-chooses";
}

export type Behaviour = keyof Behaviours;

export interface Switch<B extends Behaviour = Behaviour> {
  behaviour: B;
  since: Release;
  value: Behaviours[B];
  /**
   * The rule of release `since` that says so, in that release's numbering; "Glossary: <term>" for an entry of that
   * release's glossary, where the numbered rules do not say it (the 1999 order of counters and effects).
   */
  rule: string;
  /** A short passage of that rule, as printed (typography aside). */
  quote: string;
}

type AnySwitch = { [B in Behaviour]: Switch<B> }[Behaviour];

export const TIMELINE: readonly AnySwitch[] = [
  // 1999: 214.5 "Using a type-changing ability changes the initial values of characteristics … not the current values".
  { behaviour: "layers", since: "1999-04-23", value: "initial-counters-effects", rule: "Glossary: Toughness", quote: "A creature's current toughness is the initial value (the printed number), modified by any counters that adjust toughness and then by any continuous effects." },
  { behaviour: "layers", since: "2001-07-23", value: "copy-type-counters-other", rule: "418.5e", quote: "then applying continuous effects generated by type-changing abilities, then applying any power or toughness changes due to counters, and then applying all other continuous effects" },
  { behaviour: "layers", since: "2003-07-01", value: "copy-text-cda-type-counters-other", rule: "418.5a", quote: "then applying text-changing effects, then applying continuous effects generated by characteristic-setting abilities, then applying continuous effects generated by type-changing abilities" },
  { behaviour: "layers", since: "2003-10-01", value: "six-layers-without-sublayers", rule: "418.5a", quote: "(6) power- or toughness-changing effects. Inside each layer, apply effects from characteristic-setting abilities first, then effects from all other abilities. For power- or toughness-changing effects, apply changes from counters after changes from characteristic-setting abilities." },
  { behaviour: "layers", since: "2005-10-01", value: "six-layers", rule: "418.5a", quote: "(6c) changes from counters; (6d) effects from static abilities that modify power and/or toughness" },
  { behaviour: "layers", since: "2009-07-08", value: "seven-layers", rule: "612.3d", quote: "Layer 7d: Power and/or toughness changes from counters are applied." },
  { behaviour: "layers", since: "2020-04-17", value: "seven-layers-counters-in-7c", rule: "613.4c", quote: "Layer 7c: Effects and counters that modify power and/or toughness" },

  { behaviour: "choiceMemory", since: "2001-07-23", value: "object", rule: "503.8", quote: 'the copy will "remember" that choice and continue to use it for its abilities if appropriate' },
  // 2008-07-15 (Eventide): "(This is a change from previous rules.)"; M10 renumbers it 706.7a.
  { behaviour: "choiceMemory", since: "2008-07-15", value: "linked-ability", rule: "503.8a", quote: 'An object doesn\'t "remember" that choice and use it for other abilities it may copy later.' },

  { behaviour: "typeChangingEffects", since: "1999-04-23", value: "whole", rule: "214.5", quote: "Using a type-changing ability changes the initial values of characteristics stated in the ability's text, not the current values." },
  { behaviour: "typeChangingEffects", since: "2005-10-01", value: "parts", rule: "418.5b", quote: "If an effect should be applied in different layers, the parts of the effect each apply in their appropriate layers." },

  { behaviour: "faceDownManaCost", since: "2001-07-23", value: "{0}", rule: "504.2", quote: "no name, creature type, expansion symbol, or abilities, and a mana cost of 0" },
  { behaviour: "faceDownManaCost", since: "2006-10-01", value: "none", rule: "502.26b", quote: "It becomes a 2/2 face-down creature card, with no text, no name, no subtypes, no expansion symbol, and no mana cost." },

  { behaviour: "manaEmpties", since: "1999-04-23", value: "phase", rule: "300.4", quote: "When a phase ends (but not a step), any unused mana left in a player's mana pool is lost." },
  { behaviour: "manaEmpties", since: "2009-07-08", value: "step", rule: "500.4", quote: "When a step or phase ends, any unused mana left in a player's mana pool is lost." },

  { behaviour: "manaBurn", since: "1999-04-23", value: true, rule: "300.4", quote: "That player loses 1 life for each one mana lost this way. This is called mana burn." },
  { behaviour: "manaBurn", since: "2009-07-08", value: false, rule: "500.4", quote: "any unused mana left in a player's mana pool is lost. This turn-based action doesn't use the stack." },

  { behaviour: "lifeSetGainsOrLoses", since: "2007-05-01", value: true, rule: "215.5", quote: "If an effect sets a player's life total to a specific number, the player gains or loses the necessary amount of life to end up with the new total." },

  { behaviour: "combatDamageOnStack", since: "1999-04-23", value: true, rule: "310.2", quote: "All announcements of combat damage go on the stack as a single entry." },
  { behaviour: "combatDamageOnStack", since: "2009-07-08", value: false, rule: "510.2", quote: "No player has the chance to cast spells or activate abilities between the time combat damage is assigned and the time it's dealt." },

  { behaviour: "damageAssignmentOrder", since: "1999-04-23", value: false, rule: "310.1c", quote: "A blocked creature will deal combat damage, divided as its controller chooses, to the creatures blocking it." },
  { behaviour: "damageAssignmentOrder", since: "2009-07-08", value: true, rule: "510.1c", quote: "it assigns its combat damage to those creatures according to the damage assignment order announced for it" },
  // 2024-11-08 (Foundations) removes the damage assignment order (509.2, 509.3, 509.6 removed; 510.1c and 510.1d rewritten).
  { behaviour: "damageAssignmentOrder", since: "2024-11-08", value: false, rule: "510.1c", quote: "If two or more creatures are blocking it, it assigns its combat damage to those creatures divided as its controller chooses among them." },

  { behaviour: "zoneNames", since: "1999-04-23", value: "in-play", rule: "217.1", quote: "There are six basic zones: library, hand, graveyard, in play, stack, and removed from the game." },
  { behaviour: "zoneNames", since: "2009-07-08", value: "battlefield", rule: "400.1", quote: "There are normally six zones: library, hand, battlefield, graveyard, stack, and exile." },

  { behaviour: "twoHeadedGiant", since: "1999-04-23", value: false, rule: "100.1", quote: "These Magic rules assume a game between two players." },
  { behaviour: "twoHeadedGiant", since: "2005-08-01", value: true, rule: "606.1", quote: "Two-Headed Giant games are played with two teams of two players each." },

  { behaviour: "thgLifePerPlayer", since: "2005-08-01", value: 20, rule: "606.4a", quote: "Each team has a shared life total, which starts at 40 life." },
  { behaviour: "thgLifePerPlayer", since: "2007-05-01", value: 15, rule: "606.4a", quote: "Each team has a shared life total, which starts at 30 life." },

  { behaviour: "thgIndividualLife", since: "2005-08-01", value: "half-rounded-up", rule: "606.9a", quote: "that effect uses the team's life total divided by two, rounded up, instead" },
  { behaviour: "thgIndividualLife", since: "2010-04-23", value: "team", rule: "806.10a", quote: "that cost or effect uses the team's life total instead" },

  { behaviour: "thgEachPlayersLife", since: "2005-08-01", value: "sum", rule: "606.9b", quote: "If an effect would set the life total of each player on a team to a number, the result is the sum of all the numbers." },
  { behaviour: "thgEachPlayersLife", since: "2010-04-23", value: "one-member", rule: "806.10d", quote: "that team chooses one of its members. On that team, only that player is affected." },

  { behaviour: "thgSinglePlayersLife", since: "2005-08-01", value: "team-becomes", rule: "606.9c", quote: "If an effect would set a single player's life total to a number, that player's team's life total becomes that number." },
  { behaviour: "thgSinglePlayersLife", since: "2005-10-01", value: "difference", rule: "606.9c", quote: "The team's life total is adjusted by the amount that player's life total was adjusted." },

  { behaviour: "thgPoison", since: "2005-08-01", value: "individual", rule: "606.5", quote: "With the exception of life total, a team's resources (cards in hand, mana, and so on) are not shared" },
  { behaviour: "thgPoison", since: "2011-04-01", value: "shared", rule: "810.10", quote: "The poison counters are shared by the team." },

  { behaviour: "planarDie", since: "1999-04-23", value: false, rule: "408.2", quote: "Actions That Don't Use the Stack" },
  { behaviour: "planarDie", since: "2009-09-04", value: true, rule: "114.2f", quote: "In a Planar Magic game, rolling the planar die is a special action." },

  // The rules before 8th Edition (2003-07-01) do not say what "outside the game" is: null before then.
  { behaviour: "outsideTheGame", since: "2003-07-01", value: "no-zone-or-removed", rule: "217.1e", quote: "An object is outside the game if it's in the removed-from-the-game zone, or if it isn't in any of the game's zones." },
  { behaviour: "outsideTheGame", since: "2009-07-08", value: "no-zone", rule: "400.9", quote: "An object is outside the game if it isn't in any of the game's zones." },
  { behaviour: "legendRule", since: "1999-04-23", value: "earliest-stays", rule: "420.5e", quote: "all except the one with the earliest timestamp are put into in their owners' graveyards" },
  { behaviour: "legendRule", since: "2004-10-01", value: "all", rule: "420.5e", quote: "all are put into their owners' graveyards" },
  { behaviour: "legendRule", since: "2013-07-13", value: "controller-chooses", rule: "704.5k", quote: "that player chooses one of them, and the rest are put into their owners' graveyards" },

  { behaviour: "splitCharacteristics", since: "2001-07-23", value: "combination", rule: "505.5", quote: "get an answer that consists of a combination of the split card's two halves" },
  { behaviour: "splitCharacteristics", since: "2006-05-01", value: "two-answers", rule: "505.5", quote: "get two answers (one for each of the split card's two halves)" },
  { behaviour: "splitCharacteristics", since: "2017-04-28", value: "combined", rule: "708.4", quote: "In every zone except the stack, the characteristics of a split card are those of its two halves combined." },
  { behaviour: "fuse", since: "2001-07-23", value: false, rule: "505.2", quote: "As long as a split card is on the stack, only the characteristics of the half being played exist." },
  { behaviour: "fuse", since: "2013-05-01", value: true, rule: "702.100a", quote: "If a player casts a split card with fuse from his or her hand, the player may choose to cast both halves of that split card." },
];

/** The values each behaviour takes in the timeline: what a scenario's `when:` may ask for. */
export const BEHAVIOUR_VALUES: Record<Behaviour, readonly unknown[]> = TIMELINE.reduce(
  (values, s) => ({ ...values, [s.behaviour]: [...new Set([...(values[s.behaviour] ?? []), s.value])] }),
  {} as Record<Behaviour, readonly unknown[]>,
);

/** A condition on behaviours ({ manaBurn: true }): a check that holds only under the rules where they are so. */
export type BehaviourCondition = Partial<Behaviours>;

export function isBehaviourCondition(value: unknown): value is BehaviourCondition {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([name, v]) => name in BEHAVIOUR_VALUES && BEHAVIOUR_VALUES[name as Behaviour].includes(v));
}

export function holds(condition: BehaviourCondition, behaviours: Behaviours): boolean {
  return Object.entries(condition).every(([name, v]) => behaviours[name as Behaviour] === v);
}
