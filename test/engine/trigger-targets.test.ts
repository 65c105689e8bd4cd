// 603.3d (410.4 before M10): "If a choice is required when the triggered ability goes on the stack but no legal
// choices can be made for it […], the ability is simply removed from the stack" (2001-07-23: "If no legal choice can
// be made […], the pseudospell is simply removed from the stack"). The game goes on; only a choice the player could
// have made legally and didn't is refused.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { RuleViolation } from "../../src/engine/errors.ts";
import { NoRuleSetError } from "../../src/engine/citations.ts";
import { objectsIn, player } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";

/** An enchantment: "At the beginning of the end step, target creature gets +1/+1 and you gain 1 life" (or with two targets). */
const watcher = (targets: number): CardDef =>
  card("watcher", {
    types: ["enchantment"],
    power: undefined,
    toughness: undefined,
    abilities: [{ id: "pump", triggered: { when: { beginningOfEndStep: "each" }, targets: Array.from({ length: targets }, () => ({ kind: "creature" as const })), effect: [{ gainLife: 1 }] } }],
  });

const removals = (g: ReturnType<typeof newGame>) => g.log.filter((e) => e.action === "triggerRemoved");

describe("603.3d / 410.4: a triggered ability with no legal target is removed from the stack", () => {
  for (const [version, rule] of [["2001-07-23", "410.4"], ["2003-07-01", "410.4"], ["2007-10-01", "410.4"], ["2011-02-04", "603.3d"], ["2021-09-24", "603.3d"]] as const) {
    it(`no creature to target: the game goes on to the end step, the ability never on the stack (${version}, ${rule})`, () => {
      const g = newGame(version);
      g.createCard(watcher(1), "battlefield", "alex");
      g.advanceTo(1, "end");
      expect(g.state.turn.step).toBe("end");
      expect(objectsIn(g.state, "stack")).toHaveLength(0);
      expect(player(g.state, "alex").life).toBe(20);
      expect(removals(g).map((e) => e.rule)).toEqual([rule]);
    });

    it(`a legal target exists: a choice that isn't legal is refused, citing the same rule (${version}, ${rule})`, () => {
      const g = newGame(version);
      g.createCard(watcher(1), "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      const refusal = (() => {
        try {
          g.advanceTo(1, "end", { triggerTargets: { pump: [{ player: "bianca" }] } });
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(RuleViolation);
      expect((refusal as RuleViolation).rule).toBe(rule);
      expect(g.state.turn.step).toBe("main1");
      g.advanceTo(1, "end", { triggerTargets: { pump: [{ object: bear }] } });
      expect(objectsIn(g.state, "stack")).toHaveLength(1);
      expect(removals(g)).toEqual([]);
    });
  }

  it("one of two target requirements without a legal target is enough: a player to target, no creature (603.3d)", () => {
    const g = newGame("2011-02-04");
    g.createCard(card("watcher", { ...watcher(1), abilities: [{ id: "pump", triggered: { when: { beginningOfEndStep: "each" }, targets: [{ kind: "player" }, { kind: "creature" }], effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
    g.advanceTo(1, "end", { triggerTargets: { pump: [{ player: "bianca" }] } });
    expect([g.state.turn.step, objectsIn(g.state, "stack").length]).toEqual(["end", 0]);
    expect(removals(g).map((e) => e.rule)).toEqual(["603.3d"]);
  });

  it("2003-05-26 prints no rule on a triggered ability's choices (source defect): the removal fails naming the missing citation", () => {
    const g = newGame("2003-05-26");
    g.createCard(watcher(1), "battlefield", "alex");
    expect(() => g.advanceTo(1, "end")).toThrow(NoRuleSetError);
    expect(g.state.turn.step).toBe("main1");
  });
});
