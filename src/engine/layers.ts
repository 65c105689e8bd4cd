// Interaction of continuous effects (613 in 2011, 418.5 in 2007): the layer system.
// All objects are derived together, stage by stage, because an effect's set of affected objects depends on
// the other objects' characteristics at the point where the effect starts to apply (613.5, 613.8).
import type { ColorRef, ContinuousDef, Filter, FilterConditions, PTValue, ValueExpr } from "./cards.ts";
import { chosenValue } from "./choices.ts";
import { gainableSubtypes, gainsEveryCreatureType, keepCorrelatedSubtypes, replaceSubtypesOfTheirSets } from "./creature-types.ts";
import { applyCopyEffect, citations as copyCitations } from "./copy.ts";
import { fillSubject, matchesFilter, type FilterContext, type FilterSubject } from "./filters.ts";
import { addIntrinsicManaAbilities, setsBasicLandTypes } from "./land-types.ts";
import type { PartKind, RuleSet } from "./ruleset.ts";
import type { LayerStructure } from "./timeline.ts";
import {
  type ContinuousEffect, type GameObject, type GameState, type ObjectId, type PlayerId, objectsInZones, opponents, player, zoneKey,
} from "./state.ts";
import {
  type AbilityInstance, type Characteristics, type Values, abilityKey, amountOfConvertedManaCost, cloneValues,
  combinedSplitValues, faceDownValues, hasAbility, withFlipApplied,
} from "./values.ts";
import type { EffectDescription, OrderReason, TraceEntry } from "./narration.ts";
import { citationTable, EIGHTH, M10, NEW_RULE } from "./citations.ts";
import { citations as faceDownCitations } from "./face-down.ts";

/** 2001-07-23 to 2003-05-26: 418.5e gives the order of continuous effects; 214.5 gives only the initial values. */
const ORDER_RULE = "418.5e orders the continuous effects (214.5 gives only the initial values they start from)";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/layers.ts", {
  cdaFirst: [["1999-04-23", "214.5"], ["2003-07-01", "418.5a"], ["2009-07-08", "612.2", M10], ["2009-10-05", "613.2"], ["2020-04-17", "613.3"]],
  timestamp: [["1999-04-23", "214.5"], ["2001-07-23", "418.5c", "418.5c: effects are applied in timestamp order"], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.6", M10], ["2009-10-05", "613.6"], ["2020-04-17", "613.7"]],
  dependency: [["1999-04-23", "418.5b"], ["2003-07-01", "418.5c"], ["2009-07-08", "612.7a"], ["2009-10-05", "613.7a"], ["2020-04-17", "613.8a"]],
  dependencyLoop: [["1999-04-23", "418.5c"], ["2003-07-01", "418.5d", EIGHTH], ["2009-07-08", "612.7b"], ["2009-10-05", "613.7b"], ["2020-04-17", "613.8b"]],
  sameSet: [["2003-12-01", "418.5b"], ["2009-07-08", "612.5"], ["2009-10-05", "613.5"], ["2020-04-17", "613.6"]],
  // The 1999 rules have no copy effects (the copy rules, 503, and 418.5e's "then applying copy effects" begin 2001-07-23).
  layerCopy: [["2001-07-23", "418.5e"], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1a", M10], ["2009-10-05", "613.1a"]],
  layerControl: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1b", M10], ["2009-10-05", "613.1b"]],
  layerText: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1c", M10], ["2009-10-05", "613.1c"]],
  layerType: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1d", M10], ["2009-10-05", "613.1d"]],
  layerColor: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1e", M10], ["2009-10-05", "613.1e"]],
  layerAbility: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.1f", M10], ["2009-10-05", "613.1f"]],
  layerPtCda: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3a", M10], ["2009-10-05", "613.3a"], ["2020-04-17", "613.4a"]],
  layerPtSet: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3b", M10], ["2009-10-05", "613.3b"], ["2020-04-17", "613.4b"]],
  layerPtModify: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3c", M10], ["2009-10-05", "613.3c"], ["2020-04-17", "613.4c"]],
  layerPtCounters: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3d", M10], ["2009-10-05", "613.3d"], ["2020-04-17", null]],
  layerPtSwitch: [["1999-04-23", "214.5"], ["2001-07-23", "418.5e", ORDER_RULE], ["2003-07-01", "418.5a", EIGHTH], ["2009-07-08", "612.3e", M10], ["2009-10-05", "613.3e"], ["2020-04-17", "613.4d"]],
  flip: [["2004-10-01", "508.2"], ["2009-07-08", "709.2"], ["2021-07-23", "710.2"]],
  fullText: [["2003-07-01", "418.6"], ["2009-07-08", "611.5", M10], ["2009-10-05", "612.5"], ["2022-10-07", "612.6"]],
  /**
   * Removing an object's card type removes the subtypes correlated with it (212.1b from 2007-05-01, Future Sight;
   * 204.1a from M10; 205.1a from 2011-09-30); before, the type rules say nothing of subtypes: they stay.
   */
  /**
   * New subtypes replace only the existing subtypes of their own set (212.1b from 2003-10-01: "of that type"; "from the
   * appropriate set" from 2007-05-01; 204.1a, 205.1a): land types replace land types, a land creature keeps its
   * creature types. Before, the new subtypes replace them all.
   */
  subtypesOfTheirSet: [["1999-04-23", null], ["2003-10-01", "212.1b", "212.1b gained the sentence 'when the subtypes of one of an object's types change, the new subtype(s) replaces any existing subtypes of that type'"], ["2009-07-08", "204.1a"], ["2011-09-30", "205.1a"]],
  correlatedSubtypes: [["1999-04-23", null], ["2007-05-01", "212.1b", "212.1b gained the sentence 'If an object's type is removed, the subtypes correlated with that type … are also removed'"], ["2009-07-08", "204.1a"], ["2011-09-30", "205.1a"]],
});
type LayerCitation = keyof typeof citations.table;

/** One step of the layer system: a layer, or a sublayer of the P/T layer. */
interface Stage {
  /** "1" … "7e" (2011) or "1" … "6e" (2007): the name the rule gives it. */
  id: string;
  kinds: PartKind[];
  /** The rule that places these effects here. */
  citation: LayerCitation;
}

const stage = (id: string, kinds: PartKind[], citation: LayerCitation): Stage => ({ id, kinds, citation });

/** Everything the rules of 2001–2003 apply "then … all other continuous effects", in timestamp order. */
const OTHER_EFFECTS: PartKind[] = ["control", "color", "ability", "pt-set", "pt-modify-static", "pt-modify-other", "pt-switch"];

/** Layers 1–4 (copy, control, text, type), the same from 418.5a (2003-10-01) on. */
const LAYERS_1_TO_4 = [
  stage("1", ["copy"], "layerCopy"),
  stage("2", ["control"], "layerControl"),
  stage("3", ["text"], "layerText"),
  stage("4", ["type"], "layerType"),
];

/** Layers 1–6 and sublayers 7a–7b, the same in every seven-layer system (612 / 613 from M10). */
const SEVEN_LAYERS_TO_7B = [
  ...LAYERS_1_TO_4,
  stage("5", ["color"], "layerColor"),
  stage("6", ["ability"], "layerAbility"),
  stage("7a", ["pt-cda"], "layerPtCda"),
  stage("7b", ["pt-set"], "layerPtSet"),
];

/** The stages of each layer system, in application order (613.1 + 613.3 in 2011; 418.5a in 2007), and the rule placing each. */
export const STAGES: Readonly<Record<LayerStructure, readonly Stage[]>> = {
  // 214.5 and the glossary (1999): the initial value (printed, or stated by a type-changing ability), counters, then
  // every continuous effect in timestamp order (418.5c). These rules have no copy effects: their stage cites no rule,
  // so a copy effect under them fails naming that (the copy rules, 503, begin 2001-07-23).
  "initial-counters-effects": [
    stage("copy", ["copy"], "layerCopy"),
    stage("initial", ["type"], "layerType"),
    stage("counters", ["pt-counters"], "layerPtCounters"),
    stage("continuous", ["text", "pt-cda", ...OTHER_EFFECTS], "layerPtModify"),
  ],
  // 418.5e: these rules name no layers, so each step is named by the effects it applies.
  "copy-type-counters-other": [
    stage("copy", ["copy"], "layerCopy"),
    stage("type", ["type"], "layerType"),
    stage("counters", ["pt-counters"], "layerPtCounters"),
    stage("other", ["text", "pt-cda", ...OTHER_EFFECTS], "layerPtModify"),
  ],
  // 418.5a (2003-07-01). A characteristic-setting ability that sets a colour is applied with the other colour
  // effects (its own stage would hold power and toughness only): the engine has no colour-setting ability before 2005.
  "copy-text-cda-type-counters-other": [
    stage("copy", ["copy"], "layerCopy"),
    stage("text", ["text"], "layerText"),
    stage("characteristic-setting", ["pt-cda"], "layerPtCda"),
    stage("type", ["type"], "layerType"),
    stage("counters", ["pt-counters"], "layerPtCounters"),
    stage("other", OTHER_EFFECTS, "layerPtModify"),
  ],
  // 418.5a (2003-10-01): layer 6 is one layer; its characteristic-setting abilities first, then counters, then the
  // rest in timestamp order (418.5i: "Any effects that are applied after the switching effect apply normally").
  "six-layers-without-sublayers": [
    ...LAYERS_1_TO_4,
    stage("5", ["color", "ability"], "layerColor"),
    stage("6", ["pt-cda"], "layerPtCda"),
    stage("6", ["pt-counters", "pt-set", "pt-modify-static", "pt-modify-other", "pt-switch"], "layerPtCounters"),
  ],
  "six-layers": [
    ...LAYERS_1_TO_4,
    // "(5) all other continuous effects, except those that change power and/or toughness"
    stage("5", ["color", "ability"], "layerColor"),
    stage("6a", ["pt-cda"], "layerPtCda"),
    stage("6b", ["pt-set", "pt-modify-other"], "layerPtSet"),
    stage("6c", ["pt-counters"], "layerPtCounters"),
    stage("6d", ["pt-modify-static"], "layerPtModify"),
    stage("6e", ["pt-switch"], "layerPtSwitch"),
  ],
  "seven-layers": [
    ...SEVEN_LAYERS_TO_7B,
    stage("7c", ["pt-modify-static", "pt-modify-other"], "layerPtModify"),
    stage("7d", ["pt-counters"], "layerPtCounters"),
    stage("7e", ["pt-switch"], "layerPtSwitch"),
  ],
  "seven-layers-counters-in-7c": [
    ...SEVEN_LAYERS_TO_7B,
    stage("7c", ["pt-modify-static", "pt-modify-other", "pt-counters"], "layerPtModify"),
    stage("7d", ["pt-switch"], "layerPtSwitch"),
  ],
};

export interface Derived {
  characteristics: Map<ObjectId, Characteristics>;
  /** Copiable values (706.2 / 503.2): what another object copying this one would get. */
  copiable: Map<ObjectId, Values>;
  trace: Map<ObjectId, TraceEntry[]> | null;
  /**
   * Base power and toughness: what they are once characteristic-defining abilities and setting effects have
   * applied, before modifications, counters and switching (613.3a–b: "base power and toughness"). Absent where the
   * version's layers put settings and modifications in one sublayer (2007, 418.5a 6b).
   */
  basePT: Map<ObjectId, [number | null, number | null]> | null;
}

/** A continuous effect as the layer system handles it: from a resolution (locked set) or from a static ability. */
interface EffectInstance {
  key: string;
  timestamp: number;
  source: ObjectId | null;
  def: ContinuousDef;
  /** Static abilities: the object and ability key generating the effect (existence, 613.7a (b)). */
  ability: { object: ObjectId; instance: AbilityInstance } | null;
  cda: boolean;
  locked: ObjectId[] | null;
  /** Who controls a resolved effect (for "you" in its filters); static abilities use their object's controller. */
  controller?: PlayerId;
  x?: number;
  chosenColor?: string;
}

interface Part {
  effect: EffectInstance;
  kind: PartKind;
}

/** Which characteristics a part kind writes, and the dependency prefilter's vocabulary (613.7a). */
type Field = "controller" | "text" | "types" | "colors" | "abilities" | "pt" | "choices";
const WRITES: Record<PartKind, Field[]> = {
  copy: ["text", "types", "colors", "abilities", "pt"],
  control: ["controller"],
  text: ["text", "types", "colors", "abilities", "pt"],
  type: ["types"],
  color: ["colors"],
  ability: ["abilities"],
  "pt-cda": ["pt"],
  "pt-set": ["pt"],
  "pt-modify-static": ["pt"],
  "pt-modify-other": ["pt"],
  "pt-counters": ["pt"],
  "pt-switch": ["pt"],
};

interface Reads {
  existence: boolean;
  filter: Field[];
  value: Field[];
}

/** The zones an effect applies to unless it names others. */
const BATTLEFIELD = ["battlefield"] as const;

/** The subtype index's key for the objects that are every creature type (205.3m): candidates of any subtype filter. */
const EVERY_CREATURE_TYPE = "\u0000every creature type";

/**
 * Whether a type-changing part can change the answer of a filter: only if it sets types or subtypes, adds or
 * removes one the filter names, or removes a card type from a filter naming subtypes. Parts of other kinds are
 * judged by the fields they write alone.
 */
function typeChangeConcerns(applied: Part, filter: Filter): boolean {
  if (applied.kind !== "type") return true;
  const def = applied.effect.def;
  const sets = conditionSets(filter);
  if (def.types?.set || def.subtypes?.set || def.subtypes?.setChosen || def.subtypes?.addChosen || def.subtypes?.allCreatureTypes || sets.some((c) => c.subtypeChosen)) return true;
  // A card type removed takes the subtypes correlated with it (205.1a).
  if (def.types?.remove && sets.some((c) => c.subtypes?.length)) return true;
  const types = [...(def.types?.add ?? []), ...(def.types?.remove ?? [])];
  const named = sets.flatMap((c) => [...(c.types ?? []), ...(c.notTypes ?? []), ...(c.anyOfTypes ?? [])]);
  if (types.some((t) => named.includes(t))) return true;
  return (def.subtypes?.add ?? []).some((t) => sets.some((c) => c.subtypes?.includes(t)));
}

/** A filter's own conditions, then each set it may match instead ("or") and the set it excludes ("non-"). */
function conditionSets(filter: Filter): FilterConditions[] {
  return [filter, ...(filter.anyOf ?? []), ...(filter.not ? [filter.not] : [])];
}

/** Every characteristic a part reads, whatever the reason. */
function readFields(r: Reads): Field[] {
  return [...(r.existence ? (["abilities", "text"] as Field[]) : []), ...r.filter, ...r.value];
}

/** The part kinds of one continuous effect (613.5: each part applies in its own layer). */
export function kindsOf(def: ContinuousDef, fromStatic: boolean, cda: boolean): PartKind[] {
  const kinds: PartKind[] = [];
  if (def.gainControl) kinds.push("control");
  if (def.fullTextOf) kinds.push("text");
  if (def.types || def.subtypes) kinds.push("type");
  if (def.colors) kinds.push("color");
  if (def.abilities) kinds.push("ability");
  if (def.setPT) kinds.push(cda ? "pt-cda" : "pt-set");
  if (def.modifyPT) kinds.push(fromStatic ? "pt-modify-static" : "pt-modify-other");
  if (def.switchPT) kinds.push("pt-switch");
  return kinds;
}

function filterFields(filter: Filter | undefined): Field[] {
  if (!filter) return [];
  const fields: Field[] = [];
  for (const c of conditionSets(filter)) {
    if (c.types || c.notTypes || c.anyOfTypes || c.supertypes || c.notSupertypes) fields.push("types");
    if (c.colors) fields.push("colors");
    if (c.subtypes || c.subtypeChosen) fields.push("types");
    if (c.controller) fields.push("controller");
    if (c.withoutAbilities || c.withAbilities) fields.push("abilities");
  }
  return fields;
}

function valueFields(expr: PTValue | undefined): Field[] {
  // "Its converted mana cost": only copy and text effects change a mana cost, and they are applied before any P/T part.
  if (expr === undefined || typeof expr === "number" || expr === "X" || "its" in expr) return [];
  if ("count" in expr || "cardTypesAmong" in expr) {
    const query = "count" in expr ? expr.count : expr.cardTypesAmong;
    // "you" / "your opponents" in a count: who controls (or owns) what is counted (418.5b: what it does).
    const whose: Field[] = query.whose === "you" || query.whose === "opponents" ? ["controller"] : [];
    return ["types", ...whose, ...filterFields(query.filter)];
  }
  if ("sum" in expr) return expr.sum.flatMap(valueFields);
  return [];
}

function isPtKind(kind: PartKind): boolean {
  return kind.startsWith("pt-");
}

/** The derivation of all objects' characteristics for one state. */

class Derivation {
  readonly working = new Map<ObjectId, Values>();
  readonly controller = new Map<ObjectId, PlayerId>();
  readonly copiable = new Map<ObjectId, Values>();
  readonly trace: Map<ObjectId, TraceEntry[]> | null;
  /** 613.5: the set of objects an effect applies to, fixed where it first applied. */
  readonly started = new Map<string, ObjectId[]>();
  readonly instances = new Map<string, EffectInstance>();

  constructor(
    readonly state: GameState,
    readonly rules: RuleSet,
    withTrace: boolean,
  ) {
    this.trace = withTrace ? new Map() : null;
  }

  /** Records a trace entry (callers build one only when a trace was asked for). */
  record(id: ObjectId, entry: TraceEntry): void {
    const trace = this.trace!;
    let list = trace.get(id);
    if (!list) trace.set(id, (list = []));
    list.push(entry);
  }

  run(): Derived {
    const copies = new Map<ObjectId, ContinuousEffect[]>();
    // In timestamp order (613.6b): the game keeps its effects in the order they were created, each with a later timestamp.
    for (const e of this.state.effects)
      if (e.copy) for (const id of e.affected) copies.set(id, [...(copies.get(id) ?? []), e]);
    for (const o of this.state.objects.values()) this.copyLayer(o, copies.get(o.id) ?? []);
    let basePT: Derived["basePT"] = null;
    const ptStages = STAGES[this.rules.behaviours.layers].filter((stage) => stage.kinds.some(isPtKind));
    let lastSetting = -1;
    ptStages.forEach((stage, i) => {
      if (stage.kinds.includes("pt-set")) lastSetting = i;
    });
    const settingOnly = ptStages.slice(0, lastSetting + 1).every((stage) => stage.kinds.every((k) => k === "pt-cda" || k === "pt-set"));
    // Layer 1 was applied above (copyLayer): no part is of the copy stage's kind, so applying that stage changes nothing.
    for (const stage of STAGES[this.rules.behaviours.layers]) {
      this.applyStage(stage);
      // 305.6 / 212.6g: once types are known, each basic land type brings its mana ability.
      if (stage.kinds.includes("type")) for (const v of this.working.values()) addIntrinsicManaAbilities(v);
      if (settingOnly && stage === ptStages[lastSetting])
        basePT = this.powerAndToughness();
    }
    // The working values belong to this derivation: they become the characteristics, with the controller added.
    const characteristics = this.working as Map<ObjectId, Characteristics>;
    for (const [id, values] of characteristics) values.controller = this.controller.get(id)!;
    return { characteristics, copiable: this.copiable, trace: this.trace, basePT };
  }

  /** Each object's power and toughness at this point of the derivation. */
  private powerAndToughness(): Map<ObjectId, [number | null, number | null]> {
    const pt = new Map<ObjectId, [number | null, number | null]>();
    for (const [id, v] of this.working) pt.set(id, [v.power, v.toughness]);
    return pt;
  }

  // ---- layer 1: copy effects, then face-down status, then flip status (706.2, 706.3, 707.2, 709.2) ----

  private copyLayer(o: GameObject, copyEffects: ContinuousEffect[]): void {
    const stage = STAGES[this.rules.behaviours.layers].find((s) => s.kinds.includes("copy"))!;
    // Printed values are never changed in place: copy effects and the working values below make their own.
    let values = o.base.back ? faceUp(o) : o.base;
    // 708.4 (from 2017-04-28): outside the stack a split card's characteristics are its two halves' combined.
    if (values.halves && this.rules.behaviours.splitCharacteristics === "combined") values = combinedSplitValues(values);
    // Read before applying any: rules with no copy effects (before 2001-07-23) have no such rule, and reading it throws NoRuleSetError.
    const copyRule = copyEffects.length > 0 ? `${citations.cite(this.rules, stage.citation)}, ${copyCitations.cite(this.rules, "copiableValues")}` : "";
    for (const effect of copyEffects) {
      values = applyCopyEffect(values, effect.copy!, this.rules);
      if (this.trace) this.record(o.id, {
        stage: stage.id,
        timestamp: effect.timestamp,
        source: effect.source,
        what: { copy: { original: effect.copy!.originalName, except: effect.copy!.except } },
        rule: copyRule,
      });
    }
    if (o.status.faceDown) {
      // Rules with no face-down permanents (before 2001-07-23) have no face-down rule: reading it throws NoRuleSetError.
      const rule = faceDownCitations.cite(this.rules, "faceDown");
      values = faceDownValues(this.rules.behaviours.faceDownManaCost!);
      if (this.trace) this.record(o.id, {
        stage: stage.id,
        timestamp: null,
        source: null,
        what: { faceDown: true },
        rule,
      });
    }
    this.copiable.set(o.id, values);
    let working: Values;
    if (o.status.flipped && o.zone === "battlefield" && values.flip) {
      working = withFlipApplied(values, values.flip);
      if (this.trace) this.record(o.id, { stage: stage.id, timestamp: null, source: null, what: { flipped: true }, rule: citations.cite(this.rules, "flip") });
    } else {
      working = cloneValues(values);
      working.flip = null;
    }
    this.working.set(o.id, working);
    this.controller.set(o.id, o.controller);
  }

  // ---- layers 2–7 ----

  private applyStage(stage: Stage): void {
    const parts = this.collectParts(stage);
    // Abilities may change in this stage: static abilities are gathered again for the next one.
    if (parts.some((p) => writesOf(p).includes("abilities"))) this.statics = null;
    if (stage.kinds.includes("pt-counters")) this.applyCounters(stage);
    // Each characteristic-defining ability affects only its own object (604.3a): their order among themselves changes nothing.
    const cdas = parts.filter((p) => p.effect.cda);
    for (const part of cdas) this.applyPart(stage, part, { rule: citations.cite(this.rules, "cdaFirst"), reason: "cda" });
    this.applyInDependencyOrder(stage, parts.filter((p) => !p.effect.cda));
  }

  /** Effects with a part in this stage: from resolutions, and from static abilities objects have right now. */
  private collectParts(stage: Stage): Part[] {
    const parts: Part[] = [];
    // Before 2005-10-01 a type-changing effect applies whole where type changes apply (214.5, 418.5b): its other parts with it.
    const whole = this.rules.behaviours.typeChangingEffects === "whole";
    const add = (effect: EffectInstance, kinds: PartKind[]) => {
      const inTypeStage = whole && kinds.includes("type");
      for (const kind of kinds) if (inTypeStage ? stage.kinds.includes("type") : stage.kinds.includes(kind)) parts.push({ effect, kind });
    };
    for (const { effect, kinds } of this.resolutionEffects()) add(effect, kinds);
    const seen = new Set<string>();
    for (const { effect, kinds } of this.staticEffects()) {
      seen.add(effect.key);
      add(effect, kinds);
    }
    // 613.5: an effect that started applying keeps applying in later layers even if its ability is gone.
    for (const [key, effect] of this.instances)
      if (effect.ability && !seen.has(key) && this.started.has(key)) add(effect, kindsOf(effect.def, true, effect.cda));
    return parts;
  }

  private resolutions: { effect: EffectInstance; kinds: PartKind[] }[] | null = null;
  private statics: { effect: EffectInstance; kinds: PartKind[] }[] | null = null;

  /** Effects created by resolutions (and scenario effects), with their part kinds: the same for every stage. */
  private resolutionEffects(): { effect: EffectInstance; kinds: PartKind[] }[] {
    if (!this.resolutions)
      this.resolutions = this.state.effects.filter((e) => e.def).map((e) => ({ effect: this.resolutionInstance(e), kinds: kindsOf(e.def!, false, false) }));
    return this.resolutions;
  }

  /**
   * Effects of the static abilities objects have at this point. Kept between stages until a stage changes
   * abilities (text, ability-adding or -removing effects), since only those can add or remove one.
   */
  private staticEffects(): { effect: EffectInstance; kinds: PartKind[] }[] {
    if (this.statics) return this.statics;
    const statics: { effect: EffectInstance; kinds: PartKind[] }[] = [];
    for (const [id, values] of this.working) {
      const o = this.state.objects.get(id)!;
      for (const instance of values.abilities) {
        if (!("static" in instance.def)) continue;
        const cda = Boolean(instance.def.cda) && !instance.granted;
        // 611.3b: static abilities function on the battlefield; CDAs function everywhere (604.3).
        if (o.zone !== "battlefield" && !cda) continue;
        if (o.zone === "battlefield" && o.status.phasedOut) continue;
        const effect = this.staticInstance(o, instance, cda);
        statics.push({ effect, kinds: kindsOf(effect.def, true, cda) });
      }
    }
    return (this.statics = statics);
  }

  private resolutionInstance(e: ContinuousEffect): EffectInstance {
    let instance = this.instances.get(e.id);
    if (!instance) {
      instance = {
        key: e.id,
        timestamp: e.timestamp,
        source: e.source,
        def: e.def!,
        ability: null,
        cda: false,
        locked: e.affected,
        controller: e.controller,
        x: e.x,
        chosenColor: e.chosenColor,
      };
      this.instances.set(e.id, instance);
    }
    return instance;
  }

  private staticInstance(o: GameObject, instance: AbilityInstance, cda: boolean): EffectInstance {
    const key = `${o.id}/${abilityKey(instance)}@${instance.grantedAt ?? 0}`;
    let effect = this.instances.get(key);
    if (!effect) {
      const def = (instance.def as { static: ContinuousDef }).static;
      effect = {
        key,
        // 613.6a: the later of the object's timestamp and that of the effect that granted the ability.
        timestamp: Math.max(o.timestamp, instance.grantedAt ?? 0),
        source: o.id,
        def,
        ability: { object: o.id, instance },
        cda,
        locked: null,
      };
      this.instances.set(key, effect);
    }
    return effect;
  }

  /**
   * 613.7b–c: apply, one at a time, the earliest-timestamp effect that depends on no effect still waiting;
   * if every waiting effect depends on another, the effects of a dependency loop go in timestamp order.
   */
  private applyInDependencyOrder(stage: Stage, parts: Part[]): void {
    const remaining = [...parts].sort(byTimestamp);
    // Only parts that read something this stage's parts write can ever wait for another (613.7a (b)).
    const writes = new Set(parts.flatMap((p) => writesOf(p)));
    const mayDepend = new Set(parts.filter((p) => readFields(this.fieldsRead(p)).some((f) => writes.has(f))));
    const granted = this.grantedInStage(stage, parts, remaining);
    if (mayDepend.size === 0) {
      while (remaining.length > 0) {
        const part = remaining.shift()!;
        this.applyPart(stage, part);
        granted(part);
      }
      return;
    }
    const dependencies = new DependencyCache(this, [...remaining]);
    while (remaining.length > 0) {
      let chosen = -1;
      let reason: TraceEntry["order"];
      for (let i = 0; i < remaining.length; i++) {
        if (!mayDepend.has(remaining[i]) || !dependencies.dependsOnAny(remaining[i], remaining)) {
          chosen = i;
          if (i > 0) reason = { rule: citations.cite(this.rules, "dependency"), reason: "dependency" };
          break;
        }
      }
      if (chosen < 0) {
        chosen = remaining.indexOf(dependencies.earliestInLoop(remaining));
        reason = { rule: citations.cite(this.rules, "dependencyLoop"), reason: "loop" };
      }
      const [part] = remaining.splice(chosen, 1);
      const touched = this.applyPart(stage, part, reason, dependencies.knownSet(part));
      dependencies.invalidate(touched, part);
      granted(part);
    }
  }

  /**
   * A static ability that an effect of this stage grants may have effects of this stage too ("has 'equipped creature
   * has flying'"): they exist only once the effect granting it has applied (613.8a / 613.7a / 418.5c, existence), and
   * wait with the others in timestamp order. Returns what to call after a part applies: it adds the parts of the static
   * abilities it granted to `remaining` (which no waiting part is found to depend on).
   */
  private grantedInStage(stage: Stage, parts: Part[], remaining: Part[]): (applied: Part) => void {
    const seen = new Set(parts.map(partKey));
    return (applied) => {
      if (!applied.effect.def.abilities?.add?.some((a) => "static" in a)) return;
      this.statics = null;
      for (const p of this.collectParts(stage)) {
        if (p.effect.cda || seen.has(partKey(p))) continue;
        seen.add(partKey(p));
        remaining.push(p);
      }
      remaining.sort(byTimestamp);
    };
  }

  /** The objects a part applies to, fixing the set the first time one of its parts applies (613.5). */
  affectedBy(part: Part, view: (id: ObjectId) => Values = (id) => this.working.get(id)!): ObjectId[] {
    const fixed = this.started.get(part.effect.key);
    if (fixed) return fixed;
    return this.candidateSet(part.effect, view);
  }

  candidateSet(effect: EffectInstance, view: (id: ObjectId) => Values): ObjectId[] {
    if (effect.locked) return effect.locked.filter((id) => this.inAffectedZone(effect, id));
    // Otherwise the effect of a static ability, whose source is the object that has it.
    const source = this.state.objects.get(effect.source!)!;
    if (effect.def.condition && !this.conditionHolds(effect, view)) return [];
    const affects = effect.def.affects;
    if (affects === "self") return [source.id];
    if (affects === "enchanted" || affects === "equipped") return source.attachedTo ? [source.attachedTo] : [];
    if (typeof affects === "object") {
      const result: ObjectId[] = [];
      const ctx = this.filterContext(effect);
      for (const id of objectsInZones(this.state, affects.in ?? BATTLEFIELD)) if (this.matchesIn(affects.all, id, view(id), effect.source, ctx)) result.push(id);
      return result;
    }
    return [];
  }

  /** Whether an object an effect's set holds is still in a zone the effect applies to (a new object once it moves, 400.7). */
  private inAffectedZone(effect: EffectInstance, id: ObjectId): boolean {
    const zone = this.state.objects.get(id)?.zone;
    const zones: readonly string[] = typeof effect.def.affects === "object" ? (effect.def.affects.in ?? BATTLEFIELD) : BATTLEFIELD;
    return zone !== undefined && zones.includes(zone);
  }

  private conditionHolds(effect: EffectInstance, view: (id: ObjectId) => Values): boolean {
    const condition = effect.def.condition!;
    const top = this.topOfGraveyard(effect, condition.topOfGraveyard.whose);
    return top !== null && this.matchesValues(condition.topOfGraveyard.filter, top, view(top), effect);
  }

  /** The top card of the graveyard of the source's current controller (layer 2 already applied). */
  topOfGraveyard(effect: EffectInstance, _whose: "you"): ObjectId | null {
    const controller = this.controller.get(effect.source!)!;
    return this.state.zones.get(zoneKey("graveyard", controller))!.at(-1) ?? null;
  }

  effectController(effect: EffectInstance): PlayerId {
    if (effect.ability) return this.controller.get(effect.ability.object)!;
    return effect.controller ?? this.state.players[0].id;
  }

  matches(filter: Filter, id: ObjectId, effect: EffectInstance, view: (id: ObjectId) => Values): boolean {
    return this.matchesValues(filter, id, view(id), effect);
  }

  matchesValues(filter: Filter, id: ObjectId, v: Values, effect: EffectInstance): boolean {
    return this.matchesIn(filter, id, v, effect.source, this.filterContext(effect));
  }

  /** Whether `id`, with values `v`, matches a filter of an effect whose source and context are given. */
  private matchesIn(filter: Filter, id: ObjectId, v: Values, source: ObjectId | null, ctx: FilterContext): boolean {
    return matchesFilter(filter, v, fillSubject(this.subject, this.state.objects.get(id)!, source, this.controller.get(id)), ctx);
  }

  /** The object a filter sees, filled again for each match rather than made anew (the layer system matches often). */
  private readonly subject: FilterSubject = { isSource: false, isToken: false, tapped: false, controller: undefined, counters: {} };

  /** Who "you" is and what was chosen, for one effect: built once per derivation, not per object matched. */
  private readonly contexts = new Map<EffectInstance, FilterContext>();
  private filterContext(effect: EffectInstance): FilterContext {
    let ctx = this.contexts.get(effect);
    if (!ctx) {
      ctx = { you: this.effectController(effect), chosen: (kind) => this.chosenFor(effect, kind), teamOf: (p) => player(this.state, p).team };
      this.contexts.set(effect, ctx);
    }
    // Control of the source can change during the derivation (layer 2): "you" follows it.
    ctx.you = this.effectController(effect);
    return ctx;
  }

  /** The linked choice an effect refers to: its ability's, or the one made as the effect was created. */
  private chosenFor(effect: EffectInstance, kind: "color" | "creature-type" | "exiled-card"): string | undefined {
    if (!effect.ability) return kind === "color" ? effect.chosenColor : undefined;
    return chosenValue(this.rules, this.state.objects.get(effect.ability.object)!, effect.ability.instance, kind);
  }

  private resolveColor(c: ColorRef, effect: EffectInstance): string | undefined {
    return typeof c === "string" ? c : this.chosenFor(effect, "color");
  }

  /** The number a value stands for, for the object `subject` the effect applies to ("its converted mana cost"). */
  value(expr: PTValue, effect: EffectInstance, view: (id: ObjectId) => Values, subject?: ObjectId): number {
    if (typeof expr === "number") return expr;
    if (expr === "X") return effect.x ?? 0;
    if ("its" in expr) return amountOfConvertedManaCost(view(subject!));
    if ("sum" in expr) return expr.sum.reduce((total: number, e: ValueExpr) => total + this.value(e, effect, view, subject), 0);
    if ("convertedManaCostOf" in expr && expr.convertedManaCostOf === "exiled-card") {
      // "The exiled card's converted mana cost" (607): the card its linked ability exiled, while it is still in exile.
      const id = this.chosenFor(effect, "exiled-card");
      return id !== undefined && this.state.objects.get(id)?.zone === "exile" ? amountOfConvertedManaCost(view(id)) : 0;
    }
    if ("powerOf" in expr || "convertedManaCostOf" in expr) return 0; // known only while a spell or ability resolves
    const me = this.effectController(effect);
    if ("lifeTotalOf" in expr) return expr.lifeTotalOf === "you" ? this.state.players.find((p) => p.id === me)!.life : 0;
    if ("lowestLifeTotal" in expr) return Math.min(...this.state.players.filter((p) => !p.lost).map((p) => p.life));
    if ("halfLifeRoundedUp" in expr) return expr.halfLifeRoundedUp === "you" ? Math.ceil(this.state.players.find((p) => p.id === me)!.life / 2) : 0;
    if ("halfLifeRoundedDown" in expr) return expr.halfLifeRoundedDown === "you" ? Math.floor(this.state.players.find((p) => p.id === me)!.life / 2) : 0;
    const query = "count" in expr ? expr.count : expr.cardTypesAmong;
    const whose = query.whose ?? "any";
    const owners =
      whose === "you" ? [me] : whose === "opponents" ? opponents(this.state, me).map((p) => p.id) : this.state.players.map((p) => p.id);
    let ids: ObjectId[];
    if (query.zone === "battlefield" || query.zone === "stack" || query.zone === "exile") {
      ids = this.state.zones.get(query.zone)!.filter((id) => whose === "any" || owners.includes(this.controller.get(id)!));
    } else ids = owners.flatMap((p) => this.state.zones.get(zoneKey(query.zone, p))!);
    const selected = ids.filter((id) => !query.filter || this.matches(query.filter, id, effect, view));
    if ("count" in expr) return selected.length;
    return new Set(selected.flatMap((id) => view(id).types)).size;
  }

  /** Applies one part to each object it affects; returns the objects it changed. */
  applyPart(stage: Stage, part: Part, order?: TraceEntry["order"], known?: ObjectId[]): ObjectId[] {
    const e = part.effect;
    // An effect from a static ability exists only while the ability does, until it has started (613.5).
    if (e.ability && !this.started.has(e.key) && !hasAbility(this.working.get(e.ability.object)!, abilityKey(e.ability.instance))) return [];
    const ids = this.started.get(e.key) ?? known ?? this.affectedBy(part);
    this.started.set(e.key, ids);
    const view = (x: ObjectId) => this.working.get(x)!;
    for (const id of ids) {
      // The working values belong to this derivation: parts change them in place.
      this.working.set(id, this.applyTo(part, id, this.working.get(id)!, view));
      if (this.trace) this.record(id, {
        stage: stage.id,
        timestamp: part.effect.timestamp,
        source: part.effect.source,
        what: this.partWhat(part, id),
        rule: citations.cite(this.rules, stage.citation),
        order,
      });
    }
    return ids;
  }

  /** What a part did to an object, for the trace: its definition, with X and the colour as chosen, and the P/T it gave. */
  private partWhat(part: Part, id: ObjectId): EffectDescription {
    const v = this.working.get(id)!;
    const pt = part.kind.startsWith("pt-") ? { result: { power: v.power, toughness: v.toughness } } : {};
    return { part: part.kind, def: part.effect.def, chosenColor: part.effect.chosenColor, x: part.effect.x, ...pt };
  }

  /** The values of `id` after `part` is applied to them (also used for dependency trials). */
  applyTo(part: Part, id: ObjectId, v: Values, view: (id: ObjectId) => Values): Values {
    const def = part.effect.def;
    switch (part.kind) {
      case "control":
        this.controller.set(id, this.effectController(part.effect));
        return v;
      case "text":
        return this.applyFullText(part.effect, v);
      case "type": {
        const before = v.types;
        if (def.types?.set) v.types = [...def.types.set];
        if (def.types?.add) for (const t of def.types.add) if (!v.types.includes(t)) v.types.push(t);
        if (def.types?.remove) v.types = v.types.filter((t) => !def.types!.remove!.includes(t));
        if (citations.citeIfAny(this.rules, "correlatedSubtypes") !== null && (def.types?.set || def.types?.remove)) {
          const removed = before.filter((t) => !v.types.includes(t));
          if (removed.length > 0) keepCorrelatedSubtypes(v, removed);
        }
        // "… are the chosen type" (607): the linked choice's creature type is set; an undefined choice sets nothing (706.7a).
        const setChosen = def.subtypes?.setChosen ? this.chosenFor(part.effect, "creature-type") : undefined;
        const set = def.subtypes?.set ?? (setChosen === undefined ? undefined : [setChosen]);
        if (set) {
          // 305.7 / 212.6h: a land whose subtype is set to basic land types loses the abilities of its rules text.
          if (setsBasicLandTypes(v, set)) v.abilities = v.abilities.filter((a) => a.granted);
          if (citations.citeIfAny(this.rules, "subtypesOfTheirSet") === null) {
            v.subtypes = [...set];
            v.everyCreatureType = false;
          } else replaceSubtypesOfTheirSets(v, gainableSubtypes(this.rules, v.types, set));
        }
        // The subtypes it gains are those of a card type it has once this part's own type changes applied (205.3d).
        // "This object is every creature type" (changeling, 702.72a).
        if (def.subtypes?.allCreatureTypes && gainsEveryCreatureType(this.rules, v.types)) v.everyCreatureType = true;
        // "is the chosen type in addition to its other types" (607): an undefined choice adds nothing (706.7a).
        const chosen = def.subtypes?.addChosen ? this.chosenFor(part.effect, "creature-type") : undefined;
        const added = [...(chosen ? [chosen] : []), ...(def.subtypes?.add ?? [])];
        for (const t of gainableSubtypes(this.rules, v.types, added)) if (!v.subtypes.includes(t)) v.subtypes.push(t);
        return v;
      }
      case "color": {
        const colors = def.colors!;
        if ("choose" in colors) v.colors = part.effect.chosenColor ? [part.effect.chosenColor as never] : v.colors;
        else if ("add" in colors) {
          // "… in addition to its other colors": an undefined choice adds nothing (706.7a).
          for (const c of colors.add.map((c) => this.resolveColor(c, part.effect))) if (c !== undefined && !v.colors.includes(c as never)) v.colors.push(c as never);
        } else v.colors = colors.set.map((c) => this.resolveColor(c, part.effect)).filter((c) => c !== undefined) as never;
        return v;
      }
      case "ability": {
        const change = def.abilities!;
        if (change.removeAll) v.abilities = [];
        if (change.remove) v.abilities = v.abilities.filter((a) => !("keyword" in a.def && change.remove!.includes(a.def.keyword)));
        for (const added of change.add ?? [])
          v.abilities.push({ def: added, origin: `effect:${part.effect.key}`, granted: true, grantedAt: part.effect.timestamp });
        return v;
      }
      case "pt-cda":
      case "pt-set":
        v.power = this.value(def.setPT![0], part.effect, view, id);
        v.toughness = this.value(def.setPT![1], part.effect, view, id);
        return v;
      case "pt-modify-static":
      case "pt-modify-other":
        if (v.power === null || v.toughness === null) return v;
        v.power += this.value(def.modifyPT![0], part.effect, view, id);
        v.toughness += this.value(def.modifyPT![1], part.effect, view, id);
        return v;
      case "pt-switch":
        // An object without power and toughness (207.3) has none to switch: both stay null.
        [v.power, v.toughness] = [v.toughness, v.power];
        return v;
      default:
        return v;
    }
  }

  /**
   * 612.5: "has the full text of" another object changes name, mana cost (hence colour), type line, text box
   * and P/T to those of that object; the abilities listed in keepAbilities stay.
   */
  private applyFullText(effect: EffectInstance, v: Values): Values {
    const top = this.topOfGraveyard(effect, effect.def.fullTextOf!.topOfGraveyard.whose);
    if (!top) return v;
    // Every object's copiable values were set in layer 1: the card's text is what its copiable values say.
    const text = this.copiable.get(top)!;
    const kept = v.abilities.filter((a) => effect.def.keepAbilities?.includes(a.def.id));
    return {
      ...cloneValues(text),
      abilities: [...text.abilities, ...kept],
      flip: null,
    };
  }

  // 613.3d / 418.5a 6c: P/T changes from +1/+1 and -1/-1 counters.
  private applyCounters(stage: Stage): void {
    for (const id of this.state.zones.get("battlefield")!) {
      const o = this.state.objects.get(id)!;
      const plus = o.counters["+1/+1"] ?? 0;
      const minus = o.counters["-1/-1"] ?? 0;
      if (plus === 0 && minus === 0) continue;
      const v = this.working.get(id)!;
      if (v.power === null || v.toughness === null) continue;
      v.power += plus - minus;
      v.toughness += plus - minus;
      if (this.trace) this.record(id, {
        stage: stage.id,
        timestamp: null,
        source: id,
        what: { counters: { plus, minus } },
        rule: citations.cite(this.rules, stage.citation),
      });
    }
  }

  /** What a part reads, for 613.7a (b): its existence, what it applies to, what it does. */
  fieldsRead(part: Part): Reads {
    const e = part.effect;
    const started = this.started.has(e.key);
    const filter = new Set<Field>();
    if (!started) {
      const affects = e.def.affects;
      if (typeof affects === "object") for (const f of filterFields(affects.all)) filter.add(f);
      // "Your graveyard" (a condition on its top card): whose graveyard it is depends on who controls the source.
      // Its top card's values don't change in the stage (parts apply to the battlefield; CDAs apply first).
      if (e.def.condition) filter.add("controller");
    }
    // What it does: the numbers of a P/T part. An effect's other parts don't use them (trying its control part to
    // compare them would change who controls what). A text part gives the text of a card in a graveyard (612.5),
    // which no part of its stage changes; text and control have had separate layers since full text exists (418.6).
    const value = new Set<Field>();
    if (isPtKind(part.kind)) for (const expr of [...(e.def.setPT ?? []), ...(e.def.modifyPT ?? [])]) for (const f of valueFields(expr)) value.add(f);
    return { existence: !started && e.ability !== null, filter: [...filter], value: [...value] };
  }
}

/** What a part writes: a type part that sets subtypes may also take abilities away (305.7: a land's rules text). */
function writesOf(part: Part): Field[] {
  return part.kind === "type" && part.effect.def.subtypes?.set ? SETS_SUBTYPES : WRITES[part.kind];
}
const SETS_SUBTYPES: Field[] = [...WRITES.type, "abilities"];

/**
 * Timestamp order. Effects of one object's static abilities share its timestamp once it is later than the effect that
 * granted one of them (613.6a: "whichever is later"); their relative order stays the same (613.7a from 2021-02-15):
 * the sort is stable, and an object's own abilities come before those granted to it.
 */
function byTimestamp(a: Part, b: Part): number {
  return a.effect.timestamp - b.effect.timestamp;
}
const partKey = (p: Part): string => `${p.effect.key}|${p.kind}`;

/**
 * 613.7a / 418.5c: A depends on B if applying B would change A's existence, what A applies to, or what A does
 * to the things it applies to. Decided by trial: apply B to copies of the objects B affects and compare.
 * Only pairs where B writes a characteristic A reads are tried. Results and the sets of effects that have not
 * started yet are cached, and updated for the objects each applied effect touched (613.7c).
 */
class DependencyCache {
  /** Known results, -1 = not computed: row = the waiting part, column = the part it may depend on. */
  private readonly matrix: Int8Array;
  /** Results that depend on a count of the game state are never kept. */
  private readonly volatile: boolean[];
  private readonly index = new Map<Part, number>();
  private readonly sets = new Map<string, AffectedSet>();
  private readonly fields = new Map<Part, Reads>();

  constructor(
    private readonly d: Derivation,
    private readonly parts: Part[],
  ) {
    parts.forEach((p, i) => this.index.set(p, i));
    this.matrix = new Int8Array(parts.length * parts.length).fill(-1);
    this.volatile = parts.map((p) => this.readsOf(p).value.length > 0);
  }

  /** What a waiting part reads, by reason (until its effect starts: see invalidate). */
  readsOf(part: Part): Reads {
    let reads = this.fields.get(part);
    if (!reads) this.fields.set(part, (reads = this.d.fieldsRead(part)));
    return reads;
  }

  /** For each waiting part, the part it was last found waiting for: usually still the one (checked first). */
  private readonly blocker = new Map<Part, Part>();
  private readonly applied = new Set<Part>();

  dependsOnAny(a: Part, remaining: Part[]): boolean {
    const last = this.blocker.get(a);
    if (last && !this.applied.has(last) && this.dependsOn(a, last)) return true;
    const found = remaining.find((b) => b !== a && this.index.has(b) && this.dependsOn(a, b));
    if (found) this.blocker.set(a, found);
    return found !== undefined;
  }

  dependsOn(a: Part, b: Part): boolean {
    const i = this.index.get(a)!;
    const j = this.index.get(b)!;
    const cell = i * this.parts.length + j;
    const known = this.matrix[cell];
    if (known !== -1) return known === 1;
    const result = this.compute(a, b);
    if (!this.volatile[i]) this.matrix[cell] = result ? 1 : 0;
    return result;
  }

  private compute(a: Part, b: Part): boolean {
    const r = this.readsOf(a);
    const writes = writesOf(b);
    // (A part that changes text writes abilities too.)
    const existence = r.existence && writes.includes("abilities");
    const filter = r.filter.some((f) => writes.includes(f));
    const value = r.value.some((f) => writes.includes(f));
    if (!existence && !filter && !value) return false;
    const set = this.setOf(b);
    if (existence && a.effect.ability && set.members.has(a.effect.ability.object) && this.existenceChanged(a, b)) return true;
    if (filter && this.appliesToChanged(a, b, this.listOf(set))) return true;
    return value && this.outputChanged(a, b, this.listOf(set));
  }

  /** The set a part would apply to, if already computed and kept up to date. */
  knownSet(part: Part): ObjectId[] | undefined {
    const set = this.sets.get(part.effect.key);
    return set && this.listOf(set);
  }

  /**
   * A set's objects as a list, made again only when read after its membership changed. Each object is affected on
   * its own (a part's result for one object doesn't depend on the others'), so their order doesn't matter.
   */
  private listOf(set: AffectedSet): ObjectId[] {
    return (set.list ??= [...set.members]);
  }

  /** The set B would apply to now (fixed once started, 613.5). */
  private setOf(b: Part): AffectedSet {
    let set = this.sets.get(b.effect.key);
    if (!set) {
      const list = this.d.started.get(b.effect.key) ?? this.bySubtype(b.effect) ?? this.d.candidateSet(b.effect, (id) => this.d.working.get(id)!);
      this.sets.set(b.effect.key, (set = { list, members: new Set(list) }));
    }
    return set;
  }

  /** Battlefield objects by subtype, kept current as parts apply: filters naming subtypes look only there. */
  private subtypeIndex: Map<string, Set<ObjectId>> | null = null;
  private readonly indexedSubtypes = new Map<ObjectId, string[]>();
  private battlefieldOrder: Map<ObjectId, number> | null = null;

  private bySubtype(effect: EffectInstance): ObjectId[] | undefined {
    const affects = effect.def.affects;
    if (typeof affects !== "object" || affects.in || !affects.all.subtypes?.length || effect.def.condition || effect.locked || !effect.source) return undefined;
    if (!this.subtypeIndex) {
      this.subtypeIndex = new Map();
      this.battlefieldOrder = new Map();
      this.d.state.zones.get("battlefield")!.forEach((id, i) => {
        this.battlefieldOrder!.set(id, i);
        this.indexSubtypes(id);
      });
    }
    const candidates = new Set<ObjectId>();
    for (const subtype of [...affects.all.subtypes, EVERY_CREATURE_TYPE]) for (const id of this.subtypeIndex.get(subtype) ?? []) candidates.add(id);
    const view = (id: ObjectId) => this.d.working.get(id)!;
    return [...candidates]
      .sort((x, y) => this.battlefieldOrder!.get(x)! - this.battlefieldOrder!.get(y)!)
      .filter((id) => this.d.matches(affects.all, id, effect, view));
  }

  /** Keeps the subtype index current after a type-changing part: an addition only adds; anything else redoes. */
  private reindex(touched: ObjectId[], applied: Part): void {
    const def = applied.effect.def;
    // Setting or removing card types can remove subtypes too (205.1a).
    const onlyAdds = !def.types?.set && !def.types?.remove && !def.subtypes?.set && !def.subtypes?.setChosen && !def.subtypes?.addChosen && !def.subtypes?.allCreatureTypes;
    for (const id of touched) {
      if (!this.battlefieldOrder!.has(id)) continue;
      if (!onlyAdds) {
        this.indexSubtypes(id);
        continue;
      }
      const known = this.indexedSubtypes.get(id)!;
      const has = this.d.working.get(id)!.subtypes;
      // An added subtype the object couldn't gain (205.3d) is not among its subtypes.
      for (const subtype of def.subtypes?.add ?? []) {
        if (known.includes(subtype) || !has.includes(subtype)) continue;
        known.push(subtype);
        let ids = this.subtypeIndex!.get(subtype);
        if (!ids) this.subtypeIndex!.set(subtype, (ids = new Set()));
        ids.add(id);
      }
    }
  }

  private indexSubtypes(id: ObjectId): void {
    const index = this.subtypeIndex!;
    for (const subtype of this.indexedSubtypes.get(id) ?? []) index.get(subtype)?.delete(id);
    const working = this.d.working.get(id)!;
    const subtypes = working.everyCreatureType ? [...working.subtypes, EVERY_CREATURE_TYPE] : [...working.subtypes];
    for (const subtype of subtypes) {
      let ids = index.get(subtype);
      if (!ids) index.set(subtype, (ids = new Set()));
      ids.add(id);
    }
    this.indexedSubtypes.set(id, subtypes);
  }

  /** Trial results per part and object: they don't depend on the waiting part, only on the current values. */
  private readonly trials = new Map<Part, Map<ObjectId, { values: Values; controller: PlayerId }>>();

  /** Values of `id` after a trial application of `b`, and the controller it would then have. */
  private trialValues(b: Part, id: ObjectId): { values: Values; controller: PlayerId } {
    let byObject = this.trials.get(b);
    if (!byObject) this.trials.set(b, (byObject = new Map()));
    const known = byObject.get(id);
    if (known) return known;
    const saved = this.d.controller.get(id)!;
    const values = this.d.applyTo(b, id, cloneValues(this.d.working.get(id)!), (x) => this.d.working.get(x)!);
    const controller = this.d.controller.get(id)!;
    this.d.controller.set(id, saved);
    const trial = { values, controller };
    byObject.set(id, trial);
    return trial;
  }

  /** Existence: B removes (or changes the text of) the static ability that generates A. */
  private existenceChanged(a: Part, b: Part): boolean {
    const { object, instance } = a.effect.ability!;
    const key = abilityKey(instance);
    return hasAbility(this.d.working.get(object)!, key) !== hasAbility(this.trialValues(b, object).values, key);
  }

  /** What it applies to: only objects B changes can change membership, unless B changes who controls A's source. */
  private appliesToChanged(a: Part, b: Part, affected: ObjectId[]): boolean {
    const d = this.d;
    const e = a.effect;
    const base = (id: ObjectId) => d.working.get(id)!;
    if (e.def.condition || (b.kind === "control" && e.source !== null && affected.includes(e.source))) {
      const before = d.candidateSet(e, base);
      const after = this.withTrial(b, affected, (view) => d.candidateSet(e, view));
      return before.length !== after.length || before.some((id, i) => id !== after[i]);
    }
    if (typeof e.def.affects !== "object") return false;
    const filter = e.def.affects.all;
    for (const id of affected) {
      const before = d.matchesValues(filter, id, base(id), e);
      const trial = this.trialValues(b, id);
      const saved = d.controller.get(id)!;
      d.controller.set(id, trial.controller);
      const after = d.matchesValues(filter, id, trial.values, e);
      d.controller.set(id, saved);
      if (before !== after) return true;
    }
    return false;
  }

  /** What it does to the things it applies to (a count that B changes, for instance). */
  private outputChanged(a: Part, b: Part, affected: ObjectId[]): boolean {
    const d = this.d;
    const base = (id: ObjectId) => d.working.get(id)!;
    for (const id of d.affectedBy(a)) {
      const before = d.applyTo(a, id, cloneValues(base(id)), base);
      const after = this.withTrial(b, affected, (view) => d.applyTo(a, id, cloneValues(base(id)), view));
      if (before.power !== after.power || before.toughness !== after.toughness) return true;
    }
    return false;
  }

  /** Runs `f` with a view where B has been applied to the objects it affects (controllers included). */
  private withTrial<T>(b: Part, affected: ObjectId[], f: (view: (id: ObjectId) => Values) => T): T {
    const d = this.d;
    const overlay = new Map<ObjectId, Values>();
    const saved = new Map<ObjectId, PlayerId>();
    const trialControllers = new Map<ObjectId, PlayerId>();
    for (const id of affected) {
      const trial = this.trialValues(b, id);
      overlay.set(id, trial.values);
      saved.set(id, d.controller.get(id)!);
      trialControllers.set(id, trial.controller);
    }
    for (const [id, c] of trialControllers) d.controller.set(id, c);
    try {
      return f((id) => overlay.get(id) ?? d.working.get(id)!);
    } finally {
      for (const [id, c] of saved) d.controller.set(id, c);
    }
  }

  /** Among effects that all wait on others, the earliest one that is part of a loop (613.7b). */
  earliestInLoop(remaining: Part[]): Part {
    const inLoop = remaining.filter((a) => this.reaches(a, a, remaining));
    return (inLoop.length ? inLoop : remaining).sort(byTimestamp)[0];
  }

  private reaches(from: Part, to: Part, remaining: Part[]): boolean {
    const seen = new Set<Part>();
    const stack = [from];
    while (stack.length) {
      const current = stack.pop()!;
      for (const next of remaining) {
        if (next === current || !this.dependsOn(current, next)) continue;
        if (next === to) return true;
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  }

  /** 613.7c: after an effect applied, forget the results the objects it touched may have changed. */
  invalidate(touched: ObjectId[], applied: Part): void {
    this.applied.add(applied);
    const n = this.parts.length;
    // Its effect has started (613.5): the effect's other parts in this stage no longer read their existence or set.
    this.parts.forEach((part, j) => {
      if (part.effect !== applied.effect || this.applied.has(part)) return;
      this.fields.delete(part);
      this.matrix.fill(-1, j * n, (j + 1) * n);
    });
    if (touched.length === 0) return;
    if (this.subtypeIndex && applied.kind === "type") this.reindex(touched, applied);
    const touchedSet = new Set(touched);
    const written = WRITES[applied.kind];
    const stale = (j: number) => {
      for (let i = 0; i < n; i++) this.matrix[i * n + j] = -1;
      this.trials.delete(this.parts[j]);
    };
    this.parts.forEach((part, j) => {
      // An applied part no longer waits, and no waiting part can wait for it.
      if (this.applied.has(part)) return;
      const key = part.effect.key;
      const set = this.sets.get(key);
      // A part whose (trial) application involves a touched object may now have another effect on others.
      if (set && touched.some((id) => set.members.has(id))) stale(j);
      // The waiting part's own source changed: its existence may have.
      const source = part.effect.source;
      if (source !== null && touchedSet.has(source)) this.matrix.fill(-1, j * n, (j + 1) * n);
      if (!set || this.d.started.has(key) || part.effect.locked) return;
      const affects = part.effect.def.affects;
      // Who "you" is may have changed with the source's controller: membership of any object, touched or not.
      const youChanged = applied.kind === "control" && source !== null && touchedSet.has(source);
      if (typeof affects !== "object" || part.effect.def.condition || youChanged) {
        this.sets.delete(key);
        stale(j);
        return;
      }
      // Membership can change only if the applied part wrote something this part's filter reads.
      if (!this.readsOf(part).filter.some((f) => written.includes(f)) || !typeChangeConcerns(applied, affects.all)) return;
      let changed = false;
      for (const id of touched) {
        const now = this.d.matchesValues(affects.all, id, this.d.working.get(id)!, part.effect);
        if (now !== set.members.has(id)) {
          changed = true;
          if (now) set.members.add(id);
          else set.members.delete(id);
        }
      }
      if (!changed) return;
      set.list = null;
      stale(j);
    });
  }
}

/** The objects a waiting part would apply to: as a set, and (when known) as a list. */
interface AffectedSet {
  list: ObjectId[] | null;
  members: Set<ObjectId>;
}

/** All objects' characteristics in a state (the game memoises them per state version). */
export function derive(state: GameState, rules: RuleSet, withTrace = false): Derived {
  return new Derivation(state, rules, withTrace).run();
}

/**
 * A double-faced permanent's values are those of the face that is up (711.2a–b from Innistrad): the back face's once
 * transformed, else the front face's. Either way they are all a copy of it gets (706.8): the other face is no part of them.
 */
function faceUp(o: GameObject): Values {
  const { back, ...front } = o.base;
  return o.status.transformed ? back! : front;
}
