// "Unattach [this Equipment]" as a cost (701.3d; 501.2d in 2007): the Equipment stays on the battlefield, equipping
// nothing. "Search your library for … and cast that card without paying its mana cost" (701.17a in 2016-09-30): the
// card found is cast from the library, as the half its player chooses for a split card (708.2a), whose comparisons
// may involve different halves (708.6c).
import { describe, expect, it } from "vitest";
import { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { attach, object, objectsIn } from "../../src/engine/state.ts";
import { poolCard } from "./pool.ts";
import { pt, ruleViolation } from "./helpers.ts";

function equipped(version: string) {
  const g = new Game(ruleSet(version), [{ id: "alex", name: "Alex" }, { id: "bianca", name: "Bianca" }]);
  for (const slug of ["mountain", "plains", "mountain", "plains"]) g.createCard(poolCard(slug), "battlefield", "alex");
  const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
  const sunforger = g.createCard(poolCard("sunforger"), "battlefield", "alex");
  attach(g.state, object(g.state, sunforger), bears);
  const growth = g.createCard(poolCard("giant-growth"), "library", "alex");
  const split = g.createCard(poolCard("research-development"), "library", "alex");
  return { g, bears, sunforger, growth, split };
}

describe("unattach as a cost (701.3d)", () => {
  it("moves the Equipment away from the creature; it stays on the battlefield", () => {
    const { g, bears, sunforger } = equipped("2016-09-30");
    expect(pt(g, bears)).toEqual([6, 2]);
    g.activate("alex", sunforger, "search-and-cast");
    expect(object(g.state, sunforger).attachedTo).toBeNull();
    expect(object(g.state, sunforger).zone).toBe("battlefield");
    expect(pt(g, bears)).toEqual([2, 2]);
  });

  it("can't be paid by an Equipment attached to nothing, and nothing of the cost is paid (701.3d; 501.2d in 2007)", () => {
    for (const [version, rule] of [["2016-09-30", "701.3d"], ["2007-10-01", "501.2d"]]) {
      const { g, sunforger } = equipped(version);
      attach(g.state, object(g.state, sunforger), null);
      const refused = ruleViolation(() => g.activate("alex", sunforger, "search-and-cast"));
      expect([refused.rule, refused.reason.reason]).toEqual([rule, "notAttached"]);
      expect(objectsIn(g.state, "battlefield", "alex").filter((o) => o.status.tapped)).toHaveLength(0);
    }
  });
});

describe("search your library and cast that card without paying its mana cost", () => {
  it("casts either half of a split card whose halves match the search's conditions separately (708.6c)", () => {
    for (const half of ["Research", "Development"]) {
      const { g, sunforger, split } = equipped("2016-09-30");
      g.activate("alex", sunforger, "search-and-cast");
      g.resolveTop({ find: split, half });
      const [spell] = objectsIn(g.state, "stack");
      expect(g.characteristics(spell.id).name?.en).toBe(half);
      expect(objectsIn(g.state, "library", "alex").map((o) => o.id)).not.toContain(split);
    }
  });

  it("finds only a card the search describes (701.17a): a green instant is refused, and nothing happens", () => {
    const { g, sunforger, growth } = equipped("2016-09-30");
    g.activate("alex", sunforger, "search-and-cast");
    const refused = ruleViolation(() => g.resolveTop({ find: growth }));
    expect([refused.rule, refused.reason.reason]).toEqual(["701.17a", "searchMismatch"]);
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  });

  it("casts nothing when the search finds nothing (701.17b: a search may fail to find)", () => {
    const { g, sunforger } = equipped("2016-09-30");
    g.activate("alex", sunforger, "search-and-cast");
    g.resolveTop({ find: null });
    expect(objectsIn(g.state, "stack")).toHaveLength(0);
    expect(objectsIn(g.state, "library", "alex")).toHaveLength(2);
  });
});
