// Paying a spell's mana cost when the pool can't (601.2f in 2011; 409.1g in 2007): the player's mana abilities are
// activated before the cost is paid, and only as many as the cost needs — mana left unused in a pool is lost when the
// phase ends, and in 2007 it burns (300.3: "That player loses 1 life for each one mana lost this way").
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { player, type ObjectId } from "../../src/engine/state.ts";
import { card, newGame, ruleViolation } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";

const land = (slug: string, symbol: string): CardDef => ({ slug, name: { en: slug }, types: ["land"], abilities: [{ id: "m", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: `{${symbol}}` }] } }] });
const forest = land("forest", "G");
const mountain = land("mountain", "R");
const plains = land("plains", "W");
const swamp = land("swamp", "B");
const sorcery = (manaCost: string) => card(`sorcery-${manaCost}`, { types: ["sorcery"], manaCost, power: undefined, toughness: undefined, abilities: [{ id: "s", spell: { effect: [] } }] });

const tapped = (g: Game, ids: ObjectId[]) => ids.map((id) => g.state.objects.get(id)!.status.tapped);
const lands = (g: Game, defs: CardDef[]) => defs.map((d) => g.createCard(d, "battlefield", "alex"));

describe("mana abilities activated to pay a cost (601.2f / 409.1g)", () => {
  it("a hybrid cost: a source of one of its colours is tapped, not the sources that can't pay it (107.4e)", () => {
    const g = newGame("2011-02-04");
    const ids = lands(g, [mountain, mountain, plains]);
    g.cast("alex", g.createCard(sorcery("{G/W}"), "hand", "alex"));
    expect(tapped(g, ids)).toEqual([false, false, true]);
  });

  it("two different hybrid symbols: a source for each is tapped, the others stay untapped", () => {
    const g = newGame("2011-02-04");
    const ids = lands(g, [mountain, mountain, plains, swamp]);
    g.cast("alex", g.createCard(sorcery("{G/W}{U/B}"), "hand", "alex"));
    expect(tapped(g, ids)).toEqual([false, false, true, true]);
  });

  it("2007: paying {G/W} with two Mountains and a Plains burns no mana at the end of the phase (300.3)", () => {
    const g = newGame("2007-10-01");
    lands(g, [mountain, mountain, plains]);
    g.cast("alex", g.createCard(sorcery("{G/W}"), "hand", "alex"));
    g.passPriority("alex");
    g.passPriority("bianca");
    g.nextStep(); // the precombat main phase ends
    expect(player(g.state, "alex").life).toBe(20);
  });

  it("the generic part is paid after the coloured one, with no more sources than it needs", () => {
    // {1}{G}{R} with three Forests and a Mountain: a Forest, the Mountain, and one more Forest — the third stays untapped.
    const g = newGame("2011-02-04");
    const ids = lands(g, [forest, forest, forest, mountain]);
    g.cast("alex", g.createCard(sorcery("{1}{G}{R}"), "hand", "alex"));
    expect(tapped(g, ids)).toEqual([true, true, false, true]);
    expect(player(g.state, "alex").manaPool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0 });
  });

  it("the sources tapped are said as one event, with how many and the mana they made (already tapped lands aren't counted)", () => {
    const g = newGame("2011-02-04");
    g.createCard(mountain, "battlefield", "alex", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false } });
    lands(g, [forest, forest, forest]);
    g.cast("alex", g.createCard(sorcery("{1}{G}"), "hand", "alex"));
    const said = g.log.filter((e) => e.action === "tapsManaSources");
    expect(said).toEqual([{ action: "tapsManaSources", player: g.playerRef("alex"), count: 2, pool: expect.objectContaining({ G: 2, R: 0 }) }]);
  });

  it("no source is tapped, and none said, when the pool already pays the cost", () => {
    const g = newGame("2011-02-04");
    const [first, second] = lands(g, [forest, forest]);
    g.activate("alex", first, "m");
    g.cast("alex", g.createCard(sorcery("{G}"), "hand", "alex"));
    expect(tapped(g, [second])).toEqual([false]);
    expect(g.log.filter((e) => e.action === "tapsManaSources")).toEqual([]);
  });

  it("a source of mana of any colour isn't activated for the player (the colour is chosen as it resolves, 608.2d): the cost can't be paid", () => {
    // "{T}: Add one mana of any color": the colour is the player's choice; the engine doesn't choose it for him.
    const g = newGame("2011-02-04");
    const prism = card("prism", { types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "any", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "any-color" }] } }] });
    const [lantern] = lands(g, [prism, forest]);
    const spell = g.createCard(sorcery("{1}{G}"), "hand", "alex");
    const v = ruleViolation(() => g.cast("alex", spell));
    expect([v.rule, v.reason.reason]).toEqual([cite(g.rules, "payManaCost"), "cannotPay"]);
    expect(tapped(g, [lantern])).toEqual([false]);
  });

  it("a source of the colour chosen as it entered is left to the player; the lands pay the cost", () => {
    const g = newGame("2011-02-04");
    const elves = card("elves", { abilities: [{ id: "chosen", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: { chosen: "color" } }] } }] });
    const [elf, f] = lands(g, [elves, forest]);
    g.cast("alex", g.createCard(sorcery("{G}"), "hand", "alex"));
    expect(tapped(g, [elf, f])).toEqual([false, true]);
  });
});
