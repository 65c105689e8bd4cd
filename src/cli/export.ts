// `rules export [--version v] [--lang en|fr] [--section n]`: the knowledge-base model as JSON on stdout.

import { exportKnowledgeBase } from "../kb/export.ts";
import { loadKnowledgeBase } from "../kb/load.ts";
import { versionsOf } from "../kb/model.ts";
import { langOption, parseOptions, UsageError } from "./usage.ts";

export async function run(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    version: { type: "string" },
    lang: { type: "string" },
    section: { type: "string" },
    help: { type: "boolean" },
  }, false);
  if (values.help) {
    console.log("usage: rules export [--version <date>] [--lang en|fr] [--section <n>]\n\nPrints the knowledge-base model (rules, examples, annotations, cross-references) as JSON.");
    return 0;
  }
  const kb = loadKnowledgeBase();
  if (values.version && !versionsOf(kb).includes(values.version)) {
    throw new UsageError(`--version ${values.version}: not in the knowledge base (it has ${versionsOf(kb).join(", ")})`);
  }
  const model = exportKnowledgeBase(kb, { ...values, lang: values.lang === undefined ? undefined : langOption(values.lang) });
  if (values.section && model.sections.length === 0) throw new UsageError(`--section ${values.section}: no such section for these options`);
  console.log(JSON.stringify(model, null, 2));
  return 0;
}
