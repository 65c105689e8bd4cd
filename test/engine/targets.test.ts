// Target requirements (114 and 601.2c in 2011; 115 and 409.1c in 2007): "The player announces his or her choice of an
// appropriate player and/or object for each target the spell requires" — each kind of requirement allows its own
// players or objects only, where they are; and as the spell or ability resolves, it is countered only if every target
// is now illegal (608.2b / 413.2a), protection included (702.16b / 502.7b).
import { describe, expect, it } from "vitest";
import type { CardDef, TargetDef } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { objectsIn, player, type ObjectId, type TargetRef } from "../../src/engine/state.ts";
import { card, effect, newGame, ruleViolation } from "./helpers.ts";
import { cite } from "../../src/engine/cited-rules.ts";

const noPT = { power: undefined, toughness: undefined };
/** An instant "{0}: [targets]. You gain 1 life." */
const instant = (slug: string, targets: TargetDef[], manaCost = "{0}"): CardDef => card(slug, { types: ["instant"], manaCost, ...noPT, abilities: [{ id: "s", spell: { targets, effect: [{ gainLife: 1 }] } }] });
const land = card("land", { types: ["land"], ...noPT });
const aura = card("enchantment", { types: ["enchantment"], ...noPT });
const sorcery = card("sorcery", { types: ["sorcery"], ...noPT, abilities: [{ id: "s", spell: { effect: [] } }] });

/** Alex casts an instant with this requirement at the target; the refusal (if any) says which target was illegal, and why. */
function cast(g: Game, requirement: TargetDef, target: TargetRef) {
  return () => g.cast("alex", g.createCard(instant("spell", [requirement]), "hand", "alex"), { targets: [target] });
}
function refusedTarget(g: Game, action: () => unknown) {
  const v = ruleViolation(action);
  return { rule: v.rule, reason: v.reason };
}
const illegal = (g: Game, target: TargetRef | null, kind: TargetDef["kind"]) => ({ rule: cite(g.rules, "targetsAnnounced"), reason: { reason: "illegalTarget", target: target && g.recipient(target), kind } });

describe("each kind of target requirement (601.2c / 409.1c)", () => {
  for (const version of ["2007-10-01", "2011-02-04"]) {
    it(`(${version}) "target opponent" is a player other than the controller, never a permanent`, () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      expect(refusedTarget(g, cast(g, { kind: "opponent" }, { object: bear }))).toEqual(illegal(g, { object: bear }, "opponent"));
      cast(g, { kind: "opponent" }, { player: "bianca" })();
      expect(objectsIn(g.state, "stack")).toHaveLength(1);
    });

    it(`(${version}) "target spell" is a spell on the stack, not a permanent; "target creature spell" not a sorcery spell`, () => {
      const g = newGame(version);
      const bear = g.createCard(card("bear"), "battlefield", "bianca");
      expect(refusedTarget(g, cast(g, { kind: "spell" }, { object: bear }))).toEqual(illegal(g, { object: bear }, "spell"));
      const spell = g.cast("alex", g.createCard(sorcery, "hand", "alex"));
      expect(refusedTarget(g, cast(g, { kind: "spell", spellTypes: ["creature"] }, { object: spell }))).toEqual(illegal(g, { object: spell }, "spell"));
      cast(g, { kind: "spell", spellTypes: ["sorcery"] }, { object: spell })();
      expect(objectsIn(g.state, "stack")).toHaveLength(2);
    });

    it(`(${version}) "target creature card in a graveyard": a card there, of that type — not one in a hand, not a land card`, () => {
      const g = newGame(version);
      const inHand = g.createCard(card("bear"), "hand", "bianca");
      const landCard = g.createCard(land, "graveyard", "bianca");
      const dead = g.createCard(card("bear"), "graveyard", "bianca");
      const requirement: TargetDef = { kind: "card-in-graveyard", filter: { types: ["creature"] } };
      expect(refusedTarget(g, cast(g, requirement, { object: inHand }))).toEqual(illegal(g, { object: inHand }, "card-in-graveyard"));
      expect(refusedTarget(g, cast(g, { kind: "card-in-graveyard" }, { object: inHand }))).toEqual(illegal(g, { object: inHand }, "card-in-graveyard"));
      expect(refusedTarget(g, cast(g, requirement, { object: landCard }))).toEqual(illegal(g, { object: landCard }, "card-in-graveyard"));
      cast(g, requirement, { object: dead })();
      expect(objectsIn(g.state, "stack")).toHaveLength(1);
    });

    it(`(${version}) "target creature" is a creature permanent: a creature card in a graveyard is none`, () => {
      const g = newGame(version);
      const dead = g.createCard(card("bear"), "graveyard", "bianca");
      expect(refusedTarget(g, cast(g, { kind: "creature" }, { object: dead }))).toEqual(illegal(g, { object: dead }, "creature"));
    });

    it(`(${version}) "target creature or player": a land is neither`, () => {
      const g = newGame(version);
      const l = g.createCard(land, "battlefield", "bianca");
      expect(refusedTarget(g, cast(g, { kind: "creature-or-player" }, { object: l }))).toEqual(illegal(g, { object: l }, "creature-or-player"));
    });

    it(`(${version}) "target land" is a land, "target enchantment" an enchantment: a creature is neither`, () => {
      const g = newGame(version);
      const [bear, l, e] = [card("bear"), land, aura].map((c) => g.createCard(c, "battlefield", "bianca"));
      expect(refusedTarget(g, cast(g, { kind: "land" }, { object: bear }))).toEqual(illegal(g, { object: bear }, "land"));
      expect(refusedTarget(g, cast(g, { kind: "enchantment" }, { object: bear }))).toEqual(illegal(g, { object: bear }, "enchantment"));
      cast(g, { kind: "land" }, { object: l })();
      cast(g, { kind: "enchantment" }, { object: e })();
      expect(objectsIn(g.state, "stack")).toHaveLength(2);
    });

    it(`(${version}) "target creature you control": an opponent's creature doesn't match`, () => {
      const g = newGame(version);
      const theirs = g.createCard(card("bear"), "battlefield", "bianca");
      const mine = g.createCard(card("bear"), "battlefield", "alex");
      const requirement: TargetDef = { kind: "creature", filter: { controller: "you" } };
      expect(refusedTarget(g, cast(g, requirement, { object: theirs }))).toEqual(illegal(g, { object: theirs }, "creature"));
      cast(g, requirement, { object: mine })();
      expect(objectsIn(g.state, "stack")).toHaveLength(1);
    });
  }

  it("a chosen target that names no player and no object is refused as an illegal target naming none, and nothing changes", () => {
    const g = newGame("2011-02-04");
    const spell = g.createCard(instant("spell", [{ kind: "creature-or-player" }]), "hand", "alex");
    for (const nothing of [null, "bear", {}] as unknown as TargetRef[]) {
      expect(refusedTarget(g, () => g.cast("alex", spell, { targets: [nothing] }))).toEqual(illegal(g, null, "creature-or-player"));
      expect(g.state.objects.get(spell)?.zone).toBe("hand");
    }
  });

  it("a player chosen for a requirement that allows no player is refused, naming that player", () => {
    const g = newGame("2011-02-04");
    expect(refusedTarget(g, cast(g, { kind: "creature" }, { player: "bianca" }))).toEqual(illegal(g, { player: "bianca" }, "creature"));
  });

  it("a copy cast of a creature card has no targets to choose, and resolves as a creature token (706.11, 706.9a)", () => {
    const g = newGame("2011-02-04");
    const echo = card("echo", { types: ["sorcery"], manaCost: "{0}", ...noPT, abilities: [{ id: "echo", spell: { targets: [{ kind: "card-in-graveyard" }], effect: [{ castCopy: { of: "target", withoutPayingManaCost: true } }] } }] });
    const bear = g.createCard(card("bear", { manaCost: "{1}{G}" }), "graveyard", "alex");
    g.cast("alex", g.createCard(echo, "hand", "alex"), { targets: [{ object: bear }] });
    g.resolveStack();
    const tokens = objectsIn(g.state, "battlefield").filter((o) => o.kind === "token");
    expect(tokens.map((o) => [g.characteristics(o.id).name?.en, g.characteristics(o.id).types, g.characteristics(o.id).controller])).toEqual([["bear", ["creature"], "alex"]]);
  });

  it("a modal spell's targets are those of the mode announced (601.2b–c): the second mode's player, not the first's creature", () => {
    const g = newGame("2011-02-04");
    const charm = card("charm", { types: ["instant"], ...noPT, abilities: [{ id: "s", spell: { modes: [{ targets: [{ kind: "creature" }], effect: [{ gainLife: 1 }] }, { targets: [{ kind: "player" }], effect: [{ gainLife: 2 }] }] } }] });
    g.cast("alex", g.createCard(charm, "hand", "alex"), { mode: 1, targets: [{ player: "bianca" }] });
    expect(objectsIn(g.state, "stack")).toHaveLength(1);
  });
});

describe("targets as the spell or ability resolves (608.2b / 413.2a)", () => {
  const redPump = instant("shock", [{ kind: "creature" }], "{R}");
  const proRed = { abilities: { add: [{ id: "pro-red", keyword: "protection" as const, from: ["red" as const] }] } };

  it("a spell with two targets, one of them gone, still resolves", () => {
    const g = newGame("2011-02-04");
    const [a, b] = [card("a"), card("b")].map((c) => g.createCard(c, "battlefield", "bianca"));
    g.cast("alex", g.createCard(instant("two", [{ kind: "creature" }, { kind: "creature" }]), "hand", "alex"), { targets: [{ object: a }, { object: b }] });
    g.moveTo(a, "graveyard");
    g.resolveStack();
    expect(player(g.state, "alex").life).toBe(21);
  });

  it("a red spell whose target gained protection from red is countered on resolution (702.16b)", () => {
    const g = newGame("2011-02-04");
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    g.createCard(card("mountain", { types: ["land"], ...noPT, abilities: [{ id: "m", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{R}" }] } }] }), "battlefield", "alex");
    g.cast("alex", g.createCard(redPump, "hand", "alex"), { targets: [{ object: bear }] });
    effect(g, [bear], proRed, "bianca");
    g.resolveStack();
    expect(player(g.state, "alex").life).toBe(20);
    expect(g.log.some((e) => e.action === "counteredOnResolution" && e.rule === cite(g.rules, "counteredOnResolution"))).toBe(true);
  });

  it("a red creature's ability whose target gained protection from red is countered on resolution (702.16b: abilities from a red source)", () => {
    const g = newGame("2011-02-04");
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    const goblin = g.createCard(card("goblin", { manaCost: "{R}", abilities: [{ id: "ping", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ gainLife: 1 }] } }] }), "battlefield", "alex");
    g.activate("alex", goblin, "ping", { targets: [{ object: bear }] });
    effect(g, [bear], proRed, "bianca");
    g.resolveStack();
    expect(player(g.state, "alex").life).toBe(20);
  });

  it("a dies trigger targets and affects a creature although its source has left the battlefield (603.6c, 608.2b)", () => {
    const g = newGame("2011-02-04");
    const dier = g.createCard(card("dier", { abilities: [{ id: "d", triggered: { when: { dies: "self" }, targets: [{ kind: "creature" }], effect: [{ continuous: { affects: "target", modifyPT: [-1, -1] } }] } }] }), "battlefield", "alex");
    const bear = g.createCard(card("bear"), "battlefield", "bianca");
    g.moveTo(dier, "graveyard");
    g.givePriority("alex", { triggerTargets: { d: [{ object: bear }] } });
    g.resolveStack();
    expect(g.characteristics(bear).power).toBe(1);
  });
});
