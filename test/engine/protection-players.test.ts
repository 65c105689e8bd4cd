// Protection for players (502.7b–e from the Future Sight rules, 2007-05-01; 702.16b–e, j, k): "a permanent or player
// with protection can't be targeted by spells with the stated quality …", "any damage that would be dealt by sources
// that have the stated quality to a permanent or player with protection is prevented"; protection from everything
// names players from 2021-06-18, protection from a player from 2022-07-08. A player gains it from an effect ("you
// gain protection from … until end of turn / until your next turn"), and keeps it until the effect ends. Each rule is
// tested in every release whose text says it and in the release before, whose text does not: there a player has no
// such protection. Expectations from the rules' text only.
import { describe, expect, it } from "vitest";
import type { CardDef, ProtectionQuality } from "../../src/engine/cards.ts";
import { declareAttackers } from "../../src/engine/combat.ts";
import { RELEASES } from "../../src/engine/citations.ts";
import { player } from "../../src/engine/state.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { card, events, instant, newGame, refusal } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

/** The releases, oldest first, whose text has this sentence, each with its rule's id there. */
const saying = (quote: string) => releasesSaying(quote);
/** The numbered release just before `version`. */
const before = (version: string) => RELEASES[RELEASES.indexOf(version) - 1];
/** The rule saying damage from a source with the stated quality is prevented, in a release. */
const damageRule = (version: string) => releasesSaying("Any damage that would be dealt by sources that have the stated quality to").find((r) => r.version === version)?.rule;

/** "You gain protection from [qualities] until end of turn / until your next turn." */
const gain = (from: ProtectionQuality[], until: "end-of-turn" | "your-next-turn" = "end-of-turn"): CardDef => instant("ward", [{ gainProtection: { player: "you", from, until } }]);
/** An instant of these colours: "deals 2 damage to each player". */
const quake = (colors: CardDef["colorIndicator"] = []): CardDef => ({ ...instant("quake", [{ dealDamage: { amount: 2, to: "each-player" } }]), colorIndicator: colors });
/** An instant of these colours: "deals 2 damage to target player". */
const bolt = (colors: CardDef["colorIndicator"] = []): CardDef => ({ ...instant("bolt", [{ dealDamage: { amount: 2, to: "target" } }], [{ kind: "player" }]), colorIndicator: colors });

/** `caster` casts the card, and it resolves (its targets, if any, chosen). */
function castAndResolve(g: ReturnType<typeof newGame>, caster: string, spell: CardDef, target?: string) {
  g.cast(caster, g.createCard(spell, "hand", caster), target ? { targets: [{ player: target }] } : {});
  g.resolveTop();
}
/** Alex and Bianca's life totals. */
const lives = (g: ReturnType<typeof newGame>) => [player(g.state, "alex").life, player(g.state, "bianca").life];

/** A game whose players each have a card in their library for each of the next turns' draws. */
function gameWithLibraries(version: string) {
  const g = newGame(version);
  for (const p of ["alex", "bianca"]) for (let i = 0; i < 2; i++) g.createCard(card("filler"), "library", p);
  return g;
}

/** Alex, on turn 1, has gained protection from `from` (an instant of his has resolved). */
function alexProtected(version: string, from: ProtectionQuality[], until: "end-of-turn" | "your-next-turn" = "end-of-turn") {
  const g = gameWithLibraries(version);
  castAndResolve(g, "alex", gain(from, until));
  return g;
}

describe("a player with protection: damage from sources with the stated quality is prevented; spells with it can't target the player", () => {
  const releases = saying("A permanent or player with protection can't be targeted by spells with the stated quality");
  it("is a rule from the Future Sight rules (2007-05-01) on", () => expect(releases[0]).toEqual({ version: "2007-05-01", rule: "502.7b" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): protection from red: a red spell's damage to each player is prevented for that player; a red spell can't target that player", (version, rule) => {
    const g = alexProtected(version, ["red"]);
    castAndResolve(g, "alex", quake(["red"]));
    expect(lives(g)).toEqual([20, 18]);
    expect(events(g, "damagePrevented")).toEqual([{ action: "damagePrevented", amount: 2, to: { player: g.playerRef("alex") }, source: expect.anything(), rule: damageRule(version) }]);
    expect(refusal(() => g.cast("alex", g.createCard(bolt(["red"]), "hand", "alex"), { targets: [{ player: "alex" }] })).reason).toBe("illegalTarget");
    castAndResolve(g, "alex", quake(["green"]));
    expect(lives(g)).toEqual([18, 16]);
    expect(rule).toBe(releasesSaying("A permanent or player with protection can't be targeted").find((r) => r.version === version)?.rule);
  });

  it(`before (${before(releases[0].version)}) only a permanent has protection: the player is dealt the red spell's damage`, () => {
    const g = alexProtected(before(releases[0].version), ["red"]);
    castAndResolve(g, "alex", quake(["red"]));
    expect(lives(g)).toEqual([18, 18]);
  });

  it("a red creature's combat damage to that player is prevented (702.16e)", () => {
    const g = gameWithLibraries("2013-07-13");
    const attacker = g.createCard(card("goblin", { colorIndicator: ["red"], power: 3 }), "battlefield", "bianca");
    castAndResolve(g, "alex", gain(["red"], "your-next-turn"));
    g.advanceTo(2, "declare-attackers");
    declareAttackers(g, "bianca", [attacker]);
    g.advanceTo(2, "end");
    expect(lives(g)).toEqual([20, 20]);
    expect(events(g, "damagePrevented")).toEqual([expect.objectContaining({ amount: 3, to: { player: g.playerRef("alex") }, rule: "702.16e" })]);
  });

  it("says so, in English and in French", () => {
    const g = alexProtected("2011-09-30", ["red"]);
    castAndResolve(g, "alex", quake(["red"]));
    const [said] = events(g, "damagePrevented");
    expect(renderEvent(said, "en")).toBe("The 2 damage quake would deal to Alex is prevented: protection (702.15e).");
    expect(renderEvent(said, "fr")).toBe("Les 2 blessures que quake infligerait à Alex sont prévenues\u00a0: protection (702.15e).");
  });
});

describe("until the effect ends: \"until end of turn\" in the cleanup step (514.2), \"until your next turn\" as that turn begins", () => {
  it("until end of turn: on the next turn, the red spell's damage is dealt", () => {
    const g = alexProtected("2011-09-30", ["red"]);
    g.advanceTo(2, "main1");
    castAndResolve(g, "bianca", quake(["red"]));
    expect(lives(g)).toEqual([18, 18]);
  });

  it("until your next turn: prevented during the opponent's turn, dealt on the next turn of the effect's controller", () => {
    const g = alexProtected("2011-09-30", ["red"], "your-next-turn");
    g.advanceTo(2, "main1");
    castAndResolve(g, "bianca", quake(["red"]));
    expect(lives(g)).toEqual([20, 18]);
    g.advanceTo(3, "main1");
    castAndResolve(g, "alex", quake(["red"]));
    expect(lives(g)).toEqual([18, 16]);
  });
});

describe("a player with protection from everything (702.16j from 2021-06-18: \"a permanent or player\")", () => {
  const releases = saying("A permanent or player with protection from everything has protection from each object");
  it("is a rule from 2021-06-18 on", () => expect(releases[0]).toEqual({ version: "2021-06-18", rule: "702.16j" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): a colourless spell's damage to that player is prevented, and it can't target that player", (version) => {
    const g = alexProtected(version, ["everything"], "your-next-turn");
    g.advanceTo(2, "main1");
    castAndResolve(g, "bianca", quake());
    expect(lives(g)).toEqual([20, 18]);
    expect(refusal(() => g.cast("bianca", g.createCard(bolt(), "hand", "bianca"), { targets: [{ player: "alex" }] })).reason).toBe("illegalTarget");
    castAndResolve(g, "bianca", bolt(), "bianca");
    expect(lives(g)).toEqual([20, 16]);
  });

  it(`before (${before(releases[0].version)}) the rule names permanents only: the player is dealt the damage`, () => {
    const g = alexProtected(before(releases[0].version), ["everything"]);
    castAndResolve(g, "alex", quake());
    expect(lives(g)).toEqual([18, 18]);
  });
});

describe("a player with protection from each of his or her opponents (702.16i; 702.16k from 2022-07-08: \"a permanent or player\")", () => {
  const releases = saying("A permanent or player with protection from a specific player has protection from each object that player controls");
  it("is a rule from 2022-07-08 on", () => expect(releases[0]).toEqual({ version: "2022-07-08", rule: "702.16k" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): damage from the opponent's spell is prevented, that spell can't target the player; the player's own spell's damage is dealt", (version) => {
    const g = alexProtected(version, [{ each: "opponent" }], "your-next-turn");
    castAndResolve(g, "alex", quake());
    expect(lives(g)).toEqual([18, 18]);
    g.advanceTo(2, "main1");
    castAndResolve(g, "bianca", quake());
    expect(lives(g)).toEqual([18, 16]);
    expect(refusal(() => g.cast("bianca", g.createCard(bolt(), "hand", "bianca"), { targets: [{ player: "alex" }] })).reason).toBe("illegalTarget");
  });

  it(`before (${before(releases[0].version)}) the rule names permanents only: the player is dealt the opponent's damage`, () => {
    const g = alexProtected(before(releases[0].version), [{ each: "opponent" }], "your-next-turn");
    g.advanceTo(2, "main1");
    castAndResolve(g, "bianca", quake());
    expect(lives(g)).toEqual([18, 18]);
  });
});

describe("a player with protection from a static ability: \"you have protection from …\" while its permanent is on the battlefield", () => {
  const releases = saying("A permanent or player with protection can't be targeted by spells with the stated quality");
  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): while \"you have protection from red\" is on the battlefield, a red spell's damage to Alex is prevented and it can't target him; once it has left, the damage is dealt", (version) => {
    const g = gameWithLibraries(version);
    const halo = g.createCard(card("halo", { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "halo", playerStatic: { protection: ["red"] } }] }), "battlefield", "alex");
    castAndResolve(g, "alex", quake(["red"]));
    expect(lives(g)).toEqual([20, 18]);
    expect(refusal(() => g.cast("alex", g.createCard(bolt(["red"]), "hand", "alex"), { targets: [{ player: "alex" }] })).reason).toBe("illegalTarget");
    g.moveTo(halo, "graveyard");
    castAndResolve(g, "alex", quake(["red"]));
    expect(lives(g)).toEqual([18, 16]);
  });
});
