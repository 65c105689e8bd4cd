// Static abilities that change the rules for players (playerStatic in the card DSL): who can't lose or win the
// game, which creatures can't attack a player. They function while their permanent is on the battlefield.
import type { PlayerStaticDef } from "./cards.ts";
import { chosenValue } from "./choices.ts";
import { filterSubject, matchesFilter } from "./filters.ts";
import type { Game } from "./game.ts";
import { object, objectsIn, opponents, type ObjectId, type PlayerId } from "./state.ts";
import type { AbilityInstance } from "./values.ts";

export interface PlayerStatic {
  source: ObjectId;
  controller: PlayerId;
  def: PlayerStaticDef;
  ability: AbilityInstance;
}

/** The player-rule static abilities of the permanents on the battlefield. */
export function playerStatics(game: Game): PlayerStatic[] {
  const found: PlayerStatic[] = [];
  for (const o of objectsIn(game.state, "battlefield")) {
    if (o.status.phasedOut) continue;
    const c = game.characteristics(o.id);
    for (const ability of c.abilities)
      if ("playerStatic" in ability.def) found.push({ source: o.id, controller: c.controller, def: ability.def.playerStatic, ability });
  }
  return found;
}

/** The effect that says a player can't lose the game for this reason ("you can't lose", or not for 0 life). */
export function preventsLoss(game: Game, playerId: PlayerId, reason: "life" | "other"): PlayerStatic | undefined {
  return playerStatics(game).find((s) => s.controller === playerId && (s.def.cantLose === "any" || (s.def.cantLose === "life" && reason === "life")));
}

/** The effect that says a player can't win the game ("your opponents can't win the game"). */
export function preventsWin(game: Game, playerId: PlayerId): PlayerStatic | undefined {
  const theirs = opponents(game.state, playerId).map((p) => p.id);
  return playerStatics(game).find((s) => s.def.opponentsCantWin && theirs.includes(s.controller));
}

/** The effect of a permanent `defender` controls that says `attacker` can't attack `defender`. */
export function prohibitsAttack(game: Game, attacker: ObjectId, defender: PlayerId): PlayerStatic | undefined {
  const c = game.characteristics(attacker);
  return playerStatics(game).find((s) => {
    if (s.controller !== defender || !s.def.cantBeAttackedBy) return false;
    const subject = filterSubject(object(game.state, attacker), s.source, c.controller);
    return matchesFilter(s.def.cantBeAttackedBy, c, subject, {
      you: s.controller,
      // "of the chosen color": the choice made for the linked ability (607); none matches nothing (706.7a).
      chosen: (kind: "color" | "creature-type") => chosenValue(game.rules, object(game.state, s.source), s.ability, kind),
    });
  });
}
