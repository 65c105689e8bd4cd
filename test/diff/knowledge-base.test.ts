// Diffs of the knowledge base's versions (French and English), the translation lag, and the site's data.
import { describe, expect, it } from "vitest";
import { diffKnowledgeBase, knowledgeBaseText, translationLag } from "../../src/diff/knowledge-base.ts";
import { knowledgeBaseDiffs, sectionHistoryForSite, translationLags } from "../../src/diff/site.ts";
import { UnknownVersionError } from "../../src/diff/errors.ts";

describe("French 2007-10-01 → French 2011-02-04", () => {
  const diff = diffKnowledgeBase("2007-10-01", "2011-02-04", "fr");
  const pairs = diff.changes.map((c) => `${c.from?.id ?? "∅"} → ${c.to?.id ?? "∅"}`);

  it("aligns section 503 (Copier des objets) with 706 by the French text itself", () => {
    // rules/2007-10-01/fr/503.md and rules/2011-02-04/fr/706.md are both titled "Copier des objets".
    expect(pairs).toContain("503 → 706");
    for (const [before, after] of [["503.2", "706.2"], ["503.9", "706.8a"], ["503.10", "706.9"], ["503.12", "706.11"]]) {
      expect(pairs).toContain(`${before} → ${after}`);
    }
  });

  it("pairs 503.8 with 706.7a through the forced match, with its reason", () => {
    const change = diff.changes.find((c) => c.from?.id === "503.8")!;
    expect(change.to?.id).toBe("706.7a");
    expect(change.forced).toMatch(/Eventide/u);
  });

  it("leaves out the sections the other version does not hold, naming their counterparts", () => {
    // 2007's 504 (face-down) is 707 in 2011, not in the knowledge base; 2011's 613 was rule 418.5 and 810 was 606.
    expect(diff.outsideSections).toEqual(
      expect.arrayContaining([
        { side: "from", section: "504", counterpart: "707" },
        { side: "to", section: "613", counterpart: "418.5" },
        { side: "to", section: "810", counterpart: "606" },
      ]),
    );
    expect(diff.changes.every((c) => (c.from?.section ?? "503") === "503" && (c.to?.section ?? "706") === "706")).toBe(true);
  });
});

describe("translation lag", () => {
  it("says the latest French text follows 2011-02-04, five releases before 2011-09-30, and what changed since", () => {
    const lag = translationLag("2011-09-30", "fr");
    // Releases after MBS up to ISD: DDG 2011-04-01, NPH 2011-05-01, PC2 2011-06-17, M12 2011-07-15, ISD 2011-09-30.
    expect(lag).toMatchObject({ follows: "2011-02-04", releasesBehind: 5, sections: ["115", "613", "706", "810"] });
    // Innistrad inserted 706.8 (double-faced permanents copied): the old 706.8 is 706.9.
    const ids = lag.changes.map((c) => `${c.kind} ${c.from?.id ?? "∅"} → ${c.to?.id ?? "∅"}`);
    expect(ids).toContain("added ∅ → 706.8");
    expect(ids).toContain("moved 706.8 → 706.9");
    expect(lag.changedInWholeText).toBeGreaterThan(lag.changes.length);
  });

  it("is listed for every English version of the knowledge base without French", () => {
    expect(translationLags().map((l) => [l.version, l.follows])).toEqual([["2011-09-30", "2011-02-04"]]);
  });

  it("rejects a version the knowledge base has no text for", () => {
    expect(() => knowledgeBaseText("2015-01-23", "fr")).toThrow(UnknownVersionError);
  });
});

describe("data for the site", () => {
  it("gives each consecutive pair of knowledge-base versions per language, split by section", () => {
    const diffs = knowledgeBaseDiffs();
    expect(diffs.map((d) => `${d.lang} ${d.from} → ${d.to}`)).toEqual([
      "en 2007-10-01 → 2011-02-04",
      "en 2011-02-04 → 2011-09-30",
      "fr 2007-10-01 → 2011-02-04",
    ]);
    const french = diffs[2].sections.map((s) => `${s.from} → ${s.to}`);
    expect(french).toEqual(["503 → 706"]);
    const english = diffs[1].sections.map((s) => `${s.from} → ${s.to}`);
    expect(english).toEqual(["115 → 115", "612 → 612", "613 → 613", "706 → 706", "810 → 810"]);
    const inserted = diffs[1].sections[3].changes.find((c) => c.to === "706.8")!;
    expect(inserted).toMatchObject({ kind: "added", from: null, parts: [{ op: "+" }] });
  });

  it("gives a section's history as plain data with word diffs", () => {
    const history = sectionHistoryForSite("810", "2011-02-04");
    // Two-Headed Giant: 606 until ARB, 806 in M10, 810 from ARC (2010-06-18).
    const sections = history.steps.map((s) => s.to.section);
    expect(sections).toContain("806");
    expect(history.steps.find((s) => s.to.version === "2010-06-18")?.from.section).toBe("806");
    const edited = history.steps.flatMap((s) => s.changes).find((c) => c.kind === "edited")!;
    expect(edited.parts.some((p) => p.op === "+" || p.op === "-")).toBe(true);
    expect(JSON.parse(JSON.stringify(history))).toEqual(history);
  });
});
