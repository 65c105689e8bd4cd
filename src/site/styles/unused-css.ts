// Starlight's stylesheet styles every component Starlight ships (asides, badges, steps, the hero, link buttons, heading
// anchors…), and every page loads it whole, though the site uses few of them. After the build, the rules of
// Starlight's cascade layers (`@layer starlight.*`) whose every selector names a class that no page and no script of
// the site contains are dropped, then the custom properties of those layers that nothing reads. The site's own styles (src/site/styles, its components: not in those layers) are
// kept whole, since a class they style may appear only on a day a check fails.

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Container, type Node, type Root } from "postcss";

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
const CUSTOM_PROPERTY = /--[A-Za-z0-9_-]+/gu;
const VAR_READ = /var\(\s*(--[A-Za-z0-9_-]+)/gu;
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

function inStarlightLayer(node: Node): boolean {
  for (let parent: Node | undefined = node.parent; parent; parent = parent.parent) {
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

/** The custom properties a page or script may read: every `--name` in the HTML (inline styles) and the scripts. */
function propertiesNamed(outDir: string, files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) for (const [name] of readFileSync(path.join(outDir, file), "utf8").matchAll(CUSTOM_PROPERTY)) names.add(name);
  return names;
}

/**
 * Drops the custom properties Starlight's layers declare and nothing reads (its badge colours, text sizes the site
 * never uses…): a property is read where a stylesheet says `var(--name)`, or where a page or a script names it.
 * Repeated until none is left, since a dropped declaration may have been the only reader of another property.
 */
function dropUnreadProperties(roots: Root[], named: Set<string>): void {
  for (;;) {
    const read = new Set(named);
    for (const root of roots) root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(VAR_READ)) read.add(name!);
    });
    let dropped = 0;
    for (const root of roots) root.walkDecls((decl) => {
      if (decl.prop.startsWith("--") && !read.has(decl.prop) && inStarlightLayer(decl)) {
        decl.remove();
        dropped++;
      }
    });
    if (dropped === 0) return;
  }
}

/** Drops the unused rules and custom properties of Starlight's layers from every stylesheet under _astro/. */
export function dropUnusedStarlightCss(outDir: string): CssReport {
  const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => (file.endsWith(".html") || file.endsWith(".js")) && !file.startsWith("pagefind") && !file.startsWith("data"),
  );
  const classes = classesInUse(outDir, files);
  const report: CssReport = { files: 0, before: 0, after: 0 };
  const sheets = readdirSync(path.join(outDir, "_astro"))
    .filter((file) => file.endsWith(".css"))
    .map((name) => {
      const file = path.join(outDir, "_astro", name);
      const css = readFileSync(file, "utf8");
      return { file, css, root: postcss.parse(css) };
    });
  for (const { root } of sheets) {
    root.walkRules((rule) => {
      if (!inStarlightLayer(rule)) return;
      const kept = rule.selectors.filter((selector) => canMatch(selector, classes));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  }
  dropUnreadProperties(
    sheets.map((sheet) => sheet.root),
    propertiesNamed(outDir, files),
  );
  for (const { file, css, root } of sheets) {
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
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
