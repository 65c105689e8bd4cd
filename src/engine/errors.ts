import type { RefusalReason } from "./narration.ts";

/**
 * An action the rules forbid. Every violation cites the rule that forbids it, so a scenario (or a player)
 * can see why the engine refused: `new RuleViolation("702.34", "Only a face-down permanent with morph …")`.
 */
export class RuleViolation extends Error {
  readonly rule: string;
  /** What is wrong, as data: the narration words it in each language. */
  readonly reason: RefusalReason;
  constructor(rule: string, sentence: string) {
    super(`${sentence} (rule ${rule})`);
    this.name = "RuleViolation";
    this.rule = rule;
    this.reason = { reason: "message", message: sentence };
  }
}

/**
 * A request the engine's caller should not make, whatever the rules say (a step limit exceeded, for example). Raised
 * before anything changes; not a rule of the game, so it cites none.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
