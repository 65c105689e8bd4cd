// Helpers for the tests of the additional rules (504–511, 810): cards from the pool.
import type { CardDef } from "../../src/engine/cards.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { loadCardPool } from "../../src/scenarios/load.ts";

const { pool } = loadCardPool(PROJECT_ROOT);

/** A card of examples/cards by its slug. */
export function poolCard(slug: string): CardDef {
  const found = pool.cards.get(slug);
  if (!found) throw new Error(`no card ${slug} in examples/cards`);
  return found;
}
