// The layer system, rule by rule as numbered in the 2011-02-04 Comprehensive Rules (613), and the 2007
// structure of 418.5 where it differs.
import { describe, expect, it } from "vitest";
import { createCopyEffect } from "../../src/engine/copy.ts";
import { card, effect, newGame, pt, refusedSaying } from "./helpers.ts";
import { object } from "../../src/engine/state.ts";

const anthem = (slug: string, filter: object, modify: [number, number]) =>
  card(slug, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "anthem", static: { affects: { all: filter }, modifyPT: modify } }] });

describe("613.1 layers in order", () => {
  it("613.1a: copy effects apply before every other layer, so a later copy keeps earlier P/T-setting effects", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const ogre = g.createCard(card("ogre", { power: 3, toughness: 3 }), "battlefield", "bianca");
    effect(g, [bear], { setPT: [0, 1] });
    createCopyEffect(g, bear, ogre, { of: "target" }, undefined, "alex", null);
    expect(g.characteristics(bear).name?.en).toBe("ogre");
    expect(pt(g, bear)).toEqual([0, 1]);
    expect(g.trace(bear).map((t) => t.stage)).toEqual(["1", "7b"]);
  });

  it("613.1b: control changes before abilities look at who controls what", () => {
    const g = newGame();
    g.createCard(anthem("anthem", { types: ["creature"], controller: "you" }, [1, 1]), "battlefield", "alex");
    const theirs = g.createCard(card("theirs"), "battlefield", "bianca");
    expect(pt(g, theirs)).toEqual([2, 2]);
    g.gainControl(theirs, "alex");
    expect(g.characteristics(theirs).controller).toBe("alex");
    expect(pt(g, theirs)).toEqual([3, 3]);
  });

  it("613.1c: text gained by a text-changing effect works in the later layers", () => {
    const g = newGame();
    const lord = card("lord", { abilities: [{ id: "anthem", static: { affects: { all: { types: ["creature"], other: true } }, modifyPT: [1, 1] } }] });
    const shapeshifter = g.createCard(
      card("shapeshifter", { power: 0, toughness: 1, abilities: [{ id: "full-text", static: { affects: "self", condition: { topOfGraveyard: { whose: "you", filter: { types: ["creature"] } } }, fullTextOf: { topOfGraveyard: { whose: "you" } } } }] }),
      "battlefield",
      "alex",
    );
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.createCard(lord, "graveyard", "alex");
    expect(g.characteristics(shapeshifter).name?.en).toBe("lord");
    expect(pt(g, bear)).toEqual([3, 3]);
  });

  it("613.1d: a type-changing effect makes an artifact a creature for a creature-only P/T effect", () => {
    const g = newGame();
    g.createCard(anthem("anthem", { types: ["creature"] }, [1, 1]), "battlefield", "alex");
    const rock = g.createCard(card("rock", { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
    effect(g, [rock], { types: { add: ["creature"] }, setPT: [1, 1] });
    expect(pt(g, rock)).toEqual([2, 2]);
  });

  it("613.1e / 613.8: a colour-changing effect decides whether a colour-based effect applies", () => {
    const g = newGame();
    g.createCard(anthem("crusade", { types: ["creature"], colors: ["white"] }, [1, 1]), "battlefield", "alex");
    const bear = g.createCard(card("bear", { manaCost: "{1}{G}" }), "battlefield", "alex");
    expect(pt(g, bear)).toEqual([2, 2]);
    effect(g, [bear], { colors: { set: ["white"] } });
    expect(pt(g, bear)).toEqual([3, 3]);
  });

  it("613.1f: an ability removed in layer 6 no longer generates its layer-7 effect", () => {
    const g = newGame();
    const lord = g.createCard(card("lord", { abilities: [{ id: "anthem", static: { affects: { all: { types: ["creature"], other: true } }, modifyPT: [1, 1] } }] }), "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    expect(pt(g, bear)).toEqual([3, 3]);
    effect(g, [lord], { abilities: { removeAll: true } });
    expect(pt(g, bear)).toEqual([2, 2]);
  });

  it("613.1g / 613.3: set (7b), modify (7c), counters (7d), switch (7e), whatever the timestamps", () => {
    const g = newGame();
    const bear = g.createCard(card("bear", { power: 1, toughness: 3 }), "battlefield", "alex");
    effect(g, [bear], { switchPT: true });
    g.putCounters(bear, "+1/+1", 2);
    effect(g, [bear], { modifyPT: [1, 0] });
    effect(g, [bear], { setPT: [0, 5] });
    // 0/5 set, +1/+0 → 1/5, +2/+2 counters → 3/7, switched → 7/3
    expect(pt(g, bear)).toEqual([7, 3]);
    expect(g.trace(bear).map((t) => t.stage)).toEqual(["7b", "7c", "7d", "7e"]);
  });
});

describe("613.2 characteristic-defining abilities first", () => {
  it("a CDA in layer 5 applies before an earlier colour-setting effect", () => {
    const g = newGame();
    const ghost = g.createCard(card("ghost", { manaCost: "{2}{R}", abilities: [{ id: "colorless", cda: true, static: { affects: "self", colors: { set: [] } } }] }), "battlefield", "alex");
    effect(g, [ghost], { colors: { set: ["blue"] } });
    // The effect has a later timestamp anyway; give the object a later one to show the CDA still goes first.
    object(g.state, ghost).timestamp = 1000;
    g.state.version += 1;
    expect(g.characteristics(ghost).colors).toEqual(["blue"]);
    expect(g.trace(ghost).map((t) => t.order?.reason ?? "timestamp")).toEqual(["cda", "timestamp"]);
  });

  it("a P/T CDA (7a) is overridden by a P/T-setting effect (7b)", () => {
    const g = newGame();
    const goyf = g.createCard(card("goyf", { abilities: [{ id: "size", cda: true, static: { affects: "self", setPT: [{ count: { zone: "graveyard", whose: "any" } }, 4] } }] }), "battlefield", "alex");
    g.createCard(card("dead"), "graveyard", "bianca");
    expect(pt(g, goyf)).toEqual([1, 4]);
    effect(g, [goyf], { setPT: [0, 1] });
    expect(pt(g, goyf)).toEqual([0, 1]);
  });
});

describe("613.5 an effect keeps applying to the same set in later layers", () => {
  it("a static ability that starts in layer 4 keeps setting P/T in layer 7 after losing the ability in layer 6", () => {
    const g = newGame();
    const statue = g.createCard(
      card("statue", { types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "animate", static: { affects: "self", types: { add: ["creature"] }, setPT: [3, 3] } }] }),
      "battlefield",
      "alex",
    );
    effect(g, [statue], { abilities: { removeAll: true } });
    expect(g.characteristics(statue).abilities).toEqual([]);
    expect(pt(g, statue)).toEqual([3, 3]);
  });
});

describe("613.6 timestamps", () => {
  it("the later of two P/T-setting effects wins", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    effect(g, [bear], { setPT: [5, 5] });
    effect(g, [bear], { setPT: [1, 1] });
    expect(pt(g, bear)).toEqual([1, 1]);
  });

  it("613.6d: an Aura attached again gets a new timestamp", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const aura = g.createCard(card("aura", { types: ["enchantment"], subtypes: ["Aura"], power: undefined, toughness: undefined, abilities: [{ id: "set", static: { affects: "enchanted", setPT: [4, 4] } }] }), "battlefield", "alex");
    g.attach(aura, bear);
    effect(g, [bear], { setPT: [1, 1] });
    expect(pt(g, bear)).toEqual([1, 1]);
    g.attach(aura, bear);
    expect(pt(g, bear)).toEqual([4, 4]);
  });
});

describe("613.7 dependency", () => {
  it("an effect waits for the one that changes what it applies to, against timestamp order", () => {
    const g = newGame();
    // Earlier: "Creatures are enchantments in addition". Later: "Artifacts are creatures in addition".
    g.createCard(card("first", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "a", static: { affects: { all: { types: ["creature"] } }, types: { add: ["enchantment"] } } }] }), "battlefield", "alex");
    g.createCard(card("second", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "b", static: { affects: { all: { types: ["artifact"] } }, types: { add: ["creature"] } } }] }), "battlefield", "alex");
    const rock = g.createCard(card("rock", { types: ["artifact"], power: 1, toughness: 1 }), "battlefield", "alex");
    expect([...g.characteristics(rock).types].sort()).toEqual(["artifact", "creature", "enchantment"]);
    const trace = g.trace(rock);
    // The later effect is applied first, because the earlier one depends on it.
    expect(trace.map((t) => t.order?.rule ?? "613.6")).toEqual(["613.7a", "613.6"]);
  });

  it("an effect depends on one that removes the ability generating it (existence), even with a later timestamp", () => {
    const g = newGame();
    const lord = g.createCard(card("lord", { abilities: [{ id: "wings", static: { affects: { all: { types: ["creature"], other: true } }, abilities: { add: [{ id: "flying", keyword: "flying" }] } } }] }), "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    expect(g.characteristics(bear).abilities.map((a) => a.def.id)).toEqual(["flying"]);
    // Same layer (6), later timestamp: the lord loses its abilities. The lord's effect depends on it (613.7a).
    effect(g, [lord], { abilities: { removeAll: true } });
    expect(g.characteristics(bear).abilities).toEqual([]);
  });

  it("613.7b: effects in a dependency loop apply in timestamp order", () => {
    const build = (loopOrder: "add-first" | "remove-first") => {
      const g = newGame();
      const add = card("add", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "a", static: { affects: { all: { types: ["artifact"] } }, types: { add: ["enchantment"] } } }] });
      const remove = card("remove", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "r", static: { affects: { all: { types: ["enchantment"], other: true } }, types: { remove: ["artifact"] } } }] });
      const [first, second] = loopOrder === "add-first" ? [add, remove] : [remove, add];
      const rock = g.createCard(card("rock", { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
      const relic = g.createCard(card("relic", { types: ["artifact", "enchantment"], power: undefined, toughness: undefined }), "battlefield", "alex");
      g.createCard(first, "battlefield", "alex");
      g.createCard(second, "battlefield", "alex");
      return { g, rock, relic };
    };
    const a = build("add-first");
    // add first: rock becomes an artifact enchantment, then both lose "artifact".
    expect(a.g.characteristics(a.rock).types).toEqual(["enchantment"]);
    expect(a.g.characteristics(a.relic).types).toEqual(["enchantment"]);
    expect(a.g.trace(a.rock).some((t) => t.order?.reason === "loop")).toBe(true);
    const r = build("remove-first");
    // remove first: the relic loses "artifact"; then the rock (still an artifact) becomes an enchantment too.
    expect(r.g.characteristics(r.rock).types).toEqual(["artifact", "enchantment"]);
    expect(r.g.characteristics(r.relic).types).toEqual(["enchantment"]);
  });
});

describe("418.5 (2007-10-01): six layers, P/T sublayers 6a–6e", () => {
  it("the Gray Ogre example of 418.5a ends 1/4 under 2007 rules but 5/8 under 2011 (613.4)", () => {
    const run = (version: string) => {
      const g = newGame(version);
      const ogre = g.createCard(card("gray-ogre"), "battlefield", "alex");
      g.putCounters(ogre, "+1/+1", 1);
      effect(g, [ogre], { modifyPT: [4, 4] });
      g.createCard(anthem("wall", { types: ["creature"], controller: "you" }, [0, 2]), "battlefield", "alex");
      effect(g, [ogre], { setPT: [0, 1] });
      return { pt: pt(g, ogre), stages: g.trace(ogre).map((t) => t.stage) };
    };
    expect(run("2007-10-01")).toEqual({ pt: [1, 4], stages: ["6b", "6b", "6c", "6d"] });
    expect(run("2011-02-04")).toEqual({ pt: [5, 8], stages: ["7b", "7c", "7c", "7d"] });
  });

  it("the Svogthos example: 10/10 under 418.5b (2007, one sublayer 6b in timestamp order) but 11/11 under 613.5 (2011, modifications after all setting effects)", () => {
    const run = (version: string) => {
      const g = newGame(version);
      const tomb = g.createCard(card("tomb", { types: ["land"], power: undefined, toughness: undefined }), "battlefield", "alex");
      for (let i = 0; i < 10; i++) g.createCard(card(`dead-${i}`), "graveyard", "alex");
      effect(g, [tomb], { types: { set: ["land", "creature"] }, setPT: [3, 3] });
      effect(g, [tomb], { modifyPT: [1, 1] });
      const count = { count: { zone: "graveyard" as const, whose: "you" as const, filter: { types: ["creature" as const] } } };
      effect(g, [tomb], { types: { set: ["land", "creature"] }, abilities: { add: [{ id: "size", static: { affects: "self", setPT: [count, count] } }] } });
      return pt(g, tomb);
    };
    expect(run("2007-10-01")).toEqual([10, 10]);
    expect(run("2011-02-04")).toEqual([11, 11]);
  });

  it("colour and ability effects share layer 5 in 2007", () => {
    const g = newGame("2007-10-01");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    effect(g, [bear], { colors: { set: ["white"] }, abilities: { add: [{ id: "flying", keyword: "flying" }] } });
    expect(g.trace(bear).map((t) => t.stage)).toEqual(["5", "5"]);
  });
});

describe("418.5 before 2005-10-01: layers without sublayers, and the order before layers", () => {
  // A 2/2 with a +1/+1 counter, then "becomes 0/1", then +4/+4, then a static +0/+2, then "switch".
  const run = (version: string) => {
    const g = newGame(version);
    const ogre = g.createCard(card("gray-ogre"), "battlefield", "alex");
    g.putCounters(ogre, "+1/+1", 1);
    effect(g, [ogre], { setPT: [0, 1] });
    effect(g, [ogre], { modifyPT: [4, 4] });
    g.createCard(anthem("wall", { types: ["creature"], controller: "you" }, [0, 2]), "battlefield", "alex");
    return { pt: pt(g, ogre), stages: g.trace(ogre).map((t) => t.stage) };
  };

  it("2003-12-01 (418.5a): counters apply first in layer 6, then every other P/T effect in timestamp order", () => {
    // +1/+1 counter → 3/3; becomes 0/1; +4/+4 → 4/5; +0/+2 → 4/7.
    expect(run("2003-12-01")).toEqual({ pt: [4, 7], stages: ["6", "6", "6", "6"] });
  });

  it("2005-10-01 (418.5a): the counter moves to sublayer 6c, after the setting effect of 6b", () => {
    // becomes 0/1, +4/+4 (6b, timestamp order) → 4/5; counter (6c) → 5/6; +0/+2 (6d) → 5/8.
    expect(run("2005-10-01")).toEqual({ pt: [5, 8], stages: ["6b", "6b", "6c", "6d"] });
  });

  it("2001-07-23 and 2003-07-01 (418.5e, 418.5a): counters, then all other continuous effects, in timestamp order", () => {
    expect(run("2001-07-23")).toEqual({ pt: [4, 7], stages: ["counters", "other", "other", "other"] });
    expect(run("2003-07-01")).toEqual({ pt: [4, 7], stages: ["counters", "other", "other", "other"] });
  });

  it("2001-07-23 (418.5e): a characteristic-setting ability is one of the other effects, applied after the counters", () => {
    const run = (version: string) => {
      const g = newGame(version);
      for (let i = 0; i < 3; i++) g.createCard(card(`dead-${i}`), "graveyard", "alex");
      const count = { count: { zone: "graveyard" as const, whose: "you" as const, filter: { types: ["creature" as const] } } };
      const lhurgoyf = g.createCard(card("lhurgoyf", { abilities: [{ id: "size", cda: true, static: { affects: "self", setPT: [count, count] } }] }), "battlefield", "alex");
      g.putCounters(lhurgoyf, "+1/+1", 1);
      return { pt: pt(g, lhurgoyf), stages: g.trace(lhurgoyf).map((t) => t.stage) };
    };
    expect(run("2001-07-23")).toEqual({ pt: [3, 3], stages: ["counters", "other"] });
    expect(run("2003-07-01")).toEqual({ pt: [4, 4], stages: ["characteristic-setting", "counters"] });
    expect(run("2003-12-01")).toEqual({ pt: [4, 4], stages: ["6", "6"] });
  });
});

describe("613.3a–b base power and toughness", () => {
  it("613.3b: base P/T is what characteristic-defining abilities and setting effects make it, before 7c–7e", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    effect(g, [bear], { modifyPT: [1, 1] });
    g.putCounters(bear, "+1/+1", 1);
    expect(g.basePowerToughness(bear)).toEqual([2, 2]);
    expect(pt(g, bear)).toEqual([4, 4]);
    effect(g, [bear], { setPT: [0, 1] });
    expect(g.basePowerToughness(bear)).toEqual([0, 1]);
    expect(pt(g, bear)).toEqual([2, 3]);
    effect(g, [bear], { switchPT: true });
    expect(g.basePowerToughness(bear)).toEqual([0, 1]);
    expect(pt(g, bear)).toEqual([3, 2]);
  });

  it("418.5a (2007): setting and other modifications share sublayer 6b, so there is no separate base P/T", () => {
    const g = newGame("2007-10-01");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    expect(g.basePowerToughness(bear)).toBeUndefined();
  });
});

describe("607: the chosen creature type", () => {
  it("607.2a: 'is the chosen type in addition to its other types' adds the linked choice's type (none if undefined, 706.7a)", () => {
    const g = newGame();
    const automaton = card("automaton", {
      subtypes: ["Construct"],
      abilities: [{ id: "choose", asEnters: { choose: "creature-type" } }, { id: "is-chosen", linked: "choose", static: { affects: "self", subtypes: { addChosen: true } } }],
    });
    const elf = g.createCard(automaton, "battlefield", "alex", { choices: [{ kind: "creature-type", value: "Elf", ability: "automaton:choose" }] });
    expect(g.characteristics(elf).subtypes).toEqual(["Construct", "Elf"]);
    const none = g.createCard(automaton, "battlefield", "alex");
    expect(g.characteristics(none).subtypes).toEqual(["Construct"]);
  });

  it("608.2d: a type chosen as a spell resolves is the one 'of the chosen type' means, and the set is locked (611.2c)", () => {
    const g = newGame();
    const elf = g.createCard(card("elf", { subtypes: ["Elf"] }), "battlefield", "bianca");
    const goblin = g.createCard(card("goblin", { subtypes: ["Goblin"] }), "battlefield", "alex");
    const unity = g.createCard(
      { slug: "unity", name: { en: "unity" }, types: ["instant"], abilities: [{ id: "u", spell: { effect: [{ chooseCreatureType: true }, { continuous: { affects: { all: { types: ["creature"], subtypeChosen: true } }, modifyPT: [2, 2] } }] } }] },
      "hand",
      "alex",
    );
    g.cast("alex", unity);
    expect(refusedSaying(() => g.resolveTop())).toMatch(/creature type must be chosen/u);
    g.resolveTop({ creatureType: "Elf" });
    expect(pt(g, elf)).toEqual([4, 4]);
    expect(pt(g, goblin)).toEqual([2, 2]);
    const late = g.createCard(card("late elf", { subtypes: ["Elf"] }), "battlefield", "alex");
    expect(pt(g, late)).toEqual([2, 2]);
  });
});
