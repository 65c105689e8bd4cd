// The worked examples of the whole archive that belong to the knowledge base's rule areas: every rule of the
// knowledge base's English sections, followed through each consecutive pair of releases by the alignment (503 →
// 706 → 707, 418.5 → 612 → 613, 606 → 806 → 810, 408.2 → 114 → 115 → 116…), with the examples printed under it in
// each release. The knowledge base's own versions are left out: their examples come from the rules files, with
// their annotations. An example the knowledge base marks not-executable, or whose text examples/not-executable.yaml
// lists (scenarios/not-executable.ts), is not executable wherever its text is the same.

import { readRelease } from "../import/archive.ts";
import { importArchive, type Rendering } from "../import/archive-files.ts";
import { loadKnowledgeBase } from "../kb/load.ts";
import type { KnowledgeBase } from "../kb/model.ts";
import { fingerprint } from "../kb/fingerprint.ts";
import { exampleId } from "../kb/ids.ts";
import { loadNotExecutable, notExecutableReasons, type NotExecutableEntry } from "../scenarios/not-executable.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import type { ExampleInstance } from "../scenarios/results.ts";
import { archiveChain, stepDiff } from "./history.ts";

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

/** The rule area (see correspondingEntries) of a rule of a release: "706" for 503.2 in 2005-10-01. */
export function ruleAreas(kb: KnowledgeBase): Map<string, string> {
  const chain = archiveChain();
  const areas = new Map<string, string>();
  correspondingEntries(kb).forEach((entries, i) => {
    for (const [index, area] of entries) areas.set(`${chain[i].version}|${chain[i].entries[index].id}`, area);
  });
  return areas;
}

/** Every English example instance of the archive in the knowledge base's rule areas, outside its own versions. */
export function archiveInstances(kb: KnowledgeBase, instancesOfKb: readonly ExampleInstance[], listed: readonly NotExecutableEntry[] = loadNotExecutable(PROJECT_ROOT)): ExampleInstance[] {
  const chain = archiveChain();
  const own = new Set(kb.sections.filter((s) => s.lang === "en").map((s) => s.version));
  const reasons = new Map(instancesOfKb.filter((i) => i.notExecutable && i.lang === "en").map((i) => [`en|${fingerprint(i.text)}`, i.notExecutable!]));
  for (const [key, reason] of notExecutableReasons(listed)) reasons.set(key, reason);
  const marked = correspondingEntries(kb);
  const instances: ExampleInstance[] = [];
  chain.forEach((release, i) => {
    if (own.has(release.version)) return;
    const doc = readRelease(release.source);
    // documentText lists each section heading, then its rules: the same order gives each entry its rule.
    let index = 0;
    for (const section of doc.sections) {
      index++;
      for (const rule of section.rules) {
        if (marked[i].has(index))
          rule.examples.forEach((text, n) => {
            const notExecutable = reasons.get(`en|${fingerprint(text)}`);
            instances.push({ id: exampleId(rule.id, n + 1), version: release.version, lang: "en", section: section.number, text, ...(notExecutable ? { notExecutable } : {}) });
          });
        index++;
      }
    }
  });
  return instances;
}

/**
 * `rules import --archive`: writes the archive of the project at `root`, each section beside the knowledge base's
 * (every file rendered again, or, adding a release, only the files of sections held by a new release).
 */
export function writeArchive(root: string, rendering: Exclude<Rendering, "none"> = "every file"): ReturnType<typeof importArchive> {
  return importArchive(root, correspondingSections(loadKnowledgeBase(root)), rendering);
}
