// What every page of a release shows about releases, as trusted HTML (built from the archive's own data, escaped):
// the release switch — one list of every release, the annotated ones marked, wired by archive/release-menu.ts — and, on
// every page of a release older than the newest, the notice that this is not the current text, linking the same
// section in the current rules (followed through renumberings as `rules trace` follows it; the script carries the
// rule being read).

import type { Lang } from "../../kb/model.ts";
import { traceRule } from "../../diff/history.ts";
import { escapeHtml } from "../archive/reader.ts";
import { archiveReleases } from "./archive-releases.ts";
import { archiveString } from "./archive-strings.ts";
import { hasSection, sectionNumbers, siteVersions } from "./knowledge-base.ts";
import { contentsPath, sectionPath } from "./paths.ts";
import { fullTextRulePath } from "./full-text.ts";
import { fill } from "./fill.ts";
import { kept } from "./dataset.ts";

/** The newest release of the archive: the current rules. */
export function currentRelease(): { version: string; label: string } {
  return archiveReleases().at(-1)!;
}

/**
 * A rule's (or a section's) page in a release: the annotated one where the knowledge base has its section, else the
 * part of the full text that holds it; with the rule's anchor.
 */
function releaseRulePath(lang: Lang, version: string, id: string): string {
  const section = id.split(".")[0]!;
  if (!hasSection(version, section)) return fullTextRulePath(lang, version, id);
  return id === section ? sectionPath(lang, version, section) : `${sectionPath(lang, version, section)}#${id}`;
}

/**
 * The release menu of a page of `version` (a section page when `section` is given, else a contents page, or the
 * Glossary when `page` says so). Each option of an annotated release lists its annotated sections, where the switch
 * opens the annotated page.
 */
export function releaseSwitchHtml(lang: Lang, version: string, section?: string, page?: "glossary"): string {
  const annotatedOptions = kept("annotated sections by version", () => new Map(siteVersions().map((v) => [v, sectionNumbers(v).join(" ")])));
  const releases = archiveReleases();
  const label = releases.find((r) => r.version === version)?.label ?? version;
  const options = releases
    .slice()
    .reverse()
    .map((r) => {
      const annotated = annotatedOptions!.get(r.version);
      const marked = annotated !== undefined ? ` · ${archiveString(lang, "annotatedRelease")}` : "";
      return (
        `<option value="${r.version}"${annotated !== undefined ? ` data-annotated="${annotated}"` : ""}${r.version === version ? " selected" : ""}>` +
        `${escapeHtml(r.label)}${marked}</option>`
      );
    })
    .join("");
  const compare = section
    ? ` <a href="/${lang}/archive/diff/?from=${version}&amp;to=${currentRelease().version}&amp;section=${section}">${escapeHtml(archiveString(lang, "compare"))}</a>`
    : "";
  return (
    `<p class="release-switch"><label for="release-switch">${escapeHtml(archiveString(lang, "release"))}</label> ` +
    `<select id="release-switch" data-release-switch data-lang="${lang}" data-version="${version}" data-label="${escapeHtml(label)}"` +
    `${section ? ` data-section="${section}"` : ""}${page ? ` data-page="${page}"` : ""}>${options}</select>${compare}</p>`
  );
}

/** Where `section` of `version` is in the current rules: its number there, or undefined when it is gone. */
function currentCounterpart(version: string, section: string): string | undefined {
  return kept(`current counterpart ${version} ${section}`, () => {
    try {
      const last = traceRule(section, version).steps.at(-1)!;
      return last.version === currentRelease().version ? last.id : undefined;
    } catch {
      // Not a section of that release: nothing to follow.
      return undefined;
    }
  });
}

/**
 * On a page of an older release: "Not the current rules…", linking the same section (or the contents) in the newest
 * release. Undefined on the newest release's pages.
 */
export function currentRulesNoticeHtml(lang: Lang, version: string, section?: string): string | undefined {
  const current = currentRelease();
  if (version === current.version) return undefined;
  const label = archiveReleases().find((r) => r.version === version)?.label ?? version;
  const counterpart = section ? currentCounterpart(version, section) : undefined;
  const number = counterpart?.split(".")[0];
  const href = number ? releaseRulePath(lang, current.version, counterpart!) : contentsPath(lang, current.version);
  const text = number ? fill(archiveString(lang, "currentSection"), { section: counterpart! }) : archiveString(lang, "currentContents");
  return (
    `<p class="current-rules-notice" data-pagefind-ignore>${escapeHtml(fill(archiveString(lang, "notCurrent"), { release: label }))} ` +
    `<a href="${href}" data-current-rules="${current.version}">${escapeHtml(text)} · ${escapeHtml(current.label)}</a></p>`
  );
}
