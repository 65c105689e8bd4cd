// The game state (state.ts): the end of the game, what "target spell" can name, and reversing an action the rules
// refuse part-way — everything it changed is put back as it was (715.1 in 2011, 422.1 in 2007).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { object, player, restoreSnapshot, takeSnapshot } from "../../src/engine/state.ts";
import { card, giantGame, newGame, ruleViolation } from "./helpers.ts";

const cancel: CardDef = { slug: "cancel", name: { en: "Cancel" }, types: ["instant"], abilities: [{ id: "cancel", spell: { targets: [{ kind: "spell" }], effect: [{ counter: "target" }] } }] };

describe("the end of the game", () => {
  for (const [version, draw, ends] of [["2011-02-04", "104.4a", "104.1"], ["2007-10-01", "102.4", "102.1"]] as const)
    it(`${version}: when every player loses at once the game is a draw (${draw}), and it is over: no action is taken in it any more (${ends})`, () => {
      const g = newGame(version);
      player(g.state, "alex").life = 0;
      player(g.state, "bianca").life = 0;
      g.checkStateBasedActions();
      expect(g.state.players.map((p) => [p.lost, p.won])).toEqual([[true, false], [true, false]]);
      const refusal = ruleViolation(() => g.passPriority("alex"));
      expect([refusal.rule, refusal.reason.reason]).toEqual([ends, "gameOver"]);
    });
});

describe("'target spell' (601.2c; 111.1: a spell is a card on the stack)", () => {
  it("can't name a permanent: Cancel aimed at a creature on the battlefield is refused, and stays in its owner's hand", () => {
    const g = newGame("2011-02-04");
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    g.passPriority("alex");
    const spell = g.createCard(cancel, "hand", "bianca");
    const refusal = ruleViolation(() => g.cast("bianca", spell, { targets: [{ object: bear }] }));
    expect(refusal.rule).toBe("601.2c");
    expect(object(g.state, spell).zone).toBe("hand");
  });
});

describe("looking up a player or an object the game doesn't have", () => {
  it("fails naming it", () => {
    const g = newGame();
    expect(() => player(g.state, "zoe")).toThrow("no player zoe");
    expect(() => object(g.state, "o999")).toThrow("no object o999");
  });
});

describe("reversing an action (715.1 / 422.1: the entire action is reversed)", () => {
  it("puts back an object's choices and the abilities activated this turn as they were before the action, not emptied", () => {
    const g = newGame();
    const id = g.createCard(card("chooser"), "battlefield", "alex", { choices: [{ kind: "color", value: "blue", ability: "chooser:colour" }] });
    const o = object(g.state, id);
    o.activatedThisTurn.push("once");
    const saved = takeSnapshot(g.state);
    o.choices.push({ kind: "creature-type", value: "Elf", ability: "chooser:type" });
    o.activatedThisTurn.push("twice");
    restoreSnapshot(g.state, saved);
    const back = object(g.state, id);
    expect([back.choices, back.activatedThisTurn]).toEqual([[{ kind: "color", value: "blue", ability: "chooser:colour" }], ["once"]]);
  });

  it("puts back the special actions taken this turn (a land played, 305.2: one a turn) and the triggered abilities waiting to be put on the stack", () => {
    const g = newGame();
    const source = g.createCard(card("source"), "battlefield", "alex");
    g.state.turn.specialActionsTaken.push({ player: "alex", kind: "play-land" });
    const pending = { ability: { def: { id: "t", keyword: "flying" as const }, origin: "source" }, source, controller: "alex" };
    g.state.pendingTriggers.push(pending);
    const saved = takeSnapshot(g.state);
    g.state.turn.specialActionsTaken.push({ player: "bianca", kind: "play-land" });
    g.state.pendingTriggers.length = 0;
    restoreSnapshot(g.state, saved);
    expect(g.state.turn.specialActionsTaken).toEqual([{ player: "alex", kind: "play-land" }]);
    expect(g.state.pendingTriggers).toEqual([pending]);
  });

  it("Two-Headed Giant: puts back the team's shared life total and poison counters (810.4)", () => {
    const g = giantGame();
    const team = g.state.teams[0]!;
    const before = [team.life, team.poison];
    const saved = takeSnapshot(g.state);
    team.life -= 7;
    team.poison += 2;
    restoreSnapshot(g.state, saved);
    expect([team.life, team.poison]).toEqual(before);
    expect(before).toEqual([30, 0]);
  });
});

describe("a new game", () => {
  it("has no triggered ability waiting (603.2: abilities trigger only when their event happens)", () => {
    expect(newGame().state.pendingTriggers).toEqual([]);
  });
});
