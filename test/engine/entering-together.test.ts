// Permanents that enter the battlefield in one event entered at the same moment, however many such events there
// are before the world rule is next checked (704.5m, 2011-02-04): "all except the one that has been a permanent with
// the world supertype on the battlefield for the shortest amount of time are put into their owners' graveyards. In
// the event of a tie for the shortest amount of time, all are put into their owners' graveyards."
import { describe, expect, it } from "vitest";
import type { CardDef, Instruction } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { newGame, resolve } from "./helpers.ts";

const world = (slug: string): CardDef => ({ slug, name: { en: slug }, types: ["enchantment"], supertypes: ["world"] });

const returnAll: Instruction = { returnAllToBattlefield: { from: "graveyard", whose: "you", filter: {} } };
const twoBears: Instruction = { createTokens: { amount: 2, token: { name: { en: "Bear" }, types: ["creature"], power: 2, toughness: 2 } } };
const names = (g: Game, zone: string) => g.state.zones.get(zone)!.map((id) => g.characteristics(id).name?.en).sort();

describe("704.5m: two world permanents returned together, then two tokens created together, in one resolution", () => {
  it("the two worlds still tie for the shortest time, the later event notwithstanding: both are put into the graveyard", () => {
    const g = newGame("2011-02-04");
    g.createCard(world("first world"), "graveyard", "alex");
    g.createCard(world("second world"), "graveyard", "alex");
    g.advanceTo(1, "main1");
    resolve(g, [returnAll, twoBears]);
    expect(names(g, "battlefield")).toEqual(["Bear", "Bear"]);
    expect(names(g, "graveyard:alex")).toEqual(["first world", "second world", "spell"]);
  });

  it("after the tied worlds have left, two more tokens created together enter together as well", () => {
    const g = newGame("2011-02-04");
    g.createCard(world("first world"), "graveyard", "alex");
    g.createCard(world("second world"), "graveyard", "alex");
    g.advanceTo(1, "main1");
    resolve(g, [returnAll]);
    expect(names(g, "battlefield")).toEqual([]);
    resolve(g, [twoBears]);
    expect(names(g, "battlefield")).toEqual(["Bear", "Bear"]);
  });
});
