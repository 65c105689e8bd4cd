// The engine's two kinds of error (src/engine/errors.ts, ARCHITECTURE.md "The kernel"): a refused action is a
// RuleViolation citing a rule; a request no rule covers (advancing more than ADVANCE_LIMIT steps at once) is a
// UsageError citing none. Each says which it is by its name too, as an Error does ("RuleViolation: …" when printed).
import { describe, expect, it } from "vitest";
import { RuleViolation } from "../../src/engine/errors.ts";
import { UsageError } from "../../src/engine/usage-errors.ts";
import { card, newGame } from "./helpers.ts";

function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error("nothing was thrown");
}

describe("the two kinds of error, told apart by their names", () => {
  it("a spell cast without priority (601.2) is refused with an error named RuleViolation", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "hand", "bianca");
    const error = thrown(() => g.cast("bianca", bear));
    expect(error).toBeInstanceOf(RuleViolation);
    expect(error.name).toBe("RuleViolation");
    expect(String(error)).toMatch(/^RuleViolation: /);
  });

  it("advancing a hundred turns at once is an error named UsageError, not a rule of the game", () => {
    const g = newGame();
    const error = thrown(() => g.advanceTo(100, "upkeep"));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.name).toBe("UsageError");
    expect(String(error)).toMatch(/^UsageError: advanceTo/);
  });
});
