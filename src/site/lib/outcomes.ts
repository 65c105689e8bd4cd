// The outcome timeline for the site (src/diff/outcomes.ts, what `rules history <example>` prints): between each
// pair of consecutive releases with RuleSets whose behaviours differ, the scenarios that come out differently, and
// for one scenario the steps where its outcome changes. Computed once a build: every scenario under each RuleSet.

import { RELEASES } from "../../engine/citations.ts";
import { citationHistory } from "../../engine/cited-rules.ts";
import type { Color, Localized } from "../../engine/cards.ts";
import { CATALOGUES, renderRefusal } from "../../engine/messages/render.ts";
import { outcomeTimeline, type OutcomeDiff, type ScenarioOutcome } from "../../diff/outcomes.ts";
import type { Lang } from "../../kb/model.ts";
import type { ScenarioFailure } from "../../scenarios/run.ts";
import type { Because } from "../../scenarios/schema.ts";
import { t, typography } from "./i18n.ts";
import { KB_ROOT } from "./knowledge-base.ts";
import { engineData } from "./example-results.ts";
import { kept } from "./dataset.ts";
import { fill } from "./fill.ts";

/** The outcome timeline of the dataset's scenarios. */
export function siteOutcomeTimeline(): OutcomeDiff[] {
  return kept("outcome timeline", () => outcomeTimeline(KB_ROOT, [...engineData().scenarios.values()]));
}

export interface OutcomeStep {
  from: string;
  to: string;
  outcome: ScenarioOutcome;
}

/** The steps of the timeline where a scenario (by file) comes out differently, oldest first. */
export function scenarioTimeline(file: string): OutcomeStep[] {
  return siteOutcomeTimeline().flatMap((diff) => diff.differing.filter((o) => o.file === file).map((outcome) => ({ from: diff.from, to: diff.to, outcome })));
}

/** A line of text, with its language when it is not the page's (a message the engine has in English only). */
export interface Worded {
  text: string;
  lang?: Lang;
}

const FIELDS_FR: Record<string, string> = {
  power: "force", toughness: "endurance", "base power": "force de base", "base toughness": "endurance de base",
  colors: "couleurs", abilities: "capacités", name: "nom", types: "types", subtypes: "sous-types", supertypes: "surtypes",
  "mana cost": "coût de mana", "converted mana cost": "coût converti de mana", "mana pool": "réserve de mana",
  life: "points de vie", lost: "a perdu", won: "a gagné", "poison counters": "marqueurs poison", "life lost this turn": "points de vie perdus ce tour-ci", controller: "contrôleur",
  zone: "zone", tapped: "engagé", "face down": "face cachée", flipped: "inversé", "hand size": "cartes en main",
  "library size": "cartes dans la bibliothèque", "copiable power": "force copiable", "copiable toughness": "endurance copiable",
  "copiable name": "nom copiable", "copiable colors": "couleurs copiables", "copiable types": "types copiables",
  "copiable abilities": "capacités copiables", "chosen color": "couleur choisie", "chosen creature type": "type de créature choisi",
  "every creature type": "tous les types de créature", number: "nombre", priority: "priorité", "protection from": "protection contre",
  step: "étape", "active player": "joueur actif", "visible to": "visible pour", count: "nombre", size: "taille",
  "has ability": "a la capacité", "lacks ability": "n’a pas la capacité", "layers applied": "couches appliquées", mode: "mode",
  targets: "cibles", copy: "copie", stack: "pile", "ability using a chosen value": "capacité utilisant une valeur choisie",
  "attached to": "attaché à", "applied in timestamp order": "appliqué dans l’ordre du timestamp",
};

/** Values the runner gives in words of its own, in French. */
const VALUES_FR: Record<string, string> = {
  "not separate from modifications under these rules": "non distinctes des modifications selon ces règles",
  "(empty)": "(vide)",
};

function value(v: unknown, lang: Lang): string {
  if (lang === "en") return JSON.stringify(v);
  if (v === true) return "oui";
  if (v === false) return "non";
  if (v === null || v === undefined) return "aucun";
  if (typeof v === "string") return typography(`« ${VALUES_FR[v] ?? CATALOGUES.fr.colors[v as Color] ?? v} »`, "fr");
  if (Array.isArray(v)) return `[${v.map((x) => value(x, lang)).join(", ")}]`;
  return String(v);
}

/** The rule the engine cites for `key` in the release nearest `version` that has one (after it first, else before). */
function nearestCitation(key: string, version: string): { rule: string; release: string } | undefined {
  const at = RELEASES.indexOf(version);
  const cited = (citationHistory(key) ?? []).flatMap(([release, rule]) => (rule === null ? [] : [{ rule, release }]));
  const after = cited.find((c) => RELEASES.indexOf(c.release) > at);
  return after ?? cited.filter((c) => RELEASES.indexOf(c.release) <= at).pop();
}

/**
 * A failure of a scenario under the rules of `version`, in the page's language, from its data (the runner's own
 * message is English, and names the engine's files): where it happened, then what — the refusal with the rule cited,
 * the rule these rules lack (cited as the engine cites it in the nearest release that has it), the value found.
 */
export function failureWords(failure: ScenarioFailure, version: string, lang: Lang): Worded {
  const { at, cause } = failure;
  const where = "setup" in at ? t(lang, "failureSetup") : "action" in at ? fill(t(lang, "failureAction"), { n: at.action }) : at.subject;
  const say = (text: string): Worded => ({ text: `${where}${lang === "fr" ? "\u00a0:" : ":"} ${text}` });
  if ("refused" in cause) return say(`${renderRefusal(cause.refused, lang)} (${cause.rule})`);
  if ("allowed" in cause) return say(fill(t(lang, "failureAllowed"), { rule: cause.allowed }));
  if ("absent" in cause) {
    const absent = cause.absent;
    if ("variant" in absent) return say(fill(t(lang, "failureNoVariant"), { version, rule: absent.rule }));
    const nearest = nearestCitation(absent.citation, version);
    return say(nearest ? fill(t(lang, "failureAbsentRule"), { version, ...nearest }) : fill(t(lang, "failureAbsent"), { version }));
  }
  if ("field" in cause) {
    const field = lang === "fr" ? FIELDS_FR[cause.field] : cause.field;
    if (field === undefined) return { text: failure.problem, lang: "en" };
    return say(fill(t(lang, "failureExpected"), { field, expected: value(cause.expected, lang), got: value(cause.got, lang) }));
  }
  return lang === "en" ? { text: failure.problem } : { text: failure.problem, lang: "en" };
}

/** The outcome's scenario title and the sentences its expectations quote, in the page's language where the scenario has it. */
export function scenarioWords(file: string, lang: Lang): { title(english: string): Worded; because(english: string): Worded } {
  const scenario = engineData().scenarios.get(file);
  const quoted = new Map<string, Because>();
  for (const action of scenario?.actions ?? []) {
    if ("expect" in action) for (const e of [action.expect].flat()) quoted.set(typeof e.because === "string" ? e.because : e.because.en, e.because);
  }
  const inLang = (english: string, text: Localized | string | undefined): Worded => {
    const translated = typeof text === "object" ? text[lang] : lang === "en" ? text : undefined;
    return translated ? { text: typography(translated, lang) } : { text: english, lang: "en" };
  };
  return {
    title: (english) => inLang(english, scenario?.title),
    because: (english) => inLang(english, quoted.get(english)),
  };
}
