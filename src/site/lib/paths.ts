// Every URL of the site, in one place. Anchors are rule ids ("706.2a") and example ids with "-ex" ("706.2a-ex1"),
// since "#" cannot appear inside a URL fragment.

import type { KbExample, Lang } from "../../kb/model.ts";

export const homePath = (lang: Lang) => `/${lang}/`;
export const contentsPath = (lang: Lang, version: string) => `/${lang}/${version}/`;
export const sectionPath = (lang: Lang, version: string, section: string) => `/${lang}/${version}/${section}/`;
export const fullTextPath = (lang: Lang, version: string, section: string) => `/${lang}/${version}/cr/${section}/`;
export const changesPath = (lang: Lang, version: string, section: string) => `/${lang}/${version}/${section}/changes/`;
export const translationPath = (lang: Lang, version: string, section: string) => `/${lang}/${version}/${section}/translation/`;
export const checksPath = (lang: Lang, version: string, section: string) => `/${lang}/${version}/${section}/checks/`;
/** An example's panel on its section's checks page. */
export const checkAnchor = (exampleAnchor: string) => `check-${exampleAnchor}`;
export const historyPath = (lang: Lang, version: string, section: string) => `/${lang}/${version}/${section}/history/`;
export const glossaryPath = (lang: Lang, version: string) => `/${lang}/${version}/glossary/`;
export const outcomesPath = (lang: Lang) => `/${lang}/outcomes/`;
/** One step of the outcome timeline, between two consecutive releases with RuleSets: "/en/outcomes/2008-05-01--2008-07-15/". */
export const outcomeStepPath = (lang: Lang, from: string, to: string) => `${outcomesPath(lang)}${stepAnchor(from, to)}/`;
/** A step of the outcome timeline, named: "2009-05-01--2009-07-08" (its page, and its entry on the timeline's index). */
export const stepAnchor = (from: string, to: string) => `${from}--${to}`;
export const cardsPath = (lang: Lang) => `/${lang}/cards/`;
/** A card's own page: short, so that its name searched finds it first. */
export const cardPath = (lang: Lang, slug: string) => `/${lang}/cards/${slug}/`;
export const aboutPath = (lang: Lang) => `/${lang}/about/`;
export const searchPath = (lang: Lang) => `/${lang}/search/`;

/** "706.2a#1" → "706.2a-ex1". */
export function exampleAnchor(example: Pick<KbExample, "rule" | "index">): string {
  return `${example.rule}-ex${example.index}`;
}

export function chapterAnchor(chapter: string): string {
  return `chapter-${chapter}`;
}

export function withAnchor(path: string, anchor: string | undefined): string {
  return anchor ? `${path}#${anchor}` : path;
}

/**
 * The same page in the other language. Every page of the site exists in both languages (a French page without
 * French text shows the English one), so swapping the prefix is enough.
 */
export function translatedPath(pathname: string, lang: Lang): string {
  return pathname.replace(/^\/(en|fr)\//u, `/${lang}/`);
}
