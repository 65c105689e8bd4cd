// The site's budgets (figures, not pass/fail): full build time (target ≤ 120 s on 2 cores), the bytes the heaviest
// rules page transfers (≤ 110 KB uncompressed, ≤ 25 KB gzip; search index excluded), the heaviest history page
// (≤ 150 KB), and the time from typing a query to its first result on the built site (≤ 300 ms). The build goes to
// artifacts/bench-site, away from dist/. vitest bench prints no console output: the figures go to stderr and to
// artifacts/site-budgets.txt.
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bench, describe } from "vitest";
import { buildSite } from "../test/site/support/build.ts";
import { launchBrowser } from "../test/site/support/browser.ts";
import { serveDirectory } from "../test/site/support/static-server.ts";

const OUT_DIR = "artifacts/bench-site";
const SECTION_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/index\.html$/u;
const HISTORY_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/history\/index\.html$/u;
const report: string[] = [];
let buildSeconds = 0;

interface Transfer {
  html: number;
  css: number;
  js: number;
  other: number;
  gzip: number;
}

/** Every byte the browser receives loading a page, search index (/pagefind/) excluded; by kind, and gzipped. */
async function pageTransfer(siteDir: string, page: string): Promise<Transfer> {
  const server = await serveDirectory(siteDir);
  const browser = await launchBrowser();
  const sizes: Transfer = { html: 0, css: 0, js: 0, other: 0, gzip: 0 };
  try {
    // No service worker: a first visit, as a reader arriving from a link.
    const context = await browser.newContext({ serviceWorkers: "block" });
    const tab = await context.newPage();
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
  } finally {
    await browser.close();
    await server.close();
  }
  return sizes;
}

function largest(siteDir: string, pattern: RegExp): string {
  const pages = readdirSync(siteDir, { recursive: true, encoding: "utf8" }).filter((p) => pattern.test(p));
  const biggest = pages.reduce((a, b) => (statSync(path.join(siteDir, a)).size >= statSync(path.join(siteDir, b)).size ? a : b));
  return `/${biggest.replace(/index\.html$/u, "")}`;
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
  writeFileSync(path.join(process.cwd(), "artifacts/site-budgets.txt"), `${text}\n`);
}

describe("site", () => {
  bench(
    "full build (astro build: every page, /api/ JSON, the archive's data, search index, service worker)",
    () => {
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
      for (const page of new Set(["/en/2011-02-04/706/", "/fr/2011-02-04/706/", largest(siteDir, SECTION_PAGE)])) {
        const { html, css, js, other, gzip } = await pageTransfer(siteDir, page);
        const total = html + css + js + other;
        report.push(`${page}: ${(total / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip (html ${html}, css ${css}, js ${js}, other ${other} bytes; target ≤ 110 KB / 25 KB)`);
      }
      const history = largest(siteDir, HISTORY_PAGE);
      const historyBytes = statSync(path.join(siteDir, history, "index.html")).size;
      report.push(`heaviest history page ${history}: ${(historyBytes / 1024).toFixed(1)} KB of HTML (target ≤ 150 KB)`);
      const times = await searchTimes(siteDir, [["en", "706.2a"], ["fr", "valeurs copiables"], ["fr", "Bâton chimérique"], ["en", "deathtouch"]]);
      report.push(`first search result (target ≤ 300 ms): ${times.join("; ")}`);
      write();
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
