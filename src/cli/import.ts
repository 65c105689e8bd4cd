// `rules import`: sources → rules/. With --from, reads one source file (any release of the archive, or a French
// seed) and prints or writes the Markdown of one section.

import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { PROJECT_ROOT } from "../kb/root.ts";
import { importKnowledgeBase } from "../import/knowledge-base.ts";
import { sha256 } from "../kb/fingerprint.ts";
import { renderSectionFile, defectAnnotation } from "../import/markdown.ts";
import { readCrFile, NotNumberedCrError } from "../import/cr-text.ts";
import { parseFrenchSeed } from "../import/fr-seeds.ts";
import type { SourceDocument } from "../import/types.ts";
import { parseOptions, UsageError } from "./usage.ts";

const HELP = `usage: rules import                      re-import every planned file into rules/ (annotations are kept)
       rules import --from <file> --section <n> [--out <dir>|-]
                                         one section of one source (a sources/cr release or a sources/fr seed)`;

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    from: { type: "string" },
    section: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean" },
  }, false);
  if (values.help) {
    console.log(HELP);
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
  const doc = readSource(values.from);
  const section = doc.sections.find((s) => s.number === values.section);
  if (!section) {
    throw new UsageError(`--section ${values.section}: not in ${values.from} (it has ${doc.sections.map((s) => s.number).join(", ")})`);
  }
  const file = relative(PROJECT_ROOT, resolve(section.file ?? values.from));
  const markdown = renderSectionFile(
    { version: doc.version, lang: doc.lang, source: { file, sha256: sha256(readFileSync(resolve(section.file ?? values.from))) } },
    section,
    doc.defects.filter((d) => section.rules.some((r) => r.id === d.rule.split("#")[0])).map(defectAnnotation),
  );
  if (values.out === undefined || values.out === "-") {
    process.stdout.write(markdown);
  } else {
    const file = join(values.out, doc.version, doc.lang, `${section.number}.md`);
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, markdown);
    } catch (error) {
      throw new UsageError(`--out ${values.out}: cannot write ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    console.log(`wrote ${file}`);
  }
  return 0;
}

function readSource(path: string): SourceDocument {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new UsageError(`--from ${path}: no such file`);
  }
  if (/sources\/fr\//u.test(resolve(path))) return parseFrenchSeed(bytes, relative(PROJECT_ROOT, resolve(path)));
  try {
    return readCrFile(path);
  } catch (error) {
    if (error instanceof NotNumberedCrError) throw new UsageError(error.message);
    throw error;
  }
}
