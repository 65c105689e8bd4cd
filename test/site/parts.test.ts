// Long sections read in parts and the Glossary read by letter (src/site/archive/parts.ts): where a section is cut,
// which part holds a rule, and where a term is filed.
import { describe, expect, it } from "vitest";
import { glossaryLetter, glossaryTermPath, partOf, partPath, partStarts, rulePath } from "../../src/site/archive/parts.ts";

/** A section of `count` numbered rules, each with two subrules and one example, each text `length` characters long. */
function section(count: number, length: number) {
  const text = "x".repeat(length);
  return [
    { id: "702", text: "Keyword Abilities", examples: [] },
    ...Array.from({ length: count }, (_, i) => [
      { id: `702.${i + 1}`, text, examples: [] },
      { id: `702.${i + 1}a`, text, examples: [text] },
      { id: `702.${i + 1}b`, text, examples: [] },
    ]).flat(),
  ];
}

describe("a long section in parts", () => {
  it("keeps a short section on one page", () => {
    expect(partStarts(section(10, 200))).toEqual([]);
  });

  it("cuts a long one at numbered rules only, each part under the budget, and every rule in exactly one part", () => {
    const rules = section(150, 400);
    const starts = partStarts(rules);
    expect(starts.length).toBeGreaterThan(2);
    expect(starts.every((id) => /^702\.\d+$/u.test(id))).toBe(true);
    // A numbered rule and its subrules are read on the same page.
    for (let i = 1; i <= 150; i++) expect(new Set([`702.${i}`, `702.${i}a`, `702.${i}b`].map((id) => partOf(starts, id))).size).toBe(1);
    // Parts follow each other: the first rule of part n is in part n.
    starts.forEach((id, i) => expect(partOf(starts, id)).toBe(i + 2));
    expect(partOf(starts, "702")).toBe(1);
  });

  it("gives each part its address, part 1 the section's own, and each rule the part that holds it", () => {
    expect(partPath("en", "2021-09-24", "702", 1)).toBe("/en/2021-09-24/cr/702/");
    expect(partPath("fr", "2021-09-24", "702", 3)).toBe("/fr/2021-09-24/cr/702/3/");
    const starts = ["702.19", "702.45"];
    expect(rulePath("en", "2021-09-24", "702", starts, "702.19b")).toBe("/en/2021-09-24/cr/702/2/#702.19b");
    expect(rulePath("en", "2021-09-24", "702", starts, "702.138")).toBe("/en/2021-09-24/cr/702/3/#702.138");
    expect(rulePath("en", "2021-09-24", "702", starts, "702.2b")).toBe("/en/2021-09-24/cr/702/#702.2b");
    expect(rulePath("en", "2021-09-24", "702", starts, "702")).toBe("/en/2021-09-24/cr/702/");
    // 702.4 is not 702.45: numbers, not strings, are compared.
    expect(partOf(starts, "702.4")).toBe(1);
    expect(partOf(starts, "702.45-ex1")).toBe(3);
  });
});

describe("the Glossary by letter", () => {
  it("files a term under the first letter of its anchor, digits and signs under 0", () => {
    expect(glossaryLetter("timestamp-order")).toBe("t");
    expect(glossaryLetter("2-headed-giant")).toBe("0");
    expect(glossaryTermPath("fr", "2011-09-30", "trample")).toBe("/fr/2011-09-30/glossary/t/#trample");
  });
});
