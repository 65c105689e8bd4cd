// Turn-based actions (502–514 in 2011, 302–314 in 2007): what happens as steps begin and end without using the stack
// — the active player's permanents untap (502.2 / 302.2), he or she draws (504.1 / 304.1; not the starting player's
// first turn, 103.7a / 101.5a), mana empties from pools at the end of each step or phase (500.4 / 300.3) with mana
// burn in 2007 (300.3), and in the cleanup step damage wears off and "until end of turn" effects end (514.2 / 314.2).
import type { RuleArea } from "./area.ts";
import { poolTotal, type ManaSymbol } from "./mana.ts";
import { endEffects, objectsIn, PHASE_OF, removeAllDamage, setLife, setStatus } from "./state.ts";
import { activePlayers, isActivePlayer } from "./turn-order.ts";
import { turnController } from "./turn-control.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/turn-based-actions.ts", {
  manaEmpties: [["1999-04-23", "300.4"], ["2003-07-01", "300.3"], ["2009-07-08", "500.4"], ["2025-11-14", "500.5"]],
  manaBurn: [["1999-04-23", "300.4"], ["2003-07-01", "300.3"], ["2009-07-08", "500.4"], ["2025-11-14", "500.5"]],
});

/** What this area narrates (narration.ts; one message per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    /** Mana left in a pool as it empties makes its player lose that much life (300.3, until M10). */
    manaBurn: { player: PlayerRef; amount: number; rule: string };
  }
}

export const area: RuleArea = {
  name: "turn-based actions (502–514 / 302–314)",
  citations,
  beginStep(game, step) {
    if (step === "untap")
      for (const o of objectsIn(game.state, "battlefield")) if (isActivePlayer(game.state, game.characteristics(o.id).controller)) setStatus(game.state, o, { tapped: false });
    if (step === "draw" && game.state.turn.number !== 1) for (const p of activePlayers(game.state)) game.draw(p, 1);
  },
  endStep(game, step, next) {
    const { state, rules } = game;
    if (rules.behaviours.manaEmpties === "step" || PHASE_OF[step] !== PHASE_OF[next]) {
      for (const p of state.players) {
        const lost = poolTotal(p.manaPool);
        if (lost === 0) continue;
        for (const s of Object.keys(p.manaPool) as ManaSymbol[]) p.manaPool[s] = 0;
        // 507.4: no mana burn for a player while another player controls his or her turn.
        if (rules.behaviours.manaBurn && !turnController(state, p.id)) {
          setLife(state, p, p.life - lost);
          game.say({ action: "manaBurn", player: game.playerRef(p.id), amount: lost, rule: citations.cite(rules, "manaBurn") });
        }
      }
    }
    if (step === "cleanup") {
      removeAllDamage(state);
      endEffects(state, (e) => e.duration === "end-of-turn");
    }
  },
};
