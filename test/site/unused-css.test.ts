// The build's purge of Starlight's unused styles (src/site/styles/unused-css.ts), on a small built site in a
// temporary folder: a page, a script, a stylesheet.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dropUnusedStarlightCss } from "../../src/site/styles/unused-css.ts";

let site: string | undefined;
afterEach(() => {
  if (site) rmSync(site, { recursive: true, force: true });
  site = undefined;
});

/** Builds the folder, purges it, returns the stylesheet as the purge left it. */
function purged(html: string, script: string, css: string): string {
  site = mkdtempSync(path.join(tmpdir(), "unused-css-"));
  mkdirSync(path.join(site, "_astro"));
  writeFileSync(path.join(site, "index.html"), html);
  writeFileSync(path.join(site, "_astro", "page.js"), script);
  writeFileSync(path.join(site, "_astro", "index.css"), css);
  dropUnusedStarlightCss(site);
  return readFileSync(path.join(site, "_astro", "index.css"), "utf8");
}

describe("Starlight's unused styles", () => {
  it("drops a layered rule whose classes no page or script has, keeps the site's own rules", () => {
    const css = purged(
      '<p class="used">x</p>',
      'el.classList.add("scripted")',
      "@layer starlight.core{.used{color:red}.scripted{color:blue}.asides{color:green}}.site-only{color:black}",
    );
    expect(css).toContain(".used");
    expect(css).toContain(".scripted");
    expect(css).not.toContain(".asides");
    expect(css).toContain(".site-only");
  });

  it("drops the layered custom properties nothing reads, also those only a dropped one read", () => {
    const css = purged(
      '<p class="used" style="--sl-inline-set: 1em">x</p>',
      'document.body.style.getPropertyValue("--sl-scripted")',
      "@layer starlight.base{:root{--sl-read:1px;--sl-unread:2px;--sl-chain:3px;--sl-via-chain:var(--sl-chain);--sl-inline-set:0;--sl-scripted:4px}}" +
        ".site{margin:var(--sl-read)}:root{--site-own:5px}",
    );
    expect(css).toContain("--sl-read:1px");
    expect(css).not.toContain("--sl-unread");
    expect(css).not.toContain("--sl-via-chain");
    expect(css).not.toContain("--sl-chain");
    expect(css).toContain("--sl-inline-set");
    expect(css).toContain("--sl-scripted");
    expect(css).toContain("--site-own");
  });

  it("drops a rule left without declarations, and the layer left empty", () => {
    const css = purged('<p class="used">x</p>', "", "@layer starlight.base{:root{--sl-unread:2px}}.used{color:red}");
    expect(css).not.toContain("starlight.base");
    expect(css).not.toContain(":root");
    expect(css).toContain(".used{color:red}");
  });
});
