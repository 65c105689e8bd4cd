// Rule ids as the Comprehensive Rules print them: section "706", rule "706.2", subrule "706.2a".
// Subrule letters skip "l" and "o" (they read like 1 and 0), so "k" is followed by "m" and "n" by "p".

export interface RuleNumber {
  section: number;
  rule?: number;
  letter?: string;
}

const ID = /^(\d{3})(?:\.(\d+)([a-z])?)?$/u;
export const SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz";

export function parseRuleId(id: string): RuleNumber | undefined {
  const m = ID.exec(id);
  if (!m) return undefined;
  return { section: Number(m[1]), rule: m[2] === undefined ? undefined : Number(m[2]), letter: m[3] };
}

/** The rule an id belongs to: "706.2a" → "706.2", "706.2" → "706", "706" → undefined. */
export function parentRuleId(id: string): string | undefined {
  const n = parseRuleId(id);
  if (!n || n.rule === undefined) return undefined;
  return n.letter ? `${n.section}.${n.rule}` : String(n.section);
}

/** Sort key: sections, then rules numerically, then subrule letters in print order. */
export function compareRuleIds(a: string, b: string): number {
  const x = parseRuleId(a);
  const y = parseRuleId(b);
  if (!x || !y) return a.localeCompare(b);
  return (
    x.section - y.section ||
    (x.rule ?? -1) - (y.rule ?? -1) ||
    letterIndex(x.letter) - letterIndex(y.letter)
  );
}

function letterIndex(letter: string | undefined): number {
  return letter === undefined ? -1 : SUBRULE_LETTERS.indexOf(letter);
}

/**
 * The id that should follow `previous` in a section when nothing is skipped, for the same depth as `next`:
 * used by the numbering check (706.2 → 706.2a or 706.3; 706.2k → 706.2m).
 */
export function isConsecutive(previous: string, next: string): boolean {
  const p = parseRuleId(previous);
  const n = parseRuleId(next);
  if (!p || !n || p.section !== n.section) return false;
  if (n.letter) {
    if (n.rule === p.rule) return letterIndex(n.letter) === letterIndex(p.letter) + 1;
    return false;
  }
  if (n.rule === undefined) return false;
  return n.rule === (p.rule ?? 0) + 1;
}
