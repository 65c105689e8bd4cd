// "If a source would deal 0 damage, it does not deal damage at all. That means abilities that trigger on damage being
// dealt won't trigger" (419.5 from 2001-07-23; 419.5a from 8th Edition, 118.8 from M10, 119.8, 120.8 from 2019-07-12).
// Tested in every release whose text has the rule, found by its wording; the releases before it (1999) do not say
// it: the engine deals no damage there either, citing no rule.
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { ruleSetReleases } from "../../src/engine/ruleset.ts";
import { object, objectsIn, player } from "../../src/engine/state.ts";
import { card, events, newGame, resolve } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const releases = releasesSaying("If a source would deal 0 damage, it does not deal damage at all.");
const before = ruleSetReleases().filter((v) => v < releases[0].version);

/** "Whenever this deals damage to an opponent, you gain 1 life", and "{0}: this deals 0 damage to target player". */
const watch: AbilityDef = { id: "watch", triggered: { when: { dealsDamageToOpponent: "self" }, effect: [{ gainLife: 1 }] } };
const ping: AbilityDef = { id: "ping", activated: { cost: {}, targets: [{ kind: "player" }], effect: [{ dealDamage: { amount: 0, to: "target" } }] } };

/** The watching ability is waiting to be put on the stack, or is on it. */
function triggered(g: ReturnType<typeof newGame>): boolean {
  const onStack = objectsIn(g.state, "stack").some((o) => o.kind === "ability" && o.stack?.ability?.def.id === "watch");
  return onStack || g.state.pendingTriggers.some((t) => t.ability.def.id === "watch");
}

describe("a source that would deal 0 damage deals no damage at all (120.8 / 419.5)", () => {
  it("is a rule from 2001-07-23 (419.5), 120.8 from 2019-07-12; the 1999 releases lack it", () => {
    expect(releases[0]).toEqual({ version: "2001-07-23", rule: "419.5" });
    expect(releases.find((r) => r.version === "2019-07-12")).toEqual({ version: "2019-07-12", rule: "120.8" });
    expect(before).toEqual(["1999-04-23", "1999-11-01"]);
  });

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): 0 damage to an opponent: none dealt, \"whenever this deals damage to an opponent\" doesn't trigger", (version, rule) => {
    const g = newGame(version);
    const source = g.createCard(card("pinger", { abilities: [watch, ping] }), "battlefield", "alex");
    g.activate("alex", source, "ping", { targets: [{ player: "bianca" }] });
    g.resolveTop();
    expect(events(g, "damageDealt")).toEqual([]);
    expect(events(g, "noDamage")).toEqual([{ action: "noDamage", to: g.recipient({ player: "bianca" }), rule }]);
    expect(triggered(g)).toBe(false);
    expect(player(g.state, "bianca").life).toBe(20);
  });

  it.each(releases.filter((_, i) => i % 10 === 0).map((r) => [r.version, r.rule] as const))("%s (%s): \"0 damage to each creature\": none dealt to any", (version, rule) => {
    const g = newGame(version);
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    resolve(g, [{ dealDamage: { amount: 0, to: { all: { types: ["creature"] } } } }]);
    expect(events(g, "damageDealt")).toEqual([]);
    expect(events(g, "noDamage").map((e) => [e.to, e.rule])).toEqual([[g.recipient({ object: bear }), rule]]);
    expect(object(g.state, bear).damage).toBe(0);
  });

  it.each(before)("%s, before the rule: no damage dealt either, and no rule cited", (version) => {
    const g = newGame(version);
    const source = g.createCard(card("pinger", { abilities: [watch, ping] }), "battlefield", "alex");
    g.activate("alex", source, "ping", { targets: [{ player: "bianca" }] });
    g.resolveTop();
    expect(events(g, "damageDealt")).toEqual([]);
    expect(events(g, "noDamage")).toEqual([{ action: "noDamage", to: g.recipient({ player: "bianca" }), rule: null }]);
    expect(triggered(g)).toBe(false);
  });

  it("damage of 1 is still dealt, and triggers (2019-07-12)", () => {
    const g = newGame("2019-07-12");
    const one: AbilityDef = { ...ping, activated: { ...ping.activated, effect: [{ dealDamage: { amount: 1, to: "target" } }] } } as AbilityDef;
    const source = g.createCard(card("pinger", { abilities: [watch, one] }), "battlefield", "alex");
    g.activate("alex", source, "ping", { targets: [{ player: "bianca" }] });
    g.resolveTop();
    expect(events(g, "damageDealt").map((e) => e.amount)).toEqual([1]);
    expect(events(g, "noDamage")).toEqual([]);
    expect(triggered(g)).toBe(true);
  });
});
