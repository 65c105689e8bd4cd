// The RuleSet of every release is derived from the behaviour timeline, and the engine cites rules from the citation
// tables of its modules and rule areas (cited-rules.ts): these tests hold both to the text of the archive
// (sources/cr), release by release, every table included.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GLOSSARY_CITATION, NoRuleSetError, RELEASES, type CitationEntry } from "../../src/engine/citations.ts";
import { absentCitations, cite, citeIfAny, CITATION_TABLES } from "../../src/engine/cited-rules.ts";
import { STAGES } from "../../src/engine/layers.ts";
import { ruleSet, ruleSetReleases } from "../../src/engine/ruleset.ts";
import { giantRules } from "../../src/engine/two-headed-giant.ts";
import { TIMELINE } from "../../src/engine/timeline.ts";
import { archiveChain, stepDiff } from "../../src/diff/history.ts";
import { comparisonKey, plainTypography } from "../../src/kb/typography.ts";
import { normalizeWhitespace } from "../../src/kb/fingerprint.ts";
import { readCrGlossary } from "../../src/import/cr-glossary.ts";
import { giantGame } from "./helpers.ts";

const chain = archiveChain();
const release = (version: string) => chain.find((r) => r.version === version)!;
const comparable = (text: string) => comparisonKey(plainTypography(normalizeWhitespace(text)));

/** The texts (comparable) of a rule of a release: a numbered rule, or "Glossary: <term>", an entry of its glossary. */
function textsOf(version: string, rule: string): string[] {
  const term = rule.startsWith(GLOSSARY_CITATION) ? rule.slice(GLOSSARY_CITATION.length) : undefined;
  if (term === undefined) return release(version).entries.filter((e) => e.id === rule).map((e) => e.key);
  return readCrGlossary(release(version).source).entries.filter((e) => e.term === term).map((e) => comparable(e.text.join(" ")));
}

/** Every citation of every table: its key, its history, and the module that declares it. */
const CITED = CITATION_TABLES.flatMap((table) => Object.entries(table.table).map(([key, entries]) => ({ key, entries: entries as readonly CitationEntry[], file: table.file })));

/** The id each release cites for a citation (null where these rules have none), oldest release first. */
function citedIn(entries: readonly CitationEntry[]): (string | null)[] {
  return RELEASES.map((_, i) => entries.filter(([since]) => RELEASES.indexOf(since) <= i).at(-1)?.[1] ?? null);
}

describe("the behaviour timeline", () => {
  it("dates every switch and every citation at a numbered release (a release is a string: a typo would hold from the first)", () => {
    const dates = [...TIMELINE.map((s) => s.since), ...CITED.flatMap(({ entries }) => entries.map(([since]) => since))];
    expect(dates.filter((since) => !RELEASES.includes(since))).toEqual([]);
  });

  it("lists the archive's numbered releases, oldest first", () => {
    expect([...RELEASES]).toEqual(chain.map((r) => r.version));
  });

  it.each(TIMELINE.map((s) => [`${s.behaviour} = ${JSON.stringify(s.value)} from ${s.since} (${s.rule})`, s] as const))(
    "%s: the quote is in that rule's text in that release",
    (_, s) => {
      const texts = textsOf(s.since, s.rule);
      expect(texts.length, `no rule ${s.rule} in ${s.since}`).toBeGreaterThan(0);
      expect(texts.some((text) => text.includes(comparable(s.quote))), `${s.since} ${s.rule} does not say "${s.quote}"`).toBe(true);
    },
  );

  it("dates each switch at the release that made it so: the rule it quotes did not say it in the release before", () => {
    const early: string[] = [];
    for (const s of TIMELINE) {
      const i = RELEASES.indexOf(s.since);
      if (i === 0 || s.rule.startsWith(GLOSSARY_CITATION)) continue;
      const entry = chain[i].entries.find((e) => e.id === s.rule)!;
      const before = stepDiff(i - 1).alignment.toPartner[entry.index];
      if (before !== -1 && chain[i - 1].entries[before].key.includes(comparable(s.quote)))
        early.push(`${s.behaviour} = ${JSON.stringify(s.value)}: ${RELEASES[i - 1]} ${chain[i - 1].entries[before].id} already says "${s.quote}"`);
    }
    expect(early).toEqual([]);
  });

  it("states every behaviour from the first numbered release, except where the rules have none (the RuleSet's null)", () => {
    const first = (behaviour: string) => TIMELINE.find((s) => s.behaviour === behaviour)!.since;
    // Defined only from their first switch on: what copies remember (503.8), the face-down mana cost (502.26b /
    // 504.2), split cards (505.2, 505.5) — all from 2001-07-23 (APC) —, "outside the game" (217.1e, 2003-07-01), and
    // a life total that becomes a number as life gained or lost (215.5, with the rules' Life section, 2007-05-01).
    const late = { choiceMemory: "2001-07-23", faceDownManaCost: "2001-07-23", splitCharacteristics: "2001-07-23", fuse: "2001-07-23", outsideTheGame: "2003-07-01", lifeSetGainsOrLoses: "2007-05-01" };
    // The Two-Headed Giant's: stated from the release whose rules have the variant (606.1, 2005-08-01).
    const giant = TIMELINE.find((s) => s.behaviour === "twoHeadedGiant" && s.value === true)!.since;
    const thg = { thgLifePerPlayer: giant, thgIndividualLife: giant, thgEachPlayersLife: giant, thgSinglePlayersLife: giant, thgPoison: giant };
    const stated = Object.fromEntries([...new Set(TIMELINE.map((s) => s.behaviour))].map((b) => [b, first(b)]));
    expect(stated).toEqual({ ...Object.fromEntries(Object.keys(stated).map((b) => [b, RELEASES[0]])), ...late, ...thg });
    expect(giant).toBe("2005-08-01");
    expect(TIMELINE.filter((s) => s.behaviour === "twoHeadedGiant").map((s) => s.value)).toEqual([false, true]);
  });

  it("switches each behaviour at most once per release, in release order", () => {
    for (const behaviour of new Set(TIMELINE.map((s) => s.behaviour))) {
      const since = TIMELINE.filter((s) => s.behaviour === behaviour).map((s) => RELEASES.indexOf(s.since));
      expect(since, behaviour).toEqual([...since].sort((a, b) => a - b));
      expect(new Set(since).size, behaviour).toBe(since.length);
    }
  });
});

describe("the citation tables", () => {
  it("gathers every table the engine declares, each key in one table only", () => {
    const engine = join(import.meta.dirname, "../../src/engine");
    const declaring = readdirSync(engine)
      .filter((file) => file.endsWith(".ts") && /^(?:export )?const citations = citationTable\(/mu.test(readFileSync(join(engine, file), "utf8")))
      .map((file) => `src/engine/${file}`);
    expect(CITATION_TABLES.map((table) => table.file).sort()).toEqual(declaring.sort());
    const keys = CITED.map(({ key }) => key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("cites, in every release, rule ids (or glossary entries) that exist in that release's text", () => {
    const missing: string[] = [];
    for (const { key, entries } of CITED)
      citedIn(entries).forEach((id, i) => {
        if (id !== null && textsOf(RELEASES[i], id).length === 0) missing.push(`${key}: no rule ${id} in ${RELEASES[i]}`);
      });
    expect(missing).toEqual([]);
  });

  it("changes an id from one release to the next only where the archive's alignment renumbers that rule, or says why", () => {
    const unexplained: string[] = [];
    for (const { key, entries } of CITED) {
      const ids = citedIn(entries);
      const reasons = new Map(entries.map(([since, , reason]) => [RELEASES.indexOf(since), reason]));
      for (let i = 1; i < ids.length; i++) {
        const [before, after] = [ids[i - 1], ids[i]];
        if (before === null || after === null || reasons.get(i)) continue;
        // A glossary entry is its term: the same term is the same entry (the alignment pairs numbered rules only).
        if (before.startsWith(GLOSSARY_CITATION) && before === after) continue;
        const from = chain[i - 1].entries.find((e) => e.id === before);
        const partner = from ? stepDiff(i - 1).alignment.fromPartner[from.index] : -1;
        const aligned = partner === -1 ? "nothing" : chain[i].entries[partner].id;
        if (aligned !== after) unexplained.push(`${key}: ${before} (${RELEASES[i - 1]}) → ${after} (${RELEASES[i]}), but the alignment gives ${aligned}`);
      }
    }
    expect(unexplained).toEqual([]);
  });
});

describe("RuleSets derived for every release", () => {
  it("derives the annotated versions' RuleSets: 2007 numbers under the 2007 rules", () => {
    const r2007 = ruleSet("2007-10-01");
    expect(["castPriority", "passPriority", "triggerTargets", "morphCast"].map((key) => cite(r2007, key))).toEqual(["409.1", "408.1b", "410.4", "502.26c"]);
    expect([r2007.behaviours.manaBurn, r2007.behaviours.layers]).toEqual([true, "six-layers"]);
    const isd = ruleSet("2011-09-30");
    expect([cite(isd, "castPriority"), cite(isd, "morph"), cite(isd, "morphCast"), isd.behaviours.thgPoison]).toEqual(["601.2", "702.35d", "702.35c", "shared"]);
  });

  it("takes poison sharing from the release that made it so (2011-04-01, 810.10), not from the annotated versions", () => {
    expect(giantRules(ruleSet("2011-02-04")).poison.shared).toBe(false);
    expect(giantRules(ruleSet("2011-04-01")).poison).toMatchObject({ shared: true, rule: "810.10", loseAt: 15 });
  });

  it("has no damage assignment order from 2024-11-08 (509.2 removed; 510.1c: \"divided as its controller chooses among them\")", () => {
    const [before, from] = [ruleSet("2024-07-30"), ruleSet("2024-11-08")];
    expect([before.behaviours.damageAssignmentOrder, cite(before, "damageAssignment"), cite(before, "damageAssignmentOrder")]).toEqual([true, "510.1c", "509.2"]);
    expect([from.behaviours.damageAssignmentOrder, cite(from, "damageAssignment"), citeIfAny(from, "damageAssignmentOrder")]).toEqual([false, "510.1c", null]);
    expect(ruleSet("2024-11-08").switches.damageAssignmentOrder).toMatchObject({ since: "2024-11-08", rule: "510.1c", value: false });
  });

  it("has a RuleSet for every numbered release, 1999-04-23 on", () => {
    expect(ruleSetReleases()).toEqual([...RELEASES]);
    expect(() => ruleSet("2011-02-05")).toThrow(/not a numbered release/u);
  });

  it("derives the 1999 rules, which have no copy, face-down or split-card rules: those behaviours are null, their rules absent", () => {
    for (const version of ["1999-04-23", "1999-11-01"]) {
      const rules = ruleSet(version);
      expect(rules.behaviours).toMatchObject({ layers: "initial-counters-effects", typeChangingEffects: "whole", choiceMemory: null, faceDownManaCost: null, splitCharacteristics: null, manaBurn: true, combatDamageOnStack: true, zoneNames: "in-play", twoHeadedGiant: false });
      expect(absentCitations(rules)).toEqual(expect.arrayContaining(["layerCopy", "copiableValues", "faceDown", "splitCast"]));
      expect(() => cite(rules, STAGES[rules.behaviours.layers][0]!.citation)).toThrow(`the rules of ${version} have no rule the engine cites for layerCopy`);
      expect(["castFromHand", "payManaCost", "activatedAbility", "resolveTop"].map((key) => cite(rules, key))).toEqual(["409.1a", "409.1f", "403.1", "413.1"]);
    }
    expect(ruleSet("1999-04-23").switches.layers).toMatchObject({ since: "1999-04-23", rule: "Glossary: Toughness" });
    expect(ruleSet("2001-07-23").behaviours).toMatchObject({ choiceMemory: "object", faceDownManaCost: "{0}", splitCharacteristics: "combination" });
  });

  it("derives a release that lacks a rule the engine cites, and throws naming it only where it is read", () => {
    const apocalypse = ruleSet("2001-07-23");
    expect(absentCitations(apocalypse)).toContain("morph");
    expect(() => cite(apocalypse, "morph")).toThrow(NoRuleSetError);
    expect(() => cite(apocalypse, "morph")).toThrow("the rules of 2001-07-23 have no rule the engine cites for morph (src/engine/keywords.ts)");
    expect(["castPriority", "payManaCost", "landsPerTurn"].map((key) => cite(apocalypse, key))).toEqual(["409.1", "409.1f", "214.9b"]);
    // 2003-05-26's 410.4 is the prohibition rule: its text has no rule on a triggered ability's choices.
    expect(absentCitations(ruleSet("2003-05-26"))).toEqual(expect.arrayContaining(["triggerTargets"]));
    // Its only lack: copies of a spell with a specified new target have a rule from 2018-10-05 (706.10e).
    expect(absentCitations(ruleSet("2005-08-01"))).toEqual(["copySpellSpecifiedTarget"]);
  });

  it("has no Two-Headed Giant rules before 2005-08-01 (100.1: a game between two players)", () => {
    expect(() => giantRules(ruleSet("2005-02-01"))).toThrow(NoRuleSetError);
    expect(ruleSet("2005-02-01").behaviours).toMatchObject({ twoHeadedGiant: false, thgLifePerPlayer: null, thgPoison: null });
    expect(giantRules(ruleSet("2005-08-01")).lifePerPlayer).toEqual({ amount: 20, rule: "606.4a" });
    expect(() => giantGame("2005-02-01")).toThrow("the rules of 2005-02-01 have no Two-Headed Giant variant (100.1: \"These Magic rules assume a game between two players.\")");
  });

  it("orders the layers of each release as its rule does", () => {
    const ids = (version: string) => STAGES[ruleSet(version).behaviours.layers].map((s) => s.id);
    expect(ids("1999-11-01")).toEqual(["copy", "initial", "counters", "continuous"]);
    expect(ids("2001-07-23")).toEqual(["copy", "type", "counters", "other"]);
    expect(ids("2003-07-01")).toEqual(["copy", "text", "characteristic-setting", "type", "counters", "other"]);
    expect(ids("2003-12-01")).toEqual(["1", "2", "3", "4", "5", "6", "6"]);
    expect(ids("2005-10-01")).toEqual(["1", "2", "3", "4", "5", "6a", "6b", "6c", "6d", "6e"]);
  });
});
