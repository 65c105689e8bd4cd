import { renderRefusal } from "./messages/render.ts";
import type { RefusalReason } from "./narration.ts";

/**
 * An action the rules forbid. Every violation cites the rule that forbids it and says why as data, so a scenario
 * (or a player) can see why the engine refused, in either language: `new RuleViolation("702.34d", { reason:
 * "notFaceDown", object })`. Its message is the English wording, with the rule.
 */
export class RuleViolation extends Error {
  readonly rule: string;
  /** What is wrong, as data: the message catalogues word it (messages/*.ts). */
  readonly reason: RefusalReason;
  constructor(rule: string, reason: RefusalReason) {
    super(`${renderRefusal(reason, "en")} (rule ${rule})`);
    this.name = "RuleViolation";
    this.rule = rule;
    this.reason = reason;
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
