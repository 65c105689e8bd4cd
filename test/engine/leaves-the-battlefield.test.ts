// Leaves-the-battlefield abilities look back in time (603.6c–d in 2011; 410.10c–d in 2007): "when this dies / is
// put into a graveyard from the battlefield", "whenever a creature dies", "when this leaves the battlefield", and
// "return it to the battlefield" finding the card only in the zone it went to (603.6c; 400.7).
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";

const lifeOnDeath: AbilityDef = { id: "dies", triggered: { when: { dies: "self" }, effect: [{ gainLife: 3 }] } };
const drawOnLeaving: AbilityDef = { id: "leaves", triggered: { when: { leavesBattlefield: "self" }, effect: [{ draw: 1 }] } };
const undying: AbilityDef = {
  id: "undying",
  triggered: { when: { dies: { self: true, not: { withCounter: "+1/+1" } } }, effect: [{ returnToBattlefield: { it: "trigger-object", counters: { kind: "+1/+1", amount: 1 } } }] },
};
const blink: CardDef = {
  slug: "blink", name: { en: "blink" }, manaCost: "{0}", types: ["instant"],
  abilities: [{ id: "blink", spell: { targets: [{ kind: "creature" }], effect: [{ exile: "target" }, { returnToBattlefield: { it: "that-card" } }] } }],
};
const life = (g: ReturnType<typeof newGame>, id: string) => g.state.players.find((p) => p.id === id)!.life;

for (const version of ["2007-10-01", "2011-02-04", "2011-09-30"]) {
  describe(`603.6c–d / 410.10c–d (${version}): leaves-the-battlefield abilities`, () => {
    it("a creature's own dies ability triggers as it goes to the graveyard, for its last controller", () => {
      const g = newGame(version);
      const martyr = g.createCard(card("martyr", { abilities: [lifeOnDeath] }), "battlefield", "alex");
      g.gainControl(martyr, "bianca");
      g.moveTo(martyr, "graveyard");
      g.givePriority("alex");
      g.resolveTop();
      expect([life(g, "alex"), life(g, "bianca")]).toEqual([20, 23]);
    });

    it("dies means the graveyard: leaving for the hand doesn't trigger it, while a leaves ability triggers for any zone", () => {
      const g = newGame(version);
      const martyr = g.createCard(card("martyr", { abilities: [lifeOnDeath] }), "battlefield", "alex");
      const seer = g.createCard(card("seer", { abilities: [drawOnLeaving] }), "battlefield", "alex");
      g.createCard(card("top"), "library", "alex");
      g.moveTo(martyr, "hand");
      g.moveTo(seer, "exile");
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(1);
      g.resolveTop();
      expect(g.state.zones.get("hand:alex")!.length).toBe(2);
      expect(life(g, "alex")).toBe(20);
    });

    it("an ability that an effect gave the creature triggers (it had it on the battlefield); a face-down creature's doesn't", () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      g.addContinuousEffect({ source: null, controller: "alex", affected: [bear], duration: "while-affected", def: { affects: "target", abilities: { add: [lifeOnDeath] } }, description: "test" });
      const hidden = g.createCard(card("hidden", { abilities: [lifeOnDeath] }), "battlefield", "alex", { status: { tapped: false, flipped: false, faceDown: true, phasedOut: false } });
      g.moveTo(bear, "graveyard");
      g.moveTo(hidden, "graveyard");
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(1);
    });

    it("'whenever a creature dies' on another permanent sees the creature as it last was (a creature, under its controller)", () => {
      const g = newGame(version);
      g.createCard(card("watcher", { types: ["enchantment"], abilities: [{ id: "w", triggered: { when: { dies: { types: ["creature"], controller: "opponent" } }, effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
      const theirs = g.createCard(card("theirs"), "battlefield", "bianca");
      const mine = g.createCard(card("mine"), "battlefield", "alex");
      g.moveTo(theirs, "graveyard");
      g.moveTo(mine, "graveyard");
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(1);
      g.resolveTop();
      expect(life(g, "alex")).toBe(21);
    });

    it("'if it had no +1/+1 counters' is judged on the creature as it left: undying returns it once, with a counter", () => {
      const g = newGame(version);
      const ghoul = g.createCard(card("ghoul", { power: 1, toughness: 1, abilities: [undying] }), "battlefield", "alex");
      g.moveTo(ghoul, "graveyard");
      g.givePriority("alex");
      g.resolveTop();
      const back = g.state.zones.get("battlefield")![0];
      expect(g.state.objects.get(back)!.counters).toEqual({ "+1/+1": 1 });
      expect(g.characteristics(back).power).toBe(2);
      g.moveTo(back, "graveyard");
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(0);
    });

    it("'return it' finds the card only in the zone it went to: if it left that zone, nothing returns", () => {
      const g = newGame(version);
      const ghoul = g.createCard(card("ghoul", { abilities: [undying] }), "battlefield", "alex");
      const inGraveyard = g.moveTo(ghoul, "graveyard");
      g.givePriority("alex");
      g.moveTo(inGraveyard, "exile");
      g.resolveTop();
      expect(g.state.zones.get("battlefield")!.length).toBe(0);
    });

    it("'exile it, then return it': the card comes back as a new object, without the effects on the old one (400.7)", () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      g.addContinuousEffect({ source: null, controller: "alex", affected: [bear], duration: "end-of-turn", def: { affects: "target", modifyPT: [3, 3] }, description: "test" });
      g.cast("alex", g.createCard(blink, "hand", "alex"), { targets: [{ object: bear }] });
      g.resolveTop();
      const back = g.state.zones.get("battlefield")![0];
      expect(back).not.toBe(bear);
      expect(g.characteristics(back).power).toBe(2);
    });
  });
}
