// 707.10e (706.10e before 2021-07-23): "Some effects copy a spell or ability and specify a new target for the copy":
// each of the copy's targets is that object; if it can't be, the copy isn't created; when a replacement effect made
// several, the copy's controller chooses one. Tested in every release that has the rule, with a trigger on casting a
// spell that targets only a single creature you control (601.2i) and a replacement effect doubling tokens (614.1a).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { objectsIn } from "../../src/engine/state.ts";
import { card, newGame, pt, refusal } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const specifiedTarget = releasesSaying("Some effects copy a spell or ability and specify a new target for the copy.");

const none = { power: undefined, toughness: undefined };
/** "Whenever you cast a spell that targets only a single creature you control, create a 1/1 Soldier token, then copy that spell. The copy targets that token." */
const heroism = card("heroism", {
  types: ["enchantment"],
  ...none,
  abilities: [
    {
      id: "heroism",
      triggered: {
        when: { castsSpellThatTargetsOnlyASingle: { types: ["creature"], controller: "you" } },
        effect: [{ createTokens: { amount: 1, token: { name: { en: "Soldier" }, types: ["creature"], power: 1, toughness: 1 } } }, { copySpell: { of: "trigger-object", targetsThatToken: true } }],
      },
    },
  ],
});
const procession = card("procession", { types: ["enchantment"], ...none, abilities: [{ id: "doubling", playerStatic: { createsTwiceThatManyTokens: true } }] });
/** "Target creature gets +1/+1 until end of turn." */
const triumph = card("triumph", { types: ["instant"], ...none, abilities: [{ id: "triumph", spell: { targets: [{ kind: "creature" }], effect: [{ continuous: { affects: "target", modifyPT: [1, 1] } }] } }] });
/** "Target artifact creature gets +1/+1 until end of turn": a Soldier token can't be its target. */
const artifactOnly = card("tune-up", { types: ["instant"], ...none, abilities: [{ id: "tune", spell: { targets: [{ kind: "creature", filter: { types: ["artifact"] } }], effect: [{ continuous: { affects: "target", modifyPT: [1, 1] } }] } }] });

const soldiers = (g: Game) => objectsIn(g.state, "battlefield").filter((o) => o.kind === "token");
const stackNames = (g: Game) => objectsIn(g.state, "stack").map((o) => o.kind);

function cast(g: Game, spell: CardDef, target: string): void {
  g.cast("alex", g.createCard(spell, "hand", "alex"), { targets: [{ object: target }] });
}

describe("707.10e: a copy of a spell with a specified new target", () => {
  it("is a rule of the releases from 2018-10-05 on (706.10e, then 707.10e)", () => {
    expect([specifiedTarget[0], specifiedTarget.at(-1)?.rule]).toEqual([{ version: "2018-10-05", rule: "706.10e" }, "707.10e"]);
  });

  describe.each(specifiedTarget)("$version ($rule)", ({ version }) => {
    it("the trigger creates a token and copies the spell, the copy targeting the token", () => {
      const g = newGame(version);
      g.createCard(heroism, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      cast(g, triumph, bear);
      expect(stackNames(g)).toEqual(["card", "ability"]);
      g.resolveTop();
      const [token] = soldiers(g).map((o) => o.id);
      expect(objectsIn(g.state, "stack").map((o) => o.stack!.targets)).toEqual([[{ object: bear }], [{ object: token }]]);
      g.resolveStack();
      expect([pt(g, token), pt(g, bear)]).toEqual([[2, 2], [3, 3]]);
    });

    it("with tokens doubled, the copy targets the one its controller chooses, not both; choosing none is refused", () => {
      const g = newGame(version);
      g.createCard(heroism, "battlefield", "alex");
      g.createCard(procession, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      cast(g, triumph, bear);
      expect(refusal(() => g.resolveTop()).reason).toBe("newTargetIllegal");
      expect(soldiers(g)).toEqual([]);
      g.resolveTop({ chosenToken: 1 });
      const tokens = soldiers(g).map((o) => o.id);
      expect(tokens.length).toBe(2);
      g.resolveTop();
      expect(tokens.map((t) => pt(g, t))).toEqual([[1, 1], [2, 2]]);
    });

    it("a spell the token can't be the target of: the token is created, the copy isn't", () => {
      const g = newGame(version);
      g.createCard(heroism, "battlefield", "alex");
      const golem = g.createCard(card("golem", { types: ["artifact", "creature"] }), "battlefield", "alex");
      cast(g, artifactOnly, golem);
      g.resolveTop();
      expect([soldiers(g).length, stackNames(g)]).toEqual([1, ["card"]]);
    });

    it("doesn't trigger on a spell targeting a creature another player controls", () => {
      const g = newGame(version);
      g.createCard(heroism, "battlefield", "alex");
      cast(g, triumph, g.createCard(card("rival"), "battlefield", "bianca"));
      expect(stackNames(g)).toEqual(["card"]);
    });
  });
});

describe("614.1a: replacement effects that change how many tokens are created", () => {
  it("two effects that each create twice that many make four times as many", () => {
    const g = newGame("2026-01-16");
    g.createCard(heroism, "battlefield", "alex");
    for (let i = 0; i < 2; i++) g.createCard(procession, "battlefield", "alex");
    cast(g, triumph, g.createCard(card("bear"), "battlefield", "alex"));
    g.resolveTop({ chosenToken: 3 });
    expect(soldiers(g).length).toBe(4);
  });
});
