// The strings of the archive's pages (reader, rule history, diff between releases), in both languages; the pages
// hand them to their scripts, which fill in {release}, {section}, {rule}…

import type { Lang } from "../../kb/model.ts";
import { t, typography } from "./i18n.ts";

const STRINGS: Record<Lang, Record<string, string>> = {
  en: {
    archive: "Every release",
    archiveIntro: "The official English Comprehensive Rules, every numbered release of the archive (1999–2021). The releases of the knowledge base are annotated; the others are read as they were published. A section's address is /en/<release>/cr/<section>/#<rule>.",
    needsScript: "Reading the releases outside the knowledge base needs JavaScript (their texts are loaded as data); the annotated versions read without it.",
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
    diffSummary: "{from} → {to}: {changed} changed, {renumbered} renumbered, {unchanged} unchanged.",
    renumberedList: "Renumbered, wording unchanged:",
  },
  fr: {
    archive: "Toutes les versions",
    archiveIntro: "Les règles complètes officielles en anglais, toutes les versions numérotées de l’archive (1999–2021). Les versions de la base sont annotées ; les autres se lisent telles que publiées. L’adresse d’une section est /fr/<version>/cr/<section>/#<règle>.",
    needsScript: "La lecture des versions hors de la base nécessite JavaScript (leurs textes sont chargés comme données) ; les versions annotées se lisent sans.",
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
    diffSummary: "{from} → {to} : {changed} modifiées, {renumbered} renumérotées, {unchanged} inchangées.",
    renumberedList: "Renumérotées, texte inchangé :",
  },
};

export function archiveStrings(lang: Lang): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(STRINGS[lang]).map(([k, v]) => [k, typography(v, lang)])), site: t(lang, "siteTitle"), glossary: t(lang, "glossary"), glossaryIntro: t(lang, "glossaryIntro") };
}

export function archiveString(lang: Lang, key: string): string {
  return archiveStrings(lang)[key] ?? key;
}
