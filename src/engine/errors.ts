// A refusal by the rules, as data. It renders no text: the message catalogues word a refusal (messages/render.ts
// `renderRefusal`) where it is shown, in the reader's language. The caller's mistakes are usage-errors.ts'.
import type { RefusalReason } from "./narration.ts";

/**
 * An action the rules forbid. Every violation cites the rule that forbids it and says why as data (the message key,
 * `reason`, with its parameters), so a scenario (or a player) can see why the engine refused, in either language:
 * `new RuleViolation("702.34d", { reason: "notFaceDown", object })`. Its `message` is that data, unworded.
 */
export class RuleViolation extends Error {
  readonly rule: string;
  /** What is wrong, as data: the message catalogues word it (messages/*.ts). */
  readonly reason: RefusalReason;
  constructor(rule: string, reason: RefusalReason) {
    super(`${JSON.stringify(reason)} (rule ${rule})`);
    this.name = "RuleViolation";
    this.rule = rule;
    this.reason = reason;
  }
}
