// Words for what an effect does, in English and French, for traces and narration.
import type { AbilityDef, CardType, Color, ContinuousDef, Localized, ValueExpr } from "./cards.ts";
import type { PartKind } from "./ruleset.ts";
import type { CopyEffectDef } from "./state.ts";

export interface PartDescription {
  en: string;
  fr: string;
}

/** The languages of the knowledge base are the languages the engine narrates in. */
export type { Lang } from "../kb/model.ts";
import type { Lang } from "../kb/model.ts";

const COLOR_WORDS: Record<Color, Localized & { fr: string }> = {
  white: { en: "white", fr: "blanc" },
  blue: { en: "blue", fr: "bleu" },
  black: { en: "black", fr: "noir" },
  red: { en: "red", fr: "rouge" },
  green: { en: "green", fr: "vert" },
};
const TYPE_WORDS: Record<CardType, { en: string; fr: string }> = {
  artifact: { en: "artifact", fr: "artefact" },
  creature: { en: "creature", fr: "créature" },
  enchantment: { en: "enchantment", fr: "enchantement" },
  instant: { en: "instant", fr: "éphémère" },
  land: { en: "land", fr: "terrain" },
  planeswalker: { en: "planeswalker", fr: "planeswalker" },
  sorcery: { en: "sorcery", fr: "rituel" },
  tribal: { en: "tribal", fr: "tribal" },
  plane: { en: "plane", fr: "plan" },
};
const KEYWORD_WORDS: Record<string, { en: string; fr: string }> = {
  flying: { en: "flying", fr: "le vol" },
  trample: { en: "trample", fr: "le piétinement" },
  haste: { en: "haste", fr: "la célérité" },
  morph: { en: "morph", fr: "la mue" },
  fading: { en: "fading", fr: "l'évanescence" },
  protection: { en: "protection", fr: "la protection" },
  defender: { en: "defender", fr: "le défenseur" },
  "first-strike": { en: "first strike", fr: "l'initiative" },
  "double-strike": { en: "double strike", fr: "la double initiative" },
  suspend: { en: "suspend", fr: "la suspension" },
};

export function colorWord(c: string, lang: Lang): string {
  return COLOR_WORDS[c as Color]?.[lang] ?? c;
}
export function typeWord(t: string, lang: Lang): string {
  return TYPE_WORDS[t as CardType]?.[lang] ?? t;
}
export function keywordWord(k: string, lang: Lang): string {
  return KEYWORD_WORDS[k]?.[lang] ?? k;
}
export function localized(text: Localized | null, lang: Lang): string {
  if (!text) return lang === "fr" ? "(sans nom)" : "(no name)";
  return (lang === "fr" ? text.fr : undefined) ?? text.en;
}

function signed(n: ValueExpr): string {
  return typeof n === "number" ? (n >= 0 ? `+${n}` : `${n}`) : "+X";
}
function plain(n: ValueExpr, lang: Lang): string {
  const fr = lang === "fr";
  if (typeof n === "number") return String(n);
  if (n === "X") return "X";
  if ("count" in n) {
    const q = n.count;
    const what = (q.filter?.types ?? []).map((t) => typeWord(t, lang)).join(" ") || (fr ? "objets" : "objects");
    const where = fr ? `(${q.zone === "battlefield" ? "champ de bataille" : q.zone === "graveyard" ? "cimetière" : q.zone})` : `(${q.zone})`;
    return fr ? `le nombre de ${what} ${where}` : `the number of ${what} ${where}`;
  }
  if ("cardTypesAmong" in n) return fr ? "le nombre de types de carte (cimetières)" : "the number of card types (graveyards)";
  if ("sum" in n) return n.sum.map((e) => plain(e, lang)).join(" + ");
  return fr ? "une quantité calculée" : "a computed amount";
}

function abilityWords(defs: AbilityDef[], lang: Lang): string {
  return defs.map((d) => ("keyword" in d ? keywordWord(d.keyword, lang) : lang === "fr" ? `« ${d.id} »` : `"${d.id}"`)).join(", ");
}

function describeDef(def: ContinuousDef, kind: PartKind, chosenColor: string | undefined, lang: Lang): string {
  const fr = lang === "fr";
  switch (kind) {
    case "control":
      return fr ? "changement de contrôle" : "control change";
    case "text":
      return fr ? "a le texte complet de la carte du dessus du cimetière" : "has the full text of the top card of the graveyard";
    case "type": {
      const words: string[] = [];
      if (def.types?.set) words.push((fr ? "devient " : "becomes ") + def.types.set.map((t) => typeWord(t, lang)).join(" "));
      if (def.types?.add) words.push((fr ? "est aussi " : "is also ") + def.types.add.map((t) => typeWord(t, lang)).join(" "));
      if (def.types?.remove) words.push((fr ? "n'est plus " : "is no longer ") + def.types.remove.map((t) => typeWord(t, lang)).join(" "));
      if (def.subtypes?.add || def.subtypes?.set)
        words.push((fr ? "sous-types " : "subtypes ") + [...(def.subtypes.add ?? []), ...(def.subtypes.set ?? [])].join(" "));
      return words.join(", ");
    }
    case "color": {
      const colors = def.colors!;
      if ("choose" in colors) return (fr ? "devient " : "becomes ") + (chosenColor ? colorWord(chosenColor, lang) : "?");
      return (fr ? "devient " : "becomes ") + colors.set.map((c) => (typeof c === "string" ? colorWord(c, lang) : fr ? "la couleur choisie" : "the chosen color")).join(fr ? " et " : " and ");
    }
    case "ability": {
      const a = def.abilities!;
      const parts: string[] = [];
      if (a.removeAll) parts.push(fr ? "perd toutes ses capacités" : "loses all abilities");
      if (a.remove) parts.push((fr ? "perd " : "loses ") + a.remove.map((k) => keywordWord(k, lang)).join(", "));
      if (a.add?.length) parts.push((fr ? "acquiert " : "gains ") + abilityWords(a.add, lang));
      return parts.join(", ");
    }
    case "pt-cda":
    case "pt-set":
      return `${fr ? "force/endurance fixées à" : "power/toughness set to"} ${plain(def.setPT![0], lang)}/${plain(def.setPT![1], lang)}`;
    case "pt-modify-static":
    case "pt-modify-other":
      return `${signed(def.modifyPT![0])}/${signed(def.modifyPT![1])}`;
    case "pt-switch":
      return fr ? "force et endurance échangées" : "power and toughness switched";
    default:
      return kind;
  }
}

export type PartInput =
  | { def: ContinuousDef; kind: PartKind; chosenColor?: string }
  | { copy: CopyEffectDef }
  | { faceDown: true }
  | { flipped: true }
  | { counters: { plus: number; minus: number } };

export function describePart(input: PartInput): PartDescription {
  const both = (f: (lang: Lang) => string): PartDescription => ({ en: f("en"), fr: f("fr") });
  if ("def" in input) return both((lang) => describeDef(input.def, input.kind, input.chosenColor, lang));
  if ("copy" in input) {
    const copy = input.copy;
    return both((lang) => {
      const name = localized(copy.originalName, lang);
      const base = lang === "fr" ? `copie de ${name}` : `copy of ${name}`;
      const except: string[] = [];
      if (copy.except?.keepColor) except.push(lang === "fr" ? "garde sa couleur" : "keeps its color");
      if (copy.except?.setColors) except.push((lang === "fr" ? "est " : "is ") + copy.except.setColors.map((c) => colorWord(c, lang)).join(", "));
      if (copy.except?.keepPT) except.push((lang === "fr" ? "reste " : "still ") + copy.except.keepPT.join("/"));
      if (copy.except?.addTypes) except.push((lang === "fr" ? "est aussi " : "also ") + copy.except.addTypes.map((t) => typeWord(t, lang)).join(", "));
      if (copy.except?.gains?.length || copy.except?.gainsThisAbility) except.push(lang === "fr" ? "acquiert une capacité" : "gains an ability");
      return except.length ? `${base} (${lang === "fr" ? "excepté : " : "except: "}${except.join("; ")})` : base;
    });
  }
  if ("faceDown" in input)
    return { en: "face down: 2/2 creature with no name, text, subtypes or mana cost", fr: "face cachée : créature 2/2 sans nom, texte, sous-type ni coût de mana" };
  if ("flipped" in input) return { en: "flipped: alternative characteristics", fr: "inversée : caractéristiques alternatives" };
  const { plus, minus } = input.counters;
  return {
    en: [plus ? `${plus} +1/+1 counter(s)` : "", minus ? `${minus} -1/-1 counter(s)` : ""].filter(Boolean).join(", "),
    fr: [plus ? `${plus} marqueur(s) +1/+1` : "", minus ? `${minus} marqueur(s) -1/-1` : ""].filter(Boolean).join(", "),
  };
}
