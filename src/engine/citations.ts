// Every rule id the engine cites, in each release's own numbering: one history per citation, each entry naming the
// release from which the id holds (until the next entry). `null`: these rules have no such rule.
//
// The histories follow each rule from release to release through the archive's alignment (src/diff): a test
// (test/engine/ruleset.test.ts) proves that every id exists in the text of each release it is cited for, and that
// each change of id from one release to the next is the alignment's renumbering of the same rule, unless the entry
// gives the reason it cites another rule (the third element).
// Behaviour switches are not here: see timeline.ts.

import { NUMBERED_RELEASES } from "../releases.ts";

/**
 * A citation of a glossary entry rather than a numbered rule: "Glossary: " and the term as the release prints it, as
 * the timeline's rules write it (before M10 indestructible is defined only in the glossary).
 */
export const GLOSSARY_CITATION = "Glossary: ";

/** The numbered releases (sources/cr/releases.json), oldest first: the versions a RuleSet can be derived for. */
export const RELEASES = NUMBERED_RELEASES;

/** A release's date, "2011-02-04": the name of the rules version in force. */
export type Release = string;

/** [release from which it holds, rule id or null, reason when it is another rule rather than a renumbering]. */
export type CitationEntry = readonly [Release, string | null, string?];

/** Where the engine cites a rule that replaced the previous release's, rather than the same rule renumbered. */
const NEW_RULE = "the rule the engine cites is a new rule of this release, not the previous one renumbered";

/**
 * M10 (2009-07-08) rewrote these rules rather than renumbering them: 418.5a became the layer rules 612.1–612.7, each
 * layer and sublayer a rule of its own; combat's 308–310 became 508–510 in other subrules. The rule cited from M10
 * on is the one saying the same thing, which the alignment pairs with another part of the old text.
 */
const M10 = "M10 rewrote the rule: the rule cited is the new one saying the same thing";

/** 2001-07-23 to 2003-05-26: 418.5e gives the order of continuous effects; 214.5 gives only the initial values. */
const ORDER_RULE = "418.5e orders the continuous effects (214.5 gives only the initial values they start from)";

/** 8th Edition (2003-07-01) rewrote chapters 2–4: the rule cited from then on is the one saying the same thing. */
const EIGHTH = "the 8th Edition rules (2003-07-01) rewrote the rule: the rule cited is the one saying the same thing";

/** 2010-10-01 (706.8): "Copy effects may include modifications or exceptions to the copying process", its M10 text becoming 706.8a. */
const EXCEPTIONS_RULE = "the copy exceptions got a rule of their own (706.8), the M10 text of 706.8 becoming 706.8a";

/** Copying a spell (503.10): a copy of a permanent spell becomes a token (503.10a from 2003-03-15), new targets (503.10b from 2007-02-01). */
const COPY_SPELL_SUBRULES = "the copy-a-spell rule got the subrule the engine cites, which 503.10 said before";

/** 2018-04-27 (810.7): "The Two-Headed Giant variant uses the combat rules for the shared team turns option (see rule 805.10)." */
const THG_SHARED_TEAM_TURNS = "Two-Headed Giant combat became the shared team turns option's (805.10)";

export const CITATIONS = {
  cdaFirst: [["1999-04-23", "214.5"], ["2003-07-01", "418.5a"], ["2009-07-08", "612.2", M10], ["2009-10-05", "613.2"], ["2020-04-17", "613.3"]],
  timestamp: [["1999-04-23", "214.5"], ["2001-07-23", "418.5c", "418.5c: effects are applied in timestamp order"], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.6", M10], ["2009-10-05", "613.6"], ["2020-04-17", "613.7"]],
  dependency: [["1999-04-23", "418.5b"], ["2003-07-01", "418.5c"], ["2009-07-08", "612.7a"], ["2009-10-05", "613.7a"], ["2020-04-17", "613.8a"]],
  dependencyLoop: [["1999-04-23", "418.5c"], ["2003-07-01", "418.5d", EIGHTH], ["2009-07-08", "612.7b"], ["2009-10-05", "613.7b"], ["2020-04-17", "613.8b"]],
  sameSet: [["2003-12-01", "418.5b"], ["2009-07-08", "612.5"], ["2009-10-05", "613.5"], ["2020-04-17", "613.6"]],
  // The 1999 rules have no copy effects (the copy rules, 503, and 418.5e's "then applying copy effects" begin 2001-07-23).
  layerCopy: [["1999-04-23", null], ["2001-07-23", "418.5e", NEW_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1a", M10], ["2009-10-05", "613.1a"]],
  layerControl: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1b", M10], ["2009-10-05", "613.1b"]],
  layerText: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1c", M10], ["2009-10-05", "613.1c"]],
  layerType: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1d", M10], ["2009-10-05", "613.1d"]],
  layerColor: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1e", M10], ["2009-10-05", "613.1e"]],
  layerAbility: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1f", M10], ["2009-10-05", "613.1f"]],
  layerPtCda: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3a", M10], ["2009-10-05", "613.3a"], ["2020-04-17", "613.4a"]],
  layerPtSet: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3b", M10], ["2009-10-05", "613.3b"], ["2020-04-17", "613.4b"]],
  layerPtModify: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3c", M10], ["2009-10-05", "613.3c"], ["2020-04-17", "613.4c"]],
  layerPtCounters: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3d", M10], ["2009-10-05", "613.3d"], ["2020-04-17", null]],
  layerPtSwitch: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3e", M10], ["2009-10-05", "613.3e"], ["2020-04-17", "613.4d"]],
  copiableValues: [["2001-07-23", "503.2"], ["2009-07-08", "706.2"], ["2021-07-23", "707.2"]],
  copyStatus: [["2001-07-23", "503.3"], ["2009-07-08", "706.3"], ["2021-07-23", "707.3"]],
  copyExceptions: [["2001-07-23", "503.9"], ["2009-07-08", "706.8"], ["2010-10-01", "706.8", EXCEPTIONS_RULE], ["2011-09-30", "706.9"], ["2021-07-23", "707.9"]],
  copyCdaNotCopied: [["2001-07-23", "503.9"], ["2009-07-08", "706.8"], ["2010-10-01", "706.8b", "the M10 text of 706.8 split in two: the copy effects that don't copy certain characteristics are 706.8b"], ["2011-02-04", "706.8d", NEW_RULE], ["2011-09-30", "706.9d"], ["2021-07-23", "707.9d"]],
  copyEnters: [["2001-07-23", "503.5"], ["2009-07-08", "706.5"], ["2021-07-23", "707.5"]],
  copyChoices: [["2001-07-23", "503.6"], ["2009-07-08", "706.6"], ["2021-07-23", "707.6"]],
  undefinedChoice: [["2001-07-23", "503.7"], ["2009-07-08", "706.7a", M10], ["2020-04-17", "607.5a"]],
  copySpell: [["2001-07-23", "503.10"], ["2009-07-08", "706.9"], ["2011-09-30", "706.10"], ["2021-07-23", "707.10"]],
  copySpellToken: [["2001-07-23", "503.10"], ["2003-03-15", "503.10a", COPY_SPELL_SUBRULES], ["2009-07-08", "706.9a"], ["2011-09-30", "706.10a"], ["2021-07-23", "707.10a"]],
  copySpellSpecifiedTarget: [["2018-10-05", "706.10e"], ["2021-07-23", "707.10e"]],
  copySpellNewTargets: [["2001-07-23", "503.10"], ["2007-02-01", "503.10b", COPY_SPELL_SUBRULES], ["2007-10-01", "503.10c"], ["2009-07-08", "706.9c"], ["2011-09-30", "706.10c"], ["2021-07-23", "707.10c"]],
  castCopy: [["2003-10-01", "503.12"], ["2009-07-08", "706.11"], ["2011-09-30", "706.12"], ["2021-07-23", "707.12"]],
  faceDown: [["2001-07-23", "504.2"], ["2009-07-08", "707.2"], ["2021-07-23", "708.2"]],
  faceDownTurnUp: [["2001-07-23", "504.4"], ["2003-03-15", "504.5"], ["2009-07-08", "707.8"], ["2021-07-23", "708.8"]],
  flip: [["2004-10-01", "508.2"], ["2009-07-08", "709.2"], ["2021-07-23", "710.2"]],
  fullText: [["2003-07-01", "418.6"], ["2009-07-08", "611.5", M10], ["2009-10-05", "612.5"], ["2022-10-07", "612.6"]],
  morph: [["2003-03-15", "502.26d"], ["2009-07-08", "702.34d"], ["2011-06-17", "702.35d"], ["2013-07-13", "702.36d"], ["2015-03-27", "702.36e"], ["2021-04-22", "702.37e"]],
  morphCast: [["2003-03-15", "502.26c"], ["2009-07-08", "702.34c"], ["2011-06-17", "702.35c"], ["2013-07-13", "702.36c"], ["2015-03-27", "702.36d"], ["2021-04-22", "702.37d"]],
  saDefinition: [["2003-07-01", "408.1i"], ["2009-07-08", "114.1", M10], ["2010-07-16", "115.1"], ["2019-07-12", "116.1"]],
  playLand: [["1999-04-23", "408.2d"], ["2009-07-08", "114.2a"], ["2010-07-16", "115.2a"], ["2019-07-12", "116.2a"]],
  landsPerTurn: [["1999-04-23", "214.9b"], ["2003-07-01", "212.6b"], ["2007-10-01", "212.6c", "Lorwyn split 212.6: the one land a turn is 212.6c"], ["2009-07-08", "305.2"]],
  turnFaceUp: [["2001-07-23", "408.2h"], ["2009-07-08", "114.2b"], ["2010-07-16", "115.2b"], ["2019-07-12", "116.2b"]],
  endEffect: [["2003-07-01", "408.2i"], ["2009-07-08", "114.2c"], ["2010-07-16", "115.2c"], ["2019-07-12", "116.2c"]],
  ignoreEffect: [["2003-07-01", "408.2j"], ["2009-07-08", "114.2d"], ["2010-07-16", "115.2d"], ["2019-07-12", "116.2d"]],
  suspend: [["2006-10-01", "408.2k"], ["2009-07-08", "114.2e"], ["2010-07-16", "115.2e"], ["2017-04-28", "115.2f"], ["2019-07-12", "116.2f"]],
  suspendTiming: [["2006-10-01", "502.59a"], ["2009-07-08", "114.2e", M10], ["2010-07-16", "115.2e"], ["2017-04-28", "115.2f"], ["2019-07-12", "116.2f"]],
  suspendKeyword: [["2006-10-01", "502.59a"], ["2009-07-08", "702.59a"], ["2011-06-17", "702.60a"], ["2013-07-13", "702.61a"], ["2021-04-22", "702.62a"]],
  planarDie: [["2009-09-04", "114.2f"], ["2010-07-16", "115.2f"], ["2017-04-28", "115.2g"], ["2019-07-12", "116.2g"], ["2020-06-01", "116.2h"], ["2021-02-05", "116.2i"]],
  planarDieVariant: [["2009-09-04", "901.8"], ["2012-06-01", "901.9"]],
  castArtifact: [["2003-07-01", "212.2a"], ["2009-07-08", "301.1"]],
  castCreature: [["2003-07-01", "212.3a"], ["2009-07-08", "302.1"]],
  castEnchantment: [["2003-07-01", "212.4a"], ["2009-07-08", "303.1"]],
  castInstant: [["2003-07-01", "212.5a"], ["2009-07-08", "304.1"]],
  castPlaneswalker: [["2007-10-01", "212.9a"], ["2009-07-08", "306.1"]],
  castSorcery: [["2003-07-01", "212.7a"], ["2009-07-08", "307.1"]],
  targetsAnnounced: [["1999-04-23", "409.1c"], ["2003-07-01", "409.1c", EIGHTH], ["2009-05-01", "409.1d"], ["2009-07-08", "601.2c"]],
  modeAndXAnnounced: [["1999-04-23", "409.1b"], ["2009-07-08", "601.2b"]],
  noNegativeNumbers: [["2003-07-01", "104.2"], ["2007-05-01", "104.1b"], ["2009-07-08", "107.1b"]],
  gameEnds: [["1999-04-23", "102.3"], ["2005-08-01", "102.1"], ["2009-07-08", "104.1"]],
  /**
   * Indestructible: can't be destroyed, ignores lethal damage (700.4; the keyword 702.12b from M14). From Darksteel
   * (2004-02-01) to M10 only the glossary defines it: "If a permanent is indestructible, rules and effects can't destroy
   * it. Such permanents are not destroyed by lethal damage, and they ignore the lethal-damage state-based effect".
   */
  indestructible: [["1999-04-23", null], ["2004-02-01", "Glossary: Indestructible", "only the glossary defines indestructible"], ["2009-07-08", "700.4", NEW_RULE], ["2013-07-13", "702.12b", NEW_RULE]],
  /** Regeneration, a shield (419.6b "Regenerate [permanent]" until 2007-02-01; then its own rule 501.5a; 701.11a from M10). */
  regenerate: [["1999-04-23", "419.6b"], ["2007-05-01", "501.5a", NEW_RULE], ["2009-07-08", "701.11a"], ["2011-09-30", "701.12a"], ["2016-09-30", "701.13a"], ["2018-04-27", "701.14a"], ["2020-07-03", "701.15a"], ["2025-06-06", "701.19a"]],
  /** A static ability that regenerates: each time it would be destroyed (501.5b from 2007-05-01; 701.11b from M10). */
  regenerateStatic: [["1999-04-23", null], ["2007-05-01", "501.5b", NEW_RULE], ["2009-07-08", "701.11b"], ["2011-09-30", "701.12b"], ["2016-09-30", "701.13b"], ["2018-04-27", "701.14b"], ["2020-07-03", "701.15b"], ["2025-06-06", "701.19b"]],
  /** "Can't be regenerated": regeneration shields and static regeneration don't apply (701.11c from Planechase, 2009-09-04). */
  cantBeRegenerated: [["1999-04-23", null], ["2009-09-04", "701.11c", NEW_RULE], ["2011-09-30", "701.12c"], ["2016-09-30", "701.13c"], ["2018-04-27", "701.14c"], ["2020-07-03", "701.15c"], ["2025-06-06", "701.19c"]],
  /** Flash (702.8a / 502.57a): in the rules from 2006-10-01 (Time Spiral); none before. */
  flash: [["1999-04-23", null], ["2006-10-01", "502.57a", NEW_RULE], ["2009-07-08", "702.8a"]],
  /** Fear (502.25b from 2003-03-15; 702.33b from M10); not modelled before 2003-03-15. */
  fear: [["1999-04-23", null], ["2003-03-15", "502.25b", NEW_RULE], ["2009-07-08", "702.33b"], ["2011-06-17", "702.34b"], ["2013-07-13", "702.35b"], ["2021-04-22", "702.36b"]],
  /** Intimidate (702.11b), a keyword from M10; none before. */
  intimidate: [["1999-04-23", null], ["2009-07-08", "702.11b", NEW_RULE], ["2011-06-17", "702.12b"], ["2013-07-13", "702.13b"]],
  /** Shroud (702.16a / 502.36a): the keyword enters the rules in 2007-05-01 (Future Sight); none before. */
  shroud: [["1999-04-23", null], ["2007-05-01", "502.36a", NEW_RULE], ["2009-07-08", "702.16a"], ["2011-06-17", "702.17a"], ["2013-07-13", "702.18a"]],
  /** Hexproof (702.11b), a keyword from 2011-06-17 (Magic 2012); none before. */
  hexproof: [["1999-04-23", null], ["2011-06-17", "702.11b", NEW_RULE]],
  /** Vigilance: attacking doesn't cause the creature to tap (502.14b from 2004-10-01, Champions of Kamigawa; 702.18b from M10); none before. */
  vigilance: [["1999-04-23", null], ["2004-10-01", "502.14b", NEW_RULE], ["2009-07-08", "702.18b"], ["2011-06-17", "702.19b"], ["2013-07-13", "702.20b"]],
  /** Reach: the creature can block creatures with flying (502.70b from 2007-05-01, Future Sight; 702.15b from M10); none before. */
  reach: [["1999-04-23", null], ["2007-05-01", "502.70b", NEW_RULE], ["2009-07-08", "702.15b"], ["2011-06-17", "702.16b"], ["2013-07-13", "702.17b"]],
  /** Protection from a quality (502.7a; 702.14a from M10). */
  protection: [["1999-04-23", "502.7a"], ["2009-07-08", "702.14a"], ["2011-06-17", "702.15a"], ["2013-07-13", "702.16a"]],
  /** Fading N: enters with N fade counters (502.20a from 2001-07-23; 702.29a from M10); none in the 1999 rules. */
  fading: [["1999-04-23", null], ["2001-07-23", "502.20a", NEW_RULE], ["2009-07-08", "702.29a"], ["2011-06-17", "702.30a"], ["2013-07-13", "702.31a"], ["2021-04-22", "702.32a"]],
  /** Countering a spell: to its owner's graveyard (414.1; 701.5a from M10; 701.6a from 2025-06-06). */
  counter: [["1999-04-23", "414.1"], ["2009-07-08", "701.5a", M10], ["2025-06-06", "701.6a"]],
  /** Unattaching an Equipment (501.2d from 2007-05-01; 701.3d from M10); not modelled before. */
  unattach: [["1999-04-23", null], ["2007-05-01", "501.2d", NEW_RULE], ["2009-07-08", "701.3d"]],
  /** The "can't" effect wins (103.2; 101.2 from M10); the 1999-04-23 text has no such rule. */
  cantWins: [["1999-04-23", null], ["1999-11-01", "103.2", NEW_RULE], ["2009-07-08", "101.2"]],
  /**
   * The win of a player whose opponents have all left the game "overrides all effects that would prevent that player
   * from winning the game" (104.2a from 2010-02-01, Worldwake; "preclude" in later releases); before, 102.2a / 104.2a say no such thing.
   */
  lastPlayerWinsOverCantWin: [["1999-04-23", null], ["2010-02-01", "104.2a", "104.2a gained the sentence 'This happens immediately and overrides all effects that would prevent that player from winning the game'"]],
  /**
   * In every multiplayer game, an effect that says a player wins makes all of that player's opponents lose instead
   * (104.3h from 2010-02-01, Worldwake, to 2017-01-20). Before (102.3g, then 104.3h from M10) and from 2017-04-28
   * (104.3h) the rule holds only under the limited range of influence option, which the engine doesn't model.
   */
  opponentsLoseInstead: [["1999-04-23", null], ["2010-02-01", "104.3h", "104.3h came to hold in every multiplayer game, not only under the limited range of influence option"], ["2017-04-28", null]],
  /** The legend rule (420.5e; 704.5k from M10; 704.5j from 2017-09-29). */
  legendRule: [["1999-04-23", "420.5e"], ["2009-07-08", "704.5k"], ["2017-09-29", "704.5j"]],
  /**
   * Removing an object's card type removes the subtypes correlated with it (212.1b from 2007-05-01, Future Sight;
   * 204.1a from M10; 205.1a from 2011-09-30); before, the type rules say nothing of subtypes: they stay.
   */
  correlatedSubtypes: [["1999-04-23", null], ["2007-05-01", "212.1b", "212.1b gained the sentence 'If an object's type is removed, the subtypes correlated with that type … are also removed'"], ["2009-07-08", "204.1a"], ["2011-09-30", "205.1a"]],
  /** The world rule (420.5i from 2001-07-23; 704.5m from M10; 704.5k from 2017-09-29); not modelled before 2001-07-23. */
  worldRule: [["1999-04-23", null], ["2001-07-23", "420.5i", NEW_RULE], ["2009-07-08", "704.5m"], ["2017-09-29", "704.5k"]],
  // Until 2003-03-15 the prohibition is a sentence of 409.1: "Players can't begin to play a spell or ability that's prohibited from being played".
  prohibitedActivation: [["1999-04-23", "409.1"], ["2003-03-15", "409.4", "the prohibition got a rule of its own (409.4), out of 409.1"], ["2003-05-26", "410.4"], ["2003-07-01", "409.4"], ["2009-07-08", "602.5"]],
  manaEmpties: [["1999-04-23", "300.4"], ["2003-07-01", "300.3"], ["2009-07-08", "500.4"], ["2025-11-14", "500.5"]],
  manaBurn: [["1999-04-23", "300.4"], ["2003-07-01", "300.3"], ["2009-07-08", "500.4"], ["2025-11-14", "500.5"]],
  damageOnStack: [["1999-04-23", "310.2"], ["2003-07-01", "310.1"], ["2009-07-08", null]],
  firstStrike: [["1999-04-23", "502.2b"], ["2009-07-08", "702.7b"]],
  doubleStrike: [["2003-03-15", "502.28b"], ["2009-07-08", "702.4b"]],
  secondDamageStep: [["2003-07-01", "310.5"], ["2009-07-08", "510.5"], ["2016-09-30", "510.4"]],
  cantAttack: [["2003-07-01", "308.2a"], ["2009-07-08", "508.1c", M10]],
  cantBlock: [["2003-07-01", "309.2a"], ["2009-07-08", "509.1b", M10]],
  declareAttackers: [["2003-07-01", "308.1"], ["2009-07-08", "508.1", M10]],
  declareBlockers: [["2003-07-01", "309.1"], ["2009-07-08", "509.1", M10]],
  combatDamage: [["1999-04-23", "310.2"], ["2003-07-01", "310.1"], ["2009-07-08", "510.1", M10]],
  summoningSickness: [["2002-02-20", "214.7c"], ["2003-07-01", "212.3d"], ["2007-05-01", "212.3f"], ["2009-07-08", "302.6"]],
  defender: [["2004-10-01", "502.41b"], ["2009-07-08", "702.3b"]],
  flying: [["1999-04-23", "502.4b"], ["2009-07-08", "702.9b"]],
  haste: [["1999-04-23", "502.5b"], ["2009-07-08", "702.10b", M10]],
  trample: [["1999-04-23", "502.9b"], ["2009-07-08", "702.17b"], ["2011-06-17", "702.18b"], ["2013-07-13", "702.19b"]],
  landwalk: [["1999-04-23", "502.6b"], ["2009-07-08", "702.12b"], ["2010-02-01", "702.12c"], ["2011-06-17", "702.13c"], ["2013-07-13", "702.14c"]],
  thgLife: [["2005-08-01", "606.4a"], ["2009-07-08", "806.4a"], ["2010-06-18", "810.4"]],
  thgResources: [["2005-08-01", "606.5"], ["2009-07-08", "806.5"], ["2010-06-18", "810.5"]],
  thgPoisonShared: [["2011-04-01", "810.10"]],
  poisonLoss: [["2001-07-23", "420.5h"], ["2009-07-08", "704.5c"]],
  thgPoisonLoss: [["2011-04-01", "810.8d"]],
  thgTeamLife: [["2005-08-01", "606.8a"], ["2009-07-08", "806.8a"], ["2009-10-05", "806.8c"], ["2010-02-01", "806.9c"], ["2010-06-18", "810.8c"]],
  thgAsTeam: [["2005-08-01", "606.8b"], ["2009-07-08", "806.8b"], ["2009-10-05", "806.8a"], ["2010-02-01", "806.9a"], ["2010-06-18", "810.8a"]],
  thgAttack: [["2005-08-01", "606.7b"], ["2009-07-08", "806.7c"], ["2010-02-01", "806.8c"], ["2010-06-18", "810.7c"], ["2018-04-27", "805.10b", THG_SHARED_TEAM_TURNS]],
  thgBlock: [["2005-08-01", "606.7c"], ["2009-07-08", "806.7d"], ["2010-02-01", "806.8d"], ["2010-06-18", "810.7d"], ["2018-04-27", "805.10d", THG_SHARED_TEAM_TURNS]],
  thgDamage: [["2005-08-01", "606.7d"], ["2009-07-08", "806.7f"], ["2010-02-01", "806.8f"], ["2010-06-18", "810.7f"], ["2018-04-27", "805.10g", THG_SHARED_TEAM_TURNS], ["2024-11-08", "805.10f"]],
  coinFlipCall: [["2006-07-15", "511.1"], ["2009-07-08", "705.1"], ["2022-06-10", "705.2"]],
  coinFlipNoCall: [["2006-07-15", "511.2"], ["2009-07-08", "705.2"], ["2022-06-10", "705.2", "705.1 and 705.2 merged into 705.2, the flip without a call first"]],
  lookFaceDown: [["2001-07-23", "504.3"], ["2009-07-08", "707.5"], ["2021-07-23", "708.5"]],
  lookHand: [["1999-04-23", "217.3c"], ["2009-07-08", "402.3"]],
  lookLibrary: [["1999-04-23", "217.2b"], ["2009-07-08", "401.2"]],
  splitCast: [["2001-07-23", "505.2"], ["2009-07-08", "708.2"], ["2010-02-01", "708.2a", "708.2a: casting one half, split from 708.2"], ["2017-04-28", "708.3"], ["2021-07-23", "709.3"]],
  /** Fuse (702.100a from 2013-05-01, Dragon's Maze; 702.101a from Magic 2014); none before. */
  fuse: [["1999-04-23", null], ["2013-05-01", "702.100a", NEW_RULE], ["2013-07-13", "702.101a"], ["2021-04-22", "702.102a"]],
  splitAnswers: [["2001-07-23", "505.5"], ["2009-07-08", "708.5"], ["2017-04-28", null]],
  splitComparison: [["2001-07-23", "505.6"], ["2009-07-08", "708.6a", M10], ["2017-04-28", null]],
  subgameStart: [["2003-07-01", "506.3"], ["2007-07-13", "506.2", "the subgame rules were rewritten: how a subgame starts is 506.2"], ["2009-07-08", "712.2"], ["2010-04-23", "713.2"], ["2011-05-01", "714.2"], ["2011-09-30", "715.2"], ["2016-07-22", "717.2"], ["2016-08-26", "718.2"], ["2018-04-27", "719.2"], ["2019-10-04", "720.2"], ["2021-07-23", "722.2"], ["2022-06-10", "723.2"], ["2022-10-07", "724.2"], ["2022-11-18", "725.2"], ["2023-04-14", "724.2"], ["2024-02-02", "725.2"], ["2024-03-08", "726.2"], ["2025-04-04", "727.2"], ["2025-07-25", "728.2"]],
  subgameOutside: [["2003-07-01", "506.5"], ["2007-07-13", "506.4"], ["2009-07-08", "712.4"], ["2010-04-23", "713.4"], ["2011-05-01", "714.4"], ["2011-09-30", "715.4"], ["2016-07-22", "717.4"], ["2016-08-26", "718.4"], ["2018-04-27", "719.4"], ["2019-10-04", "720.4"], ["2021-07-23", "722.4"], ["2022-06-10", "723.4"], ["2022-10-07", "724.4"], ["2022-11-18", "725.4"], ["2023-04-14", "724.4"], ["2024-02-02", "725.4"], ["2024-03-08", "726.4"], ["2025-04-04", "727.4"], ["2025-07-25", "728.4"]],
  subgameEnd: [["2003-07-01", "506.6"], ["2007-07-13", "506.5"], ["2009-07-08", "712.5"], ["2010-04-23", "713.5"], ["2011-05-01", "714.5"], ["2011-09-30", "715.5"], ["2016-07-22", "717.5"], ["2016-08-26", "718.5"], ["2018-04-27", "719.5"], ["2019-10-04", "720.5"], ["2021-07-23", "722.5"], ["2022-06-10", "723.5"], ["2022-10-07", "724.5"], ["2022-11-18", "725.5"], ["2023-04-14", "724.5"], ["2024-02-02", "725.5"], ["2024-03-08", "726.5"], ["2025-04-04", "727.5"], ["2025-07-25", "728.5"]],
  turnControl: [["2003-10-01", "507.1"], ["2009-07-08", "710.1"], ["2010-04-23", "711.1"], ["2011-09-30", "712.1"], ["2016-07-22", "714.1"], ["2018-04-27", "715.1"], ["2019-10-04", "716.1"], ["2021-07-23", "718.1"], ["2022-10-07", "719.1"], ["2022-11-18", "720.1"], ["2023-04-14", "719.1"], ["2024-02-02", "720.1"], ["2025-04-04", "721.1"], ["2025-07-25", "722.1"]],
  turnControlVisible: [["2003-10-01", "507.2"], ["2009-07-08", "710.3"], ["2010-04-23", "711.3"], ["2010-10-01", "711.4"], ["2011-09-30", "712.4"], ["2016-07-22", "714.4"], ["2018-04-27", "715.4"], ["2019-10-04", "716.4"], ["2021-07-23", "718.4"], ["2022-10-07", "719.4"], ["2022-11-18", "720.4"], ["2023-04-14", "719.4"], ["2024-02-02", "720.4"], ["2025-04-04", "721.4"], ["2025-07-25", "722.4"]],
  turnControlDecisions: [["2003-10-01", "507.3"], ["2009-07-08", "710.4"], ["2010-04-23", "711.4"], ["2010-10-01", "711.5"], ["2011-09-30", "712.5"], ["2016-07-22", "714.5"], ["2018-04-27", "715.5"], ["2019-10-04", "716.5"], ["2021-07-23", "718.5"], ["2022-10-07", "719.5"], ["2022-11-18", "720.5"], ["2023-04-14", "719.5"], ["2024-02-02", "720.5"], ["2025-04-04", "721.5"], ["2025-07-25", "722.5"]],
  turnControlResources: [["2003-10-01", "507.3a"], ["2009-07-08", "710.4a"], ["2010-04-23", "711.4a"], ["2010-10-01", "711.5a"], ["2011-09-30", "712.5a"], ["2016-07-22", "714.5a"], ["2018-04-27", "715.5a"], ["2019-10-04", "716.5a"], ["2021-07-23", "718.5a"], ["2022-10-07", "719.5a"], ["2022-11-18", "720.5a"], ["2023-04-14", "719.5a"], ["2024-02-02", "720.5a"], ["2025-04-04", "721.5a"], ["2025-07-25", "722.5a"]],
  turnControlConcede: [["2003-10-01", "507.3b"], ["2009-07-08", "710.5"], ["2010-04-23", "711.5"], ["2010-10-01", "711.6"], ["2011-09-30", "712.6"], ["2016-07-22", "714.6"], ["2018-04-27", "715.6"], ["2019-10-04", "716.6"], ["2021-07-23", "718.6"], ["2022-10-07", "719.6"], ["2022-11-18", "720.6"], ["2023-04-14", "719.6"], ["2024-02-02", "720.6"], ["2025-04-04", "721.6"], ["2025-07-25", "722.6"]],
  turnControlManaBurn: [["2003-10-01", "507.4"], ["2009-07-08", null]],
  endTurn: [["2004-10-01", "509.1"], ["2009-07-08", "711.1"], ["2010-04-23", "712.1"], ["2011-09-30", "713.1"], ["2016-07-22", "715.1"], ["2018-04-27", "716.1"], ["2019-10-04", "717.1"], ["2021-07-23", "719.1"], ["2022-10-07", "720.1"], ["2022-11-18", "721.1"], ["2023-04-14", "720.1"], ["2024-02-02", "721.1"], ["2025-04-04", "722.1"], ["2025-07-25", "723.1"]],
  status: [["2006-05-01", "510.1"], ["2009-07-08", "110.6"], ["2019-07-12", "110.5"]],
  castPriority: [["1999-04-23", "409.1"], ["2009-07-08", "601.2"]],
  castFromHand: [["1999-04-23", "409.1a"], ["2009-07-08", "601.2a", NEW_RULE]],
  landNotCast: [["1999-04-23", "214.9a"], ["2003-07-01", "212.6a"], ["2009-07-08", "305.1"]],
  modeChoice: [["1999-04-23", "409.1b"], ["2009-07-08", "700.2a", NEW_RULE]],
  // Until 8th Edition one step, 409.1f, determines the total cost and pays it ("pays all costs in any order").
  payManaCost: [["1999-04-23", "409.1f"], ["2003-07-01", "409.1h", EIGHTH], ["2009-07-08", "601.2g"], ["2015-07-17", "601.2h"]],
  payAdditionalCost: [["1999-04-23", "409.1f"], ["2003-07-01", "409.1g", EIGHTH], ["2009-07-08", "601.2f"], ["2015-07-17", "601.2g"]],
  // 2010-07-16: 602.1 keeps what an activated ability is; its sentence on the activation cost became 602.1a.
  activatedAbility: [["1999-04-23", "403.1"], ["2009-07-08", "602.1", NEW_RULE], ["2010-07-16", "602.1", "602.1 still defines activated abilities"]],
  activateController: [["1999-04-23", "403.2"], ["2009-07-08", "602.2", NEW_RULE]],
  activateCost: [["1999-04-23", "409.1"], ["2009-07-08", "602.2b", NEW_RULE]],
  activateAsSorcery: [["1999-04-23", "409.2"], ["2003-07-01", "403.5"], ["2009-07-08", "602.5d"]],
  /** Attaching an Aura, Equipment or Fortification (501.2a from 2007-05-01; 701.3a from M10); not cited before. */
  attach: [["1999-04-23", null], ["2007-05-01", "501.2a", NEW_RULE], ["2009-07-08", "701.3a"]],
  oncePerTurn: [["1999-04-23", "403.3"], ["2008-10-01", "403.4"], ["2009-07-08", "602.5b"]],
  passPriority: [["1999-04-23", "408.1b"], ["2009-07-08", "115.3d", NEW_RULE], ["2010-07-16", "116.3d"], ["2019-07-12", "117.3d"]],
  resolveTop: [["1999-04-23", "413.1"], ["2009-07-08", "115.4", NEW_RULE], ["2010-07-16", "116.4"], ["2019-07-12", "117.4"]],
  // 2003-05-26 prints the prohibition rule (409.4 before and after) as 410.4 and has no rule on a triggered ability's
  // choices: a defect of that release's text, so the engine has no rule to cite there.
  triggerTargets: [["1999-04-23", "410.4"], ["2003-05-26", null, "the release's 410.4 is the prohibition rule: its rule on a triggered ability's choices is missing (source defect)"], ["2003-07-01", "410.4"], ["2009-07-08", "603.3d"]],
  stepEnds: [["1999-04-23", "300.2"], ["2009-07-08", "500.2"]],
  turnEnds: [["1999-04-23", "300.1"], ["2009-07-08", "500.1"]],
  choiceOnResolution: [["1999-04-23", "413.2c"], ["2009-07-08", "607.2d"], ["2009-10-05", "608.2d"]],
  counteredOnResolution: [["1999-04-23", "413.2a"], ["2009-07-08", "607.2b"], ["2009-10-05", "608.2b"]],
  zeroToughness: [["1999-04-23", "420.5b"], ["2009-07-08", "704.5f"]],
  lethalDamage: [["1999-04-23", "420.5c"], ["2009-07-08", "704.5g"]],
  discard: [["1999-04-23", "217.3a"], ["2009-07-08", "701.7", NEW_RULE], ["2016-09-30", "701.8"], ["2025-06-06", "701.9"]],
  choiceMemory: [["2001-07-23", "503.8"], ["2008-07-15", "503.8a"], ["2009-07-08", "706.7a"], ["2020-04-17", "607.5a"]],
  thgIndividualLife: [["2005-08-01", "606.9a"], ["2009-07-08", "806.9a"], ["2010-02-01", "806.10a"], ["2010-06-18", "810.9a"]],
  thgSinglePlayersLife: [["2005-08-01", "606.9c"], ["2009-07-08", "806.9c"], ["2010-02-01", "806.10c"], ["2010-06-18", "810.9c"]],
  thgEachPlayersLife: [["2005-08-01", "606.9b"], ["2009-07-08", "806.9b"], ["2010-02-01", "806.10b"], ["2010-04-23", "806.10d", NEW_RULE], ["2010-06-18", "810.9d"]],
  search: [["1999-04-23", "422.1"], ["2009-07-08", "701.14a", NEW_RULE], ["2011-09-30", "701.15a"], ["2016-09-30", "701.17a"], ["2018-04-27", "701.18a"], ["2020-07-03", "701.19a"], ["2025-06-06", "701.23a"]],
  damageAssignment: [["1999-04-23", "310.1c"], ["2003-07-01", "310.2c"], ["2009-07-08", "510.1c", NEW_RULE]],
  damageAssignmentOrder: [["1999-04-23", null], ["2009-07-08", "509.2", NEW_RULE], ["2024-11-08", null]],
  outsideTheGame: [["2003-07-01", "217.1e"], ["2009-07-08", "400.9"], ["2009-09-04", "400.10"], ["2020-04-17", "400.11"]],
} as const satisfies Record<string, readonly CitationEntry[]>;

export type CitationKey = keyof typeof CITATIONS;
