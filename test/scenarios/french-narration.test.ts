// Every French example, as `rules explain <id> --lang fr` prints it (the same rendering function), reads as French:
// no English word in it, other than the names of cards the French source itself leaves in English and the
// players' names. An English word is one of the English texts the project has (the English rules of the
// example's release, the English narration of every example) that the French texts (the French sources and
// knowledge base) never use.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { render } from "../../src/cli/explain.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { exampleResults, type ExampleResult } from "../../src/scenarios/results.ts";
import { loadScenarios } from "../../src/scenarios/load.ts";
import { inLanguage } from "../../src/scenarios/run.ts";

const words = (text: string): string[] => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

function textsUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter(keep)
    .map((f) => readFileSync(path.join(dir, f), "utf8"));
}

const results = exampleResults();
const scenarios = new Map(loadScenarios(PROJECT_ROOT).map((s) => [s.file, s]));

/**
 * French words the French texts happen not to use — the only words taken on trust here: words of the French
 * language (the verbs "ignorer" and "exiler", "chaos", "chance", "poison", "rat", "sources", "bonus", "base",
 * "lion"), and creature types the French cards spell as the English ones (Assassin, Djinn, Juggernaut, Lhurgoyf, Thalakos, Thrull).
 */
const FRENCH_TOO = ["ignore", "exile", "chaos", "chance", "poison", "rat", "sources", "bonus", "base", "lion", "assassin", "djinn", "juggernaut", "lhurgoyf", "thalakos", "thrull"];
/**
 * Cards named in English in a French explanation although its French texts don't name them: none of the project's
 * sources gives their French name (the scenario chose the card). Listed here so that each one is seen.
 */
const NO_FRENCH_NAME = new Map([["507.3#2", ["Craw Wurm"]]]);
// The official French texts only (the knowledge base's French files also hold the project's notes, some in English).
const frenchTexts = [
  ...textsUnder(path.join(PROJECT_ROOT, "sources/fr"), (f) => f.endsWith(".txt")),
  ...results.filter((r) => r.lang === "fr" && r.kind === "official").map((r) => r.text),
].map((t) => t.replace(/Magic ?: The Gathering/gu, " ")); // the game's name, in English in the French texts too
const frenchWords = new Set([...frenchTexts.flatMap(words), ...FRENCH_TOO]);
const englishWords = new Set(
  [
    readFileSync(path.join(PROJECT_ROOT, "sources/cr/cr-2011-02-04-MBS.txt"), "utf8"),
    ...results.filter((r) => r.lang === "en" && r.run).map((r) => render(r, "en")),
  ].flatMap(words),
);
/** Words of English texts that the French texts never use. */
const ENGLISH = new Set([...englishWords].filter((w) => !frenchWords.has(w)));

/**
 * The names a French explanation may use whatever their words: the players', the cards' French names, and the
 * English names of cards its French texts (the example, the project's French text and title) leave in English.
 */
function allowedNames(r: ExampleResult): string[] {
  const scenario = scenarios.get(r.scenario!)!;
  const source = `${r.text}\n${scenario.text?.fr ?? ""}\n${scenario.title.fr ?? ""}`;
  const cards = [...scenario.cardDefs.values()];
  const englishOnly = cards.filter((c) => !c.name.fr).map((c) => c.name.en);
  return [
    ...(NO_FRENCH_NAME.get(r.id) ?? []),
    ...scenario.players.map((p) => p.name),
    ...cards.flatMap((c) => (c.name.fr ? [c.name.fr] : [])),
    ...englishOnly.filter((name) => source.includes(name)),
  ].sort((a, b) => b.length - a.length);
}

/** Sentences of the French texts the explanation quotes (checked expectations), which are the French source's words. */
function quotedSource(r: ExampleResult): string[] {
  const source = `${r.text}\n${scenarios.get(r.scenario!)!.text?.fr ?? ""}`;
  return inLanguage(r.run!, r.lang).narration.flatMap((e) => (e.action === "checked" && e.quoteLang === "fr" && source.includes(e.quote) ? [e.quote] : []));
}

/**
 * The English words of a French explanation: its heading, narration and layer trace (not the example's title and
 * text it shows first, which are its French source, nor the French text's sentences it quotes, nor identifiers: the scenario's file and its names for
 * objects, "[clone]").
 */
function englishIn(explanation: string, allowed: string[], title: string): string[] {
  const [heading, , , ...rest] = explanation.split("\n");
  // The no-break spaces of French typography (the quoted sentences get them too) read as spaces, as in the sources.
  let text = [heading.replace(title, " "), ...rest].filter((line) => !line.startsWith("Scénario")).join("\n").replace(/\[[a-z0-9-]+\]/gu, " ").replaceAll("\u00a0", " ");
  for (const name of allowed) text = text.replaceAll(name, " ");
  return [...new Set(words(text).filter((w) => ENGLISH.has(w)))];
}

describe("French explanations", () => {
  const french = results.filter((r) => r.lang === "fr" && r.run);

  it("cover every French example that runs", () => {
    expect(french.length).toBeGreaterThan(70);
  });

  it("contain no English word, other than card names the French source leaves in English", () => {
    const found = french.map((r) => ({ example: `${r.id} ${r.version}`, english: englishIn(render(r, "fr"), [...quotedSource(r), ...allowedNames(r)], r.title) }));
    expect(found.filter((f) => f.english.length > 0)).toEqual([]);
  });

  it("would be caught with one English word planted", () => {
    const r = french.find((x) => x.id === "706.2#1")!;
    const clean = render(r, "fr");
    const check = (explanation: string) => englishIn(explanation, [...quotedSource(r), ...allowedNames(r)], r.title);
    expect(check(clean)).toEqual([]);
    for (const planted of ["flying", "counter", "tapped", "the", "resolves"])
      expect(check(clean.replace("se résout", `se résout ${planted}`))).toEqual([planted]);
    // A card name is allowed only where the French text itself leaves it in English.
    expect(check(clean.replaceAll("Bâton chimérique", "Chimeric Staff"))).toEqual(["chimeric", "staff"]);
  });
});
