// The site: full build time (target under 60 s on 2 cores) and the bytes a rules page transfers (target under
// 150 KB before compression, search index excluded). The build goes to artifacts/bench-site, away from dist/.
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bench, describe } from "vitest";
import { buildSite } from "../test/site/support/build.ts";
import { launchBrowser } from "../test/site/support/browser.ts";
import { serveDirectory } from "../test/site/support/static-server.ts";

const OUT_DIR = "artifacts/bench-site";
const SECTION_PAGE = /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/index\.html$/u;

/** Every byte the browser receives loading a page, search index (/pagefind/) excluded; by kind. */
async function pageTransfer(siteDir: string, page: string): Promise<{ html: number; css: number; js: number; other: number }> {
  const server = await serveDirectory(siteDir);
  const browser = await launchBrowser();
  const sizes = { html: 0, css: 0, js: 0, other: 0 };
  try {
    const tab = await browser.newPage();
    const pending: Promise<void>[] = [];
    tab.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/pagefind/")) return;
      pending.push(
        response.body().then((body) => {
          const type = response.headers()["content-type"] ?? "";
          const kind = type.includes("html") ? "html" : type.includes("css") ? "css" : type.includes("javascript") ? "js" : "other";
          sizes[kind] += body.byteLength;
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

/** The rules page with the most HTML (the shared CSS and JS are the same for every page). */
function largestSectionPage(siteDir: string): string {
  const pages = readdirSync(siteDir, { recursive: true, encoding: "utf8" }).filter((p) => SECTION_PAGE.test(p));
  const largest = pages.reduce((a, b) => (statSync(path.join(siteDir, a)).size >= statSync(path.join(siteDir, b)).size ? a : b));
  return `/${largest.replace(/index\.html$/u, "")}`;
}

describe("site", () => {
  bench(
    "full build (astro build: every page, /api/ JSON, search index)",
    () => {
      buildSite({ outDir: OUT_DIR });
      process.stderr.write(`site built into ${OUT_DIR}\n`);
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );

  // Runs after the build above (benches of a file run in order). vitest bench prints no console output, so the
  // figures go to stderr and to artifacts/site-page-bytes.txt.
  bench(
    "load a rules page in Chromium, counting the bytes it transfers",
    async () => {
      const siteDir = path.join(process.cwd(), OUT_DIR);
      const rows: string[] = [];
      for (const page of new Set(["/en/2011-02-04/706/", "/fr/2011-02-04/706/", largestSectionPage(siteDir)])) {
        const { html, css, js, other } = await pageTransfer(siteDir, page);
        const total = html + css + js + other;
        rows.push(`${page}: ${(total / 1024).toFixed(1)} KB (html ${html}, css ${css}, js ${js}, other ${other} bytes)`);
      }
      const report = ["Bytes a rules page transfers (uncompressed, search index excluded; target < 150 KB):", ...rows].join("\n");
      process.stderr.write(`${report}\n`);
      writeFileSync(path.join(process.cwd(), "artifacts/site-page-bytes.txt"), `${report}\n`);
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
