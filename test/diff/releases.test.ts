// Diffs of real releases from sources/cr, checked against landmarks read in the release files themselves.
import { describe, expect, it } from "vitest";
import { countChanges, diffVersions, type RuleChange, type VersionDiff } from "../../src/diff/changes.ts";
import { diffReleases } from "../../src/diff/history.ts";
import { releaseText } from "../../src/diff/versions.ts";

function changeFrom(diff: VersionDiff, id: string): RuleChange {
  const found = diff.changes.find((c) => c.from?.id === id);
  if (!found) throw new Error(`no change from ${id}`);
  return found;
}

function changeTo(diff: VersionDiff, id: string): RuleChange {
  const found = diff.changes.find((c) => c.to?.id === id);
  if (!found) throw new Error(`no change to ${id}`);
  return found;
}

function notUnchanged(diff: VersionDiff): string[] {
  return diff.changes.filter((c) => c.kind !== "unchanged").map((c) => `${c.kind} ${c.from?.id ?? "∅"} → ${c.to?.id ?? "∅"}`);
}

describe("the M10 reorganisation (2009-05-01 ARB → 2009-07-08 M10)", () => {
  const diff = diffReleases("2009-05-01", "M10");

  it("follows Copying Objects from section 503 to 706", () => {
    // ARB line 2353 "503. Copying Objects"; M10 line 2970 "706. Copying Objects".
    expect(changeFrom(diff, "503")).toMatchObject({ kind: "moved", to: { id: "706", heading: true } });
    expect(changeFrom(diff, "503.2").to?.id).toBe("706.2");
  });

  it("follows rule 418.5, which became section 612 Interaction of Continuous Effects", () => {
    // ARB line 1394 "418.5. Interaction of Continuous Effects"; M10 line 1895 "612. Interaction of Continuous Effects".
    expect(changeFrom(diff, "418.5")).toMatchObject({ kind: "moved", to: { id: "612", heading: true } });
  });

  it("splits the list of layers 418.5a into 612.1 and one rule per layer, saying which words went where", () => {
    // ARB 418.5a: "(1) copy effects (see rule 503, "Copying Objects"); (2) control-changing effects; …";
    // M10 612.1a "Layer 1: Copy effects are applied.", 612.1b "Layer 2: Control-changing effects are applied."
    const split = diff.changes.find((c) => c.kind === "split" && c.from?.id === "418.5a")!;
    const parts = new Map(split.parts!.map((p) => [p.to.id, p.text]));
    for (const id of ["612.1", "612.1a", "612.1b", "612.1c", "612.1d", "612.2", "612.3"]) expect(parts.has(id), id).toBe(true);
    expect(parts.get("612.1a")).toContain("(1) copy effects");
    expect(parts.get("612.1b")).toContain("(2) control-changing effects");
  });

  it("lists 200.5, the definition of a spell, as split into 111.1, 111.1a and 111.1b (a forced split, with its reason)", () => {
    const split = diff.changes.find((c) => c.kind === "split" && c.from?.id === "200.5")!;
    expect(split.parts!.map((p) => p.to.id)).toEqual(["111.1", "111.1a", "111.1b"]);
    expect(split.forced).toMatch(/copy of a spell/u);
  });

  it("splits 213.3, which repeats 200.5 (\"The term spell is used to refer to a card, or a copy of a spell or card\"), the same way", () => {
    const split = diff.changes.find((c) => c.kind === "split" && c.from?.id === "213.3")!;
    expect(split.parts!.map((p) => p.to.id)).toEqual(["111.1", "111.1a", "111.1b"]);
    expect(split.forced).toBeUndefined();
  });

  it("finds sentences that left a rule's partner in rules with partners of their own, under M10's new words", () => {
    // ARB 214.1 "A permanent is a card or token in play." (214.1 became 110.4) → M10 110.1 "A permanent is a card or
    // token on the battlefield."; ARB 418.4b's example of the 1/1 creature spell → M10 610.3c (the successor of 418.2).
    const parts = (id: string) => diff.changes.find((c) => c.kind === "split" && c.from?.id === id)?.parts?.map((p) => p.to.id);
    expect(parts("214.1")).toEqual(["110.1", "110.4"]);
    expect(parts("418.4b")).toEqual(["610.3b", "610.3c"]);
    expect(diff.changes.find((c) => c.kind === "split" && c.from?.id === "214.1")!.parts![0].text).toBe("A permanent is a card or token in play.");
  });

  it("follows a short sentence only when it is found whole, in a rule whose partner does not say it", () => {
    // ARB 216.1 "Some effects put tokens into play. …" → M10 110.5 "Some effects put tokens onto the battlefield."
    // (110.5 is the successor of 200.4); not 214.3's "Permanents come into play untapped." to 110.6d, on status.
    const split = (id: string) => diff.changes.find((c) => c.kind === "split" && c.from?.id === id)!;
    expect(split("216.1").parts!.map((p) => [p.to.id, p.text])).toContainEqual(["110.5", "Some effects put tokens into play."]);
    expect(split("214.3").parts!.map((p) => p.to.id)).toEqual(["108.2a", "110.1"]);
  });

  it("merges 200.6a (a permanent's owner) and 214.4 (every permanent has a controller) into 110.2", () => {
    const merge = diff.changes.find((c) => c.kind === "merged" && c.to?.id === "110.2")!;
    expect(merge.parts!.map((p) => p.from.id).sort()).toEqual(["200.6a", "214.4"]);
    expect(merge.parts!.find((p) => p.from.id === "214.4")!.text).toContain("Every permanent has a controller.");
  });

  it("follows the In Play zone (217.5) to section 403 Battlefield, renamed", () => {
    // ARB line 723 "217.5. In Play"; M10 line 1220 "403. Battlefield": the titles share no word, the subrules lead.
    expect(changeFrom(diff, "217.5").to?.id).toBe("403");
  });

  it("follows keyword abilities from 502 to 702, and Two-Headed Giant from 606 to 806", () => {
    // ARB 1706 "502.2. First Strike" → M10 2281 "702.7. First Strike"; ARB 2704 / M10 3348 "Two-Headed Giant Variant".
    expect(changeFrom(diff, "502.2").to?.id).toBe("702.7");
    expect(changeFrom(diff, "606").to?.id).toBe("806");
  });

  it("applies the forced matches of the M10 definitions, with their reasons", () => {
    // ARB 200.8 "An object is an ability on the stack, a card, … or a permanent. The term "object" is used …";
    // M10 109.1 keeps the first sentence only.
    const change = changeFrom(diff, "200.8");
    expect(change.to?.id).toBe("109.1");
    expect(change.forced).toMatch(/definition of an object/u);
  });

  it("marks 502.2a → 702.7a as a cross-reference renumbering only (rule 310 became 510)", () => {
    // ARB: "(See rule 310, "Combat Damage Step.")"; M10: "(See rule 510, "Combat Damage Step.")".
    expect(changeFrom(diff, "310").to?.id).toBe("510");
    expect(changeFrom(diff, "502.2a")).toMatchObject({ kind: "moved", to: { id: "702.7a" }, referencesOnly: true });
  });
});

describe("renumberings after M10", () => {
  it("612 → 613 in Zendikar (2009-10-05), 806 → 810 in Archenemy (2010-06-18)", () => {
    // ZEN lines 115–116 "612. Text-Changing Effects", "613. Interaction of Continuous Effects"; ARC line 3836 "810. Two-Headed Giant Variant".
    expect(changeFrom(diffReleases("M10", "ZEN"), "612").to?.id).toBe("613");
    expect(changeFrom(diffReleases("ROE", "ARC"), "806").to?.id).toBe("810");
  });

  it("follows 503.2 of 2007-10-01 to 706.2 of M10 in one diff across the reorganisation", () => {
    expect(changeFrom(diffReleases("2007-10-01", "2009-07-08"), "503.2")).toMatchObject({ kind: "moved", to: { id: "706.2" } });
  });
});

describe("pairs of releases with few changes", () => {
  it("reports nothing but unchanged rules for a release compared with itself", () => {
    const mid = releaseText("MID");
    const counts = countChanges(diffVersions(mid, mid).changes);
    expect(counts).toMatchObject({ edited: 0, moved: 0, added: 0, removed: 0 });
    expect(counts.unchanged).toBe(mid.entries.length);
  });

  it("reports no edits between 2020-07-03 (M21) and 2020-08-07 (2XM): phasing rules added, the others moved down", () => {
    // 2XM inserts 610.4 (+ 610.4a–d, one-shot effects that phase out "until") and a new 702.25e; M21's 702.25e–n
    // follow one letter later (l and o are skipped: 702.25k → 702.25m, 702.25n → 702.25p).
    expect(notUnchanged(diffReleases("2020-07-03", "2020-08-07"))).toEqual([
      "added ∅ → 610.4",
      "added ∅ → 610.4a",
      "added ∅ → 610.4b",
      "added ∅ → 610.4c",
      "added ∅ → 610.4d",
      "added ∅ → 702.25e",
      "moved 702.25e → 702.25f",
      "moved 702.25f → 702.25g",
      "moved 702.25g → 702.25h",
      "moved 702.25h → 702.25i",
      "moved 702.25i → 702.25j",
      "moved 702.25j → 702.25k",
      "moved 702.25k → 702.25m",
      "moved 702.25m → 702.25n",
      "moved 702.25n → 702.25p",
    ]);
  });

  it("reports the three edits between the two Kaldheim releases (2021-02-05 → 2021-02-15)", () => {
    // Read in both files: 120.4a gains the deathtouch excess-damage sentence, 613.7a a paragraph on new timestamps,
    // 702.84a (cascade) the condition on the resulting spell's converted mana cost.
    expect(notUnchanged(diffReleases("2021-02-05", "2021-02-15"))).toEqual([
      "edited 120.4a → 120.4a",
      "edited 613.7a → 613.7a",
      "edited 702.84a → 702.84a",
    ]);
  });

  it("ignores a change of typography only (BNG → JOU dropped the italics underscores and <> around addresses)", () => {
    const diff = diffReleases("BNG", "JOU");
    expect(changeFrom(diff, "100.6").kind).toBe("unchanged");
    // 712.1 "Two cards (Mindslaver and Sorin Markov)" became "Some cards": a real edit.
    expect(changeFrom(diff, "712.1").kind).toBe("edited");
  });

  it("classifies an edit that only follows a renumbered special action as cross-references only (IKO 2020-04-17 → 2020-06-01)", () => {
    // 2020-06-01 inserts 116.2g (companion); the conspiracy special action 116.2h becomes 116.2i, and 702.105c's
    // "See rule 116.2h." becomes "See rule 116.2i.".
    const diff = diffReleases("2020-04-17", "2020-06-01");
    expect(changeTo(diff, "116.2g").kind).toBe("added");
    expect(changeFrom(diff, "116.2h").to?.id).toBe("116.2i");
    expect(changeFrom(diff, "702.105c")).toMatchObject({ kind: "edited", referencesOnly: true });
  });
});

describe("the rules left in a section and its counterpart", () => {
  it("pairs M10 213.2, a spell's card type, supertype, and subtype, with 111.3, a noncopy spell's characteristics", () => {
    // Sections 213 Spells and 111 Spells both keep other unmatched rules (213.3, 213.4; 111.1a, 111.1b, 111.2);
    // 213.2 and 111.3 are each clearly the other's likeliest.
    expect(changeFrom(diffReleases("2009-05-01", "2009-07-08"), "213.2").to?.id).toBe("111.3");
  });

  it("looks in the section that took most of a section's rules and in the one most of its own came from", () => {
    // M10 603 Handling Triggered Abilities took most of ARB 410 and of 404 Triggered Abilities: 404.1 "A triggered
    // ability begins with the word "when," "whenever," or "at."" → 603.1 "Triggered abilities … begin with the word…".
    expect(changeFrom(diffReleases("2009-05-01", "2009-07-08"), "404.1").to?.id).toBe("603.1");
  });

  it("pairs rules each likeliest to the other when the rival nearly as likely is likeliest with another rule", () => {
    // M10 603.3 resembles ARB 404.2 most ("Once an ability has triggered, it goes on the stack the next time a player
    // would receive priority"), 410.2 nearly as much, but 410.2 resembles 603.2 most; 410.2 then gives 603.3 its
    // sentence "Each triggered ability on the stack has the text of the ability that created it…".
    const diff = diffReleases("2009-05-01", "2009-07-08");
    expect(changeFrom(diff, "404.2").to?.id).toBe("603.3");
    expect(diff.changes.find((c) => c.kind === "split" && c.from?.id === "410.2")!.parts!.map((p) => p.to.id)).toEqual(["603.2", "603.2b", "603.3", "603.3a"]);
  });

  it("does not pair subrules of rules that are not partners: M10 702.27b, echo's errata, is not 502.23a, threshold's", () => {
    // ARB 502.23a "Threshold used to be a keyword ability … All cards printed with the threshold keyword have received
    // errata"; M10 702.27b "Urza block cards with the echo ability … have been given errata in the Oracle card reference".
    const diff = diffReleases("2009-05-01", "2009-07-08");
    expect(changeFrom(diff, "502.23a").kind).toBe("removed");
    expect(changeTo(diff, "702.27b").kind).toBe("added");
  });
});

describe("the one rule left in a section (2010-04-23 ROE → 2010-06-18 ARC)", () => {
  it("pairs 508.4, effects that refer to a defending player, with its rewrite 508.5 (508.5 became 508.4)", () => {
    const diff = diffReleases("2010-04-23", "2010-06-18");
    expect(changeFrom(diff, "508.4").to?.id).toBe("508.5");
    expect(changeFrom(diff, "508.5").to?.id).toBe("508.4");
  });

  it("follows 806.3's primary player, clause by clause, to the shared team turns option 805.2, where its neighbour 806.3a went", () => {
    // 806.3 "… The player seated on the right within each team is the primary player, and the player seated on the
    // left is the secondary player." → 810.3 (the seating) + 805.2 "Within each team, the player seated in the
    // rightmost seat from that team's perspective is the primary player. If the players on a team can't agree…".
    const split = diffReleases("2010-04-23", "2010-06-18").changes.find((c) => c.kind === "split" && c.from?.id === "806.3")!;
    expect(split.parts!.map((p) => p.to.id)).toEqual(["805.2", "810.3"]);
    expect(split.parts![0].text).toBe("The player seated on the right within each team is the primary player,");
  });
});

describe("step sentences repeated in every step (2016-08-26 CN2 → 2016-09-30 KLD)", () => {
  const diff = diffReleases("2016-08-26", "2016-09-30");

  it("keeps each step's priority sentence in its own step", () => {
    // KLD took out "Fourth, any abilities that triggered … go on the stack": CN2 510.4 "Fourth, the active player
    // gets priority." is KLD 510.3 "Third, the active player gets priority.", not the declare blockers step's 509.4.
    expect(changeFrom(diff, "510.4").to?.id).toBe("510.3");
    expect(changeFrom(diff, "508.3").to?.id).toBe("508.2");
    expect(changeFrom(diff, "509.5").to?.id).toBe("509.4");
  });

  it("follows each step's triggered-abilities sentence to the priority rule's new subrule, not to a rule citing it", () => {
    // CN2 509.4 "Fourth, any abilities that triggered on blockers being declared go on the stack." → KLD 509.4a "Any
    // abilities that triggered on blockers being declared or … are put onto the stack before the active player gets
    // priority"; KLD 509.1i "Any abilities that trigger on blockers being declared trigger. See rule 509.4 for more
    // information." points at it. The same in the combat damage step: 510.3 → 510.3a.
    expect(changeFrom(diff, "509.4").to?.id).toBe("509.4a");
    expect(changeTo(diff, "509.1i").kind).toBe("added");
    expect(changeFrom(diff, "510.3").to?.id).toBe("510.3a");
  });
});
