/**
 * Seeded randomness (coin flips, shuffles): mulberry32, a tiny 32-bit generator. A scenario gives the seed,
 * so every run of it is reproducible. The generator's state lives in the game state (`random`), so that an action
 * the rules reverse also takes back the coins it flipped.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  /** Fisher–Yates shuffle, in place. */
  shuffle<T>(items: T[]): T[];
}

/** A generator reading and writing its state in `holder.random`. */
export function seededRng(holder: { random: number }): Rng {
  const next = () => {
    holder.random = (holder.random + 0x6d2b79f5) >>> 0;
    let t = holder.random;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
  };
}
