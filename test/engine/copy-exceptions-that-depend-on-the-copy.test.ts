// Exceptions of copy effects that are not modifications of the copy's characteristics: an additional effect that
// doesn't happen when another copy effect is applied after it (707.9e, 706.9e before 2021-07-23), and exceptions that
// apply only if the copy is of a card type (707.9f, 706.9f on 2021-02-05), each tested in every release that has it.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import type { Decisions } from "../../src/engine/kernel.ts";
import { abilityLabel } from "../../src/engine/values.ts";
import { card, effect, newGame, pt } from "./helpers.ts";
import { poolCard } from "./pool.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const additionalEffect = releasesSaying("If another copy effect is applied to that object after applying the copy effect with that exception, the exception's effect doesn't happen.");
const ifTheCopyIs = releasesSaying("Some exceptions to the copying process apply only if the copy is or has certain characteristics.");

function enters(g: Game, copier: CardDef, decisions: Decisions, x?: number): string {
  return g.moveTo(g.createCard(copier, "hand", "alex"), "battlefield", { decisions, x });
}
const counters = (g: Game, id: string) => g.state.objects.get(id)!.counters["+1/+1"] ?? 0;
const abilities = (g: Game, id: string) => g.characteristics(id).abilities.map(abilityLabel);

describe("707.9e: an exception that is an additional effect doesn't happen if another copy effect is applied after it", () => {
  it("is a rule of the releases from 2019-06-14 on (706.9e, then 707.9e)", () => {
    expect([additionalEffect[0], additionalEffect.at(-1)?.rule]).toEqual([{ version: "2019-06-14", rule: "706.9e" }, "707.9e"]);
  });

  describe.each(additionalEffect)("$version ($rule)", ({ version }) => {
    /** A Clone that copied nothing ("for which no creature was chosen"), kept alive by a +1/+1 effect. */
    function withEmptyClone(g: Game): string {
      const clone = enters(g, poolCard("clone"), { copyOf: null });
      effect(g, [clone], { modifyPT: [1, 1] });
      return clone;
    }

    it("Altered Ego copies a Clone, then, through the replacement effect it gained, Grizzly Bears: no +1/+1 counters", () => {
      const g = newGame(version);
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
      const clone = withEmptyClone(g);
      const ego = enters(g, poolCard("altered-ego"), { copyOf: clone, thenCopyOf: [bears] }, 3);
      expect([g.characteristics(ego).name?.en, counters(g, ego), pt(g, ego)]).toEqual(["Grizzly Bears", 0, [2, 2]]);
    });

    it("Altered Ego copies a Clone and no creature is chosen for the gained replacement effect: it enters with its X counters", () => {
      const g = newGame(version);
      const clone = withEmptyClone(g);
      const ego = enters(g, poolCard("altered-ego"), { copyOf: clone, thenCopyOf: [null] }, 3);
      expect([g.characteristics(ego).name?.en, counters(g, ego), pt(g, ego)]).toEqual(["Clone", 3, [3, 3]]);
    });

    it("Altered Ego copying Grizzly Bears directly enters with its X counters (the exception's effect happens)", () => {
      const g = newGame(version);
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
      const ego = enters(g, poolCard("altered-ego"), { copyOf: bears }, 2);
      expect([counters(g, ego), pt(g, ego)]).toEqual([2, [4, 4]]);
    });
  });
});

describe("707.9f: an exception that applies only if the copy is a creature is judged on the copy made without it", () => {
  it("is a rule of the releases from 2021-02-05 on (706.9f, then 707.9f)", () => {
    expect([ifTheCopyIs[0], ifTheCopyIs.at(-1)?.rule]).toEqual([{ version: "2021-02-05", rule: "706.9f" }, "707.9f"]);
  });

  describe.each(ifTheCopyIs)("$version ($rule)", ({ version }) => {
    it("Moritte of the Frost copying a creature is legendary and snow, with two +1/+1 counters and changeling", () => {
      const g = newGame(version);
      const bears = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
      const moritte = enters(g, poolCard("moritte-of-the-frost"), { copyOf: bears });
      const c = g.characteristics(moritte);
      expect([c.name?.en, c.supertypes, counters(g, moritte), pt(g, moritte), abilities(g, moritte)]).toEqual(["Grizzly Bears", ["legendary", "snow"], 2, [4, 4], ["changeling"]]);
      expect(c.everyCreatureType).toBe(true);
    });

    it("Moritte copying a land that became a creature until end of turn: no counters, no changeling, even once it becomes a creature", () => {
      const g = newGame(version);
      const forest = g.createCard(poolCard("forest"), "battlefield", "alex");
      effect(g, [forest], { types: { add: ["creature"] }, setPT: [3, 3] });
      const moritte = enters(g, poolCard("moritte-of-the-frost"), { copyOf: forest });
      expect([g.characteristics(moritte).types, g.characteristics(moritte).supertypes, counters(g, moritte)]).toEqual([["land"], ["basic", "legendary", "snow"], 0]);
      effect(g, [moritte], { types: { add: ["creature"] }, setPT: [3, 3] });
      expect([g.characteristics(moritte).types, counters(g, moritte), pt(g, moritte), abilities(g, moritte).includes("changeling")]).toEqual([["land", "creature"], 0, [3, 3], false]);
    });

    it("takes the effect's other exceptions into account: an artifact copied 'except it's a creature in addition' is a creature", () => {
      const g = newGame(version);
      const relic = g.createCard(card("relic", { types: ["artifact"], power: undefined, toughness: undefined }), "battlefield", "alex");
      const animator = card("animator", {
        power: 0,
        toughness: 0,
        abilities: [{ id: "copy", asEnters: { copy: { of: { choose: {} }, optional: true, except: { addTypes: ["creature"], keepPT: [1, 1] }, ifTheCopyIs: { types: ["creature"], withCounters: { kind: "+1/+1", amount: 2 } } } } }],
      });
      const copy = enters(g, animator, { copyOf: relic });
      expect([g.characteristics(copy).types, counters(g, copy), pt(g, copy)]).toEqual([["artifact", "creature"], 2, [3, 3]]);
    });
  });
});
