// 613.7 (2011-02-04) / 418.5b (1999-04-23): the order of effects in a layer, against a model that follows the rule's
// words with no shortcut. On seeded random boards (creatures and enchantments whose static abilities change types,
// subtypes, colours, abilities, control and power/toughness, and resolved effects on fixed sets), the model applies,
// layer by layer, the earliest effect that depends on no other waiting effect, deciding each dependency afresh from
// the current values: B is applied, in full, to a copy of every object's values, and A depends on B if that changes
// A's existence, the set of objects A applies to, or what A does to them (613.7a); if every waiting effect depends on
// another, the earliest effect of a loop applies (613.7b). An effect that has started applying keeps its set (613.5 /
// 613.6); an effect whose ability is gone before it starts doesn't apply (613.5). The engine must give every object the
// same characteristics.
import { describe, expect, it } from "vitest";
import type { CardType, Color, ContinuousDef, Filter, PTValue, ValueExpr } from "../../src/engine/cards.ts";
import type { Game } from "../../src/engine/game.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import type { PartKind } from "../../src/engine/ruleset.ts";
import { card, newGame } from "./helpers.ts";
import { citeIfAny } from "../../src/engine/cited-rules.ts";
import { STAGES } from "../../src/engine/layers.ts";

const PLAYERS = ["alex", "bianca"];
const SUBTYPES = ["Elf", "Goblin", "Wall"];
const TYPES: CardType[] = ["creature", "artifact", "enchantment"];
const COLORS: Color[] = ["white", "red"];

/** A small deterministic generator (mulberry32), so that every run sees the same boards. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, chance: (p: number) => next() < p, pick: <T>(list: readonly T[]): T => list[int(list.length)] };
}
type Random = ReturnType<typeof random>;

// ---------------------------------------------------------------- boards

interface ObjectSpec {
  types: CardType[];
  subtypes: string[];
  colors: Color[];
  flying: boolean;
  controller: string;
  power: number;
  toughness: number;
  ability: ContinuousDef | null;
}
interface ResolvedSpec {
  affected: number[];
  controller: string;
  def: ContinuousDef;
}
interface Board {
  version: string;
  objects: ObjectSpec[];
  /** Created after every object, in this order (later timestamps, 613.6). */
  resolved: ResolvedSpec[];
}

function filterFor(r: Random): Filter {
  const f: Filter = {};
  if (r.chance(0.6)) f.subtypes = [r.pick(SUBTYPES)];
  if (r.chance(0.4)) f.types = [r.pick(TYPES)];
  if (r.chance(0.25)) f.colors = [r.pick(COLORS)];
  if (r.chance(0.2)) f.controller = r.pick(["you", "opponent"] as const);
  if (r.chance(0.15)) f[r.chance(0.5) ? "withAbilities" : "withoutAbilities"] = ["flying"];
  if (r.chance(0.2)) f.other = true;
  return f;
}

function count(r: Random): ValueExpr {
  return { count: { zone: "battlefield", whose: r.pick(["you", "any"] as const), filter: filterFor(r) } };
}

/** One part of an effect: what it does in its layer. */
function partFor(r: Random, def: ContinuousDef, focus: number): void {
  switch (r.chance(0.6) ? focus : r.int(6)) {
    case 0: {
      const roll = r.int(6);
      if (roll === 0) def.subtypes = { set: [r.pick(SUBTYPES)] };
      else if (roll === 1) def.subtypes = { allCreatureTypes: true };
      else if (roll === 2) def.types = r.chance(0.5) ? { add: [r.pick(TYPES)] } : { remove: [r.pick(TYPES)] };
      else if (roll === 3) def.types = { set: [r.pick(TYPES)] };
      else def.subtypes = { add: [r.pick(SUBTYPES)] };
      return;
    }
    case 1:
      def.colors = { set: [r.pick(COLORS)] };
      return;
    case 2: {
      const roll = r.int(3);
      def.abilities = roll === 0 ? { removeAll: true } : roll === 1 ? { add: [{ id: "flying", keyword: "flying" }] } : { remove: ["flying"] };
      return;
    }
    case 3:
      def.modifyPT = r.chance(0.6) ? (r.chance(0.5) ? [count(r), 0] : [0, count(r)]) : [1, 1];
      return;
    case 4:
      def.setPT = r.chance(0.5) ? [count(r), 3] : [0, 4];
      return;
    default:
      def.gainControl = true;
  }
}

function staticAbility(r: Random, focus: number): ContinuousDef {
  const def: ContinuousDef = { affects: r.chance(0.15) ? "self" : { all: filterFor(r) } };
  partFor(r, def, focus);
  if (r.chance(0.2)) partFor(r, def, r.int(6));
  return def;
}

function board(seed: number, version: string): Board {
  const r = random(seed);
  const objects: ObjectSpec[] = [];
  const n = 4 + r.int(5);
  // Most effects of a board in one layer, so that they meet there.
  const focus = r.int(6);
  for (let i = 0; i < n; i++) {
    objects.push({
      types: r.chance(0.7) ? ["creature", ...(r.chance(0.3) ? [r.pick(TYPES.slice(1))] : [])] : [r.pick(TYPES.slice(1))],
      subtypes: r.chance(0.6) ? [r.pick(SUBTYPES)] : [],
      colors: r.chance(0.5) ? [r.pick(COLORS)] : [],
      flying: r.chance(0.3),
      controller: r.pick(PLAYERS),
      power: 1 + r.int(3),
      toughness: 1 + r.int(3),
      ability: r.chance(0.7) ? staticAbility(r, focus) : null,
    });
  }
  const resolved: ResolvedSpec[] = [];
  for (let k = r.int(3); k > 0; k--) {
    const def: ContinuousDef = { affects: "target" };
    partFor(r, def, focus);
    resolved.push({ affected: [r.int(n), r.int(n)], controller: r.pick(PLAYERS), def });
  }
  return { version, objects, resolved };
}

function setUp(b: Board): { game: Game; ids: string[] } {
  const game = newGame(b.version);
  const ids = b.objects.map((o, i) =>
    game.createCard(
      card(`object-${i}`, {
        types: o.types,
        subtypes: o.subtypes,
        colorIndicator: o.colors.length ? o.colors : undefined,
        power: o.power,
        toughness: o.toughness,
        abilities: [...(o.flying ? [{ id: "flying", keyword: "flying" as const }] : []), ...(o.ability ? [{ id: "static", static: o.ability }] : [])],
      }),
      "battlefield",
      o.controller,
    ),
  );
  for (const e of b.resolved)
    game.addContinuousEffect({ source: null, controller: e.controller, affected: [...new Set(e.affected.map((i) => ids[i]))], duration: "end-of-turn", def: e.def, description: "model" });
  return { game, ids };
}

// ---------------------------------------------------------------- the model

interface ModelValues {
  types: CardType[];
  subtypes: string[];
  everyCreatureType: boolean;
  colors: Color[];
  keywords: string[];
  /** Whether it still has its printed static ability. */
  hasStatic: boolean;
  controller: string;
  power: number;
  toughness: number;
}
type World = ModelValues[];

interface ModelEffect {
  key: number;
  /** Index of the object whose static ability it is, or null (a resolved effect with its fixed set). */
  source: number | null;
  controller: string;
  locked: number[] | null;
  def: ContinuousDef;
}
interface ModelPart {
  effect: ModelEffect;
  kind: PartKind;
}

function kinds(def: ContinuousDef, fromStatic: boolean): PartKind[] {
  const list: PartKind[] = [];
  if (def.gainControl) list.push("control");
  if (def.types || def.subtypes) list.push("type");
  if (def.colors) list.push("color");
  if (def.abilities) list.push("ability");
  if (def.setPT) list.push("pt-set");
  if (def.modifyPT) list.push(fromStatic ? "pt-modify-static" : "pt-modify-other");
  return list;
}

const clone = (w: World): World => w.map((v) => ({ ...v, types: [...v.types], subtypes: [...v.subtypes], colors: [...v.colors], keywords: [...v.keywords] }));

function you(e: ModelEffect, w: World): string {
  return e.source === null ? e.controller : w[e.source].controller;
}

function matches(f: Filter, id: number, e: ModelEffect, w: World): boolean {
  const v = w[id];
  if (f.types && !f.types.every((t) => v.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((s) => v.subtypes.includes(s) || v.everyCreatureType)) return false;
  if (f.colors && !f.colors.some((c) => v.colors.includes(c as Color))) return false;
  if (f.controller === "you" && v.controller !== you(e, w)) return false;
  if (f.controller === "opponent" && v.controller === you(e, w)) return false;
  if (f.withAbilities && !f.withAbilities.every((k) => v.keywords.includes(k))) return false;
  if (f.withoutAbilities && f.withoutAbilities.some((k) => v.keywords.includes(k))) return false;
  return !(f.other && id === e.source);
}

function number(x: PTValue, e: ModelEffect, w: World): number {
  if (typeof x === "number") return x;
  if (typeof x === "object" && "count" in x) {
    const q = x.count;
    return w.filter((v, id) => (q.whose !== "you" || v.controller === you(e, w)) && matches(q.filter!, id, e, w)).length;
  }
  throw new Error(`the model has no value ${JSON.stringify(x)}`);
}

/** The objects an effect would apply to in these values. */
function setOf(e: ModelEffect, w: World): number[] {
  if (e.locked) return e.locked;
  if (e.def.affects === "self") return [e.source!];
  const filter = (e.def.affects as { all: Filter }).all;
  return w.flatMap((_, id) => (matches(filter, id, e, w) ? [id] : []));
}

class Model {
  readonly w: World;
  /** 613.5: the set each effect applies to, fixed when it starts applying. */
  readonly started = new Map<number, number[]>();

  constructor(
    b: Board,
    readonly effects: ModelEffect[],
    /** 204.1a (2011-02-04): removing a card type removes the subtypes correlated with it; 1999-04-23 has no such rule. */
    private readonly correlatedSubtypes: boolean,
  ) {
    this.w = b.objects.map((o) => ({
      types: [...o.types],
      subtypes: [...o.subtypes],
      everyCreatureType: false,
      colors: [...o.colors],
      keywords: o.flying ? ["flying"] : [],
      hasStatic: o.ability !== null,
      controller: o.controller,
      power: o.power,
      toughness: o.toughness,
    }));
  }

  exists(e: ModelEffect, w: World): boolean {
    return e.source === null || this.started.has(e.key) || w[e.source].hasStatic;
  }

  /** Applies a part to the world `w` (the model's own, or a copy for a trial); returns the objects it applied to. */
  apply(p: ModelPart, w: World): number[] {
    const e = p.effect;
    if (!this.exists(e, w)) return [];
    const ids = this.started.get(e.key) ?? setOf(e, w);
    const def = e.def;
    // Numbers are counted once, before the part changes anything (each object gets the same).
    const setPT = def.setPT?.map((x) => number(x, e, w));
    const modifyPT = def.modifyPT?.map((x) => number(x, e, w));
    const controller = you(e, w);
    for (const id of ids) {
      const v = w[id];
      if (p.kind === "control") v.controller = controller;
      else if (p.kind === "type") {
        const wasCreature = v.types.includes("creature");
        if (def.types?.set) v.types = [...def.types.set];
        for (const t of def.types?.add ?? []) if (!v.types.includes(t)) v.types.push(t);
        if (def.types?.remove) v.types = v.types.filter((t) => !def.types!.remove!.includes(t));
        // The model's subtypes are all creature types (205.3m), correlated with the creature type (no tribal here).
        if (this.correlatedSubtypes && wasCreature && !v.types.includes("creature")) [v.subtypes, v.everyCreatureType] = [[], false];
        if (def.subtypes?.set) [v.subtypes, v.everyCreatureType] = [[...def.subtypes.set], false];
        if (def.subtypes?.allCreatureTypes) v.everyCreatureType = true;
        for (const s of def.subtypes?.add ?? []) if (!v.subtypes.includes(s)) v.subtypes.push(s);
      } else if (p.kind === "color") v.colors = (def.colors as { set: Color[] }).set.slice();
      else if (p.kind === "ability") {
        if (def.abilities!.removeAll) [v.keywords, v.hasStatic] = [[], false];
        if (def.abilities!.remove) v.keywords = v.keywords.filter((k) => !def.abilities!.remove!.includes(k));
        if (def.abilities!.add && !v.keywords.includes("flying")) v.keywords.push("flying");
      } else if (p.kind === "pt-set") [v.power, v.toughness] = setPT!;
      else {
        v.power += modifyPT![0];
        v.toughness += modifyPT![1];
      }
    }
    return ids;
  }

  /** 613.7a: whether applying `b` now would change `a`'s existence, what it applies to, or what it does. */
  dependsOn(a: ModelPart, b: ModelPart): boolean {
    const e = a.effect;
    const after = clone(this.w);
    this.apply(b, after);
    const started = this.started.has(e.key);
    if (!started && e.source !== null && this.w[e.source].hasStatic !== after[e.source].hasStatic) return true;
    const before = this.started.get(e.key) ?? setOf(e, this.w);
    if (!started && !e.locked && String(before) !== String(setOf(e, after))) return true;
    if (before.length === 0) return false;
    const amounts = (w: World) => String([...(e.def.setPT ?? []), ...(e.def.modifyPT ?? [])].map((x) => number(x, e, w)));
    return a.kind.startsWith("pt-") && amounts(this.w) !== amounts(after);
  }

  /** Whether `a` depends, through other waiting parts, on itself (613.7b: a dependency loop). */
  inLoop(a: ModelPart, waiting: ModelPart[]): boolean {
    const seen = new Set<ModelPart>();
    const stack = [a];
    while (stack.length) {
      const p = stack.pop()!;
      for (const q of waiting) {
        if (q === p || !this.dependsOn(p, q)) continue;
        if (q === a) return true;
        if (!seen.has(q)) stack.push(q), seen.add(q);
      }
    }
    return false;
  }

  run(stages: PartKind[][], whole: boolean): void {
    for (const stageKinds of stages) {
      // Before 2005-10-01 a type-changing effect applies whole where types change (214.5 / 418.5b).
      const inStage = (def: ContinuousDef, kind: PartKind, all: PartKind[]) =>
        whole && all.includes("type") ? stageKinds.includes("type") : stageKinds.includes(kind);
      const waiting: ModelPart[] = [];
      for (const effect of this.effects) {
        if (!this.exists(effect, this.w)) continue;
        const all = kinds(effect.def, effect.source !== null);
        for (const kind of all) if (inStage(effect.def, kind, all)) waiting.push({ effect, kind });
      }
      while (waiting.length) {
        const free = waiting.find((a) => !waiting.some((b) => b !== a && this.dependsOn(a, b)));
        const next = free ?? waiting.find((a) => this.inLoop(a, waiting))!;
        waiting.splice(waiting.indexOf(next), 1);
        const existed = this.exists(next.effect, this.w);
        const ids = this.apply(next, this.w);
        if (existed && !this.started.has(next.effect.key)) this.started.set(next.effect.key, ids);
      }
    }
  }
}

/** The model's characteristics of every object, for the given rules (stages and type-changing behaviour as data). */
function modelled(b: Board): ModelValues[] {
  const effects: ModelEffect[] = [];
  b.objects.forEach((o, i) => {
    if (o.ability) effects.push({ key: effects.length, source: i, controller: o.controller, locked: null, def: o.ability });
  });
  for (const e of b.resolved) effects.push({ key: effects.length, source: null, controller: e.controller, locked: [...new Set(e.affected)], def: e.def });
  const rules = ruleSet(b.version);
  const model = new Model(b, effects, citeIfAny(rules, "correlatedSubtypes") !== null);
  model.run(STAGES[rules.behaviours.layers].filter((s) => !s.kinds.includes("copy")).map((s) => s.kinds), rules.behaviours.typeChangingEffects === "whole");
  return model.w;
}

function seen(g: Game, id: string): ModelValues {
  const c = g.characteristics(id);
  const statics = c.abilities.filter((a) => "static" in a.def && !a.granted);
  return {
    types: [...c.types],
    subtypes: [...c.subtypes],
    everyCreatureType: Boolean(c.everyCreatureType),
    colors: [...c.colors],
    keywords: [...new Set(c.abilities.flatMap((a) => ("keyword" in a.def ? [a.def.keyword] : [])))],
    hasStatic: statics.length > 0,
    controller: c.controller,
    power: c.power!,
    toughness: c.toughness!,
  };
}

const sorted = (v: ModelValues) => ({ ...v, types: [...v.types].sort(), subtypes: [...v.subtypes].sort(), colors: [...v.colors].sort(), keywords: [...v.keywords].sort() });

const BOARDS = 150;

describe("613.7 / 418.5b: the engine orders effects in a layer as the rule's words do, on random boards", () => {
  for (const version of ["2011-02-04", "1999-04-23"])
    it(`${version}: ${BOARDS} boards, every object's characteristics as the model derives them`, () => {
      let dependent = 0;
      for (let seed = 1; seed <= BOARDS; seed++) {
        const b = board(seed * 7919, version);
        const { game, ids } = setUp(b);
        const want = modelled(b).map(sorted);
        const got = ids.map((id) => sorted(seen(game, id)));
        if (JSON.stringify(got) !== JSON.stringify(want)) expect({ seed, board: b, got }).toEqual({ seed, board: b, got: want });
        if (ids.some((id) => game.trace(id).some((t) => t.order))) dependent++;
      }
      // The boards must exercise the rule: a good share of them apply some effect out of timestamp order.
      expect(dependent).toBeGreaterThan(BOARDS / 10);
    });
});

// Boards the model found the engine wrong on, as game situations.
describe("613.7a / 418.5b: dependencies the model found missed", () => {
  const enchantment = (slug: string, def: ContinuousDef) => card(slug, { types: ["enchantment"], power: undefined, toughness: undefined, abilities: [{ id: "static", static: def }] });
  const flyer = (slug: string) => card(slug, { abilities: [{ id: "flying", keyword: "flying" }] });

  for (const version of ["1999-04-23", "2011-02-04"])
    it(`${version}: "+X/+0, X the number of creatures you control" counts a creature whose control changed after it (418.5b: applying the control change changes what it does)`, () => {
      const g = newGame(version);
      g.createCard(enchantment("anthem", { affects: { all: { types: ["creature"] } }, modifyPT: [{ count: { zone: "battlefield", whose: "you", filter: { types: ["creature"] } } }, 0] }), "battlefield", "alex");
      const bear = g.createCard(card("bear"), "battlefield", "alex");
      const ogre = g.createCard(card("ogre"), "battlefield", "bianca");
      g.gainControl(ogre, "alex");
      // Alex controls both creatures: X = 2 (1999: one layer, the anthem waits for the control change; 2011: layer 2 first).
      expect([bear, ogre].map((id) => [g.characteristics(id).power, g.characteristics(id).toughness])).toEqual([[4, 2], [4, 2]]);
    });

  it("2011-02-04: a control effect whose source changes controller applies to what its new controller's opponents control (613.7a, layer 2)", () => {
    const g = newGame();
    // Bianca's "you control all creatures with flying your opponents control" waits for Alex gaining control of it.
    g.createCard(enchantment("sky-tyrant", { affects: { all: { types: ["creature"], controller: "opponent", withAbilities: ["flying"] } }, gainControl: true }), "battlefield", "bianca");
    // Alex's "you control all Goblins your opponents control", checked against it in the meantime.
    g.createCard(enchantment("goblin-tyrant", { affects: { all: { subtypes: ["Goblin"], controller: "opponent" } }, gainControl: true }), "battlefield", "alex");
    const alexBird = g.createCard(flyer("alex-bird"), "battlefield", "alex");
    const biancaBird = g.createCard(flyer("bianca-bird"), "battlefield", "bianca");
    g.gainControl(g.state.zones.get("battlefield")![0], "alex");
    // The sky tyrant is Alex's once applied: his opponent's bird becomes his, his own stays his.
    expect([alexBird, biancaBird].map((id) => g.characteristics(id).controller)).toEqual(["alex", "alex"]);
  });
});
