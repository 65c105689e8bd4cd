// The game state (rules 100s–400s): players, zones, objects, continuous effects, and the turn.
// Characteristics are never stored here: they are derived on demand by characteristics.ts.
import type { CardDef, ContinuousDef, CopyException, Instruction } from "./cards.ts";
import type { ObjectId, PlayerId } from "./ids.ts";
import { emptyPool, type ManaPool, type ManaSymbol } from "./mana.ts";
import type { ZoneName } from "./ruleset.ts";
import type { AbilityInstance, Characteristics, Values } from "./values.ts";

// The ids are the base layer's (ids.ts); the state is where the rest of the engine takes them from.
export type { ObjectId, PlayerId };

export interface Player {
  id: PlayerId;
  name: string;
  /** Team (Two-Headed Giant, 810); null in a two-player game. */
  team: string | null;
  /**
   * Life total. In Two-Headed Giant it reads and writes the team's shared total (810.4, 810.9; see
   * two-headed-giant.ts), and so do poison counters where the RuleSet shares them (810.10 from 2011-09-30).
   */
  life: number;
  poison: number;
  manaPool: ManaPool;
  lost: boolean;
  won: boolean;
  attemptedDrawFromEmpty: boolean;
}

/** 110.6 / 510.1: status is a permanent's physical state, not a characteristic. */
export interface Status {
  tapped: boolean;
  flipped: boolean;
  faceDown: boolean;
  phasedOut: boolean;
  /** A double-faced permanent with its back face up (701.25b, 711.2b); absent: its front face is up. */
  transformed?: boolean;
}

/** A choice made for an object as it entered (or while casting), e.g. "choose a colour" (706.6, 706.7a). */
export interface Choice {
  /** "exiled-card": the card an "as enters" ability exiled, by its object id in exile (607: "the exiled card"). */
  kind: "color" | "creature-type" | "exiled-card";
  value: string;
  /** Key (origin:id) of the ability that asked for the choice; a linked ability refers to it (607). */
  ability: string;
}

export type TargetRef = { object: ObjectId } | { player: PlayerId };

/** Choices made when a spell was cast or an ability activated (601.2), which copies copy (706.9). */
export interface StackInfo {
  /** For an ability on the stack: the ability and the object it came from (its source). */
  ability?: AbilityInstance;
  source?: ObjectId;
  mode?: number;
  x?: number;
  targets: TargetRef[];
  /** Last known information on objects paid as costs (706.9: copies use the original's). */
  sacrificedPower?: number;
  /** For a triggered ability: the object its trigger event refers to ("that creature"). */
  triggerObject?: ObjectId;
  /** For a delayed triggered ability: what its creating spell or ability targeted, "that player" (603.7c / 404.4c). */
  referredTo?: TargetRef[];
  /** The mana spent to cast the spell (601.2g); a copy has none, mana not being an object it copies (706.10). */
  manaSpent?: ManaSymbol[];
  /** For combat damage on the stack (2007, 310.1): the damage as it was assigned. */
  combatDamage?: CombatDamageAssignment[];
  colorChoice?: string;
}

/** Combat damage one creature assigns to one recipient (510.1 / 310.2). */
export interface CombatDamageAssignment {
  /** The creature that assigns it: the source of the damage. */
  from: ObjectId;
  to: ObjectId | PlayerId;
  amount: number;
  toPlayer: boolean;
}

export interface GameObject {
  id: ObjectId;
  /** The physical card this object is, kept across zone changes (each change makes a new object, 400.7). */
  cardId: string | null;
  /** "combat-damage": the 2007 rules' combat damage object on the stack (310.1), neither a spell nor an ability (310.3). */
  kind: "card" | "token" | "spell-copy" | "ability" | "combat-damage";
  /** Printed values of the card, or values defined by the effect that created the token or copy (613.1). */
  base: Values;
  owner: PlayerId;
  /** Controller before control-changing effects (layer 2). */
  controller: PlayerId;
  zone: ZoneName;
  timestamp: number;
  counters: Record<string, number>;
  status: Status;
  choices: Choice[];
  attachedTo: ObjectId | null;
  damage: number;
  stack?: StackInfo;
  /** Turn number the object came under its controller's control (302.6 summoning sickness). */
  sinceTurn: number;
  /** Activated abilities used this turn, by ability key ("activate only once each turn"). */
  activatedThisTurn: string[];
}

/** A copy effect: the copiable values of the original, taken when the effect began, with its exceptions. */
export interface CopyEffectDef {
  values: Values;
  except?: CopyException;
  /** The ability that created the effect, when the copy "gains this ability" (706.8a). */
  thisAbility?: AbilityInstance;
  /** Where abilities gained through `except.gains` come from. */
  gainsOrigin: string;
  originalName: Values["name"];
}

/** A continuous effect created by a resolving spell or ability, or by the rules (611.2). */
export interface ContinuousEffect {
  id: string;
  timestamp: number;
  source: ObjectId | null;
  controller: PlayerId;
  /** Locked set of affected objects (611.2c). */
  affected: ObjectId[];
  duration: "end-of-turn" | "while-affected";
  def?: ContinuousDef;
  copy?: CopyEffectDef;
  x?: number;
  chosenColor?: string;
  /** Names of the source for narration and traces. */
  description: string;
}

interface DelayedTrigger {
  id: string;
  at: "next-end-step" | "next-upkeep";
  controller: PlayerId;
  source: ObjectId;
  effect: Instruction[];
  createdTurn: number;
  /** The players and objects its creating spell or ability targeted, which "that player" refers to (603.7c). */
  referredTo: TargetRef[];
  /** Who may stop it from triggering, and at what cost ("unless he or she pays {U}"): a special action, 115.2c. */
  stoppableBy?: { players: PlayerId[]; cost: string };
}

/** The steps of a turn, in order (500.1). */
export const STEPS = [
  "untap", "upkeep", "draw", "main1",
  "beginning-of-combat", "declare-attackers", "declare-blockers", "combat-damage", "end-of-combat",
  "main2", "end", "cleanup",
] as const;
export type Step = (typeof STEPS)[number];

/** Phase of each step (500.1): mana empties and mana burns at the end of phases in 2007. */
export const PHASE_OF: Record<Step, string> = {
  untap: "beginning", upkeep: "beginning", draw: "beginning", main1: "main1",
  "beginning-of-combat": "combat", "declare-attackers": "combat", "declare-blockers": "combat",
  "combat-damage": "combat", "end-of-combat": "combat", main2: "main2", end: "ending", cleanup: "ending",
};

export interface TurnState {
  number: number;
  active: PlayerId;
  step: Step;
  /** Who has priority, or null while nobody does (turn-based actions). */
  priority: PlayerId | null;
  /** Players who passed in succession since the last action (117.4). */
  passes: number;
  /** Special actions taken this turn, by whom: a land play each (115.2a / 212.6c), each roll of the planar die (115.2f). */
  specialActionsTaken: { player: PlayerId; kind: "play-land" | "roll-planar-die" }[];
  /** Who cast each spell this turn, in order, and last turn ("if no spells were cast last turn"). */
  spellsCast: PlayerId[];
  spellsCastLastTurn: PlayerId[];
  /**
   * Life each player lost this turn: by damage, loss or payment (118.2–118.4 / 215.2–215.4), and by a life total
   * that became a lower number where the rules count that as life lost (118.5 / 215.5, two-headed-giant.ts).
   */
  lifeLost: Partial<Record<PlayerId, number>>;
}

/** A Two-Headed Giant team (810): members, shared life total, and poison counters where they are shared. */
export interface Team {
  id: string;
  members: PlayerId[];
  life: number;
  poison: number;
}

/**
 * What rule areas keep in the game state (the current combat, control of turns, ignored restrictions, the face-up
 * plane…). Each area module declares its own part by augmenting this interface; the kernel only copies and restores
 * the whole (plain data, so that a refused action can be reversed and two states compared).
 *
 * Exported for those augmentations (`declare module "./state.ts" { interface AreaState { … } }`), which knip does not
 * count as imports: the tag below tells it the export is used that way.
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AreaState {}

export interface GameState {
  players: Player[];
  /** Two-Headed Giant teams; empty in other games. */
  teams: Team[];
  objects: Map<ObjectId, GameObject>;
  /** Ordered zones. Library: top = first; graveyard and stack: top = last (the rules' "top"). */
  zones: Map<string, ObjectId[]>;
  effects: ContinuousEffect[];
  delayed: DelayedTrigger[];
  /** Triggered abilities waiting to be put on the stack the next time a player would receive priority (603.3). */
  pendingTriggers: { ability: AbilityInstance; source: ObjectId; controller: PlayerId; triggerObject?: ObjectId; referredTo?: TargetRef[] }[];
  turn: TurnState;
  /** Monotonic clock for timestamps (613.6). */
  clock: number;
  /** The seeded random generator's state (shuffles, coin flips, the planar die): part of the game, so reversed too. */
  random: number;
  /** The definition of each physical card of this game, to rebuild printed values after zone changes (400.7). */
  cardDefs: Map<string, CardDef>;
  /** Last known information of objects that left the battlefield or the stack (608.2g). */
  lastKnown: Map<ObjectId, Characteristics>;
  /** The parts of the state that rule areas keep (each absent until the area first needs it). */
  areas: AreaState;
  /** Incremented on every change: derived characteristics are memoised per version. */
  version: number;
  nextId: number;
}

export function zoneKey(zone: ZoneName, player: PlayerId | null): string {
  return zone === "library" || zone === "hand" || zone === "graveyard" ? `${zone}:${player}` : zone;
}

/** The objects in these zones, every player's for the zones each player has (hand, library, graveyard). */
export function objectsInZones(state: GameState, zones: readonly ZoneName[]): ObjectId[] {
  return zones.flatMap((zone) => (zoneKey(zone, null) === zone ? state.zones.get(zone)! : state.players.flatMap((p) => state.zones.get(zoneKey(zone, p.id))!)));
}

export function newState(players: { id: PlayerId; name: string; team?: string | null; life?: number }[], seed = 1): GameState {
  const state: GameState = {
    players: players.map((p) => ({
      id: p.id,
      name: p.name,
      team: p.team ?? null,
      life: p.life ?? 20,
      poison: 0,
      manaPool: emptyPool(),
      lost: false,
      won: false,
      attemptedDrawFromEmpty: false,
    })),
    teams: [],
    objects: new Map(),
    zones: new Map(),
    effects: [],
    delayed: [],
    pendingTriggers: [],
    turn: { number: 1, active: players[0].id, step: "main1", priority: players[0].id, passes: 0, specialActionsTaken: [], spellsCast: [], spellsCastLastTurn: [], lifeLost: {} },
    clock: 0,
    random: seed >>> 0,
    cardDefs: new Map(),
    lastKnown: new Map(),
    areas: {},
    version: 0,
    nextId: 1,
  };
  for (const zone of ["battlefield", "stack", "exile", "command"] as ZoneName[]) state.zones.set(zone, []);
  for (const p of players)
    for (const zone of ["library", "hand", "graveyard"] as ZoneName[]) state.zones.set(zoneKey(zone, p.id), []);
  return state;
}

export function player(state: GameState, id: PlayerId): Player {
  const found = state.players.find((p) => p.id === id);
  if (!found) throw new Error(`no player ${id}`);
  return found;
}

export function object(state: GameState, id: ObjectId): GameObject {
  const found = state.objects.get(id);
  if (!found) throw new Error(`no object ${id}`);
  return found;
}

export function objectsIn(state: GameState, zone: ZoneName, owner: PlayerId | null = null): GameObject[] {
  // Every zone exists from the start (newState): the shared ones, and each player's library, hand and graveyard.
  return state.zones.get(zoneKey(zone, owner))!.map((id) => object(state, id));
}

/** A spell: a card or a copy of one on the stack, not an ability or combat damage (111.1 / 213.1). */
export function isSpell(o: GameObject): boolean {
  return o.zone === "stack" && (o.kind === "card" || o.kind === "spell-copy");
}

export function opponents(state: GameState, id: PlayerId): Player[] {
  const me = player(state, id);
  return state.players.filter((p) => p.id !== id && (me.team === null || p.team !== me.team));
}

/** 104.1 / 102.1: the game has ended — a player won, or every player lost (a draw). */
export function gameIsOver(state: GameState): boolean {
  return state.players.some((p) => p.won) || state.players.every((p) => p.lost);
}

export function tick(state: GameState): number {
  state.clock += 1;
  return state.clock;
}

/** The state changed in a way the layer system may read: what was derived from it is out of date. */
function touch(state: GameState): void {
  state.version += 1;
}

// ---------------------------------------------------------------- changing the state
// The only ways objects, zones, effects and players change in place: each moves the version on, so that no derived
// characteristic outlives what it was derived from.

export function addObject(state: GameState, o: GameObject): void {
  state.objects.set(o.id, o);
  touch(state);
}

/** Puts an object into a zone. Library: first = top; graveyard, stack, battlefield: last = top / newest. */
export function putInZone(state: GameState, o: GameObject, zone: ZoneName, position: "top" | "bottom"): void {
  o.zone = zone;
  const list = state.zones.get(zoneKey(zone, o.owner))!;
  if (zone === "library") position === "top" ? list.unshift(o.id) : list.push(o.id);
  else position === "top" ? list.push(o.id) : list.unshift(o.id);
  touch(state);
}

function takeFromZone(state: GameState, o: GameObject): void {
  const list = state.zones.get(zoneKey(o.zone, o.owner))!;
  const i = list.indexOf(o.id);
  if (i >= 0) list.splice(i, 1);
  touch(state);
}

/** An object leaves its zone and ceases to exist (a resolved ability, a token outside the battlefield, 704.5d). */
/** An object ceases to exist (a zone change makes a new one, 400.7): what was attached to it becomes unattached. */
export function removeObject(state: GameState, o: GameObject): void {
  takeFromZone(state, o);
  state.objects.delete(o.id);
  for (const other of state.objects.values()) if (other.attachedTo === o.id) other.attachedTo = null;
  touch(state);
}

export function setStatus(state: GameState, o: GameObject, status: Partial<Status>): void {
  Object.assign(o.status, status);
  touch(state);
}

export function changeCounters(state: GameState, o: GameObject, kind: string, by: number): void {
  o.counters[kind] = (o.counters[kind] ?? 0) + by;
  touch(state);
}

/** Attaches an object to another (an Aura gets a new timestamp as it becomes attached, 613.6d), or unattaches it. */
export function attach(state: GameState, o: GameObject, to: ObjectId | null): void {
  o.attachedTo = to;
  if (to !== null) o.timestamp = tick(state);
  touch(state);
}

export function addChoice(state: GameState, o: GameObject, choice: Choice): void {
  o.choices.push(choice);
  touch(state);
}

/** The values an object has before any effect (the half of a split card being cast, 708.2a). */
export function setBase(state: GameState, o: GameObject, base: Values): void {
  o.base = base;
  touch(state);
}

export function addDamage(state: GameState, o: GameObject, amount: number): void {
  o.damage += amount;
  touch(state);
}

/** 514.2 / 314.2: damage wears off. */
export function removeAllDamage(state: GameState): void {
  for (const o of state.objects.values()) o.damage = 0;
  touch(state);
}

export function addEffect(state: GameState, effect: ContinuousEffect): void {
  state.effects.push(effect);
  touch(state);
}

export function endEffects(state: GameState, ends: (e: ContinuousEffect) => boolean): void {
  state.effects = state.effects.filter((e) => !ends(e));
  touch(state);
}

/**
 * A player's life total becomes a number (in Two-Headed Giant, through the team's, two-headed-giant.ts). By default
 * it is damage, loss or payment: what it went down by is life lost. `counted` false: a life total an effect sets, which
 * is life lost only where the rules say so (two-headed-giant.ts counts it).
 */
export function setLife(state: GameState, p: Player, life: number, counted = true): void {
  if (counted) countLifeLost(state, p.id, p.life - life);
  p.life = life;
  touch(state);
}

/** `amount` more life lost this turn by a player, if it is more than 0 (a gain is no loss). */
export function countLifeLost(state: GameState, id: PlayerId, amount: number): void {
  if (amount > 0) state.turn.lifeLost[id] = (state.turn.lifeLost[id] ?? 0) + amount;
}

export function setTeamLife(state: GameState, team: Team, life: number): void {
  team.life = life;
  touch(state);
}

export function addPoison(state: GameState, p: Player, amount: number): void {
  p.poison += amount;
  touch(state);
}

/** A player loses or wins the game (104.2–104.3 / 102.2–102.3). */
export function setOutcome(state: GameState, p: Player, outcome: "lost" | "won"): void {
  p[outcome] = true;
  touch(state);
}

/**
 * A copy of what actions change in place: enough to reverse an action the rules refuse part-way (715.1 / 422.1).
 * Characteristic values (`base`), card definitions and last known information are never changed in place, so they are
 * shared, not copied.
 */
interface Snapshot {
  players: Pick<Player, "life" | "poison" | "manaPool" | "lost" | "won" | "attemptedDrawFromEmpty">[];
  teams: Pick<Team, "life" | "poison">[];
  objects: Map<ObjectId, GameObject>;
  zones: Map<string, ObjectId[]>;
  rest: Pick<GameState, "effects" | "delayed" | "pendingTriggers" | "turn" | "clock" | "random" | "nextId" | "cardDefs" | "lastKnown" | "areas">;
}

function copyObject(o: GameObject): GameObject {
  return {
    ...o,
    status: { ...o.status },
    counters: { ...o.counters },
    choices: [...o.choices],
    activatedThisTurn: [...o.activatedThisTurn],
    stack: o.stack && { ...o.stack, targets: [...o.stack.targets] },
  };
}

export function takeSnapshot(state: GameState): Snapshot {
  return {
    players: state.players.map((p) => ({ life: p.life, poison: p.poison, manaPool: { ...p.manaPool }, lost: p.lost, won: p.won, attemptedDrawFromEmpty: p.attemptedDrawFromEmpty })),
    teams: state.teams.map((t) => ({ life: t.life, poison: t.poison })),
    objects: new Map([...state.objects].map(([id, o]) => [id, copyObject(o)])),
    zones: new Map([...state.zones].map(([key, ids]) => [key, [...ids]])),
    rest: {
      effects: [...state.effects],
      delayed: [...state.delayed],
      pendingTriggers: [...state.pendingTriggers],
      turn: { ...state.turn, specialActionsTaken: [...state.turn.specialActionsTaken], spellsCast: [...state.turn.spellsCast], spellsCastLastTurn: [...state.turn.spellsCastLastTurn], lifeLost: { ...state.turn.lifeLost } },
      clock: state.clock,
      random: state.random,
      nextId: state.nextId,
      // Card definitions and last known information are never changed in place, only added: the maps are copied.
      cardDefs: new Map(state.cardDefs),
      lastKnown: new Map(state.lastKnown),
      // The areas' parts are small plain data, changed in place: copied whole.
      areas: structuredClone(state.areas),
    },
  };
}

/**
 * Puts the state back as the snapshot has it, keeping the identity of the state, its players and teams (a Two-Headed
 * Giant player's life total is a view of the team's: teams are restored last). The version moves on, never back, so
 * that nothing memoised for the abandoned state is reused.
 */
export function restoreSnapshot(state: GameState, snapshot: Snapshot): void {
  state.players.forEach((p, i) => Object.assign(p, snapshot.players[i]));
  state.teams.forEach((t, i) => Object.assign(t, snapshot.teams[i]));
  state.objects = snapshot.objects;
  state.zones = snapshot.zones;
  Object.assign(state, snapshot.rest);
  touch(state);
}
