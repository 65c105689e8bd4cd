// Priority and the stack (116, 405, 608 / 408, 409): who may act, passing, what resolving the top object does — a
// spell or ability's instructions, a permanent spell entering, or what a rule area resolves (combat damage on the
// stack) — and state-based actions (704 / 420) before a player gets priority.
import type { AbilityDef } from "./cards.ts";
import { AREAS } from "./areas.ts";
import { RuleViolation } from "./errors.ts";
import { resolveInstructions } from "./instructions.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { conditionHolds, type ResolutionContext } from "./resolution.ts";
import { putIntoGraveyardsTogether } from "./simultaneous.ts";
import { object, removeObject, type GameObject, type ObjectId, type PlayerId, type StackInfo } from "./state.ts";
import { spellParts, targetsStillLegal } from "./targets.ts";
import { putTriggersOnStack } from "./triggers.ts";
import { nextPlayerAfter, priorityHolders, teamMembers } from "./turn-order.ts";
import type { AbilityInstance } from "./values.ts";
import { newObject } from "./zone-changes.ts";
import { citationTable, NEW_RULE } from "./citations.ts";
import { citations as copyCitations } from "./copy.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/stack.ts", {
  passPriority: [["1999-04-23", "408.1b"], ["2009-07-08", "115.3d", NEW_RULE], ["2010-07-16", "116.3d"], ["2019-07-12", "117.3d"]],
  resolveTop: [["1999-04-23", "413.1"], ["2009-07-08", "115.4", NEW_RULE], ["2010-07-16", "116.4"], ["2019-07-12", "117.4"]],
  counteredOnResolution: [["1999-04-23", "413.2a"], ["2009-07-08", "607.2b"], ["2009-10-05", "608.2b"]],
});

export function requirePriority(k: Kernel, playerId: PlayerId, rule: string): void {
  // In Two-Headed Giant a team has priority, not a player (810.2, 805).
  const priority = k.state.turn.priority;
  if (priority === null || !teamMembers(k.state, priority).includes(playerId))
    throw new RuleViolation(rule, { reason: "noPriority", player: k.playerRef(playerId) });
  // 507.3 / 711.5: during a controlled turn, the controller of the turn takes the player's actions.
  k.requireDecider(playerId);
}

/** Gives priority to a player after putting waiting triggered abilities on the stack (116.3, 603.3). */
export function givePriority(k: Kernel, playerId: PlayerId, decisions: Decisions): void {
  checkStateBasedActions(k, decisions);
  if (k.isOver()) return;
  putTriggersOnStack(k, decisions);
  k.state.turn.priority = playerId;
  k.state.turn.passes = 0;
}

export function checkStateBasedActions(k: Kernel, decisions: Decisions): void {
  // Checked again as long as any was performed (704.3 / 420.3), however many times: each check that performs one
  // ends a game, removes objects or counters, or moves permanents off the battlefield, so the checks come to an end.
  for (;;) {
    // The game ends immediately when a player wins or it is a draw (104.1 / 102.1): no more state-based actions.
    if (k.isOver()) return;
    // Each rule area performs its state-based actions (players who lose and win, creatures that die…).
    let happened = putIntoGraveyardsTogether(k, AREAS.flatMap((a) => a.stateBasedMoves?.(k, decisions) ?? []));
    for (const area of AREAS) if (area.stateBasedActions?.(k, decisions)) happened = true;
    if (!happened) return;
  }
}

/**
 * 116.3d / 116.4: a player passes priority. The next player in turn order receives it; when all players
 * have passed in succession, the top of the stack resolves, or, with an empty stack, the step ends.
 */
export function pass(k: Kernel, playerId: PlayerId, decisions: Decisions): void {
  requirePriority(k, playerId, citations.cite(k.rules, "passPriority"));
  const t = k.state.turn;
  t.passes += 1;
  k.say({ action: "passesPriority", player: k.playerRef(playerId) });
  // In Two-Headed Giant, teams have priority and pass it (810.2, 805).
  if (t.passes >= priorityHolders(k.state)) {
    if (k.state.zones.get("stack")!.length > 0) resolve(k, decisions);
    else k.nextStep(decisions);
    return;
  }
  t.priority = nextPlayerAfter(k.state, playerId);
}

/** An object on the stack that no card represents, without characteristics: an ability, or combat damage. */
export function putOnStack(k: Kernel, kind: "ability" | "combat-damage", controller: PlayerId, info: StackInfo): ObjectId {
  const o = newObject(k, {
    cardId: null,
    kind,
    base: { name: null, manaCost: null, colors: [], types: [], subtypes: [], supertypes: [], abilities: [], power: null, toughness: null, loyalty: null, flip: null },
    owner: controller,
    controller,
    zone: "stack",
    stack: info,
  });
  k.place(o, "stack", "top");
  return o.id;
}

/** All players pass in succession: the top object of the stack resolves (116.4, 608.1). */
export function resolve(k: Kernel, decisions: Decisions): void {
  const stack = k.state.zones.get("stack")!;
  const top = stack.at(-1);
  if (!top) throw new RuleViolation(citations.cite(k.rules, "resolveTop"), { reason: "stackEmpty" });
  const o = object(k.state, top);
  const info = o.stack!;
  const controller = o.controller;
  // Decisions made as it resolves are its controller's, or those of the controller of his or her turn (507.3).
  if (Object.keys(decisions).length > 0) k.requireDecider(controller);
  k.say({ action: "resolves", object: k.ref(top) });
  const resolver = AREAS.flatMap((a) => a.resolvers?.[o.kind] ?? [])[0];
  if (!targetsStillLegal(k, o)) {
    // 608.2b: all targets illegal: the spell or ability doesn't resolve ("countered on resolution").
    k.say({ action: "counteredOnResolution", rule: citations.cite(k.rules, "counteredOnResolution") });
    removeFromStack(k, o);
  } else if (resolver) {
    // A stack object that a rule area resolves (combat damage, 310.4): it leaves the stack, then does what it does.
    removeObject(k.state, o);
    resolver(k, o, decisions);
  } else if (o.kind === "ability") {
    removeObject(k.state, o);
    resolveAbility(k, controller, info.source!, info.ability!, info, decisions);
  } else resolveSpell(k, o, decisions);
  givePriority(k, k.state.turn.active, decisions);
}

function resolveSpell(k: Kernel, o: GameObject, decisions: Decisions): void {
  const top = o.id;
  const info = o.stack!;
  const controller = o.controller;
  const c = k.characteristics(top);
  // 110.4b: a permanent spell is an artifact, creature, enchantment or planeswalker spell (a land is never cast).
  const permanent = c.types.some((t) => ["artifact", "creature", "enchantment", "planeswalker"].includes(t));
  if (permanent) {
    // A copy of a permanent spell enters too (608.3; 706.9a / 503.10a: a copy of a card may be on the battlefield),
    // as a permanent no card represents: a token (110.5 / 216, "Token" in the 2007 glossary).
    const asToken = o.kind === "spell-copy";
    const auraTarget = info.targets[0];
    const id = k.moveTo(top, "battlefield", { controller, decisions, faceDown: o.status.faceDown, asToken, x: info.x });
    if (c.subtypes.includes("Aura") && auraTarget && "object" in auraTarget) k.attach(id, auraTarget.object);
    if (asToken) k.say({ action: "copyIsToken", rule: copyCitations.cite(k.rules, "copySpellToken") });
    return;
  }
  // Each spell ability with its own targets: a fused split spell's left half, then its right half (702.101d).
  let first = 0;
  for (const { ability, spell, targets } of spellParts(c.abilities, info.mode)) {
    const own: StackInfo = { ...info, targets: info.targets.slice(first, first + targets.length) };
    first += targets.length;
    resolveInstructions(context(k, controller, top, ability, own, decisions), spell.modes ? spell.modes[info.mode ?? 0].effect : spell.effect ?? []);
  }
  // 608.2k: an instant or sorcery goes to its owner's graveyard as the final step of resolution.
  if (k.state.objects.has(top)) removeFromStack(k, object(k.state, top));
}

/** Resolves the whole stack, top first (405.5 / 608.1). */
export function resolveAll(k: Kernel, decisions: Decisions): void {
  let guard = 0;
  while (k.state.zones.get("stack")!.length > 0 && !k.isOver()) {
    if (++guard > 100) throw new Error("the stack does not empty (loop?)");
    k.resolveTop(decisions);
  }
}

/** A spell or ability leaves the stack without resolving or after it: a card to its owner's graveyard, anything else ceases to exist. */
export function removeFromStack(k: Kernel, o: GameObject): void {
  if (o.kind === "card") k.moveTo(o.id, "graveyard");
  else removeObject(k.state, o);
}

export function resolveAbility(k: Kernel, controller: PlayerId, sourceId: ObjectId, ability: AbilityInstance, info: StackInfo, decisions: Decisions): void {
  const def = ability.def;
  // An ability on the stack is an activated or a triggered one (a delayed trigger's effect is its own, 603.7).
  const effect = "activated" in def ? def.activated.effect : (def as Extract<AbilityDef, { triggered: unknown }>).triggered.effect;
  // 603.4: an intervening "if" clause is checked again on resolution; if it doesn't hold, nothing happens.
  if ("triggered" in def && def.triggered.if && !conditionHolds(k, controller, def.triggered.if, sourceId)) return;
  resolveInstructions(context(k, controller, sourceId, ability, info, decisions), effect);
}

function context(k: Kernel, controller: PlayerId, sourceId: ObjectId | null, ability: AbilityInstance | undefined, info: StackInfo, decisions: Decisions): ResolutionContext {
  return { game: k, controller, source: sourceId, ability, info, decisions };
}
