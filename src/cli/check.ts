// `rules check [--json] [files…]`: validates the knowledge base; prints every error, then exits 1 if any.

import { checkKnowledgeBase } from "../check/index.ts";
import { formatDiagnostic } from "../kb/diagnostics.ts";
import { parseOptions } from "./usage.ts";

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { json: { type: "boolean" }, help: { type: "boolean" } });
  if (values.help) {
    console.log("usage: rules check [--json] [rules/…/file.md …]\n\nChecks frontmatter, rule order and numbering, duplicate ids, cross-references, fr/en parity and fidelity to sources.");
    return 0;
  }
  const result = checkKnowledgeBase(undefined, positionals.length > 0 ? positionals : undefined);
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const error of result.errors) console.error(formatDiagnostic(error));
    const s = result.stats;
    const summary = `${s.versions} versions, ${s.sections} sections, ${s.rules} rules, ${s.examples} examples, ${s.annotations} annotations`;
    console.log(result.errors.length === 0 ? `ok: ${summary}` : `${result.errors.length} errors in ${summary}`);
  }
  return result.errors.length === 0 ? 0 : 1;
}
