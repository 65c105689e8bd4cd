// Browser test of the built site (dist/, built once, or reused when newer than every input), served on 127.0.0.1
// and read by headless Chromium.

import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { schemaOf, schemaOfPath } from "../../src/site/lib/api-schema.ts";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import { launchBrowser } from "./support/browser.ts";
import { SMALL_TARGETS } from "./support/tap-targets.ts";
import { ensureSiteBuilt, ROOT } from "./support/build.ts";
import { serveDirectory, type StaticServer } from "./support/static-server.ts";
import { archiveData, brokenLinks, htmlFiles } from "./support/links.ts";
import { PAGE_BUDGET, pageKinds, pageTransfers, totalOf } from "./support/transfers.ts";
import { exampleResults } from "../../src/scenarios/results.ts";
import { loadScenarios } from "../../src/scenarios/load.ts";
import { scenarioOutcome } from "../../src/diff/outcomes.ts";
import { annotationLang, renderAnnotationMarkdown } from "../../src/site/lib/annotation-markdown.ts";
import { loadKnowledgeBase } from "../../src/kb/load.ts";
import { annotationsOf, findSection } from "../../src/kb/model.ts";

const ARTIFACTS = path.join(ROOT, "artifacts/site");
const RULES_PAGE = "/en/2011-02-04/706/";

let browser: Browser;
let site: StaticServer;
let siteDir: string;

beforeAll(async () => {
  siteDir = ensureSiteBuilt({ outDir: "dist" });
  [browser, site] = await Promise.all([launchBrowser(), serveDirectory(siteDir)]);
  mkdirSync(ARTIFACTS, { recursive: true });
  // One full build: about two minutes on two idle cores, twenty at a load of 27 on the shared machine (its time is
  // the bench's to measure, bench/site.bench.ts: the limit is only there to end a build that hangs).
}, 1_800_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** An element's text, its runs of white space as one space, trimmed. */
async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").replace(/\s+/gu, " ").trim();
}

async function withPage<T>(options: Parameters<Browser["newContext"]>[0], use: (page: Page) => Promise<T>): Promise<T> {
  const context: BrowserContext = await browser.newContext(options);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The addresses of every part of a page read in parts (its first part's list of parts), or the page alone. */
async function partsOf(page: Page, first: string): Promise<string[]> {
  await page.goto(`${site.url}${first}`);
  const parts = await page.locator("nav.page-parts a").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""));
  return parts.length > 0 ? parts : [first];
}

/**
 * The result links (titles and their sections) of `query` typed on the search page, once every result drawn has read
 * its page's data; "More results" is pressed until `until` holds (at most 10 pages of results).
 */
async function searchResults(page: Page, query: string, until: (hrefs: string[]) => boolean = () => true): Promise<string[]> {
  await page.locator("#search-input").fill(query);
  const drawn = () =>
    page.waitForFunction((q) => {
      const status = document.getElementById("search-status")!;
      const items = [...document.querySelectorAll(".search-result")];
      return status.dataset.state === "done" && status.textContent!.includes(q) && items.length > 0 && items.every((item) => item.querySelector(".search-result-link"));
    }, query);
  await drawn();
  const hrefs = () => page.locator(".search-result-link").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""));
  const more = page.locator("#search-more:visible");
  for (let pageOfResults = 1; pageOfResults < 10 && !until(await hrefs()) && (await more.count()) > 0; pageOfResults++) {
    await more.click();
    await drawn();
  }
  return hrefs();
}

describe("links", () => {
  // Reads every built page, the static archive's included (about 29,000 pages, 1 GB): a limit of its own.
  it("every internal link and anchor of every page resolves", { timeout: 600_000 }, () => {
    expect(htmlFiles(siteDir).length).toBeGreaterThan(100);
    expect(brokenLinks(siteDir)).toEqual([]);
  });
});

describe("rules page", () => {
  it("anchors each rule and example by its id, and links cross-references", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}${RULES_PAGE}#706.2a`);
      await expect(page.locator('[id="706.2a"]').count()).resolves.toBe(1);
      await expect(page.locator('[id="706.2-ex1"]').textContent()).resolves.toContain("Chimeric Staff");
      // 706.3 says "see rule 110.6": outside the knowledge base, so it leads to the full English text.
      const reference = page.locator(".rule-text a", { hasText: "rule 110.6" }).first();
      await expect(reference.getAttribute("href")).resolves.toBe("/en/2011-02-04/cr/110/#110.6");
    });
  });

  it("shows each example's engine status in a collapsed panel", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}${RULES_PAGE}`);
      const panels = page.locator(".example > details.check");
      const examples = await page.locator(".example").count();
      expect(examples).toBeGreaterThan(10);
      await expect(panels.count()).resolves.toBe(examples);
      const open = await panels.evaluateAll((nodes) => nodes.filter((n) => (n as HTMLDetailsElement).open).length);
      expect(open).toBe(0);
    });
  });

  it("shows for every example the status of the suite's engine run, and narrates those it ran", async () => {
    const results = exampleResults();
    for (const [url, version, textLang] of [
      [RULES_PAGE, "2011-02-04", "en"],
      ["/fr/2011-02-04/706/", "2011-02-04", "fr"],
      ["/fr/2011-09-30/706/", "2011-09-30", "en"],
    ] as const) {
      await withPage({}, async (page) => {
        // The narrations are on the section's checks page, in parts; the rules page brings each in when its panel opens.
        const narrated = new Set<string>();
        for (const part of await partsOf(page, `${url}checks/`)) {
          await page.goto(`${site.url}${part}`);
          const ids = await page.locator(".check-entry").evaluateAll((nodes) =>
            nodes.filter((n) => n.querySelectorAll(".check-narration li").length > 0).map((n) => n.id.replace(/^check-/u, "")),
          );
          for (const id of ids) narrated.add(id);
        }
        await page.goto(`${site.url}${url}`);
        const shown = (
          await page.locator(".example:not(.project-example)").evaluateAll((nodes) =>
            nodes.map((n) => ({
              anchor: n.id,
              status: [...n.querySelector("details.check")!.classList].find((c) => c.startsWith("check-"))!.slice(6),
            })),
          )
        ).map((example) => ({ ...example, narrated: narrated.has(example.anchor) }));
        const expected = results
          .filter((r) => r.kind === "official" && r.version === version && r.lang === textLang && r.section === "706")
          .map((r) => ({ anchor: r.id.replace("#", "-ex"), status: r.status, narrated: (r.run?.narration.length ?? 0) > 0 }));
        expect(shown).toEqual(expected);
      });
    }
  });

  it("brings an example's narration in when its panel opens", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}${RULES_PAGE}`);
      const check = page.locator('[id="706.2-ex1"] details.check');
      await expect(check.locator(".check-narration").count()).resolves.toBe(0);
      await check.locator("summary").click();
      await check.locator(".check-narration li").first().waitFor();
      await expect(check.locator(".check-narration").textContent()).resolves.toContain("Chimeric Staff");
    });
  });

  it("counts in the page's language, project examples included (115 shows 7 project examples)", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2011-02-04/115/`);
      const summary = (await page.locator(".section-summary").textContent())!.replace(/\s+/gu, " ");
      expect(summary).toContain("7 exemples");
      expect(summary).toContain("7 réussis");
      expect(summary).not.toContain("réussit");
      expect(summary).toContain("la traduction française");
    });
  });

  it("lists rules and subrules in the on-page menu, and names the release in the tab's title", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}${RULES_PAGE}`);
      await expect(page.locator('site-toc a[href="#706.2a"]').count()).resolves.toBe(1);
      await expect(page.title()).resolves.toBe("706. Copying Objects · 2011-02-04 (MBS) | Magic Rules, annotated");
      await page.goto(`${site.url}/fr/2011-02-04/cr/702/`);
      await expect(page.locator('site-toc a[href="#702.2"]').count()).resolves.toBe(1);
    });
  });

  it("reads without JavaScript", async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto(`${site.url}/fr/2011-02-04/706/`);
      await expect(page.locator('[id="706.2"]').isVisible()).resolves.toBe(true);
      await expect(page.locator(".rules").textContent()).resolves.toContain("valeurs copiables");
    });
  });

  it("writes screenshots of a rules page in both languages and on a phone", async () => {
    const shots = [
      { file: "rules-en.png", url: `${RULES_PAGE}#706.2`, viewport: { width: 1280, height: 900 } },
      { file: "rules-fr.png", url: "/fr/2011-02-04/706/#706.2", viewport: { width: 1280, height: 900 } },
      { file: "rules-phone-fr.png", url: "/fr/2011-02-04/706/", viewport: { width: 390, height: 844 } },
      { file: "rules-dark-en.png", url: `${RULES_PAGE}#706.9`, viewport: { width: 1280, height: 900 }, colorScheme: "dark" as const },
    ];
    for (const shot of shots) {
      await withPage({ viewport: shot.viewport, colorScheme: shot.colorScheme ?? "light" }, async (page) => {
        await page.goto(`${site.url}${shot.url}`);
        const image = await page.screenshot({ path: path.join(ARTIFACTS, shot.file) });
        expect(image.byteLength).toBeGreaterThan(10_000);
      });
    }
  });
});

/** One page of each kind the site has, in both languages where the kind differs by language. */
const PAGE_KINDS = [
  "/en/archive/",
  "/fr/2005-10-01/cr/502/",
  "/fr/2005-10-01/",
  "/fr/archive/rule/?rule=706.2&at=2011-02-04",
  "/fr/archive/diff/?from=2009-05-01&to=2009-07-08&section=503",
  "/en/2011-02-04/706/checks/",
  "/fr/2007-10-01/504/translation/",
  "/api/",
  "/en/",
  "/fr/",
  "/fr/2011-02-04/",
  RULES_PAGE,
  "/fr/2011-02-04/706/",
  "/fr/2007-10-01/503/",
  "/fr/2011-09-30/706/",
  "/fr/2011-09-30/706/changes/",
  "/en/2011-02-04/706/history/",
  "/fr/2011-02-04/cr/613/",
  "/fr/2011-02-04/glossary/",
  "/fr/2011-02-04/glossary/t/",
  "/en/2020-06-01/glossary/c/",
  "/en/2016-01-16/cr/702/3/",
  "/fr/outcomes/",
  "/fr/outcomes/1999-11-01--2001-07-23/",
  "/en/cards/",
  "/fr/cards/",
  "/fr/cards/chimeric-staff/",
  "/fr/about/",
  "/fr/search/",
  "/fr/no-such-page/",
];

describe("every kind of page", () => {
  it("makes no failed request (a rule's history followed through renumberings included)", async () => {
    // The worker is kept out, so that every request the page makes reaches the server and is seen here.
    await withPage({ serviceWorkers: "block" }, async (page) => {
      const failed: string[] = [];
      let url = "";
      page.on("requestfailed", (request) => failed.push(`${url}: ${request.url()} ${request.failure()?.errorText}`));
      // The not-found page answers 404 by design: its own address only.
      page.on("response", (response) => {
        if (response.status() >= 400 && !(url === "/fr/no-such-page/" && response.url() === `${site.url}${url}`)) failed.push(`${url}: ${response.status()} ${response.url()}`);
      });
      for (url of [...PAGE_KINDS, "/en/archive/rule/?rule=613.1a&at=2016-01-16"]) await page.goto(`${site.url}${url}`, { waitUntil: "networkidle" });
      expect(failed).toEqual([]);
    });
  });

  it("fits a 390 px wide phone screen: nothing wider than the viewport", async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      const overflowing: string[] = [];
      for (const url of PAGE_KINDS) {
        await page.goto(`${site.url}${url}`, { waitUntil: "networkidle" });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) overflowing.push(`${url}: ${width} px`);
      }
      expect(overflowing).toEqual([]);
    });
  });

  // The two themes run side by side (each in its own browser context): axe's colour checks take most of the time,
  // and a second core, when free, halves it. Only violations are reported back, not every node that passes.
  it("has no serious or critical accessibility violations (axe), light and dark themes", { timeout: 900_000 }, async () => {
    const serious = await Promise.all(
      (["light", "dark"] as const).map((colorScheme) =>
        withPage({ colorScheme }, async (page) => {
          const found: string[] = [];
          for (const url of PAGE_KINDS) {
            await page.goto(`${site.url}${url}`, { waitUntil: "networkidle" });
            const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
            found.push(
              ...violations
                .filter((v) => v.impact === "serious" || v.impact === "critical")
                .map((v) => `${colorScheme} ${url}: ${v.id} (${v.impact}): ${v.nodes.length} nodes, e.g. ${v.nodes[0]?.target.join(" ")}`),
            );
          }
          return found;
        }),
      ),
    );
    expect(serious.flat()).toEqual([]);
  });
});

describe("switches", () => {
  it("the language switch keeps version, section and anchor", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}${RULES_PAGE}#706.2a`);
      await page.locator("nav.switches a[hreflang=fr]").click();
      await page.waitForURL("**/fr/2011-02-04/706/#706.2a");
      // Starlight's language menu in the header does the same.
      await page.locator("site-lang-select select").first().selectOption({ label: "English" });
      await page.waitForURL("**/en/2011-02-04/706/#706.2a");
    });
  });

  it("the version switch follows the renumbering (706.2 in 2011 is 503.2 in 2007)", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}${RULES_PAGE}#706.2`);
      await page.locator("nav.switches a", { hasText: "2007-10-01" }).click();
      await page.waitForURL("**/en/2007-10-01/503/#503.2");
      await expect(page.locator('[id="503.2"]').count()).resolves.toBe(1);
      // 706.10 of 2011-09-30 is 706.9 in 2011-02-04 (706.8 was inserted in between), 503.10 in 2007.
      await page.goto(`${site.url}/en/2011-09-30/706/#706.10`);
      await page.locator("nav.switches a", { hasText: "2011-02-04" }).click();
      await page.waitForURL("**/en/2011-02-04/706/#706.9");
      await page.locator("nav.switches a", { hasText: "2007-10-01" }).click();
      await page.waitForURL("**/en/2007-10-01/503/#503.10");
    });
  });

  it("never highlights a rule that is not the counterpart: 706.8 of 2011-09-30 (double-faced cards) has none in 2011-02-04", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2011-09-30/706/#706.8`);
      await page.locator("nav.switches a", { hasText: "2011-02-04" }).click();
      await page.waitForURL((url) => url.pathname === "/en/2011-02-04/706/");
      expect(new URL(page.url()).hash).toBe("");
      await expect(page.locator(":target").count()).resolves.toBe(0);
      const notice = page.locator("#page-notice");
      await expect(notice.isVisible()).resolves.toBe(true);
      await expect(notice.textContent()).resolves.toContain("706.8 of 2011-09-30 (ISD) has no counterpart");
      // The same from 2011-09-30 to 2007-10-01: no 503.8 (remembered choices) highlighted either.
      await page.goto(`${site.url}/en/2011-09-30/706/#706.8`);
      await page.locator("nav.switches a", { hasText: "2007-10-01" }).click();
      await page.waitForURL((url) => url.pathname === "/en/2007-10-01/503/");
      await expect(page.locator(":target").count()).resolves.toBe(0);
    });
  });

  it("says so when it falls back to the nearest rule a page has (504.8 is not in the French text)", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2007-10-01/504/#504.8`);
      const notice = page.locator("#page-notice");
      await expect(notice.textContent()).resolves.toContain("504.8 ne figure pas dans cette page\u00a0: elle s’ouvre en haut de la section");
      await expect(page.locator(":target").count()).resolves.toBe(0);
    });
  });

  it("the address follows the rule being read, so that a switch keeps it", async () => {
    await withPage({ viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(`${site.url}${RULES_PAGE}`);
      await page.mouse.wheel(0, 10);
      await page.evaluate(() => document.getElementById("706.9")!.scrollIntoView({ block: "start" }));
      await page.mouse.wheel(0, 5);
      await page.waitForFunction(() => /^#706\.9/u.test(location.hash));
      await page.locator("nav.switches a", { hasText: "2007-10-01" }).click();
      // 706.9 of 2011-02-04 is 503.10 of 2007-10-01.
      await page.waitForURL("**/en/2007-10-01/503/#503.10");
    });
  });

  it("a French page of a version without French says so and links the latest French version", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2011-09-30/706/`);
      const banner = page.locator(".sl-banner");
      await expect(banner.textContent()).resolves.toContain("La traduction française n’a pas suivi cette version");
      await expect(banner.locator("a").first().getAttribute("href")).resolves.toBe("/fr/2011-02-04/706/");
      await expect(banner.locator("a", { hasText: "modifications" }).getAttribute("href")).resolves.toBe("/fr/2011-09-30/706/changes/");
      await expect(page.locator('.rule-text[lang="en"]').count()).resolves.toBeGreaterThan(0);
    });
  });
});

/** The newest release of the built archive: the current rules (never written down: it is the last of the list). */
function newestRelease(): { version: string; label: string } {
  return archiveData(siteDir)!.index.releases.at(-1)! as unknown as { version: string; label: string };
}

describe("every release of the archive", () => {
  it("answers a section's permalink with its text, without JavaScript, with its canonical address and in the sitemap", async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      const response = await page.goto(`${site.url}/en/2016-01-16/cr/613/#613.1a`);
      expect(response?.status()).toBe(200);
      // 613.1a of 2016-01-16 (OGW): layer 1, copy effects.
      await expect(page.locator('[id="613.1a"]').isVisible()).resolves.toBe(true);
      await expect(page.locator('.rule:has([id="613.1a"]) .rule-text').textContent()).resolves.toContain("Layer 1: Copy effects are applied");
      await expect(page.locator("h1").textContent()).resolves.toBe("613. Interaction of Continuous Effects");
      await expect(page.title()).resolves.toContain("2016-01-16 (OGW)");
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe("/en/2016-01-16/cr/613/");
      const french = await page.goto(`${site.url}/fr/2016-01-16/cr/613/`);
      expect(french?.status()).toBe(200);
      await expect(page.locator('[id="613.1a"]').count()).resolves.toBe(1);
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe("fr");
    });
    const sitemap = readFileSync(path.join(siteDir, "sitemap-archive.xml"), "utf8");
    expect(sitemap).toContain("/en/2016-01-16/cr/613/</loc>");
    expect(sitemap).toContain("/fr/2016-01-16/cr/613/</loc>");
    expect(readFileSync(path.join(siteDir, "sitemap-index.xml"), "utf8")).toContain("/sitemap-archive.xml</loc>");
  });

  it("reads a long section in parts: each a page with the table of parts, previous and next, its canonical address and sitemap entry", async () => {
    // 702 (Keyword Abilities) of 2020-06-01: where it is cut is in the release's data.
    const starts = archiveData(siteDir)!.release("2020-06-01").sections.find((s) => s.number === "702")!.parts!;
    expect(starts.length).toBeGreaterThan(1);
    const sitemap = readFileSync(path.join(siteDir, "sitemap-archive.xml"), "utf8");
    await withPage({ javaScriptEnabled: false }, async (page) => {
      for (let part = 1; part <= starts.length + 1; part++) {
        const address = `/en/2020-06-01/cr/702/${part > 1 ? `${part}/` : ""}`;
        const response = await page.goto(`${site.url}${address}`);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator("nav.section-parts li").count()).resolves.toBe(starts.length + 1);
        await expect(page.locator("nav.section-parts a[aria-current=page]").getAttribute("href")).resolves.toBe(address);
        // The part begins at its first rule, and holds the subrules of its numbered rules.
        if (part > 1) await expect(page.locator(".rules .rule-id").first().getAttribute("id")).resolves.toBe(starts[part - 2]);
        await expect(page.locator("a[rel=prev]").count()).resolves.toBe(part > 1 ? 1 : 0);
        await expect(page.locator("a[rel=next]").count()).resolves.toBe(part <= starts.length ? 1 : 0);
        expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(address);
        expect(sitemap).toContain(`${address}</loc>`);
      }
    });
  });

  it("takes an address from before sections were read in parts to the rule: /cr/702/#702.138 lands on 702.138", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2020-06-01/cr/702/#702.138`);
      await page.waitForURL(/\/en\/2020-06-01\/cr\/702\/\d+\/#702\.138$/u);
      await expect(page.locator(":target").getAttribute("id")).resolves.toBe("702.138");
      // The same for a term of the Glossary, now on its letter's page.
      await page.goto(`${site.url}/fr/2020-06-01/glossary/#companion`);
      await page.waitForURL(/\/fr\/2020-06-01\/glossary\/c\/#companion$/u);
      await expect(page.locator(":target").getAttribute("id")).resolves.toBe("companion");
    });
  });

  it("shows under an example the engine's verdict of the same wording, and opens its narration", async () => {
    await withPage({}, async (page) => {
      // 706.2's first example (Chimeric Staff) reads the same in 2012-02-01 (DKA) as in the knowledge base's 2011-09-30.
      await page.goto(`${site.url}/en/2012-02-01/cr/706/`);
      const check = page.locator('[id="706.2-ex1"] + details.check');
      await expect(check.getAttribute("class")).resolves.toContain("check-pass");
      await check.locator("summary").click();
      await check.locator(".check-narration li").first().waitFor();
      await expect(check.locator(".check-narration").textContent()).resolves.toContain("Chimeric Staff");
    });
  });

  it("says on every page of an older release that it is not the current text, and links the same rule in the newest", async () => {
    const newest = newestRelease();
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2011-02-04/706/#706.2`);
      const notice = page.locator(".current-rules-notice");
      await expect(notice.textContent()).resolves.toContain("Not the current rules");
      const link = notice.locator("a");
      await expect(link.textContent()).resolves.toContain(newest.label);
      // 706 of 2011 is 707 since 2021-07-23 (AFR); the rule read is carried.
      await link.click();
      await page.waitForURL(`**/en/${newest.version}/cr/707/#707.2`);
      await expect(page.locator(".current-rules-notice").count()).resolves.toBe(0);
      // Every page's sidebar leads to the current rules, in both languages.
      await page.goto(`${site.url}/fr/2007-10-01/503/`);
      await expect(page.locator(`nav.sidebar a[href="/fr/${newest.version}/"]`).first().textContent()).resolves.toContain("Règles en vigueur");
    });
  });

  it("switches release following renumberings both ways: 613.1a of 2016-01-16 is 418.5a of 2009-05-01, and back", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2016-01-16/cr/613/#613.1a`);
      await page.locator("select[data-release-switch]").selectOption("2009-05-01");
      await page.waitForURL("**/en/2009-05-01/cr/418/#418.5a");
      await expect(page.locator(":target").getAttribute("id")).resolves.toBe("418.5a");
      // Back: 418.5a's main part became 612.4 in M10, 613.4 since M14.
      await page.locator("select[data-release-switch]").selectOption("2016-01-16");
      await page.waitForURL("**/en/2016-01-16/cr/613/#613.4");
    });
  });

  it("says when the switch falls back, and opens the annotated page where the knowledge base has the section", async () => {
    await withPage({}, async (page) => {
      // 706.8 of 2011-09-30 (double-faced cards) has no counterpart in 2009-05-01: section 503 opens at its top.
      await page.goto(`${site.url}/fr/2011-09-30/cr/706/#706.8`);
      await page.locator("select[data-release-switch]").selectOption("2009-05-01");
      await page.waitForURL((url) => url.pathname === "/fr/2009-05-01/cr/503/");
      await expect(page.locator("#page-notice").textContent()).resolves.toContain("706.8 du 2011-09-30 (ISD) n’a pas d’équivalent");
      // From a French page of the archive, a release of the knowledge base opens its French annotated page.
      await page.locator("select[data-release-switch]").selectOption("2007-10-01");
      await page.waitForURL((url) => url.pathname === "/fr/2007-10-01/503/");
    });
  });

  it("reads a release outside the knowledge base at its permalink, and its switch leads to the counterpart", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2005-10-01/cr/502/#502.2`);
      await page.locator(".rules .rule-id").first().waitFor();
      const url = new URL(page.url());
      expect(url.pathname + url.hash).toBe("/en/2005-10-01/cr/502/#502.2");
      await expect(page.locator(":target").getAttribute("id")).resolves.toBe("502.2");
      await expect(page.locator('.rule:has([id="502.2"]) .rule-text').textContent()).resolves.toContain("First Strike");
      await expect(page.title()).resolves.toContain("2005-10-01 (RAV)");
      // First strike is 702.7 in 2011-02-04 (the keyword abilities moved from 502 to 702 in M10).
      await page.locator(".release-switch select").selectOption("2011-02-04");
      await page.waitForURL("**/en/2011-02-04/cr/702/#702.7");
      await expect(page.locator(".rule:has([id=\"702.7\"]) .rule-text").textContent()).resolves.toContain("First Strike");
    });
  });

  it("follows a rule through every release, renumberings included (706.2 → 707.2 in AFR)", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/archive/rule/?rule=706.2&at=2011-02-04`);
      await page.locator(".history-step").first().waitFor();
      const steps = await page.locator(".history-step").allTextContents();
      expect(steps.length).toBeGreaterThan(5);
      expect(steps.some((step) => step.includes("2021-07-23 (AFR)") && step.includes("707.2") && step.includes("← 706.2"))).toBe(true);
      await expect(page.locator("#archive-app").textContent()).resolves.toContain("from 2001-07-23 (APC)");
    });
  });

  it("counts a change of quotation marks alone as no edit of wording, and lists it as such", async () => {
    await withPage({}, async (page) => {
      // 706.1 prints “copy” and that’s in 2011-02-04 (MBS), "copy" and that's in 2011-09-30 (ISD): same words.
      await page.goto(`${site.url}/en/archive/diff/?from=2011-02-04&to=2011-09-30&section=706`);
      await page.locator(".diff-output .section-summary").waitFor();
      await expect(page.locator(".diff-output .change-typography").textContent()).resolves.toMatch(/: (?:[\d.]+, )*706\.1(?:,|$)/u);
      const edited = await page.locator(".diff-output .change .change-head").allTextContents();
      expect(edited.filter((head) => /^706\.1\b(?!\d)/u.test(head.trim()))).toEqual([]);
      // 706.2a's wording did change ("derived from its mana cost" became "… mana cost or color indicator"): an edit.
      expect(edited.some((head) => /^706\.2a\b/u.test(head.trim()))).toBe(true);
    });
  });

  it("compares any two releases the reader picks (503 of ARB with 706 of M10)", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/archive/diff/?from=2009-05-01&to=2009-07-08&section=503`);
      await page.locator(".diff-output .section-summary").waitFor();
      await expect(page.locator(".diff-output .section-summary").textContent()).resolves.toContain("2009-07-08 (M10) (706)");
      await expect(page.locator(".diff-output .change del").count()).resolves.toBeGreaterThan(0);
    });
  });
});

describe("glossary", () => {
  it("links a term of the rules to its entry in the release's glossary, once a section", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2011-02-04/613/`);
      const link = page.locator('.rules a[href="/en/2011-02-04/glossary/t/#timestamp-order"]');
      await expect(link.count()).resolves.toBe(1);
      await link.click();
      await page.waitForURL(/\/en\/2011-02-04\/glossary\/t\/#timestamp-order$/u);
      await expect(text(page.locator('[id="timestamp-order"]'))).resolves.toBe("Timestamp Order");
      await expect(page.locator('[id="timestamp-order"] + p').textContent()).resolves.toContain("See rule 613.6. See also Dependency.");
      await expect(page.locator('[id="timestamp-order"] + p a', { hasText: "rule 613.6" }).getAttribute("href")).resolves.toBe("/en/2011-02-04/613/#613.6");
    });
  });

  it("names the French term where the French rules print one, the definition marked as English", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2011-02-04/706/`);
      await expect(page.locator('.rules a[href="/fr/2011-02-04/glossary/c/#copiable-values"]').textContent()).resolves.toBe("valeurs copiables");
      await page.goto(`${site.url}/fr/2011-02-04/glossary/c/`);
      await expect(text(page.locator('[id="copiable-values"]'))).resolves.toBe("valeurs copiables (Copiable Values)");
      await expect(page.locator('[id="copiable-values"] + p').getAttribute("lang")).resolves.toBe("en");
      // No French term in the French texts: the English one, marked as English.
      await page.goto(`${site.url}/fr/2011-02-04/glossary/i/`);
      await expect(page.locator('[id="instead"] span').getAttribute("lang")).resolves.toBe("en");
      await page.goto(`${site.url}/fr/2011-02-04/`);
      await expect(page.locator('a[href="/fr/2011-02-04/glossary/"]').count()).resolves.toBeGreaterThan(0);
    });
  });
});

describe("the glossary of every release of the archive", () => {
  it("reads at its permalink without JavaScript, references linked in the release, and is linked from the release's contents", async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      const response = await page.goto(`${site.url}/en/2020-06-01/glossary/c/#companion`);
      expect(response?.status()).toBe(200);
      const entry = page.locator('[id="companion"]');
      await expect(page.title()).resolves.toContain("Glossary, letter C · 2020-06-01 (IKO)");
      await expect(text(entry)).resolves.toBe("Companion");
      const definition = page.locator('[id="companion"] + p');
      await expect(definition.textContent()).resolves.toContain("Once a player has chosen a companion, that player may pay {3}");
      // 702 is read in parts: the link leads to the one that holds 702.138.
      const reference = (await definition.locator("a").getAttribute("href"))!;
      expect(reference).toMatch(/^\/en\/2020-06-01\/cr\/702\/\d+\/#702\.138$/u);
      await page.goto(`${site.url}${reference}`);
      await expect(page.locator('[id="702.138"]').isVisible()).resolves.toBe(true);
      await page.goto(`${site.url}/fr/2020-06-01/`);
      await page.locator('a[href="/fr/2020-06-01/glossary/"]').waitFor();
      // The index lists the letters, each linked to its page.
      await page.goto(`${site.url}/fr/2020-06-01/glossary/`);
      await expect(page.locator('nav.glossary-letters a[href="/fr/2020-06-01/glossary/c/"]').count()).resolves.toBe(1);
    });
  });

  it("finds a term of a release outside the knowledge base in search", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/search/`);
      const hrefs = await searchResults(page, "companion");
      // Newest release first: a glossary of a release outside the knowledge base (2007-10-01, 2011-02-04, 2011-09-30).
      expect(hrefs.some((href) => /^\/fr\/\d{4}-\d{2}-\d{2}\/glossary\/c\/#companion$/u.test(href) && !/\/(2007-10-01|2011-02-04|2011-09-30)\//u.test(href)), hrefs.join(" ")).toBe(true);
    });
  });
});

describe("outcome timeline", () => {
  it("says under each example's run where its outcome changes across releases, as the engine's run under each RuleSet finds", async () => {
    // 706.7a-2: Vesuvan Doppelganger's chosen colour: blue mana before Eventide, none from 2008-07-15 on (503.8a: "An
    // object doesn't "remember" that choice … (This is a change from previous rules.)").
    const scenario = loadScenarios(ROOT).find((s) => s.file === "examples/scenarios/706/706.7a-2.yaml")!;
    const { outcome } = scenarioOutcome(scenario, "2008-05-01", "2008-07-15");
    expect(outcome?.expectations.length).toBeGreaterThan(0);
    await withPage({}, async (page) => {
      // The example's panel on the rules page leads to its part of the section's checks page.
      await page.goto(`${site.url}/en/2011-02-04/706/`);
      await page.goto(`${site.url}${await page.locator('[id="706.7a-ex2"] a.check-more').getAttribute("href")}`);
      const timeline = page.locator('[id="check-706.7a-ex2"] .outcome-timeline');
      await expect(timeline.locator('a[href="/en/outcomes/2008-05-01--2008-07-15/"]').count()).resolves.toBe(1);
      const text = (await timeline.textContent())!.replace(/\s+/gu, " ");
      for (const e of outcome!.expectations) expect(text).toContain(e.because.replace(/\s+/gu, " "));
      // The timeline lists its steps, each with a page of its own.
      await page.goto(`${site.url}/fr/outcomes/`);
      const step = page.locator('[id="2008-05-01--2008-07-15"] a');
      await expect(step.textContent()).resolves.toContain("2008-05-01 (SHM) → 2008-07-15 (EVE)");
      await step.click();
      await page.waitForURL("**/fr/outcomes/2008-05-01--2008-07-15/");
      await expect(page.locator("main").textContent()).resolves.toContain("examples/scenarios/706/706.7a-2.yaml");
    });
  });
});

describe("the page budget", () => {
  // Issue 28: every page at most 110 KB and 25 KB gzip, HTML + CSS + JS loaded up front. Asserted on sizes, which
  // are deterministic; the bench (bench/site.bench.ts) reports the same figures with the rest.
  it("every page kind of the full text and the Glossary is within it: the heaviest part of a long section, a first part, a section, the Glossary's index and heaviest letter", { timeout: 600_000 }, async () => {
    const kinds = pageKinds(siteDir).filter(([kind]) => /^(full text|glossary|contents of an archive release)/u.test(kind));
    expect(kinds.length).toBe(6);
    const transfers = await pageTransfers(siteDir, kinds.map(([, page]) => page));
    const over = kinds
      .map(([kind, page]) => ({ kind, page, t: transfers.get(page)! }))
      .filter(({ t }) => totalOf(t) > PAGE_BUDGET.bytes || t.gzip > PAGE_BUDGET.gzip)
      .map(({ kind, page, t }) => `${kind} ${page}: ${(totalOf(t) / 1024).toFixed(1)} KB, ${(t.gzip / 1024).toFixed(1)} KB gzip`);
    expect(over).toEqual([]);
  });
});

describe("/api/", () => {
  it("every JSON document of /api/ and of the archive (/data/archive/) follows its schema (/api/schema.json)", () => {
    const files = ["api", "data/archive"].flatMap((dir) =>
      readdirSync(path.join(siteDir, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".json"))
        .map((f) => `/${dir}/${f}`),
    );
    const kinds = new Set<string>();
    const problems: string[] = [];
    for (const file of files) {
      if (file === "/api/schema.json") continue;
      const kind = schemaOfPath(file);
      if (!kind) {
        problems.push(`${file}: no schema`);
        continue;
      }
      kinds.add(kind);
      const parsed = schemaOf(kind).safeParse(JSON.parse(readFileSync(path.join(siteDir, file), "utf8")));
      if (!parsed.success) problems.push(`${file}: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    }
    expect(problems).toEqual([]);
    // Every kind of document was met (each release, section text, glossary, step and change list of the archive).
    expect([...kinds].sort()).toEqual(Object.keys(JSON.parse(readFileSync(path.join(siteDir, "api/schema.json"), "utf8")).$defs).sort());
    expect(files.length).toBeGreaterThan(3000);
  });

  it("a document that breaks its schema is reported (the check can fail)", () => {
    const release = JSON.parse(readFileSync(path.join(siteDir, "data/archive/releases/2011-09-30.json"), "utf8"));
    expect(schemaOf("archiveRelease").safeParse(release).success).toBe(true);
    expect(schemaOf("archiveRelease").safeParse({ ...release, sections: [{ number: "706" }] }).success).toBe(false);
    expect(schemaOfPath("/data/archive/sections/0123456789ab.json")).toBe("archiveSection");
  });
});

describe("translator view", () => {
  it("sets French and English side by side and marks what one text lacks (504.8 has no French)", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2007-10-01/504/translation/`);
      const row = page.locator('.translation-row[id="504.8"]');
      await expect(row.getAttribute("class")).resolves.toContain("translation-gap");
      await expect(row.locator(".translation-missing").textContent()).resolves.toContain("Absent du texte français");
      await expect(row.locator('[lang="en"]').textContent()).resolves.toContain("face-down permanent");
      const both = page.locator('.translation-row[id="504.2"]');
      await expect(both.locator('[lang="fr"]').count()).resolves.toBe(1);
      await expect(both.locator('[lang="en"]').count()).resolves.toBe(1);
    });
  });
});

describe("offline", () => {
  it("gives an address never read the site's offline page, not the browser's error", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.context().setOffline(true);
      await page.goto(`${site.url}/fr/2014-02-01/cr/702/`);
      await expect(page.locator("#offline-fr h1").textContent()).resolves.toBe("Hors ligne, et cette page n’a pas été conservée");
      await expect(page.locator("#offline-en h1").textContent()).resolves.toBe("Offline, and this page was not kept");
      await page.context().setOffline(false);
    });
  });

  it("keeps a visited page whole: its example panels open offline", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2011-02-04/706/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // The checks page is kept with the page (the worker fetches it once the page is kept).
      await page.waitForFunction(async () => (await caches.match("/en/2011-02-04/706/checks/")) !== undefined);
      await page.context().setOffline(true);
      await page.reload();
      const check = page.locator('[id="706.2-ex1"] details.check');
      await check.locator("summary").click();
      await check.locator(".check-narration li").first().waitFor();
      await page.context().setOffline(false);
    });
  });

  it("keeps a whole release on request, saying its size, and reads it offline", async () => {
    const newest = newestRelease();
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/${newest.version}/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const keep = page.locator("button[data-keep-release]");
      await expect(keep.textContent()).resolves.toMatch(/^Keep this release offline \([\d.]+\u00a0MB\)$/u);
      await keep.click();
      await page.waitForFunction(() => /is kept/u.test(document.getElementById("keep-status")?.textContent ?? ""), undefined, { timeout: 120_000 });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.context().setOffline(true);
      // 702 is read in parts (src/site/archive/parts.ts): its first part and a later one are both kept.
      const response = await page.goto(`${site.url}/en/${newest.version}/cr/702/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('[id="702.1"]').count()).resolves.toBe(1);
      const later = await page.goto(`${site.url}/en/${newest.version}/cr/702/2/`);
      expect(later?.status()).toBe(200);
      await expect(page.locator('[id^="702."]').count()).resolves.toBeGreaterThan(0);
      await page.context().setOffline(false);
    });
  });

  it("says on the search page, offline, that search reads only what is kept", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/search/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // Online, no notice; offline, the page (kept by the worker) says so as it opens.
      await expect(page.locator("#search-offline").isHidden()).resolves.toBe(true);
      await page.context().setOffline(true);
      await page.goto(`${site.url}/fr/search/`);
      const notice = page.locator("#search-offline");
      await notice.waitFor({ state: "visible" });
      await expect(text(notice)).resolves.toContain("Vous êtes hors ligne : la recherche ne porte que sur ce que cet appareil a conservé");
      await page.context().setOffline(false);
    });
  });

  it("reloads a visited section without network (service worker)", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2011-02-04/706/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      // The first visit installs the worker; the next load goes through it and keeps the page.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.context().setOffline(true);
      await page.reload();
      await expect(page.locator('[id="706.2a"]').count()).resolves.toBe(1);
      await expect(page.locator(".rules").textContent()).resolves.toContain("valeurs copiables");
      await page.context().setOffline(false);
    });
  });
});

describe("search", () => {
  async function search(page: Page, query: string, until: (hrefs: string[]) => boolean = () => true): Promise<string[]> {
    await page.locator("a.search-link").click();
    return searchResults(page, query, until);
  }

  it("lands a rule number on that rule of the current rules, older releases after it, above the fold on a phone", async () => {
    const newest = newestRelease();
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      await page.goto(`${site.url}/en/search/`);
      await page.locator("#search-input").fill("702.19b");
      const hit = page.locator("a[data-rule-hit]");
      // The hit is the part of 702 that holds 702.19b (a long section is read in parts: /cr/702/, /cr/702/2/…).
      const href = (await hit.getAttribute("href"))!;
      expect(href).toMatch(new RegExp(`^/en/${newest.version}/cr/702/(\\d+/)?#702\\.19b$`, "u"));
      const landed = await page.context().newPage();
      await landed.goto(`${site.url}${href}`);
      await expect(landed.locator('[id="702.19b"]').count()).resolves.toBe(1);
      await landed.close();
      // Measured once the results (a page of them) are drawn: the hit stays above them.
      await page.locator(".search-result-link").first().waitFor();
      const box = (await hit.boundingBox())!;
      const firstResult = (await page.locator(".search-result-link").first().boundingBox())!;
      expect(box.y + box.height).toBeLessThan(844);
      expect(box.y).toBeLessThan(firstResult.y);
      // The same rule in older releases, by its number then (before M10 it was 502.9b: the keyword abilities were 502).
      const older = await page.locator(".rule-hit details li a").allTextContents();
      expect(older).toContain("502.9b");
      await page.locator("#search-input").press("Enter");
      // In the part of 702 that holds it (702 is read in parts).
      await page.waitForURL(new RegExp(`/en/${newest.version}/cr/702/(?:\\d+/)?#702\\.19b$`, "u"));
      await expect(page.locator(":target").getAttribute("id")).resolves.toBe("702.19b");
    });
  });

  it("filters by release, and moves from the input through the results by keyboard", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/search/`);
      await page.locator("#search-release").selectOption("2011-02-04 (MBS)");
      const hrefs = await searchResults(page, "permanent");
      expect(hrefs.length).toBeGreaterThan(1);
      expect(hrefs.filter((href) => !href.startsWith("/fr/2011-02-04/"))).toEqual([]);
      // Down from the input to the first result's title, down to the next, up twice back to the input.
      const titles = await page.locator(".search-result-title a").allTextContents();
      const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent);
      await page.locator("#search-input").press("ArrowDown");
      await expect(focused()).resolves.toBe(titles[0]);
      await page.keyboard.press("ArrowDown");
      await expect(focused()).resolves.toBe(titles[1]);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(focused()).resolves.toBe("search-input");
    });
  });

  it("finds the French words readers use for glossary terms", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/`);
      for (const [query, anchor] of [
        ["piétinement", "trample"],
        ["brûlure de mana", "mana-burn"],
        ["Géant bicéphale", "two-headed-giant"],
      ]) {
        const hrefs = await search(page, query);
        expect(hrefs.some((href) => new RegExp(`^/fr/\\d{4}-\\d{2}-\\d{2}/glossary/[a-z0]/#${anchor}$`, "u").test(href)), `${query}: ${hrefs.join(" ")}`).toBe(true);
      }
    });
  });

  it("finds a rule by its id", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/`);
      // The latest annotated release first (2011-09-30 in English), its result jumping to the rule.
      const hrefs = await search(page, "706.2a");
      expect(hrefs).toContain("/en/2011-09-30/706/#706.2a");
    });
  });

  it("finds a card by its name in either language, and a rule id on French pages", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/`);
      // Each card has a page of its own, its name the title: on the first page of results.
      expect(await search(page, "Chimeric Staff")).toContain("/en/cards/chimeric-staff/");
      await page.goto(`${site.url}/fr/`);
      expect(await search(page, "Bâton chimérique")).toContain("/fr/cards/chimeric-staff/");
      expect(await search(page, "706.2a")).toContain("/fr/2011-02-04/706/#706.2a");
      // A rule of the full text (of any release): its number is a heading, so the result jumps to it.
      expect((await search(page, "702.2b")).some((href) => /^\/fr\/\d{4}-\d{2}-\d{2}\/cr\/702\/#702\.2b$/u.test(href))).toBe(true);
    });
  });

  it("searches every release of the archive too, each result with its releases", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/`);
      // A release outside the knowledge base (2007-10-01, 2011-02-04 and 2011-09-30 have built pages).
      const inArchive = (hrefs: string[]) => hrefs.filter((href) => /^\/en\/\d{4}-\d{2}-\d{2}\/cr\/\d{3}\//u.test(href) && !/\/(2007-10-01|2011-02-04|2011-09-30)\//u.test(href));
      const archive = inArchive(await search(page, "companion", (hrefs) => inArchive(hrefs).length > 0));
      expect(archive.length).toBeGreaterThan(0);
    });
  });

  it("says the release of each result and speaks the page's language", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/`);
      await search(page, "Troll à deux têtes");
      // Every result from a release's page names the release in its title.
      const results = await page.locator(".search-result-title a").evaluateAll((nodes) =>
        nodes.map((n) => ({ title: n.textContent ?? "", href: n.getAttribute("href") ?? "" })),
      );
      const released = results.filter((r) => /\/\d{4}-\d{2}-\d{2}\//u.test(r.href));
      expect(released.length).toBeGreaterThan(0);
      expect(released.filter((r) => !/\d{4}-\d{2}-\d{2} \(\w+\)/u.test(r.title))).toEqual([]);
      await expect(page.locator("#search-status").textContent()).resolves.toMatch(/résultats? pour «\u00a0Troll à deux têtes\u00a0»/u);
      await expect(page.locator("#search-input").evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent)).resolves.toBe("Rechercher dans les règles");
      await expect(page.locator("#search-release").evaluate((select: HTMLSelectElement) => select.labels?.[0]?.textContent?.trim())).resolves.toBe("Version");
    });
  });

  it("finds a glossary term in either language, the result jumping to its entry", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/`);
      const english = await search(page, "timestamp order");
      expect(english.some((href) => /^\/en\/\d{4}-\d{2}-\d{2}\/glossary\/t\/#timestamp-order$/u.test(href)), english.join(" ")).toBe(true);
      await page.goto(`${site.url}/fr/`);
      const french = await search(page, "ordre du timestamp");
      expect(french.some((href) => /^\/fr\/\d{4}-\d{2}-\d{2}\/glossary\/t\/#timestamp-order$/u.test(href)), french.join(" ")).toBe(true);
    });
  });

  it("finds a French phrase on the French pages", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/`);
      const hrefs = await search(page, "valeurs copiables");
      expect(hrefs).toContain("/fr/2011-02-04/706/#706.2");
      expect(hrefs.every((href) => href.startsWith("/fr/"))).toBe(true);
      // Copying Objects (706), where copiable values are defined, before the face-down rules (504 of 2007).
      const pages = hrefs.map((href) => href.split("#")[0]);
      expect(pages.indexOf("/fr/2011-02-04/706/")).toBeLessThan(pages.indexOf("/fr/2007-10-01/504/"));
    });
  });
});

// Annotation bodies are the project's Markdown, rendered by renderAnnotationMarkdown. The knowledge base holds no
// hostile annotation, so: every body on a page is exactly that renderer's output, and a page whose annotation is
// given hostile Markdown through the same renderer shows it as text, with the page's own scripts running over it.
const HOSTILE_ANNOTATION = [
  "Injected <script>window.annotationScriptRan = true</script> must read as text.",
  "<script>window.annotationBlockScriptRan = true</script>",
  '<img src="x" onerror="window.annotationImageRan = true">',
  "A [javascript link](javascript:window.annotationLinkRan=true) and **bold** Markdown.",
].join("\n\n");
const ANNOTATED_PAGE = "/fr/2007-10-01/503/";

describe("annotations are commentary, shown as text", () => {
  it("every annotation body of a page is the sanitising renderer's output", () => {
    const section = findSection(loadKnowledgeBase(ROOT), "2007-10-01", "fr", "503")!;
    const bodies = annotationsOf(section).flatMap((a) => (a.body ? [renderAnnotationMarkdown(a.body, annotationLang(a, section.lang))] : []));
    expect(bodies.length).toBeGreaterThan(5);
    const html = readFileSync(path.join(siteDir, ANNOTATED_PAGE, "index.html"), "utf8");
    const shown = [...html.matchAll(/<div class="annotation-body"[^>]*>([\s\S]*?)<\/div>/gu)].map((m) => m[1]);
    expect(shown.sort()).toEqual(bodies.sort());
  });

  it("an annotation containing <script>, <img onerror> or a javascript: link shows it as text and runs nothing", async () => {
    const built = readFileSync(path.join(siteDir, ANNOTATED_PAGE, "index.html"), "utf8");
    const hostile = built.replace(/(<div class="annotation-body"[^>]*>)[\s\S]*?(<\/div>)/u, `$1${renderAnnotationMarkdown(HOSTILE_ANNOTATION)}$2`);
    expect(hostile).not.toBe(built);
    await withPage({}, async (page) => {
      await page.route(`${site.url}${ANNOTATED_PAGE}`, (route) => route.fulfill({ body: hostile, contentType: "text/html; charset=utf-8" }));
      await page.goto(`${site.url}${ANNOTATED_PAGE}`, { waitUntil: "networkidle" });
      const note = page.locator(".annotation", { hasText: "Injected" });
      const text = await note.textContent();
      expect(text).toContain("<script>window.annotationScriptRan = true</script>");
      expect(text).toContain("<script>window.annotationBlockScriptRan = true</script>");
      expect(text).toContain('<img src="x" onerror="window.annotationImageRan = true">');
      await expect(note.locator("script, img").count()).resolves.toBe(0);
      await expect(note.locator(".annotation-body strong").textContent()).resolves.toBe("bold");
      await expect(note.locator("a", { hasText: "javascript link" }).getAttribute("href")).resolves.toBeNull();
      await note.locator("a", { hasText: "javascript link" }).click();
      const ran = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w.annotationScriptRan, w.annotationBlockScriptRan, w.annotationImageRan, w.annotationLinkRan];
      });
      expect(ran).toEqual([undefined, undefined, undefined, undefined]);
    });
  });

  it("labels annotations as project commentary and shows why an example is not executable", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/en/2007-10-01/507/`);
      const check = page.locator('[id="507.3c-ex1"] details.check');
      await expect(check.locator("summary").textContent()).resolves.toContain("not executable");
      await check.locator("summary").click();
      await expect(check.textContent()).resolves.toContain("no game state records them");
      await page.goto(`${site.url}${ANNOTATED_PAGE}`);
      const correction = page.locator(".annotation-correction").first();
      await expect(correction.locator(".annotation-kind").textContent()).resolves.toContain("Défaut de la source");
      await expect(correction.locator(".annotation-who").textContent()).resolves.toContain("commentaire de ce projet, pas le texte officiel");
    });
  });

  it("marks the passage a correction quotes, next to the example it concerns", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2011-02-04/706/`);
      const example = page.locator('[id="706.2-ex2"]');
      await expect(example.locator("mark.marked-correction").first().textContent()).resolves.toBe("créature avec Mue ). Le Clone");
      await expect(example.locator(".annotation-correction").first().textContent()).resolves.toContain("Défaut de la source");
    });
  });
});

describe("French throughout", () => {
  /**
   * What a French page must not show: a path of the project's code, an English outcome line, an English project note
   * (but the translator view's English column shows the English file's notes, as that file has them).
   */
  function englishOnFrenchPage(html: string, translatorView = false): string[] {
    const problems = [...html.matchAll(/\bsrc\/(?:engine|scenarios|site|diff|kb)\/[\w/-]+\.ts\b/gu)].map((m) => `code path ${m[0]}`);
    // Outcome lines: on the checks pages' timelines and the outcomes page, a line the site could not word in French is a
    // <span lang="en">; the quotes of the rules' English text are <q lang="en">, and stay.
    for (const block of html.matchAll(/<(?:div|ul) class="outcome-(?:timeline|scenario)[\s\S]*?<\/(?:div|ul)>/gu))
      for (const line of block[0].matchAll(/<span[^>]*\blang="en"[^>]*>([^<]*)/gu)) problems.push(`English outcome line: ${line[1]}`);
    if (!translatorView) for (const note of html.matchAll(/<div class="annotation-body" lang="en"[^>]*>([\s\S]{0,60})/gu)) problems.push(`English note: ${note[1]}`);
    return problems;
  }

  it("no French page shows a code path, an English outcome line or an English project note", () => {
    const pages = htmlFiles(siteDir).filter((file) => path.relative(siteDir, file).startsWith(`fr${path.sep}`));
    expect(pages.length).toBeGreaterThan(100);
    const problems = pages.flatMap((file) =>
      englishOnFrenchPage(readFileSync(file, "utf8"), file.includes(`${path.sep}translation${path.sep}`)).map((p) => `${path.relative(siteDir, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
    // The outcomes are there to be read: the timeline of 706.2#1 says in French what the 1999 rules lack, citing the rule.
    const checks = readFileSync(path.join(siteDir, "fr/2011-02-04/706/checks/index.html"), "utf8");
    expect(checks).toContain("n’ont pas la règle que le moteur applique ici (503.5 au 2001-07-23)");
  });

  it("would see a code path, an English outcome line and an English note", () => {
    const planted = '<div class="outcome-timeline"><span lang="en">action 2: the rules of 1999-11-01 have no rule (src/engine/citations.ts)</span></div><div class="annotation-body" lang="en"><p>Misprint</p></div>';
    expect(englishOnFrenchPage(planted)).toHaveLength(3);
  });

  it("prints the engine trace with its spaces: « couche 4 devient créature-artefact (613.1d) »", async () => {
    await withPage({}, async (page) => {
      await page.goto(`${site.url}/fr/2011-02-04/706/checks/`);
      const trace = page.locator('[id="check-706.2-ex1"] .check-trace');
      await expect(text(trace.locator("li").first())).resolves.toBe("couche 4 devient créature-artefact (613.1d)");
      await expect(text(trace.locator(".trace-object").first())).resolves.toBe("Le Bâton chimérique [staff]");
    });
  });
});

describe("page weight of the checks, histories, outcome timeline and cards", () => {
  // The budget of every page (issue 28): the HTML with the styles and scripts it loads up front (module scripts
  // with the chunks they import), at most 110 KB and 25 KB gzipped. Sizes, read from the built files: deterministic.
  const BUDGET = { bytes: 110 * 1024, gzip: 25 * 1024 };
  const PAGES = /^(en|fr)\/(\d{4}-\d{2}-\d{2}\/\d{3}\/(checks|history)|outcomes|cards)\/(?:[^/]+\/)?index\.html$/u;

  function weight(file: string): { bytes: number; gzip: number } {
    const loaded = new Set<string>();
    const load = (url: string) => {
      const asset = path.join(siteDir, url);
      if (loaded.has(asset)) return;
      loaded.add(asset);
      if (asset.endsWith(".js")) for (const [, chunk] of readFileSync(asset, "utf8").matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/gu)) load(path.posix.join(path.posix.dirname(url), chunk!));
    };
    const html = readFileSync(file);
    for (const [, url] of html.toString("utf8").matchAll(/<(?:link rel="stylesheet" href|script type="module" src)="(\/[^"]+)"/gu)) load(url!);
    const bodies = [html, ...[...loaded].map((asset) => readFileSync(asset))];
    return { bytes: bodies.reduce((n, b) => n + b.byteLength, 0), gzip: bodies.reduce((n, b) => n + gzipSync(b).byteLength, 0) };
  }

  it("each part of a checks page or a history, each step of the outcome timeline and each card's page is within the page budget", () => {
    const files = readdirSync(siteDir, { recursive: true, encoding: "utf8" }).filter((f) => PAGES.test(f));
    // Both languages' checks and histories of the three versions, the timeline's steps, 188 cards: hundreds of pages.
    expect(files.length).toBeGreaterThan(300);
    const over = files.map((f) => ({ f, ...weight(path.join(siteDir, f)) })).filter((w) => w.bytes > BUDGET.bytes || w.gzip > BUDGET.gzip);
    expect(over.map((w) => `${w.f}: ${(w.bytes / 1024).toFixed(1)} KB, ${(w.gzip / 1024).toFixed(1)} KB gzip`)).toEqual([]);
  });

  it("links each example's panel to the part of its checks page that has its run", () => {
    const rulesPages = readdirSync(siteDir, { recursive: true, encoding: "utf8" }).filter((f) => /^(en|fr)\/\d{4}-\d{2}-\d{2}\/\d{3}\/index\.html$/u.test(f));
    const missing: string[] = [];
    let panels = 0;
    for (const file of rulesPages) {
      for (const [, href] of readFileSync(path.join(siteDir, file), "utf8").matchAll(/<a class="check-more" href="([^"]+)"/gu)) {
        panels++;
        const [pagePath, anchor] = href!.split("#");
        if (!readFileSync(path.join(siteDir, pagePath!, "index.html"), "utf8").includes(` id="${anchor}"`)) missing.push(`${file}: ${href}`);
      }
    }
    expect(panels).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});

describe("board pictures", () => {
  it("draw each object as a card: frame of its colour, name, type line, P/T box; tapped turned, face down showing its back; the controller named", async () => {
    await withPage({}, async (page) => {
      const parts = await partsOf(page, "/en/2011-02-04/706/checks/");
      await page.goto(`${site.url}${parts[0]}`);
      const staff = page.locator('[id="check-706.2-ex1"] .board-tile').first();
      await expect(text(staff.locator(".card-name"))).resolves.toBe("Chimeric Staff");
      await expect(text(staff.locator(".card-type"))).resolves.toBe("Artifact Creature");
      await expect(text(staff.locator(".card-pt"))).resolves.toBe("5/5");
      await expect(staff.locator(".card").getAttribute("class")).resolves.toContain("frame-artifact");
      await expect(text(staff.locator(".tile-meta"))).resolves.toContain("controller: Alex");
      // A tapped card, a face-down one, a change: in whichever part of the section's checks they are.
      const partWith = async (selector: string) => {
        for (const part of parts) {
          await page.goto(`${site.url}${part}`);
          if ((await page.locator(selector).count()) > 0) return;
        }
      };
      await partWith(".board-tile.tapped");
      const tapped = page.locator(".board-tile.tapped .card").first();
      const box = (await tapped.boundingBox())!;
      // Turned a quarter: wider than high, where an untapped card is higher than wide.
      expect(box.width).toBeGreaterThan(box.height);
      await partWith(".card-back");
      const back = page.locator(".card-back").first();
      await expect(text(back)).resolves.toContain("face down");
      await expect(text(page.locator(".board-tile", { has: back }).first().locator(".tile-status"))).resolves.toContain("face down");
      // What changed is marked on the card and said in words.
      await partWith(".board-changed");
      const changed = page.locator(".board-changed").first();
      await expect(changed.locator(".card .changed").count()).resolves.toBeGreaterThan(0);
      await expect(text(changed.locator(".tile-changes"))).resolves.toMatch(/^changed since the previous checkpoint: /u);
    });
  });
});

describe("on a phone", () => {
  it("no control is under 24 × 24 px (WCAG 2.5.8): header search button, rule ids, lists of links", async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      const small: string[] = [];
      for (const url of PAGE_KINDS) {
        await page.goto(`${site.url}${url}`, { waitUntil: "networkidle" });
        small.push(...((await page.evaluate(SMALL_TARGETS)) as string[]).map((s) => `${url}: ${s}`));
      }
      expect(small).toEqual([]);
    });
  });
});
