// Issue 11: the engine keeps no mutable state at module level — everything a game is lives in its GameState, which
// snapshot/restore sees. A module-level map, set or `let` would be state no snapshot restores.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = join(import.meta.dirname, "../../src/engine");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

/** Top-level declarations (unindented) of a `let`/`var`, or of a collection built with `new` and not typed read-only. */
const MUTABLE = /^(?:export )?(?:(?:let|var) |const \w+\b(?!\s*:\s*Readonly)[^=]*= new (?:WeakMap|Map|Set|WeakSet)\b)/u;

describe("src/engine keeps no module-level mutable state", () => {
  it("has no top-level let, var, or mutable Map / WeakMap / Set / WeakSet", () => {
    const found = files(ENGINE).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => MUTABLE.test(line))
        .map((line) => `${relative(ENGINE, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
