// What a rule number searched for lands on (the search page, archive/rule-search.ts), worked out at build time: for
// each rule of the newest release, the page that holds it, the start of its text, and the same rule in older
// releases by the number it had there. Written as one small document per numbered rule (702.19 with 702.19a–e) and a
// list of them, so that a rule number costs the search page a few KB, not the archive's index and steps (490 KB).
//
//   /data/archive/rule-hits/index.json       { release: "2026-01-16 (ECL)", files: ["100", "100.1", …] }
//   /data/archive/rule-hits/<file>.json      { rules: { <id>: { page, text, older: [{ id, first, last, releases,
//                                              page }] } } }: <file> is the numbered rule ("702.19") or the section
//                                              ("702", for the section itself); first and last are release labels
//
// A page is a site path without its language ("/2026-01-16/cr/702/2/#702.19b"): the search page puts its own first.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { archiveData, type Archive, type ArchiveRelease } from "./export.ts";
import { sectionNumbers, siteVersions } from "../lib/knowledge-base.ts";
import { rulePath } from "./parts.ts";
import { ruleHitFile, ruleHits } from "./rule-search.ts";

/** The start of a rule's text the search page shows under the hit. */
const TEXT_LENGTH = 240;

export interface RuleHit {
  page: string;
  text: string;
  older: { id: string; first: string; last: string; releases: number; page: string }[];
}

export interface RuleHitIndex {
  /** The newest release's label. */
  release: string;
  files: string[];
}

/** Section numbers of each release with annotated pages (the knowledge base's): a rule there opens that page. */
type Annotated = Record<string, readonly string[]>;

/** The page of `version` that holds rule (or section) `id`, without its language. */
function pageOf(release: ArchiveRelease, id: string, annotated: Annotated): string {
  const section = id.split(".")[0]!;
  if (annotated[release.version]?.includes(section)) return `/${release.version}/${section}/${id === section ? "" : `#${id}`}`;
  const parts = release.sections.find((s) => s.number === section)?.parts ?? [];
  return rulePath("en", release.version, section, parts, id).slice("/en".length);
}

/** Every rule of the newest release as the search page reads it: the list of documents, and each document's rules. */
export function ruleHitDocuments(archive: Pick<Archive, "releases" | "sections" | "steps">, annotated: Annotated): { index: RuleHitIndex; files: Map<string, Record<string, RuleHit>> } {
  const { releases, sections, steps } = archive;
  const byVersion = new Map(releases.map((r) => [r.version, r]));
  const newest = releases.at(-1)!;
  const files = new Map<string, Record<string, RuleHit>>();
  for (const section of newest.sections) {
    const text = sections.get(section.hash);
    const ids = [section.number, ...section.ids.split(" ").filter((id) => id !== section.number && id !== "")];
    for (const id of ids) {
      const { current, older } = ruleHits(steps, newest, id);
      if (!current) continue;
      const full = text?.rules.find((r) => r.id === id)?.text ?? section.title;
      const file = ruleHitFile(id);
      const rules = files.get(file) ?? {};
      rules[id] = {
        page: pageOf(newest, id, annotated),
        text: full.length > TEXT_LENGTH ? `${full.slice(0, TEXT_LENGTH)}…` : full,
        older: older.map((span) => ({
          id: span.id,
          first: byVersion.get(span.first)!.label,
          last: byVersion.get(span.last)!.label,
          releases: span.releases,
          page: pageOf(byVersion.get(span.last)!, span.id, annotated),
        })),
      };
      files.set(file, rules);
    }
  }
  return { index: { release: newest.label, files: [...files.keys()] }, files };
}

/** Writes /data/archive/rule-hits/ into the built site; returns how many documents and their bytes. */
export function writeRuleHits(outDir: string): { files: number; bytes: number } {
  const annotated = Object.fromEntries(siteVersions().map((version) => [version, sectionNumbers(version)]));
  const { index, files } = ruleHitDocuments(archiveData(), annotated);
  const root = path.join(outDir, "data/archive/rule-hits");
  mkdirSync(root, { recursive: true });
  let bytes = 0;
  const write = (file: string, value: unknown) => {
    const text = JSON.stringify(value);
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(root, file), text);
  };
  write("index.json", index);
  for (const [file, rules] of files) write(`${file}.json`, { rules });
  return { files: files.size + 1, bytes };
}
