// The knowledge base as the site sees it: which pages exist for which version and language, and which text each
// shows. A section missing in French (612 in 2011-02-04, every section of 2011-09-30) still gets a French page:
// the English text under a French interface, with a banner saying the translation lags.
//
// SITE_RULES_ROOT points the build at another knowledge base (a directory holding rules/), as `npm run build` allows.

import path from "node:path";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../kb/load.ts";
import { compareRuleIds } from "../../kb/ids.ts";
import type { KbContents, KbSection, KnowledgeBase, Lang } from "../../kb/model.ts";
import { findSection, versionsOf } from "../../kb/model.ts";
import { kept } from "./dataset.ts";

export const KB_ROOT = process.env.SITE_RULES_ROOT ? path.resolve(process.env.SITE_RULES_ROOT) : PROJECT_ROOT;

export function knowledgeBase(): KnowledgeBase {
  return kept("knowledge base", () => loadKnowledgeBase(KB_ROOT));
}

export function siteVersions(): string[] {
  return versionsOf(knowledgeBase());
}

/** Section numbers of a version in either language, in rule order. */
export function sectionNumbers(version: string): string[] {
  const numbers = new Set(knowledgeBase().sections.filter((s) => s.version === version).map((s) => s.section));
  return [...numbers].sort(compareRuleIds);
}

export function findKbSection(version: string, lang: Lang, section: string): KbSection | undefined {
  return findSection(knowledgeBase(), version, lang, section);
}

export function hasSection(version: string, section: string): boolean {
  return knowledgeBase().sections.some((s) => s.version === version && s.section === section);
}

/** Why a page shows English text under the French interface. */
type Fallback = "section-english-only" | "version-not-translated";

export interface SectionPage {
  lang: Lang;
  version: string;
  /** The text shown: the page language's, or the English one when `fallback` is set. */
  section: KbSection;
  fallback?: Fallback;
}

/** The rules page of a section in a language; undefined when the section is not in the knowledge base. */
export function sectionPage(lang: Lang, version: string, number: string): SectionPage | undefined {
  const own = findKbSection(version, lang, number);
  if (own) return { lang, version, section: own };
  const english = findKbSection(version, "en", number);
  if (!english) return undefined;
  return { lang, version, section: english, fallback: isTranslated(version) ? "section-english-only" : "version-not-translated" };
}

/** A version has a French translation when at least one of its sections exists in French. */
export function isTranslated(version: string): boolean {
  return knowledgeBase().sections.some((s) => s.version === version && s.lang === "fr");
}

/** The most recent version with a French text: where a reader of a lagging version is sent. */
export function latestFrenchVersion(): string | undefined {
  return siteVersions().filter(isTranslated).at(-1);
}

/** The translated table of contents of a version (French titles of the whole CR), if the knowledge base has one. */
export function translatedContents(version: string, lang: Lang): KbContents | undefined {
  return knowledgeBase().contents.find((c) => c.version === version && c.lang === lang);
}

/** Every rule id of a section page, for anchors and the version switch. */
export function ruleIds(section: KbSection): Set<string> {
  return new Set(section.rules.map((r) => r.id));
}
