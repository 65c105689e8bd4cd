// What the site shows under each example, from the census of every release (diff/archive-examples.ts, the same run as
// `rules coverage` and the archive's pages; src/scenarios/results.ts joins examples and scenarios):
// the status, the scenario narrated in the page's language (card names in that language), and the layer trace.
//
// One dataset per build (engineData): each scenario runs once per release, language-free, and every page of both
// languages reads the same run; the language only picks the quoted sentences and words the narration. A French
// page showing English text (a lagging version) narrates the English example's run in French, its status the
// English example's. If the scenario files cannot be loaded, every example shows "fail" with the loading problems:
// the check suite fails in that case too.

import { formatDiagnostic } from "../../kb/diagnostics.ts";
import { localized } from "../../engine/describe.ts";
import type { ObjectSnapshot } from "../../engine/narration.ts";
import { renderEffect, renderObject, renderSegments, renderSnapshot, type Segment } from "../../engine/messages/render.ts";
import type { KbExample, Lang } from "../../kb/model.ts";
import { parseExampleId, type ExampleId } from "../../kb/ids.ts";
import { exampleCases, knowledgeBaseInstances, type ExampleResult, type ExampleStatus } from "../../scenarios/results.ts";
import { loadScenarios, ScenarioLoadError, type Scenario } from "../../scenarios/load.ts";
import { inLanguage } from "../../scenarios/run.ts";
import { KB_ROOT, knowledgeBase, type SectionPage } from "./knowledge-base.ts";
import { census } from "../../diff/archive-examples.ts";
import { PROJECT_ROOT } from "../../kb/root.ts";
import { boardCheckpoints, type BoardObject } from "./board.ts";
import { annotationLang } from "./annotation-markdown.ts";
import { typography } from "./i18n.ts";
import { kept } from "./dataset.ts";

export type { ExampleStatus };

interface TraceStep {
  /** Layer or sublayer ("1", "7b"), or "copiable". */
  stage: string;
  text: string;
  /** The rules that placed this effect: "613.2a". */
  rules: string[];
}

interface ObjectTrace {
  /** The object's name as the engine saw it then, in the page's language. */
  name: string;
  /** The scenario's name for the object ("clone", "staff"): a copy and its original share a name. */
  alias: string;
  steps: TraceStep[];
  /** Its resulting characteristics and status at that checkpoint, as data (for a picture of the board)… */
  characteristics: ObjectSnapshot;
  /** … and in a line, in the page's language: "créature-artefact 5/5 ; incolore ; …". */
  summary: string;
}

export interface ExampleView {
  status: ExampleStatus;
  /** Why it fails, is stale or is not executable. */
  reasons: string[];
  /** Language of the reasons: the engine's are English; a not-executable annotation's, its file's (or its {lang=…}). */
  reasonsLang: Lang;
  /** Scenario title in the page's language. */
  title?: string;
  scenario?: string;
  /** The scenario narrated in the page's language: each line as text and cited rules (links on the page). */
  narration: Segment[][];
  /** The board at each checkpoint: the objects the expectations looked at, what changed since the last one. */
  board: BoardObject[][];
  traces: ObjectTrace[];
}

/** What the site shows of the engine, computed once per build and shared by every page of both languages. */
interface EngineData {
  /** The scenario files, loaded once, by path. */
  scenarios: Map<string, Scenario>;
  /** The result of every official example of the knowledge base, by version, language and id. */
  official: Map<string, ExampleResult>;
  /** Every project example of the knowledge base's versions. */
  project: ExampleResult[];
  /** Loading problems (`file:line:col: message`), when the scenarios could not be loaded. */
  problems: string[];
}

const key = (version: string, lang: Lang, id: string) => `${version}|${lang}|${id}`;

/**
 * The build's engine data: the scenarios loaded once, and each example's result from the check suite's own code
 * (each scenario run once per release, the run shared by both languages).
 */
export function engineData(): EngineData {
  return kept("engine data", () => {
    try {
      const scenarios = loadScenarios(KB_ROOT);
      // The census, as `rules coverage` and the archive's pages have it (one status an example); a fixture knowledge
      // base (SITE_RULES_ROOT) has no archive: its own examples only.
      const all =
        KB_ROOT === PROJECT_ROOT ? census(knowledgeBase()) : exampleCases(KB_ROOT, undefined, scenarios, knowledgeBaseInstances(knowledgeBase())).map((c) => c.result());
      return {
        scenarios: new Map(scenarios.map((s) => [s.file, s])),
        official: new Map(all.filter((r) => r.kind === "official").map((r) => [key(r.version, r.lang, r.id), r])),
        project: all.filter((r) => r.kind === "project"),
        problems: [],
      };
    } catch (error) {
      if (!(error instanceof ScenarioLoadError)) throw error;
      const problems = error.diagnostics.map(formatDiagnostic);
      console.warn(`engine results: the scenarios could not be loaded:\n${problems.join("\n")}`);
      return { scenarios: new Map(), official: new Map(), project: [], problems };
    }
  });
}

/** A result as a page in `pageLang` shows it: the shared run read in that language. */
function view(result: ExampleResult, pageLang: Lang, reasonsLang: Lang = "en"): ExampleView {
  const scenarioRun = result.run && inLanguage(result.run, pageLang);
  const scenario = result.scenario ? engineData().scenarios.get(result.scenario) : undefined;
  return {
    status: result.status,
    reasons: result.status === "pass" ? [] : result.failures,
    reasonsLang,
    title: scenario ? typography(localized(scenario.title, pageLang), pageLang) : undefined,
    scenario: result.scenario,
    narration: (scenarioRun?.narration ?? []).map((e) => renderSegments(e, pageLang)),
    board: boardCheckpoints(
      (scenarioRun?.trace ?? []).map((t) => ({
        alias: t.object,
        name: renderObject(t.ref, pageLang),
        summary: renderSnapshot(t.characteristics, pageLang),
        snapshot: t.characteristics,
        controller: scenario?.players.find((p) => p.id === t.characteristics.controller)?.name ?? t.characteristics.controller,
      })),
    ),
    traces: lastPerObject(
      (scenarioRun?.trace ?? []).map((t) => ({
        name: renderObject(t.ref, pageLang),
        characteristics: t.characteristics,
        summary: renderSnapshot(t.characteristics, pageLang),
        alias: t.object,
        steps: t.entries.map((e) => ({ stage: e.stage, text: renderEffect(e.what, pageLang), rules: e.rule.split(/,\s*/u) })),
      })),
    ),
  };
}

/**
 * The run records an object's trace at every expectation that looks at it: the page shows each object's last one
 * (what the final expectations were checked against), in the order the objects were first looked at.
 */
function lastPerObject(traces: ObjectTrace[]): ObjectTrace[] {
  const last = new Map<string, ObjectTrace>();
  for (const trace of traces) last.set(trace.alias, trace); // a Map keeps the order of first insertion
  return [...last.values()];
}

/** The example as the page in `pageLang` shows it; `textLang` is the language of the text on that page. */
export function exampleView(example: KbExample, version: string, textLang: Lang, pageLang: Lang): ExampleView {
  const { official, problems } = engineData();
  if (problems.length > 0) return { status: "fail", reasons: problems, reasonsLang: "en", narration: [], board: [], traces: [] };
  const result = official.get(key(version, textLang, example.id));
  if (!result) throw new Error(`no engine result for example ${example.id} (${version} ${textLang})`);
  const reason = example.annotations.find((a) => a.kind === "not-executable");
  return view(result, pageLang, result.status === "not-executable" && reason ? annotationLang(reason, textLang) : "en");
}

/** "612.5#p1" → "612.5-p1". */
export function projectAnchor(id: ExampleId): string {
  const { rule, index } = parseExampleId(id)!;
  return `${rule}-p${index}`;
}

export interface ProjectExample {
  id: ExampleId;
  text: string;
  /** The language of `text`: the page's when the scenario has it for this version, else the official text's. */
  lang: Lang;
  view: ExampleView;
}

/** Every project example of the knowledge base's versions, each in the language of its own text. */
export function allProjectExamples(): (ProjectExample & { version: string; section: string })[] {
  return engineData().project.map((r) => ({ id: r.id, text: r.text, lang: r.lang, version: r.version, section: r.section, view: view(r, r.lang) }));
}

/** Examples written by the project (not in the rules text) for the rules of a section, e.g. 612.5#p1. */
function projectExamples(version: string, section: string, textLang: Lang, pageLang: Lang): ProjectExample[] {
  const inSection = engineData().project.filter((r) => r.version === version && r.section === section);
  const inPageLang = inSection.filter((r) => r.lang === pageLang);
  return (inPageLang.length > 0 ? inPageLang : inSection.filter((r) => r.lang === textLang)).map((r) => ({
    id: r.id,
    text: r.text,
    lang: r.lang,
    view: view(r, pageLang),
  }));
}

/** The engine's view of every example of a section page, in the page's language: what its components are given. */
export interface SectionChecks {
  /** Each official example's view, by its id. */
  official: Map<ExampleId, ExampleView>;
  project: ProjectExample[];
}

export function sectionChecks(page: SectionPage): SectionChecks {
  const { lang, version, section } = page;
  return {
    official: new Map(section.rules.flatMap((rule) => rule.examples.map((example) => [example.id, exampleView(example, version, section.lang, lang)] as const))),
    project: projectExamples(version, section.section, section.lang, lang),
  };
}
