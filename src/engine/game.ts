// The game: the kernel (kernel.ts) as one object — the state, the layer system's output memoised per state
// version, the narration, and the all-or-nothing attempt around every player action. What the actions do is the
// kernel's modules' (zone-changes.ts, casting.ts, costs.ts, stack.ts, triggers.ts, turns.ts, naming.ts) and the
// rule areas' (areas.ts), which receive this game as a Kernel and never import this module.
import type { CardDef, CostDef, Filter, TokenDef } from "./cards.ts";
import { AREAS } from "./areas.ts";
import * as casting from "./casting.ts";
import { payCost, discard } from "./costs.ts";
import type { Lang } from "./describe.ts";
import { requireNamed } from "./arguments.ts";
import { RuleViolation } from "./errors.ts";
import { UsageError } from "./usage-errors.ts";
import { filterSubject, matchesFilter } from "./filters.ts";
import type { CardOptions, CastOptions, Decisions, Kernel, LookBack, MoveOptions, Named, PlayerSpec, SpellDef } from "./kernel.ts";
import { derive, type Derived } from "./layers.ts";
import * as naming from "./naming.ts";
import type { NarrationEvent, ObjectRef, ObjectSnapshot, PlayerRef, Recipient, StackChoices, TraceEntry } from "./narration.ts";
import { seededRng, type Rng } from "./rng.ts";
import type { RuleSet, ZoneName } from "./ruleset.ts";
import * as stack from "./stack.ts";
import {
  attach, endEffects, gameIsOver, newState, object, player, putInZone, removeObject, restoreSnapshot, takeSnapshot, tick, addEffect,
  type ContinuousEffect, type GameObject, type GameState, type ObjectId, type PlayerId, type StackInfo, type Status, type Step,
  type TargetRef,
} from "./state.ts";
import { triggerEnters } from "./triggers.ts";
import * as turns from "./turns.ts";
import type { Characteristics, Values } from "./values.ts";
import * as zones from "./zone-changes.ts";

const noChoice = (): undefined => undefined;

export class Game implements Kernel {
  readonly state: GameState;
  readonly rng: Rng;
  readonly log: NarrationEvent[];

  /**
   * `log`: where to narrate; `outside`: for a subgame, the game it is played in (506), whose log it narrates into
   * and whose objects are "outside the game" (506.4).
   */
  constructor(
    readonly rules: RuleSet,
    players: PlayerSpec[],
    seed = 1,
    log: NarrationEvent[] = [],
    readonly outside: Kernel | null = null,
  ) {
    this.log = log;
    this.state = newState(players, seed);
    this.rng = seededRng(this.state);
    for (const area of AREAS) area.setUp?.(this);
  }

  subgame(players: PlayerSpec[], seed: number): Kernel {
    return new Game(this.rules, players, seed, this.log, this);
  }

  // ---------------------------------------------------------------- what the rule areas decide (areas.ts)

  requireDecider(playerId: PlayerId): void {
    for (const area of AREAS) area.requireDecider?.(this, playerId);
  }

  requireOwnResources(playerId: PlayerId, objects: ObjectId[]): void {
    for (const area of AREAS) area.requireOwnResources?.(this, playerId, objects);
  }

  activationRefusal(id: ObjectId): RuleViolation | null {
    for (const area of AREAS) {
      const refusal = area.activationRefusal?.(this, id);
      if (refusal) return refusal;
    }
    return null;
  }

  // ---------------------------------------------------------------- derived information

  /** The derivation of the current state version (a cache of the layer system's output, not game state). */
  private derived: { version: number; trace: boolean; result: Derived } | null = null;

  private derivation(withTrace = false): Derived {
    const cached = this.derived;
    if (cached && cached.version === this.state.version && (cached.trace || !withTrace)) return cached.result;
    const result = derive(this.state, this.rules, withTrace);
    this.derived = { version: this.state.version, trace: withTrace, result };
    return result;
  }

  characteristics(id: ObjectId): Characteristics {
    const found = this.derivation().characteristics.get(id);
    if (!found) throw new UsageError({ problem: "noSuchObject", action: "characteristics", id: String(id) });
    return found;
  }

  copiableValues(id: ObjectId): Values {
    return this.derivation().copiable.get(id)!;
  }

  basePowerToughness(id: ObjectId): [number | null, number | null] | undefined {
    return this.derivation().basePT?.get(id);
  }

  trace(id: ObjectId): TraceEntry[] {
    return this.derivation(true).trace!.get(id) ?? [];
  }

  matches(filter: Filter, id: ObjectId, controller: PlayerId, sourceId: ObjectId | null): boolean {
    const c = this.characteristics(id);
    const subject = filterSubject(object(this.state, id), sourceId, c.controller);
    // Filters of resolving instructions name their colours outright; linked choices live in static abilities.
    return matchesFilter(filter, c, subject, { you: controller, chosen: noChoice, teamOf: (p) => player(this.state, p).team });
  }

  // ---------------------------------------------------------------- narration (naming.ts)

  ref(id: ObjectId): ObjectRef {
    return naming.objectRef(this, id);
  }

  snapshot(id: ObjectId): ObjectSnapshot {
    return naming.objectSnapshot(this, id);
  }

  nameOf(id: ObjectId, lang: Lang): string {
    return naming.nameIn(this, id, lang);
  }

  playerRef(id: PlayerId): PlayerRef {
    return naming.playerRef(this, id);
  }

  recipient(t: TargetRef): Recipient {
    return naming.recipient(this, t);
  }

  stackChoices(info: StackInfo): StackChoices {
    return naming.stackChoices(this, info);
  }

  /** Narrates an event: the message catalogues word it (messages/*.ts). */
  say(event: NarrationEvent): void {
    this.log.push(event);
  }

  unnarrated(action: () => void): void {
    const logged = this.log.length;
    action();
    this.log.splice(logged);
  }

  // ---------------------------------------------------------------- illegal actions (715 / 422)

  /** Whether a player's action is being carried out: only the outermost action is saved and reversed. */
  private acting = false;

  /**
   * Carries out a player's action. If the rules refuse it part-way (a RuleViolation), the whole action is reversed,
   * as if it had never been started (715.1 in 2011 / 422.1 in 2007), before the violation is reported; so is an
   * action that fails for any other reason. Once the game is over, nothing more happens in it (104.1 / 102.1).
   * `named`: what the caller named, checked first (arguments.ts); inside an action the engine trusts its own ids.
   */
  attempt<T>(action: () => T, named?: Named): T {
    if (this.acting) return action();
    if (named) requireNamed(this.state, named);
    if (gameIsOver(this.state)) throw new RuleViolation(turns.citations.cite(this.rules, "gameEnds"), { reason: "gameOver" });
    const saved = takeSnapshot(this.state);
    const logged = this.log.length;
    this.acting = true;
    try {
      return action();
    } catch (error) {
      restoreSnapshot(this.state, saved);
      this.log.splice(logged);
      throw error;
    } finally {
      this.acting = false;
    }
  }

  objectNamed(id: ObjectId, rule: string): GameObject {
    const found = this.state.objects.get(id);
    if (!found) throw new RuleViolation(rule, { reason: "noSuchObject", id: String(id) });
    return found;
  }

  isOver(): boolean {
    return gameIsOver(this.state);
  }

  // ---------------------------------------------------------------- objects and zones (zone-changes.ts)

  createCard(card: CardDef, zone: ZoneName, owner: PlayerId, options: CardOptions = {}): ObjectId {
    return this.attempt(() => zones.putNewCard(this, card, zone, owner, options), { action: "createCard", players: [owner], zones: [zone] });
  }

  createToken(token: TokenDef, controller: PlayerId, decisions: Decisions = {}): ObjectId {
    return this.attempt(() => zones.putNewToken(this, token, controller, decisions), { action: "createToken", players: [controller], decisions });
  }

  createTokenWith(base: Values, controller: PlayerId, decisions: Decisions = {}, status: Partial<Status> = {}): ObjectId {
    return this.attempt(() => zones.putNewTokenWith(this, base, controller, decisions, status));
  }

  cardDefOf(cardId: string): CardDef | undefined {
    return this.state.cardDefs.get(cardId);
  }

  objectForCard(cardId: string): GameObject | undefined {
    for (const o of this.state.objects.values()) if (o.cardId === cardId) return o;
    return undefined;
  }

  newObject(fields: Pick<GameObject, "cardId" | "kind" | "base" | "owner" | "controller" | "zone"> & Partial<GameObject>): GameObject {
    return zones.newObject(this, fields);
  }

  place(o: GameObject, zone: ZoneName, position: "top" | "bottom"): void {
    putInZone(this.state, o, zone, position);
  }

  moveTo(id: ObjectId, zone: ZoneName, options: MoveOptions = {}): ObjectId {
    if (!this.acting) zones.requireMoveByEffect(this, id, zone, options);
    return this.attempt(() => zones.move(this, id, zone, options));
  }

  lookBack(id: ObjectId, zone: ZoneName): LookBack {
    return zones.lookBack(this, id, zone);
  }

  takeOutOfGame(id: ObjectId): void {
    this.attempt(() => removeObject(this.state, object(this.state, id)), { action: "takeOutOfGame", objects: [id] });
  }

  attach(aura: ObjectId, to: ObjectId): void {
    this.attempt(() => attach(this.state, object(this.state, aura), to), { action: "attach", objects: [aura, to] });
  }

  draw(playerId: PlayerId, n: number): void {
    this.attempt(() => turns.draw(this, playerId, n), { action: "draw", players: [playerId] });
  }

  discard(playerId: PlayerId, card: ObjectId): void {
    this.attempt(() => discard(this, playerId, card), { action: "discard", players: [playerId], objects: [card] });
  }

  putCounters(id: ObjectId, kind: string, amount: number): void {
    this.attempt(() => zones.addCounters(this, id, kind, amount), { action: "putCounters", objects: [id] });
  }

  removeCounters(id: ObjectId, kind: string, amount: number): void {
    this.attempt(() => zones.takeCounters(this, id, kind, amount), { action: "removeCounters", objects: [id] });
  }

  // ---------------------------------------------------------------- continuous effects from resolutions

  addContinuousEffect(effect: Omit<ContinuousEffect, "id" | "timestamp">): ContinuousEffect {
    const full: ContinuousEffect = { ...effect, id: `e${this.state.nextId++}`, timestamp: tick(this.state) };
    addEffect(this.state, full);
    return full;
  }

  endEffect(id: string): void {
    endEffects(this.state, (e) => e.id === id);
  }

  gainControl(id: ObjectId, controller: PlayerId): ContinuousEffect {
    requireNamed(this.state, { action: "gainControl", objects: [id], players: [controller] });
    return this.addContinuousEffect({
      source: null,
      controller,
      affected: [id],
      duration: "while-affected",
      def: { affects: "target", gainControl: true },
      description: "control",
    });
  }

  // ---------------------------------------------------------------- casting, activating, costs (casting.ts, costs.ts)

  cast(playerId: PlayerId, cardId: ObjectId, decisions: Decisions = {}, options: CastOptions = {}): ObjectId {
    return this.attempt(() => casting.castSpell(this, playerId, cardId, decisions, options), { action: "cast", players: [playerId], chosen: [cardId], decisions });
  }

  activate(playerId: PlayerId, sourceId: ObjectId, abilityId: string, decisions: Decisions = {}): ObjectId | null {
    return this.attempt(() => casting.activateAbility(this, playerId, sourceId, abilityId, decisions), { action: "activate", players: [playerId], chosen: [sourceId], decisions });
  }

  payCost(playerId: PlayerId, sourceId: ObjectId, cost: CostDef, x: number, decisions: Decisions, info: StackInfo, rule: string): void {
    payCost(this, playerId, sourceId, cost, x, decisions, info, rule);
  }

  announcedMode(spell: SpellDef | undefined, mode: number | undefined, rule: string): number | undefined {
    return casting.announcedMode(spell, mode, rule);
  }

  announcedX(x: number | undefined): number | undefined {
    return casting.announcedX(this, x);
  }

  requireSorceryTiming(playerId: PlayerId, rule: string): void {
    casting.requireSorceryTiming(this, playerId, rule);
  }

  // ---------------------------------------------------------------- priority, the stack, triggers (stack.ts, triggers.ts)

  requirePriority(playerId: PlayerId, rule: string): void {
    stack.requirePriority(this, playerId, rule);
  }

  givePriority(playerId: PlayerId, decisions: Decisions = {}): void {
    stack.givePriority(this, playerId, decisions);
  }

  passPriority(playerId: PlayerId, decisions: Decisions = {}): void {
    this.attempt(() => stack.pass(this, playerId, decisions), { action: "passPriority", players: [playerId], decisions });
  }

  putOnStack(kind: "ability" | "combat-damage", controller: PlayerId, info: StackInfo): ObjectId {
    return stack.putOnStack(this, kind, controller, info);
  }

  removeFromStack(o: GameObject): void {
    stack.removeFromStack(this, o);
  }

  resolveTop(decisions: Decisions = {}): void {
    this.attempt(() => stack.resolve(this, decisions), { action: "resolveTop", decisions });
  }

  resolveStack(decisions: Decisions = {}): void {
    this.attempt(() => stack.resolveAll(this, decisions), { action: "resolveStack", decisions });
  }

  triggerEnters(enteringId: ObjectId): void {
    triggerEnters(this, enteringId);
  }

  checkStateBasedActions(decisions: Decisions = {}): void {
    stack.checkStateBasedActions(this, decisions);
  }

  // ---------------------------------------------------------------- turns (turns.ts)

  /** Advances to the next step; all players are taken to have passed with an empty stack (500.2 / 300.2). */
  nextStep(decisions: Decisions = {}): void {
    this.attempt(() => turns.goToNextStep(this, decisions), { action: "nextStep", decisions });
  }

  /**
   * Advances until the given step of the given turn number, at most ADVANCE_LIMIT steps away: farther is a usage
   * error, raised before anything changes. All players passing through the steps is one action: reversed as a whole
   * if refused.
   */
  advanceTo(turnNumber: number, step: Step, decisions: Decisions = {}): void {
    turns.requireReachable(this, turnNumber, step);
    this.attempt(() => turns.advanceThrough(this, turnNumber, step, decisions), { action: "advanceTo", decisions });
  }

  /** How many steps advanceTo goes at most (five turns). */
  static readonly ADVANCE_LIMIT = turns.ADVANCE_LIMIT;
}
