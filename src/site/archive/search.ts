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

import path from "node:path";
import * as pagefind from "pagefind";
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

export async function writeArchiveSearch(outDir: string): Promise<{ records: number }> {
  const { releases, sections } = archiveData();
  const sectionSpans = new Map<string, Span & { number: string }>();
  for (const release of releases) {
    for (const section of release.sections) {
      if (!sectionSpans.has(section.hash)) sectionSpans.set(section.hash, { number: section.number, versions: [] });
      sectionSpans.get(section.hash)!.versions.push(release);
    }
  }
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error("pagefind: could not create the archive index");
  const files: { url: string; content: string }[] = [];
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
  await addFiles(index, files);
  const { errors } = await index.writeFiles({ outputPath: path.join(outDir, "pagefind-archive") });
  if (errors.length > 0) throw new Error(`pagefind: ${errors.join("; ")}`);
  return { records: files.length };
}

/**
 * Sends the files to Pagefind's indexing service all at once: one at a time, each waits for the service's answer
 * (about 13 ms a round trip under load, 70 s for the archive's 5,000 records).
 */
async function addFiles(index: pagefind.PagefindIndex, files: { url: string; content: string }[]): Promise<void> {
  const answers = await Promise.all(files.map((file) => index.addHTMLFile(file)));
  const errors = answers.flatMap((answer) => answer.errors);
  if (errors.length > 0) throw new Error(`pagefind: ${errors.join("; ")}`);
}

/** Writes /pagefind-glossary/: each term once, in both languages, as the latest release prints it. */
export async function writeGlossarySearch(outDir: string): Promise<{ records: number }> {
  const { releases, glossaries } = archiveData();
  /** Term (by anchor) → its entry as the latest release prints it, and the releases that have the term. */
  const terms = new Map<string, { entry: ArchiveGlossary["entries"][number]; versions: ArchiveRelease[] }>();
  for (const release of releases) {
    if (!release.glossary) continue;
    for (const entry of glossaries.get(release.glossary)!.entries) {
      terms.set(entry.anchor, { entry, versions: [...(terms.get(entry.anchor)?.versions ?? []), release] });
    }
  }
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error("pagefind: could not create the glossary index");
  const files: { url: string; content: string }[] = [];
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
  await addFiles(index, files);
  const { errors } = await index.writeFiles({ outputPath: path.join(outDir, "pagefind-glossary") });
  if (errors.length > 0) throw new Error(`pagefind: ${errors.join("; ")}`);
  return { records: files.length };
}

/** Stops Pagefind's indexing service once both indexes are written. */
export const closeSearch = () => pagefind.close();
