// The engine's other kind of refusal: what its caller asked that no rule covers, as data. Apart from errors.ts so that
// the citation tables can throw it (citations.ts) without importing the narration that RuleViolation's reasons are.

/** What a caller asked that no rule covers, as data: `action` is the entry point called. */
export type UsageProblem =
  | { problem: "noSuchStep"; turn: number; step: string }
  | { problem: "stepsTooFar"; turn: number; step: string; distance: number; limit: number }
  | { problem: "noSuchObject"; action: string; id: string }
  | { problem: "noSuchPlayer"; action: string; player: string }
  | { problem: "noSuchZone"; action: string; zone: string }
  | { problem: "noRuleMoves"; action: string; id: string; from: string; to: string }
  | { problem: "rulesLack"; lacking: string };

/** The English line a programmer reads (usage errors are the caller's mistakes, not the game's: no catalogue). */
const USAGE: { [P in UsageProblem["problem"]]: (p: Extract<UsageProblem, { problem: P }>) => string } = {
  noSuchStep: (p) => `advanceTo: no step ${p.step} of turn ${p.turn}.`,
  stepsTooFar: (p) => `advanceTo: turn ${p.turn}, ${p.step} is ${p.distance} steps away (at most ${p.limit}).`,
  noSuchObject: (p) => `${p.action}: no object ${p.id} in this game.`,
  noSuchPlayer: (p) => `${p.action}: no player ${p.player} in this game.`,
  noSuchZone: (p) => `${p.action}: no zone ${p.zone} (the zones are library, hand, battlefield, graveyard, stack, exile, command).`,
  noRuleMoves: (p) => `${p.action}: no rule moves ${p.id} from ${p.from} to ${p.to} (a card goes onto the stack only as it is cast; a spell's ability or combat damage changes no zone).`,
  rulesLack: (p) => `these rules have no ${p.lacking}.`,
};

/**
 * A request the engine's caller should not make, whatever the rules say (a step limit exceeded, for example). Raised
 * before anything changes; not a rule of the game, so it cites none.
 */
export class UsageError extends Error {
  readonly problem: UsageProblem;
  /** `message`: a more precise wording than the table's, where the thrower has one. */
  constructor(problem: UsageProblem, message?: string) {
    super(message ?? (USAGE[problem.problem] as (p: UsageProblem) => string)(problem));
    this.name = "UsageError";
    this.problem = problem;
  }
}
