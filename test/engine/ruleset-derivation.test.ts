// What each release's RuleSet says, and the rules the citation tables give under it, checked against that release's
// Comprehensive Rules (sources/cr): the rule cited for each behaviour, and the behaviour itself. Releases are named by their effective date and set (2007-10-01 LRW = the Lorwyn rules).
import { describe, expect, it } from "vitest";
import { NoRuleSetError } from "../../src/engine/citations.ts";
import { absentCitations, cite, citeIfAny, citesSameRule } from "../../src/engine/cited-rules.ts";
import { STAGES } from "../../src/engine/layers.ts";
import { ruleSet, ruleSetProblem, type RuleSet } from "../../src/engine/ruleset.ts";
import { giantRules } from "../../src/engine/two-headed-giant.ts";
import { NUMBERED_RELEASES } from "../../src/releases.ts";

/** The rules of the layer system's order (613.2, 613.6, 613.7a–b, 613.5 / 418.5a–d) under a release. */
const order = (rules: RuleSet) => Object.fromEntries(["cdaFirst", "timestamp", "dependency", "dependencyLoop", "sameSet"].map((key) => [key, cite(rules, key)]));

/** The error reading `read` throws, or undefined. */
function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** The casting timing of each card type but instant's, in the order artifact, creature, enchantment, instant, planeswalker, sorcery. */
const CASTING = ["castArtifact", "castCreature", "castEnchantment", "castInstant", "castPlaneswalker", "castSorcery"];

describe("a version that is not a numbered release", () => {
  const why = `no RuleSet for rules version 1997-03-24: not a numbered release of the archive (1999-04-23 … ${NUMBERED_RELEASES.at(-1)})`;

  it("has no RuleSet: the 1997-03-24 (5ED) rules are not numbered, and the message names the archive's first and last numbered releases (1999-04-23 6ED, and the newest of sources/cr/releases.json)", () => {
    const error = thrown(() => ruleSet("1997-03-24"));
    expect(error).toBeInstanceOf(NoRuleSetError);
    expect((error as Error).message).toBe(why);
  });

  it("is what ruleSetProblem says, and a numbered release has no problem", () => {
    expect(ruleSetProblem("1997-03-24")).toBe(why);
    expect(ruleSetProblem("2011-02-04")).toBeUndefined();
  });
});

describe("a rule the engine cites that a release lacks", () => {
  it("2001-07-23 (APC) has no morph rule (502.26 arrives with Legions, 2003-03-15): its absent citations list it and citing it throws, naming the release and the lack", () => {
    const apocalypse = ruleSet("2001-07-23");
    expect(absentCitations(apocalypse)).toContain("morph");
    const error = thrown(() => cite(apocalypse, "morph")) as NoRuleSetError;
    expect(error).toBeInstanceOf(NoRuleSetError);
    expect(error.name).toBe("NoRuleSetError");
    expect(error.message).toBe("the rules of 2001-07-23 have no rule the engine cites for morph (src/engine/keywords.ts)");
    // The same lack under any release is the same outcome: its words name no release.
    expect(error.lacking).toBe("rule the engine cites for morph");
  });

  it("1999-04-23 (6ED) has no copy rules: the copy layer's rule, the first stage's, throws too", () => {
    const sixth = ruleSet("1999-04-23");
    const [copy] = STAGES[sixth.behaviours.layers];
    expect(copy!.id).toBe("copy");
    // Nor a copy's memory of a choice (503.8 arrives in 2001-07-23): none, not one whose rule is absent.
    expect(sixth.behaviours.choiceMemory).toBeNull();
    expect(() => cite(sixth, copy!.citation)).toThrow("the rules of 1999-04-23 have no rule the engine cites for layerCopy");
  });

  it("2005-08-01 (9ED) lacks only the rule of a spell copy with a specified target (706.10e arrives 2018-10-05): every other citation is a rule id", () => {
    const ninth = ruleSet("2005-08-01");
    expect(absentCitations(ninth)).toEqual(["copySpellSpecifiedTarget"]);
    expect(cite(ninth, "morph")).toBe("502.26d");
  });
});

describe("the rules of 2007-10-01 (LRW)", () => {
  const lorwyn = () => ruleSet("2007-10-01");

  it("orders effects by 418.5a (characteristic-setting first, timestamps), 418.5c / 418.5d (dependency) and 418.5b (one effect in several layers)", () => {
    expect(order(lorwyn())).toEqual({ cdaFirst: "418.5a", timestamp: "418.5a", dependency: "418.5c", dependencyLoop: "418.5d", sameSet: "418.5b" });
  });

  it("makes a copy remember a choice (503.8: the copy will \"remember\" that choice)", () => {
    expect([lorwyn().behaviours.choiceMemory, cite(lorwyn(), "choiceMemory")]).toEqual(["object", "503.8"]);
  });

  it("empties mana pools when a phase ends, with mana burn (300.3)", () => {
    const rules = lorwyn();
    expect([rules.behaviours.manaEmpties, cite(rules, "manaEmpties")]).toEqual(["phase", "300.3"]);
    expect([rules.behaviours.manaBurn, cite(rules, "manaBurn")]).toEqual([true, "300.3"]);
    expect(cite(rules, "turnControlManaBurn")).toBe("507.4");
  });

  it("puts every legendary permanent with the same name into the graveyard (420.5e: \"all are put into their owners' graveyards\")", () => {
    expect([lorwyn().behaviours.legendRule, cite(lorwyn(), "legendRule")]).toEqual(["all", "420.5e"]);
  });

  it("lets a blocked creature divide its damage as its controller chooses (310.2c), with no damage assignment order", () => {
    expect([lorwyn().behaviours.damageAssignmentOrder, cite(lorwyn(), "damageAssignment")]).toEqual([false, "310.2c"]);
    expect(citeIfAny(lorwyn(), "damageAssignmentOrder")).toBeNull();
  });

  it("calls a coin flip by 511.1 and flips without a call by 511.2", () => {
    expect([cite(lorwyn(), "coinFlipCall"), cite(lorwyn(), "coinFlipNoCall")]).toEqual(["511.1", "511.2"]);
  });

  it("gives two answers for a split card's characteristic outside the stack (505.5), and compares by 505.6", () => {
    expect(lorwyn().behaviours.splitCharacteristics).toBe("two-answers");
    expect([cite(lorwyn(), "splitAnswers"), cite(lorwyn(), "splitComparison")]).toEqual(["505.5", "505.6"]);
  });

  it("counts a card in the removed-from-the-game zone as outside the game (217.1e)", () => {
    expect([lorwyn().behaviours.outsideTheGame, cite(lorwyn(), "outsideTheGame")]).toEqual(["no-zone-or-removed", "217.1e"]);
  });

  it("has each card type's casting timing, the planeswalker's (212.9a) among them", () => {
    expect(CASTING.map((key) => citeIfAny(lorwyn(), key))).toEqual(["212.2a", "212.3a", "212.4a", "212.5a", "212.9a", "212.7a"]);
  });

  it("has the Two-Headed Giant of 606: 30 life a team (606.4a: 15 a player), an individual life total of half the team's rounded up (606.9a), each player's set life summed (606.9b), a single player's adjusting the team's (606.9c), poison not shared (606.5), lost at ten (420.5h)", () => {
    const giant = giantRules(lorwyn());
    expect(giant.lifePerPlayer).toEqual({ amount: 15, rule: "606.4a" });
    expect(giant.individualLife).toEqual({ kind: "half-rounded-up", rule: "606.9a" });
    expect(giant.eachPlayersLifeBecomes).toEqual({ kind: "sum", rule: "606.9b" });
    expect(giant.singlePlayersLifeBecomes).toEqual({ kind: "difference", rule: "606.9c" });
    expect(giant.poison).toEqual({ shared: false, rule: "606.5", loseAt: 10, perExtraPlayer: 0, loseRule: "420.5h" });
  });

  it("has no planar die (Planechase's 901 arrives in 2009-10-05)", () => {
    expect(lorwyn().behaviours.planarDie).toBe(false);
  });
});

describe("the rules of 2007-07-13 (10E)", () => {
  it("have no planeswalker card type yet: no planeswalker casting timing (212.9a arrives with Lorwyn)", () => {
    expect(CASTING.map((key) => citeIfAny(ruleSet("2007-07-13"), key))).toEqual(["212.2a", "212.3a", "212.4a", "212.5a", null, "212.7a"]);
  });
});

describe("the rules of 2001-07-23 (APC) and 2003-07-01 (8ED)", () => {
  it("have no coin-flip rule before 511 (2006-07-15): calling a flip is a choice made while the effect resolves (413.2c)", () => {
    const eighth = ruleSet("2003-07-01");
    expect([citeIfAny(eighth, "coinFlipCall"), citeIfAny(eighth, "coinFlipNoCall"), cite(eighth, "choiceOnResolution")]).toEqual([null, null, "413.2c"]);
    expect(cite(ruleSet("2006-07-15"), "coinFlipCall")).toBe("511.1");
  });

  it("2001-07-23: a split card's characteristics outside the stack combine its halves (505.5), so no two-answer rule is cited; one casting timing for every spell but an instant (408.1d: 212.2a is about subtypes)", () => {
    const apocalypse = ruleSet("2001-07-23");
    expect(apocalypse.behaviours.splitCharacteristics).toBe("combination");
    expect(CASTING.map((key) => citeIfAny(apocalypse, key))).toEqual(["408.1d", "408.1d", "408.1d", null, null, "408.1d"]);
  });
});

describe("the rules of 2011-02-04 (MBS)", () => {
  const besieged = () => ruleSet("2011-02-04");

  it("orders effects by 613.2 (characteristic-defining abilities first), 613.6 (timestamps), 613.7a / 613.7b (dependency) and 613.5", () => {
    expect(order(besieged())).toEqual({ cdaFirst: "613.2", timestamp: "613.6", dependency: "613.7a", dependencyLoop: "613.7b", sameSet: "613.5" });
  });

  it("lets only the linked ability refer to a choice (706.7a)", () => {
    expect([besieged().behaviours.choiceMemory, cite(besieged(), "choiceMemory")]).toEqual(["linked-ability", "706.7a"]);
  });

  it("empties mana pools at each step (500.4), with no mana burn", () => {
    expect([besieged().behaviours.manaEmpties, cite(besieged(), "manaEmpties")]).toEqual(["step", "500.4"]);
    expect(besieged().behaviours.manaBurn).toBe(false);
    expect(citeIfAny(besieged(), "turnControlManaBurn")).toBeNull();
  });

  it("puts all same-named legendary permanents into the graveyard (704.5k)", () => {
    expect([besieged().behaviours.legendRule, cite(besieged(), "legendRule")]).toEqual(["all", "704.5k"]);
  });

  it("assigns combat damage in the damage assignment order (510.1c) that the active player announces (509.2)", () => {
    expect([besieged().behaviours.damageAssignmentOrder, cite(besieged(), "damageAssignment")]).toEqual([true, "510.1c"]);
    expect(cite(besieged(), "damageAssignmentOrder")).toBe("509.2");
  });

  it("flips coins by 705.1 / 705.2; gives split cards two answers (708.5) and compares by 708.6a", () => {
    expect([cite(besieged(), "coinFlipCall"), cite(besieged(), "coinFlipNoCall")]).toEqual(["705.1", "705.2"]);
    expect([cite(besieged(), "splitAnswers"), cite(besieged(), "splitComparison")]).toEqual(["708.5", "708.6a"]);
  });

  it("has outside the game only what is in no zone (400.10): exile is a zone", () => {
    expect([besieged().behaviours.outsideTheGame, cite(besieged(), "outsideTheGame")]).toEqual(["no-zone", "400.10"]);
  });

  it("rolls the planar die as a special action (115.2f) during the active player's main phase with an empty stack (901.8)", () => {
    expect([besieged().behaviours.planarDie, cite(besieged(), "planarDie"), cite(besieged(), "planarDieVariant")]).toEqual([true, "115.2f", "901.8"]);
  });

  it("has the Two-Headed Giant of 810: 30 life a team (810.4), the team's life as each player's (810.9a), one member chosen when each player's life is set (810.9d), a single player's adjusting the team's (810.9c), poison not shared (810.5), lost at ten (704.5c)", () => {
    const giant = giantRules(besieged());
    expect(giant.lifePerPlayer).toEqual({ amount: 15, rule: "810.4" });
    expect(giant.individualLife).toEqual({ kind: "team", rule: "810.9a" });
    expect(giant.eachPlayersLifeBecomes).toEqual({ kind: "one-member", rule: "810.9d" });
    expect(giant.singlePlayersLifeBecomes).toEqual({ kind: "difference", rule: "810.9c" });
    expect(giant.poison).toEqual({ shared: false, rule: "810.5", loseAt: 10, perExtraPlayer: 0, loseRule: "704.5c" });
  });
});

describe("the rules of 2005-08-01 (9ED), the first with Two-Headed Giant", () => {
  it("start a team at 40 life (606.4a), an individual life total is half the team's rounded up (606.9a), each player's set life is summed (606.9b), a single player's set life becomes the team's (606.9c)", () => {
    const giant = giantRules(ruleSet("2005-08-01"));
    expect(giant.lifePerPlayer).toEqual({ amount: 20, rule: "606.4a" });
    expect(giant.individualLife).toEqual({ kind: "half-rounded-up", rule: "606.9a" });
    expect(giant.eachPlayersLifeBecomes).toEqual({ kind: "sum", rule: "606.9b" });
    expect(giant.singlePlayersLifeBecomes).toEqual({ kind: "team-becomes", rule: "606.9c" });
  });

  it("2005-02-01 (before it) has no variant: its behaviours are null", () => {
    const before = ruleSet("2005-02-01");
    expect(() => giantRules(before)).toThrow(NoRuleSetError);
    expect(before.behaviours).toMatchObject({ twoHeadedGiant: false, thgLifePerPlayer: null, thgIndividualLife: null, thgEachPlayersLife: null, thgSinglePlayersLife: null, thgPoison: null });
  });
});

describe("the rules of 2017-04-28 (AKH)", () => {
  it("combine a split card's halves in every zone but the stack (708.4): no two-answer rule, no two-answer comparison", () => {
    const amonkhet = ruleSet("2017-04-28");
    expect(amonkhet.behaviours.splitCharacteristics).toBe("combined");
    expect([citeIfAny(amonkhet, "splitAnswers"), citeIfAny(amonkhet, "splitComparison")]).toEqual([null, null]);
  });
});

describe("a refusal's rule, matched in any release's numbering", () => {
  it("the same id matches, whatever the table cites", () => {
    // 704.5n (2011-02-04: an Aura attached to an illegal object) is an id the citation table never gives.
    expect(citesSameRule("704.5n", "704.5n", "2011-02-04")).toBe(true);
  });

  it("the morph rule by its 2007 number (502.26d) matches 702.34d, its number in 2011-02-04", () => {
    expect(citesSameRule("502.26d", "702.34d", "2011-02-04")).toBe(true);
  });

  it("another rule does not match: casting's 601.2 is not morph's 702.34d, nor 702.34d a rule never cited as morph", () => {
    expect(citesSameRule("601.2", "702.34d", "2011-02-04")).toBe(false);
    expect(citesSameRule("702.34d", "601.2", "2011-02-04")).toBe(false);
  });
});
