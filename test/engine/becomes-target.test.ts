// "When this creature becomes the target of a spell or ability, sacrifice it" (603.2, 114; sacrifice 701.13), and
// "target opponent" (114.1).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { card, newGame, refusedSaying } from "./helpers.ts";

const fragile = card("servant", { abilities: [{ id: "fragile", triggered: { when: { becomesTarget: "self" }, effect: [{ sacrifice: "self" }] } }] });
const pump: CardDef = { slug: "pump", name: { en: "pump" }, types: ["instant"], abilities: [{ id: "pump", spell: { targets: [{ kind: "creature" }], effect: [{ continuous: { affects: "target", modifyPT: [1, 1] } }] } }] };
const drain: CardDef = { slug: "drain", name: { en: "drain" }, types: ["instant"], abilities: [{ id: "drain", spell: { targets: [{ kind: "opponent" }], effect: [{ loseLife: { amount: 2, player: "target" } }] } }] };

describe("603.2: an ability that triggers when its object becomes a target", () => {
  it("triggers as the spell targeting it is cast, goes on the stack above it, and the creature is sacrificed first", () => {
    const g = newGame();
    const servant = g.createCard(fragile, "battlefield", "bianca");
    const spell = g.createCard(pump, "hand", "alex");
    g.cast("alex", spell, { targets: [{ object: servant }] });
    expect(g.state.zones.get("stack")!.length).toBe(2);
    g.resolveTop();
    expect(g.state.objects.get(servant)).toBeUndefined();
    expect(g.state.zones.get("graveyard:bianca")!.length).toBe(1);
  });

  it("doesn't trigger for a spell that targets something else", () => {
    const g = newGame();
    const servant = g.createCard(fragile, "battlefield", "bianca");
    const other = g.createCard(card("bear"), "battlefield", "bianca");
    g.cast("alex", g.createCard(pump, "hand", "alex"), { targets: [{ object: other }] });
    expect(g.state.zones.get("stack")!.length).toBe(1);
    expect(g.state.objects.get(servant)?.zone).toBe("battlefield");
  });
});

describe("114.1: 'target opponent'", () => {
  it("allows an opponent and refuses the controller", () => {
    const g = newGame();
    expect(refusedSaying(() => g.cast("alex", g.createCard(drain, "hand", "alex"), { targets: [{ player: "alex" }] }))).toMatch(/legal target/u);
    g.cast("alex", g.createCard(drain, "hand", "alex"), { targets: [{ player: "bianca" }] });
    g.resolveTop();
    expect(g.state.players.find((p) => p.id === "bianca")!.life).toBe(18);
  });
});

describe("701.8a: exchanging control of two permanents", () => {
  const switcheroo: CardDef = { slug: "switch", name: { en: "switch" }, types: ["sorcery"], abilities: [{ id: "x", spell: { targets: [{ kind: "creature" }, { kind: "creature" }], effect: [{ exchangeControl: "targets" }] } }] };
  it("each gets the other's controller; if the entire exchange can't be completed, none of it happens", () => {
    const g = newGame();
    const mine = g.createCard(card("mine"), "battlefield", "alex");
    const theirs = g.createCard(card("theirs"), "battlefield", "bianca");
    g.cast("alex", g.createCard(switcheroo, "hand", "alex"), { targets: [{ object: mine }, { object: theirs }] });
    g.resolveTop();
    expect([g.characteristics(mine).controller, g.characteristics(theirs).controller]).toEqual(["bianca", "alex"]);
    const other = g.createCard(card("other"), "battlefield", "bianca");
    g.cast("alex", g.createCard(switcheroo, "hand", "alex"), { targets: [{ object: theirs }, { object: other }] });
    g.moveTo(other, "graveyard");
    g.resolveTop();
    expect(g.characteristics(theirs).controller).toBe("alex");
  });
});
