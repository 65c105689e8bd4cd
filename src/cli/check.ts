// `rules check [--json] [files…]`: validates the knowledge base; prints every error, then exits 1 if any.

import { checkKnowledgeBase, summarize } from "../check/index.ts";
import { formatDiagnostic } from "../kb/diagnostics.ts";
import { resolve } from "node:path";
import { parseOptions } from "./usage.ts";

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { json: { type: "boolean" }, root: { type: "string" }, help: { type: "boolean" } });
  if (values.help) {
    console.log("usage: rules check [--json] [--root <project dir>] [rules/…/file.md …]\n\nChecks frontmatter, rule order and numbering, duplicate ids, cross-references, fr/en parity and fidelity to sources.");
    return 0;
  }
  const result = checkKnowledgeBase(values.root === undefined ? undefined : resolve(values.root), positionals.length > 0 ? positionals : undefined);
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const error of result.errors) console.error(formatDiagnostic(error));
    console.log(summarize(result));
  }
  return result.errors.length === 0 ? 0 : 1;
}
