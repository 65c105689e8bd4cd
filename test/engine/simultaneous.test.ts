// Events that move several objects at once (simultaneous.ts): leaves-the-battlefield abilities look back in time
// (410.10d in 2007; 603.6d from M10), so creatures put into a graveyard together — by "destroy all", or by the
// state-based actions, performed at once (420.3 / 704.3) — each see the others die, the watcher among them; objects
// entering together are checked once all exist (the same rule), so each sees the others enter. Permanents
// returned together entered at the same moment: the world rule's tie (420.5i / 704.5m) puts all of them into their
// owners' graveyards, while their timestamps keep an order (418.5e / 612.6e / 613.6g: the active player's).
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";

const watching: AbilityDef = { id: "watch", triggered: { when: { dies: { types: ["creature"], other: true } }, effect: [{ gainLife: 1 }] } };
const spell = (slug: string, types: CardDef["types"], effect: NonNullable<Extract<AbilityDef, { spell: unknown }>["spell"]["effect"]>): CardDef => ({
  slug, name: { en: slug }, types, abilities: [{ id: slug, spell: { effect } }],
});
const wrath = spell("wrath", ["sorcery"], [{ destroy: { all: { types: ["creature"] } } }]);
const pyroclasm = spell("pyroclasm", ["sorcery"], [{ dealDamage: { amount: 2, to: { all: { types: ["creature"] } } } }]);
const replenish = spell("replenish", ["sorcery"], [{ returnAllToBattlefield: { from: "graveyard", whose: "you", filter: { types: ["enchantment"] } } }]);
const world = (slug: string): CardDef => ({ slug, name: { en: slug }, types: ["enchantment"], supertypes: ["world"] });
const zoneOf = (g: ReturnType<typeof newGame>, id: string) => g.state.objects.get(id)?.zone ?? "gone";

/** The watcher first on the battlefield (so first to leave if moves were one at a time), then two other creatures. */
function board(version: string) {
  const g = newGame(version);
  const watcher = g.createCard(card("watcher", { abilities: [watching] }), "battlefield", "alex");
  const others = [g.createCard(card("bear"), "battlefield", "alex"), g.createCard(card("wolf"), "battlefield", "bianca")];
  return { g, watcher, others };
}

for (const [version, rule] of [["2007-10-01", "410.10d"], ["2011-02-04", "603.6d"], ["2011-09-30", "603.6d"]] as const) {
  describe(`${rule} (${version}): creatures leaving the battlefield together see each other leave`, () => {
    it("destroy all creatures: the watcher, destroyed with them, triggers once for each other creature", () => {
      const { g, watcher, others } = board(version);
      g.cast("alex", g.createCard(wrath, "hand", "alex"));
      g.resolveTop();
      expect([watcher, ...others].map((id) => zoneOf(g, id))).toEqual(["gone", "gone", "gone"]);
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(2);
    });

    it("lethal damage to each creature: the state-based action puts them into graveyards at once, the watcher sees both", () => {
      const { g } = board(version);
      g.cast("alex", g.createCard(pyroclasm, "hand", "alex"));
      g.resolveTop();
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(2);
      g.resolveTop();
      g.resolveTop();
      expect(g.state.players.find((p) => p.id === "alex")!.life).toBe(22);
    });

    it("state-based actions of different rules are performed together: a legend-rule victim is seen by a creature dying of damage", () => {
      const g = newGame(version);
      const watcher = g.createCard(card("watcher", { abilities: [watching], toughness: 1 }), "battlefield", "alex");
      const legend = card("legend", { supertypes: ["legendary"] });
      g.createCard(legend, "battlefield", "alex");
      g.createCard(legend, "battlefield", "bianca");
      g.state.objects.get(watcher)!.damage = 1;
      g.givePriority("alex");
      expect(zoneOf(g, watcher)).toBe("gone");
      // Both legends under these rules ("all are put into their owners' graveyards"): the watcher sees two die.
      expect(g.state.zones.get("stack")!.length).toBe(2);
    });
  });
}

const greeting = (types: CardDef["types"]): AbilityDef => ({ id: "greet", triggered: { when: { entersBattlefield: { types, other: true } }, effect: [{ gainLife: 1 }] } });

for (const [version, rule] of [["2007-10-01", "410.10d"], ["2011-02-04", "603.6d"], ["2011-09-30", "603.6d"]] as const) {
  describe(`${rule} (${version}): objects entering the battlefield together see each other enter`, () => {
    it("two tokens created at once, each with 'whenever another creature enters the battlefield': each triggers for the other", () => {
      const g = newGame(version);
      const twins = spell("twins", ["sorcery"], [{ createTokens: { amount: 2, token: { name: { en: "Twin" }, types: ["creature"], power: 1, toughness: 1, abilities: [greeting(["creature"])] } } }]);
      g.cast("alex", g.createCard(twins, "hand", "alex"));
      g.resolveTop();
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(2);
    });

    it("a token for each player, at once: each player's token triggers for the other's", () => {
      const g = newGame(version);
      const pair = spell("pair", ["sorcery"], [{ createTokens: { amount: 1, player: "each", token: { name: { en: "Twin" }, types: ["creature"], power: 1, toughness: 1, abilities: [greeting(["creature"])] } } }]);
      g.cast("alex", g.createCard(pair, "hand", "alex"));
      g.resolveTop();
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(2);
    });

    it("two enchantments returned at once, each with 'whenever another enchantment enters': each triggers for the other", () => {
      const g = newGame(version);
      const welcoming: CardDef = { slug: "welcoming", name: { en: "welcoming" }, types: ["enchantment"], abilities: [greeting(["enchantment"])] };
      g.createCard(welcoming, "graveyard", "alex");
      g.createCard(welcoming, "graveyard", "alex");
      g.cast("alex", g.createCard(replenish, "hand", "alex"));
      g.resolveTop();
      g.givePriority("alex");
      expect(g.state.zones.get("stack")!.length).toBe(2);
    });
  });
}

for (const [version, rule] of [["2007-10-01", "420.5i"], ["2011-02-04", "704.5m"], ["2013-07-13", "704.5m"]] as const) {
  describe(`${rule} (${version}): the world rule's tie`, () => {
    it("two world permanents that entered the battlefield together: a tie for the shortest time, all are put into graveyards", () => {
      const g = newGame(version);
      const first = g.createCard(world("first"), "graveyard", "alex");
      const second = g.createCard(world("second"), "graveyard", "alex");
      g.cast("alex", g.createCard(replenish, "hand", "alex"));
      g.resolveTop();
      g.givePriority("alex");
      expect(g.log.filter((e) => e.action === "enters").length).toBe(2);
      expect(g.state.zones.get("battlefield")!).toEqual([]);
      expect(g.state.zones.get("graveyard:alex")!.length).toBe(3);
      expect(g.log.filter((e) => e.action === "putIntoGraveyard" && e.rule === rule).length).toBe(2);
      expect([first, second].map((id) => zoneOf(g, id))).toEqual(["gone", "gone"]);
    });

    it("one returned while another world permanent was there: the older one goes, the returned one stays", () => {
      const g = newGame(version);
      const older = g.createCard(world("older"), "battlefield", "bianca");
      g.createCard(world("returned"), "graveyard", "alex");
      g.cast("alex", g.createCard(replenish, "hand", "alex"));
      g.resolveTop();
      g.givePriority("alex");
      expect(zoneOf(g, older)).toBe("gone");
      expect(g.state.zones.get("battlefield")!.map((id) => g.characteristics(id).name?.en)).toEqual(["returned"]);
    });

    it("a world permanent that entered after those that entered together stays; they all go", () => {
      const g = newGame(version);
      g.createCard(world("first"), "graveyard", "alex");
      g.createCard(world("second"), "graveyard", "alex");
      g.cast("alex", g.createCard(replenish, "hand", "alex"));
      g.resolveTop();
      const third = g.createCard(world("third"), "hand", "alex");
      g.moveTo(third, "battlefield");
      g.givePriority("alex");
      expect(g.state.zones.get("battlefield")!.map((id) => g.characteristics(id).name?.en)).toEqual(["third"]);
    });
  });
}

describe("418.5e (2003-07-01): objects entering a zone simultaneously still get timestamps in an order", () => {
  it("two legendary permanents with the same name returned together: the legend rule keeps the earliest, one of them", () => {
    const g = newGame("2003-07-01");
    expect(g.rules.behaviours.legendRule).toBe("earliest-stays");
    const legend: CardDef = { slug: "legend", name: { en: "legend" }, types: ["enchantment"], supertypes: ["legendary"] };
    g.createCard(legend, "graveyard", "alex");
    g.createCard(legend, "graveyard", "alex");
    g.cast("alex", g.createCard(replenish, "hand", "alex"));
    g.resolveTop();
    g.givePriority("alex");
    expect(g.state.zones.get("battlefield")!.length).toBe(1);
  });
});
