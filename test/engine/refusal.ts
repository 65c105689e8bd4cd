// A refused action leaves the game as it was (715.1 in 2011 / 422.1 in 2007): the helper for the tests that say so.
import { expect } from "vitest";
import { fingerprint, sameState } from "../../bench/random-play.ts";
import type { RuleViolation } from "../../src/engine/errors.ts";
import type { Game } from "../../src/engine/game.ts";
import { UsageError } from "../../src/engine/usage-errors.ts";
import { ruleViolation } from "./helpers.ts";

/**
 * The RuleViolation an action throws, checked to have left the state and the narration as they were. The state's
 * version (a count of its changes that keys the layer system's cache) is no part of the game.
 */
export function refusal(g: Game, action: () => unknown): RuleViolation {
  const before = { ...structuredClone(g.state), version: 0 };
  const logged = g.log.length;
  const refused = ruleViolation(action);
  expect({ ...g.state, version: 0 }).toEqual(before);
  expect(g.log).toHaveLength(logged);
  return refused;
}

/** The UsageError an action throws, once the state is checked unchanged (fails the test on anything else). */
export function usageError(g: Game, action: () => unknown): UsageError {
  const before = fingerprint(g.state);
  try {
    action();
  } catch (error) {
    expect(sameState(fingerprint(g.state), before)).toBe(true);
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error("the call was accepted; a UsageError was expected");
}
