// Subgames (506 in 2007-10-01): who plays one, who goes first, which cards go back to the main game at its end, and
// which card "from outside the game" a player brings in (506.4; outside a main game, 217.1e before M10) — narrated
// from beginning to end into the main game's log.
import { describe, expect, it } from "vitest";
import type { CardDef, Filter } from "../../src/engine/cards.ts";
import { Game } from "../../src/engine/game.ts";
import type { NarrationEvent } from "../../src/engine/narration.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { bringFromOutside, playSubgame } from "../../src/engine/subgame.ts";
import { concede } from "../../src/engine/winning-and-losing.ts";
import { poolCard } from "./pool.ts";
import { ruleViolation } from "./helpers.ts";

const events = <A extends NarrationEvent["action"]>(g: Game, action: A) => g.log.filter((e): e is Extract<NarrationEvent, { action: A }> => e.action === action);
const cardIdsIn = (g: Game, zone: "library" | "hand" | "exile", p?: string) => objectsIn(g.state, zone, p ?? null).map((o) => o.cardId);

function mainGame(players: string[], seed = 3, version = "2007-10-01"): Game {
  const g = new Game(ruleSet(version), players.map((id) => ({ id, name: id })), seed);
  for (const id of players) for (let i = 0; i < 8; i++) g.createCard(poolCard("island"), "library", id);
  return g;
}

describe("506.2 / 506.4: the players of a subgame", () => {
  it("a player who has left the main game plays no part in the subgame", () => {
    const g = mainGame(["alex", "bianca", "charlie"]);
    concede(g, "charlie");
    let players: string[] = [];
    playSubgame(g, { playSubgame: (sub) => { players = sub.state.players.map((p) => p.id); concede(sub, "alex"); } });
    expect(players).toEqual(["alex", "bianca"]);
  });

  it("'each player who didn't win the subgame loses 1 life': not its winner, nor a player who left the main game", () => {
    const g = mainGame(["alex", "bianca", "charlie"]);
    concede(g, "charlie");
    const shahrazad: CardDef = { slug: "s", name: { en: "s" }, manaCost: "{0}", types: ["sorcery"], abilities: [{ id: "s", spell: { effect: [{ subgame: { nonWinners: [{ loseLife: { amount: 1, player: "target" } }] } }] } }] };
    g.cast("alex", g.createCard(shahrazad, "hand", "alex"));
    g.resolveTop({ playSubgame: (sub) => concede(sub, "bianca") });
    expect(g.state.players.map((p) => [p.id, p.life])).toEqual([["alex", 20], ["bianca", 19], ["charlie", 20]]);
  });

  it("the player determined at random goes first: the first turn is his or hers, from its upkeep; narrated", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = mainGame(["alex", "bianca"], seed);
      let turn: unknown;
      playSubgame(g, { playSubgame: (sub) => { turn = { ...sub.state.turn }; concede(sub, "alex"); } });
      const [first] = events(g, "goesFirstInSubgame");
      expect(turn).toMatchObject({ number: 1, active: first.player.id, priority: first.player.id, step: "upkeep" });
    }
  });

  it("is narrated: it begins, then who goes first, and it ends", () => {
    const g = mainGame(["alex", "bianca"]);
    playSubgame(g, { playSubgame: (sub) => concede(sub, "alex") });
    expect(g.log.map((e) => e.action).filter((a) => /subgame/iu.test(a))).toEqual(["subgameBegins", "goesFirstInSubgame", "subgameEnds"]);
  });
});

describe("506.5: at the end of a subgame", () => {
  it("only cards go to the main-game libraries: a token made in the subgame ceases to exist", () => {
    const g = mainGame(["alex", "bianca"]);
    const token: CardDef = { slug: "t", name: { en: "Goblin" }, manaCost: "{0}", types: ["creature"], power: 1, toughness: 1 };
    playSubgame(g, {
      playSubgame: (sub) => {
        sub.createToken(token, "alex", {});
        concede(sub, "alex");
      },
    });
    expect([cardIdsIn(g, "library", "alex").length, cardIdsIn(g, "library", "bianca").length]).toEqual([8, 8]);
  });
});

describe("506.4: a card from outside the subgame", () => {
  function withWishes() {
    const g = mainGame(["alex", "bianca"]);
    const first = g.createCard(poolCard("lightning-bolt"), "exile", "alex");
    const second = g.createCard(poolCard("grizzly-bears"), "exile", "alex");
    const theirs = g.createCard(poolCard("lightning-bolt"), "exile", "bianca");
    const id = (o: string) => g.state.objects.get(o)!.cardId!;
    return { g, first: id(first), second: id(second), theirs: id(theirs) };
  }

  it("the card the player names comes in, not another card of the main game; narrated", () => {
    const { g, second } = withWishes();
    let hand: unknown[] = [];
    playSubgame(g, {
      playSubgame: (sub) => {
        bringFromOutside(sub, "alex", second, { types: ["creature"] }, "hand");
        hand = objectsIn(sub.state, "hand", "alex").map((o) => o.cardId).filter((c) => c === second);
        concede(sub, "alex");
      },
    });
    expect(hand).toEqual([second]);
    expect(events(g, "bringsIntoSubgame")).toMatchObject([{ player: { id: "alex" } }]);
  });

  it("refused, the subgame as before: a card that is in no game, one the player doesn't own, one not of the kind asked for", () => {
    const { g, first, theirs } = withWishes();
    const refusals: unknown[] = [];
    playSubgame(g, {
      playSubgame: (sub) => {
        const asked: [string, Filter][] = [["no-such-card", { types: ["instant"] }], [theirs, { types: ["instant"] }], [first, { types: ["creature"] }]];
        for (const [cardId, filter] of asked) {
          const v = ruleViolation(() => bringFromOutside(sub, "alex", cardId, filter, "hand"));
          refusals.push([v.rule, v.reason.reason]);
        }
        expect(objectsIn(sub.state, "hand", "alex").filter((o) => o.cardId === first || o.cardId === theirs)).toEqual([]);
        concede(sub, "alex");
      },
    });
    expect(refusals).toEqual([["506.4", "notOutsideGame"], ["506.4", "notOwnedBy"], ["506.4", "notKindAsked"]]);
  });
});

describe("217.1e (2007-10-01): a card from outside a main game", () => {
  it("the removed card the player names comes to the hand, not another removed card; narrated", () => {
    const g = new Game(ruleSet("2007-10-01"), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
    g.createCard(poolCard("lightning-bolt"), "exile", "alex");
    const bears = g.state.objects.get(g.createCard(poolCard("grizzly-bears"), "exile", "alex"))!.cardId!;
    bringFromOutside(g, "alex", bears, { types: ["creature"] }, "hand");
    expect(cardIdsIn(g, "hand", "alex")).toEqual([bears]);
    expect(events(g, "bringsFromOutside")).toMatchObject([{ player: { id: "alex" } }]);
  });
});
