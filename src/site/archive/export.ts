// Every numbered release of the archive as static JSON, for the pages that read any release in the browser (the
// reader, the release switch, a rule's history, the diff between two releases). A section's text is stored once
// per distinct wording, named by its hash: a section unchanged since the previous release is no new file, and no
// page is built for it. The alignment of each consecutive pair of releases (the diff module's) is stored as the
// few ids it does not keep: renumbered, removed and added rules and sections.
//
//   /data/archive/index.json                 { releases: [{ version, setCode, label, file, sections: { <number>: <hash> } }] },
//                                            oldest first
//   /data/archive/releases/<version>.json    { version, setCode, label, file, chapters,
//                                              sections: [{ number, title, hash, ids: "702.1 702.2 …",
//                                              parts?: ["702.19", …] }] }: parts, the first rule of each part
//                                              after the first of a section read in parts (archive/parts.ts)
//   /data/archive/sections/<hash>.json       { number, title, rules: [{ id, printedId?, text, examples }] }
//   /data/archive/steps.json                 { steps: [{ from, to, rules: Step, sections: Step }] }
//   /data/archive/changes/<to>/<section>.json  { changes: [{ kind, from, to, before?, after? }] }: the rules of a
//                                            section that changed in the step into release <to> (texts in plain
//                                            typography, examples on their own lines), for the rule histories;
//                                            one for every section whose text differs from the previous release's,
//                                            empty where only its typography or its title changed
//   /data/archive/glossaries/<hash>.json     { entries: [{ term, anchor, french?, text: [paragraph…] }] }: a
//                                            release's Glossary (named in its manifest), each distinct one once

import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { archiveChain, stepDiff } from "../../diff/history.ts";
import type { ChangeKind } from "../../diff/changes.ts";
import { listReleases, loadRelease } from "../../import/archive.ts";
import type { SourceSection } from "../../import/types.ts";
import { glossary } from "../lib/glossary.ts";
import { partStarts } from "./parts.ts";

interface ArchiveRule {
  id: string;
  printedId?: string;
  text: string;
  examples: string[];
}

export interface ArchiveSectionText {
  number: string;
  title: string;
  rules: ArchiveRule[];
}

interface ArchiveReleaseSummary {
  version: string;
  setCode: string;
  /** "2009-07-08 (M10)". */
  label: string;
  file: string;
}

/** An entry of index.json: the release and the hash of each of its sections' text. */
export interface ArchiveIndexEntry extends ArchiveReleaseSummary {
  sections: Record<string, string>;
}

export interface ArchiveRelease extends ArchiveReleaseSummary {
  chapters: Record<string, string>;
  /** The hash of the release's Glossary (absent for a text without one). */
  glossary?: string;
  /**
   * `ids`: the section's rule ids, space-separated (cross-references link only to rules that exist); `parts`: where a
   * section too long for one page is cut (archive/parts.ts), absent when it is one page.
   */
  sections: { number: string; title: string; hash: string; ids: string; parts?: string[] }[];
}

export interface ArchiveChange {
  kind: Exclude<ChangeKind, "unchanged">;
  from: string | null;
  to: string | null;
  /** The text before (absent when added) and after (absent when removed). */
  before?: string;
  after?: string;
}

/** What one step of the chain does not keep as it was: every other id of the older release keeps its number. */
export interface ArchiveStepIds {
  renamed: Record<string, string>;
  removed: string[];
  added: string[];
  /**
   * The other parts of a split (new id → the old rule it was cut from: M10's 612.1a ← 418.5a, whose main part is
   * 612.4) and of a merge (old id → the new rule it went into); absent when the step has none.
   */
  splitFrom?: Record<string, string>;
  mergedInto?: Record<string, string>;
}

export interface ArchiveStep {
  from: string;
  to: string;
  rules: ArchiveStepIds;
  sections: ArchiveStepIds;
}

/** A release's Glossary: each entry with its anchor, and the French term where the French rules print one. */
export interface ArchiveGlossary {
  entries: { term: string; anchor: string; french?: string; text: string[] }[];
}

export interface Archive {
  releases: ArchiveRelease[];
  sections: Map<string, ArchiveSectionText>;
  glossaries: Map<string, ArchiveGlossary>;
  steps: ArchiveStep[];
  /** By "<to version>/<section>": the changed rules of each step, by the section they are in after it. */
  changes: Map<string, ArchiveChange[]>;
}

const HASH_LENGTH = 12;

function sectionText(section: SourceSection): ArchiveSectionText {
  return {
    number: section.number,
    title: section.title,
    rules: section.rules.map((r) => ({ id: r.id, ...(r.printedId ? { printedId: r.printedId } : {}), text: r.text, examples: r.examples })),
  };
}

const hashOf = (text: ArchiveSectionText | ArchiveGlossary) => createHash("sha256").update(JSON.stringify(text)).digest("hex").slice(0, HASH_LENGTH);

let archive: Archive | undefined;

/** The archive's numbered releases (the chain the diff follows), their sections by hash, and the steps between. */
export function archiveData(): Archive {
  if (archive) return archive;
  const chain = archiveChain();
  const byDate = new Map(listReleases().map((r) => [r.date, r]));
  const sections = new Map<string, ArchiveSectionText>();
  const glossaries = new Map<string, ArchiveGlossary>();
  const releases = chain.map((text): ArchiveRelease => {
    const release = byDate.get(text.version)!;
    const doc = loadRelease(release.file);
    const entries = glossary(text.version).map(({ term, anchor, french, text: paragraphs }) => ({ term, anchor, ...(french ? { french } : {}), text: paragraphs }));
    const glossaryHash = entries.length > 0 ? hashOf({ entries }) : undefined;
    if (glossaryHash) glossaries.set(glossaryHash, { entries });
    return {
      version: text.version,
      setCode: release.setCode,
      label: `${text.version} (${release.setCode})`,
      file: release.file,
      chapters: doc.chapters ?? {},
      ...(glossaryHash ? { glossary: glossaryHash } : {}),
      sections: doc.sections.map((section) => {
        const content = sectionText(section);
        const hash = hashOf(content);
        sections.set(hash, content);
        const parts = partStarts(section.rules);
        return { number: section.number, title: section.title, hash, ids: section.rules.map((r) => r.id).join(" "), ...(parts.length ? { parts } : {}) };
      }),
    };
  });
  const changes = new Map<string, ArchiveChange[]>();
  const steps = chain.slice(1).map((to, i): ArchiveStep => {
    const rules: ArchiveStepIds = { renamed: {}, removed: [], added: [] };
    const headings: ArchiveStepIds = { renamed: {}, removed: [], added: [] };
    for (const change of stepDiff(i).changes) {
      const entry = (change.to ?? change.from)!;
      if (change.kind !== "unchanged" && !entry.heading) {
        const key = `${to.version}/${entry.section}`;
        const list = changes.get(key) ?? [];
        list.push({
          kind: change.kind,
          from: change.from?.id ?? null,
          to: change.to?.id ?? null,
          ...(change.from ? { before: change.from.plain } : {}),
          ...(change.to ? { after: change.to.plain } : {}),
        });
        changes.set(key, list);
      }
      const ids = entry.heading ? headings : rules;
      for (const part of change.parts ?? []) {
        if (change.kind === "split" && part.to.id !== change.to?.id) (ids.splitFrom ??= {})[part.to.id] = part.from.id;
        if (change.kind === "merged" && part.from.id !== change.from?.id) (ids.mergedInto ??= {})[part.from.id] = part.to.id;
      }
      if (change.from && change.to) {
        if (change.from.id !== change.to.id) ids.renamed[change.from.id] = change.to.id;
      } else if (change.from) ids.removed.push(change.from.id);
      else if (change.to) ids.added.push(change.to.id);
    }
    return { from: chain[i]!.version, to: to.version, rules, sections: headings };
  });
  // A rule's history reads the change list of every section whose text differs from the previous release's: one
  // whose wording did not change (quotation marks, dashes, its title) has an empty list rather than none.
  for (let i = 1; i < releases.length; i++) {
    const before = new Set(releases[i - 1]!.sections.map((s) => s.hash));
    for (const section of releases[i]!.sections) {
      const key = `${releases[i]!.version}/${section.number}`;
      if (!before.has(section.hash) && !changes.has(key)) changes.set(key, []);
    }
  }
  archive = { releases, sections, glossaries, steps, changes };
  return archive;
}

/** Writes /data/archive/ into the built site. */
export function writeArchive(outDir: string): { releases: number; sections: number; bytes: number } {
  const { releases, sections, glossaries, steps, changes } = archiveData();
  const root = path.join(outDir, "data/archive");
  for (const folder of ["releases", "sections", "glossaries"]) mkdirSync(path.join(root, folder), { recursive: true });
  let bytes = 0;
  const write = (file: string, value: unknown) => {
    const text = JSON.stringify(value);
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(root, file), text);
  };
  write("index.json", {
    releases: releases.map(({ version, setCode, label, file, sections: list }) => ({
      version,
      setCode,
      label,
      file,
      sections: Object.fromEntries(list.map((s) => [s.number, s.hash])),
    })),
  });
  for (const release of releases) write(`releases/${release.version}.json`, release);
  for (const [hash, text] of sections) write(`sections/${hash}.json`, text);
  for (const [hash, text] of glossaries) write(`glossaries/${hash}.json`, text);
  write("steps.json", { steps });
  for (const [key, list] of changes) {
    mkdirSync(path.join(root, "changes", path.dirname(key)), { recursive: true });
    write(`changes/${key}.json`, { changes: list });
  }
  return { releases: releases.length, sections: sections.size, bytes };
}
