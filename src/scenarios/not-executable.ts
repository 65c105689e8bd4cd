// Archive texts of examples that no game state can record (507.3c's kind: leaving the table, trading a card,
// calling a judge), which the knowledge base's rules files cannot annotate because the releases that print them
// have no rules file: examples/not-executable.yaml names each by its text variants, with the reason. A listed text
// is not executable wherever it is printed, as a rules file's `:::not-executable` annotation makes its example.
import { z } from "zod";
import { join } from "node:path";
import { existsSync } from "node:fs";
import { YamlFile } from "../kb/yaml-validate.ts";
import { readProjectFile } from "../kb/read-file.ts";
import { exampleRef } from "./schema.ts";
import { ScenarioLoadError } from "./load.ts";

const NOT_EXECUTABLE_FILE = "examples/not-executable.yaml";

const entry = exampleRef.omit({ version: true }).extend({ texts: exampleRef.shape.texts.unwrap(), reason: z.string().min(20) }).strict();
const fileSchema = z.array(entry);

export type NotExecutableEntry = z.output<typeof entry>;

/** The file's entries (none if it does not exist); throws ScenarioLoadError with every problem, each at its line. */
export function loadNotExecutable(root: string): NotExecutableEntry[] {
  if (!existsSync(join(root, NOT_EXECUTABLE_FILE))) return [];
  const read = readProjectFile(root, NOT_EXECUTABLE_FILE);
  if ("problem" in read) throw new ScenarioLoadError([read.problem]);
  const file = new YamlFile(NOT_EXECUTABLE_FILE, read.text);
  const data = file.validate(fileSchema);
  if (file.issues.length || !data) throw new ScenarioLoadError(file.issues);
  return data;
}

/** The reason of each listed text, by language and variant (`en|<variant>`). */
export function notExecutableReasons(entries: readonly NotExecutableEntry[]): Map<string, string> {
  return new Map(entries.flatMap((e) => e.texts.map((t) => [`${e.lang}|${t}`, e.reason.trim()] as const)));
}
