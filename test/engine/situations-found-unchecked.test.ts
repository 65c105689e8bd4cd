// Situations no test checked (issue 27, found by planting realistic bugs in the engine): each is tested here from the
// rule's text, in the releases whose rules say it. Indestructible and a regeneration shield (702.12b / 700.4 and
// 701.15a); an effect that removes all other abilities and grants defender (613.1f); "activate only once each turn"
// on a later turn (602.5b); triggered abilities put on the stack in APNAP order (603.3b); "return it to the
// battlefield" under its owner's control (110.2).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { combatDamage, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { addRegenerationShield } from "../../src/engine/regeneration.ts";
import { object, player } from "../../src/engine/state.ts";
import { card, effect, events, giantGame, instant, newGame, refusal, resolve } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const indestructible = card("indestructible", { abilities: [{ id: "indestructible", keyword: "indestructible" }] });
const shields = (g: ReturnType<typeof newGame>, id: string) => g.state.areas.regenerationShields?.[id] ?? 0;

describe("an indestructible creature with lethal damage and a regeneration shield", () => {
  // Indestructible in the rules' own words: the glossary from Darksteel, 700.4 from M10, 702.12b from Magic 2014.
  const versions = ["2004-02-01", "2007-10-01", "2011-09-30", "2013-07-13", "2021-07-23", "2026-01-16"];
  it.each(versions)("%s: lethal damage doesn't destroy it, so the shield isn't used: it stays untapped, damaged, with its shield", (version) => {
    const g = newGame(version);
    const id = g.createCard(indestructible, "battlefield", "alex");
    addRegenerationShield(g, id);
    object(g.state, id).damage = 3;
    g.checkStateBasedActions();
    expect(object(g.state, id)).toMatchObject({ zone: "battlefield", damage: 3, status: expect.objectContaining({ tapped: false }) });
    expect(shields(g, id)).toBe(1);
    expect(events(g, "regenerated")).toEqual([]);
  });

  it.each(versions)("%s: \"destroy target creature\" doesn't destroy it either: the shield is kept", (version) => {
    const g = newGame(version);
    const id = g.createCard(indestructible, "battlefield", "bianca");
    addRegenerationShield(g, id);
    resolve(g, [{ destroy: "target" }], { targets: [{ object: id }] }, [{ kind: "creature" }]);
    expect(object(g.state, id)).toMatchObject({ zone: "battlefield", status: expect.objectContaining({ tapped: false }) });
    expect(shields(g, id)).toBe(1);
    expect(events(g, "notDestroyed").map((e) => e.object)).toEqual([g.ref(id)]);
  });

  it("without indestructible, the shield is used instead of the destruction (701.15a, 2021-07-23)", () => {
    const g = newGame("2021-07-23");
    const id = g.createCard(card("bear"), "battlefield", "alex");
    addRegenerationShield(g, id);
    object(g.state, id).damage = 3;
    g.checkStateBasedActions();
    expect(object(g.state, id)).toMatchObject({ zone: "battlefield", damage: 0, status: expect.objectContaining({ tapped: true }) });
    expect(shields(g, id)).toBe(0);
  });
});

describe("613.1f: one effect that says \"loses all other abilities and has defender\"", () => {
  // Defender is a keyword from 2004-10-01 (502.41); the layer of ability-adding and -removing effects is 613.1f from 2009-10-05.
  const releases = releasesSaying("Layer 6: Ability-adding");
  it.each(releases.filter((_, i) => i % 8 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): the creature keeps the defender the effect grants, and loses its flying", (version) => {
    const g = newGame(version);
    const id = g.createCard(card("bird", { abilities: [{ id: "flying", keyword: "flying" }] }), "battlefield", "alex");
    object(g.state, id).sinceTurn = 0;
    effect(g, [id], { abilities: { removeAll: true, add: [{ id: "defender", keyword: "defender" }] } });
    expect(g.characteristics(id).abilities.map((a) => ("keyword" in a.def ? a.def.keyword : a.def.id))).toEqual(["defender"]);
    g.advanceTo(1, "declare-attackers");
    expect(refusal(() => declareAttackers(g, "alex", [id])).reason).toBe("hasDefender");
  });
});

describe("602.5b: \"activate only once each turn\"", () => {
  const releases = releasesSaying("only once each turn");
  const rod: CardDef = { slug: "rod", name: { en: "rod" }, types: ["artifact"], abilities: [{ id: "use", activated: { cost: {}, effect: [{ gainLife: 1 }], oncePerTurn: true } }] };
  it.each(releases.filter((_, i) => i % 8 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): once this turn, and again on a later turn", (version, rule) => {
    const g = newGame(version);
    for (let i = 0; i < 3; i++) g.createCard(card("card"), "library", "alex");
    for (let i = 0; i < 3; i++) g.createCard(card("card"), "library", "bianca");
    const r = g.createCard(rod, "battlefield", "alex");
    g.activate("alex", r, "use");
    g.resolveStack();
    expect(refusal(() => g.activate("alex", r, "use"))).toEqual({ rule, reason: "oncePerTurn" });
    g.advanceTo(3, "main1");
    g.activate("alex", r, "use");
    g.resolveStack();
    expect(player(g.state, "alex").life).toBe(22);
  });
});

describe("603.3b: triggered abilities go on the stack in APNAP order — the active player's first, so they resolve last", () => {
  const releases = releasesSaying("in APNAP order, puts");
  /** "At the beginning of each upkeep, you gain 1 life." */
  const watch = (slug: string): CardDef => card(slug, { abilities: [{ id: "watch", triggered: { when: { beginningOfUpkeep: "each" }, effect: [{ gainLife: 1 }] } }] });
  it.each(releases.filter((_, i) => i % 8 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): in the active player's upkeep, the other player's ability is on top and resolves first", (version) => {
    const g = newGame(version);
    for (let i = 0; i < 3; i++) g.createCard(card("card"), "library", "alex");
    for (let i = 0; i < 3; i++) g.createCard(card("card"), "library", "bianca");
    const mine = g.createCard(watch("mine"), "battlefield", "alex");
    const hers = g.createCard(watch("hers"), "battlefield", "bianca");
    g.advanceTo(3, "upkeep");
    const stack = g.state.zones.get("stack")!.map((id) => object(g.state, id).stack!.source);
    // The stack zone lists the bottom first: Alex's (the active player's) was put on it first.
    expect(stack).toEqual([mine, hers]);
    const lives = () => [player(g.state, "alex").life, player(g.state, "bianca").life];
    const [alex, bianca] = lives();
    g.resolveTop();
    expect(lives()).toEqual([alex, bianca + 1]);
  });
});

describe("110.2: \"return it to the battlefield\" puts it onto the battlefield under its owner's control", () => {
  const releases = releasesSaying("A permanent's owner is the same as the owner of the card that represents it");
  const returner: CardDef = card("returner", { abilities: [{ id: "back", triggered: { when: { dies: { self: true, not: { withCounter: "-1/-1" } } }, effect: [{ returnToBattlefield: { it: "trigger-object", counters: { kind: "-1/-1", amount: 1 } } }] } }] });
  it.each(releases.filter((_, i) => i % 8 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): Bianca's creature, stolen by Alex, dies and returns under Bianca's control", (version) => {
    const g = newGame(version);
    const id = g.createCard(returner, "battlefield", "bianca");
    g.gainControl(id, "alex");
    expect(g.characteristics(id).controller).toBe("alex");
    resolve(g, [{ destroy: "target" }], { targets: [{ object: id }] }, [{ kind: "creature" }]);
    g.resolveStack();
    const back = g.state.zones.get("battlefield")!.find((o) => g.characteristics(o).name?.en === "returner");
    expect(back).toBeDefined();
    expect(g.characteristics(back!).controller).toBe("bianca");
  });
});

describe("102.3 / 200.3a: in Two-Headed Giant a teammate is not an opponent — \"the player's opponents are all players not on his or her team\"", () => {
  const releases = releasesSaying("the player's opponents are all players not on");
  const sample = releases.filter((_, i) => i % 12 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const);
  const teamLife = (g: ReturnType<typeof giantGame>, id: string) => g.state.teams.find((t) => t.id === id)!.life;
  it("is a rule from the rules that brought Two-Headed Giant (200.3a, 2005-08-01), 102.3 from M10", () => {
    expect(releases[0]).toEqual({ version: "2005-08-01", rule: "200.3a" });
    expect(releases.at(-1)?.rule).toBe("102.3");
  });

  it.each(sample)("%s (%s): \"target opponent\" can't be a teammate — a1's spell targeting a2 is refused and nothing changes; b1 may be targeted", (version) => {
    const g = giantGame(version);
    const drain = g.createCard(instant("drain", [{ loseLife: { amount: 2, player: "target" } }], [{ kind: "opponent" }]), "hand", "a1");
    const [zones, a, b] = [JSON.stringify([...g.state.zones]), teamLife(g, "a"), teamLife(g, "b")];
    expect(refusal(() => g.cast("a1", drain, { targets: [{ player: "a2" }] })).reason).toBe("illegalTarget");
    expect(JSON.stringify([...g.state.zones])).toBe(zones);
    g.cast("a1", drain, { targets: [{ player: "b1" }] });
    g.resolveTop();
    expect([teamLife(g, "a"), teamLife(g, "b")]).toEqual([a, b - 2]);
  });

  it.each(sample)("%s (%s): \"3 damage to each creature your opponents control\" spares the teammate's creature", (version) => {
    const g = giantGame(version);
    const [mine, teammates, theirs] = [g.createCard(card("bear"), "battlefield", "a1"), g.createCard(card("bear"), "battlefield", "a2"), g.createCard(card("bear"), "battlefield", "b2")];
    g.cast("a1", g.createCard(instant("sweep", [{ dealDamage: { amount: 3, to: { all: { types: ["creature"], controller: "opponent" } } } }]), "hand", "a1"));
    g.resolveTop();
    expect([mine, teammates, theirs].map((id) => g.state.objects.get(id)?.zone)).toEqual(["battlefield", "battlefield", undefined]);
  });

  it("2011-09-30 (702.11b): a teammate's spell may target a creature with hexproof — only opponents' can't", () => {
    const g = giantGame("2011-09-30");
    const shielded = card("shielded", { abilities: [{ id: "hexproof", keyword: "hexproof" }] });
    const [teammates, theirs] = [g.createCard(shielded, "battlefield", "a2"), g.createCard(shielded, "battlefield", "b1")];
    const pump = () => instant("pump", [{ continuous: { affects: "target", duration: "end-of-turn", modifyPT: [1, 1] } }], [{ kind: "creature" }]);
    expect(refusal(() => g.cast("a1", g.createCard(pump(), "hand", "a1"), { targets: [{ object: theirs }] })).reason).toBe("illegalTarget");
    g.cast("a1", g.createCard(pump(), "hand", "a1"), { targets: [{ object: teammates }] });
    g.resolveTop();
    expect(g.characteristics(teammates).power).toBe(3);
  });
});

describe("\"creatures you control\" counted by who controls them, not who owns them", () => {
  // 110.2 (from M10): "A permanent's controller is, by default, the player under whose control it entered the battlefield."
  const releases = releasesSaying("under whose control it entered");
  it.each(releases.filter((_, i) => i % 12 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): Alex, controlling his creature and Bianca's stolen one, gains 2 life — not 1", (version) => {
    const g = newGame(version);
    g.createCard(card("bear"), "battlefield", "alex");
    const stolen = g.createCard(card("wolf"), "battlefield", "bianca");
    g.createCard(card("elk"), "battlefield", "bianca");
    g.gainControl(stolen, "alex");
    const life = player(g.state, "alex").life;
    resolve(g, [{ gainLife: { count: { zone: "battlefield", whose: "you", filter: { types: ["creature"] } } } }]);
    expect(player(g.state, "alex").life).toBe(life + 2);
  });
});

describe("lethal damage in a combat damage assignment takes into account damage already marked on the creature", () => {
  // "When checking for assigned lethal damage, take into account damage already marked on the creature" (502.9b of
  // trample from 2001-07-23; 510.1c from M10; 702.19b from 2024-11-08).
  const releases = releasesSaying("When checking for assigned lethal damage, take into account damage already");
  const trampler = card("trampler", { power: 4, toughness: 4, abilities: [{ id: "trample", keyword: "trample" }] });
  /** Alex's attacker blocked by Bianca's 2/2s, the first with 1 damage already marked on it. */
  function blocked(version: string, attacker: CardDef, count: number) {
    const g = newGame(version);
    const a = g.createCard(attacker, "battlefield", "alex");
    const blockers = Array.from({ length: count }, (_, i) => g.createCard(card(`bear${i}`), "battlefield", "bianca"));
    object(g.state, a).sinceTurn = 0;
    g.advanceTo(1, "declare-attackers");
    declareAttackers(g, "alex", [a]);
    g.advanceTo(1, "declare-blockers");
    declareBlockers(g, "bianca", blockers.map((b): [string, string] => [b, a]));
    object(g.state, blockers[0]).damage = 1;
    return { g, a, blockers };
  }
  const dealt = (g: ReturnType<typeof newGame>) => (g.rules.behaviours.combatDamageOnStack ? g.resolveTop() : undefined);
  it("is said from 2001-07-23 (502.9b) to today (702.19b)", () => {
    expect(releases[0]).toEqual({ version: "2001-07-23", rule: "502.9b" });
    expect(releases.at(-1)?.rule).toBe("702.19b");
  });

  it.each(releases.filter((_, i) => i % 10 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): a 4/4 trampler blocked by a 2/2 with 1 damage: 1 is lethal, 3 may go to the player — chosen, or by default", (version) => {
    const chosen = blocked(version, trampler, 1);
    combatDamage(chosen.g, { assignDamage: { [chosen.a]: [[chosen.blockers[0], 1]] } });
    dealt(chosen.g);
    const byDefault = blocked(version, trampler, 1);
    combatDamage(byDefault.g);
    dealt(byDefault.g);
    for (const { g, blockers } of [chosen, byDefault]) expect([g.state.objects.has(blockers[0]), player(g.state, "bianca").life]).toEqual([false, 17]);
  });

  // 510.1c says it of every blocked creature's damage assignment order, until the order went away (2024-11-08).
  const ordered = releases.filter((r) => r.rule === "510.1c");
  it.each(ordered.filter((_, i) => i % 10 === 0 || i === ordered.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): by default a 3/3 blocked by two 2/2s, the first with 1 damage, assigns it 1 and the second 2: both die", (version) => {
    const { g, blockers } = blocked(version, card("ogre", { power: 3, toughness: 3 }), 2);
    combatDamage(g);
    dealt(g);
    expect(blockers.map((b) => g.state.objects.has(b))).toEqual([false, false]);
  });
});
