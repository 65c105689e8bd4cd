// The site's budgets (figures, not pass/fail): full build time (target ≤ 120 s on 2 cores), the bytes every rules
// page transfers (≤ 110 KB uncompressed, ≤ 25 KB gzip; search index excluded), the heaviest history page
// (≤ 150 KB), and the time from typing a query to its first result on the built site (≤ 300 ms). The build goes to
// artifacts/bench-site, away from dist/ (SITE_BENCH_SITE names a build to measure instead). vitest bench prints no
// console output: the figures go to stderr and to artifacts/site-budgets.txt.
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
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

/** Milliseconds from filling the search box to the first result on screen, for each query (after one warm-up). */
async function searchTimes(siteDir: string, queries: [string, string][]): Promise<string[]> {
  const server = await serveDirectory(siteDir);
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    const tab = await browser.newPage();
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
      if (REUSED) return void report.push(`full build: not measured (SITE_BENCH_SITE=${REUSED})`);
      const started = performance.now();
      buildSite({ outDir: OUT_DIR });
      buildSeconds = (performance.now() - started) / 1000;
      report.push(`full build: ${buildSeconds.toFixed(1)} s (target ≤ 120 s)`);
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
      const history = largest(siteDir, HISTORY_PAGE);
      const historyBytes = statSync(path.join(siteDir, history, "index.html")).size;
      report.push(`heaviest history page ${history}: ${(historyBytes / 1024).toFixed(1)} KB of HTML (target ≤ 150 KB)`);
      const times = await searchTimes(siteDir, [
        ["en", "706.2a"],
        ["en", "702.2b"],
        ["en", "companion"],
        ["en", "timestamp order"],
        ["fr", "ordre du timestamp"],
        ["fr", "valeurs copiables"],
        ["en", "Chimeric Staff"],
        ["fr", "Bâton chimérique"],
      ]);
      report.push(`first search result (target ≤ 300 ms): ${times.join("; ")}`);
      write();
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
