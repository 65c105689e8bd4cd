// Search over every release of the archive: a second Pagefind index (/pagefind-archive/), merged into the site's by
// the search page with a lower weight. Each distinct section text is indexed once, as the page of the latest release
// that has it, with the releases it spans ("2009-07-08 (M10) – 2010-07-16 (M11), 4 releases"); its rule numbers are
// headings, so a result jumps to the rule. Both languages' indexes get it (the text is the English one). A text a
// built full-text page already shows (the knowledge base's versions) is left to the site's own index.

import { existsSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";
import { archiveData } from "./export.ts";
import { escapeHtml, sectionHtml, type Lang } from "./reader.ts";

const LANGS: Lang[] = ["en", "fr"];
const KIND: Record<Lang, string> = { en: "full text", fr: "texte intégral (anglais)" };

export async function writeArchiveSearch(outDir: string): Promise<{ records: number }> {
  const { releases } = archiveData();
  /** Hash → the releases (oldest first) whose section has that text. */
  const spans = new Map<string, { number: string; title: string; versions: typeof releases }>();
  for (const release of releases) {
    for (const section of release.sections) {
      const span = spans.get(section.hash) ?? { number: section.number, title: section.title, versions: [] };
      span.versions.push(release);
      spans.set(section.hash, span);
    }
  }
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error("pagefind: could not create the archive index");
  let records = 0;
  const built = (version: string) => existsSync(path.join(outDir, "en", version, "cr"));
  for (const [hash, span] of spans) {
    if (span.versions.some((release) => built(release.version))) continue;
    const latest = span.versions.at(-1)!;
    const first = span.versions[0]!;
    const range = first === latest ? latest.label : `${first.label} – ${latest.label}, ${span.versions.length}`;
    const text = archiveData().sections.get(hash)!;
    for (const lang of LANGS) {
      const body = sectionHtml(text, latest, lang);
      const html =
        `<html lang="${lang}"><head><title>${escapeHtml(`${span.number}. ${span.title}`)}</title></head><body><main data-pagefind-body>` +
        `<h1>${escapeHtml(`${span.number}. ${span.title}`)}</h1><span data-pagefind-meta="release:${escapeHtml(range)}"></span>` +
        `<span data-pagefind-meta="kind:${KIND[lang]}"></span>${body}</main></body></html>`;
      const { errors } = await index.addHTMLFile({ url: `/${lang}/${latest.version}/cr/${span.number}/`, content: html });
      if (errors.length > 0) throw new Error(`pagefind: ${errors.join("; ")}`);
      records++;
    }
  }
  const { errors } = await index.writeFiles({ outputPath: path.join(outDir, "pagefind-archive") });
  if (errors.length > 0) throw new Error(`pagefind: ${errors.join("; ")}`);
  await pagefind.close();
  return { records };
}
