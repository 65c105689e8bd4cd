// Ignoring a static ability's effect is ignoring that one effect (115.2d in 2011-02-04: "Some effects allow a player
// to take an action at a later time, usually to end a continuous effect or to stop a delayed triggered ability… [or]
// to ignore the effect of a static ability" — Volrath's Curse: "That creature's controller may sacrifice a
// permanent for that player to ignore this effect until end of turn"). A second Curse on the same creature is
// another effect: it still applies.
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { ignoreRestriction } from "../../src/engine/special-actions.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";

describe("115.2d: ignoring one Volrath's Curse", () => {
  it("leaves the other Curse on the same creature in force: its abilities still can't be activated", () => {
    const g = new Game(ruleSet("2011-02-04"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
    const elves = g.createCard(poolCard("quirion-elves"), "battlefield", "alex", { choices: [{ kind: "color", value: "green", ability: "quirion-elves:choose-color" }] });
    const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
    const curses = [0, 1].map(() => g.createCard(poolCard("volraths-curse"), "battlefield", "bianca"));
    for (const curse of curses) g.attach(curse, elves);
    g.advanceTo(1, "main1");
    ignoreRestriction(g, "alex", curses[0], { sacrifice: [forest] });
    const refused = ruleViolation(() => g.activate("alex", elves, "green-mana"));
    expect([refused.rule, refused.reason.reason]).toEqual(["602.5", "restricted"]);
    expect("source" in refused.reason && refused.reason.source).toEqual(g.ref(curses[1]));
  });
});
