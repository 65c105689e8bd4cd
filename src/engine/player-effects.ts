// Static abilities that change the rules for players (playerStatic in the card DSL): who can't lose or win the
// game, which creatures can't attack a player, whose coin flips become two, what a player has protection from. They function while their permanent is
// on the battlefield. Each field of the language answers one question the rule areas ask, in one table keyed by
// every field: a field added to the card language without its answer fails to compile here.
import { someField, type FieldHandlers, type PlayerStaticDef, type ProtectionQuality } from "./cards.ts";
import { chosenValue } from "./choices.ts";
import { filterSubject, matchesFilter } from "./filters.ts";
import type { Kernel } from "./kernel.ts";
import { object, objectsIn, opponents, player, type ObjectId, type PlayerId } from "./state.ts";
import type { AbilityInstance } from "./values.ts";

interface PlayerStatic {
  source: ObjectId;
  controller: PlayerId;
  def: PlayerStaticDef;
  ability: AbilityInstance;
}

/** What a rule area asks of the player-rule static abilities. */
type Question =
  | { kind: "loses"; player: PlayerId; reason: "life" | "other" }
  | { kind: "wins"; player: PlayerId }
  | { kind: "attacked"; attacker: ObjectId; defender: PlayerId }
  | { kind: "flipsCoin"; player: PlayerId }
  | { kind: "createsTokens"; player: PlayerId };

/** Whether a field of the ability, with its value, answers the question (stops the loss, the win, the attack…). */
const ANSWERS: FieldHandlers<PlayerStaticDef, [PlayerStatic, Kernel, Question], boolean> = {
  // "You can't lose the game" ("any"), or "you don't lose the game for having 0 or less life" ("life").
  cantLose: (which, s, _game, q) => q.kind === "loses" && s.controller === q.player && (which === "any" || q.reason === "life"),
  // "Your opponents can't win the game."
  opponentsCantWin: (holds, s, game, q) => holds && q.kind === "wins" && opponents(game.state, q.player).some((p) => p.id === s.controller),
  // "[Creatures that match] can't attack you."
  cantBeAttackedBy: (filter, s, game, q) => {
    if (q.kind !== "attacked" || s.controller !== q.defender) return false;
    const c = game.characteristics(q.attacker);
    return matchesFilter(filter, c, filterSubject(object(game.state, q.attacker), s.source, c.controller), {
      you: s.controller,
      teamOf: (p: PlayerId) => player(game.state, p).team,
      // "of the chosen color": the choice made for the linked ability (607); none matches nothing (706.7a).
      chosen: (kind: "color" | "creature-type") => chosenValue(game.rules, object(game.state, s.source), s.ability, kind),
    });
  },
  // "If you would flip a coin, instead flip two coins and ignore one."
  flipTwoCoinsIgnoreOne: (holds, s, _game, q) => holds && q.kind === "flipsCoin" && s.controller === q.player,
  // "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."
  createsTwiceThatManyTokens: (holds, s, _game, q) => holds && q.kind === "createsTokens" && s.controller === q.player,
  // "You have protection from …" answers none of these questions: protection.ts asks for it (playerProtection).
  protection: () => false,
};

/** The player-rule static abilities of the permanents on the battlefield. */
function playerStatics(game: Kernel): PlayerStatic[] {
  const found: PlayerStatic[] = [];
  for (const o of objectsIn(game.state, "battlefield")) {
    if (o.status.phasedOut) continue;
    const c = game.characteristics(o.id);
    for (const ability of c.abilities)
      if ("playerStatic" in ability.def) found.push({ source: o.id, controller: c.controller, def: ability.def.playerStatic, ability });
  }
  return found;
}

/** The qualities "you have protection from …" gives a player: those of the abilities of the permanents he or she controls. */
export function playerProtection(game: Kernel, p: PlayerId): ProtectionQuality[] {
  return playerStatics(game).flatMap((s) => (s.controller === p ? (s.def.protection ?? []) : []));
}

/** The first player-rule static ability that answers the question, if any. */
function answering(game: Kernel, q: Question): PlayerStatic | undefined {
  return playerStatics(game).find((s) => someField(ANSWERS, s.def, s, game, q));
}

/** The effect that says a player can't lose the game for this reason ("you can't lose", or not for 0 life). */
export function preventsLoss(game: Kernel, player: PlayerId, reason: "life" | "other"): PlayerStatic | undefined {
  return answering(game, { kind: "loses", player, reason });
}

/** The effect that says a player can't win the game ("your opponents can't win the game"). */
export function preventsWin(game: Kernel, player: PlayerId): PlayerStatic | undefined {
  return answering(game, { kind: "wins", player });
}

/** The effect of a permanent `defender` controls that says `attacker` can't attack `defender`. */
export function prohibitsAttack(game: Kernel, attacker: ObjectId, defender: PlayerId): PlayerStatic | undefined {
  return answering(game, { kind: "attacked", attacker, defender });
}

/** The effect that says the player flips two coins and ignores one instead of flipping a coin. */
export function flipsTwoCoins(game: Kernel, player: PlayerId): PlayerStatic | undefined {
  return answering(game, { kind: "flipsCoin", player });
}

/**
 * How many tokens an effect creates under a player's control when it would create `amount`: each effect that has it
 * create twice that many applies once (614.5, 616.1), so two of them make four times as many.
 */
export function tokensCreated(game: Kernel, player: PlayerId, amount: number): number {
  const doubling = playerStatics(game).filter((s) => someField(ANSWERS, s.def, s, game, { kind: "createsTokens", player }));
  return amount * 2 ** doubling.length;
}
