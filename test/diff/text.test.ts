import { describe, expect, it } from "vitest";
import { comparisonKey, plainTypography } from "../../src/kb/typography.ts";
import { maskRuleNumbers, ruleContent, ruleNumbersIn, wordsOf } from "../../src/diff/text.ts";

describe("plain typography: what differs between releases without any change of wording", () => {
  it("folds smart quotes, dashes, italics underscores, trademark signs, Æ and bracketed web addresses", () => {
    expect(plainTypography("It’s “legendary”—see _Magic: The Gathering_™")).toBe(`It's "legendary"-see Magic: The Gathering`);
    expect(plainTypography("Magic: The Gathering(TM) (found at <Wizards.com/WPN/Events/Rules.aspx>)")).toBe(
      "Magic: The Gathering (found at Wizards.com/WPN/Events/Rules.aspx)",
    );
    expect(plainTypography("AEther and Æther")).toBe("AEther and AEther");
    expect(plainTypography("« une copie »")).toBe('"une copie"');
    // 2004 and earlier files encode mana symbols as {oW}, {o1}.
    expect(plainTypography("{oX}: add {oG}{o1}")).toBe("{X}: add {G}{1}");
  });

  it("gives one comparison key to a dash printed '--', '—' or '-'", () => {
    const keys = ["damage -- in any zone", "damage—in any zone", "damage-in any zone"].map((t) => comparisonKey(plainTypography(t)));
    expect(new Set(keys).size).toBe(1);
  });

  it("drops the spaces around every dash, and only those", () => {
    expect(comparisonKey("its controller - or its owner -  chooses")).toBe("its controller-or its owner-chooses");
    expect(comparisonKey(" - a -- b - - c -")).toBe("-a--b--c-");
    expect(comparisonKey("no dash here ")).toBe("no dash here ");
    expect(comparisonKey("a\u00a0-\tb")).toBe("a\u00a0-\tb");
  });

  it("keeps a rule's examples on their own lines, whitespace normalised", () => {
    expect(ruleContent("A  copy\tacquires.", ["Example:  Clone."])).toBe("A copy acquires.\nExample: Clone.");
  });
});

describe("rule numbers in running text", () => {
  it("finds cross-references, ranges and the French glued form, not other numbers", () => {
    expect(ruleNumbersIn("see rule 502.28, rules 706.2–706.4 and section 510; règle510.1")).toEqual([
      "502.28",
      "706.2",
      "706.4",
      "510",
      "510.1",
    ]);
    expect(ruleNumbersIn("a 1000-card deck, 20 life, 2.5 mana")).toEqual([]);
  });

  it("masks them so that texts differing only by numbers compare equal", () => {
    expect(maskRuleNumbers("(See rule 310, \"Combat Damage Step.\")")).toBe(maskRuleNumbers("(See rule 510, \"Combat Damage Step.\")"));
  });

  it("leaves them out of the words similarity is computed on", () => {
    expect([...wordsOf("See rule 702.4, “Double Strike.”")]).toEqual(["see", "rule", "double", "strike"]);
  });
});
