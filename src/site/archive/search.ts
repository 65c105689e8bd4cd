// Search over every release of the archive: a second Pagefind index (/pagefind-archive/), merged into the site's by
// the search page with a lower weight. Each distinct section text is indexed once, as the page of the latest release
// that has it, with the releases it spans ("2009-07-08 (M10) – 2010-07-16 (M11), 4 releases"); its rule numbers are
// headings, so a result jumps to the rule; a long section read in parts (archive/parts.ts) is a record a part. Both
// languages' indexes get it (the text is the English one). A text the knowledge base's versions print is left to
// the site's own index, which has their annotated pages.
//
// The glossaries get an index of their own (/pagefind-glossary/, merged at half weight): one record per term of
// any release (the term, its French name on French pages, its definition), as the latest release that has it
// prints it, with the releases it spans. A record per term, not per page: a term searched for finds its entry,
// not a page of 600 entries that search ranks low for its length, nor one result per release.
//
// The records are made here; Pagefind indexes them in a thread of its own (search-index.mjs), on the other core while
// the build writes the archive's pages.

import path from "node:path";
import { Worker } from "node:worker_threads";
import { archiveData, type ArchiveGlossary, type ArchiveRelease } from "./export.ts";
import { escapeHtml, officialTextHtml, partsOf, sectionHtml, type Lang } from "./reader.ts";
import { glossaryLetterPath, glossaryLetter, glossaryTermPath, partPath } from "./parts.ts";
import { siteVersions } from "../lib/knowledge-base.ts";
import { t } from "../lib/i18n.ts";
import { READER_TERMS } from "./search-terms.ts";
import { archiveString } from "../lib/archive-strings.ts";

const LANGS: Lang[] = ["en", "fr"];

/** A distinct text (by hash): the releases that have it, oldest first. */
interface Span {
  versions: ArchiveRelease[];
}

/** A record of an index: a page's address and the HTML Pagefind reads (title, metadata, the text). */
interface SearchFile {
  url: string;
  content: string;
}

/** The records of /pagefind-archive/: each distinct section text (each part of a long one) once, in both languages. */
function archiveRecords(): SearchFile[] {
  const { releases, sections } = archiveData();
  const sectionSpans = new Map<string, Span & { number: string }>();
  for (const release of releases) {
    for (const section of release.sections) {
      if (!sectionSpans.has(section.hash)) sectionSpans.set(section.hash, { number: section.number, versions: [] });
      sectionSpans.get(section.hash)!.versions.push(release);
    }
  }
  const files: SearchFile[] = [];
  const add = (span: Span, searchedElsewhere: (version: string) => boolean, page: (lang: Lang, latest: ArchiveRelease) => { url: string; title: string; kind: string; body: string }) => {
    if (span.versions.some((release) => searchedElsewhere(release.version))) return;
    const latest = span.versions.at(-1)!;
    const first = span.versions[0]!;
    const range = first === latest ? latest.label : `${first.label} – ${latest.label}, ${span.versions.length}`;
    for (const lang of LANGS) {
      const { url, title, kind, body } = page(lang, latest);
      const html =
        `<html lang="${lang}"><head><title>${escapeHtml(title)}</title></head><body><main data-pagefind-body>` +
        `<h1>${escapeHtml(title)}</h1><span data-pagefind-meta="release:${escapeHtml(range)}"></span>` +
        `<span data-pagefind-meta="kind:${escapeHtml(kind)}"></span>${body}</main></body></html>`;
      files.push({ url, content: html });
    }
  };
  // The knowledge base's versions are searched on their annotated pages (the site's own index).
  const annotated = new Set(siteVersions());
  for (const [hash, span] of sectionSpans) {
    const text = sections.get(hash)!;
    const latest = span.versions.at(-1)!;
    // A part of a long section is a record of its own: a rule found is on the page of its result.
    for (let part = 1; part <= partsOf(latest, span.number).length + 1; part++) {
      add(span, (version) => annotated.has(version), (lang) => ({
        url: partPath(lang, latest.version, span.number, part),
        title: `${span.number}. ${text.title}`,
        kind: t(lang, "kindFullText"),
        body: sectionHtml(text, latest, lang, { part }),
      }));
    }
  }
  return files;
}

/** The records of /pagefind-glossary/: each term once, in both languages, as the latest release prints it. */
function glossaryRecords(): SearchFile[] {
  const { releases, glossaries } = archiveData();
  /** Term (by anchor) → its entry as the latest release prints it, and the releases that have the term. */
  const terms = new Map<string, { entry: ArchiveGlossary["entries"][number]; versions: ArchiveRelease[] }>();
  for (const release of releases) {
    if (!release.glossary) continue;
    for (const entry of glossaries.get(release.glossary)!.entries) {
      terms.set(entry.anchor, { entry, versions: [...(terms.get(entry.anchor)?.versions ?? []), release] });
    }
  }
  const files: SearchFile[] = [];
  const readerTerms = new Map(READER_TERMS.map((term) => [term.en, term]));
  for (const { entry, versions } of terms.values()) {
    const latest = versions.at(-1)!;
    const range = versions.length === 1 ? latest.label : `${versions[0]!.label} – ${latest.label}, ${versions.length}`;
    const reader = readerTerms.get(entry.term);
    for (const lang of LANGS) {
      const french = entry.french ?? (reader?.printedIn ? reader.fr : undefined);
      const title = lang === "fr" && french ? `${french} (${entry.term})` : entry.term;
      const english = lang === "en" ? "" : ' lang="en"';
      // A name readers use that the rules do not print: indexed with the entry, said as what it is.
      const alias = lang === "fr" && reader && reader.fr !== french ? `<p>${escapeHtml(archiveString(lang, "alsoCalled"))} ${escapeHtml(reader.fr)}</p>` : "";
      const text = alias + entry.text.map((p) => `<p${english}>${officialTextHtml(p, latest, lang, glossaryLetterPath(lang, latest.version, glossaryLetter(entry.anchor)))}</p>`).join("");
      const html =
        `<html lang="${lang}"><head><title>${escapeHtml(title)}</title></head><body><main data-pagefind-body>` +
        `<h1>${escapeHtml(title)}</h1><span data-pagefind-meta="release:${escapeHtml(range)}"></span>` +
        `<span data-pagefind-meta="kind:${escapeHtml(t(lang, "kindGlossary"))}"></span>${text}</main></body></html>`;
      files.push({ url: glossaryTermPath(lang, latest.version, entry.anchor), content: html });
    }
  }
  return files;
}

/** The thread that indexes (a plain module: it runs outside the build's module graph). */
const INDEXER = new URL("./search-index.mjs", import.meta.url);

/**
 * Makes the records of both indexes, then starts indexing them in a thread of its own and returns at once: the
 * promise settles when /pagefind-archive/ and /pagefind-glossary/ are written (or fails with Pagefind's errors).
 */
export function startArchiveSearch(outDir: string): Promise<{ records: number; glossaryRecords: number }> {
  const archive = archiveRecords();
  const glossary = glossaryRecords();
  const indexes = [
    { outputPath: path.join(outDir, "pagefind-archive"), files: archive },
    { outputPath: path.join(outDir, "pagefind-glossary"), files: glossary },
  ];
  const worker = new Worker(INDEXER, { workerData: { indexes } });
  return new Promise((resolve, reject) => {
    worker.once("message", () => resolve({ records: archive.length, glossaryRecords: glossary.length }));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`pagefind: the indexing thread stopped (exit code ${code}) before writing the indexes`)));
  });
}
