// Every expectation of a scenario quotes (`because:`) the text it comes from: a sentence of the example, or, for
// a project example, of the scenario's own text; a quote may also come from the rules of the example's section.
// Elisions ("…", "...", "[...]") and a closing parenthesis naming the rule or layer are the only liberties.
import { describe, expect, it } from "vitest";
import { loadScenarios, type Scenario } from "../../src/scenarios/load.ts";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../src/kb/load.ts";
import { comparable, isQuoted } from "../../src/scenarios/quotes.ts";
import { fingerprint } from "../../src/kb/fingerprint.ts";
import { isLang, type Lang } from "../../src/kb/model.ts";
import { exampleCases } from "../../src/scenarios/results.ts";
import { listArchiveFiles } from "../../src/import/archive-files.ts";
import { parseSectionFile } from "../../src/kb/parse.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const kb = loadKnowledgeBase();

/** The examples each scenario executes (claimed by their text), in every version of the knowledge base. */
const cases = exampleCases(PROJECT_ROOT);

/** The texts of one section in every release of rules/archive (English only): where archive-only texts are quoted from. */
const archiveTexts = new Map<string, string[]>();
function archiveSection(section: string): string[] {
  let texts = archiveTexts.get(section);
  if (!texts) {
    texts = [];
    for (const file of listArchiveFiles(PROJECT_ROOT).filter((f) => f.endsWith(`/en/${section}.md`))) {
      const parsed = parseSectionFile(readFileSync(join(PROJECT_ROOT, file), "utf8"), file).value!;
      for (const rule of parsed.rules) texts.push(comparable(rule.text), ...rule.examples.map((e) => comparable(e.text)));
    }
    archiveTexts.set(section, texts);
  }
  return texts;
}

/** Every example text of rules/archive by its fingerprint: a claimed wording printed under another section's number. */
let archiveExamples: Map<string, string> | undefined;
function archiveExample(text: string): string | undefined {
  if (!archiveExamples) {
    archiveExamples = new Map();
    for (const file of listArchiveFiles(PROJECT_ROOT))
      for (const rule of parseSectionFile(readFileSync(join(PROJECT_ROOT, file), "utf8"), file).value!.rules)
        for (const example of rule.examples) archiveExamples.set(fingerprint(example.text), comparable(example.text));
  }
  return archiveExamples.get(text);
}

function sourcesOf(scenario: Scenario, lang: Lang): string[] {
  if (scenario.kind === "project") return [scenario.text?.[lang] ?? ""].map(comparable);
  const texts: string[] = [];
  if (lang === "en")
    for (const ref of scenario.examples) {
      if (ref.lang !== "en") continue;
      texts.push(...archiveSection(ref.example.split(".")[0]!));
      for (const claimed of ref.texts ?? []) texts.push(...[archiveExample(claimed)].filter((t) => t !== undefined));
    }
  for (const ref of cases.filter((c) => c.scenario === scenario.file && c.lang === lang && c.version)) {
    const section = kb.sections.find((s) => s.version === ref.version && s.lang === lang && ref.id.startsWith(`${s.section}.`));
    if (!section) continue;
    for (const rule of section.rules) texts.push(comparable(rule.text), ...rule.examples.map((e) => comparable(e.text)));
  }
  return texts;
}

function quotesOf(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => quotesOf(v, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) (key === "because" ? found.push(child) : quotesOf(child, found));
  }
  return found;
}

const scenarios = loadScenarios(PROJECT_ROOT);

describe("every expectation quotes its example", () => {
  it.each(scenarios.map((s) => [s.file, s] as const))("%s", (_, scenario) => {
    const unquoted: string[] = [];
    for (const because of quotesOf(scenario.actions)) {
      const byLang = typeof because === "string" ? { en: because } : (because as Record<string, string>);
      for (const [lang, quote] of Object.entries(byLang)) {
        if (!isLang(lang)) continue;
        const sources = sourcesOf(scenario, lang);
        if (sources.length > 0 && !isQuoted(quote, sources)) unquoted.push(`${lang}: ${quote}`);
      }
    }
    expect(unquoted).toEqual([]);
  });
});
