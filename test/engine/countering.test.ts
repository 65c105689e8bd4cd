// Spells that counter spells (701.5a in 2011; 414.1 in 2007), "can't be countered" (101.2 / 103.2: the "can't"
// effect wins), spell targets with a filter (601.2c / 409.1c), hexproof (702.11b, from Magic 2012) and shroud
// (702.16a / 502.36a) as target restrictions, and "target player sacrifices a creature" (701.13a / 501.6a).
import { describe, expect, it } from "vitest";
import type { AbilityDef, CardDef } from "../../src/engine/cards.ts";
import { copySpell } from "../../src/engine/copy.ts";
import { card, newGame, refusedSaying } from "./helpers.ts";
import { cite, citeIfAny } from "../../src/engine/cited-rules.ts";

const instant = (slug: string, ability: AbilityDef): CardDef => ({ slug, name: { en: slug }, types: ["instant"], abilities: [ability] });
const cancel = instant("cancel", { id: "cancel", spell: { targets: [{ kind: "spell" }], effect: [{ counter: "target" }] } });
const stroke = instant("stroke", { id: "stroke", spell: { targets: [{ kind: "spell", filter: { convertedManaCostAtLeast: 4 } }], effect: [{ counter: "target" }] } });
const bigSpell: CardDef = { slug: "big", name: { en: "big" }, manaCost: "{4}", types: ["sorcery"], abilities: [{ id: "s", spell: { effect: [{ gainLife: 5 }] } }] };
const ego: CardDef = card("ego", { manaCost: "{4}", abilities: [{ id: "uncounterable", cantBeCountered: true }] });
const ping = instant("ping", { id: "ping", spell: { targets: [{ kind: "creature" }], effect: [{ dealDamage: { amount: 1, to: "target" } }] } });
const edict = instant("edict", { id: "edict", spell: { targets: [{ kind: "player" }], effect: [{ sacrificeOne: { player: "target", filter: { types: ["creature"] } } }] } });
const land: CardDef = { slug: "land", name: { en: "land" }, types: ["land"], abilities: [{ id: "m", activated: { cost: { tap: true }, mana: true, effect: [{ addMana: "{C}" }] } }] };
const life = (g: ReturnType<typeof newGame>, id: string) => g.state.players.find((p) => p.id === id)!.life;

for (const version of ["2007-10-01", "2011-02-04", "2011-09-30"]) {
  describe(`701.5a / 414.1 (${version}): countering a spell`, () => {
    it("the countered spell leaves the stack without resolving, to its owner's graveyard", () => {
      const g = newGame(version);
      for (let i = 0; i < 4; i++) g.createCard(land, "battlefield", "alex");
      const big = g.cast("alex", g.createCard(bigSpell, "hand", "alex"));
      g.passPriority("alex");
      g.cast("bianca", g.createCard(cancel, "hand", "bianca"), { targets: [{ object: big }] });
      g.resolveStack();
      expect(life(g, "alex")).toBe(20);
      expect(g.state.zones.get("graveyard:alex")!.length).toBe(1);
      expect(g.log.some((e) => e.action === "countered" && e.rule === cite(g.rules, "counter"))).toBe(true);
    });

    it("a creature spell with no abilities is countered too: only 'can't be countered' keeps a spell on the stack", () => {
      const g = newGame(version);
      for (let i = 0; i < 2; i++) g.createCard(land, "battlefield", "alex");
      const bear = g.cast("alex", g.createCard(card("bear", { manaCost: "{2}" }), "hand", "alex"));
      g.passPriority("alex");
      g.cast("bianca", g.createCard(cancel, "hand", "bianca"), { targets: [{ object: bear }] });
      g.resolveStack();
      expect(g.state.zones.get("battlefield")!.filter((id) => g.characteristics(id).name?.en === "bear")).toEqual([]);
      expect(g.state.zones.get("graveyard:alex")!.map((id) => g.characteristics(id).name?.en)).toEqual(["bear"]);
    });

    it("a countered copy of a spell is put into no graveyard: it ceases to exist (704.5e / 420.5; 706.10a / 503.10a)", () => {
      const g = newGame(version);
      const small = g.cast("alex", g.createCard(instant("small", { id: "s", spell: { effect: [{ gainLife: 1 }] } }), "hand", "alex"));
      const copy = copySpell(g, small, "alex", undefined, undefined);
      g.passPriority("alex");
      g.cast("bianca", g.createCard(cancel, "hand", "bianca"), { targets: [{ object: copy }] });
      g.resolveTop();
      expect(g.log.some((e) => e.action === "countered")).toBe(true);
      expect(g.state.objects.has(copy)).toBe(false);
      expect([...g.state.objects.values()].filter((o) => o.kind === "spell-copy")).toEqual([]);
      expect(g.state.zones.get("graveyard:alex")).toEqual([]);
    });

    it("a spell that can't be countered stays on the stack and resolves; the 'can't' effect wins (101.2 / 103.2)", () => {
      const g = newGame(version);
      for (let i = 0; i < 4; i++) g.createCard(land, "battlefield", "alex");
      const spell = g.cast("alex", g.createCard(ego, "hand", "alex"));
      g.passPriority("alex");
      g.cast("bianca", g.createCard(cancel, "hand", "bianca"), { targets: [{ object: spell }] });
      g.resolveTop();
      expect(g.state.objects.get(spell)?.zone).toBe("stack");
      expect(g.log.some((e) => e.action === "notCountered" && e.rule === citeIfAny(g.rules, "cantWins"))).toBe(true);
      g.resolveTop();
      expect(g.state.zones.get("battlefield")!.some((id) => g.characteristics(id).name?.en === "ego")).toBe(true);
    });

    it("a spell target's filter is checked: converted mana cost 4 or greater refuses a 1-mana spell", () => {
      const g = newGame(version);
      const small = g.cast("alex", g.createCard(instant("small", { id: "s", spell: { effect: [{ gainLife: 1 }] } }), "hand", "alex"));
      g.passPriority("alex");
      expect(refusedSaying(() => g.cast("bianca", g.createCard(stroke, "hand", "bianca"), { targets: [{ object: small }] }))).toMatch(/legal target/u);
    });

    it("target player sacrifices a creature: the one he or she chooses, or the only one", () => {
      const g = newGame(version);
      const a = g.createCard(card("a"), "battlefield", "bianca");
      const b = g.createCard(card("b"), "battlefield", "bianca");
      g.cast("alex", g.createCard(edict, "hand", "alex"), { targets: [{ player: "bianca" }] });
      expect(() => g.resolveTop()).toThrow(cite(g.rules, "choiceOnResolution"));
      g.resolveTop({ sacrifice: [b] });
      expect([g.state.objects.get(a)?.zone, g.state.objects.get(b)]).toEqual(["battlefield", undefined]);
    });
  });
}

describe("702.16a / 502.36a: shroud", () => {
  for (const version of ["2007-10-01", "2011-02-04"]) {
    it(`(${version}) a permanent with shroud can't be the target of anyone's spells`, () => {
      const g = newGame(version);
      const mine = g.createCard(card("veiled", { abilities: [{ id: "shroud", keyword: "shroud" }] }), "battlefield", "alex");
      expect(refusedSaying(() => g.cast("alex", g.createCard(ping, "hand", "alex"), { targets: [{ object: mine }] }))).toMatch(/legal target/u);
    });
  }
});

describe("702.11b: hexproof, from Magic 2012", () => {
  const hexproof = card("hexproof", { abilities: [{ id: "hexproof", keyword: "hexproof" }] });
  it("(2011-09-30) an opponent can't target it; its controller can", () => {
    const g = newGame("2011-09-30");
    const theirs = g.createCard(hexproof, "battlefield", "bianca");
    expect(refusedSaying(() => g.cast("alex", g.createCard(ping, "hand", "alex"), { targets: [{ object: theirs }] }))).toMatch(/legal target/u);
    g.passPriority("alex");
    g.cast("bianca", g.createCard(ping, "hand", "bianca"), { targets: [{ object: theirs }] });
    expect(g.state.zones.get("stack")!.length).toBe(1);
  });
  it("(2011-02-04) the rules have no hexproof yet: the keyword restricts nothing", () => {
    const g = newGame("2011-02-04");
    expect(citeIfAny(g.rules, "hexproof")).toBeNull();
    const theirs = g.createCard(hexproof, "battlefield", "bianca");
    g.cast("alex", g.createCard(ping, "hand", "alex"), { targets: [{ object: theirs }] });
    expect(g.state.zones.get("stack")!.length).toBe(1);
  });
});
