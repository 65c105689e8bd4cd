// Copying a spell (706.9, 706.9c: new targets) and casting a copy (706.11: the casting steps 601.2a–g, its costs
// included), 2011-02-04 numbering.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { object, objectsIn, player } from "../../src/engine/state.ts";
import { card, effect, newGame, ruleViolation } from "./helpers.ts";
import { poolCard } from "./pool.ts";

const said = (g: Game) => g.log.map((e) => renderEvent(e, "en"));
const lands = (g: Game, slug: string, n: number, owner = "alex") => Array.from({ length: n }, () => g.createCard(poolCard(slug), "battlefield", owner));
const tapped = (g: Game, ids: string[]) => ids.filter((id) => object(g.state, id).status.tapped).length;

describe("706.9c: a copy whose controller may choose new targets", () => {
  function boltThenFork(g: Game, target: { object: string } | { player: string }): { bolt: string; fork: string } {
    lands(g, "mountain", 3);
    const bolt = g.cast("alex", g.createCard(poolCard("lightning-bolt"), "hand", "alex"), { targets: [target] });
    const fork = g.cast("alex", g.createCard(poolCard("fork"), "hand", "alex"), { targets: [{ object: bolt }] });
    return { bolt, fork };
  }

  it("a new target must be legal: Fork can't give Lightning Bolt's copy a land to target; refused, nothing changes", () => {
    const g = newGame();
    const [forest] = lands(g, "forest", 1, "bianca");
    const { bolt, fork } = boltThenFork(g, { player: "bianca" });
    const logged = g.log.length;
    const refusal = ruleViolation(() => g.resolveTop({ newTargets: [{ object: forest }] }));
    expect([refusal.rule, refusal.reason.reason]).toEqual(["706.9c", "newTargetIllegal"]);
    expect(g.state.zones.get("stack")).toEqual([bolt, fork]);
    expect(g.log).toHaveLength(logged);
    // A legal new target: the copy deals its 3 damage to Alex, the original to Bianca.
    g.resolveTop({ newTargets: [{ player: "alex" }] });
    g.resolveTop();
    g.resolveTop();
    expect([player(g.state, "alex").life, player(g.state, "bianca").life]).toEqual([17, 17]);
  });

  it("a target left unchanged may be illegal: the copy is put on the stack with it, and then doesn't resolve (608.2b)", () => {
    const g = newGame();
    const bear = g.createCard(poolCard("grizzly-bears"), "battlefield", "bianca");
    const { fork } = boltThenFork(g, { object: bear });
    // The bear gains shroud: it can't be the target of spells any more (702.18a).
    effect(g, [bear], { abilities: { add: [{ id: "shroud", keyword: "shroud" }] } });
    g.resolveTop({ newTargets: [{ object: bear }] });
    expect(g.state.objects.has(fork)).toBe(false);
    const [, copy] = g.state.zones.get("stack")!;
    expect(object(g.state, copy).kind).toBe("spell-copy");
    expect(object(g.state, copy).stack!.targets).toEqual([{ object: bear }]);
    g.resolveTop();
    expect(said(g)).toContain("All its targets are illegal: it is countered on resolution (608.2b).");
    expect(object(g.state, bear).damage).toBe(0);
  });
});

describe("706.11: casting a copy follows the casting steps, paying its costs unless the effect says otherwise", () => {
  /** "Cast a copy of target card in a graveyard" (paying its costs). */
  const replay = card("replay", {
    types: ["instant"],
    manaCost: "{0}",
    power: undefined,
    toughness: undefined,
    abilities: [{ id: "replay", spell: { targets: [{ kind: "card-in-graveyard" }], effect: [{ castCopy: { of: "target" } }] } }],
  });
  const cast = (g: Game, spell: CardDef, original: string) => g.cast("alex", g.createCard(spell, "hand", "alex"), { targets: [{ object: original }] });

  it("the copy's mana cost with its X is paid, and the mana spent to cast it counts (601.2f, 601.2g): Dawnglow Infusion with X = 2", () => {
    const g = newGame();
    const forests = lands(g, "forest", 3);
    const infusion = g.createCard(poolCard("dawnglow-infusion"), "graveyard", "alex");
    cast(g, replay, infusion);
    g.resolveTop({ x: 2 });
    expect(tapped(g, forests)).toBe(3);
    const [copy] = g.state.zones.get("stack")!;
    expect(said(g)).toContain("Alex casts a copy of Dawnglow Infusion (X=2).");
    g.resolveTop();
    // {G} was spent, {W} wasn't: X life once.
    expect(player(g.state, "alex").life).toBe(22);
    expect(g.state.objects.has(copy)).toBe(false);
  });

  it("a copy its player can't pay for isn't cast: refused citing 706.11, nothing changes", () => {
    const g = newGame();
    lands(g, "forest", 2);
    const infusion = g.createCard(poolCard("dawnglow-infusion"), "graveyard", "alex");
    const spell = cast(g, replay, infusion);
    const refusal = ruleViolation(() => g.resolveTop({ x: 2 }));
    expect(refusal.rule).toBe("706.11");
    expect(g.state.zones.get("stack")).toEqual([spell]);
    expect(objectsIn(g.state, "battlefield").filter((o) => o.status.tapped)).toEqual([]);
  });

  it("the copy is cast on top of the stack (608.2f): it resolves before what was there", () => {
    const g = newGame();
    const bear = g.createCard(poolCard("grizzly-bears"), "battlefield", "alex");
    lands(g, "forest", 2);
    const growth = g.createCard(poolCard("giant-growth"), "graveyard", "alex");
    const lifeBolt = g.cast("alex", g.createCard(card("tonic", { types: ["instant"], manaCost: "{0}", power: undefined, toughness: undefined, abilities: [{ id: "gain", spell: { effect: [{ gainLife: 1 }] } }] }), "hand", "alex"));
    cast(g, replay, growth);
    g.resolveTop({ targets: [{ object: bear }] });
    expect(g.state.zones.get("stack")![0]).toBe(lifeBolt);
    g.resolveTop();
    expect(g.characteristics(bear).power).toBe(5);
    expect(player(g.state, "alex").life).toBe(20);
  });
});
