// What protection judges (702.16 / 502.7): the quality it is from — a colour chosen as the permanent entered (607: the
// ability linked to that choice), not only one stated — and the quality of the source, even one that has left the zone
// it was in (combat damage on the stack, 310.4b until 2009-05-01), and only damage a source would actually deal (a
// source that would deal 0 damage deals none, 419.5 / 120.8: there is nothing to prevent). Expectations from the
// rules' text, in every release that says it.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { combatDamage, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { card, events, newGame } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

/** "As this enters, choose a color. It has protection from the chosen color." (Voice of All's abilities.) */
const voice = card("voice", {
  toughness: 4,
  abilities: [
    { id: "choose-color", asEnters: { choose: "color" } },
    { id: "protection", keyword: "protection", linked: "choose-color", from: [{ chosen: "color" }] },
  ],
});
/** A spell of one colour that deals `amount` damage to each creature. */
const quake = (color: "red" | "green", amount = 2): CardDef => ({
  slug: `${color}-quake`, name: { en: `${color} quake` }, manaCost: "{0}", types: ["instant"], colorIndicator: [color],
  abilities: [{ id: "quake", spell: { effect: [{ dealDamage: { amount, to: { all: { types: ["creature"] } } } }] } }],
});

/** The releases, oldest first, whose text has one of these sentences, each with its rule's id there. */
const saying = (...quotes: string[]) => quotes.flatMap((q) => releasesSaying(q)).sort((x, y) => x.version.localeCompare(y.version));

/** 502.7b until 2003-07-01, then its own rule (502.7e, 702.14e, 702.15e, 702.16e). */
const preventionReleases = saying(
  "In addition, any damage that would be dealt to it from sources having that quality is prevented",
  "Any damage that would be dealt by sources that have the stated quality to",
);

describe("protection from the colour chosen as the permanent entered (607: the ability linked to the choice)", () => {
  it("is said in every numbered release, 1999-04-23 on", () => expect(preventionReleases[0]?.version).toBe("1999-04-23"));

  it.each(preventionReleases.map((r) => [r.version, r.rule] as const))(
    "%s (%s): red chosen: a red spell's damage to it is prevented, a green spell's is dealt",
    (version, rule) => {
      const g = newGame(version);
      const id = g.createCard(voice, "battlefield", "bianca", { choices: [{ kind: "color", value: "red", ability: "voice:choose-color" }] });
      g.cast("alex", g.createCard(quake("red"), "hand", "alex"));
      g.resolveTop();
      expect(g.state.objects.get(id)?.damage).toBe(0);
      expect(events(g, "damagePrevented")).toEqual([{ action: "damagePrevented", amount: 2, to: { object: g.ref(id) }, source: expect.anything(), rule }]);
      g.cast("alex", g.createCard(quake("green"), "hand", "alex"));
      g.resolveTop();
      expect(g.state.objects.get(id)?.damage).toBe(2);
      expect(events(g, "damagePrevented")).toHaveLength(1);
    },
  );
});

describe("a source that would deal 0 damage deals no damage at all (419.5 … 120.8): protection has nothing to prevent", () => {
  const releases = saying("If a source would deal 0 damage, it does not deal damage at all");
  it("is a rule from 2001-07-23 on", () => expect(releases[0]?.version).toBe("2001-07-23"));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): a green spell's 0 damage to a creature with protection from green: nothing is prevented", (version) => {
    const g = newGame(version);
    const id = g.createCard(card("pro-green", { abilities: [{ id: "protection", keyword: "protection", from: ["green"] }] }), "battlefield", "bianca");
    g.cast("alex", g.createCard(quake("green", 0), "hand", "alex"));
    g.resolveTop();
    expect(g.state.objects.get(id)?.damage).toBe(0);
    expect(events(g, "damagePrevented")).toEqual([]);
  });
});

describe("combat damage on the stack: its source is the creature as it last existed if it has left play (310.4b, 2003-07-01 to 2009-05-01)", () => {
  // "The source of the combat damage is the creature as it currently exists, or as it most recently existed if it is
  // no longer in play" — and protection judges that source as it last existed.
  const releases = saying("The source of the combat damage is the creature as it currently exists");
  it("is a rule of the releases that put combat damage on the stack, 2003-07-01 to 2009-05-01", () =>
    expect([releases[0]?.version, releases.at(-1)?.version]).toEqual(["2003-07-01", "2009-05-01"]));

  it.each(releases.map((r) => [r.version, r.rule] as const))(
    "%s (%s): a green attacker's damage on the stack, the attacker gone before it resolves: the damage to the blocker with protection from green is still prevented",
    (version) => {
      const g = newGame(version);
      const attacker = g.createCard(card("bear", { colorIndicator: ["green"], power: 3, toughness: 3 }), "battlefield", "alex");
      const blocker = g.createCard(card("pro-green", { power: 1, toughness: 4, abilities: [{ id: "protection", keyword: "protection", from: ["green"] }] }), "battlefield", "bianca");
      g.state.objects.get(attacker)!.sinceTurn = 0;
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [attacker]);
      g.advanceTo(1, "declare-blockers");
      declareBlockers(g, "bianca", [[blocker, attacker]]);
      combatDamage(g);
      g.moveTo(attacker, "graveyard");
      g.resolveTop();
      expect(g.state.objects.get(blocker)?.damage).toBe(0);
      expect(events(g, "damagePrevented")).toEqual([expect.objectContaining({ amount: 3, to: { object: g.ref(blocker) } })]);
    },
  );
});
