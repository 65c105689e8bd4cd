// Internal links and anchors of a built site, read from its HTML files (Astro writes attributes in double quotes).

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

interface PageLinks {
  /** Site path of the page: "/en/2011-02-04/706/". */
  page: string;
  ids: Set<string>;
  hrefs: string[];
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/giu, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name));
}

function readPageLinks(root: string, file: string): PageLinks {
  const html = readFileSync(file, "utf8");
  const relative = path.relative(root, file).split(path.sep).join("/");
  const page = "/" + relative.replace(/(^|\/)index\.html$/u, "$1");
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/gu)].map((m) => decodeEntities(m[1]!)));
  const hrefs = [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/gu)].map((m) => decodeEntities(m[1]!));
  return { page, ids, hrefs };
}

/**
 * Every internal link that does not resolve: a missing page, or an anchor the target page lacks. Every release's
 * sections, their parts and its Glossary's letters are built pages (src/site/archive/pages.ts): a link to a rule
 * resolves only on the page, or the part of its section, that prints it.
 */
export function brokenLinks(root: string, extraLinks: { page: string; hrefs: string[] }[] = []): string[] {
  const pages = new Map(htmlFiles(root).map((file) => {
    const links = readPageLinks(root, file);
    return [links.page, links] as const;
  }));
  for (const extra of extraLinks) pages.get(extra.page)?.hrefs.push(...extra.hrefs);
  const broken: string[] = [];
  for (const { page, hrefs } of pages.values()) {
    for (const href of hrefs) {
      if (/^[a-z]+:/iu.test(href) || href.startsWith("//")) continue;
      const url = new URL(href, `http://site${page}`);
      const target = pages.get(decodeURIComponent(url.pathname));
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (!target && isFile(root, decodeURIComponent(url.pathname))) continue; // a JSON document, the favicon…
      if (!target) broken.push(`${page}: ${href} (no such page)`);
      else if (anchor && !target.ids.has(anchor)) broken.push(`${page}: ${href} (no anchor #${anchor})`);
    }
  }
  return broken;
}

function isFile(root: string, pathname: string): boolean {
  const file = path.join(root, pathname);
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile();
}

interface ArchiveData {
  index: { releases: { version: string; sections: Record<string, string> }[] };
  release(version: string): { version: string; chapters: Record<string, string>; glossary?: string; sections: { number: string; ids: string; parts?: string[] }[] };
}

export function archiveData(root: string): ArchiveData | undefined {
  const dir = path.join(root, "data/archive");
  if (!existsSync(dir)) return undefined;
  const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  return { index: read("index.json"), release: (v) => read(`releases/${v}.json`) };
}

