// 608.2d (2011-02-04): "If an effect allows a player to make a choice … the player announces these while applying
// the effect." An ability whose effect is "this creature becomes a copy of a creature you choose" (the choice made as
// it resolves, not a target) copies the creature chosen then; a choice the filter forbids, or none, is refused.
import { describe, expect, it } from "vitest";
import { card, newGame, ruleViolation } from "./helpers.ts";

const shifter = (optional?: true) =>
  card("shifter", {
    power: 0,
    toughness: 1,
    abilities: [{ id: "shift", activated: { cost: {}, effect: [{ becomeCopy: { of: { choose: { types: ["creature"], controller: "opponent" } }, ...(optional && { optional }) } }] } }],
  });

function board(optional?: true) {
  const g = newGame("2011-02-04");
  const s = g.createCard(shifter(optional), "battlefield", "alex");
  const giant = g.createCard(card("giant", { power: 5, toughness: 5 }), "battlefield", "bianca");
  const own = g.createCard(card("own", { power: 1, toughness: 1 }), "battlefield", "alex");
  g.activate("alex", s, "shift");
  return { g, s, giant, own };
}

describe("608.2d: 'becomes a copy of a creature you choose', chosen as the ability resolves", () => {
  it("copies the creature chosen", () => {
    const { g, s, giant } = board();
    g.resolveTop({ copyOf: giant });
    expect([g.characteristics(s).name?.en, g.characteristics(s).power]).toEqual(["giant", 5]);
  });

  it("refuses a creature the filter forbids (one its controller controls), and changes nothing", () => {
    const { g, s, own } = board();
    const violation = ruleViolation(() => g.resolveTop({ copyOf: own }));
    expect([violation.rule, violation.reason.reason]).toEqual(["608.2d", "notLegalCopyChoice"]);
    expect(g.characteristics(s).name?.en).toBe("shifter");
    expect(g.state.zones.get("stack")).toHaveLength(1);
  });

  it("refuses to resolve without a choice", () => {
    const { g } = board();
    expect(ruleViolation(() => g.resolveTop({})).reason.reason).toBe("copyChoiceRequired");
  });

  it("'you may': choosing nothing copies nothing", () => {
    const { g, s } = board(true);
    g.resolveTop({ copyOf: null });
    expect(g.characteristics(s).name?.en).toBe("shifter");
  });
});
