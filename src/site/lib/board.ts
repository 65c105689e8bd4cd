// The board at each checkpoint of an example: the objects the scenario's expectations looked at, with their
// characteristics and status as the engine had them then (the narration helper's ObjectSnapshot), and what changed
// since the previous checkpoint; and what the picture of each object prints, as a card would (cardFace). A checkpoint is a run of looks at distinct objects (an expectation looks at each
// object once): a second look at an object starts the next checkpoint.

import type { Color, Keyword } from "../../engine/cards.ts";
import { CATALOGUES } from "../../engine/messages/render.ts";
import type { ObjectSnapshot } from "../../engine/narration.ts";
import type { Lang } from "../../kb/model.ts";
import { agreeing, count } from "./i18n.ts";
import { typeLine, type TypeLinePart } from "./type-line.ts";

export type SnapshotField = "types" | "colors" | "pt" | "abilities" | "counters" | "status" | "controller" | "zone" | "name";

export interface BoardObject extends Look {
  /** Fields that differ from the object's previous checkpoint (empty at its first). */
  changed: SnapshotField[];
}

export interface Look {
  alias: string;
  name: string;
  summary: string;
  snapshot: ObjectSnapshot;
  /** The controller's name, as the narration says it ("Alex"; the snapshot has the player's id). */
  controller: string;
}

const FIELDS: Record<SnapshotField, (s: ObjectSnapshot) => unknown> = {
  name: (s) => s.name,
  types: (s) => [s.supertypes, s.types, s.subtypes],
  colors: (s) => s.colors,
  pt: (s) => [s.power, s.toughness],
  abilities: (s) => s.abilities,
  counters: (s) => s.counters,
  status: (s) => s.status,
  controller: (s) => s.controller,
  zone: (s) => s.zone,
};

export function boardCheckpoints(looks: Look[]): BoardObject[][] {
  const checkpoints: BoardObject[][] = [];
  const previous = new Map<string, ObjectSnapshot>();
  let current: BoardObject[] = [];
  for (const look of looks) {
    if (current.some((o) => o.alias === look.alias)) {
      checkpoints.push(current);
      current = [];
    }
    const before = previous.get(look.alias);
    const changed = before
      ? (Object.keys(FIELDS) as SnapshotField[]).filter((f) => JSON.stringify(FIELDS[f](before)) !== JSON.stringify(FIELDS[f](look.snapshot)))
      : [];
    current.push({ ...look, changed });
    previous.set(look.alias, look.snapshot);
  }
  if (current.length > 0) checkpoints.push(current);
  return checkpoints;
}

/** The frame of a card picture: its colour, gold for several, else by type (artifacts and lands have their own). */
export type Frame = Color | "gold" | "artifact" | "land" | "colorless";

export function frameOf(s: ObjectSnapshot): Frame {
  if (s.colors.length > 1) return "gold";
  if (s.colors.length === 1) return s.colors[0]!;
  if (s.types.includes("land")) return "land";
  return s.types.includes("artifact") ? "artifact" : "colorless";
}

/** What a card picture prints: its name, type line, the text box (keywords, other abilities, counters). */
export interface CardFace {
  /** The name among its characteristics (a copy's is the copied name); the catalogue's "nameless" if none. */
  name: string;
  typeLine: TypeLinePart[];
  /** Keywords by name ("Flying", "Vol"), then how many other abilities. */
  abilities: string[];
  /** "2 +1/+1 counters", "2 marqueurs +1/+1". */
  counters: string[];
}

const ARTICLE = /^(?:le |la |les |l')/u;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function cardFace(s: ObjectSnapshot, lang: Lang): CardFace {
  const catalogue = CATALOGUES[lang];
  const keywords = s.abilities.filter((a): a is Keyword => a in catalogue.keywords).map((k) => capitalized(catalogue.keywords[k].replace(ARTICLE, "")));
  const others = s.abilities.length - keywords.length;
  return {
    name: s.name ? (s.name[lang] ?? s.name.en) : capitalized(catalogue.names.nameless),
    typeLine: typeLine(s, lang),
    abilities: others > 0 ? [...keywords, count(lang, others, "otherAbility")] : keywords,
    counters: Object.entries(s.counters)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => {
        const label = catalogue.counters[kind] ?? catalogue.counter(kind);
        return lang === "fr" ? `${count(lang, n, "counter")} ${label}` : `${n} ${label} ${agreeing(lang, n, "counter")}`;
      }),
  };
}
