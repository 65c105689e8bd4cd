// The static JSON under /api/, for other tools: the model (as `rules export` gives it) with, for each page and
// example, its address on the site and its status from the engine run. Documented in the README ("## Site").

import type { CrossReference, KbExample, KbRule, KbSection, Lang } from "../../kb/model.ts";
import { exportKnowledgeBase } from "../../kb/export.ts";
import { ruleOf } from "../../kb/ids.ts";
import { LANGS } from "./i18n.ts";
import { allProjectExamples, engineData, exampleView, projectAnchor, sectionChecks } from "./example-results.ts";
import { findKbSection, isTranslated, knowledgeBase, sectionNumbers, sectionPage, siteVersions } from "./knowledge-base.ts";
import { sectionChanges } from "./changes.ts";
import { cardIndex } from "./cards.ts";
import { sectionTitle } from "./navigation.ts";
import { setCodeOf } from "./full-text.ts";
import { contentsPath, exampleAnchor, sectionPath, withAnchor } from "./paths.ts";
import { referenceHref } from "./official-text.ts";
import { archiveData } from "../archive/export.ts";

const sectionApiPath = (version: string, lang: Lang, section: string) => `/api/sections/${version}/${lang}/${section}.json`;

/** A rule's address on the site: the section heading ("706") is the page itself, every other rule its anchor. */
function rulePage(section: KbSection, rule: Pick<KbRule, "id">): string {
  return withAnchor(sectionPath(section.lang, section.version, section.section), rule.id === section.section ? undefined : rule.id);
}

/** Cross-references with where each target is read on the site (null when the release has no such rule). */
function referencesWithUrls(section: KbSection, references: CrossReference[]) {
  const context = { lang: section.lang, version: section.version };
  return references.map((reference) => ({
    ...reference,
    urls: reference.targets.map((target) => referenceHref(target, reference.kind, context) ?? null),
  }));
}

/** The project's examples of a rule (`612.5#p1`), in the section's language. */
function projectExampleCount(section: KbSection, rule: string): number {
  return engineData().project.filter(
    (e) => e.version === section.version && e.section === section.section && e.lang === section.lang && ruleOf(e.id) === rule,
  ).length;
}

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
      references: referencesWithUrls(section, rule.references),
      page: rulePage(section, rule),
      examples: rule.examples.map((example) => ({
        ...example,
        references: referencesWithUrls(section, example.references),
        ...exampleEntry(section, example),
      })),
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
        projectExamples: projectExampleCount(section, rule.id),
        page: rulePage(section, rule),
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
    rule: ruleOf(example.id),
    anchor: projectAnchor(example.id),
    page: withAnchor(sectionPath(example.lang, example.version, example.section), projectAnchor(example.id)),
    text: example.text,
    status: example.view.status,
    ...(example.view.reasons.length > 0 ? { reasons: example.view.reasons } : {}),
    ...(example.view.scenario ? { scenario: example.view.scenario } : {}),
  }));
  return { examples: [...official, ...project] };
}

/** /api/narration/<version>/<lang>/<section>.json: each example of a section page as the engine ran it. */
export function narrationDocument(version: string, lang: Lang, section: string) {
  const page = sectionPage(lang, version, section)!;
  const checks = sectionChecks(page);
  const official = page.section.rules.flatMap((rule) =>
    rule.examples.map((example) => {
      const view = checks.official.get(example.id)!;
      return { id: example.id, anchor: exampleAnchor(example), status: view.status, title: view.title ?? null, narration: view.narration, traces: view.traces };
    }),
  );
  const project = checks.project.map((example) => ({
    id: example.id,
    anchor: projectAnchor(example.id),
    status: example.view.status,
    title: example.view.title ?? null,
    narration: example.view.narration,
    traces: example.view.traces,
  }));
  return { version, lang, section, textLang: page.section.lang, page: sectionPath(lang, version, section), examples: [...official, ...project] };
}

/** /api/cards.json: the card pool with the examples that use each card. */
export function cardsDocument() {
  return {
    cards: cardIndex("en").cards.map(({ card, uses }) => ({
      slug: card.slug,
      name: card.name,
      manaCost: card.manaCost ?? null,
      supertypes: card.supertypes ?? [],
      types: card.types,
      subtypes: card.subtypes ?? [],
      power: card.power ?? null,
      toughness: card.toughness ?? null,
      oracle: card.oracle ?? {},
      uses: uses.map((use) => ({ example: use.example, version: use.version, page: use.href ?? null })),
    })),
  };
}

/** Every JSON document of /api/, for /api/index.json and the /api/ page. */
export function apiEndpoints() {
  const sections = knowledgeBase().sections;
  return [
    { path: "/api/index.json", what: "this list" },
    { path: "/api/schema.json", what: "JSON Schema (draft 2020-12) of every document below" },
    { path: "/api/versions.json", what: "versions, their languages and sections, with their pages" },
    { path: "/api/rules.json", what: "every rule of the knowledge base (no text), with its page and example counts" },
    { path: "/api/examples.json", what: "every example with its engine status, official then the project's own" },
    { path: "/api/cards.json", what: "the card pool: names in both languages, types, Oracle text, the examples using each card" },
    ...sections.map((s) => ({ path: sectionApiPath(s.version, s.lang, s.section), what: `section ${s.section} of ${s.version} (${s.lang}): the knowledge-base file, with URLs` })),
    ...siteVersions().flatMap((version) =>
      sectionNumbers(version).flatMap((section) => [
        ...LANGS.filter((lang) => sectionChanges(lang, version, section)).map((lang) => ({
          path: changesApiPath(version, lang, section),
          what: `changes into ${section} of ${version} since the previous version (${lang})`,
        })),
        { path: historyApiPath(version, section), what: `every release of the archive where ${section} of ${version} changed` },
        ...LANGS.map((lang) => ({ path: narrationApiPath(version, lang, section), what: `the examples of ${section} (${version}) as the engine ran them, narrated in ${lang}` })),
      ]),
    ),
    ...archiveEndpoints(),
  ];
}

/**
 * The archive's documents (every numbered release, 1999–2021), each kind with one example of its path, and the diff
 * of any two releases: a call the browser makes from them, as the site's diff page does (src/site/archive/page.ts).
 */
function archiveEndpoints() {
  const { releases, changes } = archiveData();
  const newest = releases.at(-1)!;
  const [changed] = changes.keys();
  return [
    { path: "/data/archive/index.json", what: "every numbered release of the archive, oldest first, with the hash of each of its sections' text" },
    { path: `/data/archive/releases/${newest.version}.json`, what: "a release (/data/archive/releases/{release}.json): its chapters and sections, each with its title, text hash and rule ids" },
    { path: `/data/archive/sections/${newest.sections[0]!.hash}.json`, what: "a section's text (/data/archive/sections/{hash}.json), each distinct text once: its rules and their examples" },
    ...(newest.glossary ? [{ path: `/data/archive/glossaries/${newest.glossary}.json`, what: "a release's Glossary (/data/archive/glossaries/{hash}.json), with the French term where the French rules print one" }] : []),
    { path: "/data/archive/steps.json", what: "each pair of consecutive releases: the rule and section ids renumbered, removed and added between them" },
    { path: `/data/archive/changes/${changed}.json`, what: "the rules of a section that changed in the step into a release (/data/archive/changes/{release}/{section}.json), before and after" },
    {
      path: "/en/archive/diff/?from=2009-05-01&to=2009-07-08&section=503",
      what:
        "the diff of any two releases (/{lang}/archive/diff/?from=&to=&section=), computed in the browser: a section changed between two releases if its text hash in index.json differs; its rules are followed through the renumberings by composing the steps of steps.json from one release to the other, and their texts compared word by word from the two sections/{hash}.json",
    },
  ];
}

const changesApiPath = (version: string, lang: Lang, section: string) => `/api/changes/${version}/${lang}/${section}.json`;
const historyApiPath = (version: string, section: string) => `/api/history/${version}/${section}.json`;
const narrationApiPath = (version: string, lang: Lang, section: string) => `/api/narration/${version}/${lang}/${section}.json`;
