// The shape of a message catalogue, and rendering. One catalogue per language (en.ts, fr.ts), checked by the
// compiler: every narration event, refusal reason, keyword, card type and colour has a message in each language.
import type { CardName, CardType, Color, Keyword, Localized } from "../cards.ts";
import type { Lang } from "../../kb/model.ts";
import { GLOSSARY_CITATION } from "../citations.ts";
import { formatPool, poolTotal, type ManaPool } from "../mana.ts";
import type { EffectDescription, NarrationEvent, ObjectRef, ObjectSnapshot, OrderReason, Recipient, RefusalReason, StackChoices } from "../narration.ts";

export type EventOf<A extends NarrationEvent["action"]> = Extract<NarrationEvent, { action: A }>;
type ReasonOf<R extends RefusalReason["reason"]> = Extract<RefusalReason, { reason: R }>;

/** What a catalogue's messages may call: its own words, and the rendering of names and effects. */
export interface Words {
  readonly lang: Lang;
  /** A text in this language (French where the sources give one, else the English). */
  text(t: Localized): string;
  /** A card's name, with its article in French (« le Bâton chimérique »). */
  name(n: CardName): string;
  object(ref: ObjectRef): string;
  objects(refs: ObjectRef[]): string;
  recipient(r: Recipient): string;
  /** " (X=5, mode 2, targeting Bianca)", or "" when no choice was made. */
  choices(c: StackChoices): string;
  effect(d: EffectDescription): string;
  /** The mana in a pool, as symbols: "{U}{U}". */
  pool(p: ManaPool): string;
  color(c: Color | string): string;
  cardType(t: CardType | string): string;
  keyword(k: Keyword | string): string;
  subtype(s: string): string;
  counter(kind: string): string;
  refusal(r: RefusalReason): string;
  /** A rule cited: plain text in the CLI, a link on the site. */
  cite(rule: string): string;
}

export interface Catalogue {
  events: { [A in NarrationEvent["action"]]: (e: EventOf<A>, w: Words) => string };
  refusals: { [R in RefusalReason["reason"]]: (r: ReasonOf<R>, w: Words) => string };
  /** "the ability of X", "a copy of X" … */
  names: {
    /** The word before a cited rule's number: "rule 601.2". */
    rule: string;
    nameless: string;
    emptyPool: string;
    faceDown: string;
    combatDamage: string;
    gone: string;
    abilityOf(source: string): string;
    spellCopyOf(original: string): string;
    /** A copy's own name beside what it copies: "Clone (copy of Chimeric Staff)". */
    copyOf(own: string, copied: string): string;
    list(items: string[]): string;
  };
  choices: { x(x: number): string; mode(n: number): string; targeting(targets: string): string };
  effects: (d: EffectDescription, w: Words) => string;
  order: Record<OrderReason, string>;
  /** An object's characteristics at a checkpoint, in a line: "artifact creature 5/5, blue; flying". */
  snapshot: (s: ObjectSnapshot, w: Words) => string;
  colors: Record<Color, string>;
  cardTypes: Record<CardType, string>;
  /** "the number of creatures". */
  cardTypesPlural: Record<CardType, string>;
  keywords: Record<Keyword, string>;
  /** Creature, land and other subtypes the cards use; others are printed as the card gives them. */
  subtypes: Record<string, string>;
  counters: Record<string, string>;
  /** A counter kind the table lacks. */
  counter(kind: string): string;
  /** A sentence quoted from the rules or a card. */
  quote(text: string): string;
  /** A glossary entry cited ("glossary, “Indestructible”"). */
  glossaryEntry(term: string): string;
}

/** A piece of rendered narration: text, or a rule cited (the site makes it a link). */
export type Segment = string | { rule: string };

// Citations travel through the messages as private-use markers, so catalogues write plain template strings.
const OPEN = "\uE000";
const CLOSE = "\uE001";

export function words(catalogue: Catalogue, lang: Lang): Words {
  const text = (t: Localized) => t[lang] ?? t.en;
  const name = (n: CardName) => (n.article && lang === "fr" ? (n.article === "l'" ? `l'${text(n)}` : `${n.article} ${text(n)}`) : text(n));
  const named = (n: CardName | null) => (n ? name(n) : catalogue.names.nameless);
  const w: Words = {
    lang,
    text,
    name,
    object(ref) {
      switch (ref.is) {
        case "object":
          return ref.copyOf ? catalogue.names.copyOf(named(ref.copyOf.own), named(ref.name)) : named(ref.name);
        case "face-down":
          return catalogue.names.faceDown;
        case "spell-copy":
          return catalogue.names.spellCopyOf(named(ref.original));
        case "ability":
          return catalogue.names.abilityOf(w.object(ref.source));
        case "combat-damage":
          return catalogue.names.combatDamage;
        case "gone":
          return catalogue.names.gone;
      }
    },
    objects: (refs) => catalogue.names.list(refs.map((r) => w.object(r))),
    recipient: (r) => ("player" in r ? r.player.name : w.object(r.object)),
    choices(c) {
      const parts: string[] = [];
      if (c.x !== undefined) parts.push(catalogue.choices.x(c.x));
      if (c.mode !== undefined) parts.push(catalogue.choices.mode(c.mode));
      if (c.targets.length) parts.push(catalogue.choices.targeting(catalogue.names.list(c.targets.map((t) => w.recipient(t)))));
      return parts.length ? ` (${parts.join(", ")})` : "";
    },
    effect: (d) => catalogue.effects(d, w),
    pool: (p) => (poolTotal(p) === 0 ? catalogue.names.emptyPool : formatPool(p)),
    color: (c) => catalogue.colors[c as Color] ?? c,
    cardType: (t) => catalogue.cardTypes[t as CardType] ?? t,
    keyword: (k) => catalogue.keywords[k as Keyword] ?? k,
    subtype: (s) => catalogue.subtypes[s] ?? s,
    counter: (kind) => catalogue.counters[kind] ?? catalogue.counter(kind),
    refusal: (r) => (catalogue.refusals[r.reason] as (r: RefusalReason, w: Words) => string)(r, w),
    cite: (rule) => `${OPEN}${rule.startsWith(GLOSSARY_CITATION) ? catalogue.glossaryEntry(rule.slice(GLOSSARY_CITATION.length)) : rule}${CLOSE}`,
  };
  return w;
}

/** Splits a rendered message into text and citations. */
export function segments(message: string): Segment[] {
  const out: Segment[] = [];
  for (const piece of message.split(OPEN)) {
    const close = piece.indexOf(CLOSE);
    if (close < 0) {
      if (piece) out.push(piece);
      continue;
    }
    out.push({ rule: piece.slice(0, close) });
    if (close + 1 < piece.length) out.push(piece.slice(close + 1));
  }
  return out;
}

export const plainText = (parts: Segment[]): string => parts.map((p) => (typeof p === "string" ? p : p.rule)).join("");
