// Fading (702.31a from M10's numbering back to 502.20a in 2001; none in the 1999 rules): "This permanent enters the
// battlefield with N fade counters on it."
import type { AreaWords } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { keywordAbilities } from "./keywords.ts";
import { changeCounters } from "./state.ts";

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  keywords: ["fading"] as const,
} satisfies AreaWords;

declare module "./cards.ts" {
  interface Keywords {
    fading: true;
  }
}

export const area = {
  name: "fading (702.31 / 502.20)",
  entersWith: (k, o, values) => {
    for (const a of keywordAbilities(k.rules, values.abilities, "fading")) changeCounters(k.state, o, "fade", a.def.amount ?? 0);
  },
  words,
} satisfies RuleArea;
