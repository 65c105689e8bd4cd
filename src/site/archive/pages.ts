// Every release of the archive as static pages, after the build: the contents of each release, each of its
// sections and its Glossary (/{lang}/{release}/, /{lang}/{release}/cr/{section}/ and /{lang}/{release}/glossary/),
// for the releases and sections Astro did not build (the knowledge base's versions have theirs). Each page is the frame Astro built once a language
// (pages/[lang]/archive/template.astro) with the release's text in it: it reads without JavaScript, answers 200, has
// its canonical address, and is listed in its own sitemap. A section's text is rendered once for both languages
// (its links differ by their language prefix only). Under each example, the engine's verdict where the same wording
// is in the knowledge base (the check ran there), its narration brought in from that check page when opened.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fingerprint } from "../../kb/fingerprint.ts";
import type { Lang } from "../../kb/model.ts";
import { archiveData, type ArchiveGlossary, type ArchiveRelease, type ArchiveSectionText } from "./export.ts";
import { contentsHtml, escapeHtml, glossaryHtml, sectionHtml } from "./reader.ts";
import { glossaryLetter, glossaryLetterPath, partOf, partPath } from "./parts.ts";
import { TEMPLATE } from "./template.ts";
import { ruleHeadings } from "../lib/headings.ts";
import { LANG_LABELS, LANGS, t } from "../lib/i18n.ts";
import { archiveString } from "../lib/archive-strings.ts";
import { currentRulesNoticeHtml, releaseSwitchHtml } from "../lib/release-switch.ts";
import { knowledgeBase, sectionNumbers, sectionPage, siteVersions } from "../lib/knowledge-base.ts";
import { versionLabel } from "../lib/version-label.ts";
import { STATUS_LABELS } from "../lib/status.ts";
import type { ExampleStatus } from "../../scenarios/results.ts";
import { censusStatuses, statusKey } from "../../diff/archive-examples.ts";
import { offlineString, sizeLabel, type OfflineKey } from "../offline/strings.ts";
import { fill } from "../lib/fill.ts";
import { contentsPath, exampleAnchor, glossaryPath, sectionPath } from "../lib/paths.ts";
import { checksPartHref } from "../lib/checks-parts.ts";

export interface ArchivePagesReport {
  pages: number;
  bytes: number;
  /** The largest page written, in bytes, and its address. */
  largest: { path: string; bytes: number };
  /** Every address written, for the sitemap. */
  paths: string[];
}

/** Where the same wording is printed in the knowledge base (its newest version): its narration is shown there. */
interface Narrated {
  version: string;
  section: string;
  anchor: string;
}

/**
 * Each English example wording of the knowledge base (by its fingerprint, as scenarios claim examples), in the newest
 * version that prints it: where an archive page's example finds its scenario narrated.
 */
function narratedByWording(): Map<string, Narrated> {
  const narrated = new Map<string, Narrated>();
  for (const section of knowledgeBase().sections) {
    if (section.lang !== "en") continue;
    for (const rule of section.rules)
      for (const example of rule.examples) {
        const known = narrated.get(fingerprint(example.text));
        if (!known || known.version < section.version) narrated.set(fingerprint(example.text), { version: section.version, section: section.section, anchor: exampleAnchor(example) });
      }
  }
  return narrated;
}

/**
 * The panel under an example: its status in this release, as the census has it (diff/archive-examples.ts, the one
 * source the annotated pages and `rules coverage` read), opening onto the narration of the same wording on the checks
 * page where that page has it, else on the example of its annotated page; an example outside the census's rule areas
 * has no check.
 */
function checkHtml(lang: Lang, release: Pick<ArchiveRelease, "label">, status: ExampleStatus | undefined, narrated: Narrated | undefined): string {
  if (!status) return `<p class="archive-no-check">${escapeHtml(archiveString(lang, "noCheck"))}</p>`;
  const summary = `<span class="check-badge">${escapeHtml(t(lang, STATUS_LABELS[status]))}</span> ${escapeHtml(fill(archiveString(lang, "checkIn"), { release: release.label }))}`;
  if (!narrated) return `<p class="check check-${status}">${summary}</p>`;
  const page = sectionPage(lang, narrated.version, narrated.section);
  const annotated = sectionPath(lang, narrated.version, narrated.section);
  const printed = page?.section.rules.some((rule) => rule.examples.some((example) => exampleAnchor(example) === narrated.anchor));
  const href = (page && checksPartHref(page, narrated.anchor)) ?? (printed ? `${annotated}#${narrated.anchor}` : annotated);
  const more = fill(archiveString(lang, "narrationOf"), { release: versionLabel(narrated.version) });
  return `<details class="check check-${status}"><summary>${summary}</summary><a class="check-more" href="${href}">${escapeHtml(more)}</a></details>`;
}

/** What the archive's pages know of the examples: each instance's status (the census) and where each wording is narrated. */
export interface ExampleChecks {
  statuses: Map<string, ExampleStatus>;
  narrated: Map<string, Narrated>;
}

export function exampleChecks(): ExampleChecks {
  return { statuses: censusStatuses(knowledgeBase()), narrated: narratedByWording() };
}

/** The panel under the example `anchor` ("706.2a-ex1") of a release, whose wording has the fingerprint `variant`. */
export function examplePanel(lang: Lang, release: Pick<ArchiveRelease, "version" | "label">, anchor: string, variant: string, checks: ExampleChecks): string {
  return checkHtml(lang, release, checks.statuses.get(statusKey(release.version, "en", anchor.replace("-ex", "#"))), checks.narrated.get(variant));
}

/** "Keep this release offline (4.2 MB)": hidden until the script (offline/keep.ts) finds a service worker. */
function keepButton(lang: Lang, bytes: number): string {
  const data = (key: OfflineKey) => escapeHtml(offlineString(lang, key));
  return (
    `<p class="keep-offline"><button type="button" hidden data-keep-release data-keeping="${data("keeping")}" data-kept="${data("kept")}" ` +
    `data-failed="${data("keepFailed")}">${escapeHtml(fill(offlineString(lang, "keepRelease"), { size: sizeLabel(lang, bytes) }))}</button> ` +
    `<span id="keep-status" role="status"></span></p>`
  );
}

function languageSwitch(lang: Lang, pathOf: (lang: Lang) => string): string {
  const links = LANGS.map((other) =>
    other === lang
      ? `<a href="${pathOf(other)}" aria-current="page">${LANG_LABELS[other]}</a>`
      : `<a href="${pathOf(other)}" hreflang="${other}" lang="${other}" data-keep-anchor>${LANG_LABELS[other]}</a>`,
  ).join(" ");
  return `<p><span class="switch-label">${escapeHtml(t(lang, "language"))}</span> ${links}</p>`;
}

const tocItems = (items: { slug: string; text: string; depth: number }[]) =>
  items.map((h) => `<li${h.depth > 2 ? ` class="depth-${h.depth - 2}"` : ""}><a href="#${escapeHtml(h.slug)}">${escapeHtml(h.text)}</a></li>`).join("");

/** The frame with a page's address, titles, "on this page" list and content. */
function framed(frame: string, page: { path: (lang: Lang) => string; title: string; tab: string; toc: string; body: string }): string {
  let html = frame;
  for (const other of LANGS) html = html.replaceAll(TEMPLATE.path(other), page.path(other));
  return html
    .replaceAll(TEMPLATE.tab, escapeHtml(page.tab))
    .replaceAll(TEMPLATE.title, escapeHtml(page.title))
    .replace(new RegExp(`<li><a href="#${TEMPLATE.toc}">${TEMPLATE.toc}</a></li>`, "u"), () => page.toc)
    .replace(TEMPLATE.body, () => page.body);
}

/** The table of a section's parts (each part with its first and last numbered rule), this one marked; previous and next. */
function partsNavHtml(lang: Lang, version: string, text: ArchiveSectionText, starts: string[], part: number): string {
  const count = starts.length + 1;
  const numbered = text.rules.filter((rule) => /^\d{3}\.\d+$/u.test(rule.id));
  const span = (n: number) => {
    const inPart = numbered.filter((rule) => partOf(starts, rule.id) === n);
    return inPart.length ? `${inPart[0]!.printedId ?? inPart[0]!.id} – ${inPart.at(-1)!.printedId ?? inPart.at(-1)!.id}` : "";
  };
  const name = (n: number) => fill(archiveString(lang, "part"), { part: String(n) });
  const items = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const current = n === part ? ' aria-current="page"' : "";
    return `<li><a href="${partPath(lang, version, text.number, n)}"${current}>${escapeHtml(name(n))}</a> <span class="part-span">${escapeHtml(span(n))}</span></li>`;
  }).join("");
  return (
    `<nav class="section-parts" aria-label="${escapeHtml(archiveString(lang, "partsLabel"))}" data-part-starts="${starts.join(" ")}" data-part="${part}">` +
    `<p>${escapeHtml(fill(archiveString(lang, "parts"), { count: String(count) }))}</p><ol>${items}</ol></nav>`
  );
}

/** "Previous part · Next part", under a part's rules. */
function partLinksHtml(lang: Lang, version: string, section: string, count: number, part: number): string {
  const links = [
    part > 1 ? `<a rel="prev" href="${partPath(lang, version, section, part - 1)}">← ${escapeHtml(archiveString(lang, "previousPart"))}</a>` : "",
    part < count ? `<a rel="next" href="${partPath(lang, version, section, part + 1)}">${escapeHtml(archiveString(lang, "nextPart"))} →</a>` : "",
  ].filter(Boolean);
  return `<p class="part-links">${links.join(" · ")}</p>`;
}

/** The letters of a release's Glossary, each a link to its page (this one marked), with its first and last term. */
function lettersNavHtml(lang: Lang, version: string, entries: ArchiveGlossary["entries"], letter?: string): string {
  const letters = [...new Set(entries.map((e) => glossaryLetter(e.anchor)))].sort();
  const items = letters
    .map((l) => {
      const terms = entries.filter((e) => glossaryLetter(e.anchor) === l);
      const label = l === "0" ? archiveString(lang, "glossaryOther") : l.toUpperCase();
      const current = l === letter ? ' aria-current="page"' : "";
      return `<li><a href="${glossaryLetterPath(lang, version, l)}"${current}>${escapeHtml(label)}</a>${letter ? "" : ` <span class="part-span" lang="en">${escapeHtml(`${terms[0]!.term} – ${terms.at(-1)!.term}`)}</span>`}</li>`;
    })
    .join("");
  return `<nav class="glossary-letters" aria-label="${escapeHtml(archiveString(lang, "glossaryLettersLabel"))}" data-glossary-letters><ol>${items}</ol></nav>`;
}

/** Writes the pages, then removes the frames. */
export function writeArchivePages(outDir: string): ArchivePagesReport {
  const frames = Object.fromEntries(LANGS.map((lang) => [lang, readFileSync(path.join(outDir, TEMPLATE.path(lang), "index.html"), "utf8")])) as Record<Lang, string>;
  const { releases, sections, glossaries } = archiveData();
  const checks = exampleChecks();
  const report: ArchivePagesReport = { pages: 0, bytes: 0, largest: { path: "", bytes: 0 }, paths: [] };
  const write = (pagePath: string, html: string) => {
    const dir = path.join(outDir, pagePath);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), html);
    const bytes = Buffer.byteLength(html);
    report.pages++;
    report.bytes += bytes;
    report.paths.push(pagePath);
    if (bytes > report.largest.bytes) report.largest = { path: pagePath, bytes };
    return bytes;
  };
  /** English-rendered content for a French page: only its links' language differs. */
  const inLang = (html: string, lang: Lang) => (lang === "en" ? html : html.replaceAll('href="/en/', `href="/${lang}/`));
  const switches = (lang: Lang, pathOf: (lang: Lang) => string, release: string, section?: string, page?: "glossary") =>
    `<nav class="switches" aria-label="${escapeHtml(`${t(lang, "language")} / ${t(lang, "version")}`)}">` +
    `${languageSwitch(lang, pathOf)}${releaseSwitchHtml(lang, release, section, page)}</nav>`;
  for (const release of releases) {
    /** Bytes of the release's pages in each language, for "keep this release offline". */
    const sizes: Record<Lang, number> = { en: 0, fr: 0 };
    // The sections the knowledge base annotates in this release: the full text links them to their annotated page.
    const annotated = new Set(siteVersions().includes(release.version) ? sectionNumbers(release.version) : []);
    for (const listed of release.sections) {
      const text = sections.get(listed.hash)!;
      const starts = listed.parts ?? [];
      const count = starts.length + 1;
      const title = `${text.number}. ${text.title}`;
      for (let part = 1; part <= count; part++) {
        // Each example's panel depends on the language: marked here, filled in for each language below.
        const rules = sectionHtml(text, release, "en", { afterExample: (example, anchor) => `<!--check:${anchor}:${fingerprint(example)}-->`, part, annotated });
        const toc = tocItems(ruleHeadings(text.rules.filter((rule) => !/[a-z]$/u.test(rule.id) && partOf(starts, rule.id) === part)));
        for (const lang of LANGS) {
          const pathOf = (l: Lang) => partPath(l, release.version, listed.number, part);
          const withChecks = inLang(rules, lang).replace(/<!--check:([^:]*):([0-9a-f]+)-->/gu, (_, anchor: string, variant: string) => examplePanel(lang, release, anchor, variant, checks));
          const annotatedLink = annotated.has(listed.number) ? `<br /><a href="${sectionPath(lang, release.version, listed.number)}">${escapeHtml(t(lang, "annotatedVersion"))}</a>` : "";
          const body =
            switches(lang, pathOf, release.version, listed.number) +
            (currentRulesNoticeHtml(lang, release.version, listed.number) ?? "") +
            `<p class="section-summary">${escapeHtml(fill(archiveString(lang, "fullTextNote"), { release: release.label, file: release.file }))}<br />` +
            `<a href="${contentsPath(lang, release.version)}">${escapeHtml(archiveString(lang, "contents"))} · ${escapeHtml(release.label)}</a> · ` +
            `<a href="/${lang}/archive/rule/?at=${release.version}&amp;rule=${listed.number}">${escapeHtml(archiveString(lang, "ruleHistory"))}</a>${annotatedLink}</p>` +
            (count > 1 ? partsNavHtml(lang, release.version, text, starts, part) : "") +
            `<div class="rules"${lang === "en" ? "" : ' lang="en"'}>${withChecks}</div>` +
            (count > 1 ? partLinksHtml(lang, release.version, listed.number, count, part) : "");
          const tab = count > 1 ? `${title} (${fill(archiveString(lang, "part"), { part: String(part) })})` : title;
          sizes[lang] += write(pathOf(lang), framed(frames[lang], { path: pathOf, title, tab: `${tab} · ${release.label}`, toc, body }));
        }
      }
    }
    if (release.glossary) for (const lang of LANGS) sizes[lang] += writeGlossary(release, glossaries.get(release.glossary)!, lang, annotated);
    if (!existsSync(path.join(outDir, contentsPath("en", release.version), "index.html"))) writeContents(release, sizes);
  }
  for (const lang of LANGS) rmSync(path.join(outDir, TEMPLATE.path(lang)), { recursive: true });
  return report;

  /**
   * A release's Glossary: an index of its letters, and a page a letter (its switch leads to the Glossary of the
   * release chosen, at the same term).
   */
  function writeGlossary(release: ArchiveRelease, glossary: ArchiveGlossary, lang: Lang, annotated: ReadonlySet<string>): number {
    const intro = (letter?: string) =>
      switches(lang, (l) => glossaryLetterPath(l, release.version, letter), release.version, undefined, "glossary") +
      (currentRulesNoticeHtml(lang, release.version) ?? "") +
      `<p>${escapeHtml(t(lang, "glossaryIntro"))}${annotated.size ? ` ${escapeHtml(t(lang, "glossaryLinked"))}` : ""} <a href="${contentsPath(lang, release.version)}">${escapeHtml(archiveString(lang, "contents"))} · ${escapeHtml(release.label)}</a></p>`;
    const indexTitle = `${t(lang, "glossary")} · ${release.label}`;
    let bytes = write(
      glossaryLetterPath(lang, release.version),
      framed(frames[lang], {
        path: (l) => glossaryLetterPath(l, release.version),
        title: indexTitle,
        tab: indexTitle,
        toc: "",
        body: `${intro()}<p>${escapeHtml(fill(archiveString(lang, "glossaryLetters"), { release: release.label, count: String(glossary.entries.length) }))}</p>${lettersNavHtml(lang, release.version, glossary.entries)}`,
      }),
    );
    for (const letter of new Set(glossary.entries.map((e) => glossaryLetter(e.anchor)))) {
      const pathOf = (l: Lang) => glossaryLetterPath(l, release.version, letter);
      const title = `${fill(archiveString(lang, "glossaryLetter"), { letter: letter === "0" ? archiveString(lang, "glossaryOther") : letter.toUpperCase() })} · ${release.label}`;
      const body = `${intro(letter)}${lettersNavHtml(lang, release.version, glossary.entries, letter)}<div class="glossary">${glossaryHtml(glossary, release, lang, letter, annotated)}</div>`;
      bytes += write(pathOf(lang), framed(frames[lang], { path: pathOf, title, tab: title, toc: "", body }));
    }
    return bytes;
  }

  function writeContents(release: ArchiveRelease, sizes: Record<Lang, number>) {
    const chapters = tocItems(Object.entries(release.chapters).map(([n, title]) => ({ slug: `chapter-${n}`, text: `${n}. ${title}`, depth: 2 })));
    const list = contentsHtml(release, "en");
    for (const lang of LANGS) {
      const pathOf = (l: Lang) => contentsPath(l, release.version);
      const title = `${archiveString(lang, "contents")} · ${release.label}`;
      const letters = release.glossary ? [...new Set(glossaries.get(release.glossary)!.entries.map((e) => glossaryLetter(e.anchor)))].join(" ") : "";
      const glossary = release.glossary
        ? `<p><a class="contents-glossary" href="${glossaryPath(lang, release.version)}" data-letters="${letters}">${escapeHtml(t(lang, "glossary"))}</a></p>`
        : "";
      const body =
        `<nav class="switches" aria-label="${escapeHtml(`${t(lang, "language")} / ${t(lang, "version")}`)}">` +
        `${languageSwitch(lang, pathOf)}${releaseSwitchHtml(lang, release.version)}</nav>` +
        (currentRulesNoticeHtml(lang, release.version) ?? "") +
        `<p>${escapeHtml(archiveString(lang, "contentsIntro"))}</p>${glossary}${keepButton(lang, sizes[lang])}<div lang="en">${inLang(list, lang)}</div>`;
      write(pathOf(lang), framed(frames[lang], { path: pathOf, title, tab: title, toc: chapters, body }));
    }
  }
}

/** Writes sitemap-archive.xml (the pages written) and lists it in the sitemap index; the frames' entries removed. */
export function writeArchiveSitemap(outDir: string, site: string, paths: string[]): void {
  const base = site.replace(/\/$/u, "");
  const urls = paths.map((p) => `<url><loc>${escapeHtml(base + p)}</loc></url>`).join("");
  writeFileSync(path.join(outDir, "sitemap-archive.xml"), `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
  const indexFile = path.join(outDir, "sitemap-index.xml");
  if (existsSync(indexFile)) {
    const index = readFileSync(indexFile, "utf8");
    writeFileSync(indexFile, index.replace("</sitemapindex>", `<sitemap><loc>${escapeHtml(base)}/sitemap-archive.xml</loc></sitemap></sitemapindex>`));
  }
  for (const file of ["sitemap-0.xml"]) {
    const full = path.join(outDir, file);
    if (!existsSync(full)) continue;
    const frames = LANGS.map((lang) => `${base}${TEMPLATE.path(lang)}`);
    const xml = readFileSync(full, "utf8").replace(/<url>(?:(?!<\/url>).)*<\/url>/gsu, (entry) => (frames.some((f) => entry.includes(`<loc>${f}</loc>`)) ? "" : entry));
    writeFileSync(full, xml);
  }
}
