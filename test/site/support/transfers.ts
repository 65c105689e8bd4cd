// What a page weighs as a reader's browser loads it: every byte received (HTML, CSS, JS, other) and the same
// gzipped, the search indexes (/pagefind/, /pagefind-archive/, /pagefind-glossary/) excluded; and one page of every
// kind the site has. Shared by the site bench (bench/site.bench.ts, which reports the figures) and the budget test
// (site.test.ts, which asserts them): sizes are deterministic, times are not.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser } from "./browser.ts";
import { serveDirectory } from "./static-server.ts";

/** The budget of every page (issue 28): HTML + CSS + JS loaded up front, uncompressed and gzipped. */
export const PAGE_BUDGET = { bytes: 110 * 1024, gzip: 25 * 1024 };

export const SECTION_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/index\.html$/u;
/** A section's history or checks page, or a part of one (/history/2/, /checks/3/: lib/weighed-parts.ts). */
export const HISTORY_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/history\/(?:\d+\/)?index\.html$/u;
export const CHECKS_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/checks\/(?:\d+\/)?index\.html$/u;
/** A page of a release's full text: a section, or a part of a long one (/cr/702/3/). */
const FULL_TEXT_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/cr\/\d{3}\/(?:\d+\/)?index\.html$/u;

export interface Transfer {
  html: number;
  css: number;
  js: number;
  other: number;
  gzip: number;
}

/** Pagefind's indexes (the site's, the archive's, the glossaries'), which the search page reads as the reader searches. */
const SEARCH_INDEX = /^\/pagefind(?:-[a-z]+)?\//u;

export const totalOf = (t: Transfer) => t.html + t.css + t.js + t.other;

/** Every byte the browser receives loading each page, search indexes excluded; by kind, and gzipped. */
export async function pageTransfers(siteDir: string, pages: string[]): Promise<Map<string, Transfer>> {
  const server = await serveDirectory(siteDir);
  const browser = await launchBrowser();
  const transfers = new Map<string, Transfer>();
  try {
    for (const page of pages) {
      // No service worker: a first visit, as a reader arriving from a link.
      const context = await browser.newContext({ serviceWorkers: "block" });
      const tab = await context.newPage();
      const sizes: Transfer = { html: 0, css: 0, js: 0, other: 0, gzip: 0 };
      const pending: Promise<void>[] = [];
      tab.on("response", (response) => {
        if (SEARCH_INDEX.test(new URL(response.url()).pathname)) return;
        pending.push(
          response.body().then((body) => {
            const type = response.headers()["content-type"] ?? "";
            const kind = type.includes("html") ? "html" : type.includes("css") ? "css" : type.includes("javascript") ? "js" : "other";
            sizes[kind] += body.byteLength;
            sizes.gzip += gzipSync(body).byteLength;
          }),
        );
      });
      await tab.goto(`${server.url}${page}`, { waitUntil: "networkidle" });
      await Promise.all(pending);
      await context.close();
      transfers.set(page, sizes);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return transfers;
}

/** The site paths of the pages whose file matches `pattern`. */
export function pagesLike(siteDir: string, pattern: RegExp): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: "utf8" })
    .filter((p) => pattern.test(p))
    .map((p) => `/${p.replace(/index\.html$/u, "")}`)
    .sort();
}

/** The largest page whose file matches `pattern`. */
export function largest(siteDir: string, pattern: RegExp): string {
  const size = (page: string) => statSync(path.join(siteDir, page, "index.html")).size;
  return pagesLike(siteDir, pattern).reduce((a, b) => (size(a) >= size(b) ? a : b));
}

/**
 * One page of every kind the site has (the heaviest where a kind's pages differ much in size), by what it is.
 * Archive pages are named by pattern: the releases are data.
 */
export function pageKinds(siteDir: string): [string, string][] {
  return [
    ["home", "/fr/"],
    ["contents of an annotated release", "/fr/2011-02-04/"],
    ["contents of an archive release", largest(siteDir, /^(en|fr)\/\d{4}-\d{2}-\d{2}\/index\.html$/u)],
    ["annotated section (heaviest)", largest(siteDir, SECTION_PAGE)],
    ["checks page, a part (heaviest)", largest(siteDir, CHECKS_PAGE)],
    ["changes page", "/fr/2011-09-30/706/changes/"],
    ["history page, a part (heaviest)", largest(siteDir, HISTORY_PAGE)],
    ["translator view", "/fr/2007-10-01/504/translation/"],
    ["full text, a section or a part of a long one (heaviest)", largest(siteDir, FULL_TEXT_PAGE)],
    ["full text, the first part of a long section", "/en/2016-01-16/cr/702/"],
    ["full text, archive section (a typical one)", "/en/2016-01-16/cr/613/"],
    ["glossary index (heaviest)", largest(siteDir, /^(en|fr)\/\d{4}-\d{2}-\d{2}\/glossary\/index\.html$/u)],
    ["glossary, one letter (heaviest)", largest(siteDir, /^(en|fr)\/\d{4}-\d{2}-\d{2}\/glossary\/[a-z0]\/index\.html$/u)],
    ["outcome timeline", "/fr/outcomes/"],
    ["a step of the outcome timeline (heaviest)", largest(siteDir, /^(en|fr)\/outcomes\/[^/]+\/index\.html$/u)],
    ["cards", "/fr/cards/"],
    ["a card (heaviest)", largest(siteDir, /^(en|fr)\/cards\/[^/]+\/index\.html$/u)],
    ["about", "/fr/about/"],
    ["search (its interface and index load on this page only)", "/fr/search/"],
    ["every release", "/fr/archive/"],
    ["a rule's history", "/fr/archive/rule/?rule=706.2&at=2011-02-04"],
    ["two releases compared", "/fr/archive/diff/?from=2009-05-01&to=2009-07-08&section=503"],
    ["API index", "/api/"],
    ["not found", "/fr/no-such-page/"],
    ["offline page", "/offline/"],
  ];
}
