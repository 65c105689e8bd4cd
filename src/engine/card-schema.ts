// The card language as the kernel and the rule areas speak it together: the kernel's words (cards.ts) and the words
// each area listed in areas.ts declares. What reads card files (src/scenarios) validates them with it.
import { AREA_WORDS } from "./areas.ts";
import { cardLanguage, type Language } from "./cards.ts";

/** The language's schemas, built once: a card (`language.card`), a continuous effect, a filter… */
export const language: Language = cardLanguage(AREA_WORDS);
