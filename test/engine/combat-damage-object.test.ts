// The 2007 rules put combat damage on the stack as one object (310.1: "All assignments of combat damage go on the
// stack as a single object"); what it holds is what was assigned:
// - 310.2a: "Creatures that would assign 0 or less damage this way don't assign combat damage at all.";
// - 310.2d: "A blocking creature will assign combat damage ... to the attacking creatures it's blocking. If it isn't
//   currently blocking any creatures (if, for example, they were destroyed or removed from combat), it will assign
//   no combat damage."
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { declareBlockers } from "../../src/engine/combat.ts";
import { objectsIn, type ObjectId } from "../../src/engine/state.ts";
import { card, combat, instant, newGame } from "./helpers.ts";

const kill = instant("kill", [{ destroy: "target" }], [{ kind: "creature" }]);

/** Alex attacks with one creature, Bianca blocks it with one. */
function blocked(attacker: CardDef, blocker: CardDef) {
  const { g, a, b } = combat("2007-10-01", attacker, blocker);
  declareBlockers(g, "bianca", [[b, a]]);
  return { g, a, b };
}

/** The assignments combat damage on the stack holds: recipient and amount. */
function onTheStack(g: ReturnType<typeof newGame>): { to: ObjectId; amount: number }[] {
  return objectsIn(g.state, "stack")
    .filter((o) => o.kind === "combat-damage")
    .flatMap((o) => o.stack!.combatDamage ?? [])
    .map((d) => ({ to: d.to, amount: d.amount }));
}

describe("310.1 (2007-10-01): the combat damage object holds the assignments made", () => {
  it("310.2a: a 0/4 wall blocking a 2/2 assigns no combat damage; the 2/2 assigns 2 to it", () => {
    const { g, b } = blocked(card("bear"), card("wall", { power: 0, toughness: 4 }));
    g.advanceTo(1, "combat-damage");
    expect(onTheStack(g)).toEqual([{ to: b, amount: 2 }]);
  });

  it("310.2d: a blocker whose attacker was destroyed blocks no creature and assigns no combat damage", () => {
    const { g, a } = blocked(card("bear"), card("blocker", { power: 3, toughness: 3 }));
    g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: a }] });
    g.resolveTop();
    expect(g.state.objects.has(a)).toBe(false);
    g.advanceTo(1, "combat-damage");
    expect(onTheStack(g)).toEqual([]);
  });
});
