// Interface strings of the site in both languages (Starlight translates its own chrome: search, theme, menus).

import type { Lang } from "../../kb/model.ts";

// The site's pages import the languages from here, with the interface strings.
export { isLang, LANGS } from "../../kb/model.ts";

export const LANG_LABELS: Record<Lang, string> = { en: "English", fr: "Français" };

const STRINGS = {
  siteTitle: { en: "Magic Rules, annotated", fr: "Règles de Magic annotées" },
  siteTagline: {
    en: "The Comprehensive Rules in English and French, with every worked example checked by a rules engine.",
    fr: "Les règles complètes en français et en anglais, chaque exemple vérifié par un moteur de règles.",
  },
  home: { en: "Home", fr: "Accueil" },
  versions: { en: "Versions", fr: "Versions" },
  version: { en: "Version", fr: "Version" },
  language: { en: "Language", fr: "Langue" },
  contents: { en: "Contents", fr: "Sommaire" },
  contentsOf: { en: "Comprehensive Rules of", fr: "Règles complètes du" },
  cards: { en: "Cards", fr: "Cartes" },
  about: { en: "About the sources", fr: "À propos des sources" },
  changes: { en: "Changes", fr: "Modifications" },
  chapter: { en: "Chapter", fr: "Chapitre" },
  rule: { en: "Rule", fr: "Règle" },
  example: { en: "Example", fr: "Exemple" },
  copyLink: { en: "Copy link to", fr: "Copier le lien vers" },
  annotationNote: { en: "Project note", fr: "Note du projet" },
  annotationCorrection: { en: "Source defect", fr: "Défaut de la source" },
  annotationTranslation: { en: "Translation note", fr: "Note de traduction" },
  annotationNotExecutable: { en: "Not executable", fr: "Non exécutable" },
  commentary: { en: "commentary by this project, not official text", fr: "commentaire de ce projet, pas le texte officiel" },
  printedAs: { en: "Printed in the source:", fr: "Texte imprimé dans la source :" },
  expected: { en: "Should read:", fr: "Devrait être :" },
  renumbered: { en: "printed as", fr: "imprimée" },
  statusPass: { en: "passes", fr: "réussit" },
  statusFail: { en: "fails", fr: "échoue" },
  statusStale: { en: "stale", fr: "périmé" },
  staleExplained: {
    en: "The example text changed since its scenario was written: the scenario must be checked again.",
    fr: "Le texte de l’exemple a changé depuis l’écriture de son scénario : il faut le revérifier.",
  },
  statusMissing: { en: "no scenario yet", fr: "pas encore de scénario" },
  statusNotExecutable: { en: "not executable", fr: "non exécutable" },
  engineCheck: { en: "Engine check", fr: "Vérification par le moteur" },
  narration: { en: "Scenario", fr: "Scénario" },
  layer: { en: "layer", fr: "couche" },
  copiableStage: { en: "copiable values", fr: "valeurs copiables" },
  projectExample: { en: "Project example", fr: "Exemple du projet" },
  // Said at each of them (30 on 613): short. "Project example" already says who wrote it.
  projectExampleNote: { en: "not in the official text", fr: "absent du texte officiel" },
  trace: { en: "Engine trace", fr: "Trace du moteur" },
  missingExplained: {
    en: "No scenario runs this example yet: the engine cannot confirm it.",
    fr: "Aucun scénario n’exécute encore cet exemple : le moteur ne peut pas le confirmer.",
  },
  englishOnly: {
    en: "",
    fr: "Cette section n’existe qu’en anglais pour cette version : le texte officiel anglais est affiché.",
  },
  frenchLags: {
    en: "",
    fr: "La traduction française n’a pas suivi cette version : le texte officiel anglais est affiché.",
  },
  latestFrench: { en: "", fr: "Dernière version traduite :" },
  seeChanges: { en: "See what changed", fr: "Voir les modifications" },
  annotatedVersion: { en: "Annotated page of this section", fr: "Page annotée de cette section" },
  sectionStats: { en: "rules", fr: "règles" },
  examplesLabel: { en: "examples", fr: "exemples" },
  source: { en: "Source:", fr: "Source :" },
  sourceFile: { en: "Source file", fr: "Fichier source" },
  contentsIntro: {
    en: "Every section of this release. Annotated sections open the knowledge base page (annotations, examples checked by the engine); the others open the full official English text.",
    fr: "Toutes les sections de cette version. Les sections annotées ouvrent la page de la base (annotations, exemples vérifiés par le moteur) ; les autres ouvrent le texte officiel anglais complet.",
  },
  annotatedBadge: { en: "annotated", fr: "annotée" },
  homeIntro: {
    en: "Choose a version: its contents list every section of the rules; the annotated sections show each worked example with the result of running it.",
    fr: "Choisissez une version : son sommaire liste toutes les sections des règles ; les sections annotées montrent chaque exemple avec le résultat de son exécution.",
  },
  aboutFiles: { en: "Knowledge-base files and their sources", fr: "Fichiers de la base et leurs sources" },
  searchIntro: {
    en: "Search the rules in English: a rule by its number (706.2a) or by its words, a card by its name. Annotated sections come first, then the full texts, changes and histories; each result gives its release.",
    fr: "Cherchez dans les règles en français : une règle par son numéro (706.2a) ou par ses mots, une carte par son nom. Les sections annotées viennent d’abord, puis les textes intégraux, les modifications et les historiques ; chaque résultat indique sa version.",
  },
  searchNeedsScript: {
    en: "Search needs JavaScript; the contents pages list every section.",
    fr: "La recherche nécessite JavaScript ; les sommaires listent toutes les sections.",
  },
  usedBy: { en: "Used by the examples:", fr: "Utilisée par les exemples :" },
  cardsIntro: {
    en: "The cards the worked examples name, as the engine knows them: names in both languages, the Oracle wording for each version, and the examples whose scenarios use them.",
    fr: "Les cartes citées par les exemples, telles que le moteur les connaît : noms dans les deux langues, texte Oracle de chaque version, et les exemples dont les scénarios les utilisent.",
  },
  cardProblems: {
    en: "Some card or scenario files could not be read; the index shows the others:",
    fr: "Certains fichiers de cartes ou de scénarios n’ont pas pu être lus ; l’index montre les autres :",
  },
  noCards: { en: "No card has been described yet.", fr: "Aucune carte n’est encore décrite." },
  oracle: { en: "Oracle text", fr: "Texte Oracle" },
  unchanged: { en: "unchanged", fr: "inchangée" },
  edited: { en: "edited", fr: "modifiée" },
  added: { en: "added", fr: "ajoutée" },
  removed: { en: "removed", fr: "supprimée" },
  changesSince: { en: "Changes since", fr: "Modifications depuis" },
  changesFrom: { en: "Changes from", fr: "Modifications de" },
  changesMethod: {
    en: "Rules are paired by number, then by text similarity to follow renumberings; examples are compared with their rule. Unchanged rules are not listed.",
    fr: "Les règles sont appariées par numéro, puis par similarité du texte pour suivre les renumérotations ; les exemples sont comparés avec leur règle. Les règles inchangées ne sont pas listées.",
  },
  moved: { en: "moved", fr: "déplacée" },
  split: { en: "split", fr: "scindée" },
  merged: { en: "merged", fr: "fusionnée" },
  referencesOnly: { en: "only cross-reference numbers changed", fr: "seuls des numéros de renvoi ont changé" },
  forcedMatch: { en: "paired by hand:", fr: "appariée à la main :" },
  history: { en: "History of this section since 1999", fr: "Historique de cette section depuis 1999" },
  historyIntro: {
    en: "Every release of the official English rules in which this section changed, followed through its renumberings. Unchanged rules are left out.",
    fr: "Chaque version des règles officielles anglaises où cette section a changé, suivie à travers ses renumérotations. Les règles inchangées sont omises.",
  },
  to: { en: "to", fr: "à" },
  noCounterpart: {
    en: "Rule {rule} of {version} has no counterpart in this version: the page opens at the top of the section.",
    fr: "La règle {rule} du {version} n’a pas d’équivalent dans cette version : la page s’ouvre en haut de la section.",
  },
  nearestRule: {
    en: "{rule} is not in this page: it opens at {nearest}, the nearest rule that is.",
    fr: "{rule} ne figure pas dans cette page : elle s’ouvre à {nearest}, la règle la plus proche qui y figure.",
  },
  absentRule: {
    en: "{rule} is not in this page: it opens at the top of the section.",
    fr: "{rule} ne figure pas dans cette page : elle s’ouvre en haut de la section.",
  },
  translatorView: { en: "Translator view", fr: "Vue du traducteur" },
  translatorIntro: {
    en: "The French and English texts of this version side by side, rule by rule, with the annotations of each and the gaps between them marked. The rules pages:",
    fr: "Les textes français et anglais de cette version côte à côte, règle par règle, avec les annotations de chacun et les écarts entre eux signalés. Les pages des règles :",
  },
  translatorGaps: { en: "Rules or examples only one text has: {n}", fr: "Règles ou exemples qu’un seul des textes contient : {n}" },
  missingInFrench: { en: "Not in the French text.", fr: "Absent du texte français." },
  missingInEnglish: { en: "Not in the English text.", fr: "Absent du texte anglais." },
  checkpoint: { en: "Checkpoint", fr: "Point de contrôle" },
  controller: { en: "controller:", fr: "contrôleur :" },
  changedSince: { en: "changed since the previous checkpoint:", fr: "changé depuis le point de contrôle précédent :" },
  checkDetails: { en: "Scenario and engine trace", fr: "Scénario et trace du moteur" },
  checksTitle: { en: "Engine checks", fr: "Vérifications par le moteur" },
  pageParts: { en: "Parts of this page", fr: "Parties de cette page" },
  pagePart: { en: "part {n} of {count}", fr: "partie {n} sur {count}" },
  checksIntro: {
    en: "Each example of the section as the rules engine ran it: the scenario narrated, the layer trace of each object it looked at, and the scenario file.",
    fr: "Chaque exemple de la section tel que le moteur de règles l’a exécuté : le scénario raconté, la trace des couches de chaque objet examiné, et le fichier du scénario.",
  },
  linkCopied: { en: "Link copied", fr: "Lien copié" },
  notFound: { en: "Page not found", fr: "Page introuvable" },
  notFoundText: {
    en: "No page of the site has this address. The rules of every version are reached from the home page or by search.",
    fr: "Aucune page du site n’a cette adresse. Les règles de chaque version s’ouvrent depuis l’accueil ou par la recherche.",
  },
  api: { en: "API (JSON)", fr: "API (JSON)" },
  apiIntro: {
    en: "Plain JSON for other tools, built with the pages from the same data: versions, rules, examples with their engine status, the cards, each knowledge-base file with the URLs of its references, the changes and histories of each section, and the engine's narration of each example. /api/schema.json gives the JSON Schema of each kind of document.",
    fr: "Du JSON pour d’autres outils, construit avec les pages à partir des mêmes données : versions, règles, exemples et leur résultat dans le moteur, cartes, chaque fichier de la base avec les adresses de ses renvois, les modifications et l’historique de chaque section, et la narration de chaque exemple par le moteur. /api/schema.json donne le schéma JSON de chaque sorte de document.",
  },
  searchTitle: { en: "Search", fr: "Rechercher" },
  kindFullText: { en: "full text", fr: "texte intégral (anglais)" },
  kindGlossary: { en: "glossary", fr: "glossaire" },
  outcomes: { en: "Outcomes across releases", fr: "Résultats d’une version à l’autre" },
  outcomesIntro: {
    en: "Every scenario of the project run under the rules of each release that has a RuleSet: between two consecutive releases whose behaviours differ, the scenarios that come out differently, the rules that explain it and the expectations that hold under one release only.",
    fr: "Chaque scénario du projet exécuté selon les règles de chaque version qui a un RuleSet : entre deux versions consécutives dont les comportements diffèrent, les scénarios dont le résultat change, les règles qui l’expliquent et les attentes qui ne tiennent que dans l’une des deux versions.",
  },
  outcomesStep: { en: "{changed} of {scenarios} scenarios come out differently", fr: "{changed} scénarios sur {scenarios} changent de résultat" },
  outcomesBehaviours: { en: "Behaviours that differ:", fr: "Comportements qui diffèrent :" },
  outcomesExplained: { en: "explained by", fr: "expliqué par" },
  outcomesOnlyIn: { en: "only in {versions}:", fr: "seulement dans {versions} :" },
  outcomesGameUnder: { en: "the game under {version}:", fr: "la partie selon {version} :" },
  outcomesOtherwise: { en: "otherwise:", fr: "sinon :" },
  outcomeTimeline: { en: "Outcome across releases", fr: "Résultat d’une version à l’autre" },
  outcomeSame: {
    en: "The same under the rules of every release with a RuleSet ({steps} changes of behaviour between them).",
    fr: "Le même selon les règles de chaque version qui a un RuleSet ({steps} changements de comportement entre elles).",
  },
  outcomeChanges: { en: "Comes out differently:", fr: "Change de résultat :" },
  failureSetup: { en: "setting up the game", fr: "mise en place de la partie" },
  failureAction: { en: "action {n}", fr: "action {n}" },
  failureAllowed: { en: "the action was allowed, where the scenario expects a refusal under rule {rule}", fr: "l’action a été permise, alors que le scénario attend un refus selon la règle {rule}" },
  failureNoVariant: { en: "the rules of {version} have no Two-Headed Giant variant ({rule})", fr: "les règles du {version} n’ont pas de variante Troll à deux têtes ({rule})" },
  failureAbsentRule: {
    en: "the rules of {version} do not have the rule the engine applies here ({rule} in {release})",
    fr: "les règles du {version} n’ont pas la règle que le moteur applique ici ({rule} au {release})",
  },
  failureAbsent: { en: "the rules of {version} do not have the rule the engine applies here", fr: "les règles du {version} n’ont pas la règle que le moteur applique ici" },
  failureExpected: { en: "{field}: expected {expected}, got {got}", fr: "{field} : attendu {expected}, obtenu {got}" },
  glossary: { en: "Glossary", fr: "Glossaire" },
  glossaryIntro: {
    en: "The Glossary of this release, as printed at the end of its Comprehensive Rules.",
    fr: "Le glossaire de cette version, tel qu’imprimé à la fin de ses règles complètes. Il n’existe qu’en anglais : les définitions sont en anglais, et le terme français est donné quand les règles françaises du projet l’emploient.",
  },
  glossaryLinked: { en: "The annotated pages link the terms of their rules here.", fr: "Les pages annotées relient ici les termes de leurs règles." },
  kindHistory: { en: "history", fr: "historique" },
  kindChanges: { en: "changes", fr: "modifications" },
  kindEnglishText: { en: "English text", fr: "texte anglais" },
  wordingUnchanged: { en: "wording unchanged:", fr: "texte inchangé :" },
  comparedInEnglish: {
    en: "",
    fr: "Cette version n’a pas de texte français : ce sont les textes anglais qui sont comparés.",
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type StringKey = keyof typeof STRINGS;

/** The search page's own strings ({term} is what was searched for, {count} how many results), in both languages. */
export const SEARCH_STRINGS = {
  en: {
    placeholder: "Rule number, words, card name",
    label: "Search the rules",
    release: "Release",
    everyRelease: "Every release",
    more: "More results",
    zero: "Nothing found for “{term}”",
    one: "{count} result for “{term}”",
    many: "{count} results for “{term}”",
    searching: "Searching for “{term}”…",
    failed: "Search could not read its index (no network?): offline, it reads only what this device has kept.",
  },
  fr: {
    placeholder: "Numéro de règle, mots, nom de carte",
    label: "Rechercher dans les règles",
    release: "Version",
    everyRelease: "Toutes les versions",
    more: "Plus de résultats",
    zero: "Aucun résultat pour « {term} »",
    one: "{count} résultat pour « {term} »",
    many: "{count} résultats pour « {term} »",
    searching: "Recherche de « {term} »…",
    failed: "La recherche n’a pas pu lire son index (pas de réseau ?) : hors ligne, elle ne lit que ce que cet appareil a conservé.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export function t(lang: Lang, key: StringKey): string {
  return typography(STRINGS[key][lang], lang);
}

/**
 * French typography for display: a no-break space inside « guillemets » and before : ; ! ? so that they never
 * start or end a line apart from their word. Only what the page shows changes, never the knowledge base's text.
 */
export function typography(text: string, lang: Lang): string {
  if (lang !== "fr") return text;
  return text.replace(/« /gu, "«\u00a0").replace(/ ([»:;!?])/gu, "\u00a0$1");
}

/** Words counted: singular and plural, by language (French 0 and 1 are singular). */
const COUNTED = {
  rule: { en: ["rule", "rules"], fr: ["règle", "règles"] },
  example: { en: ["example", "examples"], fr: ["exemple", "exemples"] },
  pass: { en: ["passing", "passing"], fr: ["réussi", "réussis"] },
  fail: { en: ["failing", "failing"], fr: ["en échec", "en échec"] },
  stale: { en: ["stale", "stale"], fr: ["périmé", "périmés"] },
  missing: { en: ["without a scenario", "without a scenario"], fr: ["sans scénario", "sans scénario"] },
  "not-executable": { en: ["not executable", "not executable"], fr: ["non exécutable", "non exécutables"] },
  unchanged: { en: ["unchanged", "unchanged"], fr: ["inchangée", "inchangées"] },
  edited: { en: ["edited", "edited"], fr: ["modifiée", "modifiées"] },
  moved: { en: ["moved", "moved"], fr: ["déplacée", "déplacées"] },
  renumbered: { en: ["renumbered", "renumbered"], fr: ["renumérotée", "renumérotées"] },
  added: { en: ["added", "added"], fr: ["ajoutée", "ajoutées"] },
  removed: { en: ["removed", "removed"], fr: ["supprimée", "supprimées"] },
  change: { en: ["change", "changes"], fr: ["modification", "modifications"] },
  release: { en: ["release", "releases"], fr: ["version", "versions"] },
  result: { en: ["result", "results"], fr: ["résultat", "résultats"] },
  counter: { en: ["counter", "counters"], fr: ["marqueur", "marqueurs"] },
  otherAbility: { en: ["other ability", "other abilities"], fr: ["autre capacité", "autres capacités"] },
} as const satisfies Record<string, Record<Lang, readonly [string, string]>>;

export type CountedKey = keyof typeof COUNTED;

const pluralRules = { en: new Intl.PluralRules("en"), fr: new Intl.PluralRules("fr") };

/** "1 rule", "2 rules"; "0 exemple", "2 exemples", "18 réussis" (no-break space between number and word). */
export function count(lang: Lang, n: number, key: CountedKey): string {
  return `${n.toLocaleString(lang)}\u00a0${agreeing(lang, n, key)}`;
}

/** The word alone, agreeing with `n`: "renumérotées" for 29 rules. */
export function agreeing(lang: Lang, n: number, key: CountedKey): string {
  const [one, other] = COUNTED[key][lang];
  return pluralRules[lang].select(n) === "one" ? one : other;
}
