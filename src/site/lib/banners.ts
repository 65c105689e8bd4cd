// Banners of pages showing English text under the French interface. Built from trusted strings only
// (Starlight renders banner content as HTML).

import { t } from "./i18n.ts";
import { latestFrenchVersion, type SectionPage } from "./knowledge-base.ts";
import { changesPath, contentsPath } from "./paths.ts";
import { versionLink } from "./version-switch.ts";
import { versionLabel } from "./version-label.ts";
import { previousSection } from "./changes.ts";
import { encodeCarry } from "./anchors.ts";

export function fallbackBanner(page: SectionPage): string | undefined {
  const { lang, version, fallback } = page;
  if (!fallback) return undefined;
  if (fallback === "section-english-only") return t(lang, "englishOnly");
  const changes = previousSection(version, page.section.section)
    ? `<a href="${changesPath(lang, version, page.section.section)}">${t(lang, "seeChanges")}</a>`
    : "";
  return [t(lang, "frenchLags"), latestFrenchLink(page), changes].filter(Boolean).join(" ");
}

/** A lagging version's contents page: the banner without a section. */
export function contentsBanner(lang: SectionPage["lang"], version: string, translated: boolean): string | undefined {
  if (lang === "en" || translated) return undefined;
  const latest = latestFrenchVersion();
  const link = latest ? `${t(lang, "latestFrench")} <a href="${contentsPath(lang, latest)}">${versionLabel(latest)}</a>.` : "";
  return `${t(lang, "frenchLags")} ${link}`;
}

function latestFrenchLink({ lang, version, section }: SectionPage): string {
  const latest = latestFrenchVersion();
  if (!latest) return "";
  const link = versionLink(lang, section.section, version, latest);
  // encodeCarry writes ids, digits, letters, ">", "=" and spaces only: safe inside a quoted attribute.
  const carry = link.carry ? ` data-keep-anchor data-carry="${encodeCarry(link.carry)}"` : "";
  return `${t(lang, "latestFrench")} <a href="${link.href}"${carry}>${versionLabel(latest)}</a>.`;
}
