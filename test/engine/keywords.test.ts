// Every keyword of the card language does what its rule says (702 in 2013-07-13, M14): for each keyword, a creature with
// it and the event its rule changes, next to one without it. The record is keyed by every keyword the schema
// declares, so a keyword added to the card language fails to type-check here (npm test type-checks first) until it
// has its case, as it fails to compile in src/engine/keywords.ts until it has its rule; and each case first checks
// that the version cites a rule for the keyword (KEYWORD_RULES): the cases run where the keyword exists.
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef, Keyword } from "../../src/engine/cards.ts";
import { combatDamage, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { Game } from "../../src/engine/game.ts";
import { KEYWORD_RULES } from "../../src/engine/keywords.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { suspend } from "../../src/engine/special-actions.ts";
import { object, objectsIn, player, type ObjectId } from "../../src/engine/state.ts";
import { card, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";
import { cite, citeIfAny } from "../../src/engine/cited-rules.ts";

const VERSION = "2013-07-13";
const game = () => new Game(ruleSet(VERSION), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], 2);
const rules = ruleSet(VERSION);

/** A creature card with the keyword (and the keyword's own fields: a cost, a number, a quality, a land type). */
const creature = (slug: string, keyword?: Keyword, fields: Omit<AbilityDef, "id" | "keyword"> = {}, more: Partial<CardDef> = {}) =>
  card(slug, { abilities: keyword ? [{ id: keyword, keyword, ...fields } as AbilityDef] : [], ...more });

/** Creatures on the battlefield since turn 1 (no summoning sickness, 302.6), and the game at turn 2's declare attackers step. */
function battlefield(g: Game, owner: string, ...cards: CardDef[]): ObjectId[] {
  const ids = cards.map((c) => g.createCard(c, "battlefield", owner));
  for (const id of ids) object(g.state, id).sinceTurn = 1;
  g.state.turn.number = 2;
  g.state.turn.step = "declare-attackers";
  return ids;
}

/** Alex attacks with `attacker`, Bianca blocks it with `blocker` (or declares no block): the declare blockers step. */
function attackAndBlock(g: Game, attacker: ObjectId, blocker?: ObjectId): void {
  declareAttackers(g, "alex", [attacker]);
  g.state.turn.step = "declare-blockers";
  declareBlockers(g, "bianca", blocker ? [[blocker, attacker]] : []);
}

/** The rule a refused action cites. */
const refusal = (action: () => unknown) => ruleViolation(action).rule;
/** Whether the action is refused because a target is illegal (601.2c): the keyword's rule is what makes it so. */
const illegalTarget = (action: () => unknown) => ruleViolation(action).reason.reason === "illegalTarget";
const onBattlefield = (g: Game, id: ObjectId) => g.state.objects.get(id)?.zone === "battlefield";
/** Bianca's "{T}: gain 1 life, targeting a creature" source of the given mana cost (its colour). */
const pinger = (g: Game, controller: string, manaCost = "{1}") =>
  g.createCard(card(`pinger-${controller}-${manaCost}`, { manaCost, types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "ping", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ gainLife: 1 }] } }] }), "battlefield", controller);
const target = (g: Game, controller: string, source: ObjectId, id: ObjectId) => () => g.activate(controller, source, "ping", { targets: [{ object: id }] });

/** A blocker that may not block the attacker with this keyword, and one that may: the rule cited is the keyword's. */
function evasion(keyword: Keyword, attackerCost: string, cantBlock: CardDef, canBlock: CardDef) {
  return (g: Game) => {
    const [attacker, refused, allowed] = [...battlefield(g, "alex", creature("attacker", keyword, {}, { manaCost: attackerCost })), ...battlefield(g, "bianca", cantBlock, canBlock)];
    declareAttackers(g, "alex", [attacker]);
    g.state.turn.step = "declare-blockers";
    expect(refusal(() => declareBlockers(g, "bianca", [[refused, attacker]]))).toBe(KEYWORD_RULES[keyword](rules));
    declareBlockers(g, "bianca", [[allowed, attacker]]);
  };
}

/** A split card whose halves cost {0}: Left ("you gain 1 life") // Right ("you gain 2 life"), with fuse or not. */
const fusing = (fuse: boolean): CardDef => ({
  slug: fuse ? "left-right" : "left-right-unfused",
  name: { en: "Left // Right" },
  types: ["sorcery"],
  abilities: fuse ? [{ id: "fuse", keyword: "fuse" }] : [],
  split: [
    { name: { en: "Left" }, manaCost: "{0}", types: ["sorcery"], abilities: [{ id: "left", spell: { effect: [{ gainLife: 1 }] } }] },
    { name: { en: "Right" }, manaCost: "{0}", types: ["sorcery"], abilities: [{ id: "right", spell: { effect: [{ gainLife: 2 }] } }] },
  ],
});

const cases: Record<Keyword, (g: Game) => void> = {
  // lethal damage doesn't destroy an indestructible creature; it destroys the other one (704.5g).
  indestructible: (g) => {
    const [kept, destroyed] = battlefield(g, "alex", creature("kept", "indestructible"), creature("destroyed"));
    for (const id of [kept, destroyed]) object(g.state, id).damage = 2;
    g.checkStateBasedActions();
    expect([onBattlefield(g, kept), onBattlefield(g, destroyed)]).toEqual([true, false]);
  },
  // only creatures with flying and/or reach block it.
  flying: evasion("flying", "{W}", creature("ground"), creature("flyer", "flying")),
  // damage beyond lethal to its blockers goes to the defending player.
  trample: (g) => {
    const [attacker, blocker] = [...battlefield(g, "alex", creature("trampler", "trample", {}, { power: 5, toughness: 5 })), ...battlefield(g, "bianca", creature("chump", undefined, {}, { power: 1, toughness: 2 }))];
    attackAndBlock(g, attacker, blocker);
    combatDamage(g);
    expect([player(g.state, "bianca").life, onBattlefield(g, blocker)]).toEqual([17, false]);
  },
  // it can attack (and {T}) the turn it comes under its controller's control; without haste it can't (302.6).
  haste: (g) => {
    const [hasty, fresh] = battlefield(g, "alex", creature("hasty", "haste"), creature("fresh"));
    for (const id of [hasty, fresh]) object(g.state, id).sinceTurn = 2;
    expect(refusal(() => declareAttackers(g, "alex", [fresh]))).toBe(cite(rules, "summoningSickness"));
    declareAttackers(g, "alex", [hasty]);
  },
  // a card with morph may be cast face down for {3}; one without it may not.
  morph: (g) => {
    for (let i = 0; i < 3; i++) g.createCard(poolCard("island"), "battlefield", "alex");
    const morph = g.createCard(creature("morph", "morph", { cost: "{U}" }), "hand", "alex");
    const plain = g.createCard(creature("plain"), "hand", "alex");
    expect(refusal(() => g.cast("alex", plain, {}, { faceDown: true }))).toBe(cite(rules, "morphCast"));
    const spell = g.cast("alex", morph, {}, { faceDown: true });
    expect(object(g.state, spell).status.faceDown).toBe(true);
  },
  // "Fading N" means it enters the battlefield with N fade counters.
  fading: (g) => {
    const [fading, plain] = [creature("fading", "fading", { amount: 3 }), creature("plain")].map((c) => g.moveTo(g.createCard(c, "hand", "alex"), "battlefield"));
    expect([object(g.state, fading).counters.fade, object(g.state, plain).counters.fade]).toEqual([3, undefined]);
  },
  // it can't be the target of the stated quality's (red) spells or abilities; another colour's may target it.
  protection: (g) => {
    const [knight] = battlefield(g, "bianca", creature("knight", "protection", { from: ["red"] }));
    expect(illegalTarget(target(g, "alex", pinger(g, "alex", "{R}"), knight))).toBe(true);
    target(g, "alex", pinger(g, "alex", "{G}"), knight)();
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  },
  // a creature with defender can't attack.
  defender: (g) => {
    const [wall, bear] = battlefield(g, "alex", creature("wall", "defender"), creature("bear"));
    expect(refusal(() => declareAttackers(g, "alex", [wall]))).toBe(cite(rules, "defender"));
    declareAttackers(g, "alex", [bear]);
  },
  // attacking doesn't cause it to tap; it taps another attacker (508.1f).
  vigilance: (g) => {
    const [watchful, bear] = battlefield(g, "alex", creature("watchful", "vigilance"), creature("bear"));
    declareAttackers(g, "alex", [watchful, bear]);
    expect([object(g.state, watchful).status.tapped, object(g.state, bear).status.tapped]).toEqual([false, true]);
  },
  // a creature with reach can block a creature with flying; one with neither can't (702.9b).
  reach: (g) => {
    const [flyer, ground, spider] = [...battlefield(g, "alex", creature("flyer", "flying")), ...battlefield(g, "bianca", creature("ground"), creature("spider", "reach"))];
    declareAttackers(g, "alex", [flyer]);
    g.state.turn.step = "declare-blockers";
    expect(refusal(() => declareBlockers(g, "bianca", [[ground, flyer]]))).toBe(cite(rules, "flying"));
    declareBlockers(g, "bianca", [[spider, flyer]]);
  },
  // it can't be blocked as long as the defending player controls a land of the stated type (a Forest).
  landwalk: (g) => {
    const [walker, blocker] = [...battlefield(g, "alex", creature("walker", "landwalk", { landType: "Forest" })), ...battlefield(g, "bianca", creature("blocker"))];
    declareAttackers(g, "alex", [walker]);
    g.state.turn.step = "declare-blockers";
    g.createCard(poolCard("island"), "battlefield", "bianca");
    declareBlockers(g, "bianca", [[blocker, walker]]);
    g.createCard(poolCard("forest"), "battlefield", "bianca");
    expect(refusal(() => declareBlockers(g, "bianca", [[blocker, walker]]))).toBe(cite(rules, "landwalk"));
  },
  // its owner may exile it from hand with N time counters on it (the special action 115.2f); a card without suspend can't be.
  suspend: (g) => {
    const suspended = g.createCard(creature("suspended", "suspend", { amount: 2, cost: "{0}" }), "hand", "alex");
    const plain = g.createCard(creature("plain"), "hand", "alex");
    expect(refusal(() => suspend(g, "alex", plain))).toBe(citeIfAny(rules, "suspend"));
    const exiled = suspend(g, "alex", suspended);
    expect([object(g.state, exiled).zone, object(g.state, exiled).counters.time]).toEqual(["exile", 2]);
  },
  // it deals its combat damage in the first combat damage step: its 2/2 blocker dies before striking back.
  "first-strike": (g) => {
    const [attacker, blocker] = [...battlefield(g, "alex", creature("striker", "first-strike", {}, { toughness: 1 })), ...battlefield(g, "bianca", creature("blocker"))];
    attackAndBlock(g, attacker, blocker);
    combatDamage(g);
    combatDamage(g);
    expect([onBattlefield(g, attacker), onBattlefield(g, blocker)]).toEqual([true, false]);
  },
  // it deals combat damage in both combat damage steps: 2 + 2 to the defending player.
  "double-strike": (g) => {
    const [attacker] = battlefield(g, "alex", creature("striker", "double-strike"));
    attackAndBlock(g, attacker);
    combatDamage(g);
    expect(player(g.state, "bianca").life).toBe(18);
    combatDamage(g);
    expect(player(g.state, "bianca").life).toBe(16);
  },
  // it can't be the target of spells or abilities its controller's opponents control; its controller's may target it.
  hexproof: (g) => {
    const [theirs, mine] = [...battlefield(g, "bianca", creature("troll", "hexproof")), ...battlefield(g, "alex", creature("my-troll", "hexproof"))];
    const source = pinger(g, "alex");
    expect(illegalTarget(target(g, "alex", source, theirs))).toBe(true);
    target(g, "alex", source, mine)();
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  },
  // it can't be the target of spells or abilities, its controller's included.
  shroud: (g) => {
    const [shrouded, bear] = battlefield(g, "alex", creature("shrouded", "shroud"), creature("bear"));
    const source = pinger(g, "alex");
    expect(illegalTarget(target(g, "alex", source, shrouded))).toBe(true);
    target(g, "alex", source, bear)();
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  },
  // it may be cast any time its controller could cast an instant (in the opponent's turn); another creature can't (302.1).
  flash: (g) => {
    g.passPriority("alex");
    const [flashy, plain] = [creature("flashy", "flash"), creature("plain")].map((c) => g.createCard(c, "hand", "bianca"));
    expect(refusal(() => g.cast("bianca", plain))).toBe(cite(rules, "castCreature"));
    g.cast("bianca", flashy);
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  },
  // only artifact and/or black creatures block it.
  fear: evasion("fear", "{B}", creature("red", undefined, {}, { manaCost: "{R}" }), creature("black", undefined, {}, { manaCost: "{B}" })),
  // Both halves of a split card with fuse may be cast from the hand as one fused split spell: the left half's
  // instructions, then the right half's (702.101d); without fuse, only one half (708.2a).
  fuse: (g) => {
    const [fused, plain] = [fusing(true), fusing(false)].map((c) => g.createCard(c, "hand", "alex"));
    expect(refusal(() => g.cast("alex", plain, { fuse: true }))).toBe(citeIfAny(rules, "fuse"));
    g.cast("alex", fused, { fuse: true });
    g.resolveTop();
    expect(player(g.state, "alex").life).toBe(23);
  },
  // "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura."
  "totem-armor": (g) => {
    const [kept, destroyed] = battlefield(g, "alex", creature("kept"), creature("destroyed"));
    const aura = g.createCard({ slug: "umbra", name: { en: "umbra" }, types: ["enchantment"], subtypes: ["Aura"], abilities: [{ id: "enchant", spell: { targets: [{ kind: "creature" }] } }, { id: "totem-armor", keyword: "totem-armor" }] }, "battlefield", "alex");
    g.attach(aura, kept);
    for (const id of [kept, destroyed]) object(g.state, id).damage = 2;
    g.checkStateBasedActions();
    expect([onBattlefield(g, kept), object(g.state, kept).damage, onBattlefield(g, aura), onBattlefield(g, destroyed)]).toEqual([true, 0, false, false]);
  },
  // only artifact creatures and/or creatures that share a colour with it block it.
  intimidate: evasion("intimidate", "{R}", creature("green", undefined, {}, { manaCost: "{G}" }), creature("red", undefined, {}, { manaCost: "{R}" })),
};

describe(`keywords (702, ${VERSION}): each one does what its rule says`, () => {
  for (const [keyword, event] of Object.entries(cases) as [Keyword, (g: Game) => void][]) {
    it(`${keyword} (${KEYWORD_RULES[keyword](rules)})`, () => {
      expect(KEYWORD_RULES[keyword](rules)).toMatch(/^\d{3}\.\d+[a-z]?$/u);
      event(game());
    });
  }
});
