// Cards of examples/cards with protection from a quality other than a colour or a card type, under the rules of a
// release that defines it: Progenitus (protection from everything, 702.15i in 2011-09-30), Tivadar of Thorn
// (protection from Goblins: a subtype, 702.15a), Soldier of the Pantheon (protection from multicolored), Teferi's
// Protection ("you gain protection from everything until your next turn", 702.16j from 2021-06-18). Expectations
// from the cards' text and the rules' text only.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { addMana } from "../../src/engine/mana-payment.ts";
import { player } from "../../src/engine/state.ts";
import { card, events, newGame, refusal } from "./helpers.ts";
import { poolCard } from "./pool.ts";

/** Alex attacks with `attacker` in 2011-09-30; the game in the declare blockers step. */
function attacking(attacker: CardDef, version = "2011-09-30") {
  const g = newGame(version);
  const a = g.createCard(attacker, "battlefield", "alex");
  g.state.objects.get(a)!.sinceTurn = 0;
  g.advanceTo(1, "declare-attackers");
  declareAttackers(g, "alex", [a]);
  g.advanceTo(1, "declare-blockers");
  return { g, a };
}

describe("Progenitus: protection from everything (702.15i)", () => {
  it("Lightning Bolt can't target it; Pyroclasm's 2 damage to it is prevented (702.15e)", () => {
    const g = newGame("2011-09-30");
    const progenitus = g.createCard(poolCard("progenitus"), "battlefield", "bianca");
    addMana(g, "alex", "R", 3);
    expect(refusal(() => g.cast("alex", g.createCard(poolCard("lightning-bolt"), "hand", "alex"), { targets: [{ object: progenitus }] })).reason).toBe("illegalTarget");
    g.cast("alex", g.createCard(poolCard("pyroclasm"), "hand", "alex"));
    g.resolveTop();
    expect(g.state.objects.get(progenitus)?.damage).toBe(0);
    expect(events(g, "damagePrevented")).toEqual([expect.objectContaining({ amount: 2, to: { object: g.ref(progenitus) }, rule: "702.15e" })]);
  });

  it("attacking, it can't be blocked by Raging Goblin (702.15f)", () => {
    const { g, a } = attacking(poolCard("progenitus"));
    const goblin = g.createCard(poolCard("raging-goblin"), "battlefield", "bianca");
    expect(refusal(() => declareBlockers(g, "bianca", [[goblin, a]]))).toEqual({ rule: "702.15f", reason: "cantBlockProtection" });
  });
});

describe("Tivadar of Thorn: protection from Goblins (a subtype, 702.15a)", () => {
  it("as it enters, its ability destroys target Goblin; attacking, a Goblin can't block it, a non-Goblin can", () => {
    const g = newGame("2011-09-30");
    const goblin = g.createCard(poolCard("raging-goblin"), "battlefield", "bianca");
    addMana(g, "alex", "W", 2);
    addMana(g, "alex", "C", 1);
    g.cast("alex", g.createCard(poolCard("tivadar-of-thorn"), "hand", "alex"));
    g.resolveTop({ triggerTargets: { "destroy-goblin": [{ object: goblin }] } });
    g.resolveTop();
    expect(events(g, "destroyed")).toEqual([{ action: "destroyed", object: expect.objectContaining({ name: expect.objectContaining({ en: "Raging Goblin" }) }) }]);
    expect(g.state.objects.has(goblin)).toBe(false);

    const blocked = attacking(poolCard("tivadar-of-thorn"));
    const other = blocked.g.createCard(poolCard("raging-goblin"), "battlefield", "bianca");
    expect(refusal(() => declareBlockers(blocked.g, "bianca", [[other, blocked.a]]))).toEqual({ rule: "702.15f", reason: "cantBlockProtection" });
    const bear = blocked.g.createCard(card("bear"), "battlefield", "bianca");
    declareBlockers(blocked.g, "bianca", [[bear, blocked.a]]);
    expect(blocked.g.state.areas.combat?.blockers.get(blocked.a)).toEqual([bear]);
  });
});

describe("Soldier of the Pantheon: protection from multicolored", () => {
  it("a red and green spell's damage to it is prevented; Pyroclasm's (red only) is dealt", () => {
    const g = newGame("2013-09-27");
    const soldier = g.createCard(poolCard("soldier-of-the-pantheon"), "battlefield", "bianca");
    const gruul: CardDef = { ...poolCard("pyroclasm"), slug: "gruul-quake", name: { en: "gruul quake" }, manaCost: "{0}", colorIndicator: ["red", "green"] };
    g.cast("alex", g.createCard(gruul, "hand", "alex"));
    g.resolveTop();
    expect(g.state.objects.get(soldier)?.damage).toBe(0);
    addMana(g, "alex", "R", 2);
    g.cast("alex", g.createCard(poolCard("pyroclasm"), "hand", "alex"));
    g.resolveTop();
    expect(g.state.objects.has(soldier)).toBe(false);
  });
});

describe("Teferi's Protection: \"you gain protection from everything\" until your next turn (702.16j)", () => {
  it("on the opponent's turn, Lightning Bolt can't target its caster, but can target the opponent; on the caster's next turn, the protection has ended", () => {
    const g = newGame("2021-06-18");
    for (const p of ["alex", "bianca"]) for (let i = 0; i < 2; i++) g.createCard(poolCard("plains"), "library", p);
    addMana(g, "alex", "W", 1);
    addMana(g, "alex", "C", 2);
    g.cast("alex", g.createCard(poolCard("teferis-protection"), "hand", "alex"));
    g.resolveTop();
    g.advanceTo(2, "main1");
    addMana(g, "bianca", "R", 1);
    expect(refusal(() => g.cast("bianca", g.createCard(poolCard("lightning-bolt"), "hand", "bianca"), { targets: [{ player: "alex" }] })).reason).toBe("illegalTarget");
    g.cast("bianca", g.createCard(poolCard("lightning-bolt"), "hand", "bianca"), { targets: [{ player: "bianca" }] });
    g.resolveTop();
    expect([player(g.state, "alex").life, player(g.state, "bianca").life]).toEqual([20, 17]);
    g.advanceTo(3, "main1");
    addMana(g, "alex", "R", 1);
    g.cast("alex", g.createCard(poolCard("lightning-bolt"), "hand", "alex"), { targets: [{ player: "alex" }] });
    g.resolveTop();
    expect(player(g.state, "alex").life).toBe(17);
  });
});
