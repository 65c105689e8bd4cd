// `rules import`: sources → rules/. With --from, reads one source file (any release of the archive, or a French
// seed) and prints or writes the Markdown of one section. A file written where one already is gets merged like
// `rules import` does (its annotations kept), or is refused when it cannot be read whole; --out must be a folder
// inside the project or the working directory.

import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { PROJECT_ROOT } from "../kb/root.ts";
import { importKnowledgeBase, renderKnowledgeBaseFile } from "../import/knowledge-base.ts";
import { writeArchive } from "../diff/archive-examples.ts";
import { loadKnowledgeBase } from "../kb/load.ts";
import { readCrFile, NotNumberedCrError } from "../import/cr-text.ts";
import { parseFrenchSeed } from "../import/fr-seeds.ts";
import { readProjectFile } from "../kb/read-file.ts";
import { writeFileWhole, WriteRefusedError } from "../import/write.ts";
import type { SourceDocument } from "../import/types.ts";
import { parseOptions, UsageError } from "./usage.ts";

const HELP = `usage: rules import                      re-import every planned file into rules/ (annotations are kept)
       rules import --archive            the archive's sections of every release into rules/archive/ (each stored
                                         where its text changed, rules/archive/index.json naming the others)
       rules import --from <file> --section <n> [--out <dir>|-]
                                         one section of one source (a sources/cr release or a sources/fr seed);
                                         --out <dir> writes <dir>/<version>/<lang>/<section>.md, merging the
                                         annotations of a file already there; <dir> must be inside the project
                                         or the working directory`;

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    from: { type: "string" },
    archive: { type: "boolean" },
    section: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean" },
  }, false);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (values.archive) {
    if (values.from || values.section || values.out) throw new UsageError("--archive imports every release: it takes no --from, --section or --out");
    const report = writeArchive(PROJECT_ROOT);
    for (const file of report.written) console.log(`wrote ${file}`);
    for (const file of report.removed) console.log(`removed ${file} (its text is an earlier release's now)`);
    console.log(`${report.written.length} written, ${report.removed.length} removed, ${report.unchanged.length} unchanged`);
    return 0;
  }
  if (values.from === undefined) {
    if (values.section || values.out) throw new UsageError("--section and --out go with --from <file>");
    const report = importKnowledgeBase(PROJECT_ROOT);
    for (const file of report.written) console.log(`wrote ${file}`);
    for (const orphan of report.orphans) console.warn(`${orphan.file}: annotation kept at the top, its rule is gone: ${orphan.annotation}`);
    console.log(`${report.written.length} written, ${report.unchanged.length} unchanged`);
    return 0;
  }
  if (!values.section) throw new UsageError("--from needs --section <number>, e.g. --section 706");
  const out = values.out === undefined || values.out === "-" ? undefined : outFolder(values.out);
  const doc = readSource(values.from);
  const section = doc.sections.find((s) => s.number === values.section);
  if (!section) {
    throw new UsageError(`--section ${values.section}: not in ${values.from} (it has ${doc.sections.map((s) => s.number).join(", ")})`);
  }
  const target = out && join(out, doc.version, doc.lang, `${section.number}.md`);
  // Rendered for where it goes: the annotations of a file already there are kept (on stdout, there is none).
  const orphans: { file: string; annotation: string }[] = [];
  const destination = target === undefined ? undefined : { root: process.cwd(), path: relative(process.cwd(), target) };
  const markdown = renderKnowledgeBaseFile(PROJECT_ROOT, doc, section, orphans, destination).text;
  if (!target) {
    process.stdout.write(markdown);
    return 0;
  }
  try {
    writeFileWhole(target, markdown);
  } catch (error) {
    const why = error instanceof WriteRefusedError ? error.message : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
    throw new UsageError(`--out ${values.out}: cannot write ${relative(process.cwd(), target)} (${why})`);
  }
  for (const orphan of orphans) console.warn(`${orphan.file}: annotation kept at the top, its rule is gone: ${orphan.annotation}`);
  console.log(`wrote ${relative(process.cwd(), target)}`);
  return 0;
}

/**
 * --out, checked before anything is read: a folder (or a path to create) whose real location is inside the
 * project or the working directory — never /etc through "../..", never /proc.
 */
function outFolder(out: string): string {
  const absolute = resolve(out);
  let existing = absolute;
  while (!existsSync(existing)) existing = dirname(existing);
  const real = join(realpathSync(existing), relative(existing, absolute));
  const allowed = [PROJECT_ROOT, process.cwd()].map((dir) => realpathSync(dir));
  if (!allowed.some((dir) => real === dir || isInsideDir(real, dir))) {
    throw new UsageError(`--out ${out}: ${real} is outside the project (${PROJECT_ROOT}) and the working directory; import writes only inside them`);
  }
  if (existsSync(absolute) && !statSync(absolute).isDirectory()) throw new UsageError(`--out ${out}: not a directory`);
  return absolute;
}

function isInsideDir(path: string, dir: string): boolean {
  const inside = relative(dir, path);
  return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside);
}

function readSource(path: string): SourceDocument {
  const read = readProjectFile(process.cwd(), path);
  if ("problem" in read) throw new UsageError(`--from ${path}: ${read.problem.message.replace("cannot be read: ", "")}`);
  if (/sources\/fr\//u.test(resolve(path))) return parseFrenchSeed(read.text, relative(PROJECT_ROOT, resolve(path)));
  try {
    return readCrFile(path);
  } catch (error) {
    if (error instanceof NotNumberedCrError) throw new UsageError(error.message);
    throw error;
  }
}
