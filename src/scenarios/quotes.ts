// What a scenario's `because:` quotes: a sentence of the example it checks (or of its section's rules), with
// elisions ("…", "...", "[...]") and a closing parenthesis naming the rule or layer as the only liberties. The quote
// test (test/scenarios/quotes.test.ts) proves every quote comes from its sources; results.ts asks, of each example
// instance, which quotes its own text prints, to know which of its sentences a run must have checked.
import { normalizeWhitespace } from "../kb/fingerprint.ts";
import { comparisonKey, plainTypography } from "../kb/typography.ts";
import type { Lang } from "../kb/model.ts";
import type { Because } from "./schema.ts";

/** A text as quotes are compared with it: typography and spacing aside. */
export function comparable(text: string): string {
  return comparisonKey(plainTypography(normalizeWhitespace(text))).replace(/\s+"/gu, ' "').replace(/"\s+/gu, '" ');
}

/** The parts of a quote between its elisions, each as `comparable` gives it. */
function partsOf(quote: string): string[] {
  return comparable(quote)
    .split(/\s*(?:…|\.\.\.|\[\.\.\.\]|\[…\])\s*/u)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Whether each part of the quote is in one of the sources (each already `comparable`). A closing "(810.4)" or
 * "(layer 7c)" may name where the quote comes from rather than be part of it; `printed` asks for the words as printed,
 * that parenthesis included (the example of 2020 that says "(layer 7d)" does not print "… (layer 7c)").
 */
export function isQuoted(quote: string, sources: readonly string[], printed = false): boolean {
  const withoutCitation = (part: string) => part.replace(/\s*\([^()]*\)\s*\.?$/u, "").trim();
  return partsOf(quote).every((part) => sources.some((s) => s.includes(part) || (!printed && s.includes(withoutCitation(part)))));
}

/** The sentence a `because:` quotes in a language: its French where the run is French and it gives one, else its English. */
export function quoteIn(because: Because, lang: Lang): string {
  return typeof because === "string" ? because : ((lang === "fr" ? because.fr : undefined) ?? because.en);
}

/** Every sentence a scenario's checks and expected refusals quote, in a language (as `quoteIn` picks it). */
export function scenarioQuotes(actions: readonly unknown[], lang: Lang): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") for (const [key, child] of Object.entries(value)) (key === "because" ? found.push(quoteIn(child as Because, lang)) : visit(child));
  };
  visit(actions);
  return [...new Set(found)];
}
