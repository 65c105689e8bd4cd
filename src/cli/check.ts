// `rules check [--json] [--root dir] [files…]`: validates the knowledge base; prints every error, then exits 1 if any.

import { existsSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { checkKnowledgeBase, summarize } from "../check/index.ts";
import { formatDiagnostic } from "../kb/diagnostics.ts";
import { checkArchive, listArchiveFiles } from "../import/archive-files.ts";
import { PROJECT_ROOT } from "../kb/root.ts";
import { parseOptions, UsageError } from "./usage.ts";

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { json: { type: "boolean" }, root: { type: "string" }, archive: { type: "boolean" }, help: { type: "boolean" } });
  if (values.help) {
    console.log("usage: rules check [--json] [--root <project dir>] [--archive] [rules/…/file.md …]\n\nChecks frontmatter, rule order and numbering, duplicate ids, cross-references, fr/en parity and fidelity to sources,\nand that every card and scenario of examples/ loads. --archive: that every file of rules/archive and its index are what\nrules import --archive writes (the source's text, only annotations added).");
    return 0;
  }
  const root = values.root === undefined ? PROJECT_ROOT : resolve(values.root);
  if (!existsSync(join(root, "rules"))) throw new UsageError(`--root ${values.root ?? root}: no rules/ directory there, so no knowledge base to check`);
  if (values.archive) {
    if (positionals.length > 0) throw new UsageError("--archive checks every file of rules/archive: name no files");
    const errors = checkArchive(root);
    if (values.json) console.log(JSON.stringify({ errors }, null, 2));
    else {
      for (const error of errors) console.error(formatDiagnostic(error));
      console.log(`rules/archive: ${listArchiveFiles(root).length} files, ${errors.length} error${errors.length === 1 ? "" : "s"}`);
    }
    return errors.length === 0 ? 0 : 1;
  }
  const files = positionals.map((file) => rulesFile(file, root));
  const result = checkKnowledgeBase(root, files.length > 0 ? files : undefined);
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const error of result.errors) console.error(formatDiagnostic(error));
    console.log(summarize(result));
  }
  return result.errors.length === 0 ? 0 : 1;
}

/** A file named on the command line (from the root, as "rules/…", or from the working directory), relative to the root. */
function rulesFile(file: string, root: string): string {
  const found = [resolve(root, file), resolve(file)].find((path) => existsSync(path));
  if (!found) throw new UsageError(`${file}: no such file`);
  if (statSync(found).isDirectory()) throw new UsageError(`${file}: is a directory; name rules files, or no file to check them all`);
  if (!statSync(found).isFile()) throw new UsageError(`${file}: not a regular file`);
  const inRoot = relative(root, found);
  if (inRoot.startsWith("..") || isAbsolute(inRoot)) throw new UsageError(`${file}: not inside the project (${root})`);
  return inRoot;
}
