// Special actions (115 in 2011; 408.1i and 408.2d–k in 2007): their timing, the rule each version cites, and
// priority coming back to the player who took one (115.3 / 408.2d, h, k).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { facePlane, planarDeck, startPlanarGame } from "../../src/engine/planar.ts";
import { ignoreRestriction, playLand, rollPlanarDie, stopDelayedTrigger, suspend, turnFaceUp } from "../../src/engine/special-actions.ts";
import { object, objectsIn, player } from "../../src/engine/state.ts";
import { giantGame, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const VERSIONS = ["2007-10-01", "2011-02-04", "2011-09-30"] as const;

function game(version: string): Game {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  for (const id of ["alex", "bianca"]) for (let i = 0; i < 4; i++) g.createCard(poolCard("island"), "library", id);
  return g;
}

describe("playing a land (115.2a / 408.2d)", () => {
  const cites = { "2007-10-01": ["408.2d", "212.6c"], "2011-02-04": ["115.2a", "305.2"], "2011-09-30": ["115.2a", "305.2"] };

  for (const version of VERSIONS) {
    const [timing, onePerTurn] = cites[version];
    it(`needs priority, an empty stack and a main phase of the player's turn; one land a turn (${version}: ${timing}, ${onePerTurn})`, () => {
      const g = game(version);
      const [forest, mountain] = [g.createCard(poolCard("forest"), "hand", "alex"), g.createCard(poolCard("mountain"), "hand", "alex")];
      const swamp = g.createCard(poolCard("swamp"), "hand", "bianca");
      // Bianca has no priority in Alex's main phase; with it, it still isn't her turn.
      expect(ruleViolation(() => playLand(g, "bianca", swamp)).rule).toBe(timing);
      g.passPriority("alex");
      expect(ruleViolation(() => playLand(g, "bianca", swamp)).rule).toBe(timing);
      g.passPriority("bianca");
      expect(g.state.turn.step).toBe("beginning-of-combat");
      expect(ruleViolation(() => playLand(g, "alex", forest)).rule).toBe(timing);
      g.advanceTo(1, "main2");
      const played = playLand(g, "alex", forest);
      expect(object(g.state, played).zone).toBe("battlefield");
      expect(g.state.turn.priority).toBe("alex");
      expect(ruleViolation(() => playLand(g, "alex", mountain)).rule).toBe(onePerTurn);
      g.advanceTo(3, "main1");
      expect(object(g.state, playLand(g, "alex", mountain)).zone).toBe("battlefield");
    });
  }

  it("is only for a land card in the player's own hand", () => {
    const g = game("2011-02-04");
    const bolt = g.createCard(poolCard("lightning-bolt"), "hand", "alex");
    const inLibrary = g.state.zones.get("library:alex")![0];
    expect(ruleViolation(() => playLand(g, "alex", bolt)).rule).toBe("115.2a");
    expect(ruleViolation(() => playLand(g, "alex", inLibrary)).rule).toBe("115.2a");
  });

  it("counts land plays per player: in Two-Headed Giant each teammate may play one (810.7 / 606.6e)", () => {
    const g = giantGame();
    const lands = ["a1", "a2"].map((p) => g.createCard(poolCard("forest"), "hand", p));
    playLand(g, "a1", lands[0]);
    playLand(g, "a2", lands[1]);
    expect(objectsIn(g.state, "battlefield")).toHaveLength(2);
  });
});

describe("turning a face-down creature face up (115.2b / 408.2h)", () => {
  const cites = { "2007-10-01": ["408.2h", "502.26d"], "2011-02-04": ["115.2b", "702.34d"], "2011-09-30": ["115.2b", "702.35d"] };

  for (const version of VERSIONS) {
    const [timing, morph] = cites[version];
    it(`any time its controller has priority, even with a spell on the stack (${version}: ${timing}, ${morph})`, () => {
      const g = game(version);
      const demon = g.createCard(poolCard("grinning-demon"), "battlefield", "bianca", { status: { tapped: false, faceDown: true, flipped: false, phasedOut: false } });
      for (let i = 0; i < 4; i++) g.createCard(poolCard("swamp"), "battlefield", "bianca");
      g.createCard(poolCard("mountain"), "battlefield", "alex");
      const bolt = g.createCard(poolCard("lightning-bolt"), "hand", "alex");
      g.cast("alex", bolt, { targets: [{ object: demon }] });
      expect(ruleViolation(() => turnFaceUp(g, "alex", demon)).rule).toBe(morph);
      expect(ruleViolation(() => turnFaceUp(g, "bianca", demon)).rule).toBe(timing);
      g.passPriority("alex");
      turnFaceUp(g, "bianca", demon);
      expect(g.characteristics(demon).power).toBe(6);
      expect(objectsIn(g.state, "stack")).toHaveLength(1);
      expect(g.state.turn.priority).toBe("bianca");
    });
  }

  it("puts waiting triggered abilities on the stack as its player receives priority again (115.3, 116.5)", () => {
    const g = game("2011-02-04");
    const forest = g.createCard(
      { ...poolCard("forest"), abilities: [...(poolCard("forest").abilities ?? []), { id: "enters", triggered: { when: { entersBattlefield: "self" }, effect: [{ gainLife: 1 }] } }] },
      "hand",
      "alex",
    );
    playLand(g, "alex", forest);
    expect(objectsIn(g.state, "stack").map((o) => o.kind)).toEqual(["ability"]);
    g.resolveTop();
    expect(player(g.state, "alex").life).toBe(21);
  });
});

describe("suspending a card (115.2e / 408.2k)", () => {
  const cites = { "2007-10-01": ["408.2k", "502.59a"], "2011-02-04": ["115.2e", "115.2e"], "2011-09-30": ["115.2e", "115.2e"] };

  for (const version of VERSIONS) {
    const [action, timing] = cites[version];
    it(`only when its player could begin to cast it; time counters, then cast for free (${version}: ${action}, ${timing})`, () => {
      const g = game(version);
      g.createCard(poolCard("mountain"), "battlefield", "alex");
      const rift = g.createCard(poolCard("rift-bolt"), "hand", "alex");
      const island = g.createCard(poolCard("island"), "hand", "alex");
      expect(ruleViolation(() => suspend(g, "bianca", rift)).rule).toBe(action);
      expect(ruleViolation(() => suspend(g, "alex", island)).rule).toBe(action);
      g.passPriority("alex");
      g.passPriority("bianca");
      expect(ruleViolation(() => suspend(g, "alex", rift)).rule).toBe(timing);
      g.advanceTo(1, "main2");
      const exiled = suspend(g, "alex", rift);
      expect([object(g.state, exiled).zone, object(g.state, exiled).counters.time]).toEqual(["exile", 1]);
      g.advanceTo(3, "upkeep");
      g.resolveTop();
      g.resolveTop({ targets: [{ player: "bianca" }] });
      g.resolveTop();
      expect(player(g.state, "bianca").life).toBe(17);
      expect(objectsIn(g.state, "graveyard", "alex").map((o) => g.nameOf(o.id, "en"))).toEqual(["Rift Bolt"]);
    });
  }

  it("an instant with suspend can be suspended any time its player has priority", () => {
    const g = game("2011-02-04");
    const instant = g.createCard({ ...poolCard("rift-bolt"), slug: "instant-bolt", types: ["instant"] }, "hand", "bianca");
    g.createCard(poolCard("mountain"), "battlefield", "bianca");
    g.passPriority("alex");
    expect(object(g.state, suspend(g, "bianca", instant)).zone).toBe("exile");
  });
});

describe("stopping a delayed triggered ability (115.2c / 408.2i)", () => {
  for (const [version, rule] of [["2007-10-01", "408.2i"], ["2011-02-04", "115.2c"]] as const) {
    it(`only the player the effect names, with priority, before it triggers (${version}: ${rule})`, () => {
      const g = game(version);
      for (let i = 0; i < 4; i++) g.createCard(poolCard("mountain"), "battlefield", "alex");
      g.createCard(poolCard("island"), "battlefield", "bianca");
      const fire = g.cast("alex", g.createCard(poolCard("quenchable-fire"), "hand", "alex"), { targets: [{ player: "bianca" }] });
      g.resolveTop();
      const [delayed] = g.state.delayed;
      expect(delayed.source).toBe(fire);
      expect(ruleViolation(() => stopDelayedTrigger(g, "alex", delayed.id)).rule).toBe(rule);
      expect(ruleViolation(() => stopDelayedTrigger(g, "bianca", delayed.id)).rule).toBe(rule);
      g.passPriority("alex");
      stopDelayedTrigger(g, "bianca", delayed.id);
      expect(g.state.delayed).toEqual([]);
      g.advanceTo(3, "main1");
      expect(player(g.state, "bianca").life).toBe(17);
    });
  }

  it("without the payment, 'that player' is dealt the damage at the beginning of the caster's next upkeep", () => {
    const g = game("2011-02-04");
    for (let i = 0; i < 4; i++) g.createCard(poolCard("mountain"), "battlefield", "alex");
    g.cast("alex", g.createCard(poolCard("quenchable-fire"), "hand", "alex"), { targets: [{ player: "bianca" }] });
    g.resolveTop();
    g.advanceTo(2, "upkeep");
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
    g.advanceTo(3, "upkeep");
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
    g.resolveTop();
    expect(player(g.state, "bianca").life).toBe(14);
  });
});

describe("ignoring a static ability's effect (115.2d / 408.2j)", () => {
  const cites = {
    "2007-10-01": { ignore: "408.2j", attack: "308.2a", block: "309.2a", activate: "409.4" },
    "2011-02-04": { ignore: "115.2d", attack: "508.1c", block: "509.1b", activate: "602.5" },
  };

  for (const version of ["2007-10-01", "2011-02-04"] as const) {
    const rule = cites[version];
    it(`restricts the enchanted creature until its controller pays to ignore it for the turn (${version}: ${Object.values(rule).join(", ")})`, () => {
      const g = game(version);
      const elves = g.createCard(poolCard("quirion-elves"), "battlefield", "alex", { choices: [{ kind: "color", value: "green", ability: "quirion-elves:choose-color" }] });
      const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
      for (let i = 0; i < 2; i++) g.createCard(poolCard("island"), "battlefield", "bianca");
      const curse = g.createCard(poolCard("volraths-curse"), "battlefield", "bianca");
      g.attach(curse, elves);
      g.advanceTo(3, "main1");
      expect(ruleViolation(() => g.activate("alex", elves, "green-mana")).rule).toBe(rule.activate);
      expect(ruleViolation(() => ignoreRestriction(g, "bianca", curse)).rule).toBe(rule.ignore);
      expect(ruleViolation(() => ignoreRestriction(g, "alex", curse, { sacrifice: [bears] })).rule).toBe(rule.ignore);
      g.advanceTo(3, "declare-attackers");
      expect(ruleViolation(() => declareAttackers(g, "alex", [elves])).rule).toBe(rule.attack);
      const forestCard = object(g.state, forest).cardId!;
      ignoreRestriction(g, "alex", curse, { sacrifice: [forest] });
      expect(g.objectForCard(forestCard)!.zone).toBe("graveyard");
      g.activate("alex", elves, "green-mana");
      expect(player(g.state, "alex").manaPool.G).toBe(1);
      g.advanceTo(4, "declare-attackers");
      declareAttackers(g, "bianca", [bears]);
      g.nextStep();
      // Until end of turn only: on Bianca's turn the Elves can't block.
      g.state.objects.get(elves)!.status.tapped = false;
      expect(ruleViolation(() => declareBlockers(g, "alex", [[elves, bears]])).rule).toBe(rule.block);
    });
  }

  it("ends when the Aura leaves: its controller returns it to hand ({1}{U}: Return Volrath's Curse to its owner's hand)", () => {
    const g = game("2011-02-04");
    const elves = g.createCard(poolCard("quirion-elves"), "battlefield", "alex", { choices: [{ kind: "color", value: "green", ability: "quirion-elves:choose-color" }] });
    for (let i = 0; i < 2; i++) g.createCard(poolCard("island"), "battlefield", "alex");
    const curse = g.cast("alex", g.createCard(poolCard("volraths-curse"), "hand", "alex"), { targets: [{ object: elves }] });
    g.resolveTop();
    const onBattlefield = objectsIn(g.state, "battlefield").find((o) => o.attachedTo === elves)!;
    expect(onBattlefield.cardId).toBe(object(g.state, onBattlefield.id).cardId);
    expect(curse).not.toBe(onBattlefield.id);
    expect(ruleViolation(() => g.activate("alex", elves, "green-mana")).rule).toBe("602.5");
    g.advanceTo(3, "main1");
    g.activate("alex", onBattlefield.id, "return");
    g.resolveTop();
    expect(objectsIn(g.state, "hand", "alex").map((o) => g.nameOf(o.id, "en"))).toContain("Volrath's Curse");
    g.activate("alex", elves, "green-mana");
    expect(player(g.state, "alex").manaPool.G).toBe(1);
  });
});

describe("rolling the planar die (115.2f / 901.8)", () => {
  const plane = (name: string) => ({ slug: name.toLowerCase().replace(/ /gu, "-"), name: { en: name }, types: ["plane" as const], abilities: [] });

  it("is not a special action of the 2007 rules, which list theirs in 408.1i", () => {
    expect(ruleViolation(() => rollPlanarDie(game("2007-10-01"), "alex")).rule).toBe("408.1i");
  });

  it("has no die outside a Planar Magic game (901.8)", () => {
    expect(ruleViolation(() => rollPlanarDie(game("2011-02-04"), "alex")).rule).toBe("901.8");
  });

  it("costs as much mana as the player's earlier rolls this turn; {P} makes the planar controller planeswalk (901.7a, 901.10)", () => {
    // Seed 1: the die shows a blank face, then the planeswalker symbol.
    const g = new Game(ruleSet("2011-09-30"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }], 1);
    g.createCard(plane("Second Plane"), "command", "alex");
    g.createCard(poolCard("lethe-lake"), "command", "alex");
    g.createCard(poolCard("island"), "battlefield", "alex");
    startPlanarGame(g, "alex");
    expect(g.nameOf(facePlane(g)!, "en")).toBe("Lethe Lake");
    expect(rollPlanarDie(g, "alex")).toBe("blank");
    expect(objectsIn(g.state, "battlefield")[0].status.tapped).toBe(false);
    expect(rollPlanarDie(g, "alex")).toBe("planeswalker");
    expect(objectsIn(g.state, "battlefield")[0].status.tapped).toBe(true);
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
    g.resolveTop();
    expect(g.nameOf(facePlane(g)!, "en")).toBe("Second Plane");
    expect(planarDeck(g, "alex").map((id) => g.nameOf(id, "en"))).toEqual(["Lethe Lake"]);
    // The third roll costs {2}: Alex has no untapped land left.
    expect(ruleViolation(() => rollPlanarDie(g, "alex")).rule).toBe("115.2f");
  });
});
