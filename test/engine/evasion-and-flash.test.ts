// Keywords as rules: fear (702.33b / 502.25b), intimidate (702.11b, from M10) and flash (702.8a / 502.57a).
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { declareAttackers, declareBlockers } from "../../src/engine/combat.ts";
import { card, newGame } from "./helpers.ts";
import { cite, citeIfAny } from "../../src/engine/cited-rules.ts";

const withKeyword = (slug: string, keyword: "fear" | "intimidate", manaCost: string) => card(slug, { manaCost, abilities: [{ id: keyword, keyword }] });
const blockers: Record<string, CardDef> = {
  black: card("black", { manaCost: "{B}" }),
  red: card("red", { manaCost: "{R}" }),
  green: card("green", { manaCost: "{G}" }),
  artifact: card("artifact", { types: ["artifact", "creature"] }),
};

function attackWith(version: string, attacker: CardDef) {
  const g = newGame(version);
  const a = g.createCard(attacker, "battlefield", "alex");
  const ids = Object.fromEntries(Object.entries(blockers).map(([k, c]) => [k, g.createCard(c, "battlefield", "bianca")]));
  g.state.objects.get(a)!.sinceTurn = 0;
  g.advanceTo(1, "declare-attackers");
  declareAttackers(g, "alex", [a]);
  g.advanceTo(1, "declare-blockers");
  const blocks = (who: string) => () => declareBlockers(g, "bianca", [[ids[who], a]]);
  return { g, blocks };
}

for (const [version, fear, intimidate] of [["2007-10-01", "502.25b", null], ["2011-02-04", "702.33b", "702.11b"], ["2011-09-30", "702.34b", "702.12b"]] as const) {
  describe(`fear and intimidate (${version})`, () => {
    it(`fear: only artifact and/or black creatures block (${fear})`, () => {
      const { g, blocks } = attackWith(version, withKeyword("shade", "fear", "{B}"));
      expect(citeIfAny(g.rules, "fear")).toBe(fear);
      expect(blocks("red")).toThrow(fear);
      blocks("black")();
    });
    it("fear: an artifact creature may block", () => {
      const { blocks } = attackWith(version, withKeyword("shade", "fear", "{B}"));
      blocks("artifact")();
    });
    it(intimidate ? `intimidate: only artifact creatures and/or creatures sharing a colour block (${intimidate})` : "intimidate: no such rule before M10", () => {
      const { g, blocks } = attackWith(version, withKeyword("rogue", "intimidate", "{R}"));
      expect(citeIfAny(g.rules, "intimidate")).toBe(intimidate);
      if (intimidate) expect(blocks("green")).toThrow(intimidate);
      blocks(intimidate ? "red" : "green")();
    });
  });

  describe(`flash (${version})`, () => {
    it("a creature with flash may be cast in the opponent's turn, a creature without it may not", () => {
      const g = newGame(version);
      g.passPriority("alex");
      const flashy = g.createCard(card("flashy", { abilities: [{ id: "flash", keyword: "flash" }] }), "hand", "bianca");
      const plain = g.createCard(card("plain"), "hand", "bianca");
      expect(() => g.cast("bianca", plain)).toThrow(cite(g.rules, "castCreature"));
      g.cast("bianca", flashy);
      expect(g.state.zones.get("stack")!.length).toBe(1);
      expect(citeIfAny(g.rules, "flash")).toBe(version === "2007-10-01" ? "502.57a" : "702.8a");
    });
  });
}
