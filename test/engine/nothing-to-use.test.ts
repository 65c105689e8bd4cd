// What a cost or an "as enters" instruction asks for when there is nothing to use: a cost is paid only with the
// resources to pay it fully (424.2 from 2007-05-01; 116.3, 117.3, 118.3), so removing a counter from an object that
// never had one is refused; an effect that attempts the impossible does only as much as possible (416.3, 608.3,
// 609.3), so "as this enters, exile a card from your graveyard" with none there exiles nothing, and asks no choice.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { absentCitations } from "../../src/engine/cited-rules.ts";
import { object, player } from "../../src/engine/state.ts";
import { card, events, newGame } from "./helpers.ts";
import { refusal } from "./refusal.ts";
import { releasesSaying } from "./releases-with-rule.ts";

/** The releases, oldest first, whose text has one of these sentences. */
const saying = (...quotes: string[]) => quotes.flatMap((q) => releasesSaying(q)).sort((x, y) => x.version.localeCompare(y.version));

describe("a cost is paid only with the resources to pay it fully: no counter to remove, no activation", () => {
  const releases = saying(
    "A player can't pay a cost unless he or she has the necessary resources to pay it fully",
    "A player can't pay a cost without having the necessary resources to pay it fully",
  );
  it("is said from 2007-05-01 on", () => expect(releases[0]).toEqual({ version: "2007-05-01", rule: "424.2" }));

  /** "Remove a charge counter from this: you gain 1 life." */
  const trigon = card("trigon", { types: ["artifact"], power: undefined, toughness: undefined, abilities: [{ id: "use", activated: { cost: { removeCounters: { kind: "charge", amount: 1 } }, effect: [{ gainLife: 1 }] } }] });

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): an artifact that never had a charge counter: the ability is refused, nothing changed", (version) => {
    const g = newGame(version);
    const id = g.createCard(trigon, "battlefield", "alex");
    expect(refusal(g, () => g.activate("alex", id, "use")).reason.reason).toBe("notEnoughCounters");
    expect([object(g.state, id).counters.charge, player(g.state, "alex").life]).toEqual([undefined, 20]);
  });
});

describe("an effect that attempts the impossible does only as much as possible: 'as this enters, exile a card from your graveyard' with none", () => {
  /** "As this enters, exile an instant or sorcery card from your graveyard" (Living Lore's first ability), a 2/2. */
  const lore: CardDef = card("lore", { abilities: [{ id: "exile-card", asEnters: { exileFromGraveyard: { anyOfTypes: ["instant", "sorcery"] } } }] });
  // The choice of the exiled card is a choice of the "as enters" replacement (614.12), cited where one is required.
  const releases = saying("If an effect attempts to do something impossible, it does only as much as possible").filter((r) => !absentCitations(ruleSet(r.version)).includes("copyChoices"));
  it("is said in the releases that have the rule of choices made as a permanent enters", () => expect(releases.length).toBeGreaterThan(50));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): only a creature card in the graveyard: it enters, nothing is exiled, no choice is asked", (version) => {
    const g = newGame(version);
    const bear = g.createCard(card("bear"), "graveyard", "alex");
    g.advanceTo(1, "main1");
    g.cast("alex", g.createCard(lore, "hand", "alex"));
    g.resolveTop();
    // It entered (a new object, 400.7), and is on the battlefield with no exiled card chosen.
    const entered = events(g, "enters").map((e) => e.object);
    expect(entered).toEqual([expect.objectContaining({ is: "object", name: { en: "lore" } })]);
    const id = entered[0]?.is === "object" ? entered[0].id : "";
    expect(g.state.objects.get(id)?.zone).toBe("battlefield");
    expect(object(g.state, id).choices).toEqual([]);
    expect(g.state.objects.get(bear)?.zone).toBe("graveyard");
    expect(g.state.zones.get("exile") ?? []).toEqual([]);
  });
});
