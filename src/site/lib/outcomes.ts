// The outcome timeline for the site (src/diff/outcomes.ts, what `rules history <example>` prints): between each
// pair of consecutive releases with RuleSets whose behaviours differ, the scenarios that come out differently, and
// for one scenario the steps where its outcome changes. Computed once a build: every scenario under each RuleSet.

import { outcomeTimeline, type OutcomeDiff, type ScenarioOutcome } from "../../diff/outcomes.ts";
import { KB_ROOT } from "./knowledge-base.ts";

let timeline: OutcomeDiff[] | undefined;

export function siteOutcomeTimeline(): OutcomeDiff[] {
  timeline ??= outcomeTimeline(KB_ROOT);
  return timeline;
}

export interface OutcomeStep {
  from: string;
  to: string;
  outcome: ScenarioOutcome;
}

/** The steps of the timeline where a scenario (by file) comes out differently, oldest first. */
export function scenarioTimeline(file: string): OutcomeStep[] {
  return siteOutcomeTimeline().flatMap((diff) => diff.differing.filter((o) => o.file === file).map((outcome) => ({ from: diff.from, to: diff.to, outcome })));
}

/** The id of a step on the outcomes page: "2009-05-01--2009-07-08". */
export const stepAnchor = (from: string, to: string) => `${from}--${to}`;
