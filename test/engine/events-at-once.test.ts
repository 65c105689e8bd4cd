// Events that move several objects at once. 704.3 / 420.3: the state-based actions that apply are performed
// simultaneously — a permanent two of them apply to is put into its owner's graveyard once. 420.5i (2007) the world
// rule: "all except the one that has been a permanent with the world supertype for the shortest amount of time are
// put into their owners' graveyards" — permanents that entered the battlefield in one event entered at the same
// moment; a world permanent that entered alone after them is the one that has been one for the shortest time.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { card, newGame } from "./helpers.ts";

const world = (slug: string): CardDef => ({ slug, name: { en: slug }, manaCost: "{0}", types: ["enchantment"], supertypes: ["world"] });

describe("704.3 / 420.3: state-based actions performed at once", () => {
  it("a legendary creature with toughness 0 beside another of its name goes to the graveyard once, said once", () => {
    const g = newGame("2007-10-01");
    const legend = card("legend", { supertypes: ["legendary"], toughness: 0 });
    const doomed = g.createCard(legend, "battlefield", "alex");
    const twin = g.createCard(card("legend", { supertypes: ["legendary"] }), "battlefield", "alex");
    g.givePriority("alex");
    expect([g.state.objects.has(doomed), g.state.objects.has(twin), g.state.zones.get("graveyard:alex")?.length]).toEqual([false, false, 2]);
    expect(g.log.filter((e) => e.action === "putIntoGraveyard").length).toBe(2);
  });
});

describe("420.5i (2007-10-01): objects that entered together entered at one moment", () => {
  it("a world permanent returned with another card, then a world permanent entering alone: the later one stays", () => {
    const g = newGame("2007-10-01");
    const older = g.createCard(world("older world"), "graveyard", "alex");
    g.createCard(card("bear"), "graveyard", "alex");
    const raise: CardDef = { slug: "raise", name: { en: "raise" }, manaCost: "{0}", types: ["sorcery"], abilities: [{ id: "raise", spell: { effect: [{ returnAllToBattlefield: { from: "graveyard", whose: "you", filter: {} } }] } }] };
    g.advanceTo(1, "main1");
    g.cast("alex", g.createCard(raise, "hand", "alex"));
    g.resolveTop();
    const onBattlefield = () => g.state.zones.get("battlefield")!.map((id) => g.characteristics(id).name?.en);
    expect(onBattlefield().sort()).toEqual(["bear", "older world"]);
    g.createCard(world("newer world"), "battlefield", "alex");
    g.givePriority("alex");
    expect(onBattlefield().sort()).toEqual(["bear", "newer world"]);
    expect(g.state.objects.has(older)).toBe(false);
  });
});
