// The strings of the archive's pages (reader, rule history, diff between releases), in both languages; the pages
// hand them to their scripts, which fill in {release}, {section}, {rule}…

import type { Lang } from "../../kb/model.ts";
import { t, typography } from "./i18n.ts";
import { archiveReleases } from "./archive-releases.ts";
import { kept } from "./dataset.ts";

const STRINGS: Record<Lang, Record<string, string>> = {
  en: {
    archive: "Every release",
    archiveIntro: "The official English Comprehensive Rules, every numbered release of the archive ({years}). The releases of the knowledge base are annotated; the others are read as they were published. A section's address is /en/<release>/cr/<section>/#<rule>.",
    needsScript: "This page needs JavaScript (it reads the releases' data); every release's contents and sections read without it.",
    release: "Release",
    contents: "Contents",
    contentsIntro: "Every section of this release, as published.",
    compare: "Compare with another release",
    ruleHistory: "History of this rule",
    otherLanguage: "Français",
    fullTextNote: "The full official English text of {release}, as read from the archive ({file}).",
    noRelease: "The archive has no numbered release dated {release}.",
    noSection: "Section {section} is not in {release}.",
    noRule: "No rule {rule} in {release}.",
    noCounterpart: "{rule} of {version} has no counterpart in this release: the page opens at the top.",
    absentRule: "{rule} is not in this page: it opens at the top of the section.",
    ruleHistoryTitle: "Rule {rule} of {release} through every release",
    ruleHistoryIntro: "Rule {rule} exists from {first} to {last} (followed through its renumberings). Each release where it changed, newest first:",
    neverChanged: "Its wording never changed.",
    added: "added",
    removed: "removed",
    edited: "edited",
    renumbered: "renumbered",
    diffTitle: "Compare two releases",
    diffIntro: "Pick two releases and a section of the first: its rules are followed through every release in between (as `rules trace` does), then compared word by word.",
    from: "From",
    to: "To",
    section: "Section (numbered as in the first release)",
    compareButton: "Compare",
    diffSummary: "{from} → {to}: {changed} changed, {renumbered} renumbered, {typography} in typography only, {unchanged} unchanged.",
    renumberedList: "Renumbered, wording unchanged:",
    typographyList: "Only quotation marks or dashes changed, wording unchanged:",
    annotatedRelease: "annotated",
    alsoCalled: "Also called:",
    ruleHitTitle: "Rule {rule}",
    olderReleases: "The same rule in older releases (its number there)",
    currentRules: "Current rules",
    notCurrent: "Not the current rules: this is the text of {release}.",
    currentSection: "{section} in the current rules",
    currentContents: "The current rules",
    currentRulesHome: "The newest release of the official rules, every section as published; the annotated versions below are older.",
    checkIn: "The engine's check of this example in {release}",
    narrationOf: "Its narration and layer trace, as worded in {release}",
    noCheck: "No engine check: this example is outside the knowledge base's rule areas.",
    parts: "This section is long: it is read in {count} parts.",
    partsLabel: "Parts of this section",
    part: "Part {part}",
    previousPart: "Previous part",
    nextPart: "Next part",
    glossaryLetters: "The Glossary of {release}, letter by letter: {count} terms.",
    glossaryLettersLabel: "Letters of the Glossary",
    glossaryLetter: "Glossary, letter {letter}",
    glossaryOther: "0–9",
  },
  fr: {
    archive: "Toutes les versions",
    archiveIntro: "Les règles complètes officielles en anglais, toutes les versions numérotées de l’archive ({years}). Les versions de la base sont annotées ; les autres se lisent telles que publiées. L’adresse d’une section est /fr/<version>/cr/<section>/#<règle>.",
    needsScript: "Cette page nécessite JavaScript (elle lit les données des versions) ; le sommaire et les sections de chaque version se lisent sans.",
    release: "Version",
    contents: "Sommaire",
    contentsIntro: "Toutes les sections de cette version, telles que publiées (en anglais).",
    compare: "Comparer avec une autre version",
    ruleHistory: "Historique de cette règle",
    otherLanguage: "English",
    fullTextNote: "Le texte officiel anglais complet du {release}, tel que lu dans l’archive ({file}).",
    noRelease: "L’archive n’a pas de version numérotée datée du {release}.",
    noSection: "La section {section} ne figure pas dans la version {release}.",
    noRule: "Pas de règle {rule} dans la version {release}.",
    noCounterpart: "{rule} du {version} n’a pas d’équivalent dans cette version : la page s’ouvre en haut.",
    absentRule: "{rule} ne figure pas dans cette page : elle s’ouvre en haut de la section.",
    ruleHistoryTitle: "La règle {rule} du {release} à travers toutes les versions",
    ruleHistoryIntro: "La règle {rule} existe du {first} au {last} (suivie à travers ses renumérotations). Chaque version où elle a changé, de la plus récente à la plus ancienne :",
    neverChanged: "Son texte n’a jamais changé.",
    added: "ajoutée",
    removed: "supprimée",
    edited: "modifiée",
    renumbered: "renumérotée",
    diffTitle: "Comparer deux versions",
    diffIntro: "Choisissez deux versions et une section de la première : ses règles sont suivies à travers chaque version intermédiaire (comme le fait `rules trace`), puis comparées mot à mot.",
    from: "De",
    to: "À",
    section: "Section (numérotée comme dans la première version)",
    compareButton: "Comparer",
    diffSummary: "{from} → {to} : {changed} modifiées, {renumbered} renumérotées, {typography} modifiées dans la typographie seulement, {unchanged} inchangées.",
    renumberedList: "Renumérotées, texte inchangé :",
    typographyList: "Seuls les guillemets ou les tirets ont changé, texte inchangé :",
    annotatedRelease: "annotée",
    alsoCalled: "Aussi appelé :",
    ruleHitTitle: "Règle {rule}",
    olderReleases: "La même règle dans les versions antérieures (son numéro alors)",
    currentRules: "Règles en vigueur",
    notCurrent: "Ce n’est pas le texte en vigueur : voici celui du {release}.",
    currentSection: "{section} dans les règles en vigueur",
    currentContents: "Les règles en vigueur",
    currentRulesHome: "La version la plus récente des règles officielles (en anglais), chaque section telle que publiée ; les versions annotées ci-dessous sont plus anciennes.",
    checkIn: "La vérification par le moteur de cet exemple dans la version {release}",
    narrationOf: "Sa narration et la trace des couches, tel que rédigé dans la version {release}",
    noCheck: "Pas de vérification par le moteur : cet exemple est hors des domaines de règles de la base annotée.",
    parts: "Cette section est longue : elle se lit en {count} parties.",
    partsLabel: "Parties de cette section",
    part: "Partie {part}",
    previousPart: "Partie précédente",
    nextPart: "Partie suivante",
    glossaryLetters: "Le glossaire du {release}, lettre par lettre : {count} termes.",
    glossaryLettersLabel: "Lettres du glossaire",
    glossaryLetter: "Glossaire, lettre {letter}",
    glossaryOther: "0–9",
  },
};

/** "1999–2026": the years the archive spans, from its releases (the newest is never written down). */
function years(): string {
  const releases = archiveReleases();
  return `${releases[0]!.version.slice(0, 4)}–${releases.at(-1)!.version.slice(0, 4)}`;
}

export function archiveStrings(lang: Lang): Record<string, string> {
  return kept(`archive strings ${lang}`, () => buildStrings(lang));
}

function buildStrings(lang: Lang): Record<string, string> {
  const span = years();
  return {
    ...Object.fromEntries(Object.entries(STRINGS[lang]).map(([k, v]) => [k, typography(v.replace("{years}", span), lang)])),
    site: t(lang, "siteTitle"),
    glossary: t(lang, "glossary"),
    glossaryIntro: t(lang, "glossaryIntro"),
  };
}

export function archiveString(lang: Lang, key: string): string {
  return archiveStrings(lang)[key] ?? key;
}
