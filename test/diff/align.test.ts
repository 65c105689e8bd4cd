// The alignment and classification on small synthetic texts, one behaviour per case.
import { describe, expect, it } from "vitest";
import { diffVersions, wordDiff, type RuleChange, type VersionDiff } from "../../src/diff/changes.ts";
import { text } from "./helpers.ts";

/** "from → to kind" for every change, headings included, in the diff's order. */
function summary(diff: VersionDiff): string[] {
  return diff.changes.map((c) => `${c.from?.id ?? "∅"} → ${c.to?.id ?? "∅"} ${c.kind}${c.referencesOnly ? " (references)" : ""}`);
}

function changeOf(diff: VersionDiff, fromId: string): RuleChange {
  return diff.changes.find((c) => c.from?.id === fromId)!;
}

describe("alignment", () => {
  it("follows a renumbered section whose rules were each lightly reworded", () => {
    const before = text("v1", [
      {
        number: "502",
        title: "Keyword Abilities",
        rules: [
          ["502.1", "Most abilities describe exactly what they do in the card's rules text."],
          ["502.2", "Flying"],
          ["502.2a", "Flying is an evasion ability that lets a creature in play avoid ground blockers."],
          ["502.2b", "A creature with flying can't be blocked except by creatures with flying and/or reach."],
          ["502.3", "Haste"],
          ["502.3a", "Haste is a static ability that lets a creature that came into play this turn attack."],
        ],
      },
    ]);
    const after = text("v2", [
      {
        number: "702",
        title: "Keyword Abilities",
        rules: [
          ["702.1", "Most abilities describe exactly what they do in the card's rules text."],
          ["702.2", "Flying"],
          ["702.2a", "Flying is an evasion ability that lets a creature on the battlefield avoid ground blockers."],
          ["702.2b", "A creature with flying can't be blocked except by creatures with flying and/or reach."],
          ["702.3", "Haste"],
          ["702.3a", "Haste is a static ability that lets a creature that entered the battlefield this turn attack."],
        ],
      },
    ]);
    expect(summary(diffVersions(before, after))).toEqual([
      "502 → 702 moved",
      "502.1 → 702.1 moved",
      "502.2 → 702.2 moved",
      "502.2a → 702.2a moved",
      "502.2b → 702.2b moved",
      "502.3 → 702.3 moved",
      "502.3a → 702.3a moved",
    ]);
  });

  it("does not call a number reused for an unrelated rule an edit", () => {
    const before = text("v1", [{ number: "300", title: "General", rules: [["300.3", "Mana burn: when a phase ends, each player loses 1 life for each unused mana in their pool."]] }]);
    const after = text("v2", [{ number: "300", title: "General", rules: [["300.3", "Tokens are objects that aren't cards; a token's owner is the player who created it."]] }]);
    expect(summary(diffVersions(before, after))).toEqual(["300 → 300 unchanged", "300.3 → ∅ removed", "∅ → 300.3 added"]);
  });

  it("keeps a rule that kept its number and most of its words as edited, with a word diff", () => {
    const before = text("v1", [{ number: "104", title: "Winning and Losing", rules: [["104.3a", "A player with 0 or less life loses the game."]] }]);
    const after = text("v2", [{ number: "104", title: "Winning and Losing", rules: [["104.3a", "A player with 0 or less life loses the game as a state-based action."]] }]);
    const change = changeOf(diffVersions(before, after), "104.3a");
    expect(change.kind).toBe("edited");
    const changed = wordDiff(change).filter((p) => p.op !== "=");
    expect(changed.map((p) => [p.op, p.text.trim()])).toEqual([["+", "as a state-based action"]]);
  });

  it("tells rules apart by position when a misprinted release repeats an id", () => {
    const before = text("v1", [
      {
        number: "702",
        title: "Keyword Abilities",
        rules: [
          ["702.30d", "Flanking triggers whenever a creature without flanking blocks this creature."],
          ["702.30d", "Multiple instances of flanking on the same creature each trigger."],
        ],
      },
    ]);
    const after = text("v2", [
      {
        number: "702",
        title: "Keyword Abilities",
        rules: [
          ["702.30d", "Flanking triggers whenever a creature without flanking blocks this creature."],
          ["702.30e", "Multiple instances of flanking on the same creature each trigger."],
        ],
      },
    ]);
    expect(summary(diffVersions(before, after))).toEqual(["702 → 702 unchanged", "702.30d → 702.30d unchanged", "702.30d → 702.30e moved"]);
  });

  it("pairs a rule that became a section heading with it, through the subrules it owned", () => {
    const before = text("v1", [
      {
        number: "418",
        title: "Continuous Effects",
        rules: [
          ["418.5", "Interaction of Continuous Effects"],
          ["418.5a", "The values of an object's characteristics are determined by starting with the actual object."],
          ["418.5b", "If an effect should be applied in different layers, the parts of the effect each apply in their appropriate ones."],
        ],
      },
    ]);
    const after = text("v2", [
      {
        number: "612",
        title: "Interaction of Continuous Effects",
        rules: [
          ["612.1", "The values of an object's characteristics are determined by starting with the actual object."],
          ["612.5", "If an effect should be applied in different layers and/or sublayers, the parts of the effect each apply in their appropriate ones."],
        ],
      },
    ]);
    const diff = diffVersions(before, after);
    expect(summary(diff)).toContain("418.5 → 612 moved");
    expect(summary(diff)).toContain("418.5b → 612.5 moved");
    expect(summary(diff)).toContain("418 → ∅ removed");
  });

  it("does not pair a rule that is a sentence on its subrules alone", () => {
    // The subrule moved under another rule; the two parents share almost no words and neither is a title.
    const before = text("v1", [
      {
        number: "200",
        title: "General",
        rules: [
          ["200.7", "An ability can be one of two things, described below in detail for every player."],
          ["200.7a", "The controller of a triggered ability is the player who controlled its source when it triggered."],
        ],
      },
    ]);
    const after = text("v2", [
      {
        number: "603",
        title: "Handling Triggered Abilities",
        rules: [
          ["603.3", "Once triggered, it goes on the stack the next time a player would receive priority."],
          ["603.3a", "The controller of a triggered ability is the player who controlled its source when it triggered."],
        ],
      },
    ]);
    const summaryLines = summary(diffVersions(before, after));
    expect(summaryLines).toContain("200.7a → 603.3a moved");
    expect(summaryLines).toContain("200.7 → ∅ removed");
  });

  it("ignores typography: a rule printed with other quotes and dashes is unchanged", () => {
    const before = text("v1", [{ number: "701", title: "Keyword Actions", rules: [["701.1", `Most actions are "defined" -- see the glossary.`]] }]);
    const after = text("v2", [{ number: "701", title: "Keyword Actions", rules: [["701.1", "Most actions are “defined”—see the glossary."]] }]);
    expect(summary(diffVersions(before, after))).toEqual(["701 → 701 unchanged", "701.1 → 701.1 unchanged"]);
  });
});

describe("cross-reference renumbering", () => {
  const before = text("v1", [
    {
      number: "510",
      title: "Combat Damage Step",
      rules: [
        ["510.1", "Combat damage is assigned as described in rule 510.2."],
        ["510.2", "Each attacking creature assigns combat damage equal to its power to the creature blocking it."],
      ],
    },
  ]);
  const inserted: [string, string] = ["510.2", "First, the active player announces how each attacking creature assigns its combat damage."];
  const moved: [string, string] = ["510.3", "Each attacking creature assigns combat damage equal to its power to the creature blocking it."];

  it("marks an edit that only renumbers a reference as the alignment renumbered its rule", () => {
    const after = text("v2", [
      { number: "510", title: "Combat Damage Step", rules: [["510.1", "Combat damage is assigned as described in rule 510.3."], inserted, moved] },
    ]);
    const diff = diffVersions(before, after);
    expect(summary(diff)).toEqual([
      "510 → 510 unchanged",
      "510.1 → 510.1 edited (references)",
      "∅ → 510.2 added",
      "510.2 → 510.3 moved",
    ]);
  });

  it("does not when the new number points elsewhere than where the rule went", () => {
    const after = text("v2", [
      { number: "510", title: "Combat Damage Step", rules: [["510.1", "Combat damage is assigned as described in rule 510.4."], inserted, moved] },
    ]);
    const change = changeOf(diffVersions(before, after), "510.1");
    expect(change.kind).toBe("edited");
    expect(change.referencesOnly).toBe(false);
  });
});
