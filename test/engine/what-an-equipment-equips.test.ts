// What an Equipment can equip (212.2i in the Mirrodin rules, 2003-10-01; 301.7b from M10; 301.5c from 2010-02-01):
// "Equipment that loses the subtype "Equipment" can't equip a creature. An Equipment can't equip itself." An Equipment
// attached where it can't equip becomes unattached as a state-based action and remains on the battlefield; the rule
// said is the one saying why. Tested in every release whose text says so, found by its wording.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { card, effect, events, newGame } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const sword: CardDef = { slug: "sword", name: { en: "sword" }, manaCost: "{0}", types: ["artifact"], subtypes: ["Equipment"] };

describe("an Equipment can't equip itself", () => {
  const releases = releasesSaying("An Equipment can't equip itself");
  it("is said from the Mirrodin rules (2003-10-01) on", () => expect(releases[0]).toEqual({ version: "2003-10-01", rule: "212.2i" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): an Equipment attached to itself becomes unattached, citing that rule, and stays on the battlefield", (version, rule) => {
    const g = newGame(version);
    const s = g.createCard(sword, "battlefield", "alex");
    g.attach(s, s);
    g.checkStateBasedActions();
    expect(g.state.objects.get(s)).toMatchObject({ zone: "battlefield", attachedTo: null });
    expect(events(g, "unattachedIllegally")).toEqual([{ action: "unattachedIllegally", object: g.ref(s), from: g.ref(s), rule }]);
  });
});

describe("an Equipment that loses the subtype Equipment can't equip a creature", () => {
  // 212.2i: "Equipment that loses the subtype …" (2003-10-01 … 2009), then "An Equipment that loses the subtype …".
  const releases = releasesSaying('loses the subtype "Equipment" can\'t equip a creature');
  it("is said from the Mirrodin rules (2003-10-01) on", () => expect(releases[0]).toEqual({ version: "2003-10-01", rule: "212.2i" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): it becomes unattached from the creature, citing that rule, and stays on the battlefield", (version, rule) => {
    const g = newGame(version);
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const s = g.createCard(sword, "battlefield", "alex");
    g.attach(s, bear);
    g.checkStateBasedActions();
    expect(g.state.objects.get(s)?.attachedTo).toBe(bear);
    // An artifact of another artifact subtype now (it replaces the artifact subtypes, 212.1b / 205.1a): not an Equipment.
    effect(g, [s], { subtypes: { set: ["Treasure"] } });
    g.checkStateBasedActions();
    expect(g.state.objects.get(s)).toMatchObject({ zone: "battlefield", attachedTo: null });
    expect(events(g, "unattachedIllegally")).toEqual([{ action: "unattachedIllegally", object: g.ref(s), from: g.ref(bear), rule }]);
  });
});
