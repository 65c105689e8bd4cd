// How each example status is labelled. Its icon (never the only cue: the label says it too) is drawn by rules.css
// (.check-pass .check-badge::before…): one character of CSS, not a span on every panel of the page.

import type { ExampleStatus } from "./example-results.ts";
import type { StringKey } from "./i18n.ts";

export const STATUS_LABELS: Record<ExampleStatus, StringKey> = {
  pass: "statusPass",
  fail: "statusFail",
  stale: "statusStale",
  missing: "statusMissing",
  "not-executable": "statusNotExecutable",
};
