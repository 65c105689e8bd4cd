// Casting a spell with hybrid mana symbols (107.4e in 2011; 104.3f in 2007) with the lands of either colour: the mana
// abilities of both colours' sources are activated for it (601.2e / 409.1f). The symbols themselves: mana.test.ts.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";

const land = (slug: string, symbol: string): CardDef => ({ slug, name: { en: slug }, types: ["land"], abilities: [{ id: "m", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: `{${symbol}}` }] } }] });
const finks = card("finks", { manaCost: "{1}{G/W}{G/W}", power: 3, toughness: 2 });

describe("hybrid mana symbols", () => {
  for (const version of ["2007-10-01", "2011-02-04"]) {
    it(`(${version}) a spell with hybrid symbols is cast with the lands of either colour, and refused without them`, () => {
      const g = newGame(version);
      for (const [slug, symbol] of [["forest", "G"], ["plains", "W"], ["island", "U"]]) g.createCard(land(slug, symbol), "battlefield", "alex");
      g.cast("alex", g.createCard(finks, "hand", "alex"));
      expect(g.state.zones.get("stack")!.length).toBe(1);
      const h = newGame(version);
      for (let i = 0; i < 3; i++) h.createCard(land("island", "U"), "battlefield", "alex");
      expect(() => h.cast("alex", h.createCard(finks, "hand", "alex"))).toThrow(cite(h.rules, "payManaCost"));
    });
  }
});
