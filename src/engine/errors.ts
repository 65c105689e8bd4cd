// The engine's two kinds of refusal, as data. Neither renders text: the message catalogues word a refusal
// (messages/render.ts `renderRefusal`) where it is shown, in the reader's language.
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

/** What a caller asked that no rule covers, as data. */
type UsageProblem =
  | { problem: "noSuchStep"; turn: number; step: string }
  | { problem: "stepsTooFar"; turn: number; step: string; distance: number; limit: number };

/** The English line a programmer reads (usage errors are the caller's mistakes, not the game's: no catalogue). */
const USAGE: { [P in UsageProblem["problem"]]: (p: Extract<UsageProblem, { problem: P }>) => string } = {
  noSuchStep: (p) => `advanceTo: no step ${p.step} of turn ${p.turn}.`,
  stepsTooFar: (p) => `advanceTo: turn ${p.turn}, ${p.step} is ${p.distance} steps away (at most ${p.limit}).`,
};

/**
 * A request the engine's caller should not make, whatever the rules say (a step limit exceeded, for example). Raised
 * before anything changes; not a rule of the game, so it cites none.
 */
export class UsageError extends Error {
  readonly problem: UsageProblem;
  constructor(problem: UsageProblem) {
    super((USAGE[problem.problem] as (p: UsageProblem) => string)(problem));
    this.name = "UsageError";
    this.problem = problem;
  }
}
