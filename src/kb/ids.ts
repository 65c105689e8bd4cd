// Rule ids as the Comprehensive Rules print them: section "706", rule "706.2", subrule "706.2a".
// Subrule letters skip "l" and "o" (they read like 1 and 0), so "k" is followed by "m" and "n" by "p".

export interface RuleNumber {
  section: number;
  rule?: number;
  letter?: string;
}

const ID = /^(\d{3})(?:\.(\d+)([a-z])?)?$/u;
const SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz";

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

/** Sort key: sections, then rules numerically, then subrule letters in alphabetical (print) order. */
export function compareRuleIds(a: string, b: string): number {
  const x = parseRuleId(a);
  const y = parseRuleId(b);
  if (!x || !y) return a.localeCompare(b);
  return x.section - y.section || (x.rule ?? -1) - (y.rule ?? -1) || (x.letter ?? "").localeCompare(y.letter ?? "");
}

/** The id printed after `id` when nothing is skipped: 706.2 → 706.3, 706.2k → 706.2m; undefined if there is none. */
export function nextRuleId(id: string): string | undefined {
  const n = parseRuleId(id);
  if (!n || n.rule === undefined) return undefined;
  if (n.letter === undefined) return `${n.section}.${n.rule + 1}`;
  const at = SUBRULE_LETTERS.indexOf(n.letter);
  return at < 0 || at + 1 === SUBRULE_LETTERS.length ? undefined : `${n.section}.${n.rule}${SUBRULE_LETTERS[at + 1]}`;
}

/** The first id printed under `parent`: 706 → 706.1, 706.2 → 706.2a. */
export function firstChildId(parent: string): string | undefined {
  const n = parseRuleId(parent);
  if (!n || n.letter !== undefined) return undefined;
  return n.rule === undefined ? `${n.section}.1` : `${n.section}.${n.rule}${SUBRULE_LETTERS[0]}`;
}

/**
 * An example's id: its rule's id, "#", and its rank under that rule, with "p" before the rank for an example the
 * project wrote ("706.2#1", "612.5#p1"). Built by exampleId and taken apart by parseExampleId only.
 */
export type ExampleId = `${string}#${string}`;

export interface ExampleNumber {
  rule: string;
  index: number;
  /** A project example (612.5#p1), not one the rules print. */
  project: boolean;
}

export function exampleId(rule: string, index: number, project = false): ExampleId {
  return `${rule}#${project ? "p" : ""}${index}`;
}

const EXAMPLE_ID = /^([^#]+)#(p?)(\d+)$/u;

/** The parts of an example id, or undefined if `id` is not one (its rule must be a rule id). */
export function parseExampleId(id: string): ExampleNumber | undefined {
  const m = EXAMPLE_ID.exec(id);
  if (!m || parseRuleId(m[1]!) === undefined) return undefined;
  return { rule: m[1]!, index: Number(m[3]), project: m[2] === "p" };
}

/** The rule an example id belongs to, or the id itself when it names a rule: "706.2#1" → "706.2", "706.2" → "706.2". */
export function ruleOf(id: string): string {
  return parseExampleId(id)?.rule ?? id;
}

/** The section an example or rule id belongs to: "706.2#1" → "706". */
export function sectionOf(id: string): string | undefined {
  const n = parseRuleId(ruleOf(id));
  return n && String(n.section);
}
