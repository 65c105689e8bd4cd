// An object with two "as [this] comes into play, choose a color" abilities, each with an ability that refers to "the
// chosen color": each of those reads the choice made for its own ability. Under the rules where an object remembers
// its choices (503.8, 2001-07-23 to 2008-05-01: "the copy will 'remember' that choice and continue to use it for its
// abilities if appropriate"), as under the linked abilities of the later rules (503.8a, 706.7a, 607.5a) and under the
// releases with no copy rules. Before, under 503.8, the last choice made served every ability that asked.
import { describe, expect, it } from "vitest";
import type { AbilityDef } from "../../src/engine/cards.ts";
import { ruleSet, ruleSetReleases } from "../../src/engine/ruleset.ts";
import { player } from "../../src/engine/state.ts";
import { card, newGame } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const remembering = releasesSaying("will \"remember\" that choice and continue to use it for its abilities if appropriate");

/** "{0}: Add one mana of the chosen color", linked to the "choose a color" ability `choice`. */
const manaOf = (id: string, choice: string): AbilityDef => ({ id, linked: choice, activated: { cost: {}, mana: true, effect: [{ addMana: { chosen: "color" } }] } });
const twoChoices = card("prism", {
  abilities: [
    { id: "choose-a", asEnters: { choose: "color" } },
    { id: "choose-b", asEnters: { choose: "color" } },
    manaOf("mana-a", "choose-a"),
    manaOf("mana-b", "choose-b"),
  ],
});

/** The prism on Alex's battlefield, blue chosen for its first ability and red for its second; the mana each ability adds. */
function manaFromEach(version: string): { a: Record<string, number>; b: Record<string, number> } {
  const g = newGame(version);
  const choices = [{ kind: "color" as const, value: "blue", ability: "prism:choose-a" }, { kind: "color" as const, value: "red", ability: "prism:choose-b" }];
  const prism = g.createCard(twoChoices, "battlefield", "alex", { choices });
  const added = (ability: string) => {
    const before = { ...player(g.state, "alex").manaPool };
    g.activate("alex", prism, ability);
    const after = player(g.state, "alex").manaPool;
    return Object.fromEntries(Object.entries(after).filter(([k, n]) => n !== before[k as keyof typeof before]).map(([k, n]) => [k, n - before[k as keyof typeof before]]));
  };
  return { a: added("mana-a"), b: added("mana-b") };
}

describe("each ability reads the choice made for its own ability (503.8, 607)", () => {
  it("503.8 says an object remembers its choices from 2001-07-23 to 2008-05-01: the releases whose choice memory is the object's", () => {
    expect(remembering.map((r) => r.version)).toEqual(ruleSetReleases().filter((v) => ruleSet(v).behaviours.choiceMemory === "object"));
    expect([remembering[0].version, remembering.at(-1)!.version]).toEqual(["2001-07-23", "2008-05-01"]);
  });

  it.each(remembering.map((r) => [r.version, r.rule] as const))("%s (%s, the object remembers): blue for the first ability's mana, red for the second's", (version) => {
    expect(manaFromEach(version)).toEqual({ a: { U: 1 }, b: { R: 1 } });
  });

  it.each(["1999-04-23", "2008-07-15", "2011-02-04", "2026-01-16"])("%s (linked abilities, or no copy rules): the same", (version) => {
    expect(manaFromEach(version)).toEqual({ a: { U: 1 }, b: { R: 1 } });
  });
});
