// Narration: every line of a game's log is written once per language through Game.say, starting with a capital.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { newScriptedGame, playScriptedGame } from "../../bench/scripted-game.ts";

describe("narration", () => {
  it("goes through Game.say in every engine module (no module writes to the log by itself)", () => {
    const dir = path.join(PROJECT_ROOT, "src/engine");
    const writers = readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && f !== "game.ts")
      .filter((f) => /\.log\.(push|splice|unshift)\(/u.test(readFileSync(path.join(dir, f), "utf8")));
    expect(writers).toEqual([]);
  });

  it("gives every line of a whole game in English and French, each starting with a capital letter or a digit", () => {
    const g = newScriptedGame("2007-10-01");
    playScriptedGame(g);
    expect(g.log.length).toBeGreaterThan(1000);
    for (const line of g.log) {
      expect(line.en).toMatch(/^[A-Z0-9]/u);
      expect(line.fr).toMatch(/^[A-ZÀ-Ý0-9]/u);
    }
    // Lines written by another module than game.ts, in both languages: combat damage (combat.ts).
    expect(g.log.some((l) => l.en.includes("combat damage") && l.fr.includes("blessure(s) de combat"))).toBe(true);
  });
});
