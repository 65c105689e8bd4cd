// A scenario's `when:` scopes a check to the rules where some behaviours are so ({ manaBurn: true }): the condition
// names behaviours of the timeline with values the timeline gives them, and holds only where all of them are so.
import { describe, expect, it } from "vitest";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { holds, isBehaviourCondition } from "../../src/engine/timeline.ts";

describe("a behaviour condition", () => {
  it("is an object of behaviours and values the timeline has: mana burn (300.3 in 2007) true or false", () => {
    expect(isBehaviourCondition({ manaBurn: true })).toBe(true);
    expect(isBehaviourCondition({ manaBurn: false, layers: "seven-layers" })).toBe(true);
  });

  it("is not a list, a word, a number, a yes, nothing, or a value the timeline never gives", () => {
    expect(isBehaviourCondition(["manaBurn"])).toBe(false);
    expect(isBehaviourCondition("manaBurn")).toBe(false);
    expect(isBehaviourCondition(2011)).toBe(false);
    expect(isBehaviourCondition(true)).toBe(false);
    expect(isBehaviourCondition(null)).toBe(false);
    expect(isBehaviourCondition({ manaBurn: "sometimes" })).toBe(false);
  });

  it("names only behaviours of the timeline, every one of them", () => {
    expect(isBehaviourCondition({ colour: true })).toBe(false);
    expect(isBehaviourCondition({ manaBurn: true, colour: true })).toBe(false);
    expect(isBehaviourCondition({ colour: true, manaBurn: true })).toBe(false);
  });

  it("holds where every behaviour it names is so: 2007-10-01 has mana burn (300.3) but six layers (418.5a), 2011-02-04 seven layers (613.1) and no mana burn", () => {
    const lorwyn = ruleSet("2007-10-01").behaviours;
    const besieged = ruleSet("2011-02-04").behaviours;
    expect(holds({ manaBurn: true }, lorwyn)).toBe(true);
    expect(holds({ manaBurn: true, layers: "seven-layers" }, lorwyn)).toBe(false);
    expect(holds({ layers: "seven-layers", manaBurn: true }, besieged)).toBe(false);
    expect(holds({ layers: "seven-layers", manaBurn: false }, besieged)).toBe(true);
  });
});
