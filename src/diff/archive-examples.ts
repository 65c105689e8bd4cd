// The worked examples of the whole archive that belong to the knowledge base's rule areas. Which sections those are
// is said by what a section is, not by the alignment: a section whose heading bears the title of a knowledge-base
// section (or a title that section bore in other releases), a rule titled so (418.5 "Interaction of Continuous
// Effects" before M10), and the few rules outside those sections that hold their examples (COVERED_RULES). Each
// release is read in its own numbering; in the knowledge base's own versions, the sections it holds come from its
// rules files (with their annotations), the others from the release. An example the knowledge base marks
// not-executable, or whose text examples/not-executable.yaml lists (scenarios/not-executable.ts), is not executable
// wherever its text is the same.

import { listReleases, readRelease, type Release } from "../import/archive.ts";
import { NotNumberedCrError } from "../import/cr-text.ts";
import type { SourceDocument, SourceRule } from "../import/types.ts";
import { importArchive, listArchiveFiles, type Rendering } from "../import/archive-files.ts";
import { parseSectionFile } from "../kb/parse.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadKnowledgeBase } from "../kb/load.ts";
import type { KnowledgeBase } from "../kb/model.ts";
import { fingerprint } from "../kb/fingerprint.ts";
import { exampleId } from "../kb/ids.ts";
import { loadNotExecutable, notExecutableReasons, type NotExecutableEntry } from "../scenarios/not-executable.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { correctionsOf, exampleCases, knowledgeBaseInstances, type Correction, type ExampleInstance, type ExampleResult, type ExampleStatus } from "../scenarios/results.ts";
import { archiveChain, stepDiff } from "./history.ts";
import { comparable } from "../scenarios/quotes.ts";

/** The sections of each release of the chain that correspond to the knowledge base's (what `rules import --archive` stores). */
export function correspondingSections(kb: KnowledgeBase): Map<string, string[]> {
  const chain = archiveChain();
  return new Map(correspondingEntries(kb).map((marked, i) => [chain[i].version, [...new Set([...marked.keys()].map((entry) => chain[i].entries[entry].section))].sort()]));
}

/**
 * For each release of the chain, the entries (by index) that correspond to a rule of the knowledge base, each with
 * its rule area: the knowledge-base section it corresponds to, in the latest numbering the knowledge base has
 * (706 for the copy rules of every release, 503 only where the 2011 sections have no counterpart).
 */
function correspondingEntries(kb: KnowledgeBase): Map<number, string>[] {
  const chain = archiveChain();
  const marked = chain.map(() => new Map<number, string>());
  const versions = [...new Set(kb.sections.filter((s) => s.lang === "en").map((s) => s.version))].sort().reverse();
  for (const version of versions) {
    const k = chain.findIndex((r) => r.version === version);
    if (k === -1) continue;
    const sections = new Set(kb.sections.filter((s) => s.lang === "en" && s.version === version).map((s) => s.section));
    for (const entry of chain[k].entries) {
      if (entry.heading || !sections.has(entry.section) || marked[k].has(entry.index)) continue;
      const area = entry.section;
      marked[k].set(entry.index, area);
      for (let i = k - 1, index = entry.index; i >= 0; i--) {
        index = stepDiff(i).alignment.toPartner[index];
        if (index === -1 || marked[i].has(index)) break;
        marked[i].set(index, area);
      }
      for (let i = k + 1, index = entry.index; i < chain.length; i++) {
        index = stepDiff(i - 1).alignment.fromPartner[index];
        if (index === -1 || marked[i].has(index)) break;
        marked[i].set(index, area);
      }
    }
  }
  return marked;
}

/**
 * The knowledge base's rule areas (each its section in the latest numbering the knowledge base has) and every title
 * their sections bear in some release (test/scenarios/census.test.ts checks that each knowledge-base section's
 * title is here, under its area).
 */
const AREAS: Record<string, readonly string[]> = {
  "706": ["Copying Objects", "Copying Spells and Abilities"],
  "504": ["Face-Down Spells and Permanents", "Face-Down Creatures"],
  "505": ["Split Cards"],
  "506": ["Subgames"],
  "507": ["Controlling Another Player's Turn", "Controlling Another Player"],
  "508": ["Flip Cards"],
  "509": ["Ending the Turn", "Ending Turns and Phases"],
  "510": ["Status"],
  "511": ["Flipping a Coin"],
  "612": ["Text-Changing Effects"],
  "613": ["Interaction of Continuous Effects"],
  "810": ["Two-Headed Giant Variant"],
  "115": ["Special Actions"],
};

/**
 * Rules outside the covered sections that hold their examples, by their opening words, with the title of the
 * section they stand for: the Status section became rule 110.6 at M10; 214.5's example moved to 418.5 (2003-07-01);
 * 706.7a's examples of a copied linked choice moved to 607.5a (2020-04-17).
 */
const COVERED_RULES: readonly { opening: string; title: string }[] = [
  { opening: "A permanent's status is its physical state", title: "Status" },
  { opening: "The initial value of a permanent's characteristic", title: "Interaction of Continuous Effects" },
  { opening: "If an object gains an ability that refers to a choice", title: "Copying Objects" },
];

/** A title as compared: apostrophes of either typography, case and spacing aside. */
const titleKey = (title: string) => title.replace(/\u2019/gu, "'").replace(/\s+/gu, " ").trim().toLowerCase();

/** The rule area of each covered title (compared as titleKey gives it). */
function coveredTitles(): Map<string, string> {
  return new Map(Object.entries(AREAS).flatMap(([area, titles]) => titles.map((t) => [titleKey(t), area] as const)));
}

/** The rule area of an instance of the knowledge base's own files: that of its version's English section's title. */
export function knowledgeBaseArea(kb: KnowledgeBase, titles: Map<string, string> = coveredTitles()): (instance: ExampleInstance) => string | undefined {
  const english = new Map(kb.sections.filter((s) => s.lang === "en").map((s) => [`${s.version}|${s.section}`, s.title]));
  return (instance) => titles.get(titleKey(english.get(`${instance.version}|${instance.section}`) ?? ""));
}

/** The rule area of each covered rule of a release (misprinted releases repeat ids: keyed by the rule itself). */
function coveredRules(doc: SourceDocument, titles: Map<string, string>): Map<SourceRule, string> {
  const covered = new Map<SourceRule, string>();
  const openings = COVERED_RULES.map((r) => ({ opening: titleKey(r.opening), area: titles.get(titleKey(r.title)) }));
  for (const section of doc.sections) {
    const sectionArea = titles.get(titleKey(section.title));
    let ruleArea: string | undefined;
    for (const rule of section.rules) {
      const text = titleKey(rule.text);
      const own = titles.get(text) ?? openings.find((o) => o.area && text.startsWith(o.opening))?.area;
      // A rule is a number (418.5), its subrules add a letter (418.5a): a covered rule covers its subrules.
      if (!/[a-z]$/u.test(rule.id)) ruleArea = own;
      const area = sectionArea ?? own ?? ruleArea;
      if (area) covered.set(rule, area);
    }
  }
  return covered;
}

/**
 * Every English example instance of the knowledge base's rule areas in every numbered release of the archive, in
 * its own numbering, but those the knowledge base holds (its versions' English sections). Each carries its area.
 */
export function archiveInstances(kb: KnowledgeBase, instancesOfKb: readonly ExampleInstance[], listed: readonly NotExecutableEntry[] = loadNotExecutable(PROJECT_ROOT)): ExampleInstance[] {
  const read = releaseReader(kb, instancesOfKb, listed);
  return listReleases().flatMap((release) => read(release));
}

/**
 * The archive's instances of one release at a time (see archiveInstances), or only those of one example id: what
 * `rules explain --version` reads.
 */
export function releaseReader(kb: KnowledgeBase, instancesOfKb: readonly ExampleInstance[], listed: readonly NotExecutableEntry[] = loadNotExecutable(PROJECT_ROOT)): (release: Release, id?: string) => ExampleInstance[] {
  const reasons = new Map(instancesOfKb.filter((i) => i.notExecutable && i.lang === "en").map((i) => [`en|${fingerprint(i.text)}`, i.notExecutable!]));
  for (const [key, reason] of notExecutableReasons(listed)) reasons.set(key, reason);
  const titles = coveredTitles();
  const corrected = new ArchiveCorrections(PROJECT_ROOT);
  return (release, id) => {
    const doc = numberedRelease(release.file);
    const all = doc ? releaseInstances(kb, release.date, doc, titles, reasons) : [];
    const wanted = id === undefined ? all : all.filter((i) => i.id === id);
    return wanted.map((i) => {
      const corrections = corrected.of(i.text);
      return corrections ? { ...i, corrections } : i;
    });
  };
}

/**
 * The source defects rules/archive annotates in examples (`:::correction`), by the example's fingerprint: a text
 * printed in several releases is stored once, and its defect is the same wherever it is printed. A file is parsed
 * only once an example's text holds the words one of its corrections says were printed (a correction's label quotes
 * its example): one release's examples need few or none of them (`rules explain`).
 */
class ArchiveCorrections {
  private readonly unread: { file: string; text: string; printed: string[] }[] = [];
  private readonly found = new Map<string, Correction[]>();

  constructor(root: string) {
    for (const file of listArchiveFiles(root)) {
      const text = readFileSync(join(root, file), "utf8");
      // The label of each correction, its Markdown escapes undone, as a quote is compared.
      const printed = [...text.matchAll(/^:::correction\[((?:\\.|[^\]\\])*)\]/gmu)].map((m) => comparable(m[1].replace(/\\(.)/gu, "$1")));
      if (printed.length) this.unread.push({ file, text, printed });
    }
  }

  /** The corrections of an example's text, if the archive annotates any. */
  of(text: string): Correction[] | undefined {
    const key = fingerprint(text);
    const words = comparable(text);
    for (const f of this.unread.filter((f) => f.printed.some((p) => words.includes(p)))) {
      if (this.found.has(key)) break;
      this.unread.splice(this.unread.indexOf(f), 1);
      for (const rule of parseSectionFile(f.text, f.file).value?.rules ?? [])
        for (const example of rule.examples) {
          const corrections = correctionsOf(example);
          if (corrections.length) this.found.set(fingerprint(example.text), corrections);
        }
    }
    return this.found.get(key);
  }
}

/** The English example instances of one release, named by its date in the list of releases (see archiveInstances). */
function releaseInstances(kb: KnowledgeBase, version: string, doc: SourceDocument, titles: Map<string, string>, reasons: Map<string, string>): ExampleInstance[] {
  const held = new Set(kb.sections.filter((s) => s.lang === "en" && s.version === version).map((s) => s.section));
  const covered = coveredRules(doc, titles);
  return doc.sections.flatMap((section) =>
    held.has(section.number)
      ? []
      : section.rules.flatMap((rule) => {
          const area = covered.get(rule);
          if (!area) return [];
          return rule.examples.map((text, n) => {
            const notExecutable = reasons.get(`en|${fingerprint(text)}`);
            return { id: exampleId(rule.id, n + 1), version, lang: "en" as const, section: section.number, area, text, ...(notExecutable ? { notExecutable } : {}) };
          });
        }),
  );
}

/**
 * The census: every example instance — the knowledge base's (English and French) and the archive's, each release in
 * its own numbering — run by the scenario that claims its text, then the project's examples. The one source of an
 * example's status: `rules coverage`, the annotated pages and the archive's pages all read it. Runs every scenario
 * once per release and language it claims (about 20 s of CPU); memoised per knowledge base.
 */
export function census(kb: KnowledgeBase = loadKnowledgeBase()): ExampleResult[] {
  let results = censuses.get(kb);
  if (!results) {
    const areaOfKb = knowledgeBaseArea(kb);
    const own = knowledgeBaseInstances(kb).map((i) => ({ ...i, area: areaOfKb(i) }));
    censuses.set(kb, (results = exampleCases(undefined, [...own, ...archiveInstances(kb, own)]).map((c) => c.result())));
  }
  return results;
}
const censuses = new WeakMap<KnowledgeBase, ExampleResult[]>();

/** The census's status of each example instance, keyed `version|lang|id` (see census). */
export function censusStatuses(kb?: KnowledgeBase): Map<string, ExampleStatus> {
  return new Map(census(kb).filter((r) => r.version).map((r) => [statusKey(r.version, r.lang, r.id), r.status]));
}

export const statusKey = (version: string, lang: string, id: string) => `${version}|${lang}|${id}`;

/** A release of the archive as read, or undefined for the 1997 rulebook, which has no numbered rules. */
function numberedRelease(file: string): SourceDocument | undefined {
  try {
    return readRelease(file);
  } catch (error) {
    if (error instanceof NotNumberedCrError) return undefined;
    throw error;
  }
}

/**
 * `rules import --archive`: writes the archive of the project at `root`, each section beside the knowledge base's
 * (every file rendered again, or, adding a release, only the files of sections held by a new release).
 */
export function writeArchive(root: string, rendering: Exclude<Rendering, "none"> = "every file"): ReturnType<typeof importArchive> {
  return importArchive(root, correspondingSections(loadKnowledgeBase(root)), rendering);
}
