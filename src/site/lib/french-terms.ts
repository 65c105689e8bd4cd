// French names of glossary terms, as the project's French rules texts print them. No French glossary exists in
// the sources: each pair here names a term the French texts use for the English glossary's term (a test checks
// that the French rules text prints it). Plurals need no entry: "couches" finds "couche".

export interface FrenchTerm {
  /** The English glossary's term, as printed (in some release of the knowledge base). */
  en: string;
  /** The term as the French rules text prints it. */
  fr: string;
}

export const FRENCH_TERMS: readonly FrenchTerm[] = [
  { en: "Active Player", fr: "joueur actif" },
  { en: "Active Team", fr: "équipe active" },
  { en: "Activated Ability", fr: "capacité activée" },
  { en: "Aura", fr: "Aura" },
  { en: "Characteristic-Defining Ability", fr: "capacité de définition de caractéristique" },
  { en: "Characteristics", fr: "caractéristiques" },
  { en: "Cleanup Step", fr: "étape de nettoyage" },
  { en: "Continuous Effect", fr: "effet continu" },
  { en: "Control, Controller", fr: "contrôleur" },
  { en: "Copiable Values", fr: "valeurs copiables" },
  { en: "Copy", fr: "copie" },
  { en: "Defending Player", fr: "joueur défenseur" },
  { en: "Dependency", fr: "dépendance" },
  { en: "Draw Step", fr: "étape de pioche" },
  { en: "End of Turn Step", fr: "étape de fin" },
  { en: "End Step", fr: "étape de fin" },
  { en: "End the Turn", fr: "terminer le tour" },
  { en: "Ending the Turn", fr: "terminer le tour" },
  { en: "Equipment", fr: "Équipement" },
  { en: "Face Down", fr: "face cachée" },
  { en: "Face Up", fr: "face visible" },
  { en: "Flip a Coin", fr: "pile ou face" },
  { en: "Flip Cards", fr: "carte inversible" },
  { en: "Flipping a Coin", fr: "pile ou face" },
  { en: "Layer", fr: "couche" },
  { en: "Legendary", fr: "légendaire" },
  { en: "Life, Life Total", fr: "points de vie" },
  { en: "Mana Ability", fr: "capacité de mana" },
  { en: "Mana Cost", fr: "coût de mana" },
  { en: "Morph", fr: "mue" },
  { en: "Object", fr: "objet" },
  { en: "Permanent", fr: "permanent" },
  { en: "Priority", fr: "priorité" },
  { en: "Shared Life Total", fr: "total de points de vie commun" },
  { en: "Special Action", fr: "action spéciale" },
  { en: "Split Cards", fr: "double carte" },
  { en: "Stack", fr: "pile" },
  { en: "Static Ability", fr: "capacité statique" },
  { en: "Status", fr: "statut" },
  { en: "Subgame", fr: "sous-partie" },
  { en: "Tapped", fr: "engagé" },
  { en: "Team", fr: "équipe" },
  { en: "Teammate", fr: "coéquipier" },
  { en: "Text-Changing Effect", fr: "effet de changement de texte" },
  { en: "Timestamp Order", fr: "ordre du timestamp" },
  { en: "Token", fr: "jeton" },
  { en: "Trigger, Triggered Ability", fr: "capacité déclenchée" },
  { en: "Triggered Ability", fr: "capacité déclenchée" },
  { en: "Two-Headed Giant", fr: "Troll à deux têtes" },
  { en: "Two-Headed Giant Variant", fr: "Troll à deux têtes" },
  { en: "Type-Changing Effect", fr: "effet de changement de type" },
  { en: "Untapped", fr: "dégagé" },
  { en: "Zone", fr: "zone" },
];
