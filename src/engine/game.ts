// The game: actions players take and what the rules do in response (zone changes, the stack, triggers,
// state-based actions, turns). Characteristics come from the layer system (layers.ts), never from storage.
import {
  eachField, type AbilityDef, type CardDef, type Color, type CostDef, type FieldHandlers, type Filter, type TokenDef,
} from "./cards.ts";
import { filterSubject, matchesFilter } from "./filters.ts";
import type { Lang } from "./describe.ts";
import type { NarrationEvent, ObjectRef, ObjectSnapshot, PlayerRef, Recipient, StackChoices, TraceEntry } from "./narration.ts";
import { CATALOGUES } from "./messages/render.ts";
import { words } from "./messages/catalogue.ts";
import { RuleViolation, UsageError } from "./errors.ts";
import { derive, type Derived } from "./layers.ts";
import { hasKeyword, keywordAbilities } from "./keywords.ts";
import { payMana } from "./mana-payment.ts";
import { faceDownCost } from "./face-down.ts";
import { seededRng, type Rng } from "./rng.ts";
import type { RuleSet, ZoneName } from "./ruleset.ts";
import { resolveInstructions } from "./instructions.ts";
import { conditionHolds, type ResolutionContext } from "./resolution.ts";
import type { RuleArea } from "./area.ts";
import type { CardOptions, CastOptions, Decisions, Kernel, LookBack, MoveOptions, PendingTrigger, PlayerSpec, SpellDef } from "./kernel.ts";
import { AREAS } from "./areas.ts";
import { putIntoGraveyardsTogether } from "./simultaneous.ts";
import { isActivePlayer, nextPlayerAfter, nextTurnPlayer, priorityHolders, teamMembers } from "./turn-order.ts";
import { chooseTargets, removedForNoLegalTarget, spellParts, targetsStillLegal } from "./targets.ts";
import {
  type ContinuousEffect, type GameObject, type GameState, type ObjectId, type PlayerId, type StackInfo,
  type TargetRef, gameIsOver, newState, object, objectsIn, player, restoreSnapshot, takeSnapshot, tick, zoneKey,
  addChoice, addEffect, addObject, attach, changeCounters, endEffects, putInZone, removeObject, setBase, setLife, setStatus, STEPS, type Step,
} from "./state.ts";
import { type AbilityInstance, type Characteristics, type Values, abilityKey, abilityLabel, printedValues } from "./values.ts";

/** A cost being paid: by whom, for which source, with what choices, citing which rule if it can't be. */
interface Payment {
  playerId: PlayerId;
  sourceId: ObjectId;
  source: GameObject;
  x: number;
  decisions: Decisions;
  info: StackInfo;
  rule: string;
}

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

  // ---------------------------------------------------------------- rule areas (areas.ts)

  /** The rule areas whose hooks this game calls (area.ts). */
  private readonly areas: readonly RuleArea[] = AREAS;

  /** Refuses an action for a player taken by anyone but whoever makes that player's decisions (rule areas decide). */
  requireDecider(playerId: PlayerId): void {
    for (const area of this.areas) area.requireDecider?.(this, playerId);
  }

  /** Refuses costs paid for a player with objects that aren't his or her resources (rule areas decide). */
  requireOwnResources(playerId: PlayerId, objects: ObjectId[]): void {
    for (const area of this.areas) area.requireOwnResources?.(this, playerId, objects);
  }

  /** Why an object's activated abilities can't be activated now, if a rule area says so. */
  activationRefusal(id: ObjectId): RuleViolation | null {
    for (const area of this.areas) {
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
    if (!found) throw new Error(`no object ${id}`);
    return found;
  }

  copiableValues(id: ObjectId): Values {
    return this.derivation().copiable.get(id)!;
  }

  /** Base power and toughness (613.3a–b), or undefined where the version's layers don't separate them. */
  basePowerToughness(id: ObjectId): [number | null, number | null] | undefined {
    return this.derivation().basePT?.get(id);
  }

  /** The effects applied to compute an object's characteristics, in order (613). */
  trace(id: ObjectId): TraceEntry[] {
    return this.derivation(true).trace!.get(id) ?? [];
  }

  /**
   * An object as the narration names it now: its name, its own name beside the one a copy effect gave it,
   * or what it is when it has no name (a face-down creature, an ability of its source).
   */
  ref(id: ObjectId): ObjectRef {
    const o = this.state.objects.get(id);
    if (!o) {
      // An object that left the battlefield is named by its last known information (608.2g).
      const lastKnown = this.state.lastKnown.get(id);
      return lastKnown ? { is: "object", id, name: lastKnown.name } : { is: "gone", id };
    }
    if (o.kind === "ability") return { is: "ability", id, source: this.ref(o.stack!.source!) };
    if (o.kind === "combat-damage") return { is: "combat-damage", id };
    const name = this.characteristics(id).name;
    if (o.kind === "spell-copy") return { is: "spell-copy", id, original: name };
    if (!name && o.status.faceDown) return { is: "face-down", id };
    const copied = this.state.effects.some((e) => e.copy && e.affected.includes(id));
    return copied ? { is: "object", id, name, copyOf: { own: o.base.name } } : { is: "object", id, name };
  }

  /** An object's characteristics and status now, as plain data (a scenario's checkpoints, the site's board). */
  snapshot(id: ObjectId): ObjectSnapshot {
    const o = object(this.state, id);
    const c = this.characteristics(id);
    return {
      name: c.name,
      manaCost: c.manaCost,
      colors: [...c.colors],
      types: [...c.types],
      subtypes: [...c.subtypes],
      supertypes: [...c.supertypes],
      power: c.power,
      toughness: c.toughness,
      abilities: c.abilities.map(abilityLabel),
      controller: c.controller,
      zone: o.zone,
      status: { tapped: o.status.tapped, faceDown: o.status.faceDown, flipped: o.status.flipped },
      counters: { ...o.counters },
      damage: o.damage,
    };
  }

  /** The object's name in a language, as the narration gives it. */
  nameOf(id: ObjectId, lang: Lang): string {
    return words(CATALOGUES[lang], lang).object(this.ref(id));
  }

  /** A player as the narration names them (a refused choice may name a player who isn't in the game: by their id). */
  playerRef(id: PlayerId): PlayerRef {
    return { id, name: this.state.players.find((p) => p.id === id)?.name ?? String(id) };
  }

  recipient(t: TargetRef): Recipient {
    return "object" in t ? { object: this.ref(t.object) } : { player: this.playerRef(t.player) };
  }

  /** The choices made for a spell or ability on the stack, for the narration (601.2). */
  stackChoices(info: StackInfo): StackChoices {
    return { x: info.x, mode: info.mode === undefined ? undefined : info.mode + 1, targets: info.targets.map((t) => this.recipient(t)) };
  }

  /** Narrates an event: the message catalogues word it (messages/*.ts). */
  say(event: NarrationEvent): void {
    this.log.push(event);
  }

  /** Carries out part of an action without narrating it (its caller narrates a summary: mana sources tapped). */
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
   */
  attempt<T>(action: () => T): T {
    if (this.acting) return action();
    if (gameIsOver(this.state)) throw new RuleViolation(this.rules.gameEnds, { reason: "gameOver" });
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

  /** The object an action names; one that isn't in the game is refused with the action's rule. */
  objectNamed(id: ObjectId, rule: string): GameObject {
    const found = this.state.objects.get(id);
    if (!found) throw new RuleViolation(rule, { reason: "noSuchObject", id: String(id) });
    return found;
  }

  /** Whether the game has ended (104.1 / 102.1): then only reading its state is allowed. */
  isOver(): boolean {
    return gameIsOver(this.state);
  }

  // ---------------------------------------------------------------- setup and zone changes

  /** Creates a card in a zone (initial state of a game or scenario). */
  createCard(card: CardDef, zone: ZoneName, owner: PlayerId, options: CardOptions = {}): ObjectId {
    return this.attempt(() => this.putNewCard(card, zone, owner, options));
  }

  private putNewCard(card: CardDef, zone: ZoneName, owner: PlayerId, options: CardOptions): ObjectId {
    if (options.counters) this.requireCounterAmounts(Object.values(options.counters));
    const o = this.newObject({
      cardId: options.cardId ?? `card${this.state.nextId}`,
      kind: "card",
      base: printedValues(card),
      owner,
      controller: options.controller ?? owner,
      zone,
      ...(options.sinceTurn !== undefined && { sinceTurn: options.sinceTurn }),
    });
    if (options.status) setStatus(this.state, o, options.status);
    for (const [kind, n] of Object.entries(options.counters ?? {})) changeCounters(this.state, o, kind, n);
    for (const choice of options.choices ?? []) addChoice(this.state, o, choice);
    this.state.cardDefs.set(o.cardId!, card);
    this.place(o, zone, "top");
    return o.id;
  }

  /** Creates a token on the battlefield under a player's control (111.1 / 216.1). */
  createToken(token: TokenDef, controller: PlayerId, decisions: Decisions = {}): ObjectId {
    return this.attempt(() => this.putNewToken(token, controller, decisions));
  }

  private putNewToken(token: TokenDef, controller: PlayerId, decisions: Decisions): ObjectId {
    const base = printedValues({ slug: "token", ...token });
    const o = this.newObject({ cardId: null, kind: "token", base, owner: controller, controller, zone: "battlefield" });
    this.enterBattlefield(o, decisions);
    return o.id;
  }

  /** The definition of a physical card of this game. */
  cardDefOf(cardId: string): CardDef | undefined {
    return this.state.cardDefs.get(cardId);
  }

  /** An object leaves this game without going to any of its zones (a card taken into a subgame, 506.2, 506.4). */
  takeOutOfGame(id: ObjectId): void {
    removeObject(this.state, object(this.state, id));
  }

  newObject(fields: Pick<GameObject, "cardId" | "kind" | "base" | "owner" | "controller" | "zone"> & Partial<GameObject>): GameObject {
    const o: GameObject = {
      id: `o${this.state.nextId++}`,
      timestamp: tick(this.state),
      counters: {},
      status: { tapped: false, flipped: false, faceDown: false, phasedOut: false },
      choices: [],
      attachedTo: null,
      damage: 0,
      sinceTurn: this.state.turn.number,
      activatedThisTurn: [],
      ...fields,
    };
    addObject(this.state, o);
    return o;
  }

  place(o: GameObject, zone: ZoneName, position: "top" | "bottom"): void {
    putInZone(this.state, o, zone, position);
  }

  /** The current object for a physical card (it changes on every zone change, 400.7); only cards have a card id. */
  objectForCard(cardId: string): GameObject | undefined {
    for (const o of this.state.objects.values()) if (o.cardId === cardId) return o;
    return undefined;
  }

  /**
   * Moves an object to another zone. It becomes a new object with no memory of its previous existence
   * (400.7): status, counters, choices and effects on it are gone. Tokens and copies of cards outside the
   * battlefield and stack cease to exist as a state-based action (704.5d–e).
   */
  moveTo(id: ObjectId, zone: ZoneName, options: MoveOptions = {}): ObjectId {
    return this.attempt(() => this.move(id, zone, options));
  }

  private move(id: ObjectId, zone: ZoneName, options: MoveOptions): ObjectId {
    const old = object(this.state, id);
    const { lastKnown, leaving } = options.lookedBack ?? this.lookBack(id, zone);
    removeObject(this.state, old);
    const fresh = this.newObject({
      cardId: old.cardId,
      kind: options.asToken ? "token" : old.kind,
      // A card is its printed values again (400.7); a token or a copy of a spell (no card id) keeps its own.
      base: old.cardId ? printedValues(this.state.cardDefs.get(old.cardId)!) : old.base,
      owner: old.owner,
      controller: zone === "battlefield" || zone === "stack" ? (options.controller ?? old.controller) : old.owner,
      zone,
    });
    setStatus(this.state, fresh, { faceDown: Boolean(options.faceDown) });
    // "Enters with counters on it" (614.1c): they are on it as it enters.
    for (const [kind, n] of Object.entries(options.counters ?? {})) changeCounters(this.state, fresh, kind, n);
    // Effects that applied to the old object end with it (400.7); attachments ended as it was removed.
    endEffects(this.state, (e) => e.affected.length === 1 && e.affected[0] === old.id);
    if (zone === "battlefield") this.enterBattlefield(fresh, options.decisions ?? {}, options.x ?? 0);
    else this.place(fresh, zone, options.position ?? "top");
    if (lastKnown) this.state.lastKnown.set(old.id, lastKnown);
    this.state.pendingTriggers.push(...leaving.map((t) => ({ ...t, triggerObject: fresh.id })));
    return fresh.id;
  }

  /** What an object's move to `zone` is judged on, before it moves. */
  lookBack(id: ObjectId, zone: ZoneName): LookBack {
    const old = object(this.state, id);
    const wasOnBattlefield = old.zone === "battlefield";
    return {
      // Last known information of a permanent, or of a spell leaving the stack (a delayed trigger's source, 608.2g).
      lastKnown: wasOnBattlefield || old.zone === "stack" ? this.characteristics(id) : null,
      // Leaves-the-battlefield abilities look back in time (603.6d / 410.10d): judged before the object leaves.
      leaving: wasOnBattlefield ? this.areas.flatMap((a) => a.triggersOnLeavingBattlefield?.(this, old, zone) ?? []) : [],
    };
  }

  /**
   * An object enters the battlefield (614.12 / 706.5): "as enters" replacement effects of the object as it
   * would exist on the battlefield apply first — copy effects first (copy.ts), then the choices, tapped status and
   * counters of the resulting text — and then enters-the-battlefield abilities trigger.
   */
  private enterBattlefield(o: GameObject, decisions: Decisions, x = 0): void {
    o.sinceTurn = this.state.turn.number;
    // Replacement effects of rule areas that apply before it enters (a copy effect, 706.5).
    for (const area of this.areas) area.asEnters?.(this, o, decisions, x);
    this.place(o, "battlefield", "top");
    const values = this.copiableValues(o.id);
    for (const a of values.abilities) {
      if ("asEnters" in a.def) {
        const asEnters = a.def.asEnters;
        if (asEnters.choose) this.makeEnterChoice(o, a, asEnters.choose, decisions);
        if (asEnters.tapped) setStatus(this.state, o, { tapped: true });
        if (asEnters.counters) changeCounters(this.state, o, asEnters.counters.kind, asEnters.counters.amount);
      }
    }
    // 702.31a / 502.20a (Fading N): enters with N fade counters.
    for (const a of keywordAbilities(this.rules, values.abilities, "fading")) changeCounters(this.state, o, "fade", a.def.amount ?? 0);
    this.say({ action: "enters", object: this.ref(o.id), zone: this.rules.zoneNames.battlefield, tapped: o.status.tapped });
    // A rule area may hold them back until every object entering in the same event is there (simultaneous.ts).
    if (!this.areas.some((a) => a.holdsEnterTriggers?.(this, o.id))) this.triggerEnters(o.id);
  }

  private makeEnterChoice(o: GameObject, ability: AbilityInstance, kind: "color" | "creature-type", decisions: Decisions): void {
    const value = kind === "color" ? decisions.color : decisions.creatureType;
    if (!value) throw new RuleViolation(this.rules.cite.copyChoices, { reason: "choiceRequired", choice: kind, object: this.ref(o.id) });
    addChoice(this.state, o, { kind, value, ability: abilityKey(ability) });
    this.say({ action: "chooses", player: this.playerRef(o.controller), choice: kind === "color" ? { color: value as Color } : { creatureType: value } });
  }

  // ---------------------------------------------------------------- filters and targets

  matches(filter: Filter, id: ObjectId, controller: PlayerId, sourceId: ObjectId | null): boolean {
    const c = this.characteristics(id);
    const subject = filterSubject(object(this.state, id), sourceId, c.controller);
    // Filters of resolving instructions name their colours outright; linked choices live in static abilities.
    return matchesFilter(filter, c, subject, { you: controller, chosen: noChoice });
  }

  // ---------------------------------------------------------------- costs and mana

  payCost(playerId: PlayerId, sourceId: ObjectId, cost: CostDef, x: number, decisions: Decisions, info: StackInfo, rule: string): void {
    eachField(this.costs, cost, { playerId, sourceId, source: object(this.state, sourceId), x, decisions, info, rule });
  }

  /**
   * How each part of a cost is paid, in this order (tapping first, then mana…): a part added to the card language
   * without its payment fails to type-check instead of being free.
   */
  private readonly costs: FieldHandlers<CostDef, [Payment], void> = {
    tap: (tap, { sourceId, source }) => {
      if (!tap) return;
      if (source.status.tapped) throw new RuleViolation(this.rules.cite.activateCost, { reason: "alreadyTapped", object: this.ref(sourceId) });
      const c = this.characteristics(sourceId);
      if (c.types.includes("creature") && source.sinceTurn === this.state.turn.number && !hasKeyword(this, sourceId, "haste"))
        throw new RuleViolation(this.rules.combat.summoningSickness, { reason: "summoningSick", object: this.ref(sourceId) });
      setStatus(this.state, source, { tapped: true });
    },
    mana: (mana, { playerId, x, rule }) => payMana(this, playerId, mana, x, rule),
    // "Half your life, rounded up": in Two-Headed Giant, of the team's life total (810.9a).
    payLife: (_half, { playerId }) => {
      const p = player(this.state, playerId);
      const amount = Math.ceil(p.life / 2);
      setLife(this.state, p, p.life - amount);
      this.say({ action: "paysLife", player: this.playerRef(playerId), amount });
    },
    discard: (count, { playerId, decisions, rule }) => {
      const cards = decisions.discard ?? [];
      if (!Array.isArray(cards) || cards.length !== count || new Set(cards).size !== cards.length) throw new RuleViolation(rule, { reason: "discardCount", count });
      this.requireOwnResources(playerId, cards);
      for (const card of cards) this.discard(playerId, card);
    },
    sacrifice: (filter, { playerId, sourceId, decisions, info, rule }) => {
      const [victim] = decisions.sacrifice ?? [];
      // A player sacrifices only a permanent he or she controls (701.13a in 2011-02-04).
      if (!victim || this.state.objects.get(victim)?.zone !== "battlefield" || this.characteristics(victim).controller !== playerId || !this.matches(filter, victim, playerId, sourceId))
        throw new RuleViolation(rule, { reason: "sacrificeRequired" });
      info.sacrificedPower = this.characteristics(victim).power ?? 0;
      this.moveTo(victim, "graveyard");
    },
    // A permanent already sacrificed for another part of the cost ("Sacrifice a creature, Sacrifice this") is no
    // longer on the battlefield to be sacrificed again: the cost can't be paid (701.13a, 601.2h).
    sacrificeSelf: (sacrifice, { sourceId, rule }) => {
      if (!sacrifice) return;
      if (this.state.objects.get(sourceId)?.zone !== "battlefield") throw new RuleViolation(rule, { reason: "notOnBattlefieldToSacrifice", object: this.ref(sourceId) });
      this.moveTo(sourceId, "graveyard");
    },
    // 701.3d: unattaching an Equipment moves it away from the creature; an Equipment attached to nothing can't.
    unattachSelf: (unattach, { sourceId, source, rule }) => {
      if (!unattach) return;
      if (source.attachedTo === null) throw new RuleViolation(this.rules.unattach ?? rule, { reason: "notAttached", object: this.ref(sourceId) });
      this.say({ action: "unattaches", object: this.ref(sourceId), from: this.ref(source.attachedTo) });
      attach(this.state, source, null);
    },
  };

  discard(playerId: PlayerId, card: ObjectId): void {
    const o = this.state.objects.get(card);
    if (!o || o.zone !== "hand" || o.owner !== playerId) throw new RuleViolation(this.rules.cite.discard, { reason: "notCardInHand", card: this.ref(card), player: this.playerRef(playerId) });
    this.say({ action: "discards", player: this.playerRef(playerId), card: this.ref(card) });
    this.moveTo(card, "graveyard");
  }

  // ---------------------------------------------------------------- casting and activating (601, 602)

  requirePriority(playerId: PlayerId, rule: string): void {
    // In Two-Headed Giant a team has priority, not a player (810.2, 805).
    const priority = this.state.turn.priority;
    if (priority === null || !teamMembers(this.state, priority).includes(playerId))
      throw new RuleViolation(rule, { reason: "noPriority", player: this.playerRef(playerId) });
    // 507.3 / 711.5: during a controlled turn, the controller of the turn takes the player's actions.
    this.requireDecider(playerId);
  }

  /** Gives priority to a player after putting waiting triggered abilities on the stack (116.3, 603.3). */
  givePriority(playerId: PlayerId, decisions: Decisions = {}): void {
    this.checkStateBasedActions(decisions);
    if (this.isOver()) return;
    this.putTriggersOnStack(decisions);
    this.state.turn.priority = playerId;
    this.state.turn.passes = 0;
  }

  /**
   * 601 / 409: casts a spell from its player's hand, with priority and at the time its card type allows; or, `byEffect`,
   * as an effect instructs while it resolves ("cast it without paying its mana cost"), from where the card is.
   */
  cast(playerId: PlayerId, cardId: ObjectId, decisions: Decisions = {}, options: CastOptions = {}): ObjectId {
    return this.attempt(() => this.castSpell(playerId, cardId, decisions, options));
  }

  private castSpell(playerId: PlayerId, cardId: ObjectId, decisions: Decisions, options: CastOptions): ObjectId {
    const byEffect = options.byEffect;
    if (!byEffect) this.requirePriority(playerId, this.rules.cite.castPriority);
    const card = this.objectNamed(cardId, this.rules.cite.castFromHand);
    if (!byEffect && (card.zone !== "hand" || card.owner !== playerId)) throw new RuleViolation(this.rules.cite.castFromHand, { reason: "notInHand", card: this.ref(cardId), player: this.playerRef(playerId) });
    const printed = this.characteristics(cardId);
    // 505.2 / 708.2a: a split card is cast as the half its player chooses; only that half exists on the stack.
    const half = this.areas.map((a) => a.castAs?.(this, card, printed, decisions) ?? null).find((v) => v !== null) ?? null;
    const c = half ? { ...half, controller: printed.controller } : printed;
    if (c.types.includes("land")) throw new RuleViolation(this.rules.cite.landNotCast, { reason: "landNotCast" });
    const morphCost = options.faceDown ? faceDownCost(this, c) : null;
    // 301.1–307.1 / 212.2a–212.9a: only an instant may be cast any time its player has priority.
    // 702.8a / 502.57a: flash lets it be cast any time its player could cast an instant.
    const flash = keywordAbilities(this.rules, c.abilities, "flash").length > 0;
    if (!byEffect && !c.types.includes("instant") && !flash) this.requireSorceryTiming(playerId, this.castingTimingRule(c.types));
    const spell = "spell" in (c.abilities.find((a) => "spell" in a.def)?.def ?? {}) ? (c.abilities.find((a) => "spell" in a.def)!.def as Extract<AbilityDef, { spell: unknown }>).spell : undefined;
    const mode = this.announcedMode(spell, decisions.mode, this.rules.modeAndXAnnounced);
    const x = this.announcedX(decisions.x);
    const targetDefs = spellParts(c.abilities, mode).flatMap((part) => part.targets);
    const info: StackInfo = { mode, x, targets: chooseTargets(this, targetDefs, decisions.targets ?? [], playerId, cardId, () => this.rules.targetsAnnounced, x) };
    const stackId = this.moveTo(cardId, "stack", { controller: playerId, faceDown: options.faceDown });
    const onStack = object(this.state, stackId);
    onStack.stack = info;
    if (half) setBase(this.state, onStack, half);
    if (!byEffect?.withoutPayingManaCost) info.manaSpent = payMana(this, playerId, morphCost ?? c.manaCost ?? "{0}", info.x ?? 0, this.rules.cite.payManaCost);
    if (spell?.additionalCost?.sacrifice) this.payCost(playerId, stackId, { sacrifice: spell.additionalCost.sacrifice }, 0, decisions, info, this.rules.cite.payAdditionalCost);
    if (spell?.additionalCost?.discard) this.payCost(playerId, stackId, { discard: spell.additionalCost.discard }, 0, decisions, info, this.rules.cite.payAdditionalCost);
    this.say({ action: "casts", player: this.playerRef(playerId), spell: this.ref(stackId), choices: this.stackChoices(info) });
    this.triggerBecomesTarget(info.targets);
    // A spell cast while another resolves: nobody gets priority until that resolution ends (608.2).
    if (!byEffect) this.givePriority(playerId, decisions);
    return stackId;
  }

  /** The mode announced for a modal spell (601.2b / 409.1b): one it has; a spell that isn't modal has none. */
  announcedMode(spell: SpellDef | undefined, mode: number | undefined, rule: string): number | undefined {
    const modes = spell?.modes;
    if (!modes) return undefined;
    if (mode === undefined) throw new RuleViolation(rule, { reason: "modeRequired" });
    if (!Number.isInteger(mode) || mode < 0 || mode >= modes.length)
      throw new RuleViolation(rule, { reason: "noSuchMode", modes: modes.length, mode: Number(mode) + 1 });
    return mode;
  }

  /** The value of X announced (601.2b / 409.1b): a whole number, never negative (107.1b / 104.1b). */
  announcedX(x: number | undefined): number | undefined {
    if (x === undefined) return undefined;
    if (!Number.isInteger(x)) throw new RuleViolation(this.rules.modeAndXAnnounced, { reason: "xNotWhole", x });
    if (x < 0) throw new RuleViolation(this.rules.noNegativeNumbers, { reason: "xNegative", x });
    return x;
  }

  /** Amounts of counters to put or remove: whole numbers, never negative (107.1b / 104.1b). */
  private requireCounterAmounts(amounts: number[]): void {
    const bad = amounts.find((n) => !Number.isInteger(n) || n < 0);
    if (bad !== undefined) throw new RuleViolation(this.rules.noNegativeNumbers, { reason: "countersNegative", amount: bad });
  }

  /** The rule that says when a spell with these card types may be cast (a tribal follows its other type, 308.1). */
  private castingTimingRule(types: string[]): string {
    const timing = this.rules.castingTiming;
    // An instant never gets here (it may be cast any time its player has priority).
    return types.map((t) => timing[t as keyof typeof timing]).find((rule) => rule !== undefined) ?? timing.sorcery!;
  }

  /** "Any time he or she could cast a sorcery": priority, a main phase of his or her turn, an empty stack. */
  requireSorceryTiming(playerId: PlayerId, rule: string): void {
    const t = this.state.turn;
    const why = !isActivePlayer(this.state, playerId) ? "not-their-turn"
      : t.step !== "main1" && t.step !== "main2" ? "not-main-phase"
      : this.state.zones.get("stack")!.length > 0 ? "stack-not-empty"
      : null;
    if (why) throw new RuleViolation(rule, { reason: "sorceryTiming", player: this.playerRef(playerId), why });
  }



  /** 602: activates an ability; mana abilities resolve at once (605.3a). */
  activate(playerId: PlayerId, sourceId: ObjectId, abilityId: string, decisions: Decisions = {}): ObjectId | null {
    return this.attempt(() => this.activateAbility(playerId, sourceId, abilityId, decisions));
  }

  private activateAbility(playerId: PlayerId, sourceId: ObjectId, abilityId: string, decisions: Decisions): ObjectId | null {
    const source = this.objectNamed(sourceId, this.rules.cite.activatedAbility);
    const c = this.characteristics(sourceId);
    const ability = c.abilities.find((a) => a.def.id === abilityId && "activated" in a.def);
    if (!ability) throw new RuleViolation(this.rules.cite.activatedAbility, { reason: "noSuchAbility", object: this.ref(sourceId), ability: abilityId });
    // The abilities of a permanent function only on the battlefield (the card language has no other zone for them).
    if (source.zone !== "battlefield") throw new RuleViolation(this.rules.cite.activatedAbility, { reason: "abilitiesOnlyOnBattlefield", object: this.ref(sourceId) });
    if (c.controller !== playerId) throw new RuleViolation(this.rules.cite.activateController, { reason: "onlyControllerActivates" });
    const refusal = this.activationRefusal(sourceId);
    if (refusal) throw refusal;
    const def = (ability.def as Extract<AbilityDef, { activated: unknown }>).activated;
    if (!def.mana) this.requirePriority(playerId, this.rules.cite.activateController);
    if (def.asSorcery) this.requireSorceryTiming(playerId, this.rules.cite.activateAsSorcery);
    const key = abilityKey(ability);
    if (def.oncePerTurn && source.activatedThisTurn.includes(key)) throw new RuleViolation(this.rules.cite.oncePerTurn, { reason: "oncePerTurn" });
    const x = this.announcedX(decisions.x);
    const info: StackInfo = { ability, source: sourceId, x, targets: chooseTargets(this, def.targets ?? [], decisions.targets ?? [], playerId, sourceId, () => this.rules.cite.activateCost, x) };
    this.payCost(playerId, sourceId, def.cost, info.x ?? 0, decisions, info, this.rules.cite.activateCost);
    source.activatedThisTurn.push(key);
    if (def.mana) {
      this.resolveAbility(playerId, sourceId, ability, info, decisions);
      this.say({ action: "activatesManaAbility", player: this.playerRef(playerId), source: this.ref(sourceId), pool: { ...player(this.state, playerId).manaPool } });
      return null;
    }
    const stackObject = this.putAbilityOnStack(playerId, sourceId, ability, info);
    this.say({ action: "activates", player: this.playerRef(playerId), source: this.ref(sourceId), choices: this.stackChoices(info) });
    this.triggerBecomesTarget(info.targets);
    this.givePriority(playerId, decisions);
    return stackObject;
  }

  private putAbilityOnStack(controller: PlayerId, sourceId: ObjectId, ability: AbilityInstance, info: StackInfo): ObjectId {
    return this.putOnStack("ability", controller, { ...info, ability, source: sourceId });
  }

  /** An object on the stack that no card represents, without characteristics: an ability, or combat damage. */
  putOnStack(kind: "ability" | "combat-damage", controller: PlayerId, info: StackInfo): ObjectId {
    const o = this.newObject({
      cardId: null,
      kind,
      base: { name: null, manaCost: null, colors: [], types: [], subtypes: [], supertypes: [], abilities: [], power: null, toughness: null, loyalty: null, flip: null },
      owner: controller,
      controller,
      zone: "stack",
      stack: info,
    });
    this.place(o, "stack", "top");
    return o.id;
  }

  private resolveAbility(controller: PlayerId, sourceId: ObjectId, ability: AbilityInstance, info: StackInfo, decisions: Decisions): void {
    const def = ability.def;
    // An ability on the stack is an activated or a triggered one (a delayed trigger's effect is its own, 603.7).
    const effect = "activated" in def ? def.activated.effect : (def as Extract<AbilityDef, { triggered: unknown }>).triggered.effect;
    // 603.4: an intervening "if" clause is checked again on resolution; if it doesn't hold, nothing happens.
    if ("triggered" in def && def.triggered.if && !conditionHolds(this, controller, def.triggered.if, sourceId)) return;
    resolveInstructions(this.context(controller, sourceId, ability, info, decisions), effect);
  }

  context(controller: PlayerId, sourceId: ObjectId | null, ability: AbilityInstance | undefined, info: StackInfo, decisions: Decisions): ResolutionContext {
    return { game: this, controller, source: sourceId, ability, info, decisions };
  }

  // ---------------------------------------------------------------- face-down and flipped permanents

  // ---------------------------------------------------------------- priority and resolution (116, 608)

  /**
   * 116.3d / 116.4: a player passes priority. The next player in turn order receives it; when all players
   * have passed in succession, the top of the stack resolves, or, with an empty stack, the step ends.
   */
  passPriority(playerId: PlayerId, decisions: Decisions = {}): void {
    this.attempt(() => this.pass(playerId, decisions));
  }

  private pass(playerId: PlayerId, decisions: Decisions): void {
    this.requirePriority(playerId, this.rules.cite.passPriority);
    const t = this.state.turn;
    t.passes += 1;
    this.say({ action: "passesPriority", player: this.playerRef(playerId) });
    // In Two-Headed Giant, teams have priority and pass it (810.2, 805).
    if (t.passes >= priorityHolders(this.state)) {
      if (this.state.zones.get("stack")!.length > 0) this.resolveTop(decisions);
      else this.nextStep(decisions);
      return;
    }
    t.priority = nextPlayerAfter(this.state, playerId);
  }

  /** All players pass in succession: the top object of the stack resolves (116.4, 608.1). */
  resolveTop(decisions: Decisions = {}): void {
    this.attempt(() => this.resolve(decisions));
  }

  private resolve(decisions: Decisions): void {
    const stack = this.state.zones.get("stack")!;
    const top = stack.at(-1);
    if (!top) throw new RuleViolation(this.rules.cite.resolveTop, { reason: "stackEmpty" });
    const o = object(this.state, top);
    const info = o.stack!;
    const controller = o.controller;
    // Decisions made as it resolves are its controller's, or those of the controller of his or her turn (507.3).
    if (Object.keys(decisions).length > 0) this.requireDecider(controller);
    this.say({ action: "resolves", object: this.ref(top) });
    const resolver = this.areas.flatMap((a) => a.resolvers?.[o.kind] ?? [])[0];
    if (!targetsStillLegal(this, o)) {
      // 608.2b: all targets illegal: the spell or ability doesn't resolve ("countered on resolution").
      this.say({ action: "counteredOnResolution", rule: this.rules.cite.counteredOnResolution });
      this.removeFromStack(o);
    } else if (resolver) {
      // A stack object that a rule area resolves (combat damage, 310.4): it leaves the stack, then does what it does.
      removeObject(this.state, o);
      resolver(this, o, decisions);
    } else if (o.kind === "ability") {
      removeObject(this.state, o);
      this.resolveAbility(controller, info.source!, info.ability!, info, decisions);
    } else {
      const c = this.characteristics(top);
      // 110.4b: a permanent spell is an artifact, creature, enchantment or planeswalker spell (a land is never cast).
      const permanent = c.types.some((t) => ["artifact", "creature", "enchantment", "planeswalker"].includes(t));
      if (permanent) {
        // A copy of a permanent spell enters too (608.3; 706.9a / 503.10a: a copy of a card may be on the battlefield),
        // as a permanent no card represents: a token (110.5 / 216, "Token" in the 2007 glossary).
        const asToken = o.kind === "spell-copy";
        const auraTarget = info.targets[0];
        const id = this.moveTo(top, "battlefield", { controller, decisions, faceDown: o.status.faceDown, asToken, x: info.x });
        if (c.subtypes.includes("Aura") && auraTarget && "object" in auraTarget) this.attach(id, auraTarget.object);
        if (asToken) this.say({ action: "copyIsToken", rule: this.rules.cite.copySpellToken });
      } else {
        // Each spell ability with its own targets: a fused split spell's left half, then its right half (702.101d).
        let first = 0;
        for (const { ability, spell, targets } of spellParts(c.abilities, info.mode)) {
          const own: StackInfo = { ...info, targets: info.targets.slice(first, first + targets.length) };
          first += targets.length;
          resolveInstructions(this.context(controller, top, ability, own, decisions), spell.modes ? spell.modes[info.mode ?? 0].effect : spell.effect ?? []);
        }
        // 608.2k: an instant or sorcery goes to its owner's graveyard as the final step of resolution.
        if (this.state.objects.has(top)) this.removeFromStack(object(this.state, top));
      }
    }
    this.givePriority(this.state.turn.active, decisions);
  }

  /** A spell or ability leaves the stack without resolving or after it: a card to its owner's graveyard, anything else ceases to exist. */
  removeFromStack(o: GameObject): void {
    if (o.kind === "card") this.moveTo(o.id, "graveyard");
    else {
      removeObject(this.state, o);
    }
  }

  /** Resolves the whole stack, top first (405.5 / 608.1). */
  resolveStack(decisions: Decisions = {}): void {
    this.attempt(() => this.resolveAll(decisions));
  }

  private resolveAll(decisions: Decisions): void {
    let guard = 0;
    while (this.state.zones.get("stack")!.length > 0 && !this.isOver()) {
      if (++guard > 100) throw new Error("the stack does not empty (loop?)");
      this.resolveTop(decisions);
    }
  }

  attach(aura: ObjectId, to: ObjectId): void {
    attach(this.state, object(this.state, aura), to);
  }

  // ---------------------------------------------------------------- triggered abilities (603)

  /** Enters-the-battlefield abilities that trigger as `enteringId` enters (603.6a / 410.10a). */
  triggerEnters(enteringId: ObjectId): void {
    for (const o of objectsIn(this.state, "battlefield")) {
      for (const a of this.characteristics(o.id).abilities) {
        if (!("triggered" in a.def)) continue;
        const when = a.def.triggered.when;
        if (!("entersBattlefield" in when)) continue;
        const self = when.entersBattlefield === "self";
        if (self ? o.id !== enteringId : !this.matches(when.entersBattlefield as Filter, enteringId, this.characteristics(o.id).controller, o.id)) continue;
        this.state.pendingTriggers.push({ ability: a, source: o.id, controller: this.characteristics(o.id).controller, triggerObject: enteringId });
      }
    }
  }

  /** "When this becomes the target of a spell or ability": as the spell or ability is put on the stack (603.2, 114). */
  private triggerBecomesTarget(targets: TargetRef[]): void {
    for (const t of targets) {
      const o = "object" in t ? this.state.objects.get(t.object) : undefined;
      if (!o || o.zone !== "battlefield") continue;
      const controller = this.characteristics(o.id).controller;
      for (const a of this.characteristics(o.id).abilities)
        if ("triggered" in a.def && "becomesTarget" in a.def.triggered.when) this.state.pendingTriggers.push({ ability: a, source: o.id, controller });
    }
  }

  private triggerAtBeginningOf(step: Step): void {
    // Abilities that function outside the battlefield (a suspended card's in exile, the face-up plane's): rule areas.
    for (const area of this.areas) this.state.pendingTriggers.push(...(area.triggersAtBeginningOf?.(this, step) ?? []));
    for (const o of objectsIn(this.state, "battlefield")) {
      for (const a of this.characteristics(o.id).abilities) {
        if (!("triggered" in a.def)) continue;
        const when = a.def.triggered.when;
        const controller = this.characteristics(o.id).controller;
        const upkeep = "beginningOfUpkeep" in when && step === "upkeep" && (when.beginningOfUpkeep === "each" || isActivePlayer(this.state, controller));
        const end = "beginningOfEndStep" in when && step === "end";
        // 603.4: an intervening "if" clause must hold for the ability to trigger.
        const holds = !a.def.triggered.if || conditionHolds(this, controller, a.def.triggered.if, o.id);
        if ((upkeep || end) && holds) this.state.pendingTriggers.push({ ability: a, source: o.id, controller });
      }
    }
    for (const d of [...this.state.delayed]) {
      // 603.7: "at the beginning of the next end step", or "of your next upkeep" (a later turn's).
      const due = d.at === "next-end-step" ? step === "end" : step === "upkeep" && isActivePlayer(this.state, d.controller) && this.state.turn.number > d.createdTurn;
      if (!due) continue;
      this.state.delayed = this.state.delayed.filter((x) => x !== d);
      const source = this.state.objects.get(d.source);
      const when = d.at === "next-end-step" ? { beginningOfEndStep: "each" as const } : { beginningOfUpkeep: "you" as const };
      const ability: AbilityInstance = { def: { id: "delayed", triggered: { when, effect: d.effect } }, origin: "delayed" };
      this.state.pendingTriggers.push({ ability, source: source ? source.id : d.source, controller: d.controller, referredTo: d.referredTo });
    }
  }

  /** 603.3: waiting triggered abilities go on the stack, active player's first (APNAP, 101.4). */
  private putTriggersOnStack(decisions: Decisions): void {
    // Abilities that trigger as these go on the stack (one becoming a target) go on it next, before priority (603.3).
    while (this.state.pendingTriggers.length) this.putWaitingTriggersOnStack(decisions);
  }

  private putWaitingTriggersOnStack(decisions: Decisions): void {
    const pending = this.state.pendingTriggers;
    this.state.pendingTriggers = [];
    const order = [this.state.turn.active, ...this.state.players.map((p) => p.id).filter((p) => p !== this.state.turn.active)];
    for (const who of order) {
      for (const t of pending.filter((p) => p.controller === who)) {
        // A waiting trigger is a triggered ability (603.2), a delayed one included (603.7).
        const def = t.ability.def as Extract<AbilityDef, { triggered: unknown }>;
        const triggered = def.triggered;
        if (triggered.optional && decisions.may?.[def.id] === false) continue;
        if (removedForNoLegalTarget(this, triggered.targets ?? [], who, t.source)) continue;
        const targets = chooseTargets(this, triggered.targets ?? [], decisions.triggerTargets?.[def.id] ?? [], who, t.source, () => this.rules.cite.triggerTargets);
        const id = this.putAbilityOnStack(who, t.source, t.ability, { targets, triggerObject: t.triggerObject, referredTo: t.referredTo });
        this.say({ action: "triggers", source: this.ref(t.source), choices: this.stackChoices(object(this.state, id).stack!) });
        this.triggerBecomesTarget(targets);
      }
    }
  }

  // ---------------------------------------------------------------- state-based actions (704 / 420)

  checkStateBasedActions(decisions: Decisions = {}): void {
    // Checked again as long as any was performed (704.3 / 420.3), however many times: each check that performs one
    // ends a game, removes objects or counters, or moves permanents off the battlefield, so the checks come to an end.
    for (;;) {
      // The game ends immediately when a player wins or it is a draw (104.1 / 102.1): no more state-based actions.
      if (this.isOver()) return;
      // Each rule area performs its state-based actions (players who lose and win, creatures that die…).
      let happened = putIntoGraveyardsTogether(this, this.areas.flatMap((a) => a.stateBasedMoves?.(this, decisions) ?? []));
      for (const area of this.areas) if (area.stateBasedActions?.(this, decisions)) happened = true;
      if (!happened) return;
    }
  }

  // ---------------------------------------------------------------- turns (500–514 / 300–314)

  /** Advances to the next step; all players are taken to have passed with an empty stack (500.2 / 300.2). */
  nextStep(decisions: Decisions = {}): void {
    this.attempt(() => this.goToNextStep(decisions));
  }

  private goToNextStep(decisions: Decisions): void {
    if (this.state.zones.get("stack")!.length > 0) throw new RuleViolation(this.rules.cite.stepEnds, { reason: "stepEndsOnlyWhenEmpty" });
    const t = this.state.turn;
    const index = STEPS.indexOf(t.step);
    // A rule area may insert a step (510.5 / 310.5: a second combat damage step after a first-strike one).
    const next = this.areas.map((a) => a.stepAfter?.(this, t.step) ?? null).find((x) => x !== null) ?? STEPS[(index + 1) % STEPS.length];
    this.endStep(t.step, next);
    if (index + 1 === STEPS.length) {
      t.number += 1;
      t.active = nextTurnPlayer(this.state);
      for (const area of this.areas) area.beginTurn?.(this);
      t.specialActionsTaken = [];
      for (const o of this.state.objects.values()) o.activatedThisTurn = [];
    }
    // The step and turn are no input of characteristics: no new state version (the memo of layers.ts stays valid).
    t.step = next;
    this.beginStep(next, decisions);
  }

  /**
   * Advances until the given step of the given turn number, at most ADVANCE_LIMIT steps away: farther is a usage
   * error, raised before anything changes. Stops early if the game ends (104.1 / 102.1).
   */
  advanceTo(turnNumber: number, step: Step, decisions: Decisions = {}): void {
    const t = this.state.turn;
    const distance = (turnNumber - t.number) * STEPS.length + STEPS.indexOf(step) - STEPS.indexOf(t.step);
    if (!Number.isInteger(turnNumber) || !STEPS.includes(step)) throw new UsageError({ problem: "noSuchStep", turn: turnNumber, step: String(step) });
    if (distance > Game.ADVANCE_LIMIT) throw new UsageError({ problem: "stepsTooFar", turn: turnNumber, step, distance, limit: Game.ADVANCE_LIMIT });
    // All players passing through the steps is one action here: reversed as a whole if refused.
    this.attempt(() => this.advanceThrough(turnNumber, step, decisions));
  }

  /** How many steps advanceTo goes at most (five turns). */
  static readonly ADVANCE_LIMIT = 5 * STEPS.length;

  private advanceThrough(turnNumber: number, step: Step, decisions: Decisions): void {
    while ((this.state.turn.number !== turnNumber || this.state.turn.step !== step) && !this.isOver()) {
      if (this.state.turn.number > turnNumber) throw new RuleViolation(this.rules.cite.turnEnds, { reason: "turnOver", turn: turnNumber });
      this.nextStep(decisions);
      // Abilities that triggered at the beginning of a step resolve before moving on.
      if ((this.state.turn.number !== turnNumber || this.state.turn.step !== step) && !this.isOver()) this.resolveAll(decisions);
    }
  }

  private endStep(step: Step, next: Step): void {
    for (const area of this.areas) area.endStep?.(this, step, next);
  }

  private beginStep(step: Step, decisions: Decisions): void {
    const t = this.state.turn;
    t.priority = null;
    // Turn-based actions (untap, draw, combat damage…), then abilities trigger; no priority in untap and cleanup steps.
    for (const area of this.areas) area.beginStep?.(this, step, decisions);
    this.triggerAtBeginningOf(step);
    if (step === "untap" || step === "cleanup") return;
    this.givePriority(t.active, decisions);
  }

  draw(playerId: PlayerId, n: number): void {
    for (let i = 0; i < n; i++) {
      const library = this.state.zones.get(zoneKey("library", playerId))!;
      if (library.length === 0) {
        player(this.state, playerId).attemptedDrawFromEmpty = true;
        continue;
      }
      this.moveTo(library[0], "hand");
      this.say({ action: "draws", player: this.playerRef(playerId) });
    }
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
    return this.addContinuousEffect({
      source: null,
      controller,
      affected: [id],
      duration: "while-affected",
      def: { affects: "target", gainControl: true },
      description: "control",
    });
  }

  putCounters(id: ObjectId, kind: string, amount: number): void {
    this.attempt(() => this.addCounters(id, kind, amount));
  }

  private addCounters(id: ObjectId, kind: string, amount: number): void {
    this.requireCounterAmounts([amount]);
    const o = object(this.state, id);
    changeCounters(this.state, o, kind, amount);
    this.say({ action: "countersPut", object: this.ref(id), counter: kind, amount });
  }

  /** Removes counters (as many as there are, at most); the last one removed may trigger abilities (702.59a). */
  removeCounters(id: ObjectId, kind: string, amount: number): void {
    this.attempt(() => this.takeCounters(id, kind, amount));
  }

  private takeCounters(id: ObjectId, kind: string, amount: number): void {
    this.requireCounterAmounts([amount]);
    const o = object(this.state, id);
    const had = o.counters[kind] ?? 0;
    const removed = Math.min(had, amount);
    if (removed === 0) return;
    changeCounters(this.state, o, kind, -removed);
    this.say({ action: "countersRemoved", object: this.ref(id), counter: kind, amount: removed });
    if (o.counters[kind] === 0) for (const area of this.areas) this.state.pendingTriggers.push(...(area.triggersOnLastCounterRemoved?.(this, id, kind) ?? []));
  }
}
