// The qualities protection is from beyond a stated colour or card type, as each release defines them (502.7a /
// 702.16a: "any characteristic value"; 702.16h–k): a subtype, a supertype, a name, multicolored and monocolored,
// "all colors", "everything", "each of your opponents". Each variant the rules define is tested in every release whose
// text defines it, found by its wording, and in the release before, whose text does not: there it gives no
// protection. Expectations from the rules' text only.
import { describe, expect, it } from "vitest";
import type { CardDef, ProtectionQuality } from "../../src/engine/cards.ts";
import { declareBlockers } from "../../src/engine/combat.ts";
import { RELEASES } from "../../src/engine/citations.ts";
import { absentCitations } from "../../src/engine/cited-rules.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { card, combat, events, newGame, refusal } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

/** The releases, oldest first, whose text has one of these sentences, each with its rule's id there. */
const saying = (...quotes: string[]) => quotes.flatMap((q) => releasesSaying(q)).sort((x, y) => x.version.localeCompare(y.version));
/** The numbered release just before `version`. */
const before = (version: string) => RELEASES[RELEASES.indexOf(version) - 1];
/** The releases where combat's "can't block" rule is cited (308.2a / 509.1b: from 2003-07-01). */
const withCombat = <R extends { version: string }>(releases: R[]) => releases.filter((r) => !absentCitations(ruleSet(r.version)).includes("cantBlock"));

/** Bianca's 2/4 creature with protection from these qualities. */
const protectedFrom = (...from: ProtectionQuality[]): CardDef => card("protected", { toughness: 4, abilities: [{ id: "protection", keyword: "protection", from }] });
/** An instant of these colours, types and name that deals 2 damage to each creature. */
const quake = (fields: Partial<CardDef> = {}): CardDef => ({
  slug: "quake", name: { en: "quake" }, manaCost: "{0}", types: ["instant"], ...fields,
  abilities: [{ id: "quake", spell: { effect: [{ dealDamage: { amount: 2, to: { all: { types: ["creature"] } } } }] } }],
});
/** A creature whose ability ({0}) deals 1 damage to target creature: a source of its colours and types. */
const pinger = (fields: Partial<CardDef> = {}): CardDef =>
  card("pinger", { ...fields, abilities: [{ id: "ping", activated: { cost: {}, targets: [{ kind: "creature" }], effect: [{ dealDamage: { amount: 1, to: "target" } }] } }] });

/** The damage Bianca's creature with protection from `from` is dealt by Alex's spell `spell`. */
function damageFrom(version: string, from: ProtectionQuality[], spell: CardDef, caster = "alex") {
  const g = newGame(version);
  const id = g.createCard(protectedFrom(...from), "battlefield", "bianca");
  g.cast(caster, g.createCard(spell, "hand", caster));
  g.resolveTop();
  return { damage: g.state.objects.get(id)?.damage, prevented: events(g, "damagePrevented") };
}

/** The rule saying a damage's prevention (502.7e, 702.16e…) and a block's refusal (502.7f, 702.16f…) in a release. */
const ruleIn = (version: string, quote: string) => releasesSaying(quote).find((r) => r.version === version)?.rule;
const damageRule = (version: string) => ruleIn(version, "Any damage that would be dealt by sources that have the stated quality to");
const blockRule = (version: string) => ruleIn(version, "can't be blocked by creatures that have the stated quality");

/** Bianca's `blocker` can't block Alex's attacking `attacker`: refused, citing the rule of the release. */
function cantBlock(version: string, attacker: CardDef, blocker: CardDef) {
  const { g, a, b } = combat(version, attacker, blocker);
  expect(refusal(() => declareBlockers(g, "bianca", [[b, a]]))).toEqual({ rule: blockRule(version), reason: "cantBlockProtection" });
}

describe("protection from everything: protection from each object regardless of its characteristic values", () => {
  const releases = saying("with protection from everything has protection from each object regardless of that object's characteristic values");
  it("is a rule from Conflux (2009-02-01) on", () => expect(releases[0]).toEqual({ version: "2009-02-01", rule: "502.7g" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): a colourless spell's damage to it is prevented; it can't be targeted", (version) => {
    expect(damageFrom(version, ["everything"], quake()).damage).toBe(0);
    const g = newGame(version);
    const id = g.createCard(protectedFrom("everything"), "battlefield", "bianca");
    const p = g.createCard(pinger(), "battlefield", "alex");
    expect(refusal(() => g.activate("alex", p, "ping", { targets: [{ object: id }] })).reason).toBe("illegalTarget");
  });

  it.each(withCombat(releases).map((r) => [r.version, r.rule] as const))("%s (%s): attacking, it can't be blocked by a colourless creature", (version) => {
    cantBlock(version, protectedFrom("everything"), card("bear"));
  });

  it(`before (${before(releases[0].version)}) no rule defines it: the damage is dealt`, () => {
    expect(damageFrom(before(releases[0].version), ["everything"], quake()).damage).toBe(2);
  });
});

describe("protection from all colors: one protection from each colour (502.7h / 702.16h)", () => {
  const releases = saying('"Protection from all [characteristic]" is shorthand for', '"Protection from each [characteristic]" is shorthand for');
  it("is a rule from 2009-05-01 on", () => expect(releases[0]).toEqual({ version: "2009-05-01", rule: "502.7h" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): a red spell's damage and a green spell's are prevented, a colourless spell's dealt", (version) => {
    expect(damageFrom(version, [{ each: "color" }], quake({ colorIndicator: ["red"] })).damage).toBe(0);
    expect(damageFrom(version, [{ each: "color" }], quake({ colorIndicator: ["green"] })).damage).toBe(0);
    expect(damageFrom(version, [{ each: "color" }], quake()).damage).toBe(2);
  });

  it(`before (${before(releases[0].version)}) no rule defines it: a red spell's damage is dealt`, () => {
    expect(damageFrom(before(releases[0].version), [{ each: "color" }], quake({ colorIndicator: ["red"] })).damage).toBe(2);
  });
});

describe("protection from each of your opponents: protection from each object that player controls (702.16i, 702.16k)", () => {
  const releases = saying('and so on for each characteristic, quality, or player in the set');
  it("is a rule from 2019-08-23 on", () => expect(releases[0]?.version).toBe("2019-08-23"));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): an opponent's spell's damage is prevented, its controller's own is dealt", (version) => {
    const prevented = damageFrom(version, [{ each: "opponent" }], quake());
    expect(prevented.damage).toBe(0);
    expect(prevented.prevented).toEqual([expect.objectContaining({ amount: 2, rule: damageRule(version) })]);
    const g = newGame(version);
    const id = g.createCard(protectedFrom({ each: "opponent" }), "battlefield", "alex");
    g.cast("alex", g.createCard(quake(), "hand", "alex"));
    g.resolveTop();
    expect(g.state.objects.get(id)?.damage).toBe(2);
  });

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): attacking, it can't be blocked by a creature its controller's opponent controls", (version) => {
    cantBlock(version, { ...protectedFrom({ each: "opponent" }), slug: "attacker" }, card("bear"));
  });

  it(`before (${before(releases[0].version)}) no rule defines it: the damage is dealt`, () => {
    expect(damageFrom(before(releases[0].version), [{ each: "opponent" }], quake()).damage).toBe(2);
  });
});

describe("a quality that is any characteristic value (502.7a / 702.16a): a subtype, a supertype, multicolored", () => {
  const releases = saying("This quality is usually a color");
  it("is said in every numbered release, 1999-04-23 on", () => expect(releases[0]?.version).toBe("1999-04-23"));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): protection from Goblins: a Goblin's ability can't target it, another creature's can", (version) => {
    const g = newGame(version);
    const id = g.createCard(protectedFrom({ subtype: "Goblin" }), "battlefield", "bianca");
    const goblin = g.createCard(pinger({ subtypes: ["Goblin"] }), "battlefield", "alex");
    const elf = g.createCard({ ...pinger({ subtypes: ["Elf"] }), slug: "elf" }, "battlefield", "alex");
    expect(refusal(() => g.activate("alex", goblin, "ping", { targets: [{ object: id }] })).reason).toBe("illegalTarget");
    g.activate("alex", elf, "ping", { targets: [{ object: id }] });
    g.resolveTop();
    expect(g.state.objects.get(id)?.damage).toBe(1);
  });

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): protection from multicolored: a red and green spell's damage is prevented, a red one's dealt; monocolored, the reverse", (version) => {
    expect(damageFrom(version, ["multicolored"], quake({ colorIndicator: ["red", "green"] })).damage).toBe(0);
    expect(damageFrom(version, ["multicolored"], quake({ colorIndicator: ["red"] })).damage).toBe(2);
    expect(damageFrom(version, ["monocolored"], quake({ colorIndicator: ["red"] })).damage).toBe(0);
    expect(damageFrom(version, ["monocolored"], quake({ colorIndicator: ["red", "green"] })).damage).toBe(2);
    expect(damageFrom(version, ["monocolored"], quake()).damage).toBe(2);
  });

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): protection from legendary: a legendary spell's damage is prevented", (version) => {
    expect(damageFrom(version, [{ supertype: "legendary" }], quake({ supertypes: ["legendary"] })).damage).toBe(0);
    expect(damageFrom(version, [{ supertype: "legendary" }], quake()).damage).toBe(2);
  });
});

describe("a quality that is a card name, where the protection ability says it is a name (702.14a from M10)", () => {
  const releases = saying("it is treated as such only if the protection ability specifies that the quality is a name");
  it("is said from M10 (2009-07-08) on", () => expect(releases[0]?.version).toBe("2009-07-08"));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): protection from the name \"quake\": that spell's damage is prevented, another's dealt", (version) => {
    expect(damageFrom(version, [{ name: "quake" }], quake()).damage).toBe(0);
    expect(damageFrom(version, [{ name: "quake" }], { ...quake(), name: { en: "tremor" } }).damage).toBe(2);
  });
});
