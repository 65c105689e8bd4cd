// Names and the sidebar: how versions and sections are labelled in each language.

import type { Lang } from "../../kb/model.ts";
import { fullSection } from "./full-text.ts";
import { versionLabel } from "./version-label.ts";
import { findKbSection, sectionNumbers, siteVersions, translatedContents } from "./knowledge-base.ts";
import { archiveString } from "./archive-strings.ts";
import { archiveReleases } from "./archive-releases.ts";
import { t } from "./i18n.ts";
import { aboutPath, cardsPath, contentsPath, homePath, sectionPath } from "./paths.ts";

export interface Title {
  text: string;
  /** Language of the title text, when it is not the page's (an English title on a French page). */
  lang: Lang;
}

/**
 * A section's title in a language: the knowledge-base file's, else the translated contents of that version,
 * else the English one (knowledge base or full text). Only exact matches of version count: numbering changes.
 */
export function sectionTitle(lang: Lang, version: string, section: string): Title {
  const own = findKbSection(version, lang, section)?.title ?? translatedContents(version, lang)?.titles.get(section);
  if (own) return { text: own, lang };
  const english = findKbSection(version, "en", section)?.title ?? fullSection(version, section)?.title ?? "";
  return { text: english, lang: "en" };
}


type SidebarItem = { label: string; link: string } | { label: string; collapsed: boolean; items: SidebarItem[] };

/** Starlight prefixes sidebar links with the page's locale: they are given without it. */
function withoutLocale(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) =>
    "link" in item ? { ...item, link: item.link.replace(/^\/(en|fr)\//u, "/") } : { ...item, items: withoutLocale(item.items) },
  );
}

/**
 * The current rules (the newest release's contents), the group of the page's version (contents and annotated
 * sections), links to the other versions' contents, then the card index and the page about sources. Other versions stay links, not groups: the sidebar is on every page.
 */
export function sidebar(lang: Lang, currentVersion?: string): SidebarItem[] {
  const versions = siteVersions().slice().reverse();
  const open = currentVersion ?? versions[0];
  const current = archiveReleases().at(-1)!;
  return withoutLocale([
    { label: t(lang, "home"), link: homePath(lang) },
    { label: `${archiveString(lang, "currentRules")} · ${current.label}`, link: contentsPath(lang, current.version) },
    ...versions.map((version): SidebarItem =>
      version === open
        ? {
            label: versionLabel(version),
            collapsed: false,
            items: [
              { label: t(lang, "contents"), link: contentsPath(lang, version) },
              ...sectionNumbers(version).map((section) => ({
                label: `${section}. ${sectionTitle(lang, version, section).text}`,
                link: sectionPath(lang, version, section),
              })),
            ],
          }
        : { label: versionLabel(version), link: contentsPath(lang, version) },
    ),
    { label: archiveString(lang, "archive"), link: `/${lang}/archive/` },
    { label: t(lang, "cards"), link: cardsPath(lang) },
    { label: t(lang, "about"), link: aboutPath(lang) },
  ]);
}
