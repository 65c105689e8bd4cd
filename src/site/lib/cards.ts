// The card index: every card of the pool (examples/cards) with the worked examples whose scenarios use it.

import { formatDiagnostic } from "../../kb/diagnostics.ts";
import type { CardDef } from "../../engine/cards.ts";
import { localized } from "../../engine/describe.ts";
import { loadCardPool } from "../../scenarios/load.ts";
import type { Lang } from "../../kb/model.ts";
import { parseExampleId, sectionOf } from "../../kb/ids.ts";
import { KB_ROOT, sectionPage } from "./knowledge-base.ts";
import { exampleAnchor, sectionPath, withAnchor } from "./paths.ts";
import { engineData } from "./example-results.ts";

interface CardUse {
  /** "706.2#1". */
  example: string;
  version: string;
  /** Where the example is read in the page language; undefined for a project example (not in the rules text). */
  href?: string;
}

export interface CardEntry {
  card: CardDef;
  uses: CardUse[];
}

export interface CardIndex {
  cards: CardEntry[];
  /** Problems of the card and scenario files (`file:line:col: message`); the index shows what did load. */
  problems: string[];
}

/**
 * Cards sorted by their name in `lang`, each with the examples (per version) whose scenarios put it in play.
 * A malformed card or scenario file does not stop the site: its problems are listed on the page and in the build
 * log (the test suite fails on them anyway).
 */
export function cardIndex(lang: Lang): CardIndex {
  const { pool, issues } = loadCardPool(KB_ROOT);
  const engine = engineData();
  const problems = [...issues.map(formatDiagnostic), ...engine.problems];
  if (problems.length > 0) console.warn(`card index: ${problems.length} problem(s) in examples/\n${problems.join("\n")}`);
  const uses = new Map<string, Map<string, CardUse>>();
  // The examples each scenario executes (by their text), in the knowledge base's versions (the build's engine data).
  const illustrated = problems.length > 0 ? [] : [...engine.official.values(), ...engine.project].filter((c) => c.lang === lang);
  for (const scenario of engine.scenarios.values()) {
    const cards = new Set(scenario.players.flatMap((p) => (["library", "hand", "battlefield", "graveyard", "exile"] as const).flatMap((zone) => (p[zone] ?? []).map((e) => e.card))));
    for (const slug of cards) {
      const list = uses.get(slug) ?? new Map<string, CardUse>();
      for (const ref of illustrated.filter((c) => c.scenario === scenario.file)) {
        const key = `${ref.version} ${ref.id}`;
        if (!list.has(key)) list.set(key, { example: ref.id, version: ref.version, href: exampleHref(lang, ref.version, ref.id) });
      }
      uses.set(slug, list);
    }
  }
  const cards = [...pool.cards.values()]
    .map((card) => ({ card, uses: [...(uses.get(card.slug)?.values() ?? [])].sort((a, b) => a.version.localeCompare(b.version) || a.example.localeCompare(b.example)) }))
    .sort((a, b) => cardName(a.card, lang).localeCompare(cardName(b.card, lang), lang));
  return { cards, problems };
}

export function cardName(card: CardDef, lang: Lang): string {
  return localized(card.name, lang);
}

/** "706.2#1" in 2011-02-04 → "/fr/2011-02-04/706/#706.2-ex1", if that page has the example. */
function exampleHref(lang: Lang, version: string, id: string): string | undefined {
  const number = parseExampleId(id);
  if (!number || number.project) return undefined;
  const page = sectionPage(lang, version, sectionOf(id)!);
  const found = page?.section.rules.find((r) => r.id === number.rule)?.examples.find((e) => e.index === number.index);
  return found ? withAnchor(sectionPath(lang, version, page!.section.section), exampleAnchor(found)) : undefined;
}

/** An example that uses a card, once for all the releases that print it (a basic land is used in 2,500 instances). */
export interface CardUseSpan {
  example: string;
  /** Where it is read: the newest of its releases that has the example on a page in the page's language. */
  href?: string;
  first: string;
  last: string;
  releases: number;
}

/** A card's uses, one per example, in the order of the examples' first releases. */
export function usesByExample(uses: CardUse[]): CardUseSpan[] {
  const spans = new Map<string, CardUseSpan>();
  for (const use of uses) {
    const span = spans.get(use.example);
    if (!span) spans.set(use.example, { example: use.example, href: use.href, first: use.version, last: use.version, releases: 1 });
    else {
      span.releases++;
      if (use.version < span.first) span.first = use.version;
      if (use.version > span.last) span.last = use.version;
      if (use.href) span.href = use.href;
    }
  }
  return [...spans.values()].sort((a, b) => a.first.localeCompare(b.first) || a.example.localeCompare(b.example));
}
