import { compareRuleIds } from "../kb/ids.ts";
import type { KbSection } from "../kb/model.ts";
import type { SourcePosition } from "../kb/diagnostics.ts";

/** Where a rule absent from a file would stand: the position of the last rule that precedes it. */
export function placeOf(section: KbSection, id: string): SourcePosition {
  const before = section.rules.filter((r) => compareRuleIds(r.id, id) < 0).at(-1) ?? section.rules[0];
  return before?.position ?? { line: 1, column: 1 };
}
