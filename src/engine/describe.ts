// Names in the language of the narration: the languages of the knowledge base are the languages the engine narrates
// in. Everything else the narration says is worded by the message catalogues (messages/*.ts).
import type { Localized } from "./cards.ts";
import type { Lang } from "../kb/model.ts";

export type { Lang };

/** A text in a language: the French where the sources give it, else the English. */
export function localized(text: Localized, lang: Lang): string {
  return text[lang] ?? text.en;
}
