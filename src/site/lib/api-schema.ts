// The shapes of the /api/ documents and of the archive's (/data/archive/), declared once (zod): /api/schema.json is
// generated from them (JSON Schema 2020-12), and the browser test checks every built document against them.

import { z } from "zod/v4";

const lang = z.enum(["en", "fr"]);
const byLang = z.record(lang, z.string());
const status = z.enum(["pass", "fail", "stale", "missing", "not-executable"]);
const sitePath = z.string().regex(/^\/[^\s]*$/u);

const wordDiffPart = z.object({ op: z.enum(["=", "+", "-"]), text: z.string() });
const change = z.object({
  kind: z.enum(["unchanged", "edited", "moved", "added", "removed", "split", "merged"]),
  from: z.string().nullable(),
  to: z.string().nullable(),
  heading: z.boolean(),
  similarity: z.number().nullable(),
  referencesOnly: z.boolean(),
  forced: z.string().optional(),
  parts: z.array(wordDiffPart),
});

const reference = z.looseObject({
  text: z.string(),
  offset: z.number(),
  targets: z.array(z.string()),
  kind: z.enum(["rule", "range", "chapter"]),
  urls: z.array(sitePath.nullable()),
});

const officialExample = z.object({
  id: z.string(),
  kind: z.literal("official"),
  version: z.string(),
  lang,
  section: z.string(),
  rule: z.string(),
  anchor: z.string(),
  page: sitePath,
  fingerprint: z.string(),
  status,
  reasons: z.array(z.string()).optional(),
  scenario: z.string().optional(),
});

const traceStep = z.object({ stage: z.string(), text: z.string(), rules: z.array(z.string()) });
const trace = z.object({ name: z.string(), alias: z.string(), steps: z.array(traceStep) });

const API_SCHEMAS = {
  index: z.object({ endpoints: z.array(z.object({ path: sitePath, what: z.string() })) }),
  versions: z.object({
    versions: z.array(
      z.object({
        version: z.string(),
        setCode: z.string().nullable(),
        french: z.enum(["translated", "lags"]),
        contents: byLang,
        sections: z.array(
          z.object({ section: z.string(), title: byLang, languages: z.array(lang), page: z.record(lang, sitePath), data: z.partialRecord(lang, sitePath) }),
        ),
      }),
    ),
  }),
  rules: z.object({
    rules: z.array(
      z.object({
        id: z.string(),
        version: z.string(),
        lang,
        section: z.string(),
        parent: z.string().nullable(),
        examples: z.number().int(),
        projectExamples: z.number().int(),
        page: sitePath,
        data: sitePath,
      }),
    ),
  }),
  examples: z.object({
    examples: z.array(
      z.union([
        officialExample,
        officialExample.omit({ kind: true, fingerprint: true }).extend({ kind: z.literal("project"), text: z.string() }),
      ]),
    ),
  }),
  section: z.looseObject({
    version: z.string(),
    lang,
    section: z.string(),
    title: z.string(),
    page: sitePath,
    rules: z.array(
      z.looseObject({
        id: z.string(),
        text: z.string(),
        page: sitePath,
        references: z.array(reference),
        examples: z.array(z.looseObject({ id: z.string(), text: z.string(), references: z.array(reference), anchor: z.string(), page: sitePath, status })),
      }),
    ),
  }),
  cards: z.object({
    cards: z.array(
      z.object({
        slug: z.string(),
        name: z.looseObject({ en: z.string() }),
        manaCost: z.string().nullable(),
        supertypes: z.array(z.string()),
        types: z.array(z.string()),
        subtypes: z.array(z.string()),
        power: z.union([z.number(), z.string()]).nullable(),
        toughness: z.union([z.number(), z.string()]).nullable(),
        oracle: z.record(z.string(), z.looseObject({})),
        uses: z.array(z.object({ example: z.string(), version: z.string(), page: sitePath.nullable() })),
      }),
    ),
  }),
  changes: z.object({
    textLang: lang,
    from: z.object({ version: z.string(), section: z.string() }),
    to: z.object({ version: z.string(), section: z.string() }),
    changes: z.array(change),
  }),
  history: z.object({
    section: z.string(),
    at: z.string(),
    steps: z.array(
      z.object({
        from: z.object({ version: z.string(), label: z.string(), section: z.string() }),
        to: z.object({ version: z.string(), label: z.string(), section: z.string() }),
        changes: z.array(change),
      }),
    ),
  }),
  narration: z.object({
    version: z.string(),
    lang,
    section: z.string(),
    textLang: lang,
    page: sitePath,
    examples: z.array(
      z.object({
        id: z.string(),
        anchor: z.string(),
        status,
        title: z.string().nullable(),
        // Each line: text, and the rules it cites as { rule }.
        narration: z.array(z.array(z.union([z.string(), z.object({ rule: z.string() })]))),
        traces: z.array(trace),
      }),
    ),
  }),
};

// The archive's documents (/data/archive/, written by src/site/archive/export.ts for the pages that read any
// release in the browser): every numbered release 1999–2021, each distinct section text once by its hash.
const release = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);
const hash = z.string().regex(/^[0-9a-f]{12}$/u);
const releaseSummary = { version: release, setCode: z.string(), label: z.string(), file: z.string() };
const stepIds = z.object({ renamed: z.record(z.string(), z.string()), removed: z.array(z.string()), added: z.array(z.string()) });

const ARCHIVE_SCHEMAS = {
  archiveIndex: z.object({ releases: z.array(z.object({ ...releaseSummary, sections: z.record(z.string(), hash) })).min(1) }),
  archiveRelease: z.object({
    ...releaseSummary,
    chapters: z.record(z.string(), z.string()),
    glossary: hash.optional(),
    sections: z.array(z.object({ number: z.string(), title: z.string(), hash, ids: z.string(), parts: z.array(z.string()).min(1).optional() })),
  }),
  archiveSection: z.object({
    number: z.string(),
    title: z.string(),
    rules: z.array(z.object({ id: z.string(), printedId: z.string().optional(), text: z.string(), examples: z.array(z.string()) })),
  }),
  archiveGlossary: z.object({
    entries: z.array(z.object({ term: z.string(), anchor: z.string(), french: z.string().optional(), text: z.array(z.string()) })),
  }),
  archiveSteps: z.object({ steps: z.array(z.object({ from: release, to: release, rules: stepIds, sections: stepIds })) }),
  // The rule-number search's data (src/site/archive/rule-hits.ts): pages without their /{lang} prefix.
  archiveRuleHitIndex: z.object({ release: z.string(), files: z.array(z.string().regex(/^\d{3}(?:\.\d+)?$/u)).min(1) }),
  archiveRuleHits: z.object({
    rules: z.record(
      z.string(),
      z.object({
        page: z.string().startsWith("/"),
        text: z.string(),
        older: z.array(z.object({ id: z.string(), first: z.string(), last: z.string(), releases: z.number().int().positive(), page: z.string().startsWith("/") })),
      }),
    ),
  }),
  archiveChanges: z.object({
    changes: z.array(
      z.object({
        kind: z.enum(["edited", "moved", "added", "removed", "split", "merged"]),
        from: z.string().nullable(),
        to: z.string().nullable(),
        before: z.string().optional(),
        after: z.string().optional(),
      }),
    ),
  }),
};

export type ApiDocument = keyof typeof API_SCHEMAS | keyof typeof ARCHIVE_SCHEMAS;

const SCHEMAS = { ...API_SCHEMAS, ...ARCHIVE_SCHEMAS };

/** The schema of a kind of document. */
export const schemaOf = (kind: ApiDocument) => SCHEMAS[kind];

const ARCHIVE_PATHS = {
  "index.json": "archiveIndex",
  "steps.json": "archiveSteps",
  releases: "archiveRelease",
  sections: "archiveSection",
  glossaries: "archiveGlossary",
  changes: "archiveChanges",
} as const;

/** Which schema a document of /api/ or /data/archive/ follows, from its path. */
export function schemaOfPath(path: string): ApiDocument | undefined {
  if (path === "/data/archive/rule-hits/index.json") return "archiveRuleHitIndex";
  if (/^\/data\/archive\/rule-hits\/[^/]+\.json$/u.test(path)) return "archiveRuleHits";
  const archive = /^\/data\/archive\/(?:(index\.json|steps\.json)$|(releases|sections|glossaries|changes)\/.+\.json$)/u.exec(path);
  if (archive) return ARCHIVE_PATHS[(archive[1] ?? archive[2]) as keyof typeof ARCHIVE_PATHS];
  const match = /^\/api\/(?:(index|versions|rules|examples|cards)\.json|(sections|changes|history|narration)\/)/u.exec(path);
  if (!match) return undefined;
  if (match[1]) return match[1] as ApiDocument;
  return match[2] === "sections" ? "section" : (match[2] as ApiDocument);
}

/** /api/schema.json: every document's JSON Schema, by name. */
export function apiJsonSchema() {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Magic Rules, annotated: the /api/ documents",
    description: "Each entry of $defs is the schema of one kind of document; paths says which document follows which.",
    paths: {
      "/api/index.json": "index",
      "/api/versions.json": "versions",
      "/api/rules.json": "rules",
      "/api/examples.json": "examples",
      "/api/cards.json": "cards",
      "/api/sections/{version}/{lang}/{section}.json": "section",
      "/api/changes/{version}/{lang}/{section}.json": "changes",
      "/api/history/{version}/{section}.json": "history",
      "/api/narration/{version}/{lang}/{section}.json": "narration",
      "/data/archive/index.json": "archiveIndex",
      "/data/archive/releases/{release}.json": "archiveRelease",
      "/data/archive/sections/{hash}.json": "archiveSection",
      "/data/archive/glossaries/{hash}.json": "archiveGlossary",
      "/data/archive/steps.json": "archiveSteps",
      "/data/archive/changes/{release}/{section}.json": "archiveChanges",
      "/data/archive/rule-hits/index.json": "archiveRuleHitIndex",
      "/data/archive/rule-hits/{rule}.json": "archiveRuleHits",
    },
    $defs: Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, z.toJSONSchema(schema, { target: "draft-2020-12" })])),
  };
}
