// The board at each checkpoint of an example: the objects the scenario's expectations looked at, with their
// characteristics and status as the engine had them then (the narration helper's ObjectSnapshot), and what changed
// since the previous checkpoint. A checkpoint is a run of looks at distinct objects (an expectation looks at each
// object once): a second look at an object starts the next checkpoint.

import type { ObjectSnapshot } from "../../engine/narration.ts";

export type SnapshotField = "types" | "colors" | "pt" | "abilities" | "counters" | "status" | "controller" | "zone" | "name";

export interface BoardObject {
  alias: string;
  name: string;
  summary: string;
  snapshot: ObjectSnapshot;
  /** Fields that differ from the object's previous checkpoint (empty at its first). */
  changed: SnapshotField[];
}

export interface Look {
  alias: string;
  name: string;
  summary: string;
  snapshot: ObjectSnapshot;
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
