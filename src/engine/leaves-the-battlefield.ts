// Leaves-the-battlefield abilities (603.6c–d in 2011; 410.10c–d in 2007): "when [this] dies / is put into a
// graveyard from the battlefield", "whenever a creature that matches dies", "when [this] leaves the battlefield".
// They "look back in time": whether they trigger, and what the object that left looks like, are judged on the
// battlefield as it was just before the event (the abilities it had, its counters, its controller) — so a
// face-down creature, which has no abilities, triggers nothing as it dies, and a copy's copied abilities trigger.
// "It" in their effect is the new object in the zone the card went to (400.7): found only there (603.6c).
import type { RuleArea } from "./area.ts";
import type { Filter } from "./cards.ts";
import type { Kernel, PendingTrigger } from "./kernel.ts";
import type { ZoneName } from "./ruleset.ts";
import { objectsIn, type GameObject } from "./state.ts";

/** The abilities that trigger as `leaving` moves from the battlefield to `to`, with it still there (603.6d). */
function leavingTriggers(game: Kernel, leaving: GameObject, to: ZoneName): PendingTrigger[] {
  const found: PendingTrigger[] = [];
  for (const o of objectsIn(game.state, "battlefield")) {
    const c = game.characteristics(o.id);
    for (const a of c.abilities) {
      if (!("triggered" in a.def)) continue;
      const when = a.def.triggered.when;
      const event: "self" | Filter | undefined =
        "dies" in when && to === "graveyard" ? when.dies : "leavesBattlefield" in when ? when.leavesBattlefield : undefined;
      if (event === undefined) continue;
      const matches = event === "self" ? o.id === leaving.id : game.matches(event, leaving.id, c.controller, o.id);
      // 603.3a: its controller is the source's controller as it last existed on the battlefield.
      if (matches) found.push({ ability: a, source: o.id, controller: c.controller });
    }
  }
  return found;
}

export const area: RuleArea = {
  name: "leaves-the-battlefield abilities (603.6c–d / 410.10c–d)",
  triggersOnLeavingBattlefield: leavingTriggers,
};
