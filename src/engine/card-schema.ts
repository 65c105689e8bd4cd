// The card language as the kernel and the rule areas speak it together: the kernel's words (cards.ts), the words of
// each area listed in areas.ts, and those of the kernel's modules that carry out words of their own (listed here, as
// cited-rules.ts lists their citation tables). What reads card files (src/scenarios) validates them with it.
import { AREA_WORDS } from "./areas.ts";
import { cardLanguage, type Language } from "./cards.ts";
import { words as faceDown } from "./face-down.ts";
import { words as protection } from "./protection.ts";
import { words as totemArmor } from "./totem-armor.ts";

/** The language's schemas, built once: a card (`language.card`), a continuous effect, a filter… */
export const language: Language = cardLanguage([...AREA_WORDS, faceDown, protection, totemArmor]);
