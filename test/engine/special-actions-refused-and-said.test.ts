// Special actions (115 in 2011; 408.1i, 408.2d–k in 2007) that the rules refuse, each with the rule and the state
// unchanged, and the ones taken, as the narration says them (115.2a–f).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { startPlanarGame } from "../../src/engine/planar.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { ignoreRestriction, playLand, rollPlanarDie, stopDelayedTrigger, suspend } from "../../src/engine/special-actions.ts";
import { object, objectsIn } from "../../src/engine/state.ts";
import { card, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";

function game(version = "2011-02-04"): Game {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  for (const id of ["alex", "bianca"]) for (let i = 0; i < 4; i++) g.createCard(poolCard("island"), "library", id);
  return g;
}
const said = (g: Game) => g.log.map((e) => renderEvent(e, "en"));

describe("115.2a: playing a land", () => {
  it("a land in another player's hand isn't the player's to play: refused, it stays there", () => {
    const g = game();
    const forest = g.createCard(poolCard("forest"), "hand", "bianca");
    const refusal = ruleViolation(() => playLand(g, "alex", forest));
    expect([refusal.rule, refusal.reason.reason]).toEqual(["115.2a", "notInHand"]);
    expect(object(g.state, forest).zone).toBe("hand");
  });
});

describe("115.2f: rolling the planar die counts only the rolls, and a land play only the land plays", () => {
  function planarGame(): Game {
    const g = new Game(ruleSet("2011-09-30"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], 1);
    g.createCard(poolCard("lethe-lake"), "command", "alex");
    startPlanarGame(g, "alex");
    return g;
  }

  it("the first roll after playing a land costs nothing", () => {
    const g = planarGame();
    const forest = playLand(g, "alex", g.createCard(poolCard("forest"), "hand", "alex"));
    rollPlanarDie(g, "alex");
    expect(object(g.state, forest).status.tapped).toBe(false);
    expect(said(g)).toContain("Alex rolls the planar die (special action, 115.2f, cost {0}) and gets a blank face.");
  });

  it("a roll isn't a land play: the player still plays a land afterwards (305.2)", () => {
    const g = planarGame();
    rollPlanarDie(g, "alex");
    expect(object(g.state, playLand(g, "alex", g.createCard(poolCard("forest"), "hand", "alex"))).zone).toBe("battlefield");
  });
});

describe("115.2e: suspending a card", () => {
  it("there is no suspend before Time Spiral (2006-10-01): refused citing the special actions there are (408.1i)", () => {
    const g = game("2006-07-15");
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    const rift = g.createCard(poolCard("rift-bolt"), "hand", "alex");
    const refusal = ruleViolation(() => suspend(g, "alex", rift));
    expect([refusal.rule, refusal.reason.reason]).toEqual(["408.1i", "noSuspendAction"]);
    expect(object(g.state, rift).zone).toBe("hand");
  });

  it("a land with suspend can't be suspended: a land isn't cast, so its player couldn't begin to cast it", () => {
    const g = game();
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    const land = g.createCard(card("suspended-land", { types: ["land"], power: undefined, toughness: undefined, abilities: [{ id: "suspend", keyword: "suspend", amount: 1, cost: "{R}" }] }), "hand", "alex");
    const refusal = ruleViolation(() => suspend(g, "alex", land));
    expect([refusal.rule, refusal.reason.reason]).toEqual(["115.2e", "landCantBeCast"]);
    expect(object(g.state, land).zone).toBe("hand");
    expect(objectsIn(g.state, "battlefield").some((o) => o.status.tapped)).toBe(false);
  });

  it("is said with the zone the card goes to", () => {
    const g = game();
    g.createCard(poolCard("mountain"), "battlefield", "alex");
    suspend(g, "alex", g.createCard(poolCard("rift-bolt"), "hand", "alex"));
    expect(said(g)).toContain("Alex suspends Rift Bolt (special action, 115.2e): it goes to exile.");
  });
});

describe("115.2c: stopping a delayed triggered ability", () => {
  it("only one the effect lets a player stop: Crazed Armodon's 'destroy it at end of turn' can't be; refused, it still waits", () => {
    const g = game();
    g.createCard(poolCard("forest"), "battlefield", "alex");
    const armodon = g.createCard(poolCard("crazed-armodon"), "battlefield", "alex");
    g.activate("alex", armodon, "frenzy");
    g.resolveTop();
    const [delayed] = g.state.delayed;
    const refusal = ruleViolation(() => stopDelayedTrigger(g, "alex", delayed.id));
    expect([refusal.rule, refusal.reason.reason]).toEqual(["115.2c", "mayNotStopDelayed"]);
    expect(g.state.delayed).toEqual([delayed]);
  });

  it("the one the player names, when two wait; and it is said", () => {
    const g = game();
    for (let i = 0; i < 8; i++) g.createCard(poolCard("mountain"), "battlefield", "alex");
    g.createCard(poolCard("island"), "battlefield", "bianca");
    for (let i = 0; i < 2; i++) {
      g.cast("alex", g.createCard(poolCard("quenchable-fire"), "hand", "alex"), { targets: [{ player: "bianca" }] });
      g.resolveTop();
    }
    const [first, second] = g.state.delayed;
    g.passPriority("alex");
    stopDelayedTrigger(g, "bianca", second.id);
    expect(g.state.delayed).toEqual([first]);
    expect(said(g)).toContain("Bianca pays {U}: the delayed triggered ability of Quenchable Fire won't trigger (special action, 115.2c).");
  });
});

describe("115.2d: ignoring a static ability's effect", () => {
  it("names the source of an effect that may be ignored: another permanent is refused, though such an effect exists", () => {
    const g = game();
    const elves = g.createCard(poolCard("quirion-elves"), "battlefield", "alex", { choices: [{ kind: "color", value: "green", ability: "quirion-elves:choose-color" }] });
    const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
    const curse = g.createCard(poolCard("volraths-curse"), "battlefield", "bianca");
    g.attach(curse, elves);
    const refusal = ruleViolation(() => ignoreRestriction(g, "alex", forest, { sacrifice: [forest] }));
    expect([refusal.rule, refusal.reason.reason]).toEqual(["115.2d", "nothingToIgnore"]);
    expect(object(g.state, forest).zone).toBe("battlefield");
    ignoreRestriction(g, "alex", curse, { sacrifice: [forest] });
    expect(said(g)).toContain("Alex ignores the effect of Volrath's Curse until end of turn (special action, 115.2d).");
  });
});
