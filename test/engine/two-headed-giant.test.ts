// Two-Headed Giant (810 in 2011, 606 in 2007): shared life and poison, team turns, team combat, team wins/losses.
import { describe, expect, it } from "vitest";
import { combatDamage, declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { player, type GameState } from "../../src/engine/state.ts";
import { giantRules, setEachPlayersLife, setPlayersLife } from "../../src/engine/two-headed-giant.ts";
import { teamOf } from "../../src/engine/turn-order.ts";
import { card, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";

function giantGame(version = "2011-02-04", teamSize = 2): Game {
  const members = (team: string) => Array.from({ length: teamSize }, (_, i) => ({ id: `${team}${i + 1}`, name: `${team}${i + 1}`, team }));
  return new Game(ruleSet(version), [...members("a"), ...members("b")]);
}

const team = (state: GameState, id: string) => state.teams.find((t) => t.id === id)!;

describe("shared life total (810.4, 810.9)", () => {
  it("starts at 30 for a team of two and 15 more per extra player (810.4, 810.10 / 810.11)", () => {
    expect(team(giantGame().state, "a").life).toBe(30);
    expect(team(giantGame("2011-09-30", 3).state, "a").life).toBe(45);
    expect(team(giantGame("2007-10-01").state, "b").life).toBe(30);
  });

  it("damage to each player is applied to the team total; a player's life total is the team's (810.9a)", () => {
    const g = giantGame();
    player(g.state, "a1").life -= 4;
    player(g.state, "a2").life -= 4;
    expect(team(g.state, "a").life).toBe(22);
    expect(player(g.state, "a2").life).toBe(22);
  });

  it("in 2007 an individual life total is half the team's, rounded up (606.9a)", () => {
    const g = giantGame("2007-10-01");
    team(g.state, "a").life = 11;
    expect(player(g.state, "a1").life).toBe(6);
    player(g.state, "a1").life -= 2;
    expect(team(g.state, "a").life).toBe(9);
  });

  it("damage to each player equal to half that player's life total is known for every player before any is dealt (606.9a)", () => {
    const g = giantGame("2007-10-01");
    team(g.state, "a").life = 17;
    team(g.state, "b").life = 30;
    // Under a1's control since before the turn began, so its {T} ability can be activated (212.3f).
    const hidetsugu = g.createCard(poolCard("heartless-hidetsugu"), "battlefield", "a1", { sinceTurn: 0 });
    g.activate("a1", hidetsugu, "half-life-damage");
    g.resolveTop();
    // Each player of team a is at 9 (17 / 2 rounded up) and is dealt 4; each of team b is at 15 and is dealt 7.
    expect([team(g.state, "a").life, team(g.state, "b").life]).toEqual([9, 16]);
  });

  it("'each player's life total becomes the number of creatures he or she controls' counts for each player as it resolves (606.9b)", () => {
    const g = giantGame("2007-10-01");
    for (let i = 0; i < 3; i++) g.createCard(poolCard("grizzly-bears"), "battlefield", "a1");
    for (let i = 0; i < 4; i++) g.createCard(poolCard("grizzly-bears"), "battlefield", "a2");
    g.createCard(poolCard("grizzly-bears"), "battlefield", "b2");
    const biorhythm = g.createCard(poolCard("biorhythm"), "hand", "a1");
    for (let i = 0; i < 8; i++) g.createCard(poolCard("forest"), "battlefield", "a1");
    g.state.turn.step = "main1";
    g.cast("a1", biorhythm);
    g.resolveTop();
    expect([team(g.state, "a").life, team(g.state, "b").life]).toEqual([7, 1]);
  });

  it("a single player's life total that becomes a number changes the team total by the difference (810.9c)", () => {
    const g = giantGame();
    team(g.state, "a").life = 25;
    player(g.state, "a1").life = 10;
    expect(team(g.state, "a").life).toBe(10);
  });

  it("a single player's life total that becomes a number: the team's becomes it in 2005-08-01, changes by the difference from 2005-10-01 (606.9c)", () => {
    // 2005-08-01 606.9c: "that player's team's life total becomes that number"; 2005-10-01: "The team's life total is
    // adjusted by the amount that player's life total was adjusted." A team at 25: the player is considered at 13.
    for (const [version, expected] of [["2005-08-01", 26], ["2005-10-01", 38]] as const) {
      const g = giantGame(version);
      team(g.state, "a").life = 25;
      setPlayersLife(g.state, g.rules, player(g.state, "a1"), 26);
      expect([version, team(g.state, "a").life, team(g.state, "b").life]).toEqual([version, expected, 40]);
    }
    expect(giantRules(ruleSet("2005-08-01")).singlePlayersLifeBecomes).toEqual({ kind: "team-becomes", rule: "606.9c" });
    expect(giantRules(ruleSet("2021-09-24")).singlePlayersLifeBecomes).toEqual({ kind: "difference", rule: "810.9c" });
    // Outside a team, the player's own life total.
    const duel = new Game(ruleSet("2005-08-01"), [{ id: "p1", name: "p1" }, { id: "p2", name: "p2" }]);
    setPlayersLife(duel.state, duel.rules, player(duel.state, "p1"), 7);
    expect(player(duel.state, "p1").life).toBe(7);
  });

  it("each player's life total becoming a number affects one member per team (810.9d), or sums (606.9b)", () => {
    const g = giantGame();
    team(g.state, "a").life = 7;
    team(g.state, "b").life = 13;
    expect(ruleViolation(() => setEachPlayersLife(g.state, g.rules, () => 7, ["a1"])).rule).toBe("810.9d");
    setEachPlayersLife(g.state, g.rules, () => 7, ["a1", "b2"]);
    expect([team(g.state, "a").life, team(g.state, "b").life]).toEqual([7, 7]);
    const old = giantGame("2007-10-01");
    setEachPlayersLife(old.state, old.rules, () => 4, []);
    expect(team(old.state, "a").life).toBe(8);
  });

  it("a team with 0 or less life loses, both its players, and the other team wins (810.8a, 810.8c)", () => {
    const g = giantGame();
    team(g.state, "b").life = 0;
    g.checkStateBasedActions();
    expect(g.state.players.map((p) => [p.id, p.lost, p.won])).toEqual([
      ["a1", false, true], ["a2", false, true], ["b1", true, false], ["b2", true, false],
    ]);
  });
});

describe("poison counters (810.5 / 810.10, 704.5c / 810.8d)", () => {
  it("2011-02-04: each player's own; ten on one player makes the team lose", () => {
    const g = giantGame("2011-02-04");
    player(g.state, "a1").poison = 9;
    player(g.state, "a2").poison = 9;
    g.checkStateBasedActions();
    expect(g.state.players.some((p) => p.lost)).toBe(false);
    player(g.state, "a2").poison = 10;
    g.checkStateBasedActions();
    expect(player(g.state, "a1").lost).toBe(true);
  });

  it("2011-09-30: shared by the team; fifteen lose, twenty for a team of three (810.11)", () => {
    const g = giantGame("2011-09-30");
    player(g.state, "a1").poison += 7;
    player(g.state, "a2").poison += 7;
    expect(team(g.state, "a").poison).toBe(14);
    g.checkStateBasedActions();
    expect(player(g.state, "a1").lost).toBe(false);
    player(g.state, "a2").poison += 1;
    g.checkStateBasedActions();
    expect([player(g.state, "a1").lost, player(g.state, "a2").lost]).toEqual([true, true]);
    const three = giantGame("2011-09-30", 3);
    team(three.state, "b").poison = 19;
    three.checkStateBasedActions();
    expect(player(three.state, "b3").lost).toBe(false);
  });
});

describe("team turns (810.2, 805)", () => {
  it("the next turn is the other team's; both players of the active team untap, draw and may cast sorceries", () => {
    const g = giantGame();
    for (const id of ["a1", "a2", "b1", "b2"]) g.createCard(poolCard("island"), "library", id);
    const tapped = g.createCard(poolCard("island"), "battlefield", "b2", { status: { tapped: true, flipped: false, faceDown: false, phasedOut: false } });
    g.advanceTo(2, "main1");
    expect(g.state.turn.active).toBe("b1");
    expect(g.state.objects.get(tapped)?.status.tapped).toBe(false);
    expect(["b1", "b2"].map((id) => g.state.zones.get(`hand:${id}`)!.length)).toEqual([1, 1]);
    const rift = g.createCard(poolCard("flame-rift"), "hand", "b2");
    g.createCard(poolCard("mountain"), "battlefield", "b2");
    g.createCard(poolCard("mountain"), "battlefield", "b2");
    g.cast("b2", rift);
    g.resolveTop();
    expect([team(g.state, "a").life, team(g.state, "b").life]).toEqual([22, 22]);
    expect(teamOf(g.state, "b2")?.members).toEqual(["b1", "b2"]);
  });
});

describe("team combat (810.7)", () => {
  function atAttack(): Game {
    const g = giantGame();
    Object.assign(g.state.turn, { number: 2, step: "declare-attackers" });
    return g;
  }

  it("the active team has one combined attack; defending creatures can't attack (508.1)", () => {
    const g = atAttack();
    const mine = g.createCard(card("bear"), "battlefield", "a1");
    const teammates = g.createCard(card("bear"), "battlefield", "a2");
    const theirs = g.createCard(card("bear"), "battlefield", "b1");
    for (const id of [mine, teammates, theirs]) g.state.objects.get(id)!.sinceTurn = 1;
    expect(ruleViolation(() => declareAttackers(g, "a1", [mine, theirs])).rule).toBe("508.1");
    expect(ruleViolation(() => declareAttackers(g, "b1", [theirs])).rule).toBe("508.1");
    declareAttackers(g, "a1", [mine, teammates]);
    expect(g.state.objects.get(teammates)!.status.tapped).toBe(true);
  });

  it("a creature that can't attack one defending player can't attack the defending team (810.7c)", () => {
    const g = atAttack();
    const moat = g.createCard(poolCard("teferis-moat"), "battlefield", "b2", { choices: [{ kind: "color", value: "green", ability: "teferis-moat:choose-color" }] });
    const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "a1");
    g.state.objects.get(bears)!.sinceTurn = 1;
    const refused = ruleViolation(() => declareAttackers(g, "a1", [bears]));
    expect(refused.rule).toBe("810.7c");
    expect(renderViolation(refused, "en")).toContain(g.nameOf(moat, "en"));
  });

  it("in a two-player game the same prohibition cites the attack rule (508.1 / 308.1)", () => {
    for (const [version, rule] of [["2011-02-04", "508.1"], ["2007-10-01", "308.1"]]) {
      const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
      Object.assign(g.state.turn, { number: 2, step: "declare-attackers" });
      g.createCard(poolCard("teferis-moat"), "battlefield", "bianca", { choices: [{ kind: "color", value: "green", ability: "teferis-moat:choose-color" }] });
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
      g.state.objects.get(bears)!.sinceTurn = 1;
      expect(ruleViolation(() => declareAttackers(g, "alex", [bears])).rule).toBe(rule);
    }
  });

  it("the active team can't block; either defending player's creatures can, unless landwalk forbids it (810.7d)", () => {
    const g = atAttack();
    const walker = g.createCard(poolCard("shanodin-dryads"), "battlefield", "a1");
    const bear = g.createCard(card("bear"), "battlefield", "a1");
    const blocker = g.createCard(card("bear"), "battlefield", "b2");
    for (const id of [walker, bear]) g.state.objects.get(id)!.sinceTurn = 1;
    declareAttackers(g, "a1", [walker, bear]);
    g.state.turn.step = "declare-blockers";
    expect(ruleViolation(() => declareBlockers(g, "a2", [[blocker, bear]])).rule).toBe("509.1");
    declareBlockers(g, "b1", [[blocker, bear]]);
    const forest = g.createCard(poolCard("forest"), "battlefield", "b1");
    const other = g.createCard(card("bear"), "battlefield", "b2");
    expect(ruleViolation(() => declareBlockers(g, "b2", [[other, walker]])).rule).toBe("702.12c");
    g.moveTo(forest, "graveyard");
    declareBlockers(g, "b2", [[other, walker]]);
  });
});

describe("priority (810.2, 805)", () => {
  it("a team passes priority: after both teams pass in succession the top of the stack resolves", () => {
    const g = giantGame();
    g.createCard(poolCard("mountain"), "battlefield", "a2");
    const bolt = g.createCard(poolCard("lightning-bolt"), "hand", "a2");
    g.cast("a2", bolt, { targets: [{ player: "b1" }] });
    g.passPriority("a1");
    expect(g.state.turn.priority).toBe("b1");
    g.passPriority("b2");
    expect(team(g.state, "b").life).toBe(27);
  });
});

describe("combat damage to one defending player (810.7f)", () => {
  it("the active team chooses a defending player for each attacker; a player of its own team is refused", () => {
    const g = giantGame();
    Object.assign(g.state.turn, { number: 2, step: "declare-attackers" });
    const bear = g.createCard(card("bear"), "battlefield", "a1");
    g.state.objects.get(bear)!.sinceTurn = 1;
    declareAttackers(g, "a1", [bear]);
    g.state.turn.step = "declare-blockers";
    declareBlockers(g, "b1", []);
    expect(ruleViolation(() => combatDamage(g, { damageTo: { [bear]: "a2" } })).rule).toBe("810.7f");
    combatDamage(g, { damageTo: { [bear]: "b2" } });
    expect(team(g.state, "b").life).toBe(28);
  });
});
