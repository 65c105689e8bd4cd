// 205.1a (212.1b from 2003-10-01, 204.1a from M10): "when one or more of an object's subtypes changes, the new
// subtype(s) replaces any existing subtypes from the appropriate set (creature types, land types, …)" — "any existing
// subtypes of that type" until 2007-05-01 —, and "If an object's card type is removed, the subtypes correlated with that
// card type will remain if they are also the subtypes of a card type the object currently has". Tested in every
// release whose text says it, found by its wording.
import { describe, expect, it } from "vitest";
import { card, effect, newGame } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const subtypes = (g: ReturnType<typeof newGame>, id: string) => [...g.characteristics(id).subtypes].sort();

describe("205.1a: setting a land's subtype replaces only its land types", () => {
  const releases = [...releasesSaying("replaces any existing subtypes of that type"), ...releasesSaying("replaces any existing subtypes from the appropriate set")];
  it("is a rule from 2003-10-01 (212.1b) on, 205.1a from 2011-09-30", () => {
    expect(releases[0]).toEqual({ version: "2003-10-01", rule: "212.1b" });
    expect(releases.find((r) => r.version === "2011-09-30")?.rule).toBe("205.1a");
  });

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): a Forest Elemental land creature made an Island keeps its creature type Elemental", (version) => {
    const g = newGame(version);
    const id = g.createCard(card("treefolk-land", { types: ["land", "creature"], subtypes: ["Forest", "Elemental"] }), "battlefield", "alex");
    effect(g, [id], { subtypes: { set: ["Island"] } });
    expect(subtypes(g, id)).toEqual(["Elemental", "Island"]);
  });

  it("2003-07-01, before: the new subtype replaces every subtype", () => {
    const g = newGame("2003-07-01");
    const id = g.createCard(card("treefolk-land", { types: ["land", "creature"], subtypes: ["Forest", "Elemental"] }), "battlefield", "alex");
    effect(g, [id], { subtypes: { set: ["Island"] } });
    expect(subtypes(g, id)).toEqual(["Island"]);
  });

  it("setting a creature type replaces the creature types only: the land keeps Forest (2011-09-30)", () => {
    const g = newGame("2011-09-30");
    const id = g.createCard(card("treefolk-land", { types: ["land", "creature"], subtypes: ["Forest", "Elemental"] }), "battlefield", "alex");
    effect(g, [id], { subtypes: { set: ["Goblin"] } });
    expect(subtypes(g, id)).toEqual(["Forest", "Goblin"]);
  });
});

describe("205.1a: a tribal permanent that stops being a creature keeps its creature types through tribal", () => {
  const releases = releasesSaying("will remain if they are also the subtypes of a card type the object currently has");
  it.each(releases.filter((_, i) => i % 10 === 0 || i === releases.length - 1).map((r) => [r.version, r.rule] as const))("%s (%s): a tribal artifact creature Goblin that loses the type creature is still a Goblin; a plain artifact creature isn't", (version) => {
    const g = newGame(version);
    const tribal = g.createCard(card("tribal", { types: ["tribal", "artifact", "creature"], subtypes: ["Goblin"] }), "battlefield", "alex");
    const plain = g.createCard(card("plain", { types: ["artifact", "creature"], subtypes: ["Goblin"] }), "battlefield", "alex");
    effect(g, [tribal, plain], { types: { remove: ["creature"] } });
    expect([subtypes(g, tribal), subtypes(g, plain)]).toEqual([["Goblin"], []]);
  });
});
