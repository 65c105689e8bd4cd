// A long page in parts of a bounded weight (the page budget: 110 KB with the frame and styles, about 55 KB of them):
// items kept in their order, a new part started when the next item would pass the part's weight. The first part is
// the page's own address, the next ones `2/`, `3/`… under it.

/** Markup a part holds at most, in characters, as the items' weights estimate it. */
const PART_WEIGHT = 48_000;

export function inParts<T>(items: T[], weight: (item: T) => number): T[][] {
  const parts: T[][] = [[]];
  let filled = 0;
  for (const item of items) {
    const w = weight(item);
    if (filled > 0 && filled + w > PART_WEIGHT) {
      parts.push([]);
      filled = 0;
    }
    parts.at(-1)!.push(item);
    filled += w;
  }
  return parts;
}

/** The address of part `n` (from 1) of the page at `first`. */
export const partPath = (first: string, n: number) => (n === 1 ? first : `${first}${n}/`);

/** The route parameter of part `n`: none for the first (the page's own address). */
export const partParam = (n: number) => (n === 1 ? undefined : String(n));
