// Triggered abilities (603 / 410): what triggers as an object enters, becomes a target, or as a step begins
// (delayed triggers included, 603.7), and waiting abilities put on the stack, active player's first (603.3, 101.4).
import type { AbilityDef, Filter } from "./cards.ts";
import { AREAS } from "./areas.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { conditionHolds } from "./resolution.ts";
import { object, objectsIn, type ObjectId, type PlayerId, type Step, type TargetRef } from "./state.ts";
import { chooseTargets, citations as targetsCitations, removedForNoLegalTarget } from "./targets.ts";
import { isActivePlayer } from "./turn-order.ts";
import type { AbilityInstance } from "./values.ts";

/** Enters-the-battlefield abilities that trigger as `enteringId` enters (603.6a / 410.10a). */
export function triggerEnters(k: Kernel, enteringId: ObjectId): void {
  for (const o of objectsIn(k.state, "battlefield")) {
    for (const a of k.characteristics(o.id).abilities) {
      if (!("triggered" in a.def)) continue;
      const when = a.def.triggered.when;
      if (!("entersBattlefield" in when)) continue;
      const self = when.entersBattlefield === "self";
      if (self ? o.id !== enteringId : !k.matches(when.entersBattlefield as Filter, enteringId, k.characteristics(o.id).controller, o.id)) continue;
      k.state.pendingTriggers.push({ ability: a, source: o.id, controller: k.characteristics(o.id).controller, triggerObject: enteringId });
    }
  }
}

/** "When this becomes the target of a spell or ability": as the spell or ability is put on the stack (603.2, 114). */
export function triggerBecomesTarget(k: Kernel, targets: TargetRef[]): void {
  for (const t of targets) {
    const o = "object" in t ? k.state.objects.get(t.object) : undefined;
    if (!o || o.zone !== "battlefield") continue;
    const controller = k.characteristics(o.id).controller;
    for (const a of k.characteristics(o.id).abilities)
      if ("triggered" in a.def && "becomesTarget" in a.def.triggered.when) k.state.pendingTriggers.push({ ability: a, source: o.id, controller });
  }
}

/**
 * "Whenever you cast a spell that targets only a single [creature you control]": as the spell becomes cast (601.2i),
 * if every one of its targets is that one object and it matches.
 */
export function triggerCasts(k: Kernel, spellId: ObjectId, caster: PlayerId, targets: TargetRef[]): void {
  const objects = new Set(targets.map((t) => ("object" in t ? t.object : null)));
  const [single] = objects;
  if (objects.size !== 1 || single === null || single === undefined) return;
  for (const o of objectsIn(k.state, "battlefield")) {
    const controller = k.characteristics(o.id).controller;
    if (controller !== caster) continue;
    for (const a of k.characteristics(o.id).abilities) {
      if (!("triggered" in a.def) || !("castsSpellThatTargetsOnlyASingle" in a.def.triggered.when)) continue;
      if (k.matches(a.def.triggered.when.castsSpellThatTargetsOnlyASingle, single, controller, o.id))
        k.state.pendingTriggers.push({ ability: a, source: o.id, controller, triggerObject: spellId });
    }
  }
}

export function triggerAtBeginningOf(k: Kernel, step: Step): void {
  // Abilities that function outside the battlefield (a suspended card's in exile, the face-up plane's): rule areas.
  for (const area of AREAS) k.state.pendingTriggers.push(...(area.triggersAtBeginningOf?.(k, step) ?? []));
  for (const o of objectsIn(k.state, "battlefield")) {
    for (const a of k.characteristics(o.id).abilities) {
      if (!("triggered" in a.def)) continue;
      const when = a.def.triggered.when;
      const controller = k.characteristics(o.id).controller;
      const upkeep = "beginningOfUpkeep" in when && step === "upkeep" && (when.beginningOfUpkeep === "each" || isActivePlayer(k.state, controller));
      const end = "beginningOfEndStep" in when && step === "end" && (when.beginningOfEndStep === "each" || isActivePlayer(k.state, controller));
      // 603.4: an intervening "if" clause must hold for the ability to trigger.
      const holds = !a.def.triggered.if || conditionHolds(k, controller, a.def.triggered.if, o.id);
      if ((upkeep || end) && holds) k.state.pendingTriggers.push({ ability: a, source: o.id, controller });
    }
  }
  for (const d of [...k.state.delayed]) {
    // 603.7: "at the beginning of the next end step", or "of your next upkeep" (a later turn's).
    const due = d.at === "next-end-step" ? step === "end" : step === "upkeep" && isActivePlayer(k.state, d.controller) && k.state.turn.number > d.createdTurn;
    if (!due) continue;
    k.state.delayed = k.state.delayed.filter((x) => x !== d);
    const source = k.state.objects.get(d.source);
    const when = d.at === "next-end-step" ? { beginningOfEndStep: "each" as const } : { beginningOfUpkeep: "you" as const };
    const ability: AbilityInstance = { def: { id: "delayed", triggered: { when, effect: d.effect } }, origin: "delayed" };
    k.state.pendingTriggers.push({ ability, source: source ? source.id : d.source, controller: d.controller, referredTo: d.referredTo });
  }
}

/** 603.3: waiting triggered abilities go on the stack, active player's first (APNAP, 101.4). */
export function putTriggersOnStack(k: Kernel, decisions: Decisions): void {
  // Abilities that trigger as these go on the stack (one becoming a target) go on it next, before priority (603.3).
  while (k.state.pendingTriggers.length) putWaitingTriggersOnStack(k, decisions);
}

function putWaitingTriggersOnStack(k: Kernel, decisions: Decisions): void {
  const pending = k.state.pendingTriggers;
  k.state.pendingTriggers = [];
  const order = [k.state.turn.active, ...k.state.players.map((p) => p.id).filter((p) => p !== k.state.turn.active)];
  for (const who of order) {
    for (const t of pending.filter((p) => p.controller === who)) {
      // A waiting trigger is a triggered ability (603.2), a delayed one included (603.7).
      const def = t.ability.def as Extract<AbilityDef, { triggered: unknown }>;
      const triggered = def.triggered;
      if (triggered.optional && decisions.may?.[def.id] === false) continue;
      if (removedForNoLegalTarget(k, triggered.targets ?? [], who, t.source)) continue;
      const targets = chooseTargets(k, triggered.targets ?? [], decisions.triggerTargets?.[def.id] ?? [], who, t.source, () => targetsCitations.cite(k.rules, "triggerTargets"));
      const id = k.putOnStack("ability", who, { targets, triggerObject: t.triggerObject, referredTo: t.referredTo, ability: t.ability, source: t.source });
      k.say({ action: "triggers", source: k.ref(t.source), choices: k.stackChoices(object(k.state, id).stack!) });
      triggerBecomesTarget(k, targets);
    }
  }
}
