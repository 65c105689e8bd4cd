// The prose of the "about the sources" page, in both languages.

import type { Lang } from "../../kb/model.ts";

export const ABOUT: Record<Lang, string[]> = {
  en: [
    "The English text is the official Magic: The Gathering Comprehensive Rules as Wizards of the Coast published them, from an archive of 96 releases (1997–2021) kept byte for byte in the project (sources/cr). Rules text © Wizards of the Coast; this site is an unofficial project.",
    "The French text comes from page dumps of two French rules sites (sources/fr): “Règles MAGIC 5.2” for sections 503–511 of the 2007 numbering, and the 2011 translation for 706, 613, 810 and 115, with the French table of contents of the whole rules. There is no French text for 2011-09-30: its French pages show the English text and say so.",
    "The knowledge base (rules/<version>/<lang>/<section>.md) keeps the official text exactly: the project's check compares every rule and example with its source after whitespace normalisation. Defects of the sources (misnumbered rules, lost mana symbols, untranslated sentences, differences of meaning) are kept verbatim and marked by a framed annotation; annotations are always commentary by the project, never official text.",
    "Each worked example is meant to run as a scenario in the project's rules engine, under the rules of every version it appears in; the panel under each example gives the result of that run.",
  ],
  fr: [
    "Le texte anglais est celui des règles complètes officielles de Magic: The Gathering publiées par Wizards of the Coast, tiré d’une archive de 96 versions (1997–2021) conservées octet pour octet dans le projet (sources/cr). Texte des règles © Wizards of the Coast ; ce site est un projet non officiel.",
    "Le texte français provient de copies de pages de deux sites de règles français (sources/fr) : « Règles MAGIC 5.2 » pour les sections 503 à 511 de la numérotation de 2007, et la traduction de 2011 pour 706, 613, 810 et 115, avec le sommaire français de l’ensemble des règles. Il n’existe pas de texte français pour le 2011-09-30 : ses pages françaises affichent le texte anglais et le signalent.",
    "La base (rules/<version>/<langue>/<section>.md) conserve exactement le texte officiel : la vérification du projet compare chaque règle et chaque exemple à sa source, espaces normalisés. Les défauts des sources (numéros erronés, symboles de mana perdus, phrases non traduites, différences de sens) sont conservés tels quels et signalés par une annotation encadrée ; les annotations sont toujours des commentaires du projet, jamais le texte officiel.",
    "Chaque exemple doit s’exécuter comme un scénario dans le moteur de règles du projet, selon les règles de chaque version où il figure ; le panneau sous chaque exemple donne le résultat de cette exécution.",
  ],
};
