// Narration of a whole game (the bench's scripted game, more than a thousand events): every event rendered in
// English and French, each line a sentence with its language's typography. Its own file because it reaches nearly
// every engine module and costs seconds: mutation testing leaves it out (vitest.mutate.config.ts).
import { describe, expect, it } from "vitest";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { newScriptedGame, playScriptedGame } from "../../bench/scripted-game.ts";

describe("narration of a whole game", () => {
  it("renders every event of a whole game in English and French, each line a sentence with its language's typography", () => {
    const g = newScriptedGame("2007-10-01");
    playScriptedGame(g);
    expect(g.log.length).toBeGreaterThan(1000);
    for (const event of g.log) {
      const en = renderEvent(event, "en");
      const fr = renderEvent(event, "fr");
      expect(en).toMatch(/^[A-Z0-9].*[.)]$/u);
      expect(fr).toMatch(/^[A-ZÀ-Ý0-9].*[.)]$/u);
      expect(fr).not.toMatch(/ [:;!?»]|« |"|\(s\)/u);
      expect(en).not.toMatch(/[«»]|\(s\)/u);
    }
    // Combat damage (combat.ts) in both languages, with plurals agreeing with the amount.
    const damage = g.log.filter((e) => e.action === "combatDamage");
    expect(damage.length).toBeGreaterThan(0);
    const two = damage.find((e) => e.amount === 2)!;
    expect(renderEvent(two, "en")).toMatch(/^2 combat damage to /u);
    expect(renderEvent(two, "fr")).toMatch(/^2 blessures de combat (à |au )/u);
  });
});
