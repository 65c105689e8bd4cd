// "You may have it enter as a copy …, except it enters with X additional +1/+1 counters on it" (706.2 / 503.2 with
// 614.1c): the X announced for the spell (601.2b / 409.1b) counts as it enters; no copy, no counters.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";

const ego: CardDef = card("ego", {
  manaCost: "{X}", power: 0, toughness: 0,
  abilities: [{ id: "copy", asEnters: { copy: { of: { choose: { types: ["creature"] } }, optional: true, withCounters: { kind: "+1/+1", amount: "X" } } } }],
});
const land: CardDef = { slug: "land", name: { en: "land" }, types: ["land"], abilities: [{ id: "m", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{C}" }] } }] };

for (const version of ["2007-10-01", "2011-02-04"]) {
  describe(`entering as a copy with X counters (${version})`, () => {
    it("copies and gets X counters", () => {
      const g = newGame(version);
      for (let i = 0; i < 3; i++) g.createCard(land, "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      g.cast("alex", g.createCard(ego, "hand", "alex"), { x: 3 });
      g.resolveTop({ copyOf: bear });
      const copy = g.state.zones.get("battlefield")!.find((id) => g.characteristics(id).controller === "alex" && g.characteristics(id).name?.en === "bear")!;
      expect(g.state.objects.get(copy)!.counters).toEqual({ "+1/+1": 3 });
      expect(g.characteristics(copy).power).toBe(5);
    });
    it("without a copy, no counters: a 0/0 that dies", () => {
      const g = newGame(version);
      for (let i = 0; i < 3; i++) g.createCard(land, "battlefield", "alex");
      g.cast("alex", g.createCard(ego, "hand", "alex"), { x: 3 });
      g.resolveTop({ copyOf: null });
      expect(g.state.zones.get("graveyard:alex")!.length).toBe(1);
    });
  });
}
