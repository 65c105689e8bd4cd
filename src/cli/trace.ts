// `rules trace <rule> [--at <version>] [--json]`: one rule through every release of the archive where it exists,
// following renumberings backwards and forwards, the releases where it changed marked.

import { DiffInputError } from "../diff/errors.ts";
import { traceRule } from "../diff/history.ts";
import { traceJson } from "../diff/json.ts";
import { renderTrace, terminalStyle } from "../diff/render.ts";
import { parseOptions, UsageError } from "./usage.ts";

const USAGE = `usage: rules trace <rule> [--at <version>] [--json]

  <rule>          a rule number (706.2a) or a section number (706), as numbered in the release --at
  --at <version>  the release the number is read in (date, set code or file); default: the latest release
  --json          [ { version, id, text, change } ], change being initial, added, unchanged, edited or moved`;

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    at: { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean" },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`expected one rule number, got ${positionals.length}\n\n${USAGE}`);
  try {
    const trace = traceRule(positionals[0], values.at);
    console.log(values.json ? JSON.stringify(traceJson(trace), null, 2) : renderTrace(trace, terminalStyle()));
    return 0;
  } catch (error) {
    if (error instanceof DiffInputError) throw new UsageError(error.message);
    throw error;
  }
}
