// Fading (702.31a from M10's numbering back to 502.20a in 2001; none in the 1999 rules): "This permanent enters the
// battlefield with N fade counters on it."
import type { RuleArea } from "./area.ts";
import { keywordAbilities } from "./keywords.ts";
import { changeCounters } from "./state.ts";

export const area: RuleArea = {
  name: "fading (702.31 / 502.20)",
  entersWith: (k, o, values) => {
    for (const a of keywordAbilities(k.rules, values.abilities, "fading")) changeCounters(k.state, o, "fade", a.def.amount ?? 0);
  },
};
