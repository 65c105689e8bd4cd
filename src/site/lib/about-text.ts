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

/**
 * The notes beside the sources (sources/cr/README.md, sources/fr/README.md), as the French page shows them: the
 * English page shows the READMEs themselves. Markdown; a change to a README is a change here too.
 */
export const SOURCES_FR: Record<"sources/cr" | "sources/fr", string> = {
  "sources/cr": `# Règles complètes officielles en anglais, 1997–2021

96 versions en texte brut des règles complètes de Magic: The Gathering, telles que Wizards of the Coast les a
publiées, nommées \`cr-<date d’entrée en vigueur>-<code d’extension>.txt\`. Texte des règles © Wizards of the Coast.
Provenance : le dépôt public multimeric/VensersJournal, dossier static/rules/, commit
c13883b05eabb5fb7beac60200ea14e18ab47062 (fichiers ajoutés par 9b20c2de9f733fa3e63ea6e941d35f84fdec2bcd).

Les octets sont ceux de la publication, si bien qu’un importateur rencontre les vrais formats :
- les fins de ligne varient : CR seul (fichiers de 2007), CRLF (2008–2012), LF ou CR ensuite ;
- tous sont en UTF-8, 18 avec une marque d’ordre des octets ; guillemets et tirets typographiques dans certains, ASCII pur dans d’autres ;
- la ligne de titre varie (« Magic: The Gathering Comprehensive Rules », « _Magic: The Gathering_ … » avec des
  soulignés pour l’italique, une bannière « // » ou « ===== » égarée, « COMPREHENSIVE RULES » en capitales) ;
- les anciens fichiers disent « current as of », les récents « effective as of » ; le fichier de 1997 est un livre
  de règles recomposé, pas au format numéroté des règles complètes, et ceux de 1999 précèdent certaines des conventions suivantes ;
- sections \`100.\`, règles \`100.1.\` (point final), sous-règles \`100.1a\` (sans point ; les lettres sautent l et o) ;
- les exemples sont des lignes distinctes commençant par \`Example:\`, juste sous leur règle ;
- le sommaire répète le titre de chaque section avant les règles ; le glossaire et les crédits suivent les règles.`,
  "sources/fr": `# Sources des règles françaises

Les cinq textes dont viennent les règles françaises du projet, conservés tels que reçus (copies de pages de deux
sites de règles français ; les symboles de mana, qui étaient des images, en sont absents).

| fichier | contenu | intitulé français | règles anglaises suivies |
|---|---|---|---|
| 000_8d0801848f1f0fa0.txt | règles 503–511 (copie d’objets, face cachée, cartes doubles, sous-parties, contrôle du tour d’un autre joueur, cartes inversibles, fin du tour, statut, pile ou face) | « Règles MAGIC 5.2 » | numérotation d’avant M10 ; le texte anglais le plus proche est celui du 2007-10-01 (Lorwyn), la 506 étant traduite d’un texte antérieur et la 504.8 absente |
| 001_5cdce41f886ec47f.txt | règle 706, copier des objets | « Règles US [30/09/2011] Règles FR [04/02/2011] » | 2011-02-04 (Mirrodin assiégé) |
| 002_3684f206f720815f.txt | règle 613, interaction des effets continus (couches) | idem | 2011-02-04 |
| 003_8cadefed89bb4c27.txt | tout le sommaire des règles, puis la règle 810, Troll à deux têtes (numéros de règle souvent collés à la phrase précédente) | idem | 2011-02-04 |
| 004_57fae7db884d5ec6.txt | règle 115, actions spéciales | idem | 2011-02-04 |

Défauts connus des sources, à conserver tels quels et à annoter, jamais à corriger en silence : 706.8c figure deux
fois (la seconde est 706.8d en anglais) ; « Coucher 6 » pour « Couche 6 » en 613.1f ; 503.10 commence par une phrase
anglaise non traduite ; numéros de règle collés à la phrase précédente en 810 (« …chacune.810.2. ») ; symboles de
mana et d’engagement perdus (« (une créature avec Mue ) ») ; « règle510.1 ».

Là où les textes français et leurs équivalents anglais diffèrent d’étendue : 003_… s’arrête après 810.9d (le texte
anglais du 2011-02-04 continue avec 810.9e–810.9h et 810.10) ; 000_… n’a pas de 504.8 ; sa 506 suit un texte anglais
plus ancien que le reste. Ce sont des lacunes des sources, à montrer comme telles (annotations de parité), jamais à
combler par du français inventé.`,
};
