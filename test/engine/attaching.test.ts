// Attaching to an object it can't be attached to (701.3b from Rise of the Eldrazi, 2010-04-23): "If an effect tries to
// attach an Aura, Equipment, or Fortification to an object it can't be attached to, the Aura, Equipment, or
// Fortification doesn't move." Before, each kind had its rule: the Aura's (214.8d from 2001-07-23, "the enchantment
// doesn't move"; 212.4e, 212.4k, 212.4m, 303.4h) and the equip ability's (212.2h from 2005-10-01, 301.7a: "The
// creature to which the Equipment is to be moved must be able to be equipped by it. If it can't, the Equipment doesn't
// move"; Worldwake's 301.5b alone: "the Equipment remains on the battlefield unattached"). Where no rule says it, the
// object moves, and the state-based actions deal with it. Tested in every release whose text says it, found by its wording.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { card, effect, events, newGame, resolve } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const sword: CardDef = {
  slug: "sword", name: { en: "sword" }, manaCost: "{0}", types: ["artifact"], subtypes: ["Equipment"],
  abilities: [
    { id: "boost", static: { affects: "equipped", modifyPT: [2, 2] } },
    { id: "equip", activated: { cost: {}, targets: [{ kind: "creature", filter: { controller: "you" } }], effect: [{ attach: "target" }], asSorcery: true } },
  ],
};
const aura: CardDef = {
  slug: "aura", name: { en: "aura" }, manaCost: "{0}", types: ["enchantment"], subtypes: ["Aura"],
  abilities: [{ id: "enchant", spell: { targets: [{ kind: "creature" }] } }],
};
/** A creature with protection from artifacts: no Equipment can equip it (702.16d). */
const warded = card("warded", { abilities: [{ id: "protection", keyword: "protection", from: [{ cardType: "artifact" }] }] });
const land: CardDef = { slug: "plain", name: { en: "plain" }, types: ["land"] };

/** "Attach target Aura or Equipment to target permanent": an instant (not an artifact: it may target the warded creature). */
const moveIt = (g: ReturnType<typeof newGame>, what: string, to: string) =>
  resolve(g, [{ attach: "target-to-target" }], { targets: [{ object: what }, { object: to }] }, [{ kind: "permanent" }, { kind: "permanent" }]);

const general = releasesSaying("it can't be attached to, the Aura, Equipment, or Fortification doesn't move");
const ruleIn = (version: string, own: { version: string; rule: string }[]) => (general.find((r) => r.version === version) ?? own.find((r) => r.version === version))!.rule;

describe("701.3b: attaching an Equipment to an object it can't equip: it doesn't move", () => {
  const equipRule = releasesSaying("must be able to be equipped by it");
  it("is a rule from 2005-10-01 (212.2h, of the equip ability), of every effect from Rise of the Eldrazi (701.3b)", () => {
    expect(equipRule[0]).toEqual({ version: "2005-10-01", rule: "212.2h" });
    expect(general[0]).toEqual({ version: "2010-04-23", rule: "701.3b" });
    expect(general.at(-1)?.rule).toBe("701.3b");
  });

  it.each(general.filter((_, i) => i % 6 === 0 || i === general.length - 1).map((r) => [r.version, r.rule] as const))(
    "%s (%s): an effect attaching it to a creature with protection from artifacts: it stays on the creature it equips",
    (version, rule) => {
      const g = newGame(version);
      const [bear, ward] = [g.createCard(card("bear"), "battlefield", "alex"), g.createCard(warded, "battlefield", "alex")];
      const s = g.createCard(sword, "battlefield", "alex");
      g.attach(s, bear);
      moveIt(g, s, ward);
      expect(g.state.objects.get(s)?.attachedTo).toBe(bear);
      expect(events(g, "attachFails")).toEqual([{ action: "attachFails", object: g.ref(s), to: g.ref(ward), unattached: false, rule }]);
      expect(events(g, "unattachedIllegally")).toEqual([]);
    },
  );

  it.each(equipRule.filter((r) => !general.some((x) => x.version === r.version)).map((r) => [r.version, r.rule] as const))(
    "%s (%s): an Equipment that is a creature activates equip: the creature can't be equipped by it (301.5c), and it isn't attached",
    (version, rule) => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      const s = g.createCard(sword, "battlefield", "alex");
      effect(g, [s], { types: { set: ["artifact", "creature"] }, setPT: [1, 1] });
      g.activate("alex", s, "equip", { targets: [{ object: bear }] });
      g.resolveTop();
      expect(g.state.objects.get(s)?.attachedTo).toBe(null);
      expect(events(g, "attaches")).toEqual([]);
      expect(events(g, "attachFails")).toEqual([{ action: "attachFails", object: g.ref(s), to: g.ref(bear), unattached: false, rule }]);
    },
  );

  it("2010-02-01 (301.5b, Worldwake alone): \"the Equipment remains on the battlefield unattached\" — it leaves the creature it equipped", () => {
    const g = newGame("2010-02-01");
    const [bear, ward] = [g.createCard(card("bear"), "battlefield", "alex"), g.createCard(warded, "battlefield", "alex")];
    const s = g.createCard(sword, "battlefield", "alex");
    g.attach(s, bear);
    moveIt(g, s, ward);
    expect(g.state.objects.get(s)).toMatchObject({ zone: "battlefield", attachedTo: null });
    expect(events(g, "attachFails")).toEqual([{ action: "attachFails", object: g.ref(s), to: g.ref(ward), unattached: true, rule: "301.5b" }]);
  });

  it("2005-08-01, before any rule says so: it moves, then becomes unattached as a state-based action (420.5k, 704.5p's ancestor)", () => {
    const g = newGame("2005-08-01");
    const [bear, ward] = [g.createCard(card("bear"), "battlefield", "alex"), g.createCard(warded, "battlefield", "alex")];
    const s = g.createCard(sword, "battlefield", "alex");
    g.attach(s, bear);
    moveIt(g, s, ward);
    expect(g.state.objects.get(s)?.attachedTo).toBe(null);
    expect(events(g, "attachFails")).toEqual([]);
    expect(events(g, "attaches").map((e) => e.to)).toEqual([g.ref(ward)]);
  });
});

describe("701.3b: attaching an Aura to an object it can't enchant: it doesn't move", () => {
  const auraRule = releasesSaying("must be able to be enchanted by it");
  const releases = [...new Set([...auraRule, ...general].map((r) => r.version))].sort();
  it("is a rule from 2001-07-23 (214.8d, of a local enchantment), 701.3b from Rise of the Eldrazi", () => {
    expect(auraRule[0]).toEqual({ version: "2001-07-23", rule: "214.8d" });
    expect(releases.every((v, i) => i === 0 || releases[i - 1] < v)).toBe(true);
  });

  it.each(releases.filter((_, i) => i % 6 === 0 || i === releases.length - 1).map((v) => [v, ruleIn(v, auraRule)] as const))(
    "%s (%s): an Aura with \"enchant creature\" moved onto a land stays on the creature it enchants",
    (version, rule) => {
      const g = newGame(version);
      const [bear, plain] = [g.createCard(card("bear"), "battlefield", "alex"), g.createCard(land, "battlefield", "alex")];
      const a = g.createCard(aura, "battlefield", "alex");
      g.attach(a, bear);
      moveIt(g, a, plain);
      expect(g.state.objects.get(a)).toMatchObject({ zone: "battlefield", attachedTo: bear });
      expect(events(g, "attachFails")).toEqual([{ action: "attachFails", object: g.ref(a), to: g.ref(plain), unattached: false, rule }]);
    },
  );

  it("1999-04-23, before any rule says so: it moves onto the land, and goes to the graveyard as a state-based action", () => {
    const g = newGame("1999-04-23");
    const [bear, plain] = [g.createCard(card("bear"), "battlefield", "alex"), g.createCard(land, "battlefield", "alex")];
    const a = g.createCard(aura, "battlefield", "alex");
    g.attach(a, bear);
    moveIt(g, a, plain);
    expect(g.state.objects.has(a)).toBe(false);
    expect(events(g, "attachFails")).toEqual([]);
  });
});
