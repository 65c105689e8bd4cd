// An instruction about an object that has left the zone it was in since the ability was put on the stack: the object
// there now is a new one, with no memory of its previous existence (400.7), and the instruction does nothing to it;
// an ability with several targets, one of them illegal as it resolves, still resolves, but does nothing to that one
// (608.2b).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { objectsIn, player } from "../../src/engine/state.ts";
import { card, events, instant, newGame } from "./helpers.ts";

const kill = instant("kill", [{ destroy: "target" }], [{ kind: "creature" }]);

describe("701.12b (2011-09-30): 'it can't be regenerated this turn' for a creature that has left the battlefield", () => {
  // "Whenever a creature enters the battlefield, it can't be regenerated this turn."
  const brand: CardDef = card("brand", {
    types: ["enchantment"], power: undefined, toughness: undefined,
    abilities: [{ id: "brand", triggered: { when: { entersBattlefield: { types: ["creature"] } }, effect: [{ cantBeRegenerated: "trigger-object" }] } }],
  });
  const skeleton = card("skeleton", { manaCost: "{0}", power: 1, toughness: 1, abilities: [{ id: "regenerate", activated: { cost: {}, effect: [{ regenerate: "self" }] } }] });

  function enters(): { g: ReturnType<typeof newGame>; creature: string } {
    const g = newGame("2011-09-30");
    g.createCard(brand, "battlefield", "alex");
    g.cast("alex", g.createCard(skeleton, "hand", "alex"));
    g.resolveTop();
    const creature = objectsIn(g.state, "battlefield").find((o) => g.nameOf(o.id, "en") === "skeleton")!.id;
    expect(objectsIn(g.state, "stack").map((o) => o.kind)).toEqual(["ability"]);
    return { g, creature };
  }

  it("still on the battlefield as the trigger resolves: it can't be regenerated", () => {
    const { g, creature } = enters();
    g.resolveTop();
    expect(events(g, "cantBeRegenerated").map((e) => ("object" in e ? e.object : null))).toEqual([g.ref(creature)]);
  });

  it("destroyed in response: the trigger resolves and does nothing; the card in the graveyard is a new object", () => {
    const { g, creature } = enters();
    g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: creature }] });
    g.resolveTop();
    expect(g.state.objects.has(creature)).toBe(false);
    g.resolveTop();
    expect(objectsIn(g.state, "stack")).toEqual([]);
    expect(events(g, "cantBeRegenerated")).toEqual([]);
    expect(objectsIn(g.state, "graveyard", "alex").map((o) => g.nameOf(o.id, "en"))).toContain("skeleton");
  });
});

describe("608.2b: an attaching ability with two targets, the creature no longer there as it resolves", () => {
  // "Attach this Equipment to target creature. Target player gains 1 life."
  const harness: CardDef = {
    slug: "harness", name: { en: "harness" }, types: ["artifact"], subtypes: ["Equipment"],
    abilities: [{
      id: "harness",
      activated: { cost: {}, targets: [{ kind: "creature" }, { kind: "player" }], effect: [{ attach: "target" }, { gainLife: { amount: 1, player: "target" } }] },
    }],
  };

  it("the Equipment stays attached to the creature it equipped; the player still gains the life", () => {
    const g = newGame("2011-09-30");
    const equipment = g.createCard(harness, "battlefield", "alex");
    const first = g.createCard(card("first"), "battlefield", "alex");
    const second = g.createCard(card("second"), "battlefield", "alex");
    g.activate("alex", equipment, "harness", { targets: [{ object: first }, { player: "alex" }] });
    g.resolveTop();
    expect(g.state.objects.get(equipment)!.attachedTo).toBe(first);
    g.activate("alex", equipment, "harness", { targets: [{ object: second }, { player: "bianca" }] });
    g.cast("alex", g.createCard(kill, "hand", "alex"), { targets: [{ object: second }] });
    g.resolveTop();
    g.resolveTop();
    expect(g.state.objects.get(equipment)!.attachedTo).toBe(first);
    expect(events(g, "attaches").map((e) => e.to)).toEqual([g.ref(first)]);
    expect(player(g.state, "bianca").life).toBe(21);
  });
});
