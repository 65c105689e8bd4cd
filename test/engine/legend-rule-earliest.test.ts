// The legend rule before Champions of Kamigawa (420.5e, 2003-07-01 to 2004-10-01): "If two or more legendary
// permanents with the same name are in play, all except the one with the earliest timestamp are put into their
// owners' graveyards." The earliest stays, whichever of them entered first and whoever controls it.
import { describe, expect, it } from "vitest";
import { cite } from "../../src/engine/cited-rules.ts";
import { card, newGame } from "./helpers.ts";

const legend = card("legend", { supertypes: ["legendary"] });

describe("420.5e (2003-07-01): the legendary permanent with the earliest timestamp stays", () => {
  it("of three with the same name, the first to enter stays; the two later ones go to their owners' graveyards", () => {
    const g = newGame("2003-07-01");
    expect([g.rules.behaviours.legendRule, cite(g.rules, "legendRule")]).toEqual(["earliest-stays", "420.5e"]);
    const first = g.createCard(legend, "battlefield", "bianca");
    const second = g.createCard(legend, "battlefield", "alex");
    const third = g.createCard(legend, "battlefield", "alex");
    g.givePriority("alex");
    expect([first, second, third].map((id) => g.state.objects.get(id)?.zone ?? "gone")).toEqual(["battlefield", "gone", "gone"]);
    expect([g.state.zones.get("graveyard:alex")?.length, g.state.zones.get("graveyard:bianca")?.length]).toEqual([2, 0]);
  });
});
