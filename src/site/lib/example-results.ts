// What the site shows under each example: its status from the engine run, the scenario narrated in the page's
// language, and the engine trace. The engine's results module is not there yet, so every example without a
// `not-executable` annotation is honestly "missing" (no scenario runs it).

import type { KbExample, Lang } from "../../kb/model.ts";

export type ExampleStatus = "pass" | "fail" | "stale" | "missing" | "not-executable";

export interface TraceStep {
  text: string;
  /** The rule that placed this effect or took this step ("613.2a"). */
  rule?: string;
}

export interface ExampleResult {
  status: ExampleStatus;
  /** Why: the `not-executable` annotation's text, or the failure message. */
  reason?: string;
  /** The scenario as sentences in the page's language. */
  narration: string[];
  trace: TraceStep[];
}

export function exampleResult(example: KbExample, _version: string, _lang: Lang): ExampleResult {
  const notExecutable = example.annotations.find((a) => a.kind === "not-executable");
  if (notExecutable) return { status: "not-executable", reason: notExecutable.body, narration: [], trace: [] };
  return { status: "missing", narration: [], trace: [] };
}
