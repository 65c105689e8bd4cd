// "Whenever [this] deals damage to an opponent" (603.2): the ability triggers as the damage is dealt, combat damage
// (510.2 / 310.4) or an instruction's; it waits to be put on the stack the next time a player would receive priority.
import type { Kernel } from "./kernel.ts";
import { opponents, type ObjectId, type PlayerId } from "./state.ts";

export function triggerDealtDamageToPlayer(k: Kernel, source: ObjectId, to: PlayerId): void {
  if (k.state.objects.get(source)?.zone !== "battlefield") return;
  const c = k.characteristics(source);
  if (!opponents(k.state, c.controller).some((p) => p.id === to)) return;
  for (const a of c.abilities) if ("triggered" in a.def && "dealsDamageToOpponent" in a.def.triggered.when) k.state.pendingTriggers.push({ ability: a, source, controller: c.controller });
}
