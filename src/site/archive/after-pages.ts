// The build's steps after Astro's pages — the archive's JSON, its search indexes, its static pages — run in the module
// graph the pages were rendered in, where the build's dataset already is (lib/dataset.ts: the knowledge base, the
// census, the archive and its alignments, each checks page's parts). The config file (astro.config.mjs) loads its own
// copy of every module it imports: called from there, they would compute it all again (a second census, the
// alignment of every pair of releases again). So the frame of the archive's pages (pages/[lang]/archive/
// template.astro), rendered with the other pages, hands the steps over through the process, and the config's hook
// takes them from here, importing none of their modules.

import type { writeArchive } from "./export.ts";
import type { writeArchivePages, writeArchiveSitemap } from "./pages.ts";
import type { startArchiveSearch } from "./search.ts";
import type { writeRuleHits } from "./rule-hits.ts";

interface ArchiveSteps {
  writeArchive: typeof writeArchive;
  writeRuleHits: typeof writeRuleHits;
  startArchiveSearch: typeof startArchiveSearch;
  writeArchivePages: typeof writeArchivePages;
  writeArchiveSitemap: typeof writeArchiveSitemap;
}

const HANDED_OVER = Symbol.for("mtg-rules-kb: archive steps");

/** Called by the archive's frame page as it renders. */
export function handOverArchiveSteps(steps: ArchiveSteps): void {
  (globalThis as { [HANDED_OVER]?: ArchiveSteps })[HANDED_OVER] = steps;
}

/** The steps the pages' module graph handed over; an error if no frame page was rendered. */
export function archiveSteps(): ArchiveSteps {
  const steps = (globalThis as { [HANDED_OVER]?: ArchiveSteps })[HANDED_OVER];
  if (!steps) throw new Error("archive steps: the archive's frame page (pages/[lang]/archive/template.astro) was not rendered, so its steps were not handed over");
  return steps;
}
