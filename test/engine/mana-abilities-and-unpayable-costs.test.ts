// 605.3a (411.2 before M10): a mana ability is activated whenever its player has priority, or while a mana payment is
// asked of him or her — at no other time. 202.1b / 117.6 (203.1b from 2007-05-01): an object with no mana cost has an
// unpayable one, so it is cast only through an alternative cost; before 2007-05-01 no rule says so.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CitationEntry } from "../../src/engine/citations.ts";
import { citations as MANA_ABILITIES } from "../../src/engine/mana-abilities.ts";
import { ruleSetReleases } from "../../src/engine/ruleset.ts";
import { objectsIn, player } from "../../src/engine/state.ts";
import { citations as UNPAYABLE } from "../../src/engine/unpayable-costs.ts";
import { readCrFile } from "../../src/import/cr-text.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { card, newGame, ruleViolation } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const manaAbility = "green";
const forest = card("green-land", { types: ["land"], power: undefined, toughness: undefined, abilities: [{ id: manaAbility, activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{G}" }] } }] });
/** The rule of each release saying when a mana ability may be activated, found by its words. */
const timingRule = new Map(
  ["A player may play an activated mana ability whenever", "A player may activate an activated mana ability whenever"].flatMap((q) => releasesSaying(q).map((r) => [r.version, r.rule] as const)),
);

describe("605.3a / 411.2: mana abilities only with priority or while paying", () => {
  it("a player without priority can't activate a mana ability, in every release; the same player with priority can", () => {
    expect(timingRule.size).toBe(ruleSetReleases().length);
    for (const version of ruleSetReleases()) {
      const g = newGame(version);
      g.state.turn.step = "main1";
      g.state.turn.priority = "alex";
      const land = g.createCard(forest, "battlefield", "bianca");
      const refused = ruleViolation(() => g.activate("bianca", land, manaAbility));
      expect([refused.rule, refused.reason.reason], version).toEqual([timingRule.get(version), "noPriority"]);
      expect(g.state.objects.get(land)!.status.tapped, version).toBe(false);
      g.passPriority("alex");
      g.activate("bianca", land, manaAbility);
      expect(player(g.state, "bianca").manaPool.G, version).toBe(1);
    }
  });

  it("while paying a spell's mana cost its player's mana abilities are activated (601.2e / 409.1f)", () => {
    const g = newGame("2011-09-30");
    g.state.turn.step = "main1";
    g.state.turn.priority = "alex";
    g.createCard(forest, "battlefield", "alex");
    const bear = g.createCard(card("bear", { manaCost: "{G}" }), "hand", "alex");
    g.cast("alex", bear);
    expect(objectsIn(g.state, "stack").length).toBe(1);
    expect(g.state.areas.payingMana).toBeUndefined();
  });
});

describe("202.1b / 117.6: a card with no mana cost is cast only through an alternative cost", () => {
  const saying = releasesSaying("Attempting to cast a spell or activate an ability that has an unpayable cost is a legal action");
  const older = releasesSaying("This represents an unpayable cost");
  const unpayableIn = new Map(older.map((r) => [r.version, r.rule]));
  const noCost = card("vision", { types: ["sorcery"], manaCost: undefined, power: undefined, toughness: undefined, abilities: [{ id: "gain", spell: { effect: [{ gainLife: 1 }] } }] });

  function atMain(version: string) {
    const g = newGame(version);
    g.state.turn.step = "main1";
    g.state.turn.priority = "alex";
    return { g, vision: g.createCard(noCost, "hand", "alex") };
  }

  it("casting it by paying its mana cost is refused, citing the release's rule, in every release that has it", () => {
    expect(saying.length).toBeGreaterThan(50);
    for (const [version, rule] of unpayableIn) {
      const { g, vision } = atMain(version);
      const refused = ruleViolation(() => g.cast("alex", vision));
      expect([refused.rule, refused.reason.reason], version).toEqual([rule, "unpayableCost"]);
      expect(g.state.objects.get(vision)!.zone, version).toBe("hand");
    }
  });

  it("cast without paying its mana cost (an alternative cost), it is cast", () => {
    for (const version of unpayableIn.keys()) {
      const { g, vision } = atMain(version);
      g.cast("alex", vision, {}, { byEffect: { withoutPayingManaCost: true } });
      expect(objectsIn(g.state, "stack").length, version).toBe(1);
    }
  });

  it("before 2007-05-01 no rule makes it unpayable: it is cast for nothing", () => {
    const before = ruleSetReleases().filter((v) => !unpayableIn.has(v));
    expect(before[0]).toBe("1999-04-23");
    for (const version of before) {
      const { g, vision } = atMain(version);
      g.cast("alex", vision);
      expect(objectsIn(g.state, "stack").length, version).toBe(1);
    }
  });
});

describe("the citations of these rules are the rules of each release that says so", () => {
  const wording = {
    manaAbilityTiming: /^A player may (play|activate) an activated mana ability whenever (he or she has|they have) priority/u,
    unpayableCost: /(This represents an unpayable cost|Having no mana cost represents an unpayable cost|represents an unpayable cost)/u,
  };
  const files = readdirSync(join(PROJECT_ROOT, "sources/cr"));
  const tables = { ...MANA_ABILITIES.table, ...UNPAYABLE.table } as Record<keyof typeof wording, readonly CitationEntry[]>;
  for (const [key, history] of Object.entries(tables) as [keyof typeof wording, readonly CitationEntry[]][]) {
    for (const [from, id] of history.filter(([, id]) => id !== null)) {
      it(`${key}: ${id} in the rules of ${from}`, () => {
        const file = files.find((f) => f.startsWith(`cr-${from}-`))!;
        const rules = readCrFile(`sources/cr/${file}`).sections.flatMap((s) => s.rules);
        expect(rules.find((r) => r.id === id)?.text).toMatch(wording[key]);
      });
    }
  }
});
