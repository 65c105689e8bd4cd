// The edit script of two lists, as jsdiff (the `diff` package, 8.0.4) computes it, over numbers: its Myers search
// (base.js `diffWithOptionsObj`: the same diagonals in the same order, the same choice between an insertion and a
// deletion, the same pruning at the edges of the edit graph), so the blocks are the ones jsdiff returns for the same
// lists when the numbers stand for its equality. jsdiff compares its tokens with a function at every step (for words,
// `trim` of both, twice per comparison): the diff of a whole release called it millions of times, most of the word
// diff's time and garbage (issue 14). Numbering each distinct token once (`numbered`) and comparing numbers gives
// the same path. text-diff.ts builds its sentence and word diffs on it.

/** One block of the script: `count` items kept (neither flag), added (from the newer list) or removed (older). */
export interface Edit {
  count: number;
  added: boolean;
  removed: boolean;
}

/** A block, linked to the one before it: jsdiff's "component". */
class Block implements Edit {
  constructor(
    readonly count: number,
    readonly added: boolean,
    readonly removed: boolean,
    readonly previous: Block | undefined,
  ) {}
}

/** The furthest path found on one diagonal: how far it reached in the older list, and its last block. */
class Path {
  constructor(
    public oldPos: number,
    public last: Block | undefined,
  ) {}
}

/**
 * The blocks turning `before` into `after`, in order: what jsdiff's diffArrays returns for them (counts and flags;
 * a kept block's items are `after`'s).
 */
export function editScript(before: Int32Array, after: Int32Array): Edit[] {
  const oldLen = before.length;
  const newLen = after.length;
  const start = new Path(-1, undefined);
  let newPos = followDiagonal(start, before, after, 0);
  if (start.oldPos + 1 >= oldLen && newPos + 1 >= newLen) return blocksOf(start.last);
  const maxEditLength = oldLen + newLen;
  // The best path of each diagonal d (from -maxEditLength - 1 to maxEditLength + 1) at `offset + d`.
  const offset = maxEditLength + 1;
  const best: (Path | undefined)[] = new Array<Path | undefined>(2 * offset + 1).fill(undefined);
  best[offset] = start;
  // Once a path reaches the end of one list, diagonals beyond it need more edits than it: they are left alone.
  let minDiagonal = -Infinity;
  let maxDiagonal = Infinity;
  for (let editLength = 1; editLength <= maxEditLength; editLength++) {
    for (let d = Math.max(minDiagonal, -editLength); d <= Math.min(maxDiagonal, editLength); d += 2) {
      const removePath = best[offset + d - 1];
      const addPath = best[offset + d + 1];
      if (removePath) best[offset + d - 1] = undefined;
      let canAdd = false;
      if (addPath) {
        const addPathNewPos = addPath.oldPos - d;
        canAdd = 0 <= addPathNewPos && addPathNewPos < newLen;
      }
      const canRemove = removePath !== undefined && removePath.oldPos + 1 < oldLen;
      if (!canAdd && !canRemove) {
        best[offset + d] = undefined;
        continue;
      }
      // From the path furthest along the older list that stays inside the graph.
      const path = !canRemove || (canAdd && removePath.oldPos < addPath!.oldPos) ? extend(addPath!, true, false, 0) : extend(removePath, false, true, 1);
      newPos = followDiagonal(path, before, after, d);
      if (path.oldPos + 1 >= oldLen && newPos + 1 >= newLen) return blocksOf(path.last);
      best[offset + d] = path;
      if (path.oldPos + 1 >= oldLen) maxDiagonal = Math.min(maxDiagonal, d - 1);
      if (newPos + 1 >= newLen) minDiagonal = Math.max(minDiagonal, d + 1);
    }
  }
  throw new Error("editScript: no path through the edit graph"); // cannot happen: maxEditLength edits always reach the end
}

/** A path one insertion or deletion longer (jsdiff's addToPath): the last block grows if it is of that kind. */
function extend(path: Path, added: boolean, removed: boolean, oldPosIncrement: number): Path {
  const last = path.last;
  const block = last && last.added === added && last.removed === removed ? new Block(last.count + 1, added, removed, last.previous) : new Block(1, added, removed, last);
  return new Path(path.oldPos + oldPosIncrement, block);
}

/** Follows diagonal `d` while the items are equal (jsdiff's extractCommon); the position reached in `after`. */
function followDiagonal(path: Path, before: Int32Array, after: Int32Array, d: number): number {
  let oldPos = path.oldPos;
  let newPos = oldPos - d;
  let common = 0;
  while (newPos + 1 < after.length && oldPos + 1 < before.length && before[oldPos + 1] === after[newPos + 1]) {
    newPos++;
    oldPos++;
    common++;
  }
  if (common > 0) path.last = new Block(common, false, false, path.last);
  path.oldPos = oldPos;
  return newPos;
}

function blocksOf(last: Block | undefined): Edit[] {
  const blocks: Edit[] = [];
  for (let block = last; block; block = block.previous) blocks.push({ count: block.count, added: block.added, removed: block.removed });
  return blocks.reverse();
}

/** The items numbered so that two items get the same number exactly when their `key`s are equal. */
export function numbered<T>(before: readonly T[], after: readonly T[], key: (item: T) => string): [Int32Array, Int32Array] {
  const numbers = new Map<string, number>();
  const number = (item: T) => {
    const k = key(item);
    let n = numbers.get(k);
    if (n === undefined) numbers.set(k, (n = numbers.size));
    return n;
  };
  return [Int32Array.from(before, number), Int32Array.from(after, number)];
}
