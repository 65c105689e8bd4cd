// The census: every worked example of the covered rule areas, in every release (its own numbering) and language,
// has exactly one status in `rules coverage`. The releases are recounted here by a deliberately simple reader, apart
// from the project's: it reads the raw files line by line, and counts the lines starting "Example:" under the
// headings of the covered sections (and of the few covered rules), by their titles as the releases print them.
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { coverage, type CoverageEntry } from "../../src/cli/coverage.ts";
import { knowledgeBaseArea } from "../../src/diff/archive-examples.ts";
import { decodeSource } from "../../src/import/decode.ts";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../src/kb/load.ts";

/** The covered rule areas by the titles their sections bear in some release (issue 26's list). */
const TITLES = [
  "Copying Objects",
  "Copying Spells and Abilities",
  "Face-Down Spells and Permanents",
  "Face-Down Creatures",
  "Split Cards",
  "Flip Cards",
  "Subgames",
  "Controlling Another Player's Turn",
  "Controlling Another Player",
  "Ending the Turn",
  "Ending Turns and Phases",
  "Status",
  "Flipping a Coin",
  "Interaction of Continuous Effects",
  "Text-Changing Effects",
  "Two-Headed Giant Variant",
  "Special Actions",
];
/** Rules that hold covered examples outside those sections, by their opening words (a rule covers its subrules). */
const RULES = ["A permanent's status is its physical state", "The initial value of a permanent's characteristic", "If an object gains an ability that refers to a choice"];

const key = (s: string) => s.replace(/\u2019/gu, "'").replace(/\s+/gu, " ").trim().toLowerCase();
const titles = new Set(TITLES.map(key));

/** `<release>|<rule>#<n>` for every Example line of the covered sections and rules of one raw release. */
function census(date: string, text: string): string[] {
  const found: string[] = [];
  const count = new Map<string, number>();
  let sectionCovered = false;
  let ruleCovered = false;
  let subruleCovered = false;
  let rule: string | undefined;
  for (const raw of text.split(/\r\n|\r|\n/u)) {
    const line = raw.trim();
    if (line === "Glossary") [sectionCovered, ruleCovered, rule] = [false, false, undefined];
    const heading = /^\d{3}\. ([A-Z].*)$/u.exec(line);
    if (heading) {
      [sectionCovered, ruleCovered, rule] = [titles.has(key(heading[1]!)), false, undefined];
      continue;
    }
    // "606. 8b": a space misprinted inside the number (2005-08-01 … 2007-05-01).
    const numbered = /^(\d{3}\.) ?(\d+)([a-z]?)\.? (.*)$/u.exec(line);
    if (numbered) {
      rule = `${numbered[1]}${numbered[2]}${numbered[3]}`;
      const body = key(numbered[4]!);
      const own = titles.has(body) || RULES.some((r) => body.startsWith(key(r)));
      if (numbered[3]) subruleCovered = own;
      else [ruleCovered, subruleCovered] = [own, false];
      continue;
    }
    if (/^example:/iu.test(line) && rule && (sectionCovered || ruleCovered || subruleCovered)) {
      const n = (count.get(rule) ?? 0) + 1;
      count.set(rule, n);
      found.push(`${date}|${rule}#${n}`);
    }
  }
  return found;
}

const releases = (JSON.parse(readFileSync(join(PROJECT_ROOT, "sources/cr/releases.json"), "utf8")) as { date: string; set: string; numbered?: boolean }[]).filter((r) => r.numbered !== false);
const read = (file: string) => decodeSource(readFileSync(join(PROJECT_ROOT, file))).text;

let entries: CoverageEntry[];
beforeAll(() => {
  entries = coverage().filter((e) => e.kind === "official");
}, 600_000);

const sorted = (list: Iterable<string>) => [...list].sort();
const without = (a: string[], b: string[]) => {
  const other = new Set(b);
  return a.filter((x) => !other.has(x));
};

describe("census of the worked examples", () => {
  it("counts the Example lines of every release, as the simple reader reads them, once each in rules coverage", () => {
    const counted = releases.flatMap((r) => census(r.date, read(`sources/cr/cr-${r.date}-${r.set}.txt`)));
    const covered = entries.filter((e) => e.lang === "en").map((e) => `${e.version}|${e.id}`);
    expect(new Set(counted).size, "the simple reader counts no line twice").toBe(counted.length);
    expect(new Set(covered).size, "no instance twice in rules coverage").toBe(covered.length);
    expect({ uncounted: without(sorted(counted), covered), notInTheReleases: without(sorted(covered), counted) }).toEqual({ uncounted: [], notInTheReleases: [] });
    // Every release has some: a reader that lost a release's lines would count none there.
    const perRelease = new Set(counted.map((c) => c.split("|")[0]));
    expect(releases.filter((r) => !perRelease.has(r.date)).map((r) => r.date)).toEqual([]);
  });

  it("counts the French examples of every French source (lines or sentences starting 'Exemple :') in rules coverage", () => {
    const kb = loadKnowledgeBase();
    const files = new Map(kb.sections.filter((s) => s.lang === "fr").map((s) => [`${s.version}|${s.section}`, s.source.file]));
    const covered = new Map<string, number>();
    for (const e of entries.filter((e) => e.lang === "fr")) {
      const file = files.get(`${e.version}|${e.id.split(".")[0]}`) ?? `no French section for ${e.version} ${e.id}`;
      covered.set(file, (covered.get(file) ?? 0) + 1);
    }
    // The French dumps glue some rules together (810): an example is each "Exemple :" wherever it stands.
    const counted = new Map([...new Set(files.values())].map((file) => [file, read(file).match(/Exemple\s*:/gu)?.length ?? 0] as const));
    expect(Object.fromEntries([...covered].sort())).toEqual(Object.fromEntries([...counted].filter(([, n]) => n > 0).sort()));
  });

  it("gives every instance exactly one status", () => {
    const statuses = new Set(["pass", "fail", "stale", "missing", "not-executable"]);
    expect(entries.filter((e) => !statuses.has(e.status)).map((e) => `${e.version} ${e.lang} ${e.id}: ${e.status}`)).toEqual([]);
    expect(entries.filter((e) => !e.version || !e.area).map((e) => `${e.id} (${e.lang}) ${e.failures.join("; ")}`)).toEqual([]);
  });

  it("has each knowledge-base section's title among the covered titles, under its section in the latest numbering", () => {
    const kb = loadKnowledgeBase();
    const areaOf = knowledgeBaseArea(kb);
    const areas = kb.sections.filter((s) => s.lang === "en").map((s) => [s.version, s.section, areaOf({ id: `${s.section}#1`, version: s.version, lang: "en", section: s.section, text: "" })]);
    // Copying Objects is 706 from M10: the 2007 section 503 is the same area.
    expect(areas.filter(([, section, area]) => area !== (section === "503" ? "706" : section))).toEqual([]);
    expect(kb.sections.filter((s) => s.lang === "en" && !titles.has(key(s.title))).map((s) => s.file)).toEqual([]);
  });
});
