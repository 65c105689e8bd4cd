// Companion (702.138a from 2020-04-17, 702.139a from 2021-04-22): before the game begins, a player may reveal a card
// from outside the game whose companion condition the starting deck fulfils. Jegantha, the Wellspring's condition
// judges each card's mana symbols, a split card's being its halves' separate ones (709.4b). Cards are data.
import { describe, expect, it } from "vitest";
import { citations, revealCompanion } from "../../src/engine/companion.ts";
import { RELEASES, type CitationEntry } from "../../src/engine/citations.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { NoRuleSetError } from "../../src/engine/citations.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";
import { listReleases, readRelease } from "../../src/import/archive.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";

const jegantha = poolCard("jegantha-the-wellspring");
const withRule = RELEASES.filter((r) => r >= "2020-04-17");

function game(version: string, deck: Record<string, string[]>): Game {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  for (const [player, cards] of Object.entries(deck)) for (const card of cards) g.createCard(poolCard(card), "library", player);
  Object.assign(g.state.turn, { number: 1, step: "untap" });
  return g;
}

describe("companion: the starting deck must fulfil the condition (702.138a / 702.139a)", () => {
  it("Jegantha: refused for a deck holding Fire//Ice ({1} twice, 709.4b), allowed for one holding Steam Augury, in every release with the rule", () => {
    for (const version of withRule) {
      const g = game(version, { alex: ["island", "fire-ice"], bianca: ["island", "steam-augury"] });
      const refused = ruleViolation(() => revealCompanion(g, "alex", jegantha));
      expect([version, refused.rule, refused.reason.reason]).toEqual([version, version < "2021-04-22" ? "702.138a" : "702.139a", "companionCondition"]);
      expect(g.state.areas.companions ?? {}).toEqual({});
      revealCompanion(g, "bianca", jegantha);
      expect([version, g.state.areas.companions]).toEqual([version, { bianca: "jegantha-the-wellspring" }]);
    }
  });

  it("the refusal names the card of the deck that breaks the condition, in English and in French", () => {
    const g = game("2026-01-16", { alex: ["fire-ice"] });
    const refused = ruleViolation(() => revealCompanion(g, "alex", jegantha));
    expect(renderViolation(refused, "en")).toContain("Fire // Ice is in the starting deck");
    expect(renderViolation(refused, "fr")).toContain("deck de départ");
  });

  it("only before the game begins, one card, and a card with a companion ability", () => {
    const g = game("2026-01-16", { alex: ["island"] });
    expect(ruleViolation(() => revealCompanion(g, "alex", poolCard("grizzly-bears"))).reason.reason).toBe("noCompanion");
    revealCompanion(g, "alex", jegantha);
    expect(ruleViolation(() => revealCompanion(g, "alex", jegantha)).reason.reason).toBe("oneCompanion");
    const later = game("2026-01-16", { bianca: ["island"] });
    Object.assign(later.state.turn, { step: "main1" });
    expect(ruleViolation(() => revealCompanion(later, "bianca", jegantha)).reason.reason).toBe("companionBeforeGame");
  });

  it("rules before Ikoria have no companion: the engine cites no rule for it", () => {
    const g = game("2020-01-24", { alex: ["island"] });
    expect(() => revealCompanion(g, "alex", jegantha)).toThrow(NoRuleSetError);
  });
});

describe("its citations are the rules of each release that says so", () => {
  const wording = /^Companion is a keyword ability that functions outside the game/u;
  const files = new Map(listReleases().map((r) => [r.date, r.file]));
  for (const [key, history] of Object.entries(citations.table) as [string, readonly CitationEntry[]][]) {
    history.forEach(([from, id], i) => {
      if (id === null) return;
      const next = history[i + 1]?.[0];
      const releases = RELEASES.filter((r) => r >= from && (next === undefined || r < next));
      it(`${key}: ${id} in the rules of ${releases[0]} … ${releases.at(-1)} (${releases.length})`, () => {
        for (const release of releases) {
          const rule = readRelease(files.get(release)!).sections.flatMap((s) => s.rules).find((r) => r.id === id);
          expect([release, rule?.text]).toEqual([release, expect.stringMatching(wording)]);
        }
      });
    });
  }
});
