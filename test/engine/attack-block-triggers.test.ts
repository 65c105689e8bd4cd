// "Whenever [this / a creature] attacks / blocks" (508.2, 509.4 in 2011; 308.3, 309.3 in 2007): abilities that
// trigger as attackers or blockers are declared go on the stack before the active player's priority in that step.
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { card, newGame } from "./helpers.ts";

const onAttack: AbilityDef = { id: "war-cry", triggered: { when: { attacks: "self" }, effect: [{ gainLife: 2 }] } };
const onAnyAttack: AbilityDef = { id: "banner", triggered: { when: { attacks: { types: ["creature"], controller: "you" } }, effect: [{ gainLife: 1 }] } };
const onBlock: AbilityDef = { id: "brace", triggered: { when: { blocks: "self" }, effect: [{ untap: "trigger-object" }] } };
const life = (g: ReturnType<typeof newGame>, id: string) => g.state.players.find((p) => p.id === id)!.life;

for (const version of ["2007-10-01", "2011-02-04", "2011-09-30"]) {
  describe(`attack and block triggers (${version})`, () => {
    it("an attacking creature's own trigger and a 'whenever a creature you control attacks' trigger, once per attacker", () => {
      const g = newGame(version);
      const brave = g.createCard(card("brave", { abilities: [onAttack] }), "battlefield", "alex");
      const other = g.createCard(card("other"), "battlefield", "alex");
      g.createCard(card("banner", { types: ["enchantment"], abilities: [onAnyAttack] }), "battlefield", "alex");
      for (const id of [brave, other]) g.state.objects.get(id)!.sinceTurn = 0;
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [brave, other]);
      expect(g.state.zones.get("stack")!.length).toBe(3);
      g.resolveStack();
      expect(life(g, "alex")).toBe(24);
    });

    it("a blocking creature's trigger, about that creature", () => {
      const g = newGame(version);
      const attacker = g.createCard(card("attacker"), "battlefield", "alex");
      const wall = g.createCard(card("wall", { abilities: [onBlock] }), "battlefield", "bianca", { status: { tapped: false, flipped: false, faceDown: false, phasedOut: false } });
      g.state.objects.get(attacker)!.sinceTurn = 0;
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [attacker]);
      g.advanceTo(1, "declare-blockers");
      declareBlockers(g, "bianca", [[wall, attacker]]);
      expect(g.state.zones.get("stack")!.length).toBe(1);
      const trigger = g.state.objects.get(g.state.zones.get("stack")![0])!;
      expect(trigger.stack!.triggerObject).toBe(wall);
    });

    it("no trigger: the step goes on as before, nothing on the stack", () => {
      const g = newGame(version);
      const plain = g.createCard(card("plain"), "battlefield", "alex");
      g.state.objects.get(plain)!.sinceTurn = 0;
      g.advanceTo(1, "declare-attackers");
      declareAttackers(g, "alex", [plain]);
      expect(g.state.zones.get("stack")!.length).toBe(0);
    });
  });
}
