// A resolving spell's instructions, each carried out as its words say and in the order written (608.2c: "The
// controller of the spell or ability follows its instructions in the order written"; 413.2c in 2007) — and each told
// in the game's narration: who lost or gained how much life, which permanent was destroyed, sacrificed, exiled or
// returned to its owner's hand, which cards were milled, which tokens were created, what was chosen as it resolved.
// The narration's events are checked as data (what happened, to whom, how much), never as sentences.
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef, Instruction } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import type { Decisions } from "../../src/engine/kernel.ts";
import { card, newGame, refusal } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";

type Spell = Extract<AbilityDef, { spell: unknown }>["spell"];

function sorcery(slug: string, effect: Instruction[], targets?: Spell["targets"]): CardDef {
  return { slug, name: { en: slug }, types: ["sorcery"], abilities: [{ id: slug, spell: { ...(targets && { targets }), effect } }] };
}

/** Alex casts the spell in his first main phase and it resolves; the narration events it gave. */
function resolve(g: Game, spell: CardDef, cast: Decisions = {}, resolution: Decisions = {}) {
  if (g.state.turn.step !== "main1") g.advanceTo(1, "main1");
  const from = g.log.length;
  g.cast("alex", g.createCard(spell, "hand", "alex"), cast);
  g.resolveTop(resolution);
  return g.log.slice(from);
}

describe("608.2c: each instruction carried out and said", () => {
  it("'target player loses 3 life; you gain 2 life; target player gets 2 poison counters': each said, with its player and amount", () => {
    const g = newGame();
    const events = resolve(g, sorcery("drain", [{ loseLife: { amount: 3, player: "target" } }, { gainLife: 2 }, { poison: { player: "target", amount: 2 } }], [{ kind: "opponent" }]), { targets: [{ player: "bianca" }] });
    expect([g.state.players.map((p) => p.life), g.state.players[1].poison]).toEqual([[22, 17], 2]);
    expect(events).toEqual(expect.arrayContaining([
      { action: "losesLife", player: g.playerRef("bianca"), amount: 3 },
      { action: "gainsLife", player: g.playerRef("alex"), amount: 2 },
      { action: "getsPoison", player: g.playerRef("bianca"), amount: 2 },
    ]));
    expect(events.map((e) => e.action).filter((a) => ["losesLife", "gainsLife", "getsPoison"].includes(a))).toEqual(["losesLife", "gainsLife", "getsPoison"]);
  });

  it("'you lose 4 life' written as a bare amount: the controller loses it, and it is said", () => {
    const g = newGame();
    const events = resolve(g, sorcery("pact", [{ loseLife: 4 }]));
    expect(g.state.players.map((p) => p.life)).toEqual([16, 20]);
    expect(events).toContainEqual({ action: "losesLife", player: g.playerRef("alex"), amount: 4 });
  });

  it("'each player's life total becomes 7': every player's new life total is said", () => {
    const g = newGame();
    const events = resolve(g, sorcery("reset", [{ lifeBecomes: { player: "each", value: 7 } }]));
    expect(events).toContainEqual({ action: "lifeTotals", players: [{ player: g.playerRef("alex"), life: 7 }, { player: g.playerRef("bianca"), life: 7 }] });
  });

  it("destroy, exile, return to hand: the permanent each happened to is named", () => {
    const g = newGame();
    const [a, b, c] = ["first", "second", "third"].map((n) => g.createCard(card(n), "battlefield", "bianca"));
    const refs = [a, b, c].map((id) => g.ref(id));
    const events = [
      ...resolve(g, sorcery("kill", [{ destroy: "target" }], [{ kind: "creature" }]), { targets: [{ object: a }] }),
      ...resolve(g, sorcery("banish", [{ exile: "target" }], [{ kind: "creature" }]), { targets: [{ object: b }] }),
      ...resolve(g, sorcery("bounce", [{ returnToHand: "target" }], [{ kind: "creature" }]), { targets: [{ object: c }] }),
    ];
    expect(events).toEqual(expect.arrayContaining([{ action: "destroyed", object: refs[0] }, { action: "exiled", object: refs[1] }, { action: "returnsToHand", object: refs[2] }]));
    expect(["graveyard:bianca", "exile", "hand:bianca"].map((z) => g.state.zones.get(z)?.length)).toEqual([1, 1, 1]);
  });

  it("'each player sacrifices a creature': the one each chose is said; a player with none sacrifices nothing", () => {
    const g = newGame();
    const mine = g.createCard(card("mine"), "battlefield", "alex");
    const theirs = g.createCard(card("theirs"), "battlefield", "bianca");
    const other = g.createCard(card("other"), "battlefield", "bianca");
    const refs = [g.ref(mine), g.ref(other)];
    const edict = sorcery("edict", [{ sacrificeOne: { player: "each", filter: { types: ["creature"] } } }]);
    const events = resolve(g, edict, {}, { sacrifice: [other] });
    expect(events.filter((e) => e.action === "sacrificed")).toEqual([{ action: "sacrificed", object: refs[0] }, { action: "sacrificed", object: refs[1] }]);
    expect([g.state.objects.has(mine), g.state.objects.get(theirs)?.zone, g.state.objects.has(other)]).toEqual([false, "battlefield", false]);
    // Alex has no creature left: only Bianca sacrifices one.
    const again = resolve(g, edict);
    expect([again.filter((e) => e.action === "sacrificed").length, g.state.objects.has(theirs)]).toEqual([1, false]);
  });

  it("'sacrifice this' of a permanent's ability is said, naming it", () => {
    const g = newGame();
    const altar = g.createCard(card("altar", { types: ["artifact"], abilities: [{ id: "pop", activated: { cost: {}, effect: [{ sacrifice: "self" }, { gainLife: 1 }] } }] }), "battlefield", "alex");
    const ref = g.ref(altar);
    g.activate("alex", altar, "pop");
    g.resolveTop();
    expect(g.log).toContainEqual({ action: "sacrificed", object: ref });
    expect([g.state.objects.has(altar), g.state.players[0].life]).toEqual([false, 21]);
  });

  it("'target player mills 2': each card put into the graveyard is said; an empty library stops it", () => {
    const g = newGame();
    const [top, next] = ["top", "next"].map((n) => g.createCard(card(n), "library", "bianca"));
    g.state.zones.set("library:bianca", [top, next]);
    const events = resolve(g, sorcery("glimpse", [{ mill: { player: "target", amount: 3 } }], [{ kind: "player" }]), { targets: [{ player: "bianca" }] });
    const milled = events.filter((e) => e.action === "millsTop");
    expect(milled.map((e) => ("player" in e ? e.player : null))).toEqual([g.playerRef("bianca"), g.playerRef("bianca")]);
    expect(g.state.zones.get("graveyard:bianca")?.length).toBe(2);
  });

  it("'create two 1/1 Soldier tokens': how many and which is said", () => {
    const g = newGame();
    const token = { name: { en: "Soldier" }, types: ["creature" as const], subtypes: ["Soldier"], power: 1, toughness: 1 };
    const events = resolve(g, sorcery("raise", [{ createTokens: { amount: 2, token } }]));
    expect(events).toContainEqual({ action: "createsTokens", player: g.playerRef("alex"), amount: 2, name: token.name });
  });

  it("'choose a number' and 'choose a creature type' as it resolves: the choice is said; without one, it is refused (608.2d)", () => {
    const g = newGame();
    const number = sorcery("count", [{ chooseNumber: true }]);
    const tribe = sorcery("tribe", [{ chooseCreatureType: true }]);
    expect(resolve(g, number, {}, { number: 3 })).toContainEqual({ action: "chooses", player: g.playerRef("alex"), choice: { number: 3 } });
    expect(resolve(g, tribe, {}, { creatureType: "Elf" })).toContainEqual({ action: "chooses", player: g.playerRef("alex"), choice: { creatureType: "Elf" } });
    g.cast("alex", g.createCard(number, "hand", "alex"));
    expect(refusal(() => g.resolveTop())).toEqual({ rule: cite(g.rules, "choiceOnResolution"), reason: "numberOnResolution" });
  });

  it("'search your library for a creature card': what was found is said, or that nothing was (701.14b)", () => {
    const g = newGame();
    const elf = g.createCard(card("elf"), "library", "alex");
    const rock = g.createCard(card("rock", { types: ["artifact"] }), "library", "alex");
    const tutor = sorcery("tutor", [{ search: { filter: { types: ["creature"] }, to: "hand" } }]);
    const found = resolve(g, tutor, {}, { find: elf });
    expect(found).toContainEqual({ action: "searches", player: g.playerRef("alex"), found: g.ref(g.state.zones.get("hand:alex")![0]) });
    expect(resolve(g, tutor, {}, { find: null })).toContainEqual({ action: "searches", player: g.playerRef("alex"), found: null });
    g.cast("alex", g.createCard(tutor, "hand", "alex"));
    const elsewhere = g.createCard(card("graveyard elf"), "graveyard", "alex");
    expect(refusal(() => g.resolveTop({ find: elsewhere }))).toEqual({ rule: cite(g.rules, "search"), reason: "notInSearchedLibrary" });
    expect(refusal(() => g.resolveTop({ find: rock }))).toEqual({ rule: cite(g.rules, "search"), reason: "searchMismatch" });
  });

  it("'add one mana of any color': the colour chosen as it resolves is added and said; none, or no colour, is refused", () => {
    const g = newGame();
    const prism = g.createCard(card("prism", { types: ["artifact"], abilities: [{ id: "mana", activated: { cost: {}, mana: true, effect: [{ addMana: "any-color" }] } }] }), "battlefield", "alex");
    g.advanceTo(1, "main1");
    expect(refusal(() => g.activate("alex", prism, "mana"))).toEqual({ rule: cite(g.rules, "choiceOnResolution"), reason: "colorOnResolution" });
    expect(refusal(() => g.activate("alex", prism, "mana", { color: "purple" }))).toEqual({ rule: cite(g.rules, "choiceOnResolution"), reason: "colorOnResolution" });
    const from = g.log.length;
    g.activate("alex", prism, "mana", { color: "green" });
    expect(g.log.slice(from)).toContainEqual({ action: "manaProduced", color: "green" });
    expect(g.state.players[0].manaPool).toMatchObject({ G: 1 });
  });
});
