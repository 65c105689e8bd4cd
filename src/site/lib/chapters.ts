// Chapters of the CR ("7. Additional Rules"): the first digit of a section number.

import type { Lang } from "../../kb/model.ts";
import { translatedContents } from "./knowledge-base.ts";
import type { Title } from "./navigation.ts";

export const chapterOf = (section: string) => section.slice(0, 1);

/** A chapter title from the translated contents of the version (they list chapters as "7. Règles additionnelles"). */
export function translatedChapterTitle(lang: Lang, version: string, chapter: string): Title | undefined {
  if (lang === "en") return undefined;
  const text = translatedContents(version, lang)?.titles.get(chapter);
  return text ? { text, lang } : undefined;
}
