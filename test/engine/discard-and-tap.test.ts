// Keyword actions of 701 (2011-02-04 numbering) as the card language's instructions carry them out: discard (701.7a),
// tap (701.16a); and "add one mana of the chosen color" when no colour was chosen (607: the linked choice).
import { describe, expect, it } from "vitest";
import { card, events, instant, newGame, resolve, ruleViolation } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";


describe("106.4 / 607: 'add one mana of the chosen color'", () => {
  it("no colour was chosen: nothing is added, and the choice is said to be undefined", () => {
    const g = newGame();
    const s = g.createCard(card("prism", { types: ["artifact"], abilities: [{ id: "m", activated: { cost: {}, effect: [{ addMana: { chosen: "color" } }] } }] }), "battlefield", "alex");
    g.activate("alex", s, "m");
    if (g.state.zones.get("stack")!.length > 0) g.resolveTop();
    expect(Object.values(g.state.players.find((p) => p.id === "alex")!.manaPool).reduce((a, b) => a + b, 0)).toBe(0);
    expect(events(g, "undefinedChoice")).toEqual([{ action: "undefinedChoice", rule: cite(g.rules, "undefinedChoice") }]);
  });
});

describe("701.7a: discard", () => {
  it("'discard two cards' with one card named is refused, nothing discarded", () => {
    const g = newGame();
    const cards = [g.createCard(card("a"), "hand", "alex"), g.createCard(card("b"), "hand", "alex")];
    g.cast("alex", g.createCard(instant("spell", [{ discard: 2 }]), "hand", "alex"));
    const { rule, reason } = ruleViolation(() => g.resolveTop({ discard: [cards[0]] }));
    expect({ rule, reason }).toEqual({ rule: cite(g.rules, "discard"), reason: { reason: "discardCount", count: 2 } });
    expect(cards.map((c) => g.state.objects.get(c)?.zone)).toEqual(["hand", "hand"]);
  });
  it("'discard X cards' with X = 0 and no card named: nothing to discard, nothing refused", () => {
    const g = newGame();
    const c = g.createCard(card("a"), "hand", "alex");
    resolve(g, [{ discard: "X" }], { x: 0 });
    expect(g.state.objects.get(c)?.zone).toBe("hand");
  });
});

describe("701.16a: tap", () => {
  it("'tap target creature': it becomes tapped", () => {
    const g = newGame();
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    resolve(g, [{ tap: "target" }], { targets: [{ object: bear }] }, [{ kind: "creature" }]);
    expect(g.state.objects.get(bear)?.status.tapped).toBe(true);
  });
});
