// Planar Magic (901, 2011 rules): each player's own planar deck (901.4), the face-up plane's abilities functioning
// from the command zone (901.7) with the active player as planar controller (901.6), planeswalking (901.7a, 701.20b,
// 901.10) and what a roll of the planar die makes trigger (901.8a–c).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import { dieRollTriggers, facePlane, planarDeck, planeswalk, startPlanarGame } from "../../src/engine/planar.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { poolCard } from "./pool.ts";

const plane = (name: string, abilities: CardDef["abilities"] = []): CardDef => ({ slug: name.toLowerCase().replace(/ /gu, "-"), name: { en: name }, types: ["plane"], abilities });

function game(): Game {
  const g = new Game(ruleSet("2011-09-30"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  for (const id of ["alex", "bianca"]) for (let i = 0; i < 40; i++) g.createCard(poolCard("island"), "library", id);
  return g;
}

const names = (g: Game, ids: string[]) => ids.map((id) => g.nameOf(id, "en"));
const graveyard = (g: Game, id: string) => objectsIn(g.state, "graveyard", id).length;

describe("the face-up plane's 'at the beginning of your upkeep' ability (901.7, 901.6)", () => {
  it("triggers once a turn, at the upkeep, for the planar controller — the active player — only: Lethe Lake mills each one's ten", () => {
    const g = game();
    g.createCard(poolCard("lethe-lake"), "command", "alex");
    startPlanarGame(g, "alex");
    g.advanceTo(2, "upkeep");
    const [trigger] = objectsIn(g.state, "stack");
    expect([objectsIn(g.state, "stack").length, trigger.stack?.ability?.def.id, trigger.controller]).toEqual([1, "upkeep-mill", "bianca"]);
    g.resolveTop();
    expect([graveyard(g, "alex"), graveyard(g, "bianca")]).toEqual([0, 10]);
    // Nothing more during the rest of Bianca's turn; Alex's upkeep is his.
    g.advanceTo(3, "upkeep");
    expect([graveyard(g, "alex"), graveyard(g, "bianca")]).toEqual([0, 10]);
    expect(objectsIn(g.state, "stack").map((o) => [o.stack?.ability?.def.id, o.controller])).toEqual([["upkeep-mill", "alex"]]);
  });
});

describe("planar decks and planeswalking (901.4, 901.5, 901.7a, 901.10)", () => {
  it("each player's planar deck holds his or her own planes; turning one face up and planeswalking are said", () => {
    const g = game();
    for (const name of ["Third", "Second", "First"]) g.createCard(plane(`${name} Plane`), "command", "alex");
    g.createCard(plane("Bianca's Plane"), "command", "bianca");
    expect(names(g, planarDeck(g, "alex"))).toEqual(["First Plane", "Second Plane", "Third Plane"]);
    expect(names(g, planarDeck(g, "bianca"))).toEqual(["Bianca's Plane"]);
    startPlanarGame(g, "alex");
    const first = facePlane(g)!;
    expect(g.log.at(-1)).toEqual({ action: "turnsPlaneFaceUp", player: g.playerRef("alex"), plane: g.ref(first) });
    const before = g.log.length;
    planeswalk(g, "alex", first);
    const second = facePlane(g)!;
    expect(g.nameOf(second, "en")).toBe("Second Plane");
    expect(g.log.slice(before)).toEqual([
      { action: "planeswalks", player: g.playerRef("alex") },
      { action: "turnsPlaneFaceUp", player: g.playerRef("alex"), plane: g.ref(second) },
    ]);
    expect(names(g, planarDeck(g, "alex"))).toEqual(["Third Plane", "First Plane"]);
  });
});

describe("what a roll of the planar die makes trigger (901.8a–c)", () => {
  it("{C}: the face-up plane's 'whenever you roll {C}' abilities, not its others (a static ability, an upkeep trigger, a {P} trigger)", () => {
    const g = game();
    const anthem = { id: "anthem", static: { affects: { all: { types: ["creature" as const] } }, modifyPT: [1, 1] as [number, number] } };
    const onPlaneswalker = { id: "on-p", triggered: { when: { rollsPlanarDie: "planeswalker" as const }, effect: [{ gainLife: 1 }] } };
    const lake = poolCard("lethe-lake");
    g.createCard({ ...lake, abilities: [anthem, onPlaneswalker, ...lake.abilities!] }, "command", "alex");
    startPlanarGame(g, "alex");
    expect(dieRollTriggers(g, facePlane(g)!, "chaos").map((t) => [t.ability.def.id, t.controller])).toEqual([["chaos", "alex"]]);
    expect(dieRollTriggers(g, facePlane(g)!, "blank")).toEqual([]);
    expect(dieRollTriggers(g, facePlane(g)!, "planeswalker").map((t) => t.ability.def.id)).toEqual(["planeswalking"]);
  });
});
