// Running a scenario through the engine under one rules version, checking its expectations. A run is the same in
// every language (playScenario): only the sentences of the example its expectations quote (`because:`) have a
// language, chosen when the run is read (inLanguage).
import { eachField, everyField, interpret, type CardDef, type FieldHandlers, type Handlers } from "../engine/cards.ts";
import type { Lang } from "../engine/describe.ts";
import { announceDamageAssignmentOrder, declareAttackers, declareBlockers } from "../engine/combat.ts";
import { createCopyEffect } from "../engine/copy.ts";
import { RuleViolation } from "../engine/errors.ts";
import { turnFaceUpBy } from "../engine/face-down.ts";
import { Game } from "../engine/game.ts";
import type { Decisions, Kernel } from "../engine/kernel.ts";
import { kindsOf } from "../engine/layers.ts";
import type { NarrationEvent, ObjectRef, ObjectSnapshot, RefusalReason, TraceEntry } from "../engine/narration.ts";
import { formatPool } from "../engine/mana.ts";
import { startPlanarGame } from "../engine/planar.ts";
import { revealCompanion } from "../engine/companion.ts";
import { ignoreRestriction, playLand, rollPlanarDie, stopDelayedTrigger, suspend, turnFaceUp } from "../engine/special-actions.ts";
import { renderRefusal, renderViolation } from "../engine/messages/render.ts";
import { NoRuleSetError, type AbsentRule } from "../engine/citations.ts";
import { citesSameRule } from "../engine/cited-rules.ts";
import { ruleSet, type ZoneName } from "../engine/ruleset.ts";
import { holds } from "../engine/timeline.ts";
import { chosenValue } from "../engine/choices.ts";
import { actingAs } from "../engine/turn-control.ts";
import { lookAt, maySee } from "../engine/visibility.ts";
import { concede } from "../engine/winning-and-losing.ts";
import { protectionColors } from "../engine/protection.ts";
import { object, objectsIn, player, zoneKey, type Choice, type GameObject, type ObjectId, type Player, type TargetRef, type Team, type TurnState } from "../engine/state.ts";
import { abilityKey, abilityLabel, convertedManaCosts, printedValues, type AbilityInstance, type Characteristics, type Values } from "../engine/values.ts";
import type { Scenario } from "./load.ts";
import { quoteIn } from "./quotes.ts";
import type { ActionBodies, ActionSpec, Because, Choices, Expectation, ExpectationOf } from "./schema.ts";

interface ObjectTrace {
  /** The scenario's name for the object ("clone", "staff"). */
  object: string;
  /** The object as the engine named it then (renderObject words it). */
  ref: ObjectRef;
  entries: TraceEntry[];
  /** Its resulting characteristics and status at this checkpoint (renderSnapshot words them). */
  characteristics: ObjectSnapshot;
}

/**
 * What kind of failure a message reports, so tools (the outcome diff) can tell failures apart without
 * matching their wording: `otherRuleCited` is an action refused as expected, but citing another rule;
 * `otherReason` one refused citing the expected rule, but for another reason than the one expected.
 */
type FailureKind = "setup" | "actionFailed" | "actionAllowed" | "otherRuleCited" | "otherReason" | "expectation";

/** A failure as the run records it, in every language. */
interface RunFailure {
  kind: FailureKind;
  /** What went wrong, without the sentence of the example a failed expectation quotes. */
  problem: string;
  /** For a failed expectation or an action allowed against it: the sentence of the example it quotes. */
  because?: Because;
  /**
   * What happened, in words that no release's date or numbering enters: a refusal by its reason (not the rule it
   * cites, renumbered from one release to another), rules a release lacks by what they lack. The same outcome under
   * two releases has the same text (the outcome diff compares these).
   */
  outcome: string;
  /** Where it happened and what it is, as data: what a reader in either language is told (the site words it). */
  at: FailureAt;
  cause: FailureCause;
}

/** Where a failure happened: setting up the game, an action of the scenario (1-based), or what an expectation looked at. */
type FailureAt = { setup: true } | { action: number } | { subject: string };

type FailureCause =
  /** The engine refused the action, citing this rule. */
  | { refused: RefusalReason; rule: string }
  /** These rules lack what the scenario needs (NoRuleSetError). */
  | { absent: AbsentRule }
  /** An action the scenario expects to be refused (citing this rule) was allowed. */
  | { allowed: string }
  /** An expectation that does not hold: the value found for one of its fields (JSON values, as the scenario writes them). */
  | { field: string; expected: unknown; got: unknown }
  /** Anything else: the engine's or the runner's message, in English. */
  | { message: string };

export interface ScenarioFailure extends Omit<RunFailure, "because"> {
  /** For a failed expectation or an action allowed against it: the sentence of the example it quotes, in the language read. */
  because?: string;
  /** The problem followed by the quoted sentence, as `failures` lists it. */
  message: string;
}

/** An expectation checked, with the sentence it checks in every language the scenario gives it (inLanguage picks one). */
interface Checked {
  action: "checked";
  ok: boolean;
  sentence: Because;
  rule?: string;
}

/** A run of a scenario under one version, the same in every language. */
export interface ScenarioRun {
  status: "pass" | "fail";
  failureDetails: RunFailure[];
  /** Layer traces of the objects the expectations looked at, at the moment they looked. */
  trace: ObjectTrace[];
  /** What happened: the engine's events, and the expectations checked. */
  narration: (NarrationEvent | Checked)[];
  /** The sentences (`because:`) of the checks made and the refusals seen. */
  checkedSentences: Because[];
}

/** A run as read in one language. */
export interface ScenarioResult {
  status: "pass" | "fail";
  /** The messages of `failureDetails`, in order. */
  failures: string[];
  failureDetails: ScenarioFailure[];
  /** Layer traces of the objects the expectations looked at, at the moment they looked. */
  trace: ObjectTrace[];
  /** What happened, as events: `renderEvent` (engine/messages/render.ts) words them in either language. */
  narration: NarrationEvent[];
  /** The sentences quoted (`because:`, in the run's language where given) by the checks made and refusals seen. */
  checkedQuotes: string[];
}

/** What an alias names: a physical card (followed across zones), an object, or a continuous effect. */
type Named = { card: string } | { object: ObjectId } | { effect: string };

class Runner {
  /** The games being played: the main game, then a subgame in progress (506). */
  private readonly games: Kernel[] = [];
  readonly names = new Map<string, Named>();
  readonly failures: RunFailure[] = [];
  readonly trace: ObjectTrace[] = [];
  readonly narration: (NarrationEvent | Checked)[] = [];
  readonly checkedSentences: Because[] = [];
  private logged = 0;

  constructor(
    readonly scenario: Scenario,
    readonly version: string,
  ) {
    this.games.push(new Game(ruleSet(version), scenario.players.map((p) => ({ id: p.id, name: p.name, team: p.team, life: p.life })), scenario.seed ?? 1));
  }

  setUp(): void {
    const g = this.game;
    const attachments: [string, string][] = [];
    for (const p of this.scenario.players) {
      const zones: [ZoneName, typeof p.hand][] = [
        ["library", p.library], ["hand", p.hand], ["graveyard", p.graveyard], ["exile", p.exile], ["battlefield", p.battlefield], ["command", p.planarDeck],
      ];
      for (const [zone, entries] of zones) {
        for (const entry of entries ?? []) {
          const card = this.scenario.cardDefs.get(entry.card)!;
          const count = entry.count ?? 1;
          for (let i = 1; i <= count; i++) {
            const alias = count > 1 ? `${entry.as ?? entry.card}-${i}` : (entry.as ?? entry.card);
            const choices: Choice[] = [];
            if (entry.chosen?.color) choices.push({ kind: "color", value: entry.chosen.color, ability: choosingAbility(card, "color") });
            if (entry.chosen?.creatureType) choices.push({ kind: "creature-type", value: entry.chosen.creatureType, ability: choosingAbility(card, "creature-type") });
            const id = g.createCard(card, zone, p.id, {
              cardId: alias,
              status: { tapped: Boolean(entry.tapped), faceDown: Boolean(entry.faceDown), flipped: Boolean(entry.flipped), phasedOut: false },
              counters: entry.counters,
              choices,
              // A scenario states a game under way: its permanents have been there since before the turn (302.6).
              sinceTurn: 0,
            });
            this.names.set(alias, { card: object(g.state, id).cardId! });
            if (entry.attachedTo) attachments.push([alias, entry.attachedTo]);
          }
        }
      }
    }
    for (const [aura, to] of attachments) g.attach(this.id(aura), this.id(to));
    for (const spec of this.scenario.teams ?? []) {
      const team = g.state.teams.find((t) => t.id === spec.id);
      if (!team) throw new Error(`no player is on team '${spec.id}'`);
      if (spec.life !== undefined) team.life = spec.life;
      if (spec.poison !== undefined) team.poison = spec.poison;
    }
    const turn = this.scenario.turn;
    const active = turn?.active ?? this.scenario.players[0].id;
    Object.assign(g.state.turn, { number: turn?.number ?? 1, active, step: turn?.step ?? "main1", priority: active, passes: 0 });
    if (this.scenario.players.some((p) => p.planarDeck)) startPlanarGame(g, active);
    this.flushLog();
  }

  id(name: string): ObjectId {
    const named = this.names.get(name);
    if (!named) throw new Error(`unknown object '${name}'`);
    if ("object" in named) return named.object;
    if ("effect" in named) throw new Error(`'${name}' is an effect, not an object`);
    const o = this.game.objectForCard(named.card);
    if (!o) throw new Error(`'${name}' no longer exists`);
    return o.id;
  }

  target(name: string): TargetRef {
    if (this.scenario.players.some((p) => p.id === name)) return { player: name };
    return { object: this.id(name) };
  }

  decisions(choose: Choices | undefined): Decisions {
    const d: Decisions = {};
    if (choose) eachField(this.choices, choose, d);
    return d;
  }

  /** What each choice a scenario gives decides, objects named by their aliases. */
  private readonly choices: FieldHandlers<Choices, [Decisions], void> = {
    copy: (aliases, d) => {
      const [first, ...then] = (Array.isArray(aliases) ? aliases : [aliases]).map((alias) => (alias === null ? null : this.id(alias)));
      d.copyOf = first;
      if (then.length) d.thenCopyOf = then;
    },
    color: (color, d) => {
      d.color = color;
    },
    creatureType: (type, d) => {
      d.creatureType = type;
    },
    targets: (targets, d) => {
      d.targets = targets.map((t) => this.target(t));
    },
    newTargets: (targets, d) => {
      d.newTargets = targets.map((t) => this.target(t));
    },
    token: (n, d) => {
      d.chosenToken = n - 1;
    },
    // Modes are numbered from 1 in scenarios, as in the card's text.
    mode: (mode, d) => {
      d.mode = mode - 1;
    },
    x: (x, d) => {
      d.x = x;
    },
    discard: (cards, d) => {
      d.discard = cards.map((c) => this.id(c));
    },
    sacrifice: (permanents, d) => {
      d.sacrifice = permanents.map((c) => this.id(c));
    },
    triggerTargets: (byAbility, d) => {
      d.triggerTargets = Object.fromEntries(Object.entries(byAbility).map(([k, list]) => [k, list.map((t) => this.target(t))]));
    },
    may: (answers, d) => {
      d.may = answers;
    },
    half: (half, d) => {
      d.half = half;
    },
    fuse: (fuse, d) => {
      d.fuse = fuse;
    },
    number: (n, d) => {
      d.number = n;
    },
    chosenPlayers: (players, d) => {
      d.chosenPlayers = players;
    },
    subgame: (actions, d) => {
      d.playSubgame = (subgame) => this.playSubgame(subgame, actions);
    },
    fromOutside: (alias, d) => {
      d.fromOutside = this.cardOf(alias);
    },
    call: (call, d) => {
      d.call = call;
    },
    keepCoin: (coin, d) => {
      d.keepCoin = coin;
    },
    damageTo: (byAttacker, d) => {
      d.damageTo = Object.fromEntries(Object.entries(byAttacker).map(([attacker, p]) => [this.id(attacker), p]));
    },
    assignDamage: (byAttacker, d) => {
      d.assignDamage = Object.fromEntries(
        Object.entries(byAttacker).map(([attacker, list]) => [this.id(attacker), list.map(([blocker, n]): [ObjectId, number] => [this.id(blocker), n])]),
      );
    },
    find: (alias, d) => {
      d.find = alias === null ? null : this.id(alias);
    },
    exile: (alias, d) => {
      d.exile = this.id(alias);
    },
  };

  /** The game actions are taken in: the innermost game being played. */
  get game(): Kernel {
    return this.games.at(-1)!;
  }

  /** Plays a subgame's actions; the main game is paused meanwhile (506.1a). */
  private playSubgame(subgame: Kernel, actions: ActionSpec[]): void {
    this.games.push(subgame);
    try {
      for (let i = 0; i < actions.length; i++) if (!this.perform(actions[i], i)) break;
    } finally {
      this.games.pop();
    }
  }

  /** The physical card an alias names (it is the same card in a main game and in its subgame). */
  private cardOf(name: string): string {
    const named = this.names.get(name);
    if (!named || !("card" in named)) throw new Error(`'${name}' doesn't name a card`);
    return named.card;
  }

  flushLog(): void {
    this.narration.push(...this.game.log.slice(this.logged));
    this.logged = this.game.log.length;
  }

  /** Runs one action; false stops the scenario (the state can no longer be trusted). */
  perform(action: ActionSpec, index: number): boolean {
    if (action.when && !holds(action.when, this.game.rules.behaviours)) return true;
    const kind = Object.keys(action).find((k) => k in this.actions);
    const where = `action ${index + 1} (${kind})`;
    const at = { action: index + 1 };
    try {
      // `by`: the person taking the action, when it isn't the player concerned (the controller of his or her turn).
      const run = () => interpret(this.actions, action);
      const created = action.by ? actingAs(this.game, action.by, run) : run();
      if (action.violates) {
        this.record("actionAllowed", `${where}: expected a violation of rule ${action.violates.rule}, but the action was allowed`, at, { allowed: action.violates.rule }, action.violates.because);
        return false;
      }
      if (action.as && created) this.names.set(action.as, created);
    } catch (error) {
      if (error instanceof RuleViolation && action.violates) {
        if (!citesSameRule(action.violates.rule, error.rule, this.version))
          this.record("otherRuleCited", `${where}: expected a violation of rule ${action.violates.rule}, got rule ${error.rule}: ${messageOf(error)}`, at, causeOf(error));
        else if (!renderRefusal(error.reason, "en").includes(action.violates.refused))
          this.record("otherReason", `${where}: expected a refusal saying "${action.violates.refused}" (rule ${action.violates.rule}), got: ${messageOf(error)}`, at, causeOf(error), undefined, `${where}: expected a refusal saying "${action.violates.refused}", got: ${outcomeOf(error)}`);
        else {
          this.narration.push({ action: "refused", rule: error.rule, reason: error.reason });
          this.checkedSentences.push(action.violates.because);
        }
        this.flushLog();
        return true;
      }
      this.record("actionFailed", `${where}: ${messageOf(error)}`, at, causeOf(error), undefined, `${where}: ${outcomeOf(error)}`);
      this.flushLog();
      return false;
    }
    this.flushLog();
    return true;
  }

  /** What each scenario action does: what it created is named by the action's `as`. */
  private readonly actions: Handlers<ActionBodies, [], Named | undefined> = {
    cast: (b) => ({ object: this.game.cast(b.player, this.id(b.card), this.decisions(b.choose), { faceDown: b.faceDown }) }),
    activate: (b) => {
      const id = this.game.activate(b.player, this.id(b.object), b.ability, this.decisions(b.choose));
      return id ? { object: id } : undefined;
    },
    playLand: (b) => {
      playLand(this.game, b.player, this.id(b.card));
      return undefined;
    },
    suspend: (b) => {
      suspend(this.game, b.player, this.id(b.card));
      return undefined;
    },
    stopDelayed: (b) => {
      const source = this.id(b.source);
      // None waiting (it has triggered already): the engine refuses, citing the rule.
      const delayed = this.game.state.delayed.find((d) => d.source === source);
      stopDelayedTrigger(this.game, b.player, delayed?.id ?? `none from ${b.source}`);
      return undefined;
    },
    ignoreEffect: (b) => {
      ignoreRestriction(this.game, b.player, this.id(b.source), this.decisions(b.choose));
      return undefined;
    },
    revealCompanion: (b) => {
      // A card outside the game: no object, its card file (load.ts checks that it exists).
      revealCompanion(this.game, b.player, this.scenario.cardDefs.get(b.companion)!);
      return undefined;
    },
    rollPlanarDie: (b) => {
      rollPlanarDie(this.game, b.player, this.decisions(b.choose));
      return undefined;
    },
    attack: (b) => {
      declareAttackers(this.game, b.player, b.attackers.map((a) => this.id(a)));
      return undefined;
    },
    block: (b) => {
      declareBlockers(this.game, b.player, b.blocks.map((x) => [this.id(x.blocker), this.id(x.attacker)]));
      return undefined;
    },
    orderBlockers: (b) => {
      announceDamageAssignmentOrder(this.game, b.player, this.id(b.attacker), b.order.map((o) => this.id(o)));
      return undefined;
    },
    pass: (b) => {
      if (typeof b === "string") this.game.passPriority(b);
      else this.game.passPriority(b.player, this.decisions(b.choose));
      return undefined;
    },
    resolve: (b) => {
      if (b === "all") this.game.resolveStack();
      else this.game.resolveTop(typeof b === "object" ? this.decisions(b.choose) : {});
      return undefined;
    },
    turnFaceUp: (b) => {
      turnFaceUp(this.game, b.player, this.id(b.object), this.decisions(b.choose));
      return undefined;
    },
    turnFaceUpByEffect: (b) => {
      turnFaceUpBy(this.game, object(this.game.state, this.id(b.object)));
      return undefined;
    },
    effect: (b) => {
      const g = this.game;
      const affected = b.affects.map((a) => this.id(a));
      const e = g.addContinuousEffect({
        source: null,
        controller: b.controller,
        affected,
        duration: "end-of-turn",
        def: b.continuous,
        x: b.x,
        chosenColor: b.chosenColor,
        description: b.name ?? "effect",
      });
      const effects = kindsOf(b.continuous, false, false).map((part) => ({ part, def: b.continuous, chosenColor: b.chosenColor, x: b.x }));
      this.narration.push({ action: "effectApplies", objects: affected.map((a) => g.ref(a)), effects });
      return { effect: e.id };
    },
    becomeCopy: (b) => {
      const target = this.id(b.object);
      createCopyEffect(this.game, target, this.id(b.of), { of: "target", except: b.except }, undefined, object(this.game.state, target).controller, null);
      return undefined;
    },
    endEffect: (name) => {
      const named = this.names.get(name);
      if (!named || !("effect" in named)) throw new Error(`'${name}' is not an effect`);
      this.game.endEffect(named.effect);
      return undefined;
    },
    putCounters: (b) => {
      this.game.putCounters(this.id(b.object), b.kind, b.amount);
      return undefined;
    },
    gainControl: (b) => ({ effect: this.game.gainControl(this.id(b.object), b.player).id }),
    moveTo: (b) => {
      this.game.moveTo(this.id(b.object), b.zone, { position: b.position, decisions: this.decisions(b.choose) });
      this.game.checkStateBasedActions();
      return undefined;
    },
    advance: (b) => {
      this.game.advanceTo(b.turn, b.step, this.decisions(b.choose));
      return undefined;
    },
    concede: (b) => {
      concede(this.game, b.player);
      return undefined;
    },
    lookAt: (b) => {
      const g = this.game;
      const seen = lookAt(g, b.player, this.id(b.object));
      this.narration.push({ action: "looksAt", player: g.playerRef(b.player), seen: seen.name });
      return undefined;
    },
    expect: (b) => {
      for (const e of Array.isArray(b) ? b : [b]) if (!e.when || holds(e.when, this.game.rules.behaviours)) this.check(e);
      return undefined;
    },
  };

  private check(e: Expectation): void {
    const before = this.failures.length;
    if ("object" in e) this.checkObject(e);
    else if ("player" in e) this.checkPlayer(e);
    else if ("objects" in e) this.checkObjects(e);
    else if ("team" in e) this.checkTeam(e);
    else if ("turn" in e) this.checkTurn(e);
    else this.checkStack(e);
    this.narration.push({ action: "checked", ok: this.failures.length === before, sentence: e.because, rule: e.rule });
    this.checkedSentences.push(e.because);
  }

  record(kind: FailureKind, problem: string, at: FailureAt, cause: FailureCause, because?: Because, outcome: string = problem): void {
    this.failures.push({ kind, problem, ...(because === undefined ? {} : { because }), outcome, at, cause });
  }

  private fail(subject: string, field: string, expected: unknown, actual: unknown, because: Because): void {
    this.record("expectation", `${subject} ${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`, { subject }, { field, expected, got: actual }, because);
  }

  private checkObject(e: ExpectationOf<"object">): void {
    const g = this.game;
    let id: ObjectId;
    try {
      id = this.id(e.object);
    } catch (error) {
      this.record("expectation", `${e.object}: ${messageOf(error)}`, { subject: e.object }, causeOf(error), e.because, `${e.object}: ${outcomeOf(error)}`);
      return;
    }
    const c = g.characteristics(id);
    const entries = g.trace(id);
    const fail = (field: string, expected: unknown, actual: unknown) => this.fail(e.object, field, expected, actual, e.because);
    const cmp = (field: string, expected: unknown, actual: unknown) => {
      const norm = (v: unknown) => (Array.isArray(v) ? JSON.stringify([...v].sort()) : JSON.stringify(v));
      if (norm(expected) !== norm(actual)) fail(field, expected, actual);
    };
    eachField(objectChecks, e, { game: g, id, o: object(g.state, id), c, labels: c.abilities.map(abilityLabel), entries, idOf: (name) => this.id(name), cmp, fail });
    this.trace.push({ object: e.object, ref: g.ref(id), entries, characteristics: g.snapshot(id) });
  }

  private checkPlayer(e: ExpectationOf<"player">): void {
    const p = player(this.game.state, e.player);
    eachField(playerChecks, e, this.game, p, this.comparer(p.name, e.because));
  }

  private checkTurn(e: ExpectationOf<"turn">): void {
    eachField(turnChecks, e.turn, this.game.state.turn, this.comparer("turn", e.because));
  }

  /** A team has lost (or won) when its players have: they lose and win only as a team (810.8a). */
  private checkTeam(e: ExpectationOf<"team">): void {
    const g = this.game;
    const team = g.state.teams.find((t) => t.id === e.team);
    if (!team) {
      this.record("expectation", `no team '${e.team}'`, { subject: e.team }, { message: `no team '${e.team}'` }, e.because);
      return;
    }
    eachField(teamChecks, e, team, team.members.map((id) => player(g.state, id)), this.comparer(`team ${team.id}`, e.because));
  }

  /** Compares as JSON, reporting a difference about `subject`. */
  private comparer(subject: string, because: Because): Compare {
    return (field, expected, actual) => {
      if (JSON.stringify(expected) !== JSON.stringify(actual)) this.fail(subject, field, expected, actual, because);
    };
  }

  private checkObjects(e: ExpectationOf<"objects">): void {
    const g = this.game;
    const { zone, player: who, name, power, toughness, colors, count } = e.objects;
    const shared = zone === "battlefield" || zone === "stack" || zone === "exile" || zone === "command";
    const found = (shared ? objectsIn(g.state, zone) : g.state.players.flatMap((p) => objectsIn(g.state, zone, p.id))).filter((o) =>
      everyField(objectsQuery, e.objects, { game: g, o, c: g.characteristics(o.id), shared }),
    );
    const pt = power !== undefined || toughness !== undefined ? ` ${power ?? "*"}/${toughness ?? "*"}` : "";
    const subject = `${zone}${who ? ` of ${who}` : ""}${name ? ` named ${name}` : ""}${pt}${colors ? ` ${colors.join("-") || "colorless"}` : ""}`;
    if (found.length !== count) this.fail(subject, "count", count, found.length, e.because);
  }

  private checkStack(e: ExpectationOf<"stack">): void {
    const g = this.game;
    const items = objectsIn(g.state, "stack");
    if (items.length !== e.stack.length) {
      this.fail("stack", "size", e.stack.length, items.length, e.because);
      return;
    }
    e.stack.forEach((want, i) => {
      const o = items[i];
      const fail = (field: string, expected: unknown, actual: unknown) => this.fail(`stack[${i}]`, field, expected, actual, e.because);
      eachField(stackChecks, want, { o, c: g.characteristics(o.id), fail, aliasOf: (id) => this.aliasOf(id) });
    });
  }

  private aliasOf(id: ObjectId): string {
    for (const [alias] of this.names) {
      try {
        if (this.id(alias) === id) return alias;
      } catch {
        // an alias whose object is gone
      }
    }
    return id;
  }
}

/** Compares an expected value with the actual one (lists in any order), reporting a difference as a failure. */
type Compare = (field: string, expected: unknown, actual: unknown) => void;

/** What an object expectation's checks look at: the object as it is now. */
interface ObjectSeen {
  game: Kernel;
  id: ObjectId;
  o: GameObject;
  c: Characteristics;
  /** Its abilities as expectations name them. */
  labels: string[];
  entries: TraceEntry[];
  /** The object a scenario name stands for. */
  idOf: (name: string) => ObjectId;
  cmp: Compare;
  fail: Compare;
}

/** The fields every expectation gives besides what it checks. */
const basis = { because: () => {}, when: () => {}, rule: () => {} };

/** One check per field of an object expectation: a field added to the schema without its check fails to type-check. */
const objectChecks: FieldHandlers<ExpectationOf<"object">, [ObjectSeen], void> = {
  ...basis,
  object: () => {},
  name: (name, { c, cmp }) => cmp("name", name, c.name ? c.name.en : null),
  manaCost: (cost, { c, cmp }) => cmp("mana cost", cost, c.manaCost),
  convertedManaCost: (costs, { c, cmp }) => cmp("converted mana cost", costs, convertedManaCosts(c)),
  colors: (colors, { c, cmp }) => cmp("colors", colors, c.colors),
  types: (types, { c, cmp }) => cmp("types", types, c.types),
  subtypes: (subtypes, { c, cmp }) => cmp("subtypes", subtypes, c.subtypes),
  everyCreatureType: (every, { c, cmp }) => cmp("every creature type", every, Boolean(c.everyCreatureType)),
  supertypes: (supertypes, { c, cmp }) => cmp("supertypes", supertypes, c.supertypes),
  power: (power, { c, cmp }) => cmp("power", power, c.power),
  toughness: (toughness, { c, cmp }) => cmp("toughness", toughness, c.toughness),
  basePower: (power, seen) => compareBase(seen, "base power", power, 0),
  baseToughness: (toughness, seen) => compareBase(seen, "base toughness", toughness, 1),
  abilities: (abilities, { labels, cmp }) => cmp("abilities", abilities, labels),
  hasAbility: (abilities, { labels, fail }) => {
    for (const a of abilities) if (!labels.includes(a)) fail("has ability", a, labels);
  },
  lacksAbility: (abilities, { labels, fail }) => {
    for (const a of abilities) if (labels.includes(a)) fail("lacks ability", a, labels);
  },
  protectionFrom: (colors, { game, id, cmp }) => cmp("protection from", colors, protectionColors(game, id)),
  faceDown: (faceDown, { o, cmp }) => cmp("face down", faceDown, o.status.faceDown),
  flipped: (flipped, { o, cmp }) => cmp("flipped", flipped, o.status.flipped),
  tapped: (tapped, { o, cmp }) => cmp("tapped", tapped, o.status.tapped),
  counters: (counters, { o, cmp }) => {
    for (const [k, n] of Object.entries(counters)) cmp(`${k} counters`, n, o.counters[k] ?? 0);
  },
  attachedTo: (to, { o, idOf, cmp }) => cmp("attached to", to === null ? null : idOf(to), o.attachedTo),
  zone: (zone, { o, cmp }) => cmp("zone", zone, o.zone),
  controller: (controller, { c, cmp }) => cmp("controller", controller, c.controller),
  visibleTo: (players, { game, id, cmp }) => cmp("visible to", players, game.state.players.filter((p) => maySee(game, p.id, id)).map((p) => p.id)),
  chosen: (chosen, seen) => {
    // The value the ability uses (607, 706.7a / 503.8), not merely the last choice recorded for the object.
    const ability = chosen.ability ? seen.c.abilities.find((a) => a.def.id === chosen.ability) : seen.c.abilities.find((a) => a.def.linked);
    if (!ability) seen.fail("ability using a chosen value", chosen.ability ?? "a linked ability", seen.labels);
    else eachField(chosenChecks, chosen, seen, ability);
  },
  copiable: (copiable, seen) => eachField(copiableChecks, copiable, seen.cmp, seen.game.copiableValues(seen.id)),
  layers: (layers, { entries, fail }) => {
    const stages = entries.map((t) => t.stage);
    if (JSON.stringify(stages) !== JSON.stringify(layers)) fail("layers applied", layers, stages);
  },
  appliedInTimestampOrder: (inOrder, { entries, cmp }) => cmp("applied in timestamp order", inOrder, entries.length ? entries.every((t) => !t.order) : "no effect applied to it"),
};

const playerChecks: FieldHandlers<ExpectationOf<"player">, [Kernel, Player, Compare], void> = {
  ...basis,
  player: () => {},
  life: (life, _g, p, cmp) => cmp("life", life, p.life),
  handSize: (n, g, p, cmp) => cmp("hand size", n, g.state.zones.get(zoneKey("hand", p.id))!.length),
  librarySize: (n, g, p, cmp) => cmp("library size", n, g.state.zones.get(zoneKey("library", p.id))!.length),
  manaPool: (pool, _g, p, cmp) => cmp("mana pool", pool, formatPool(p.manaPool)),
  lost: (lost, _g, p, cmp) => cmp("lost", lost, p.lost),
  won: (won, _g, p, cmp) => cmp("won", won, p.won),
  poison: (n, _g, p, cmp) => cmp("poison counters", n, p.poison),
  lifeLostThisTurn: (n, g, p, cmp) => cmp("life lost this turn", n, g.state.turn.lifeLost[p.id] ?? 0),
  priority: (has, g, p, cmp) => cmp("priority", has, g.state.turn.priority === p.id),
};

const turnChecks: FieldHandlers<ExpectationOf<"turn">["turn"], [TurnState, Compare], void> = {
  number: (n, t, cmp) => cmp("number", n, t.number),
  active: (active, t, cmp) => cmp("active player", active, t.active),
  step: (step, t, cmp) => cmp("step", step, t.step),
};

const teamChecks: FieldHandlers<ExpectationOf<"team">, [Team, Player[], Compare], void> = {
  ...basis,
  team: () => {},
  life: (life, team, _members, cmp) => cmp("life", life, team.life),
  poison: (n, team, _members, cmp) => cmp("poison counters", n, team.poison),
  lost: (lost, _team, members, cmp) => cmp("lost", lost, teamOutcome(members.map((p) => p.lost))),
  won: (won, _team, members, cmp) => cmp("won", won, teamOutcome(members.map((p) => p.won))),
};

/** An object counted by an `objects:` expectation, as its query sees it. */
interface Counted {
  game: Kernel;
  o: GameObject;
  c: Characteristics;
  /** A zone all players share (battlefield, stack, exile, command): "player" is its controller, else its owner. */
  shared: boolean;
}

/** Which objects an `objects:` expectation counts: one test per field of its query. */
const objectsQuery: FieldHandlers<ExpectationOf<"objects">["objects"], [Counted], boolean> = {
  // The zone is where the objects are looked for; the count is what is compared.
  zone: () => true,
  count: () => true,
  player: (who, { o, c, shared }) => (shared ? c.controller : o.owner) === who,
  name: (name, { c }) => c.name?.en === name,
  kind: (kind, { o }) => o.kind === kind,
  power: (power, { c }) => c.power === power,
  toughness: (toughness, { c }) => c.toughness === toughness,
  colors: (colors, { c }) => JSON.stringify([...colors].sort()) === JSON.stringify([...c.colors].sort()),
};

/** A stack object as a `stack:` expectation's item sees it. */
interface Stacked {
  o: GameObject;
  c: Characteristics;
  fail: Compare;
  aliasOf: (id: ObjectId) => string;
}

const stackChecks: FieldHandlers<ExpectationOf<"stack">["stack"][number], [Stacked], void> = {
  name: (name, { c, fail }) => {
    if (name !== (c.name?.en ?? null)) fail("name", name, c.name?.en);
  },
  colors: (colors, { c, fail }) => {
    if (JSON.stringify([...colors].sort()) !== JSON.stringify([...c.colors].sort())) fail("colors", colors, c.colors);
  },
  // Modes are numbered from 1 in scenarios.
  mode: (mode, { o, fail }) => {
    if (mode - 1 !== o.stack?.mode) fail("mode", mode, (o.stack?.mode ?? -1) + 1);
  },
  copy: (copy, { o, fail }) => {
    if (copy !== (o.kind === "spell-copy")) fail("copy", copy, o.kind === "spell-copy");
  },
  targets: (targets, { o, fail, aliasOf }) => {
    const actual = (o.stack?.targets ?? []).map((t) => ("player" in t ? t.player : aliasOf(t.object)));
    if (JSON.stringify(actual) !== JSON.stringify(targets)) fail("targets", targets, actual);
  },
};

/** Base power and toughness, where the version's layers keep them apart from modifications (613.3a–b). */
function compareBase({ game, id, cmp, fail }: ObjectSeen, field: string, expected: number | null, index: 0 | 1): void {
  const base = game.basePowerToughness(id);
  if (!base) fail(field, expected, "not separate from modifications under these rules");
  else cmp(field, expected, base[index]);
}

const chosenChecks: FieldHandlers<NonNullable<ExpectationOf<"object">["chosen"]>, [ObjectSeen, AbilityInstance], void> = {
  // Which ability's choice: it selects, it doesn't check.
  ability: () => {},
  color: (color, { game, o, cmp }, ability) => cmp("chosen color", color, chosenValue(game.rules, o, ability, "color")),
  creatureType: (type, { game, o, cmp }, ability) => cmp("chosen creature type", type, chosenValue(game.rules, o, ability, "creature-type")),
};

const copiableChecks: FieldHandlers<NonNullable<ExpectationOf<"object">["copiable"]>, [Compare, Values], void> = {
  name: (name, cmp, v) => cmp("copiable name", name, v.name ? v.name.en : null),
  colors: (colors, cmp, v) => cmp("copiable colors", colors, v.colors),
  types: (types, cmp, v) => cmp("copiable types", types, v.types),
  power: (power, cmp, v) => cmp("copiable power", power, v.power),
  toughness: (toughness, cmp, v) => cmp("copiable toughness", toughness, v.toughness),
  abilities: (abilities, cmp, v) => cmp("copiable abilities", abilities, v.abilities.map(abilityLabel)),
};

/** Whether a team lost (or won): all its members did, or none; a team split on it is reported as such. */
function teamOutcome(members: boolean[]): boolean | "only some members" {
  if (members.every(Boolean)) return true;
  return members.some(Boolean) ? "only some members" : false;
}

/** The ability a "chosen" value of a scenario's initial state belongs to: the card's "as … enters, choose" (607). */
function choosingAbility(card: CardDef, kind: Choice["kind"]): string {
  const asking = printedValues(card).abilities.find((a) => "asEnters" in a.def && a.def.asEnters.choose === kind);
  if (!asking) throw new Error(`${card.slug} has no ability that chooses a ${kind}`);
  return abilityKey(asking);
}

/** An error in English: a refusal worded by the catalogue, with the rule it cites. */
function messageOf(error: unknown): string {
  if (error instanceof RuleViolation) return renderViolation(error, "en");
  return error instanceof Error ? error.message : String(error);
}

/** An error as data (ScenarioFailure.cause). */
function causeOf(error: unknown): FailureCause {
  if (error instanceof RuleViolation) return { refused: error.reason, rule: error.rule };
  if (error instanceof NoRuleSetError && error.absent) return { absent: error.absent };
  return { message: messageOf(error) };
}

/** An error as an outcome (ScenarioFailure.outcome): a refusal by its reason, without the rule it cites; rules a release lacks by what they lack. */
function outcomeOf(error: unknown): string {
  if (error instanceof RuleViolation) return `refused: ${renderRefusal(error.reason, "en")}`;
  if (error instanceof NoRuleSetError) return `these rules have no ${error.lacking}`;
  return messageOf(error);
}

/** How expectations name an ability: keywords by their keyword, others by their id. */
/** A scenario run under one version, in no language yet (inLanguage reads it in one). */
export function playScenario(scenario: Scenario, version: string): ScenarioRun {
  let runner: Runner;
  try {
    runner = new Runner(scenario, version);
  } catch (error) {
    // The game cannot be set up under these rules (teams where the rules have no Two-Headed Giant, 100.1).
    return {
      status: "fail",
      failureDetails: [{ kind: "setup", problem: `setup: ${messageOf(error)}`, outcome: `setup: ${outcomeOf(error)}`, at: { setup: true }, cause: causeOf(error) }],
      trace: [],
      narration: [],
      checkedSentences: [],
    };
  }
  try {
    runner.setUp();
    for (let i = 0; i < scenario.actions.length; i++) if (!runner.perform(scenario.actions[i], i)) break;
  } catch (error) {
    runner.record("setup", `setup: ${messageOf(error)}`, { setup: true }, causeOf(error), undefined, `setup: ${outcomeOf(error)}`);
  }
  return { status: runner.failures.length ? "fail" : "pass", failureDetails: runner.failures, trace: runner.trace, narration: runner.narration, checkedSentences: runner.checkedSentences };
}

/** A scenario run under one version, read in one language: what `rules explain`, the outcome diff and tests read. */
export function runScenario(scenario: Scenario, version: string, lang: Lang): ScenarioResult {
  return inLanguage(playScenario(scenario, version), lang);
}

/** A run read in one language: each quoted sentence in that language where the scenario gives it, else in English. */
export function inLanguage(run: ScenarioRun, lang: Lang): ScenarioResult {
  const failureDetails = run.failureDetails.map(({ because, ...failure }): ScenarioFailure => {
    if (because === undefined) return { ...failure, message: failure.problem };
    const quoted = quoteIn(because, lang);
    return { ...failure, because: quoted, message: `${failure.problem} — "${quoted}"`, outcome: `${failure.outcome} — "${quoted}"` };
  });
  return {
    status: run.status,
    failures: failureDetails.map((f) => f.message),
    failureDetails,
    trace: run.trace,
    narration: run.narration.map((e) => ("sentence" in e ? { action: "checked", ok: e.ok, quote: quoteIn(e.sentence, lang), quoteLang: quoteLang(e.sentence, lang), rule: e.rule } : e)),
    checkedQuotes: run.checkedSentences.map((sentence) => quoteIn(sentence, lang)),
  };
}

/** A sentence the scenario gives only in English (a string) is English text, even read in French. */
function quoteLang(because: Because, lang: Lang): Lang {
  return typeof because === "object" && lang === "fr" && because.fr ? "fr" : "en";
}
