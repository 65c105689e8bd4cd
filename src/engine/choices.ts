// Choices made for objects ("as enters" choices, 614.12) and how abilities refer to them (607, 706.7a / 503.8).
import type { RuleSet } from "./ruleset.ts";
import type { Choice, GameObject } from "./state.ts";
import type { AbilityInstance } from "./values.ts";
import { citationTable, M10 } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/choices.ts", {
  undefinedChoice: [["2001-07-23", "503.7"], ["2009-07-08", "706.7a", M10], ["2020-04-17", "607.5a"]],
  choiceMemory: [["1999-04-23", null], ["2001-07-23", "503.8"], ["2008-07-15", "503.8a"], ["2009-07-08", "706.7a"], ["2020-04-17", "607.5a"]],
});

/**
 * The value an ability refers to as "the chosen [kind]", or undefined when the choice is undefined
 * (706.7a / 503.7: that part of the ability does nothing).
 * - "linked-ability" (706.7a): only the choice made for the ability this one is linked to counts.
 * - "object" (503.8): the object remembers a choice made as it came into play, whichever ability asked for it,
 *   as long as it is appropriate (of the kind the ability needs): the choice made for the ability this one is linked
 *   to where there is one (an object with two "choose a color" abilities uses each for its own), else the last made.
 * - null (no copy rules, before 2001-07-23): as "linked-ability", which reads an object's own choices the same way.
 */
export function chosenValue(
  rules: RuleSet,
  holder: GameObject,
  ability: AbilityInstance,
  kind: Choice["kind"],
): string | undefined {
  const candidates = holder.choices.filter((c) => c.kind === kind);
  const partner = ability.def.linked ? `${ability.origin}:${ability.def.linked}` : `${ability.origin}:${ability.def.id}`;
  const linked = candidates.find((c) => c.ability === partner)?.value;
  return rules.behaviours.choiceMemory === "object" ? (linked ?? candidates.at(-1)?.value) : linked;
}
