// Starlight's stylesheet styles every component Starlight ships (asides, badges, steps, the hero, link buttons, heading
// anchors…), and every page loads it whole, though the site uses few of them. After the build, the rules of
// Starlight's cascade layers (`@layer starlight.*`) whose every selector names a class that no page and no script of
// the site contains are dropped. The site's own styles (src/site/styles, its components: not in those layers) are
// kept whole, since a class they style may appear only on a day a check fails.

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Container, type Node, type Rule } from "postcss";

export interface CssReport {
  files: number;
  /** Bytes of the stylesheets before and after. */
  before: number;
  after: number;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/gu;
const TOKEN = /[A-Za-z0-9_-]+/gu;
/**
 * What `:not(.open)`, `:has(…)` or a list (`:is(h1, .title)`) holds says nothing about what must exist; a single
 * compound in `:is`/`:where` does (Astro scopes a component's styles with `:where(.astro-1a2b3c4d)`).
 */
const NOT_REQUIRED = /:(?:not|has)\((?:[^()]|\([^()]*\))*\)|:(?:is|where)\((?:[^()]|\([^()]*\))*,(?:[^()]|\([^()]*\))*\)/gu;
/** A class selector, escapes included (Starlight's `.md\\:sl-flex` is the class `md:sl-flex`). */
const CLASS = /\.((?:[A-Za-z0-9_-]|\\.)+)/gu;

/** The class names the site can put on an element: those of its pages' class attributes, every word of its scripts. */
function classesInUse(outDir: string, files: string[]): Set<string> {
  const classes = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(outDir, file), "utf8");
    if (file.endsWith(".html")) {
      for (const [, value] of text.matchAll(CLASS_ATTRIBUTE)) for (const name of value!.split(/\s+/u)) classes.add(name);
      // Inline scripts add classes too.
      for (const [, script] of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gu)) for (const [word] of script!.matchAll(TOKEN)) classes.add(word);
    } else {
      for (const [word] of text.matchAll(TOKEN)) classes.add(word);
    }
  }
  return classes;
}

function inStarlightLayer(rule: Rule): boolean {
  for (let parent: Node | undefined = rule.parent; parent; parent = parent.parent) {
    if (parent.type === "atrule" && (parent as AtRule).name === "layer" && (parent as AtRule).params.startsWith("starlight")) return true;
  }
  return false;
}

/** A selector that can match: every class it requires is in use. */
function canMatch(selector: string, classes: Set<string>): boolean {
  return [...selector.replace(NOT_REQUIRED, "").matchAll(CLASS)].every(([, name]) => classes.has(name!.replace(/\\(.)/gu, "$1")));
}

/** Removes at-rules (`@media`, `@layer` blocks) left with nothing inside. */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** Drops the unused rules of Starlight's layers from every stylesheet under _astro/. */
export function dropUnusedStarlightCss(outDir: string): CssReport {
  const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => (file.endsWith(".html") || file.endsWith(".js")) && !file.startsWith("pagefind") && !file.startsWith("data"),
  );
  const classes = classesInUse(outDir, files);
  const report: CssReport = { files: 0, before: 0, after: 0 };
  for (const name of readdirSync(path.join(outDir, "_astro")).filter((file) => file.endsWith(".css"))) {
    const file = path.join(outDir, "_astro", name);
    const css = readFileSync(file, "utf8");
    const root = postcss.parse(css);
    root.walkRules((rule) => {
      if (!inStarlightLayer(rule)) return;
      const kept = rule.selectors.filter((selector) => canMatch(selector, classes));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    dropEmpty(root);
    const purged = root.toString();
    writeFileSync(file, purged);
    report.files++;
    report.before += css.length;
    report.after += purged.length;
  }
  return report;
}
