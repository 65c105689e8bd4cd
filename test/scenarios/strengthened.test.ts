// Scenarios whose setup could not tell right from wrong, strengthened: for each, the expectation a wrong engine
// would have met — and that the old setup accepted too — now fails. Each case takes the real scenario, puts the
// wrong value in one expectation, runs it, and checks that it fails on that very value.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../src/engine/describe.ts";
import type { Scenario } from "../../src/scenarios/load.ts";
import { runScenario } from "../../src/scenarios/run.ts";
import { projectScenario } from "../scenario-files.ts";

type Json = Record<string, unknown>;

/** Every expectation and refusal of a scenario (actions and their `expect` lists, flattened), in order. */
function steps(s: Scenario): Json[] {
  return (s.actions as Json[]).flatMap((a) => ("expect" in a ? (Array.isArray(a.expect) ? a.expect : [a.expect]) : [a]) as Json[]);
}

interface Case {
  example: string;
  file: string;
  version: string;
  lang?: Lang;
  /** What the wrong engine (or the old setup) would show. */
  wrong: string;
  /** Picks the step to change (the nth matching one, from 0). */
  pick: (step: Json) => boolean;
  nth?: number;
  change: (step: Json) => void;
  /** The failure it must now produce. */
  fails: string;
}

const cases: Case[] = [
  {
    example: "706.6#1", file: "706/706.6-1.yaml", version: "2011-02-04",
    wrong: "the Clone sized by the Spirit's choice (blue): 1/1, which the old setup (one red, one blue permanent) also gave",
    pick: (e) => e.object === "clone", change: (e) => Object.assign(e, { power: 1, toughness: 1 }), fails: "clone power: expected 1, got 2",
  },
  {
    example: "613.8#1", file: "613/613.8-1.yaml", version: "2011-02-04",
    wrong: "'loses flying' always winning over 'gains flying', whatever the timestamps",
    pick: (e) => e.object === "other-ogre", change: (e) => { delete e.hasAbility; e.lacksAbility = ["flying"]; }, fails: "other-ogre lacks ability",
  },
  {
    example: "613.5#3", file: "613/613.5-3.yaml", version: "2011-02-04",
    wrong: "a static ability's set of objects looked at again in layer 7 (the Staff, a creature by then, not 2/2)",
    pick: (e) => e.object === "staff" && Array.isArray(e.layers) && e.layers.length === 2, nth: 1,
    change: (e) => Object.assign(e, { layers: ["4"], power: 0, toughness: 0 }), fails: "staff power: expected 0, got 2",
  },
  {
    example: "115.2c#p1", file: "115/115.2c-p1.yaml", version: "2011-02-04",
    wrong: "the late payment refused because Bianca lacks priority (the old scenario's only refusal there)",
    pick: (e) => "stopDelayed" in e && Boolean(e.violates), nth: 2,
    change: (e) => Object.assign(e.violates as Json, { refused: "doesn't have priority" }), fails: "no longer waiting to trigger",
  },
  {
    example: "115.2d#p1", file: "115/115.2d-p1.yaml", version: "2011-02-04",
    wrong: "Bianca refused for lacking priority rather than for not controlling the Elves",
    pick: (e) => "ignoreEffect" in e && Boolean(e.violates),
    change: (e) => Object.assign(e.violates as Json, { refused: "doesn't have priority" }), fails: "Only the controller of Quirion Elves may ignore this effect",
  },
  {
    example: "504.2#p1", file: "504/504.2-p1.yaml", version: "2007-10-01",
    wrong: "the face-down spell cast for its own mana cost {1}{G}{G} (needing the Forest), not {3}",
    pick: (e) => e.object === "forest", change: (e) => Object.assign(e, { tapped: true }), fails: "forest tapped: expected true, got false",
  },
  {
    example: "810.5#p2", file: "810/810.5-p2.yaml", version: "2011-02-04",
    wrong: "only the poisoned player losing, not his teammate",
    pick: (e) => e.player === "ana", change: (e) => Object.assign(e, { lost: false }), fails: "Ana lost: expected false, got true",
  },
  {
    example: "810.5#p2", file: "810/810.5-p2.yaml", version: "2011-09-30",
    wrong: "shared poison counters never making a team lose",
    pick: (e) => e.team === "a" && e.poison === 15, change: (e) => Object.assign(e, { lost: false }), fails: "team a lost: expected false, got true",
  },
  {
    example: "706.5#1", file: "706/706.5-1.yaml", version: "2011-02-04",
    wrong: "counters copied with the copiable values (the Behemoth's one, plus the Clone's own two)",
    pick: (e) => e.object === "clone", change: (e) => Object.assign(e, { counters: { fade: 3 } }), fails: "clone fade counters: expected 3, got 2",
  },
  {
    example: "706.3#2", file: "706/706.3-2.yaml", version: "2011-02-04",
    wrong: "the copy keeping Tomoya's own colour and mana cost",
    pick: (e) => e.object === "tomoya" && e.name === "Stabwhisker the Odious", change: (e) => Object.assign(e, { colors: ["blue"], manaCost: "{1}{U}" }), fails: "tomoya colors",
  },
  {
    example: "505.5#1", file: "505/505.5-1.yaml", version: "2007-10-01",
    wrong: "colourless 0/0 Minion tokens",
    pick: (e) => Boolean(e.objects), change: (e) => Object.assign(e.objects as Json, { power: 0, toughness: 0, colors: [] }), fails: "count: expected 5, got 0",
  },
  {
    example: "706.2#1", file: "706/706.2-1.yaml", version: "2007-10-01",
    wrong: "P/T setting in the 2009 sublayer 7b under the 2007 layers (6b), which no expectation looked at",
    pick: (e) => e.object === "staff" && Array.isArray(e.layers), nth: 1, change: (e) => Object.assign(e, { layers: ["4", "7b"] }), fails: "staff layers applied",
  },
  {
    example: "706.6#1", file: "706/706.6-1.yaml", version: "2011-02-04",
    wrong: "a characteristic-defining ability applied with the other P/T-setting effects (7b), not first (7a)",
    pick: (e) => e.object === "clone" && Array.isArray(e.layers), change: (e) => Object.assign(e, { layers: ["1", "7b"] }), fails: "clone layers applied",
  },
  {
    example: "418.5b#1", file: "613/418.5b-1.yaml", version: "2004-02-01",
    wrong: "the +1/+1 applied before the colour under six layers without sublayers (blue 3/3 either way)",
    pick: (e) => e.object === "mongrel" && Array.isArray(e.layers) && JSON.stringify(e.when) === '{"layers":"six-layers-without-sublayers"}',
    change: (e) => Object.assign(e, { layers: ["6", "5"] }), fails: "mongrel layers applied",
  },
  {
    example: "418.5b#2", file: "613/418.5b-2.yaml", version: "2004-02-01",
    wrong: "haste granted before the control change under six layers without sublayers",
    pick: (e) => e.object === "ogre" && Array.isArray(e.layers) && JSON.stringify(e.when) === '{"layers":"six-layers-without-sublayers"}',
    change: (e) => Object.assign(e, { layers: ["5", "2"] }), fails: "ogre layers applied",
  },
  {
    example: "418.5h#1", file: "613/418.5h-1.yaml", version: "1999-04-23",
    wrong: "one Aura's effect depending on the other's, before the six layers",
    pick: (e) => e.object === "ogre" && e.appliedInTimestampOrder === true, change: (e) => Object.assign(e, { appliedInTimestampOrder: false }), fails: "ogre applied in timestamp order",
  },
  {
    example: "418.5h#1", file: "613/418.5h-1.yaml", version: "2003-12-01",
    wrong: "a global 'All creatures lose flying' losing to an earlier Aura's flying",
    pick: (e) => e.object === "other-ogre" && Array.isArray(e.lacksAbility), change: (e) => { delete e.lacksAbility; e.hasAbility = ["flying"]; }, fails: "other-ogre has ability",
  },
  {
    example: "613.8#1", file: "613/613.8-1.yaml", version: "2011-02-04",
    wrong: "an effect with a duration ('until end of turn') winning over a later one, or losing to an earlier one, whatever the timestamps",
    pick: (e) => e.object === "third-ogre", change: (e) => { delete e.lacksAbility; e.hasAbility = ["flying"]; }, fails: "third-ogre has ability",
  },
  {
    example: "613.4#2", file: "613/613.4-2.yaml", version: "2020-04-17",
    wrong: "Gray Ogre's 5/8 unchecked where its example labels the counter 7d and the rules apply it in 7c",
    pick: (e) => e.object === "ogre" && e.power === 5, change: (e) => Object.assign(e, { power: 0, toughness: 1 }), fails: "ogre power: expected 0, got 5",
  },
  {
    example: "505.5#1", file: "505/505.5-1.yaml", version: "2003-12-01",
    wrong: "one token per half or one answer only, not 'for a total of 5', where the halves' costs combine",
    pick: (e) => Boolean(e.objects) && String(e.because).includes("for a total of 5"), change: (e) => Object.assign(e.objects as Json, { count: 1 }), fails: "count: expected 1, got 5",
  },
  {
    example: "508.4#1", file: "508/508.4-1.yaml", version: "2004-10-01",
    wrong: "the flip as a scripted step: flipped before its copied flip ability (\"Whenever Akki Lavarunner deals damage to an opponent, flip it\") has resolved",
    pick: (e) => e.object === "doppelganger" && e.flipped === false, nth: 1, change: (e) => Object.assign(e, { flipped: true }), fails: "doppelganger flipped: expected true, got false",
  },
  {
    example: "606.9b#1", file: "810/606.9b-1.yaml", version: "2008-05-01",
    wrong: "no life counted lost when a life total becomes a number: 'the first player is considered to have lost 10 life (13 - 3)' went unchecked",
    pick: (e) => e.player === "alex" && e.lifeLostThisTurn === 10, change: (e) => Object.assign(e, { lifeLostThisTurn: 0 }), fails: "Alex life lost this turn: expected 0, got 10",
  },
  {
    example: "508.2#1", file: "508/508.2-1.yaml", version: "2005-10-01",
    wrong: "the flip as a scripted step, which any engine passes: Akki Lavarunner now flips through its own ability, after its combat damage (on the stack under these rules)",
    pick: (e) => e.object === "akki" && e.flipped === true, change: (e) => Object.assign(e, { flipped: false }), fails: "akki flipped: expected false, got true",
  },
  {
    example: "709.2#1", file: "508/709.2-1.yaml", version: "2015-01-23",
    wrong: "the flip as a scripted step, which any engine passes: Akki Lavarunner now flips through its own ability, after its combat damage",
    pick: (e) => e.object === "akki" && e.flipped === true, change: (e) => Object.assign(e, { flipped: false }), fails: "akki flipped: expected false, got true",
  },
];

describe("strengthened scenarios: the wrong expectation now fails", () => {
  for (const c of cases) {
    it(`${c.example} [${c.version}]: ${c.wrong}`, () => {
      const real = projectScenario(c.file);
      expect(runScenario(real, c.version, c.lang ?? "en").failures).toEqual([]);
      const changed: Scenario = { ...real, actions: structuredClone(real.actions) };
      const step = steps(changed).filter(c.pick)[c.nth ?? 0];
      expect(step, "the step to change").toBeDefined();
      c.change(step);
      const failures = runScenario(changed, c.version, c.lang ?? "en").failures;
      expect(failures.some((f) => f.includes(c.fails)), failures.join("\n")).toBe(true);
    });
  }
});
