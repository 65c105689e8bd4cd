// The Glossary of each English CR release, as printed: expectations copied from the source files.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCrGlossary, readCrGlossary, type Glossary, type GlossaryEntry } from "../../src/import/cr-glossary.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";

const CR = path.join(PROJECT_ROOT, "sources/cr");
const read = (name: string) => readCrGlossary(path.join(CR, name));

function entry(glossary: Glossary, term: string): GlossaryEntry {
  const found = glossary.entries.find((e) => e.term === term);
  if (!found) throw new Error(`${glossary.file}: no glossary entry "${term}"`);
  return found;
}

describe("parseCrGlossary on small inputs", () => {
  it("reads the entries after the last Glossary heading, up to the credits, the contents' mention left out", () => {
    const text = [
      "Contents",
      "Glossary",
      "Credits",
      "",
      "100.1. A rule.",
      "",
      "Glossary",
      "",
      "Active Player",
      "The player whose turn it is. See rule 102.1.",
      "",
      "Copy",
      "1. To create a new object whose copiable values have been set to those of another object.",
      "2. An object whose copiable values have been set to those of another object.",
      "See rule 706, “Copying Objects.”",
      "",
      "Credits",
      "",
      "Rules Manager: Someone",
    ].join("\r\n");
    expect(parseCrGlossary(text, "cr-2011-02-04-MBS.txt")).toEqual({
      file: "cr-2011-02-04-MBS.txt",
      entries: [
        { term: "Active Player", text: ["The player whose turn it is. See rule 102.1."], line: 9 },
        {
          term: "Copy",
          text: [
            "1. To create a new object whose copiable values have been set to those of another object.",
            "2. An object whose copiable values have been set to those of another object.",
            "See rule 706, “Copying Objects.”",
          ],
          line: 12,
        },
      ],
    });
  });

  it("finds no entry in a text without a Glossary heading", () => {
    expect(parseCrGlossary("100.1. A rule.\n", "x.txt").entries).toEqual([]);
  });
});

describe("the glossary of every release in sources/cr", () => {
  it("2011-02-04: Copiable Values, Dependency, Timestamp Order as printed; from Abandon to Zone-Change Triggers", () => {
    const glossary = read("cr-2011-02-04-MBS.txt");
    expect(glossary.file).toBe("sources/cr/cr-2011-02-04-MBS.txt");
    expect(entry(glossary, "Copiable Values").text).toEqual([
      "Values of an object’s characteristics that are checked by copy effects. See rules 706.2 and 706.3.",
    ]);
    expect(entry(glossary, "Dependency").text[0]).toContain("See rule 613.7. See also Timestamp Order.");
    expect(entry(glossary, "Timestamp Order").text[0]).toContain("See rule 613.6. See also Dependency.");
    expect(glossary.entries[0]!.term).toBe("Abandon");
    expect(glossary.entries.at(-1)!.term).toBe("Zone-Change Triggers");
    expect(glossary.entries.some((e) => e.text.some((p) => p.includes("Rules Manager")))).toBe(false);
  });

  it("1999-04-23 (hard-wrapped, indented): a paragraph's lines joined, a block after a blank line goes on the entry", () => {
    expect(entry(read("cr-1999-04-23-6ED.txt"), "Active Player").text).toEqual([
      "The active player is the player whose turn it is. The active player gets priority at the start of each phase or step and after any spell or ability (except mana abilities) resolves.",
      "Whenever both players are instructed to make choices at the same time, the active player makes all his or her choices first, then the nonactive player.",
    ]);
  });

  it("2003-05-26: numbered senses printed apart, and a term printed at the end of the entry above", () => {
    const glossary = read("cr-2003-05-26-SCG.txt");
    const counter = entry(glossary, "Counter").text;
    expect(counter[0]).toBe("Counter has two meanings in the Magic game.");
    expect(counter[1]).toMatch(/^1\. To counter a spell or ability is to cancel it/u);
    expect(counter[2]).toMatch(/^2\. A counter is a marker placed on a permanent/u);
    const effect = entry(glossary, "Effect");
    expect(effect).toMatchObject({ line: 1486, misplaced: true });
    expect(effect.text[0]).toMatch(/^"Ability" and "effect" are often confused/u);
    expect(entry(glossary, "Echo").text.at(-1)).not.toBe("Effect");
  });

  it("2020-06-01: a term printed without the blank line before it starts its own entry", () => {
    const glossary = read("cr-2020-06-01-IKO.txt");
    expect(entry(glossary, "Companion").text).toHaveLength(1);
    expect(entry(glossary, "Concede").text).toEqual([
      "To quit the game. Conceding a game immediately causes that player to leave that game and lose that game. See rule 104, “Ending the Game.”",
    ]);
  });

  it("2021-06-18: a term glued to its first sense is split off and flagged", () => {
    const ability = entry(read("cr-2021-06-18-MH2.txt"), "Ability");
    expect(ability.glued).toBe(true);
    expect(ability.text[0]).toBe("1. Text on an object that explains what that object does or can do.");
    expect(entry(read("cr-2021-07-23-AFR.txt"), "Ability").glued).toBeUndefined();
  });

  it("every numbered release has a glossary whose terms are short headings, each with a definition", () => {
    const releases = readdirSync(CR).filter((f) => /^cr-.*\.txt$/u.test(f) && f !== "cr-1997-03-24-5ED.txt");
    expect(releases.length).toBeGreaterThan(90);
    for (const file of releases) {
      const { entries } = read(file);
      expect(entries.length, file).toBeGreaterThan(150);
      const odd = entries.filter((e) => e.text.length === 0 || /[.:]$/u.test(e.term) || e.term.length > 80);
      expect(odd.map((e) => `${file}:${e.line}: ${e.term}`)).toEqual([]);
    }
    expect(read("cr-1997-03-24-5ED.txt").entries).toEqual([]);
  });
});
