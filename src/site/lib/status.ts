// How each example status is shown: an icon (never the only cue: the label says it too) and its label.

import type { ExampleStatus } from "./example-results.ts";
import type { StringKey } from "./i18n.ts";

export const STATUS_LABELS: Record<ExampleStatus, { icon: string; label: StringKey }> = {
  pass: { icon: "✓", label: "statusPass" },
  fail: { icon: "✗", label: "statusFail" },
  stale: { icon: "!", label: "statusStale" },
  missing: { icon: "?", label: "statusMissing" },
  "not-executable": { icon: "–", label: "statusNotExecutable" },
};
