// Ignoring a restriction "until end of turn" (115.2d in 2011-02-04; Volrath's Curse: "That creature's controller may
// sacrifice a permanent for that player to ignore this effect until end of turn"): only that player ignores it, only
// that one effect, and only until the effect ends in the cleanup step (514.2: "all 'until end of turn' and 'this
// turn' effects end").
import { describe, expect, it } from "vitest";
import { combatOf, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { ignoreRestriction } from "../../src/engine/special-actions.ts";
import { card, effect, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";

/** Alex's Quirion Elves ("{T}: Add {G}", a mana ability: activated without priority, 605.3a) under Bianca's Volrath's Curse. */
function cursedElves() {
  const g = new Game(ruleSet("2011-02-04"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  const elves = g.createCard(poolCard("quirion-elves"), "battlefield", "alex", { choices: [{ kind: "color", value: "green", ability: "quirion-elves:choose-color" }], sinceTurn: 0 });
  const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
  const curse = g.createCard(poolCard("volraths-curse"), "battlefield", "bianca");
  g.attach(curse, elves);
  g.advanceTo(1, "main1");
  return { g, elves, forest, curse };
}

const refusal = (action: () => unknown) => {
  const v = ruleViolation(action);
  return [v.rule, v.reason.reason];
};

describe("115.2d: the Curse ignored until end of turn", () => {
  it("is ignored for the rest of the turn, and applies again once 'until end of turn' effects end in the cleanup step (514.2)", () => {
    const { g, elves, forest, curse } = cursedElves();
    ignoreRestriction(g, "alex", curse, { sacrifice: [forest] });
    g.activate("alex", elves, "green-mana");
    g.advanceTo(1, "cleanup");
    const before = structuredClone({ ...g.state, version: 0 });
    expect(refusal(() => g.activate("alex", elves, "green-mana"))).toEqual(["602.5", "restricted"]);
    expect(structuredClone({ ...g.state, version: 0 })).toEqual(before);
  });

  it("is ignored only by the player who took the action ('for that player'): Bianca, who gains control of the Elves, can't activate them", () => {
    const { g, elves, forest, curse } = cursedElves();
    ignoreRestriction(g, "alex", curse, { sacrifice: [forest] });
    effect(g, [elves], { gainControl: true }, "bianca");
    expect(g.characteristics(elves).controller).toBe("bianca");
    expect(refusal(() => g.activate("bianca", elves, "green-mana"))).toEqual(["602.5", "restricted"]);
  });
});

describe("115.2d: ignoring one ability of an Aura with two restriction abilities", () => {
  // A test Aura: "Enchanted creature can't attack. Its controller may sacrifice a permanent for that player to ignore
  // this effect until end of turn." and "Enchanted creature can't block."
  const aura = card("two-restrictions", {
    types: ["enchantment"], subtypes: ["Aura"], power: undefined, toughness: undefined,
    abilities: [
      { id: "no-attack", restriction: { affects: "enchanted", cantAttack: true, ignorable: { by: "affected-controller", cost: { sacrifice: { controller: "you" } } } } },
      { id: "no-block", restriction: { affects: "enchanted", cantBlock: true } },
    ],
  });

  it("leaves the other in force: the creature may attack this turn, but on a turn it is ignored again it still can't block (509.1b)", () => {
    const g = new Game(ruleSet("2011-02-04"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
    // Vigilance (702.20b): attacking doesn't tap it, so it can block on Bianca's turn.
    const bear = g.createCard(card("bear", { abilities: [{ id: "vigilance", keyword: "vigilance" }] }), "battlefield", "alex");
    const lands = [0, 1].map(() => g.createCard(poolCard("forest"), "battlefield", "alex"));
    const raider = g.createCard(card("raider"), "battlefield", "bianca");
    for (const p of ["alex", "bianca"]) for (let i = 0; i < 3; i++) g.createCard(card("library card"), "library", p);
    const source = g.createCard(aura, "battlefield", "bianca");
    g.attach(source, bear);
    g.advanceTo(3, "declare-attackers");
    ignoreRestriction(g, "alex", source, { sacrifice: [lands[0]] });
    declareAttackers(g, "alex", [bear]);
    expect(combatOf(g)?.attackers).toEqual([bear]);
    g.advanceTo(4, "declare-attackers");
    declareAttackers(g, "bianca", [raider]);
    g.advanceTo(4, "declare-blockers");
    g.givePriority("alex");
    ignoreRestriction(g, "alex", source, { sacrifice: [lands[1]] });
    expect(refusal(() => declareBlockers(g, "alex", [[bear, raider]]))).toEqual(["509.1b", "restricted"]);
  });
});
