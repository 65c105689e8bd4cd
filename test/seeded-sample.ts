/** Deterministic sample of `n` items: a linear congruential generator with a fixed seed, without repetition. */
export function seededSample<T>(list: readonly T[], n: number, seed: number): T[] {
  const pool = [...list];
  const picked: T[] = [];
  let state = seed;
  while (picked.length < n && pool.length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    picked.push(pool.splice(state % pool.length, 1)[0]!);
  }
  return picked;
}
