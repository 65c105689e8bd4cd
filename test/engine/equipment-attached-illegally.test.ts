// An Equipment attached to an illegal permanent (704.5p in the 2011 numbering; 420.5k from 2005-10-01; 212.2i in the
// Mirrodin rules, 2003-10-01): "If an Equipment or Fortification is attached to an illegal permanent, it becomes
// unattached from that permanent. It remains on the battlefield." And 301.5c: "An Equipment that's also a creature
// can't equip a creature." Tested in every release whose text says so, found by its wording; none before Mirrodin.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { card, effect, events, newGame, pt } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const sword: CardDef = {
  slug: "sword", name: { en: "sword" }, types: ["artifact"], subtypes: ["Equipment"],
  abilities: [
    { id: "boost", static: { affects: "equipped", modifyPT: [2, 2] } },
    { id: "equip", activated: { cost: {}, targets: [{ kind: "creature", filter: { controller: "you" } }], effect: [{ attach: "target" }], asSorcery: true } },
  ],
};

/** Alex's 2/2 equipped with the sword (+2/+2). */
function equipped(version: string) {
  const g = newGame(version);
  const bear = g.createCard(card("bear"), "battlefield", "alex");
  const s = g.createCard(sword, "battlefield", "alex");
  g.activate("alex", s, "equip", { targets: [{ object: bear }] });
  g.resolveTop();
  expect(pt(g, bear)).toEqual([4, 4]);
  return { g, bear, s };
}

/**
 * The releases saying one of the quotes, each with its first rule saying it (a multiplayer rule, 601.9 / 801.9,
 * repeats the sentence for the limited range of influence option: the state-based action comes first).
 */
function byVersion(quotes: string[]): { version: string; rule: string }[] {
  const found = quotes.flatMap((q) => releasesSaying(q)).sort((x, y) => x.version.localeCompare(y.version) || x.rule.localeCompare(y.rule, "en", { numeric: true }));
  return found.filter((r, i) => i === 0 || found[i - 1].version !== r.version);
}

describe("an Equipment attached to a permanent that is no longer a creature becomes unattached", () => {
  const releases = byVersion([
    "An Equipment that equips an illegal or nonexistent permanent stops equipping that permanent, but remains in play",
    "An Equipment attached to an illegal permanent becomes unattached from that permanent",
    "An Equipment or Fortification attached to an illegal permanent becomes unattached from that permanent",
    "If an Equipment or Fortification is attached to an illegal permanent, it becomes unattached from that permanent",
    "If an Equipment or Fortification is attached to an illegal permanent or to a player, it becomes unattached",
  ]);
  it("is a rule from the Mirrodin rules (2003-10-01) on, 704.5p in the 2011 numbering", () => {
    expect(releases[0]).toEqual({ version: "2003-10-01", rule: "212.2i" });
    expect(releases.find((r) => r.version === "2011-09-30")?.rule).toBe("704.5p");
    expect(releases.at(-1)?.rule).toBe("704.5n");
  });

  it.each(releases.map((r) => [r.version, r.rule] as const))(
    "%s (%s): it stays on the battlefield, unattached; its bonus doesn't come back when the permanent is a creature again",
    (version, rule) => {
      const { g, bear, s } = equipped(version);
      effect(g, [bear], { types: { set: ["artifact"] } });
      g.checkStateBasedActions();
      expect(g.state.objects.get(s)).toMatchObject({ zone: "battlefield", attachedTo: null });
      expect(events(g, "unattachedIllegally")).toEqual([{ action: "unattachedIllegally", object: g.ref(s), from: g.ref(bear), rule }]);
      effect(g, [bear], { types: { set: ["artifact", "creature"] } });
      g.checkStateBasedActions();
      expect(pt(g, bear)).toEqual([2, 2]);
    },
  );

  it("2003-07-01: the rules have no Equipment, and the engine unattaches nothing", () => {
    const g = newGame("2003-07-01");
    const land = g.createCard(card("land", { types: ["land"], power: undefined, toughness: undefined }), "battlefield", "alex");
    const s = g.createCard(sword, "battlefield", "alex");
    g.attach(s, land);
    g.checkStateBasedActions();
    expect(g.state.objects.get(s)?.attachedTo).toBe(land);
    expect(events(g, "unattachedIllegally")).toEqual([]);
  });
});

describe("301.5c: an Equipment that's also a creature can't equip a creature", () => {
  const releases = byVersion(["An Equipment that's also a creature can't equip a creature"]);
  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): an Equipment that becomes a creature becomes unattached, citing that rule", (version, rule) => {
    const { g, bear, s } = equipped(version);
    effect(g, [s], { types: { set: ["artifact", "creature"] }, setPT: [1, 1] });
    g.checkStateBasedActions();
    expect(g.state.objects.get(s)).toMatchObject({ zone: "battlefield", attachedTo: null });
    expect(pt(g, bear)).toEqual([2, 2]);
    expect(events(g, "unattachedIllegally").map((e) => e.rule)).toEqual([rule]);
  });

  it("an Equipment that loses the subtype Equipment — an enchantment now, not an artifact (205.1a) — becomes unattached too (2011-09-30, 301.5c)", () => {
    const { g, bear, s } = equipped("2011-09-30");
    effect(g, [s], { types: { set: ["enchantment"] } });
    expect(g.characteristics(s).subtypes).toEqual([]);
    g.checkStateBasedActions();
    expect(g.state.objects.get(s)?.attachedTo).toBeNull();
    expect(pt(g, bear)).toEqual([2, 2]);
  });
});

describe("a Fortification attached to a permanent that is no longer a land becomes unattached (301.6, 704.5p)", () => {
  it("2011-09-30: an effect makes the land an artifact only", () => {
    const g = newGame("2011-09-30");
    const land = g.createCard({ slug: "land", name: { en: "land" }, types: ["land"] }, "battlefield", "alex");
    const fort = g.createCard({ slug: "fort", name: { en: "fort" }, types: ["artifact"], subtypes: ["Fortification"] }, "battlefield", "alex");
    g.attach(fort, land);
    g.checkStateBasedActions();
    expect(g.state.objects.get(fort)?.attachedTo).toBe(land);
    effect(g, [land], { types: { set: ["artifact"] } });
    g.checkStateBasedActions();
    expect(g.state.objects.get(fort)?.attachedTo).toBeNull();
    expect(events(g, "unattachedIllegally").map((e) => e.rule)).toEqual(["704.5p"]);
  });
});
