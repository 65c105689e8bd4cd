// Line and column of any offset in a text, by binary search over the line starts (indexed once): placing n
// references in a file is O(n log lines), not a scan of the file per reference.
import type { SourcePosition } from "./diagnostics.ts";

export class LineIndex {
  /** Offset where each line starts; lineStarts[0] = 0. */
  private readonly lineStarts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) this.lineStarts.push(i + 1);
  }

  /** 1-based line and column of `offset`. */
  positionAt(offset: number): SourcePosition {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low]! + 1 };
  }
}
