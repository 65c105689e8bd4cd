import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UnknownReleaseError, listReleases, loadRelease, resolveRelease } from "../../src/import/archive.ts";
import { releaseFolderProblems } from "../../src/import/release-list.ts";
import { NotNumberedCrError, normalizeSourceText } from "../../src/import/cr-text.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { DiagnosticsError } from "../../src/kb/diagnostics.ts";
import { NUMBERED_RELEASES, PUBLISHED_RELEASES } from "../../src/releases.ts";
import { compareRuleIds, parseRuleId } from "../../src/kb/ids.ts";

const releases = listReleases();
const numbered = releases.filter((r) => r.date >= "1999");

describe("listReleases", () => {
  it("lists every release of sources/cr/releases.json, oldest first, each with its text", () => {
    expect(releases.map((r) => r.date)).toEqual(PUBLISHED_RELEASES.map((r) => r.date));
    expect(releases[0]).toEqual({ file: "sources/cr/cr-1997-03-24-5ED.txt", date: "1997-03-24", setCode: "5ED" });
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
    for (const name of ["cr-2020-01-01-BBB.txt", "README.md", "cr-2019-12-31-ZZZ.txt", "notes.txt"]) {
      writeFileSync(path.join(root, "sources/cr", name), "");
    }
    const list = (releases: object[]) =>
      writeFileSync(path.join(root, "sources/cr/releases.json"), `[\n${releases.map((r) => JSON.stringify(r)).join(",\n")}\n]\n`);
    const problems = () => {
      try {
        return releaseFolderProblems(root).map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
      } catch (error) {
        return (error as DiagnosticsError).diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
      }
    };

    it("lists the releases of the list, whatever else the folder holds", () => {
      list([{ date: "2019-12-31", set: "ZZZ", from: "test" }, { date: "2020-01-01", set: "BBB", from: "test" }]);
      expect(listReleases(root).map((r) => r.file)).toEqual(["sources/cr/cr-2019-12-31-ZZZ.txt", "sources/cr/cr-2020-01-01-BBB.txt"]);
    });

    it("refuses, all at once and located, a date listed twice, a listed release without its text, a text not listed, and the list out of order", () => {
      writeFileSync(path.join(root, "sources/cr/cr-2020-01-01-AAA.txt"), "");
      list([
        { date: "2020-01-01", set: "BBB", from: "test" },
        { date: "2020-01-01", set: "AAA", from: "test" },
        { date: "2019-12-31", set: "ZZZ", from: "test" },
        { date: "2020-02-02", set: "NOP", from: "test" },
      ]);
      expect(problems()).toEqual([
        "sources/cr/releases.json:2:9: release 2: 2020-01-01 is listed twice (cr-2020-01-01-BBB.txt and cr-2020-01-01-AAA.txt): one release a date",
        "sources/cr/releases.json:4:9: release 3: 2019-12-31 comes after 2020-01-01: the list is oldest first",
      ]);
      list([{ date: "2019-12-31", set: "ZZZ", from: "test" }, { date: "2020-01-01", set: "BBB", from: "test" }, { date: "2020-02-02", set: "NOP", from: "test" }]);
      expect(problems()).toEqual([
        "sources/cr/releases.json:4:9: release 3: no file sources/cr/cr-2020-02-02-NOP.txt for this release",
        "sources/cr/cr-2020-01-01-AAA.txt:1:1: a second text for the release 2020-01-01, besides sources/cr/cr-2020-01-01-BBB.txt: one release, one file; not in sources/cr/releases.json: every release text is listed there (rules release add lists a new one)",
      ]);
      list([{ date: "2019-12-31", set: "ZZZ", from: "test" }]);
      expect(problems()).toEqual([
        "sources/cr/cr-2020-01-01-AAA.txt:1:1: not in sources/cr/releases.json: every release text is listed there (rules release add lists a new one)",
        "sources/cr/cr-2020-01-01-BBB.txt:1:1: not in sources/cr/releases.json: every release text is listed there (rules release add lists a new one)",
      ]);
      rmSync(path.join(root, "sources/cr/cr-2020-01-01-AAA.txt"));
    });

    it("locates a list that is not JSON, and entries without a date, a set code or a provenance", () => {
      writeFileSync(path.join(root, "sources/cr/releases.json"), '[\n  {"date": "2019-12-31", "set": "ZZZ", "from": "test"}\n  {"date": "2020-01-01", "set": "BBB", "from": "test"}\n]\n');
      expect(problems()[0]).toMatch(/^sources\/cr\/releases\.json:3:3: not valid JSON: /u);
      list([{ date: "2019-12-31", set: "zz z", from: "test" }, { date: "31/12/2019", set: "ZZZ", from: "test" }, { date: "2020-01-01", set: "BBB" }]);
      expect(problems().slice(0, 3)).toEqual([
        'sources/cr/releases.json:2:9: release 1: "set" must be a set code in capitals (MBS, M10, 2XM), not "zz z"',
        'sources/cr/releases.json:3:9: release 2: "date" must be YYYY-MM-DD, not "31/12/2019"',
        'sources/cr/releases.json:4:9: release 3: "from" must name where the bytes come from (sources/cr/README.md)',
      ]);
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
      /^no CR release dated 2011-03-01 \(nearest: 2011-02-04 MBS, 2011-04-01 DDG\)\navailable releases \(\d+\): 1997-03-24 5ED, 1999-04-23 6ED, .*$/,
    );
    expect(() => resolveRelease("ZZZ")).toThrow(new RegExp(`^no CR release for set code ZZZ\\navailable releases \\(${releases.length}\\)`, "u"));
    expect(() => resolveRelease("latest rules")).toThrow(
      /^unknown CR release 'latest rules': not a date \(YYYY-MM-DD\), a set code, or a file named cr-<YYYY-MM-DD>-<SET>\.txt\n/,
    );
    expect(() => resolveRelease("elsewhere/cr-2030-01-01-FUT.txt")).toThrow(/: no such file\n/);
    // A year is neither a date nor a set code: the message lists that year's releases.
    expect(() => resolveRelease("2099")).toThrow(/^unknown CR release '2099': not a date \(YYYY-MM-DD\), .*; releases of 2099: none$/);
    expect(() => resolveRelease("2011")).toThrow(/; releases of 2011: 2011-02-04 MBS, 2011-04-01 DDG, 2011-05-01 NPH, 2011-06-17 PC2, 2011-07-15 M12, 2011-09-30 ISD$/);
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
  "2009-09-04": ["702.30d@2611"], // printed twice, the second for 702.30e
  "2009-10-05": ["702.30d@2680"],
  "2010-06-18": ["505.5a@1547", "505.5b@1549"],
};

// Rule counts checked against the files with: grep -cE '^[0-9]{3}\.[0-9]+[a-z]?\.? ' (plus "305.3.After",
// printed without a space, in 1999-04-23).
const RULE_COUNTS: Record<string, number> = {
  "1999-04-23": 347,
  "2007-10-01": 1123,
  "2011-02-04": 1781,
  "2021-09-24": 2608,
  "2026-01-16": 3114,
};

describe("every numbered release of the archive", () => {
  const docs = numbered.map((release) => ({ release, doc: loadRelease(release.file) }));

  it("parses from 1999 on", () => {
    expect(docs.map(({ doc }) => doc.version)).toHaveLength(NUMBERED_RELEASES.length);
  });

  it("has a plausible number of rules, growing from release to release", () => {
    let previous = 0;
    for (const { release, doc } of docs) {
      const count = doc.sections.reduce((n, s) => n + s.rules.length, 0);
      expect(count, release.file).toBeGreaterThanOrEqual(300);
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
