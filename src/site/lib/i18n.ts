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
  projectExampleNote: {
    en: "written by this project to exercise the rule; not in the official text",
    fr: "écrit par ce projet pour mettre la règle à l’épreuve ; absent du texte officiel",
  },
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
  crPageNote: {
    en: "The full official English text of this release, as read from the archive. Sections of the annotated knowledge base link to their annotated pages.",
    fr: "Le texte officiel anglais complet de cette version, tel que lu dans l’archive. Les sections de la base annotée renvoient à leurs pages annotées.",
  },
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
    en: "Search the annotated sections in English: a rule by its number (706.2a) or by its words.",
    fr: "Cherchez dans les sections annotées en français : une règle par son numéro (706.2a) ou par ses mots.",
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
  referencesOnly: { en: "only cross-reference numbers changed", fr: "seuls des numéros de renvoi ont changé" },
  forcedMatch: { en: "paired by hand:", fr: "appariée à la main :" },
  history: { en: "History of this section since 1999", fr: "Historique de cette section depuis 1999" },
  historyIntro: {
    en: "Every release of the official English rules in which this section changed, followed through its renumberings. Unchanged rules are left out.",
    fr: "Chaque version des règles officielles anglaises où cette section a changé, suivie à travers ses renumérotations. Les règles inchangées sont omises.",
  },
  to: { en: "to", fr: "à" },
} as const satisfies Record<string, Record<Lang, string>>;

export type StringKey = keyof typeof STRINGS;

export function t(lang: Lang, key: StringKey): string {
  return STRINGS[key][lang];
}
