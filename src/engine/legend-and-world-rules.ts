// The legend rule and the world rule, state-based actions (704.5k and 704.5m in 2011; 420.5e and 420.5i in 2007).
// Legend rule, as each release has it (timeline.ts): until 2004-10-01 all but the legendary permanent with the
// earliest timestamp go to the graveyard; then all of them; from Magic 2014, each player who controls two or more
// with the same name chooses one to keep (decisions.legendKept). World rule: of two or more world permanents, all but
// the one that has been a world permanent for the shortest time go to the graveyard; a tie, all of them (simultaneous.ts).
import type { RuleArea } from "./area.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { enteredBattlefieldAt } from "./simultaneous.ts";
import { objectsIn, type GameObject, type ObjectId } from "./state.ts";
import { citationTable, NEW_RULE } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
const citations = citationTable("src/engine/legend-and-world-rules.ts", {
  /** The legend rule (420.5e; 704.5k from M10; 704.5j from 2017-09-29). */
  legendRule: [["1999-04-23", "420.5e"], ["2009-07-08", "704.5k"], ["2017-09-29", "704.5j"]],
  /** The world rule (420.5i from 2001-07-23; 704.5m from M10; 704.5k from 2017-09-29); not modelled before 2001-07-23. */
  worldRule: [["1999-04-23", null], ["2001-07-23", "420.5i", NEW_RULE], ["2009-07-08", "704.5m"], ["2017-09-29", "704.5k"]],
});

declare module "./kernel.ts" {
  interface Decisions {
    /** The legendary permanent each player keeps under the legend rule from Magic 2014 (704.5k). */
    legendKept?: ObjectId[];
  }
}

/** The legendary permanents the legend rule puts into their owners' graveyards now. */
function legendRuleVictims(game: Kernel, decisions: Decisions): GameObject[] {
  const kind = game.rules.behaviours.legendRule;
  const byName = new Map<string, GameObject[]>();
  for (const o of objectsIn(game.state, "battlefield")) {
    const c = game.characteristics(o.id);
    if (!c.supertypes.includes("legendary") || !c.name) continue;
    // From Magic 2014 the rule looks at each player's own permanents.
    const key = kind === "controller-chooses" ? `${c.controller}\u0000${c.name.en}` : c.name.en;
    byName.set(key, [...(byName.get(key) ?? []), o]);
  }
  const victims: GameObject[] = [];
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    if (kind === "all") victims.push(...group);
    else if (kind === "earliest-stays") {
      const earliest = Math.min(...group.map((o) => o.timestamp));
      victims.push(...group.filter((o) => o.timestamp !== earliest));
    } else {
      const kept = group.find((o) => decisions.legendKept?.includes(o.id));
      if (!kept) throw new RuleViolation(citations.cite(game.rules, "legendRule"), { reason: "legendChoiceRequired", object: game.ref(group[0].id) });
      victims.push(...group.filter((o) => o !== kept));
    }
  }
  return victims;
}

/** The world permanents the world rule puts into their owners' graveyards now. */
function worldRuleVictims(game: Kernel): GameObject[] {
  if (citations.citeIfAny(game.rules, "worldRule") === null) return [];
  const worlds = objectsIn(game.state, "battlefield").filter((o) => game.characteristics(o.id).supertypes.includes("world"));
  // The one that has been a world permanent on the battlefield for the shortest time — the card language can't give
  // the world supertype: the one that entered last. Several entered together at that moment: a tie, all of them.
  // (Fewer than two world permanents: none is put anywhere, a lone one being the newest.)
  const newest = Math.max(...worlds.map((o) => enteredBattlefieldAt(game, o)));
  const latest = worlds.filter((o) => enteredBattlefieldAt(game, o) === newest);
  return latest.length > 1 ? worlds : worlds.filter((o) => enteredBattlefieldAt(game, o) !== newest);
}

export const area: RuleArea = {
  name: "legend rule and world rule (704.5k, 704.5m / 420.5e, 420.5i)",
  citations,
  stateBasedMoves(game, decisions) {
    const legends = legendRuleVictims(game, decisions).map((o) => ({ id: o.id, zone: "graveyard" as const, rule: citations.cite(game.rules, "legendRule") }));
    const worlds = worldRuleVictims(game).map((o) => ({ id: o.id, zone: "graveyard" as const, rule: citations.citeIfAny(game.rules, "worldRule") }));
    return [...legends, ...worlds];
  },
};
