// The static JSON under /api/, for other tools: the model (as `rules export` gives it) with, for each page and
// example, its address on the site and its status from the engine run. Documented in the README ("## Site").

import type { KbExample, KbSection, Lang } from "../../kb/model.ts";
import { exportKnowledgeBase } from "../../kb/export.ts";
import { LANGS } from "./i18n.ts";
import { allProjectExamples, exampleView, projectAnchor } from "./example-results.ts";
import { findKbSection, isTranslated, knowledgeBase, sectionNumbers, siteVersions } from "./knowledge-base.ts";
import { sectionTitle } from "./navigation.ts";
import { setCodeOf } from "./full-text.ts";
import { contentsPath, exampleAnchor, sectionPath, withAnchor } from "./paths.ts";

const sectionApiPath = (version: string, lang: Lang, section: string) => `/api/sections/${version}/${lang}/${section}.json`;

export function json(value: unknown): Response {
  return new Response(JSON.stringify(value), { headers: { "content-type": "application/json; charset=utf-8" } });
}

/** /api/versions.json: every version, its languages and sections, with where to read them. */
export function versionsDocument() {
  return {
    versions: siteVersions().map((version) => ({
      version,
      setCode: setCodeOf(version) ?? null,
      french: isTranslated(version) ? "translated" : "lags",
      contents: Object.fromEntries(LANGS.map((lang) => [lang, contentsPath(lang, version)])),
      sections: sectionNumbers(version).map((section) => ({
        section,
        title: Object.fromEntries(LANGS.map((lang) => [lang, sectionTitle(lang, version, section).text])),
        languages: LANGS.filter((lang) => findKbSection(version, lang, section)),
        page: Object.fromEntries(LANGS.map((lang) => [lang, sectionPath(lang, version, section)])),
        data: Object.fromEntries(
          LANGS.filter((lang) => findKbSection(version, lang, section)).map((lang) => [lang, sectionApiPath(version, lang, section)]),
        ),
      })),
    })),
  };
}

function exampleEntry(section: KbSection, example: KbExample) {
  const { status, reasons, scenario } = exampleView(example, section.version, section.lang, section.lang);
  return {
    id: example.id,
    kind: "official" as const,
    version: section.version,
    lang: section.lang,
    section: section.section,
    rule: example.rule,
    anchor: exampleAnchor(example),
    page: withAnchor(sectionPath(section.lang, section.version, section.section), exampleAnchor(example)),
    fingerprint: example.fingerprint,
    status,
    ...(reasons.length > 0 ? { reasons } : {}),
    ...(scenario ? { scenario } : {}),
  };
}

/** /api/sections/<version>/<lang>/<section>.json: one knowledge-base file as the model has it, plus site data. */
export function sectionDocument(section: KbSection) {
  const filter = { version: section.version, lang: section.lang, section: section.section };
  const [exported] = exportKnowledgeBase(knowledgeBase(), filter).sections;
  return {
    ...exported,
    page: sectionPath(section.lang, section.version, section.section),
    rules: exported!.rules.map((rule) => ({
      ...rule,
      page: withAnchor(sectionPath(section.lang, section.version, section.section), rule.id),
      examples: rule.examples.map((example) => ({ ...example, ...exampleEntry(section, example) })),
    })),
  };
}

/** /api/rules.json: every rule of the knowledge base, without its text (that is in the section documents). */
export function rulesDocument() {
  return {
    rules: knowledgeBase().sections.flatMap((section) =>
      section.rules.map((rule) => ({
        id: rule.id,
        version: section.version,
        lang: section.lang,
        section: section.section,
        parent: rule.parent ?? null,
        examples: rule.examples.length,
        page: withAnchor(sectionPath(section.lang, section.version, section.section), rule.id),
        data: sectionApiPath(section.version, section.lang, section.section),
      })),
    ),
  };
}

/** /api/examples.json: every example with its status, per version and language; then the project's examples. */
export function examplesDocument() {
  const official = knowledgeBase().sections.flatMap((section) =>
    section.rules.flatMap((rule) => rule.examples.map((example) => exampleEntry(section, example))),
  );
  const project = allProjectExamples().map((example) => ({
    id: example.id,
    kind: "project" as const,
    version: example.version,
    lang: example.lang,
    section: example.section,
    rule: example.id.split("#")[0],
    anchor: projectAnchor(example.id),
    page: withAnchor(sectionPath(example.lang, example.version, example.section), projectAnchor(example.id)),
    text: example.text,
    status: example.view.status,
    ...(example.view.reasons.length > 0 ? { reasons: example.view.reasons } : {}),
    ...(example.view.scenario ? { scenario: example.view.scenario } : {}),
  }));
  return { examples: [...official, ...project] };
}
