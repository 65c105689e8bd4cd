// Static site: rules pages per language, version and section (src/site is the Astro source folder).
// Starlight gives the frame (sidebar, Pagefind search, light/dark themes, i18n of its own interface); every page
// is generated from the knowledge base by src/site/pages with <StarlightPage>.
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defineConfig } from "astro/config";
import starlight from "@astrojs/starlight";
import { writeServiceWorker } from "./src/site/offline/service-worker.ts";
import { archiveSteps } from "./src/site/archive/after-pages.ts";
import { dropUnusedStarlightCss } from "./src/site/styles/unused-css.ts";

/**
 * The address the site is published at: canonical links, og:url, hreflang alternates and the sitemaps are absolute.
 * SITE_URL overrides it (a preview, a mirror).
 */
const PRODUCTION_SITE = "https://mtg-rules-kb.pages.dev";
const SITE = process.env.SITE_URL ?? PRODUCTION_SITE;

const SOURCE_DIR = fileURLToPath(new URL("./src/", import.meta.url));
const STARLIGHT_PRINT_CSS = fileURLToPath(new URL("./src/site/styles/starlight-print.css", import.meta.url));

/**
 * The project's modules find the project root from their own URL (`new URL("../..", import.meta.url)`). Bundled
 * into the build's chunks, that URL would be the chunk's: this plugin gives each source module its own file URL.
 */
function sourceModuleUrls() {
  return {
    name: "source-module-urls",
    transform(code, id) {
      if (!id.startsWith(SOURCE_DIR) || !code.includes("import.meta.url")) return undefined;
      return { code: code.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(id).href)), map: null };
    },
  };
}

/**
 * Two things Starlight's page frame (its Page.astro, which no component override replaces) puts on every page, and
 * the site does without:
 * - the script that saves the sidebar's state, for the persister that src/site/components/Sidebar.astro leaves out;
 * - the print stylesheet as a file of its own (about 1 KB gzipped, fetched with every page though only printing
 *   uses it): imported instead, in a layer after Starlight's (src/site/styles/starlight-print.css), so that it
 *   joins the main stylesheet. Its rules are all inside `@media print`.
 * Fails the build if Starlight's frame no longer reads as expected.
 */
function trimStarlightPage() {
  const edits = [
    ["import printHref from '../style/print.css?url&no-inline';", ""],
    ['<link rel="stylesheet" href={printHref} media="print" />', ""],
    ['<script src="./SidebarPersistState"></script>', ""],
    ["import '../style/layers.css';", `import '../style/layers.css';\nimport ${JSON.stringify(STARLIGHT_PRINT_CSS)};`],
  ];
  return {
    name: "trim-starlight-page",
    // Loaded here rather than transformed: Astro compiles .astro files in a transform of its own that runs first.
    load(id) {
      if (!id.endsWith("/@astrojs/starlight/components/Page.astro")) return undefined;
      let code = readFileSync(id, "utf8");
      for (const [from, to] of edits) {
        if (!code.includes(from)) throw new Error(`trim-starlight-page: Starlight's Page.astro no longer contains ${from}`);
        code = code.replace(from, to);
      }
      return code;
    },
  };
}

/**
 * Each step's time, wall and CPU (the process's, all its threads; Pagefind's indexing service is a process of its
 * own), in the build log: the build's budget is CPU time on a loaded machine.
 */
function stepTimer(logger) {
  let wall = performance.now();
  let cpu = process.cpuUsage();
  return (step, what = "") => {
    const used = process.cpuUsage(cpu);
    logger.info(`${step}${what ? `: ${what}` : ""} (${((performance.now() - wall) / 1000).toFixed(1)} s, CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`);
    wall = performance.now();
    cpu = process.cpuUsage();
  };
}

/**
 * After the pages: Starlight's styles for components the site does not use dropped (src/site/styles/unused-css.ts),
 * every numbered release of the archive as static JSON (src/site/archive/export.ts), its search indexes
 * (archive/search.ts: indexed in a thread of their own while the next step runs), its static pages and their sitemap
 * (archive/pages.ts), then the service worker for offline reading (src/site/offline/service-worker.ts), which says
 * how much it precaches. The archive's steps are those of the pages' module graph (archive/after-pages.ts).
 */
function archiveAndOffline() {
  let timed;
  return {
    name: "archive-and-offline",
    hooks: {
      "astro:build:start": ({ logger }) => {
        timed = stepTimer(logger);
      },
      "astro:build:generated": () => timed("pages", "bundled and rendered by Astro"),
      "astro:build:done": async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const steps = archiveSteps();
        timed("Astro's own integrations", "sitemap, search index of the pages");
        const css = dropUnusedStarlightCss(out);
        timed("styles", `${css.files} stylesheets, ${(css.before / 1024).toFixed(1)} KB → ${(css.after / 1024).toFixed(1)} KB without Starlight's unused rules`);
        const { releases, sections, bytes } = steps.writeArchive(out);
        timed("archive JSON", `${releases} releases, ${sections} distinct section texts, ${(bytes / 2 ** 20).toFixed(1)} MB`);
        const hits = steps.writeRuleHits(out);
        timed("rule-number search", `${hits.files} documents, ${(hits.bytes / 1024).toFixed(0)} KB`);
        const search = steps.startArchiveSearch(out);
        timed("archive search records", "made, indexing in its own thread");
        const pages = steps.writeArchivePages(out);
        steps.writeArchiveSitemap(out, SITE, pages.paths);
        timed("archive pages", `${pages.pages} pages, ${(pages.bytes / 2 ** 20).toFixed(0)} MB; largest ${pages.largest.path} ${(pages.largest.bytes / 1024).toFixed(0)} KB`);
        const indexed = await search;
        timed("archive search", `${indexed.records} section texts and ${indexed.glossaryRecords} glossary entries indexed (waited for after the pages)`);
        const sw = await writeServiceWorker(out);
        for (const warning of sw.warnings) logger.warn(warning);
        timed("service worker", `${sw.count} files precached, ${(sw.size / 1024).toFixed(0)} KB; pages and data cached as they are read`);
      },
    },
  };
}

export default defineConfig({
  site: SITE,
  srcDir: "./src/site",
  // SITE_OUT_DIR: the build script builds beside the output and swaps; the bench builds away from dist/.
  outDir: process.env.SITE_OUT_DIR ?? "./dist",
  trailingSlash: "always",
  build: { format: "directory" },
  image: { service: { entrypoint: "astro/assets/services/noop" } },
  vite: { plugins: [sourceModuleUrls(), trimStarlightPage()] },
  // No prefetching of every link the pointer passes over: its script (2.2 KB) on every page, for pages that load
  // in a tenth of a second anyway.
  prefetch: false,
  integrations: [
    starlight({
      title: { en: "Magic Rules, annotated", fr: "Règles de Magic annotées" },
      defaultLocale: "en",
      locales: {
        en: { label: "English", lang: "en" },
        fr: { label: "Français", lang: "fr" },
      },
      // Rules text is prose: no code blocks to highlight, so no Expressive Code bundle on every page.
      expressiveCode: false,
      customCss: ["./src/site/styles/rules.css"],
      components: {
        LanguageSelect: "./src/site/components/LanguageSelect.astro",
        Search: "./src/site/components/SearchLink.astro",
        PageSidebar: "./src/site/components/OnThisPage.astro",
        Sidebar: "./src/site/components/Sidebar.astro",
        ThemeProvider: "./src/site/components/ThemeProvider.astro",
        ThemeSelect: "./src/site/components/ThemeSelect.astro",
      },
      pagination: false,
      head: [{ tag: "link", attrs: { rel: "manifest", href: "/manifest.webmanifest" } }],
      // src/site/pages/404.astro says it in both languages.
      disable404Route: true,
    }),
    archiveAndOffline(),
  ],
});
