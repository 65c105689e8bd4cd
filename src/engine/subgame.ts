// Subgames (506 in 2007; 713 in 2011-02-04, 715 from Innistrad; Shahrazad): a complete game inside the game, with
// its own zones and life totals. The main game is paused while it is played; the spell that created it then
// finishes resolving. Cards taken into the subgame go back to their owners' main-game libraries.
import { z } from "zod";
import type { RuleArea } from "./area.ts";
import type { AreaWords, Body, Language, CardDef, Filter } from "./cards.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import type { InstructionHandlers } from "./resolution.ts";
import { objectsIn, zoneKey, type PlayerId } from "./state.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/subgame.ts", {
  subgameStart: [["2003-07-01", "506.3"], ["2007-07-13", "506.2", "the subgame rules were rewritten: how a subgame starts is 506.2"], ["2009-07-08", "712.2"], ["2010-04-23", "713.2"], ["2011-05-01", "714.2"], ["2011-09-30", "715.2"], ["2016-07-22", "717.2"], ["2016-08-26", "718.2"], ["2018-04-27", "719.2"], ["2019-10-04", "720.2"], ["2021-07-23", "722.2"], ["2022-06-10", "723.2"], ["2022-10-07", "724.2"], ["2022-11-18", "725.2"], ["2023-04-14", "724.2"], ["2024-02-02", "725.2"], ["2024-03-08", "726.2"], ["2025-04-04", "727.2"], ["2025-07-25", "728.2"]],
  subgameOutside: [["2003-07-01", "506.5"], ["2007-07-13", "506.4"], ["2009-07-08", "712.4"], ["2010-04-23", "713.4"], ["2011-05-01", "714.4"], ["2011-09-30", "715.4"], ["2016-07-22", "717.4"], ["2016-08-26", "718.4"], ["2018-04-27", "719.4"], ["2019-10-04", "720.4"], ["2021-07-23", "722.4"], ["2022-06-10", "723.4"], ["2022-10-07", "724.4"], ["2022-11-18", "725.4"], ["2023-04-14", "724.4"], ["2024-02-02", "725.4"], ["2024-03-08", "726.4"], ["2025-04-04", "727.4"], ["2025-07-25", "728.4"]],
  subgameEnd: [["2003-07-01", "506.6"], ["2007-07-13", "506.5"], ["2009-07-08", "712.5"], ["2010-04-23", "713.5"], ["2011-05-01", "714.5"], ["2011-09-30", "715.5"], ["2016-07-22", "717.5"], ["2016-08-26", "718.5"], ["2018-04-27", "719.5"], ["2019-10-04", "720.5"], ["2021-07-23", "722.5"], ["2022-06-10", "723.5"], ["2022-10-07", "724.5"], ["2022-11-18", "725.5"], ["2023-04-14", "724.5"], ["2024-02-02", "725.5"], ["2024-03-08", "726.5"], ["2025-04-04", "727.5"], ["2025-07-25", "728.5"]],
  outsideTheGame: [["2003-07-01", "217.1e"], ["2009-07-08", "400.9"], ["2009-09-04", "400.10"], ["2020-04-17", "400.11"]],
});

/** What this area narrates, and why it refuses an action (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    subgameBegins: object;
    goesFirstInSubgame: { player: PlayerRef };
    subgameEnds: object;
    bringsIntoSubgame: { player: PlayerRef; card: ObjectRef };
    bringsFromOutside: { player: PlayerRef; card: ObjectRef };
  }
  interface Refusals {
    subgameToItsEnd: object;
    subgameNotOver: object;
    notOutsideGame: object;
    notOwnedBy: { card: ObjectRef; player: PlayerRef };
    notKindAsked: { card: ObjectRef };
  }
}

declare module "./kernel.ts" {
  interface Decisions {
    /** Plays a subgame to its end (506): the scenario's actions in the subgame. */
    playSubgame?: (subgame: Kernel) => void;
    /** A card from outside the game, by its physical card id ("a card you own from outside the game"). */
    fromOutside?: string;
  }
}

/**
 * Plays a subgame and returns the players who won it. `decisions.playSubgame` plays it (the scenario's actions);
 * the subgame must be over when it returns.
 */
export function playSubgame(main: Kernel, decisions: Decisions): PlayerId[] {
  if (!decisions.playSubgame) throw new RuleViolation(citations.cite(main.rules, "subgameStart"), { reason: "subgameToItsEnd" });
  const players = main.state.players.filter((p) => !p.lost).map((p) => ({ id: p.id, name: p.name }));
  const sub = main.subgame(players, main.rng.below(2 ** 31));
  main.say({ action: "subgameBegins" });
  // 506.2: each player moves all the cards of his or her main-game library into the subgame library and
  // shuffles; no other card moves. Randomly determine who goes first; each player draws seven cards.
  for (const p of players) {
    for (const o of objectsIn(main.state, "library", p.id)) {
      const def = main.cardDefOf(o.cardId!)!;
      main.takeOutOfGame(o.id);
      sub.createCard(def, "library", p.id, { cardId: o.cardId! });
    }
    sub.rng.shuffle(sub.state.zones.get(zoneKey("library", p.id))!);
  }
  const first = players[sub.rng.below(players.length)].id;
  for (const p of players) sub.draw(p.id, 7);
  // 506.3: a player with fewer than seven cards loses when state-based actions are checked in the first upkeep.
  Object.assign(sub.state.turn, { number: 1, active: first, step: "upkeep", priority: first, passes: 0 });
  sub.say({ action: "goesFirstInSubgame", player: sub.playerRef(first) });
  sub.checkStateBasedActions();
  decisions.playSubgame(sub);
  if (!sub.isOver()) throw new RuleViolation(citations.cite(main.rules, "subgameEnd"), { reason: "subgameNotOver" });
  endSubgame(main, sub);
  return sub.state.players.filter((p) => p.won).map((p) => p.id);
}

/**
 * 506.5: each player puts the cards he or she owns in the subgame, in any zone (exile included), into his or her
 * main-game library and shuffles it; other objects and the subgame's zones cease to exist.
 */
function endSubgame(main: Kernel, sub: Kernel): void {
  for (const o of [...sub.state.objects.values()]) {
    if (o.kind !== "card" || !o.cardId) continue;
    main.createCard(sub.cardDefOf(o.cardId)!, "library", o.owner, { cardId: o.cardId });
  }
  for (const p of main.state.players) main.rng.shuffle(main.state.zones.get(zoneKey("library", p.id))!);
  main.say({ action: "subgameEnds" });
}

/**
 * "A card you own from outside the game" put into a zone: in a subgame, every object of the main game is outside
 * it (506.4). The card leaves the main game for the subgame; abilities of the main game that trigger on it
 * leaving are not modelled (506.4a). In a main game, see fromOutsideTheMainGame.
 */
export function bringFromOutside(game: Kernel, owner: PlayerId, cardId: string, filter: Filter, to: "hand"): void {
  if (!game.outside) return fromOutsideTheMainGame(game, owner, cardId, filter, to);
  const rule = citations.cite(game.rules, "subgameOutside");
  const main = game.outside;
  const found = main ? [...main.state.objects.values()].find((o) => o.cardId === cardId && o.kind === "card") : undefined;
  if (!main || !found) throw new RuleViolation(rule, { reason: "notOutsideGame" });
  if (found.owner !== owner) throw new RuleViolation(rule, { reason: "notOwnedBy", card: main.ref(found.id), player: game.playerRef(owner) });
  if (!main.matches(filter, found.id, owner, null)) throw new RuleViolation(rule, { reason: "notKindAsked", card: main.ref(found.id) });
  const def: CardDef = main.cardDefOf(cardId)!;
  main.takeOutOfGame(found.id);
  game.createCard(def, to, owner, { cardId });
  game.say({ action: "bringsIntoSubgame", player: game.playerRef(owner), card: game.ref(game.objectForCard(cardId)!.id) });
}

/**
 * Outside a main game: before M10, a card in the removed-from-the-game zone (217.1e: "An object is outside the game
 * if it's in the removed-from-the-game zone, or if it isn't in any of the game's zones"); from M10 only cards in no
 * zone (400.9), which the engine does not hold (a sideboard), so nothing can be brought in.
 */
function fromOutsideTheMainGame(game: Kernel, owner: PlayerId, cardId: string, filter: Filter, to: "hand"): void {
  const rule = citations.cite(game.rules, "outsideTheGame");
  const removedIsOutside = game.rules.behaviours.outsideTheGame === "no-zone-or-removed";
  const found = removedIsOutside ? objectsIn(game.state, "exile").find((o) => o.cardId === cardId && o.kind === "card") : undefined;
  if (!found) throw new RuleViolation(rule, { reason: "notOutsideGame" });
  if (found.owner !== owner) throw new RuleViolation(rule, { reason: "notOwnedBy", card: game.ref(found.id), player: game.playerRef(owner) });
  if (!game.matches(filter, found.id, owner, null)) throw new RuleViolation(rule, { reason: "notKindAsked", card: game.ref(found.id) });
  const moved = game.moveTo(found.id, to);
  game.say({ action: "bringsFromOutside", player: game.playerRef(owner), card: game.ref(moved) });
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: (l: Language) => ({
    /** "Players play a Magic subgame" (506): then the instructions for each player who didn't win it ("target"). */
    subgame: z.object({ nonWinners: l.instructions }).strict(),
    /** "Choose a … card you own from outside the game and put it into your hand" (506.4: the main game, in a subgame). */
    fromOutside: z.object({ filter: l.filter, to: z.literal("hand") }).strict(),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    subgame: Body<typeof words.instructions, "subgame">;
    fromOutside: Body<typeof words.instructions, "fromOutside">;
  }
}

/** The subgame words of the card language: "play a subgame", "a card you own from outside the game". */
const instructions: Pick<InstructionHandlers, "subgame" | "fromOutside"> = {
  subgame: (subgame, ctx, then) => {
    const { game } = ctx;
    const winners = playSubgame(game, ctx.decisions);
    for (const p of game.state.players.filter((x) => !x.lost && !winners.includes(x.id))) then({ ...ctx, info: { ...ctx.info, targets: [{ player: p.id }] } }, subgame.nonWinners);
  },
  fromOutside: (spec, ctx) => {
    const chosen = ctx.decisions.fromOutside;
    if (chosen) bringFromOutside(ctx.game, ctx.controller, chosen, spec.filter, spec.to);
  },
};

export const area = { name: "subgames (712 and on / 506)", citations, words, instructions } satisfies RuleArea;
