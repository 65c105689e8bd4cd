import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CrFormatError,
  NotNumberedCrError,
  crSection,
  normalizeSourceText,
  parseCrText,
  readCrFile,
} from "../../src/import/cr-text.ts";
import { decodeSource } from "../../src/import/decode.ts";
import type { SourceDocument, SourceRule } from "../../src/import/types.ts";
import iconv from "iconv-lite";
import { PUBLISHED_RELEASES, releaseFileName } from "../../src/releases.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";

const CR = path.join(PROJECT_ROOT, "sources/cr");
const read = (name: string) => readCrFile(path.join(CR, name));
const rawBytes = (name: string) => readFileSync(path.join(CR, name));

function rule(doc: SourceDocument, id: string): SourceRule {
  const section = crSection(doc, id.slice(0, 3));
  const found = section.rules.find((r) => r.id === id);
  if (!found) throw new Error(`${doc.file}: no rule ${id}`);
  return found;
}

// A small release in the one-paragraph-per-line layout: title, contents list, rules, glossary.
const SMALL = [
  "Magic: The Gathering Comprehensive Rules",
  "",
  "These rules are effective as of February 4, 2011.",
  "",
  "Contents",
  "",
  "1. Game Concepts",
  "100. General",
  "101. The Magic Golden Rules",
  "",
  "1. Game Concepts",
  "",
  "100. General",
  "",
  "100.1. These Magic rules apply to any Magic game with two or more players.",
  "",
  "100.1a A two-player game is a game that begins with only two players.",
  "Example: Two players sit down.  They play.",
  "Example: A second example.",
  "",
  "101. The Magic Golden Rules",
  "",
  "101.1. Whenever a card's text directly contradicts these rules, the card takes precedence.",
  "          Of that list, a continuation that is not an example.",
  "",
  "101.2. When a rule or effect allows or directs something to happen, and another effect states that it can't happen, the \"can't\" effect takes precedence.",
  "",
  "Glossary",
  "",
  "Active Player",
  "100.1. The player whose turn it is (a glossary line that looks like a rule).",
  "",
].join("\n");

describe("parseCrText on small inputs", () => {
  it("reads sections, rules and examples, and nothing from the contents or the glossary", () => {
    const doc = parseCrText(SMALL, "sources/cr/cr-2011-02-04-MBS.txt");
    expect(doc).toMatchObject({ file: "sources/cr/cr-2011-02-04-MBS.txt", lang: "en", version: "2011-02-04", defects: [] });
    expect(doc.sections.map((s) => [s.number, s.title, s.line])).toEqual([
      ["100", "General", 13],
      ["101", "The Magic Golden Rules", 21],
    ]);
    expect(doc.sections[0].rules).toEqual([
      { id: "100.1", text: "These Magic rules apply to any Magic game with two or more players.", examples: [], line: 15 },
      {
        id: "100.1a",
        text: "A two-player game is a game that begins with only two players.",
        examples: ["Example: Two players sit down.  They play.", "Example: A second example."],
        line: 17,
      },
    ]);
    expect(doc.sections[1].rules.map((r) => r.id)).toEqual(["101.1", "101.2"]);
    expect(doc.chapters).toEqual({ "1": "Game Concepts" });
  });

  it("keeps a non-example line under a rule in its text, joined with a newline", () => {
    const doc = parseCrText(SMALL, "x/cr-2011-02-04-MBS.txt");
    expect(rule(doc, "101.1").text).toBe(
      "Whenever a card's text directly contradicts these rules, the card takes precedence.\n" +
        "Of that list, a continuation that is not an example.",
    );
  });

  it("gives the same document for LF, CRLF, CR-only and BOM-prefixed text", () => {
    const lf = parseCrText(SMALL, "cr-2011-02-04-MBS.txt");
    expect(parseCrText(SMALL.replace(/\n/g, "\r\n"), "cr-2011-02-04-MBS.txt")).toEqual(lf);
    expect(parseCrText(SMALL.replace(/\n/g, "\r"), "cr-2011-02-04-MBS.txt")).toEqual(lf);
    expect(parseCrText(Buffer.from(`\uFEFF${SMALL}`, "utf8"), "cr-2011-02-04-MBS.txt")).toEqual(lf);
  });

  it("normalises mixed line ends and drops only a leading BOM", () => {
    expect(normalizeSourceText("\uFEFFa\r\nb\rc\nd\r\r\ne")).toBe("a\nb\nc\nd\n\ne");
    expect(normalizeSourceText(Buffer.from("x\uFEFFy", "utf8"))).toBe("x\uFEFFy");
  });

  it("reads the irregular rule numbers printed in the archive", () => {
    const text = [
      "102. Winning and Losing",
      "102.8 If a player has ten or more poison counters, he or she loses the game.",
      "305.3.After triggered abilities are added to the stack, the active player receives priority.",
      "205.2b. Some objects can have more than one type.",
      "606. 8b Players win and lose the game only as a team.",
      "408.f Card text that isn't an ability is simply read.",
    ].join("\n");
    const doc = parseCrText(text, "cr-2003-01-01-XXX.txt");
    expect(doc.sections[0].rules.map((r) => [r.id, r.text])).toEqual([
      ["102.8", "If a player has ten or more poison counters, he or she loses the game."],
      ["305.3", "After triggered abilities are added to the stack, the active player receives priority."],
      ["205.2b", "Some objects can have more than one type."],
      ["606.8b", "Players win and lose the game only as a team."],
      ["408.f", "Card text that isn't an ability is simply read."],
    ]);
  });

  it("joins the lines of a hard-wrapped release with one space, and starts rules only at paragraph starts", () => {
    const wrapped = [
      "------------------------------------------------------------------------------",
      "2. Cards",
      "------------------------------------------------------------------------------",
      "",
      "214. Permanent Type",
      "-------------------",
      "",
      "214.7. Creatures",
      "",
      "  214.7a If a card instruction requires choosing a creature subtype, this may ",
      "  be any noun, but only one. (See rule",
      "  406.1, \"Mana Abilities.\")",
      "  EXAMPLE: Merfolk or Wizard is acceptable, but not Merfolk Wizard. Words ",
      "  like \"opponent\" can't be chosen.",
      "",
      "  \"Leaves play\" triggers are zone-change triggers, even if the trigger ",
      "  condition doesn't care.",
      "",
      "Glossary",
    ].join("\n");
    const doc = parseCrText(wrapped, "cr-1999-04-23-6ED.txt");
    expect(doc.version).toBe("1999-04-23");
    expect(doc.sections).toEqual([
      {
        number: "214",
        title: "Permanent Type",
        line: 5,
        rules: [
          { id: "214.7", text: "Creatures", examples: [], line: 8 },
          {
            id: "214.7a",
            text:
              'If a card instruction requires choosing a creature subtype, this may be any noun, but only one. (See rule 406.1, "Mana Abilities.")\n' +
              "\"Leaves play\" triggers are zone-change triggers, even if the trigger condition doesn't care.",
            examples: ["EXAMPLE: Merfolk or Wizard is acceptable, but not Merfolk Wizard. Words like \"opponent\" can't be chosen."],
            line: 10,
          },
        ],
      },
    ]);
  });

  it("takes the date the text states, else the file name's", () => {
    const body = "\n100. General\n100.1. A rule.\n";
    expect(parseCrText(`These rules are current as of July 1, 2003.${body}`, "cr-2003-07-02-8ED.txt").version).toBe("2003-07-01");
    expect(parseCrText(body, "sources/cr/cr-2003-07-02-8ED.txt").version).toBe("2003-07-02");
    const twoDates = `effective as of May 1, 2011.\neffective as of June 1, 2011.${body}`;
    expect(parseCrText(twoDates, "cr-2011-05-02-NPH.txt").version).toBe("2011-05-02");
    expect(() => parseCrText(body, "rules.txt")).toThrow(/^rules\.txt:1:1: no effective date/);
  });

  it("throws NotNumberedCrError for a text without numbered rules", () => {
    const prose = "Welcome to Magic: The Gathering!\nObject of the Game\n100. Not a section without rules\n";
    expect(() => parseCrText(prose, "old.txt")).toThrow(NotNumberedCrError);
    expect(() => parseCrText(prose, "old.txt")).toThrow(/^old\.txt: not in numbered CR format \(.+\)\. Hint: /);
  });

  it("reports every misplaced paragraph at once, with file:line:col", () => {
    const text = [
      "effective as of May 1, 2011.",
      "100.1. A rule before its section.",
      "100. General",
      "  Example: an example before any rule of the section.",
      "Stray text.",
      "100.2. A rule.",
    ].join("\n");
    let error: unknown;
    try {
      parseCrText(text, "bad.txt");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CrFormatError);
    expect((error as CrFormatError).message).toBe(
      [
        "bad.txt:2:1: rule 100.1. before any section heading",
        "bad.txt:4:3: example outside any rule",
        'bad.txt:5:1: text outside any rule: "Stray text."',
      ].join("\n"),
    );
  });

  it("crSection names the sections the release has when asked for another", () => {
    const doc = parseCrText(SMALL, "cr-2011-02-04-MBS.txt");
    expect(crSection(doc, "101").title).toBe("The Magic Golden Rules");
    expect(() => crSection(doc, "706")).toThrow("cr-2011-02-04-MBS.txt: no section 706 in the 2011-02-04 rules (sections 100–101: 100, 101)");
  });
});

describe("the releases the knowledge base is built from", () => {
  const mbs = read("cr-2011-02-04-MBS.txt");
  const lrw = read("cr-2007-10-01-LRW.txt");

  it("2011-02-04 section 706 has rules 706.1 to 706.11 with their examples", () => {
    const section = crSection(mbs, "706");
    expect(section.title).toBe("Copying Objects");
    expect(section.rules.map((r) => `${r.id}:${r.examples.length}`)).toEqual([
      "706.1:0", "706.2:2", "706.2a:0", "706.3:4", "706.4:1", "706.5:2", "706.6:1", "706.7:0", "706.7a:2",
      "706.8:0", "706.8a:1", "706.8b:0", "706.8c:1", "706.8d:1", "706.9:2", "706.9a:0", "706.9b:0", "706.9c:0",
      "706.10:1", "706.11:0",
    ]);
    const copy = rule(mbs, "706.2");
    expect(copy.text).toMatch(/^When copying an object, the copy acquires the copiable values /);
    expect(copy.text).toMatch(/status, and counters are not copied\.$/);
    expect(copy.examples[0]).toMatch(/^Example: Chimeric Staff is an artifact that reads “\{X\}: Chimeric Staff becomes/);
    expect(copy.examples[1]).toMatch(/^Example: Clone enters the battlefield as a copy of a face-down Grinning Demon/);
    expect(rule(mbs, "706.9").examples[0]).toMatch(/^Example: A player casts Fork, targeting an Emerald Charm\./);
  });

  it("2007-10-01 section 503 has rules 503.1 to 503.12 with their examples", () => {
    const section = crSection(lrw, "503");
    expect(section.title).toBe("Copying Objects");
    expect(section.rules.map((r) => `${r.id}:${r.examples.length}`)).toEqual([
      "503.1:0", "503.2:2", "503.3:4", "503.4:1", "503.5:2", "503.6:1", "503.7:1", "503.8:2", "503.9:1",
      "503.10:2", "503.10a:0", "503.10b:0", "503.10c:0", "503.11:1", "503.12:0",
    ]);
    expect(rule(lrw, "503.2").text).toMatch(/^When copying an object, the copy acquires the copiable values/);
    expect(rule(lrw, "503.2").examples[0]).toMatch(/^Example: Chimeric Staff is an artifact/);
    expect(rule(lrw, "503.8").text).toMatch(/the copy will "remember" that choice/);
  });

  it("2007-10-01 has six chapters, 2011-02-04 nine (their contents lists)", () => {
    expect(lrw.chapters).toEqual({
      "1": "The Game", "2": "Parts of the Game", "3": "Turn Structure", "4": "Spells, Abilities, and Effects", "5": "Additional Rules",
      "6": "Multiplayer Rules",
    });
    expect(Object.keys(mbs.chapters!)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(mbs.chapters!["9"]).toBe("Casual Variants");
  });

  it("2011-02-04 landmarks: layer 6, Two-Headed Giant, special actions", () => {
    expect(rule(mbs, "613.1f").text).toBe("Layer 6: Ability-adding and ability-removing effects are applied.");
    expect(crSection(mbs, "810").title).toBe("Two-Headed Giant Variant");
    expect(crSection(mbs, "115").title).toBe("Special Actions");
    expect(crSection(mbs, "612").title).toBe("Text-Changing Effects");
    // Two paragraphs printed under 810.7b that are neither rules nor examples.
    expect(rule(mbs, "810.7b").text.split("\n").map((p) => p.slice(0, 40))).toEqual([
      "Any one-shot effect that refers to the “",
      "Any characteristic-defining ability that",
      "All other cases in which the “defending ",
    ]);
  });

  it("line numbers point at the rule numbers of the normalised text", () => {
    const lines = normalizeSourceText(rawBytes("cr-2011-02-04-MBS.txt")).split("\n");
    for (const section of mbs.sections) {
      expect(lines[section.line - 1]).toBe(`${section.number}. ${section.title}`);
      for (const r of section.rules) expect(lines[r.line - 1].startsWith(r.id)).toBe(true);
    }
  });
});

describe("the older layouts", () => {
  it("1999-04-23 (hard-wrapped at 80 columns, CR line ends, EXAMPLE: in capitals)", () => {
    const doc = read("cr-1999-04-23-6ED.txt");
    expect(rule(doc, "100.1").text).toBe(
      "These Magic rules assume a game between two players. Optional rules allow for more players but aren't " +
        "discussed here. These can be found at the Wizards of the Coast(R) website at <www.wizards.com>.",
    );
    expect(rule(doc, "214.7").text).toBe("Creatures");
    expect(rule(doc, "214.7a").examples).toEqual([
      "EXAMPLE: Merfolk or Wizard is acceptable, but not Merfolk Wizard. Words like \"opponent\" or \"swamp\" " +
        "can't be chosen because they have other meanings in the game.",
    ]);
    // "214.9. Lands" is underlined like a section heading, but is a rule.
    expect(rule(doc, "214.9").text).toBe("Lands");
    expect(rule(doc, "305.3").text).toMatch(/^After triggered abilities \(if any\) are added to the stack/);
    // 417.1 wraps onto a line starting "Examples include", which is not an example paragraph.
    expect(rule(doc, "417.1")).toMatchObject({
      text: "A one-shot effect does something just once and doesn't have a duration. Examples include damage dealing, destruction, and moving cards between zones.",
      examples: [],
    });
    const leavesPlay = rule(doc, "410.10d");
    expect(leavesPlay.examples).toHaveLength(1);
    expect(leavesPlay.text.split("\n")[1]).toMatch(/^"Leaves play" triggers are zone-change triggers/);
    expect(crSection(doc, "421").title).toBe("Handling 'Infinite' Loops");
  });

  it("1999-11-01 (one paragraph per line, EXAMPLE: in capitals, indented section headings)", () => {
    const doc = read("cr-1999-11-01-BRB.txt");
    expect(crSection(doc, "100").line).toBe(160);
    expect(rule(doc, "212.2a").examples).toHaveLength(1);
    expect(rule(doc, "212.2a").examples[0]).toMatch(/^EXAMPLE: “Creature — Minotaur” means the card has type creature/);
    // Printed without their rule number (408.2f, 408.2g): kept as printed.
    expect(crSection(doc, "408").rules.slice(-2).map((r) => r.id)).toEqual(["408.f", "408.g"]);
  });

  it("2001-07-23 (hard-wrapped at 110 columns): a wrapped line starting with a rule number is a cross-reference", () => {
    const doc = read("cr-2001-07-23-APC.txt");
    expect(rule(doc, "214.9e").text).toBe(
      "A land with a basic land type has an intrinsic ability to produce colored mana. (See rule 406.1, " +
        "\"Mana Abilities.\") The card is treated as if its text box read, \"T: Add [mana symbol] to your mana pool,\" " +
        "even if the text box doesn't actually contain text. Plains produce white mana; islands, blue; swamps, black; " +
        "mountains, red; and forests, green.",
    );
    expect(rule(doc, "217.8c").text).toMatch(/This is an exception to rule 217\.5c\.$/);
    expect(rule(doc, "102.8").text).toMatch(/^If a player has ten or more poison counters/);
  });

  it("early-2000s 418.5 is the interaction of continuous effects (the layer rule)", () => {
    const apc = read("cr-2001-07-23-APC.txt");
    expect(rule(apc, "418.5").text).toBe("Interaction of Continuous Effects");
    expect(rule(apc, "418.5d").examples[0]).toMatch(/^Example: Two enchantments are played on the same creature: "Enchanted creature gains flying" and "Enchanted creature loses flying\."/);
    const mrd = read("cr-2003-12-01-MRD.txt");
    expect(rule(mrd, "418.5").text).toBe("Interaction of Continuous Effects");
    const layers = rule(mrd, "418.5a");
    expect(layers.text).toMatch(/in a series of layers in the following order: \(1\) copy effects/);
    expect(layers.text.split("\n")[1]).toMatch(/^Inside each layer, apply effects from characteristic-setting abilities first/);
    expect(layers.examples[0]).toMatch(/^Example: Crusade is an enchantment/);
  });

  it("misprinted numbers stay as printed, in the section where they are printed", () => {
    const dis = read("cr-2006-05-01-DIS.txt");
    expect(crSection(dis, "510").rules.map((r) => r.id)).toEqual(["510.1", "501.2", "501.3", "501.4", "501.5", "501.6"]);
    expect(rule(read("cr-2009-07-08-M10.txt"), "702.37a").text).toMatch(/^Storm is a triggered ability/);
    const ala = read("cr-2008-10-01-ALA.txt");
    expect(crSection(ala, "306").rules.map((r) => r.id)).toContain("306.b");
  });

  it("the 1997 Fifth Edition rulebook is not a numbered CR", () => {
    expect(() => read("cr-1997-03-24-5ED.txt")).toThrow(
      /^sources\/cr\/cr-1997-03-24-5ED\.txt: not in numbered CR format/,
    );
    expect(() => read("cr-1997-03-24-5ED.txt")).toThrow(NotNumberedCrError);
  });

  it("the effective date comes from the text when it differs from the file name", () => {
    expect(read("cr-2009-07-08-M10.txt").version).toBe("2009-07-11");
    expect(read("cr-2009-10-05-ZEN.txt").version).toBe("2009-10-01");
  });
});

describe("line ends and byte-order marks as published", () => {
  // Each variant, with the files found to have it (counted from the bytes below, not assumed).
  const variants: Array<[string, string, (b: Buffer) => boolean]> = [
    ["CR only", "cr-2007-10-01-LRW.txt", (b) => count(b, "\r") > 0 && count(b, "\n") === 0],
    ["CR only, hard-wrapped", "cr-1999-04-23-6ED.txt", (b) => count(b, "\r") > 0 && count(b, "\n") === 0],
    ["CRLF", "cr-2011-02-04-MBS.txt", (b) => count(b, "\r\n") === count(b, "\n") && count(b, "\r") === count(b, "\n")],
    ["LF only", "cr-2003-07-01-8ED.txt", (b) => count(b, "\r") === 0 && count(b, "\n") > 0],
    ["LF with stray CRLF", "cr-2003-12-01-MRD.txt", (b) => count(b, "\r\n") > 0 && count(b, "\r\n") < count(b, "\n") / 100],
    ["CR with some CRLF, BOM", "cr-2021-09-24-MID.txt", (b) => count(b, "\r\n") > 0 && count(b, "\r") > 10 * count(b, "\n")],
    ["CRLF, BOM", "cr-2020-06-01-IKO.txt", (b) => count(b, "\r\n") === count(b, "\n") && count(b, "\r") === count(b, "\n")],
  ];

  for (const [variant, name, hasVariant] of variants) {
    it(`${variant}: ${name}`, () => {
      const bytes = rawBytes(name);
      expect(hasVariant(bytes)).toBe(true);
      const doc = read(name);
      expect(doc.sections[0]).toMatchObject({ number: "100", title: "General" });
      const rules = doc.sections.flatMap((s) => s.rules);
      expect(rules[0].id).toBe("100.1");
      for (const r of rules) {
        expect(r.text).not.toMatch(/[\r\uFEFF]/);
        for (const e of r.examples) expect(e).not.toMatch(/[\r\uFEFF]/);
      }
    });
  }

  it("BOM files: a release parses the same with or without its byte-order mark", () => {
    const name = "cr-2019-05-03-WAR.txt";
    const bytes = rawBytes(name);
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(parseCrText(bytes.subarray(3), name)).toEqual(parseCrText(bytes, name));
  });

  it("a real release gives the same document whatever its line ends", () => {
    const text = normalizeSourceText(rawBytes("cr-2011-02-04-MBS.txt"));
    const name = "sources/cr/cr-2011-02-04-MBS.txt";
    const lf = parseCrText(text, name);
    expect(parseCrText(text.replace(/\n/g, "\r"), name)).toEqual(lf);
    expect(parseCrText(`\uFEFF${text.replace(/\n/g, "\r\n")}`, name)).toEqual(lf);
  });
});

function count(bytes: Buffer, needle: string): number {
  let n = 0;
  for (let i = bytes.indexOf(needle); i >= 0; i = bytes.indexOf(needle, i + needle.length)) n++;
  return n;
}

describe("the encodings releases were published in", () => {
  it("reads each release in its own encoding: UTF-16 by its byte-order mark, Windows-1252 where the bytes are not UTF-8", () => {
    const encodings = Object.fromEntries(PUBLISHED_RELEASES.map((r) => [r.date, decodeSource(rawBytes(releaseFileName(r))).encoding]));
    // sources/cr/README.md: the four releases not in UTF-8.
    expect(Object.entries(encodings).filter(([, encoding]) => encoding !== "UTF-8")).toEqual([
      ["2003-10-01", "windows-1252"],
      ["2018-08-10", "windows-1252"],
      ["2022-10-07", "windows-1252"],
      ["2022-11-18", "UTF-16BE"],
    ]);
    // Their curly quotes and dashes read as such (0x93 “, 0x94 ”, 0x97 —; "â€" is UTF-8 read as Windows-1252).
    const unf = readCrFile(path.join(CR, "cr-2022-10-07-UNF.txt"));
    const text = unf.sections.flatMap((s) => s.rules.map((r) => r.text)).join("\n");
    expect(text).toContain("“");
    expect(text).not.toMatch(/â€|\uFFFD/u);
    expect(readCrFile(path.join(CR, "cr-2022-11-18-BRO.txt")).sections.length).toBeGreaterThan(100);
  });

  it("a release re-encoded as Windows-1252, UTF-16 LE and UTF-16 BE reads exactly as its UTF-8 form", () => {
    const name = "cr-2011-02-04-MBS.txt";
    const utf8 = rawBytes(name);
    const text = utf8.toString("utf8");
    const expected = parseCrText(utf8, name);
    const windows1252 = iconv.encode(text, "windows-1252");
    expect(iconv.decode(windows1252, "windows-1252")).toBe(text); // every character of this release exists in Windows-1252
    expect(decodeSource(windows1252).encoding).toBe("windows-1252");
    expect(parseCrText(windows1252, name)).toEqual(expected);
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect(parseCrText(le, name)).toEqual(expected);
    const be = Buffer.from(le);
    be.swap16();
    expect(decodeSource(be).encoding).toBe("UTF-16BE");
    expect(parseCrText(be, name)).toEqual(expected);
  });

  it("refuses a text holding replacement or control characters, at each place, never importing it silently", () => {
    const name = "sources/cr/cr-2011-02-04-MBS.txt";
    const lines = rawBytes("cr-2011-02-04-MBS.txt").toString("utf8").split("\r\n");
    lines[9] = `Broken \uFFFD quote`;
    lines[11] = `A bell\u0007 and \uFFFD\uFFFD`;
    const problems = (() => {
      try {
        parseCrText(Buffer.from(lines.join("\r\n"), "utf8"), name);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(CrFormatError);
        return (error as CrFormatError).diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
      }
    })();
    expect(problems).toEqual([
      `${name}:10:8: U+FFFD (a replacement character: bytes that could not be decoded) in a text decoded as UTF-8`,
      `${name}:12:7: control character U+0007 in a text decoded as UTF-8 (3 unreadable characters on this line)`,
    ]);
    // A file whose bytes are not UTF-8 and decode to Windows-1252 controls (0x81 is unassigned there) is refused too.
    const windows = Buffer.concat([rawBytes("cr-2011-02-04-MBS.txt").subarray(0, 40), Buffer.from([0x81, 0x0d, 0x0a])]);
    expect(() => parseCrText(windows, name)).toThrow(/cr-2011-02-04-MBS\.txt:\d+:\d+: .* in a text decoded as windows-1252/u);
  });
});
