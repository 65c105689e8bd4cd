import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UnknownReleaseError, listReleases, loadRelease, resolveRelease } from "../../src/import/archive.ts";
import { NotNumberedCrError, normalizeSourceText } from "../../src/import/cr-text.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { compareRuleIds, parseRuleId } from "../../src/kb/ids.ts";

const releases = listReleases();
const numbered = releases.filter((r) => r.date >= "1999");

describe("listReleases", () => {
  it("lists the 96 releases of sources/cr by date", () => {
    expect(releases).toHaveLength(96);
    expect(releases[0]).toEqual({ file: "sources/cr/cr-1997-03-24-5ED.txt", date: "1997-03-24", setCode: "5ED" });
    expect(releases.at(-1)).toEqual({ file: "sources/cr/cr-2021-09-24-MID.txt", date: "2021-09-24", setCode: "MID" });
    const dates = releases.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    for (const r of releases) expect(existsSync(path.join(PROJECT_ROOT, r.file))).toBe(true);
  });

  it("keeps the second IKO and KHM releases", () => {
    const bySet = (code: string) => releases.filter((r) => r.setCode === code).map((r) => r.date);
    expect(bySet("IKO")).toEqual(["2020-04-17", "2020-06-01"]);
    expect(bySet("KHM")).toEqual(["2021-02-05", "2021-02-15"]);
  });

  describe("in another directory", () => {
    const root = mkdtempSync(path.join(tmpdir(), "cr-archive-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(path.join(root, "sources/cr"), { recursive: true });
    for (const name of ["cr-2020-01-01-BBB.txt", "README.md", "cr-2020-01-01-AAA.txt", "cr-2019-12-31-ZZZ.txt", "notes.txt"]) {
      writeFileSync(path.join(root, "sources/cr", name), "");
    }

    it("ignores files not named cr-<date>-<SET>.txt and orders same-day releases by name", () => {
      expect(listReleases(root).map((r) => r.file)).toEqual([
        "sources/cr/cr-2019-12-31-ZZZ.txt",
        "sources/cr/cr-2020-01-01-AAA.txt",
        "sources/cr/cr-2020-01-01-BBB.txt",
      ]);
    });

    it("reports a date shared by two releases as ambiguous", () => {
      expect(() => resolveRelease("2020-01-01", root)).toThrow(
        "date 2020-01-01 names 2 releases: 2020-01-01 (cr-2020-01-01-AAA.txt), 2020-01-01 (cr-2020-01-01-BBB.txt); give the file name instead",
      );
    });
  });
});

describe("resolveRelease", () => {
  const mbs = { file: "sources/cr/cr-2011-02-04-MBS.txt", date: "2011-02-04", setCode: "MBS" };

  it("accepts a date, a set code in any case, a file name or a path", () => {
    expect(resolveRelease("2011-02-04")).toEqual(mbs);
    expect(resolveRelease("MBS")).toEqual(mbs);
    expect(resolveRelease("mbs")).toEqual(mbs);
    expect(resolveRelease("cr-2011-02-04-MBS.txt")).toEqual(mbs);
    expect(resolveRelease("sources/cr/cr-2011-02-04-MBS.txt")).toEqual(mbs);
    expect(resolveRelease(path.join(PROJECT_ROOT, "sources/cr/cr-2011-02-04-MBS.txt"))).toEqual(mbs);
  });

  it("accepts the effective date a text states when its file name says otherwise", () => {
    expect(resolveRelease("2009-07-11").file).toBe("sources/cr/cr-2009-07-08-M10.txt");
    expect(resolveRelease("2009-10-01").file).toBe("sources/cr/cr-2009-10-05-ZEN.txt");
  });

  it("refuses a set code that names two releases, listing them", () => {
    expect(() => resolveRelease("IKO")).toThrow(
      "set code IKO names 2 releases: 2020-04-17 (cr-2020-04-17-IKO.txt), 2020-06-01 (cr-2020-06-01-IKO.txt); give the date instead",
    );
    expect(() => resolveRelease("khm")).toThrow(/^set code KHM names 2 releases: 2021-02-05 .*, 2021-02-15 /);
  });

  it("explains an unknown release and lists the ones that exist", () => {
    expect(() => resolveRelease("2011-03-01")).toThrow(UnknownReleaseError);
    expect(() => resolveRelease("2011-03-01")).toThrow(
      /^no CR release dated 2011-03-01 \(nearest: 2011-02-04 MBS, 2011-04-01 DDG\)\navailable releases \(96\): 1997-03-24 5ED, 1999-04-23 6ED, .*, 2021-09-24 MID$/,
    );
    expect(() => resolveRelease("ZZZ")).toThrow(/^no CR release for set code ZZZ\navailable releases \(96\)/);
    expect(() => resolveRelease("latest rules")).toThrow(
      /^unknown CR release 'latest rules': not a date \(YYYY-MM-DD\), a set code, or a file named cr-<YYYY-MM-DD>-<SET>\.txt\n/,
    );
    expect(() => resolveRelease("elsewhere/cr-2030-01-01-FUT.txt")).toThrow(/: no such file\n/);
    // A year is neither a date nor a set code: the message lists that year's releases.
    expect(() => resolveRelease("2099")).toThrow(/^unknown CR release '2099': not a date \(YYYY-MM-DD\), .*; releases of 2099: none$/);
    expect(() => resolveRelease("2011")).toThrow(/; releases of 2011: 2011-02-04 MBS, 2011-04-01 DDG, 2011-05-01 NPH, 2011-06-17 PC2, 2011-09-30 ISD$/);
  });
});

describe("loadRelease", () => {
  it("parses a release once and shares the frozen document", () => {
    const first = loadRelease("2011-02-04");
    expect(loadRelease("MBS")).toBe(first);
    expect(Object.isFrozen(first.sections[0].rules[0].examples)).toBe(true);
    expect(first).toMatchObject({ file: "sources/cr/cr-2011-02-04-MBS.txt", version: "2011-02-04", lang: "en" });
  });

  it("throws NotNumberedCrError for the 1997 rulebook", () => {
    expect(() => loadRelease("5ED")).toThrow(NotNumberedCrError);
  });
});

// Rule numbers the archive prints out of order or malformed (each checked by eye in the file), as id@line.
// The greedy check below flags the rule that breaks the order; for 2010-06-18 that is the two subrules after
// "505.54." (printed for 505.5.).
const MISNUMBERED: Record<string, string[]> = {
  "1999-11-01": ["408.f@683", "408.g@685"], // for 408.2f, 408.2g
  "2004-06-01": ["502.35b@1618"], // for 502.36b
  "2005-08-01": ["605.2c@2189"], // in section 609, for 609.2c
  "2006-05-01": ["501.2@2026", "501.3@2028", "501.4@2030", "501.5@2033", "501.6@2035"], // in section 510
  "2006-10-01": ["432.2b@1404"], // for 423.2b
  "2007-02-01": ["432.2b@1413"],
  "2007-05-01": ["432.2b@1479"],
  "2007-07-13": ["432.2b@1484"],
  "2007-09-07": ["432.2b@1484"],
  "2008-10-01": ["306.b@837", "306.1c@839"], // for 306.3b, 306.3c
  "2009-10-05": ["702.30d@2680"], // printed twice, the second for 702.30e
  "2010-06-18": ["505.5a@1547", "505.5b@1549"],
};

// Rule counts checked against the files with: grep -cE '^[0-9]{3}\.[0-9]+[a-z]?\.? ' (plus "305.3.After",
// printed without a space, in 1999-04-23).
const RULE_COUNTS: Record<string, number> = {
  "1999-04-23": 347,
  "2007-10-01": 1123,
  "2011-02-04": 1781,
  "2021-09-24": 2608,
};

describe("every numbered release of the archive", () => {
  const docs = numbered.map((release) => ({ release, doc: loadRelease(release.file) }));

  it("parses from 1999 on", () => {
    expect(docs).toHaveLength(95);
  });

  it("has a plausible number of rules, growing from release to release", () => {
    let previous = 0;
    for (const { release, doc } of docs) {
      const count = doc.sections.reduce((n, s) => n + s.rules.length, 0);
      expect(count, release.file).toBeGreaterThanOrEqual(300);
      expect(count, release.file).toBeLessThanOrEqual(3000);
      // Rules are added far more often than removed: no release loses more than 2% of them.
      expect(count, release.file).toBeGreaterThanOrEqual(Math.floor(previous * 0.98));
      previous = count;
      if (RULE_COUNTS[release.date] !== undefined) expect(count, release.file).toBe(RULE_COUNTS[release.date]);
    }
  });

  it("starts with section 100 and rule 100.1, and states the date of its file name (except two)", () => {
    const stated: Record<string, string> = { "2009-07-08": "2009-07-11", "2009-10-05": "2009-10-01" };
    for (const { release, doc } of docs) {
      expect(doc.sections[0].number, release.file).toBe("100");
      expect(doc.sections[0].rules[0].id, release.file).toBe("100.1");
      expect(doc.version, release.file).toBe(stated[release.date] ?? release.date);
      expect(doc.defects).toEqual([]);
    }
  });

  it("takes no section from the contents list and no rule from the glossary", () => {
    for (const { release, doc } of docs) {
      const lines = normalizeSourceText(readFileSync(path.join(PROJECT_ROOT, release.file))).split("\n");
      const firstRule = lines.findIndex((l) => /^\s*100\.1\.? /.test(l));
      const glossary = lines.findIndex((l, i) => i > firstRule && l.trim() === "Glossary");
      expect(glossary, release.file).toBeGreaterThan(firstRule);
      const numbers = doc.sections.map((s) => Number(s.number));
      expect(numbers, release.file).toEqual([...new Set(numbers)].sort((a, b) => a - b));
      // 1-based lines: the first section's heading comes before rule 100.1, the others after it.
      expect(doc.sections[0].line, release.file).toBeLessThan(firstRule + 1);
      for (const s of doc.sections) {
        expect(s.line, release.file).toBeLessThan(glossary + 1);
        if (s !== doc.sections[0]) expect(s.line, release.file).toBeGreaterThan(firstRule + 1);
      }
      const rules = doc.sections.flatMap((s) => s.rules);
      expect(rules.filter((r) => r.line > glossary), release.file).toEqual([]);
      // Every example line of the rules body (none of the glossary's) is an example of some rule.
      const exampleLines = lines.slice(firstRule, glossary).filter((l) => /^\s*(Example|EXAMPLE):/.test(l));
      expect(rules.reduce((n, r) => n + r.examples.length, 0), release.file).toBe(exampleLines.length);
    }
  });

  it("numbers rules in increasing order within each section, except the misprints listed", () => {
    for (const { release, doc } of docs) {
      const out: string[] = [];
      for (const section of doc.sections) {
        let previous: string | undefined;
        for (const r of section.rules) {
          const n = parseRuleId(r.id);
          const inOrder =
            n !== undefined &&
            n.rule !== undefined &&
            String(n.section) === section.number &&
            (previous === undefined || compareRuleIds(previous, r.id) < 0);
          if (inOrder) previous = r.id;
          else out.push(`${r.id}@${r.line}`);
        }
      }
      expect(out, release.file).toEqual(MISNUMBERED[release.date] ?? []);
    }
  });

  it("gives every rule some text and every example its label", () => {
    for (const { release, doc } of docs) {
      const rules = doc.sections.flatMap((s) => s.rules);
      expect(rules.filter((r) => r.text.trim() === "").map((r) => r.id), release.file).toEqual([]);
      const unlabelled = rules.filter((r) => r.examples.some((e) => !/^(Example|EXAMPLE):/.test(e)));
      expect(unlabelled.map((r) => r.id), release.file).toEqual([]);
    }
  });
});
