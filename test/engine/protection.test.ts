// Protection (502.7 until M10, then 702.14, 702.15, 702.16): "damage from a source with the stated quality is
// prevented; can't be blocked by creatures with it; can't be enchanted, equipped or fortified by permanents with it;
// can't be targeted". Each rule is tested in every release whose text says it, found by its wording (whatever its
// number there), and the engine must cite that release's rule. Expectations from the rules' text only.
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards.ts";
import { combatDamage, declareBlockers } from "../../src/engine/combat.ts";
import { citations as equipmentCitations } from "../../src/engine/equipment.ts";
import { citations } from "../../src/engine/protection.ts";
import type { CitationEntry } from "../../src/engine/citations.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import { absentCitations } from "../../src/engine/cited-rules.ts";
import { player } from "../../src/engine/state.ts";
import { card, combat, events, newGame, refusal, resolve } from "./helpers.ts";
import { releasesSaying } from "./releases-with-rule.ts";

const green = (slug: string, fields: Partial<CardDef> = {}) => card(slug, { colorIndicator: ["green"], ...fields });
const proGreen = card("pro-green", { abilities: [{ id: "protection", keyword: "protection", from: ["green"] }] });
const proArtifacts = card("pro-artifacts", { abilities: [{ id: "protection", keyword: "protection", from: [{ cardType: "artifact" }] }] });
/** A green instant: "deals 2 damage to each creature". */
const quake: CardDef = { slug: "quake", name: { en: "quake" }, manaCost: "{0}", types: ["instant"], colorIndicator: ["green"], abilities: [{ id: "quake", spell: { effect: [{ dealDamage: { amount: 2, to: { all: { types: ["creature"] } } } }] } }] };
const trampler = green("trampler", { power: 6, toughness: 6, abilities: [{ id: "trample", keyword: "trample" }] });

/** Combat damage as assigned, dealt (put on the stack and resolved under the 2007 rules first, 310.1). */
function dealCombatDamage(g: ReturnType<typeof newGame>, decisions: Parameters<typeof combatDamage>[1] = {}) {
  combatDamage(g, decisions);
  if (g.rules.behaviours.combatDamageOnStack) g.resolveTop();
}

/**
 * The releases among these where the engine declares attackers and blockers: combat cites 308.2a / 309.2a for "can't
 * attack / block", which the rules have only from 2003-07-01 (NoRuleSetError before; the API-boundary work of issue 27
 * changes that, and these tests then run in those releases too).
 */
const withCombat = <R extends { version: string }>(releases: R[]) => releases.filter((r) => !absentCitations(ruleSet(r.version)).some((k) => k === "cantAttack" || k === "cantBlock"));

/** The releases whose text says one of the quotes, with that release's rule id. */
const saying = (...quotes: string[]) => quotes.flatMap((q) => releasesSaying(q)).sort((x, y) => x.version.localeCompare(y.version));
/** Whether a release's rule `id` says one of the quotes. */
const says = (version: string, id: string, quotes: readonly string[]) => saying(...quotes).some((r) => r.version === version && r.rule === id);

describe("damage that a source with the stated quality would deal is prevented", () => {
  const releases = saying(
    // 502.7b until 2003-07-01, then its own rule (502.7e, 702.14e…).
    "In addition, any damage that would be dealt to it from sources having that quality is prevented",
    "Any damage that would be dealt by sources that have the stated quality to",
  );
  it("is a rule of every numbered release, 1999-04-23 on", () => expect(releases.map((r) => r.version)).toContain("1999-04-23"));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): a green spell's 2 damage to each creature: the creature with protection from green is dealt none", (version, rule) => {
    const g = newGame(version);
    const protectedOne = g.createCard(proGreen, "battlefield", "bianca");
    const other = g.createCard(card("bear"), "battlefield", "bianca");
    g.cast("alex", g.createCard(quake, "hand", "alex"));
    g.resolveTop();
    expect(g.state.objects.get(protectedOne)?.damage).toBe(0);
    expect(g.state.objects.has(other)).toBe(false);
    expect(events(g, "damagePrevented")).toEqual([{ action: "damagePrevented", amount: 2, to: { object: g.ref(protectedOne) }, source: expect.anything(), rule }]);
  });

  it.each(withCombat(releases).map((r) => [r.version, r.rule] as const))("%s (%s): a green creature's combat damage to the blocker with protection from green is prevented; the blocker's is dealt", (version) => {
    const { g, a, b } = combat(version, green("bear", { power: 3, toughness: 3 }), proGreen);
    declareBlockers(g, "bianca", [[b, a]]);
    dealCombatDamage(g);
    expect([g.state.objects.get(b)?.damage, g.state.objects.get(a)?.damage]).toEqual([0, 2]);
  });

  it("a colourless source's damage is dealt, and a source of another colour's", () => {
    const g = newGame("2011-09-30");
    const protectedOne = g.createCard(proGreen, "battlefield", "bianca");
    resolve(g, [{ dealDamage: { amount: 1, to: { all: { types: ["creature"] } } } }]);
    expect(g.state.objects.get(protectedOne)?.damage).toBe(1);
    const { g: g2, a, b } = combat("2011-09-30", card("red", { colorIndicator: ["red"], power: 1, toughness: 1 }), proGreen);
    declareBlockers(g2, "bianca", [[b, a]]);
    dealCombatDamage(g2);
    expect(g2.state.objects.get(b)?.damage).toBe(1);
  });

  it("protection from a card type: an artifact creature's combat damage is prevented", () => {
    const { g, a, b } = combat("2011-09-30", card("golem", { types: ["artifact", "creature"], power: 3, toughness: 3 }), proArtifacts);
    declareBlockers(g, "bianca", [[b, a]]);
    dealCombatDamage(g);
    expect(g.state.objects.get(b)?.damage).toBe(0);
  });

  it("says so, in English and in French", () => {
    const { g, a, b } = combat("2011-09-30", green("bear", { power: 3, toughness: 3 }), proGreen);
    declareBlockers(g, "bianca", [[b, a]]);
    dealCombatDamage(g);
    const [said] = events(g, "damagePrevented");
    expect(renderEvent(said, "en")).toBe("The 3 damage bear would deal to pro-green is prevented: protection (702.15e).");
    expect(renderEvent(said, "fr")).toBe("Les 3 blessures que bear infligerait à pro-green sont prévenues\u00a0: protection (702.15e).");
  });
});

describe("the rules' trample example: a 6/6 green trampler blocked by a 2/2 with protection from green", () => {
  const releases = saying("A 6/6 green creature with trample is blocked by a 2/2 creature with protection from green");
  it.each(releases.map((r) => [r.version, r.rule] as const))(
    "%s (%s): \"must assign at least 2 damage to the blocker, even though that damage will be prevented by the blocker's protection ability\"; the rest to the player",
    (version) => {
      const refused = combat(version, trampler, proGreen);
      declareBlockers(refused.g, "bianca", [[refused.b, refused.a]]);
      expect(refusal(() => combatDamage(refused.g, { assignDamage: { [refused.a]: [[refused.b, 1]] } })).reason).toBe("lethalBeforePlayer");
      const { g, a, b } = combat(version, trampler, proGreen);
      declareBlockers(g, "bianca", [[b, a]]);
      dealCombatDamage(g, { assignDamage: { [a]: [[b, 2]] } });
      // The 2 damage assigned to the blocker is prevented: it survives, undamaged; the player is dealt the other 4.
      expect([g.state.objects.get(b)?.damage, player(g.state, "bianca").life]).toEqual([0, 16]);
    },
  );
});

describe("an attacking creature with protection can't be blocked by creatures with the stated quality", () => {
  const releases = saying("If it attacks, it can't be blocked by creatures having that quality", "can't be blocked by creatures that have the stated quality");
  it.each(withCombat(releases).map((r) => [r.version, r.rule] as const))("%s (%s): a green creature can't block it; another can, and the state is unchanged by the refusal", (version, rule) => {
    const { g, a, b } = combat(version, proGreen, green("bear"));
    expect(refusal(() => declareBlockers(g, "bianca", [[b, a]]))).toEqual({ rule, reason: "cantBlockProtection" });
    expect(g.state.areas.combat?.blockers.size).toBe(0);
    const other = combat(version, proGreen, card("bear"));
    declareBlockers(other.g, "bianca", [[other.b, other.a]]);
    expect(other.g.state.areas.combat?.blockers.get(other.a)).toEqual([other.b]);
  });
});

describe("a permanent with protection can't be equipped by Equipment with the stated quality", () => {
  const releases = saying("can't be equipped by Equipment that have the stated quality");
  const hammer: CardDef = {
    slug: "hammer", name: { en: "hammer" }, types: ["artifact"], subtypes: ["Equipment"], colorIndicator: ["green"],
    abilities: [
      { id: "boost", static: { affects: "equipped", modifyPT: [2, 2] } },
      { id: "equip", activated: { cost: {}, targets: [{ kind: "creature", filter: { controller: "you" } }], effect: [{ attach: "target" }], asSorcery: true } },
    ],
  };
  /** A green Equipment attached to Alex's creature, which then gains protection from green. */
  function equippedThenProtected(version: string) {
    const g = newGame(version);
    const bear = g.createCard(card("bear"), "battlefield", "alex");
    const h = g.createCard(hammer, "battlefield", "alex");
    g.activate("alex", h, "equip", { targets: [{ object: bear }] });
    g.resolveTop();
    expect(g.state.objects.get(h)?.attachedTo).toBe(bear);
    g.addContinuousEffect({ source: null, controller: "alex", affected: [bear], duration: "end-of-turn", def: { affects: "target", abilities: { add: [{ id: "pro", keyword: "protection", from: ["green"] }] } }, description: "test" });
    g.checkStateBasedActions();
    return { g, bear, h };
  }

  it("is a rule from the Mirrodin rules (2003-10-01), which brought Equipment", () => expect(releases[0]).toEqual({ version: "2003-10-01", rule: "502.7d" }));

  it.each(releases.map((r) => [r.version, r.rule] as const))("%s (%s): such an Equipment becomes unattached as a state-based action, but remains on the battlefield", (version, rule) => {
    const { g, bear, h } = equippedThenProtected(version);
    expect(g.state.objects.get(h)).toMatchObject({ zone: "battlefield", attachedTo: null });
    expect(g.characteristics(bear).power).toBe(2);
    expect(events(g, "unattachedIllegally")).toEqual([{ action: "unattachedIllegally", object: g.ref(h), from: g.ref(bear), rule }]);
  });

  it("it can't be the target of the green Equipment's equip ability (702.16b)", () => {
    const g = newGame("2013-07-13");
    const protectedOne = g.createCard({ ...proGreen }, "battlefield", "alex");
    const h = g.createCard(hammer, "battlefield", "alex");
    expect(refusal(() => g.activate("alex", h, "equip", { targets: [{ object: protectedOne }] })).reason).toBe("illegalTarget");
  });
});

describe("its citations are the rules of each release that says so", () => {
  const wording: Record<keyof typeof citations.table, readonly string[]> = {
    protectionTargeted: ["can't be targeted by spells"],
    protectionEnchanted: ["and can't be enchanted by enchantments that have the stated quality", "with protection can't be enchanted by"],
    protectionEquipped: ["can't be equipped by Equipment that have the stated quality"],
    protectionDamage: ["any damage that would be dealt to it from sources having that quality is prevented", "Any damage that would be dealt by sources that have the stated quality to"],
    protectionBlocked: ["it can't be blocked by creatures having that quality", "can't be blocked by creatures that have the stated quality"],
    protectionOfPlayers: ["A permanent or player with protection can't be targeted by spells with the stated quality"],
    protectionFromEverything: ["with protection from everything has protection from each object regardless of that object's characteristic values"],
    playerProtectionFromEverything: ["A permanent or player with protection from everything has protection from each object"],
    protectionFromAll: ['"Protection from all [characteristic]" is shorthand for', '"Protection from each [characteristic]" is shorthand for'],
    protectionFromPlayer: ["with protection from a specific player has protection from each object"],
    playerProtectionFromPlayer: ["A permanent or player with protection from a specific player"],
    protectionFromEachOf: ["and so on for each characteristic, quality, or player in the set"],
  };
  for (const [key, history] of Object.entries(citations.table) as [keyof typeof citations.table, readonly CitationEntry[]][]) {
    it(`${key}: the rule cited in each release is the one saying so`, () => {
      for (const [from, id] of history) if (id !== null) expect(says(from, id, wording[key]), `${key}: ${id} in ${from}`).toBe(true);
    });
  }

  const equipmentWording: Record<keyof typeof equipmentCitations.table, readonly string[]> = {
    equipmentUnattached: [
      "Equipment that equips an illegal or nonexistent permanent stops equipping that permanent",
      "attached to an illegal permanent becomes unattached from that permanent",
      "is attached to an illegal permanent, it becomes unattached from that permanent",
      "is attached to an illegal permanent or to a player, it becomes unattached",
    ],
    whatEquips: ["An Equipment that's also a creature can't equip a creature"],
  };
  for (const [key, history] of Object.entries(equipmentCitations.table) as [keyof typeof equipmentCitations.table, readonly CitationEntry[]][]) {
    it(`equipment's ${key}: the rule cited in each release is the one saying so`, () => {
      for (const [from, id] of history) if (id !== null) expect(says(from, id, equipmentWording[key]), `${key}: ${id} in ${from}`).toBe(true);
    });
  }
});

