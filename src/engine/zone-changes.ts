// Objects coming into the game and changing zones (400.7): a card or token created, an object moved — a new object
// with no memory of its previous existence — judged on what it was before it left (608.2g, 603.6d), and entering the
// battlefield with its "as enters" replacement effects (614.12 / 706.5); counters put and removed.
import type { CardDef, Color, Filter, TokenDef } from "./cards.ts";
import { AREAS } from "./areas.ts";
import { requireNamed } from "./arguments.ts";
import { objectId } from "./ids.ts";
import { RuleViolation } from "./errors.ts";
import { UsageError } from "./usage-errors.ts";
import type { CardOptions, Decisions, Kernel, LookBack, MoveOptions } from "./kernel.ts";
import type { ZoneName } from "./ruleset.ts";
import {
  addChoice, addObject, changeCounters, endEffects, object, removeObject, setStatus, tick, zoneKey, type GameObject, type ObjectId, type PlayerId, type Status,
} from "./state.ts";
import { abilityKey, printedValues, type AbilityInstance, type Values } from "./values.ts";
import { citationTable } from "./citations.ts";
import { citations as copyCitations } from "./copy.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/zone-changes.ts", {
  noNegativeNumbers: [["2003-07-01", "104.2"], ["2007-05-01", "104.1b"], ["2009-07-08", "107.1b"]],
});

export function newObject(k: Kernel, fields: Pick<GameObject, "cardId" | "kind" | "base" | "owner" | "controller" | "zone"> & Partial<GameObject>): GameObject {
  const o: GameObject = {
    id: objectId(k.state.nextId++),
    timestamp: tick(k.state),
    counters: {},
    status: { tapped: false, flipped: false, faceDown: false, phasedOut: false },
    choices: [],
    attachedTo: null,
    damage: 0,
    sinceTurn: k.state.turn.number,
    activatedThisTurn: [],
    ...fields,
  };
  addObject(k.state, o);
  return o;
}

/** A card put into a zone as a game or scenario begins. */
export function putNewCard(k: Kernel, card: CardDef, zone: ZoneName, owner: PlayerId, options: CardOptions): ObjectId {
  if (options.counters) requireCounterAmounts(k, Object.values(options.counters));
  const o = newObject(k, {
    cardId: options.cardId ?? `card${k.state.nextId}`,
    kind: "card",
    base: printedValues(card),
    owner,
    controller: options.controller ?? owner,
    zone,
    ...(options.sinceTurn !== undefined && { sinceTurn: options.sinceTurn }),
  });
  if (options.status) setStatus(k.state, o, options.status);
  for (const [kind, n] of Object.entries(options.counters ?? {})) changeCounters(k.state, o, kind, n);
  for (const choice of options.choices ?? []) addChoice(k.state, o, choice);
  k.state.cardDefs.set(o.cardId!, card);
  k.place(o, zone, "top");
  return o.id;
}

/** A token created on the battlefield under a player's control (111.1 / 216.1). */
export function putNewToken(k: Kernel, token: TokenDef, controller: PlayerId, decisions: Decisions): ObjectId {
  return putNewTokenWith(k, printedValues({ slug: "token", ...token }), controller, decisions);
}

/**
 * A token created with the values an effect gives it — a copy's copiable values (707.2), both faces of a double-faced
 * one (707.8a) — and the status it enters with (its back face up, 707.8a).
 */
export function putNewTokenWith(k: Kernel, base: Values, controller: PlayerId, decisions: Decisions, status: Partial<Status> = {}): ObjectId {
  const o = newObject(k, { cardId: null, kind: "token", base, owner: controller, controller, zone: "battlefield" });
  setStatus(k.state, o, status);
  enterBattlefield(k, o, decisions);
  return o.id;
}

/**
 * What a caller outside the engine may move (an effect's "put … into …"): an object of the game — not an ability or combat damage on
 * the stack, which no card represents — to a zone of the game, but not onto the stack, where a card goes only as it
 * is cast (601.2a / 409.1a: `cast`). Anything else is a usage error, raised before anything changes.
 */
export function requireMoveByEffect(k: Kernel, id: ObjectId, zone: ZoneName, options: MoveOptions): void {
  requireNamed(k.state, { action: "moveTo", objects: [id], zones: [zone], players: options.controller === undefined ? [] : [options.controller], decisions: options.decisions });
  const o = object(k.state, id);
  if (zone === "stack" || o.kind === "ability" || o.kind === "combat-damage")
    throw new UsageError({ problem: "noRuleMoves", action: "moveTo", id, from: o.zone, to: zone });
}

/**
 * Moves an object to another zone. It becomes a new object with no memory of its previous existence (400.7):
 * status, counters, choices and effects on it are gone.
 */
export function move(k: Kernel, id: ObjectId, zone: ZoneName, options: MoveOptions): ObjectId {
  const old = object(k.state, id);
  const { lastKnown, leaving } = options.lookedBack ?? lookBack(k, id, zone);
  removeObject(k.state, old);
  const fresh = newObject(k, {
    cardId: old.cardId,
    kind: options.asToken ? "token" : old.kind,
    // A card is its printed values again (400.7); a token or a copy of a spell (no card id) keeps its own.
    base: old.cardId ? printedValues(k.state.cardDefs.get(old.cardId)!) : old.base,
    owner: old.owner,
    controller: zone === "battlefield" || zone === "stack" ? (options.controller ?? old.controller) : old.owner,
    zone,
  });
  setStatus(k.state, fresh, { faceDown: Boolean(options.faceDown) });
  // "Enters with counters on it" (614.1c): they are on it as it enters.
  for (const [kind, n] of Object.entries(options.counters ?? {})) changeCounters(k.state, fresh, kind, n);
  // Effects that applied to the old object end with it (400.7); attachments ended as it was removed.
  endEffects(k.state, (e) => e.affected.length === 1 && e.affected[0] === old.id);
  if (zone === "battlefield") enterBattlefield(k, fresh, options.decisions ?? {}, options.x ?? 0);
  else k.place(fresh, zone, options.position ?? "top");
  if (lastKnown) k.state.lastKnown.set(old.id, lastKnown);
  k.state.pendingTriggers.push(...leaving.map((t) => ({ ...t, triggerObject: fresh.id })));
  return fresh.id;
}

export function lookBack(k: Kernel, id: ObjectId, zone: ZoneName): LookBack {
  const old = object(k.state, id);
  const wasOnBattlefield = old.zone === "battlefield";
  return {
    // Last known information of a permanent, or of a spell leaving the stack (a delayed trigger's source, 608.2g).
    lastKnown: wasOnBattlefield || old.zone === "stack" ? k.characteristics(id) : null,
    // Leaves-the-battlefield abilities look back in time (603.6d / 410.10d): judged before the object leaves.
    leaving: wasOnBattlefield ? AREAS.flatMap((a) => a.triggersOnLeavingBattlefield?.(k, old, zone) ?? []) : [],
  };
}

/**
 * An object enters the battlefield (614.12 / 706.5): "as enters" replacement effects of the object as it
 * would exist on the battlefield apply first — copy effects first (copy.ts), then the choices, tapped status and
 * counters of the resulting text — and then enters-the-battlefield abilities trigger.
 */
function enterBattlefield(k: Kernel, o: GameObject, decisions: Decisions, x = 0): void {
  o.sinceTurn = k.state.turn.number;
  // Replacement effects of rule areas that apply before it enters (a copy effect, 706.5).
  for (const area of AREAS) area.asEnters?.(k, o, decisions, x);
  k.place(o, "battlefield", "top");
  const values = k.copiableValues(o.id);
  for (const a of values.abilities) {
    if ("asEnters" in a.def) {
      const asEnters = a.def.asEnters;
      if (asEnters.choose) makeEnterChoice(k, o, a, asEnters.choose, decisions);
      if (asEnters.tapped) setStatus(k.state, o, { tapped: true });
      if (asEnters.counters) changeCounters(k.state, o, asEnters.counters.kind, asEnters.counters.amount);
      if (asEnters.exileFromGraveyard) exileAsEnters(k, o, a, asEnters.exileFromGraveyard, decisions);
    }
  }
  // What its keywords make it enter with (fading's counters, 702.31a): rule areas.
  for (const area of AREAS) area.entersWith?.(k, o, values);
  k.say({ action: "enters", object: k.ref(o.id), zone: k.rules.zoneNames.battlefield, tapped: o.status.tapped });
  // A rule area may hold them back until every object entering in the same event is there (simultaneous.ts).
  if (!AREAS.some((a) => a.holdsEnterTriggers?.(k, o.id))) k.triggerEnters(o.id);
}

/**
 * "As [this] enters, exile a [filter] card from your graveyard" (614.12): the card its controller chooses, if the
 * graveyard has one (none: nothing is exiled); the linked ability's "the exiled card" (607) is remembered as a choice.
 */
function exileAsEnters(k: Kernel, o: GameObject, ability: AbilityInstance, filter: Filter, decisions: Decisions): void {
  const rule = copyCitations.cite(k.rules, "copyChoices");
  const eligible = (k.state.zones.get(zoneKey("graveyard", o.controller)) ?? []).filter((id) => k.matches(filter, id, o.controller, o.id));
  if (eligible.length === 0) return;
  if (decisions.exile === undefined) throw new RuleViolation(rule, { reason: "choiceRequired", choice: "exiled-card", object: k.ref(o.id) });
  if (!eligible.includes(decisions.exile)) throw new RuleViolation(rule, { reason: "cantExileAsEnters", card: k.ref(decisions.exile), object: k.ref(o.id) });
  const exiled = k.moveTo(decisions.exile, "exile");
  addChoice(k.state, o, { kind: "exiled-card", value: exiled, ability: abilityKey(ability) });
}

function makeEnterChoice(k: Kernel, o: GameObject, ability: AbilityInstance, kind: "color" | "creature-type", decisions: Decisions): void {
  const value = kind === "color" ? decisions.color : decisions.creatureType;
  if (!value) throw new RuleViolation(copyCitations.cite(k.rules, "copyChoices"), { reason: "choiceRequired", choice: kind, object: k.ref(o.id) });
  addChoice(k.state, o, { kind, value, ability: abilityKey(ability) });
  k.say({ action: "chooses", player: k.playerRef(o.controller), choice: kind === "color" ? { color: value as Color } : { creatureType: value } });
}

/** Amounts of counters to put or remove: whole numbers, never negative (107.1b / 104.1b). */
function requireCounterAmounts(k: Kernel, amounts: number[]): void {
  const bad = amounts.find((n) => !Number.isInteger(n) || n < 0);
  if (bad !== undefined) throw new RuleViolation(citations.cite(k.rules, "noNegativeNumbers"), { reason: "countersNegative", amount: bad });
}

export function addCounters(k: Kernel, id: ObjectId, kind: string, amount: number): void {
  requireCounterAmounts(k, [amount]);
  changeCounters(k.state, object(k.state, id), kind, amount);
  k.say({ action: "countersPut", object: k.ref(id), counter: kind, amount });
}

export function takeCounters(k: Kernel, id: ObjectId, kind: string, amount: number): void {
  requireCounterAmounts(k, [amount]);
  const o = object(k.state, id);
  const removed = Math.min(o.counters[kind] ?? 0, amount);
  if (removed === 0) return;
  changeCounters(k.state, o, kind, -removed);
  k.say({ action: "countersRemoved", object: k.ref(id), counter: kind, amount: removed });
  if (o.counters[kind] === 0) for (const area of AREAS) k.state.pendingTriggers.push(...(area.triggersOnLastCounterRemoved?.(k, id, kind) ?? []));
}
