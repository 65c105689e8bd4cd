// The site's budgets (figures, not pass/fail): full build time (target ≤ 180 s on 2 idle cores; the load average
// is printed beside it), the bytes every rules page and one page of every other kind transfer (HTML + CSS + JS
// loaded up front, ≤ 110 KB uncompressed, ≤ 25 KB gzip; search index excluded), the heaviest history page
// (≤ 150 KB), and the time from typing a query to its first result on the built site (≤ 300 ms; ≤ 1 s with the CPU
// throttled 4×, a phone). The build goes to artifacts/bench-site, away from dist/ (SITE_BENCH_SITE names a build to
// measure instead). vitest bench prints no console output: the figures go to stderr and to
// artifacts/site-budgets.txt.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { bench, describe } from "vitest";
import { buildSite } from "../test/site/support/build.ts";
import { launchBrowser } from "../test/site/support/browser.ts";
import { serveDirectory } from "../test/site/support/static-server.ts";
import { CHECKS_PAGE, HISTORY_PAGE, largest, PAGE_BUDGET, pageKinds, pageTransfers, pagesLike, SECTION_PAGE, totalOf } from "../test/site/support/transfers.ts";

// SITE_BENCH_SITE=dist measures a build made already instead (no build time then).
const REUSED = process.env.SITE_BENCH_SITE;
const OUT_DIR = REUSED ?? "artifacts/bench-site";
const report: string[] = [];
let buildSeconds = 0;
let buildMeasured = false;

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
      const input = tab.locator("#search-input");
      await input.fill("règle");
      await tab.locator(".search-result-link").first().waitFor();
      await input.fill("");
      const started = Date.now();
      await input.fill(query);
      // The status says the results are those of the query (not "Searching for…"), and the first one is drawn.
      await tab.waitForFunction((q) => {
        const status = document.getElementById("search-status");
        return status?.dataset.state === "done" && status.textContent?.includes(q) && document.querySelector(".search-result-link");
      }, query);
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
      const rows = [...transfers].map(([page, t]) => ({ page, t, total: totalOf(t) })).sort((a, b) => b.total - a.total);
      const over = rows.filter((r) => r.total > PAGE_BUDGET.bytes || r.t.gzip > PAGE_BUDGET.gzip);
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
        const total = totalOf(t);
        const over = total > PAGE_BUDGET.bytes || t.gzip > PAGE_BUDGET.gzip ? " OVER" : "";
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
