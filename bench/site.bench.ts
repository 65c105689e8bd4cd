// The site's budgets (figures, not pass/fail): full build time (target ≤ 180 s on 2 idle cores; the load average
// is printed beside it), the bytes every rules page and one page of every other kind transfer (HTML + CSS + JS
// loaded up front, ≤ 110 KB uncompressed, ≤ 25 KB gzip; search index excluded), the heaviest history page
// (≤ 150 KB), and the time from typing a query to its first result on the built site (≤ 300 ms; ≤ 1 s with the CPU
// throttled 4×, a phone). The build goes to artifacts/bench-site, away from dist/ (SITE_BENCH_SITE names a build to
// measure instead). vitest bench prints no console output: the figures go to stderr and to
// artifacts/site-budgets.txt.
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bench, describe } from "vitest";
import { buildSite } from "../test/site/support/build.ts";
import { launchBrowser } from "../test/site/support/browser.ts";
import { serveDirectory } from "../test/site/support/static-server.ts";

// SITE_BENCH_SITE=dist measures a build made already instead (no build time then).
const REUSED = process.env.SITE_BENCH_SITE;
const OUT_DIR = REUSED ?? "artifacts/bench-site";
const SECTION_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/index\.html$/u;
const HISTORY_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/history\/index\.html$/u;
const CHECKS_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/checks\/index\.html$/u;
const report: string[] = [];
let buildSeconds = 0;
let buildMeasured = false;

interface Transfer {
  html: number;
  css: number;
  js: number;
  other: number;
  gzip: number;
}

/** Every byte the browser receives loading each page, search index (/pagefind/) excluded; by kind, and gzipped. */
async function pageTransfers(siteDir: string, pages: string[]): Promise<Map<string, Transfer>> {
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
        if (new URL(response.url()).pathname.startsWith("/pagefind/")) return;
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
function pagesLike(siteDir: string, pattern: RegExp): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: "utf8" })
    .filter((p) => pattern.test(p))
    .map((p) => `/${p.replace(/index\.html$/u, "")}`)
    .sort();
}

function largest(siteDir: string, pattern: RegExp): string {
  const size = (page: string) => statSync(path.join(siteDir, page, "index.html")).size;
  return pagesLike(siteDir, pattern).reduce((a, b) => (size(a) >= size(b) ? a : b));
}

/**
 * One page of every kind the site has (the heaviest where a kind's pages differ much in size), by what it is.
 * Archive pages are named by pattern: the releases are data.
 */
function pageKinds(siteDir: string): [string, string][] {
  const archive = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/cr\/\d{3}\/index\.html$/u;
  return [
    ["home", "/fr/"],
    ["contents of an annotated release", "/fr/2011-02-04/"],
    ["contents of an archive release", largest(siteDir, /^(en|fr)\/\d{4}-\d{2}-\d{2}\/index\.html$/u)],
    ["annotated section (heaviest)", largest(siteDir, SECTION_PAGE)],
    ["checks page (heaviest)", largest(siteDir, CHECKS_PAGE)],
    ["changes page", "/fr/2011-09-30/706/changes/"],
    ["history page (heaviest)", largest(siteDir, HISTORY_PAGE)],
    ["translator view", "/fr/2007-10-01/504/translation/"],
    ["full text, archive section (heaviest)", largest(siteDir, archive)],
    ["full text, archive section (a typical one)", "/en/2016-01-16/cr/613/"],
    ["glossary (heaviest)", largest(siteDir, /^(en|fr)\/\d{4}-\d{2}-\d{2}\/glossary\/index\.html$/u)],
    ["outcome timeline", "/fr/outcomes/"],
    ["cards", "/fr/cards/"],
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

/**
 * Milliseconds from filling the search box to the first result on screen, for each query (after one warm-up), the
 * CPU slowed `throttle` times (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate) when given.
 */
async function searchTimes(siteDir: string, queries: [string, string][], throttle = 1): Promise<string[]> {
  const server = await serveDirectory(siteDir);
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    const tab = await browser.newPage();
    if (throttle > 1) await (await tab.context().newCDPSession(tab)).send("Emulation.setCPUThrottlingRate", { rate: throttle });
    for (const [lang, query] of queries) {
      await tab.goto(`${server.url}/${lang}/search/`);
      const input = tab.locator(".pagefind-ui__search-input");
      await input.fill("règle");
      await tab.locator(".pagefind-ui__result-link").first().waitFor();
      await input.fill("");
      const started = Date.now();
      await input.fill(query);
      await tab.waitForFunction((q) => document.querySelector(".pagefind-ui__message")?.textContent?.includes(q) && document.querySelector(".pagefind-ui__result-link"), query);
      rows.push(`${lang} "${query}": ${Date.now() - started} ms`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

function write() {
  const text = ["Site budgets (bench/site.bench.ts):", ...report].join("\n");
  process.stderr.write(`${text}\n`);
  mkdirSync(path.join(process.cwd(), "artifacts"), { recursive: true });
  writeFileSync(path.join(process.cwd(), "artifacts/site-budgets.txt"), `${text}\n`);
}

describe("site", () => {
  bench(
    "full build (astro build: every page, /api/ JSON, the archive's data, search index, service worker)",
    () => {
      // The bench runner calls a synchronous function more than once (three times in December 2026, whatever the
      // options): one build, one line.
      if (buildMeasured) return;
      buildMeasured = true;
      if (REUSED) return void report.push(`full build: not measured (SITE_BENCH_SITE=${REUSED})`);
      const started = performance.now();
      const loadBefore = loadavg()[0]!;
      buildSite({ outDir: OUT_DIR });
      buildSeconds = (performance.now() - started) / 1000;
      report.push(
        `full build: ${buildSeconds.toFixed(1)} s (target ≤ 180 s on 2 idle cores; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after)`,
      );
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );

  // Runs after the build above (benches of a file run in order).
  bench(
    "page weights and first search result on the built site",
    async () => {
      const siteDir = path.join(process.cwd(), OUT_DIR);
      // Every rules page, heaviest first; those over either budget named.
      const transfers = await pageTransfers(siteDir, pagesLike(siteDir, SECTION_PAGE));
      const rows = [...transfers].map(([page, t]) => ({ page, t, total: t.html + t.css + t.js + t.other })).sort((a, b) => b.total - a.total);
      const over = rows.filter((r) => r.total > 110 * 1024 || r.t.gzip > 25 * 1024);
      report.push(`rules pages: ${rows.length}, ${over.length} over 110 KB or 25 KB gzip${over.length ? ` (${over.map((r) => r.page).join(", ")})` : ""}`);
      for (const { page, t, total } of rows.slice(0, 5)) {
        report.push(`${page}: ${(total / 1024).toFixed(1)} KB, ${(t.gzip / 1024).toFixed(1)} KB gzip (html ${t.html}, css ${t.css}, js ${t.js}, other ${t.other} bytes; target ≤ 110 KB / 25 KB)`);
      }
      // What a rules page does not load until the reader opens an example's panel: its section's checks page (the
      // narrations, traces and board pictures, with the board's styles), fetched then and kept by the service worker.
      const checks = largest(siteDir, CHECKS_PAGE);
      const checksBytes = statSync(path.join(siteDir, checks, "index.html")).size;
      report.push(`not counted above, fetched only when an example's panel opens: the section's checks page, heaviest ${checks} ${(checksBytes / 1024).toFixed(1)} KB of HTML`);
      // One page of every kind, HTML + CSS + JS loaded up front.
      const kinds = pageKinds(siteDir);
      const kindTransfers = await pageTransfers(siteDir, kinds.map(([, page]) => page));
      for (const [kind, page] of kinds) {
        const t = kindTransfers.get(page)!;
        const total = t.html + t.css + t.js + t.other;
        const over = total > 110 * 1024 || t.gzip > 25 * 1024 ? " OVER" : "";
        report.push(`${kind}: ${page} ${(total / 1024).toFixed(1)} KB, ${(t.gzip / 1024).toFixed(1)} KB gzip (html ${t.html}, css ${t.css}, js ${t.js}, other ${t.other})${over}`);
      }
      const history = largest(siteDir, HISTORY_PAGE);
      const historyBytes = statSync(path.join(siteDir, history, "index.html")).size;
      report.push(`heaviest history page ${history}: ${(historyBytes / 1024).toFixed(1)} KB of HTML (target ≤ 150 KB)`);
      const queries: [string, string][] = [
        ["en", "706.2a"],
        ["en", "702.2b"],
        ["en", "702.19b"],
        ["en", "companion"],
        ["en", "timestamp order"],
        ["fr", "ordre du timestamp"],
        ["fr", "valeurs copiables"],
        ["fr", "piétinement"],
        ["en", "Chimeric Staff"],
        ["fr", "Bâton chimérique"],
      ];
      report.push(`first search result (target ≤ 300 ms): ${(await searchTimes(siteDir, queries)).join("; ")}`);
      report.push(`first search result, CPU throttled 4× (target ≤ 1 s): ${(await searchTimes(siteDir, queries, 4)).join("; ")}`);
      report.push(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(", ")}`);
      write();
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
