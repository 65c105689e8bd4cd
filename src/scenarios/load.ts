// Loading cards and scenarios from YAML, keeping node positions so every error reads `file:line:col: message`.
// All errors of all files are collected before anything is reported (ScenarioLoadError carries the list).
import { readdirSync, existsSync, readFileSync } from "node:fs";
import { join, relative, basename } from "node:path";
import type { CardDef } from "../engine/cards.ts";
import { language } from "../engine/card-schema.ts";
import { DiagnosticsError, type Diagnostic } from "../kb/diagnostics.ts";
import { YamlFile } from "../kb/yaml-validate.ts";
import { readProjectFile } from "../kb/read-file.ts";
import { parseExampleId } from "../kb/ids.ts";
import { scenarioSchema, type ScenarioFile } from "./schema.ts";

/** Every problem of every card and scenario file, each at its file:line:col. */
export class ScenarioLoadError extends DiagnosticsError {
  override name = "ScenarioLoadError";
}

export interface CardPool {
  cards: Map<string, CardDef>;
}

const CARDS_DIR = "examples/cards";
export const SCENARIOS_DIR = "examples/scenarios";

/**
 * Reads examples/cards/*.yaml; the slug is the file name. `naming`: only the cards these texts name (a card is named
 * by its slug, a word of the text), and those the cards read name in turn; otherwise every card.
 */
export function loadCardPool(root: string, naming?: string[]): { pool: CardPool; issues: Diagnostic[] } {
  const dir = join(root, CARDS_DIR);
  const cards = new Map<string, CardDef>();
  const issues: Diagnostic[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort() : [];
  const named = naming && new Set(naming.flatMap(slugWords));
  const unread = new Set(files);
  for (let found = true; found; ) {
    found = false;
    for (const name of [...unread].filter((n) => !named || named.has(basename(n, ".yaml")))) {
      unread.delete(name);
      found = true;
      const read = readProjectFile(root, relative(root, join(dir, name)));
      if ("problem" in read) {
        issues.push(read.problem);
        continue;
      }
      for (const word of slugWords(read.text)) named?.add(word);
      const file = new YamlFile(relative(root, join(dir, name)), read.text);
      const data = file.validate(language.card);
      issues.push(...file.issues);
      if (data) {
        const slug = basename(name, ".yaml");
        cards.set(slug, { slug, ...data });
      }
    }
  }
  return { pool: { cards }, issues };
}

/** The words of a text that could be a card's slug (its file name). */
const slugWords = (text: string) => text.match(/[a-z0-9][a-z0-9-]*/gu) ?? [];

export interface Scenario extends ScenarioFile {
  /** Path relative to the project root. */
  file: string;
  /** Cards it uses: the pool plus its own example-local cards. */
  cardDefs: Map<string, CardDef>;
}

const OBJECT_FIELDS = ["object", "card", "of", "blocker", "attacker", "attachedTo"];

/** Reads and checks one scenario file against the card pool. */
export function loadScenarioFile(root: string, path: string, pool: CardPool): { scenario?: Scenario; issues: Diagnostic[] } {
  const read = readProjectFile(root, relative(root, path));
  if ("problem" in read) return { issues: [read.problem] };
  const file = new YamlFile(relative(root, path), read.text);
  const data = file.validate(scenarioSchema);
  if (file.doc.errors.length) return { issues: file.issues };
  // References are checked even when the schema found problems, so that all errors come out at once.
  const raw = (data ?? file.toJS() ?? {}) as ScenarioFile;
  const cardDefs = new Map(pool.cards);
  for (const [slug, card] of Object.entries(isRecord(raw.cards) ? raw.cards : {})) cardDefs.set(slug, { slug, ...(card as Omit<CardDef, "slug">) });
  checkReferences(file, raw, cardDefs);
  if (!data || file.issues.length) return { issues: file.issues };
  return { scenario: { ...data, file: file.file, cardDefs }, issues: [] };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function list<T>(v: T[] | undefined): T[] {
  return Array.isArray(v) ? v : [];
}

/**
 * Cards exist; aliases, players and objects named by actions are defined. Runs on the raw document too
 * (when the schema failed), so it only trusts what it checks.
 */
function checkReferences(file: YamlFile, data: ScenarioFile, cardDefs: Map<string, CardDef>): void {
  const players = new Set<unknown>();
  list(data.players).forEach((p, pi) => {
    if (!isRecord(p)) return;
    if (players.has(p.id)) file.issue(["players", pi, "id"], `player '${String(p.id)}' is already defined: each player has an id of its own`);
    players.add(p.id);
  });
  const aliases = new Set<string>();
  list(data.players).forEach((p, pi) => {
    if (!isRecord(p)) return;
    for (const zone of ["library", "hand", "battlefield", "graveyard", "exile"] as const) {
      list(p[zone]).forEach((entry, ei) => {
        if (!isRecord(entry) || typeof entry.card !== "string") return;
        if (!cardDefs.has(entry.card)) file.issue(["players", pi, zone, ei, "card"], `unknown card '${entry.card}'`);
        const alias = entry.as ?? entry.card;
        if (entry.as && aliases.has(alias)) file.issue(["players", pi, zone, ei, "as"], `alias '${alias}' is already used`);
        aliases.add(alias);
      });
    }
  });
  // Aliases introduced by actions (tokens, stack objects) count from the action on.
  const known = (name: string) => aliases.has(name) || players.has(name);
  list(data.actions).forEach((action, ai) => {
    if (!isRecord(action)) return;
    const [kind] = Object.keys(action).filter((k) => !["when", "violates", "as", "by"].includes(k));
    const body = (action as Record<string, unknown>)[kind];
    if (kind === "pass" && typeof body === "string" && !players.has(body)) file.issue(["actions", ai, kind], `unknown player '${body}'`);
    const by = (action as { by?: unknown }).by;
    if (typeof by === "string" && !players.has(by)) file.issue(["actions", ai, "by"], `unknown player '${by}'`);
    if (kind === "revealCompanion" && isRecord(body) && typeof body.companion === "string" && !cardDefs.has(body.companion)) file.issue(["actions", ai, kind, "companion"], `unknown card '${body.companion}'`);
    visitReferences(body, [ "actions", ai, kind ], (value, path, field) => {
      if (field === "player" && !players.has(value)) file.issue(path, `unknown player '${value}'`);
      else if (field === "controller" && !players.has(value)) file.issue(path, `unknown player '${value}'`);
      else if (OBJECT_FIELDS.includes(field) && !known(value)) file.issue(path, `unknown object '${value}': name it with 'as:' in a zone`);
      else if (field === "target" && !known(value)) file.issue(path, `unknown target '${value}'`);
    });
    if (typeof (action as { as?: string }).as === "string") aliases.add((action as { as: string }).as);
  });
  // A project example has no official text: the scenario gives it, in every language it claims.
  const langs = new Set(list(data.examples).filter(isRecord).map((e) => e.lang));
  if (data.kind === "project")
    for (const lang of langs) if (!isRecord(data.text) || typeof data.text[lang] !== "string") file.issue(["kind"], `a project example needs its text in ${lang} ('text: { ${lang}: … }')`);
  if (data.kind !== "project" && isRecord(data.source)) file.issue(["source"], "a ported case is a project example: add 'kind: project' and its text");
  if (data.kind !== "project" && list(data.examples).some((e) => isRecord(e) && typeof e.example === "string" && parseExampleId(e.example)?.project))
    file.issue(["examples"], "an example id with #p is a project example: add 'kind: project' and its text");
  list(data.examples).forEach((e, i) => {
    if (!isRecord(e)) return;
    if (data.kind !== "project" && !e.texts) file.issue(["examples", i], "an official example names the variants of its text the scenario was written against ('texts: [...]')");
    if (data.kind !== "project" && e.version) file.issue(["examples", i, "version"], "an official example is claimed by its text, not by version: every release with one of its texts runs it");
    if (data.kind === "project" && !e.version) file.issue(["examples", i], "a project example names the knowledge-base version it belongs to ('version: ...')");
    if (data.kind === "project" && e.texts) file.issue(["examples", i, "texts"], "a project example has no official text to claim");
  });
  if (isRecord(data.turn) && !players.has(data.turn.active)) file.issue(["turn", "active"], `unknown player '${data.turn.active}'`);
}

/** Calls `check` on every string that names a player or an object inside an action. */
function visitReferences(value: unknown, path: (string | number)[], check: (value: string, path: (string | number)[], field: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => visitReferences(v, [...path, i], check));
    return;
  }
  if (!value || typeof value !== "object") return;
  for (const [key, v] of Object.entries(value)) {
    if (key === "continuous" || key === "except") continue;
    if (typeof v === "string" && ["player", "controller", ...OBJECT_FIELDS].includes(key)) check(v, [...path, key], key);
    else if (typeof v === "string" && key === "copy") check(v, [...path, key], "object");
    else if (Array.isArray(v) && ["targets", "newTargets", "affects", "discard", "sacrifice", "attackers", "order"].includes(key))
      v.forEach((t, i) => typeof t === "string" && check(t, [...path, key, i], "target"));
    else if (key === "triggerTargets" && v && typeof v === "object")
      for (const [k, list] of Object.entries(v)) (list as string[]).forEach((t, i) => check(t, [...path, key, k, i], "target"));
    else visitReferences(v, [...path, key], check);
  }
}

function listYaml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listYaml(join(dir, entry.name)) : entry.name.endsWith(".yaml") ? [join(dir, entry.name)] : []))
    .sort();
}

/** Every card and scenario file under `root` (relative to it): the files `rules check` reads besides the rules. */
export function listExampleFiles(root: string): string[] {
  const cards = existsSync(join(root, CARDS_DIR)) ? readdirSync(join(root, CARDS_DIR)).filter((f) => f.endsWith(".yaml")).sort().map((f) => join(root, CARDS_DIR, f)) : [];
  return [...cards, ...listYaml(join(root, SCENARIOS_DIR))].map((path) => relative(root, path));
}

/**
 * Loads the card pool and every scenario (or those whose file `select` keeps, by its path, with only the cards they
 * name); throws one ScenarioLoadError with all problems found.
 */
export function loadScenarios(root: string, dir = join(root, SCENARIOS_DIR), select?: (path: string) => boolean): Scenario[] {
  const paths = listYaml(dir).filter(select ?? (() => true));
  const { pool, issues } = loadCardPool(root, select && paths.map((path) => readFileSync(path, "utf8")));
  const scenarios: Scenario[] = [];
  for (const path of paths) {
    const result = loadScenarioFile(root, path, pool);
    issues.push(...result.issues);
    if (result.scenario) scenarios.push(result.scenario);
  }
  if (issues.length) throw new ScenarioLoadError(issues);
  return scenarios;
}
