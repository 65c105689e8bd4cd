// Turn-based actions (2007-10-01): 302.1 "the active player untaps all his or her permanents" — only the active
// player's; 300.3 mana burn: "When a phase ends, any unused mana left in a player's mana pool is lost. That player
// loses 1 life for each one mana lost this way" — and a player with no mana left loses none.
import { describe, expect, it } from "vitest";
import { card, newGame } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";

describe("2007-10-01: the untap step and mana burn", () => {
  it("302.1: the untap step untaps the active player's permanents, not the other player's", () => {
    const g = newGame("2007-10-01");
    const theirs = g.createCard(card("theirs"), "battlefield", "bianca", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false } });
    const mine = g.createCard(card("mine"), "battlefield", "alex", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false } });
    g.createCard(card("top"), "library", "bianca");
    // Bianca's turn: her permanent untaps, Alex's stays tapped.
    g.advanceTo(2, "upkeep");
    expect([g.state.objects.get(mine)?.status.tapped, g.state.objects.get(theirs)?.status.tapped]).toEqual([true, false]);
  });

  it("300.3: one unused mana at the end of the phase costs 1 life, said with the rule; an empty pool costs nothing and says nothing", () => {
    const g = newGame("2007-10-01");
    const land = g.createCard({ slug: "forest", name: { en: "Forest" }, types: ["land"], subtypes: ["Forest"] }, "battlefield", "alex");
    g.advanceTo(1, "main1");
    g.activate("alex", land, "forest-mana");
    g.advanceTo(1, "beginning-of-combat");
    expect(g.state.players.map((p) => p.life)).toEqual([19, 20]);
    expect(g.log.filter((e) => e.action === "manaBurn")).toEqual([{ action: "manaBurn", player: g.playerRef("alex"), amount: 1, rule: cite(g.rules, "manaBurn") }]);
  });
});
