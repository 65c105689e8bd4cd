// What an instruction sees while its spell or ability resolves (608.2): the context, the objects and players it
// is about, the numbers it uses. The instruction handlers (instructions.ts and the rule areas' modules) share it.
import {
  everyField, interpret, type Affects, type FieldHandlers, type Filter, type Handlers, type Instruction, type InstructionBodies, type PlayerCondition, type PlayerRef,
  type ObjectQuery, type ValueBodies, type ValueExpr,
} from "./cards.ts";
import type { NarrationEvent } from "./narration.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { objectsInZones, opponents, player, zoneKey, type ObjectId, type PlayerId, type StackInfo, type TargetRef } from "./state.ts";
import { isLegalTarget, targetRequirements } from "./targets.ts";
import { amountOfConvertedManaCost, type AbilityInstance } from "./values.ts";
import { chosenValue } from "./choices.ts";
import { citationTable } from "./citations.ts";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/resolution.ts", {
  choiceOnResolution: [["1999-04-23", "413.2c"], ["2009-07-08", "607.2d"], ["2009-10-05", "608.2d"]],
});

export interface ResolutionContext {
  game: Kernel;
  controller: PlayerId;
  /** The resolving spell, or the source of the resolving ability. */
  source: ObjectId | null;
  ability: AbilityInstance | undefined;
  info: StackInfo;
  decisions: Decisions;
  /** The number chosen by a "choose a number" instruction of this resolution. */
  chosenNumber?: number;
  /** The creature type chosen by a "choose a creature type" instruction of this resolution. */
  chosenType?: string;
  /** "That card": the card an earlier instruction of this resolution moved (a milled or exiled card). */
  thatCard?: ObjectId;
  /** "That token" / "those tokens": the tokens an earlier instruction of this resolution created. */
  createdTokens?: ObjectId[];
  /** "That player" while an instruction deals with each player in turn ("deals to each player damage equal to half that player's life total"). */
  thatPlayer?: PlayerId;
}

/** Carries out instructions inside another one ("then", "if you win the flip …"), in the context given. */
type CarryOut = (ctx: ResolutionContext, instructions: Instruction[]) => void;

/**
 * One handler per instruction word: the table in instructions.ts must cover them all (a word without a handler
 * fails to type-check). A rule area contributes the handlers of its words from its own module.
 */
export type InstructionHandlers = Handlers<InstructionBodies, [ResolutionContext, CarryOut], void>;

export function say(ctx: ResolutionContext, event: NarrationEvent): void {
  ctx.game.say(event);
}

const values: Handlers<ValueBodies, [ResolutionContext], number> = {
  sum: (terms, ctx) => terms.reduce((t: number, e) => t + value(ctx, e), 0),
  // 706.9: a copy uses the objects paid for the original's costs; StackInfo carries that information.
  powerOf: (_sacrificed, ctx) => ctx.info.sacrificedPower ?? 0,
  lifeTotalOf: (ref, ctx) => player(ctx.game.state, playersOf(ctx, ref)[0]).life,
  halfLifeRoundedUp: (ref, ctx) => Math.ceil(player(ctx.game.state, playersOf(ctx, ref)[0]).life / 2),
  halfLifeRoundedDown: (ref, ctx) => Math.floor(player(ctx.game.state, playersOf(ctx, ref)[0]).life / 2),
  lowestLifeTotal: (_all, ctx) => Math.min(...ctx.game.state.players.filter((p) => !p.lost).map((p) => p.life)),
  // 505.5 / 708.5: a split card's converted mana cost has one answer per half; an amount with two answers
  // counts both ("1, and 4": five tokens).
  convertedManaCostOf: (which, ctx) => {
    // "The exiled card": the one the source's linked ability exiled (607), while it is still in exile.
    const source = ctx.source === null ? undefined : ctx.game.state.objects.get(ctx.source);
    const card = which === "that-card" ? ctx.thatCard : source && ctx.ability ? chosenValue(ctx.game.rules, source, ctx.ability, "exiled-card") : undefined;
    const o = card === undefined ? undefined : ctx.game.state.objects.get(card);
    if (!o || (which === "exiled-card" && o.zone !== "exile")) return 0;
    return amountOfConvertedManaCost(ctx.game.characteristics(o.id));
  },
  // "Each player's life total becomes the number of creatures he or she controls": counted as the instruction is
  // carried out, "you" being the player it is carried out for (the controller of the context).
  count: (query, ctx) => counted(ctx, query).length,
  cardTypesAmong: (query, ctx) => new Set(counted(ctx, query).flatMap((id) => ctx.game.characteristics(id).types)).size,
};

/** The objects a count looks at, now: in a zone of the players it names (on the battlefield, those they control). */
function counted(ctx: ResolutionContext, query: ObjectQuery): ObjectId[] {
  const { game, controller } = ctx;
  const whose = query.whose ?? "any";
  const players = whose === "you" ? [controller] : whose === "opponents" ? opponents(game.state, controller).map((p) => p.id) : game.state.players.map((p) => p.id);
  const ids = ["battlefield", "stack", "exile"].includes(query.zone)
    ? game.state.zones.get(query.zone)!.filter((id) => players.includes(game.characteristics(id).controller))
    : players.flatMap((p) => game.state.zones.get(zoneKey(query.zone, p))!);
  return ids.filter((id) => !query.filter || game.matches(query.filter, id, controller, ctx.source));
}

/** The number a value expression stands for as the instruction is carried out. */
export function value(ctx: ResolutionContext, expr: ValueExpr): number {
  if (typeof expr === "number") return expr;
  if (expr === "X") return ctx.info.x ?? 0;
  return interpret(values, expr, ctx);
}

/**
 * The targets an instruction's "target" names; for a delayed triggered ability, which has none, what its creating
 * effect targeted ("that player", 603.7c / 404.4c).
 */
export function targetRefs(ctx: ResolutionContext): TargetRef[] {
  return ctx.info.targets.length > 0 ? ctx.info.targets : (ctx.info.referredTo ?? []);
}

/**
 * Legal targets only: 608.2b, an illegal target is not affected — one that is gone, or no longer meets its target
 * requirement (a creature that gained shroud).
 */
export function targetObjects(ctx: ResolutionContext): ObjectId[] {
  const { game, info } = ctx;
  const requirements = info.targets.length > 0 && ctx.ability ? targetRequirements(ctx.ability, info.mode) : [];
  return targetRefs(ctx).flatMap((t: TargetRef, i) => {
    if (!("object" in t) || !game.state.objects.has(t.object)) return [];
    return !requirements[i] || isLegalTarget(game, requirements[i], t, ctx.controller, ctx.source, info.x) ? [t.object] : [];
  });
}

export function affected(ctx: ResolutionContext, affects: Affects | "self" | "target"): ObjectId[] {
  const { game } = ctx;
  if (affects === "self") return ctx.source && game.state.objects.has(ctx.source) ? [ctx.source] : [];
  if (affects === "target") return targetObjects(ctx);
  if (affects === "trigger-object") return ctx.info.triggerObject && game.state.objects.has(ctx.info.triggerObject) ? [ctx.info.triggerObject] : [];
  if (affects === "enchanted" || affects === "equipped") {
    const at = ctx.source ? game.state.objects.get(ctx.source)?.attachedTo : null;
    return at ? [at] : [];
  }
  // 611.2c: the set of objects a resolving spell's continuous effect affects is fixed now.
  const filter = withChosenNumber(ctx, affects.all);
  return objectsInZones(game.state, affects.in ?? ["battlefield"]).filter((id) => game.matches(filter, id, ctx.controller, ctx.source));
}

/** The players an instruction is about (PlayerRef). */
export function playersOf(ctx: ResolutionContext, ref: PlayerRef): PlayerId[] {
  if (ref === "you") return [ctx.controller];
  // "Each player … that player's": the one being dealt with; "at the beginning of each player's upkeep, that
  // player …": the upkeep being the active player's.
  if (ref === "that-player") return [ctx.thatPlayer ?? ctx.game.state.turn.active];
  if (ref === "each") return ctx.game.state.players.filter((p) => !p.lost).map((p) => p.id);
  return targetRefs(ctx).flatMap((t) => ("player" in t ? [t.player] : []));
}

/** One test per condition on a player the card language has. */
const playerConditions: FieldHandlers<PlayerCondition, [game: Kernel, controller: PlayerId, source: ObjectId | null], boolean> = {
  handSizeAtLeast: (n, game, controller) => game.state.zones.get(zoneKey("hand", controller))!.length >= n,
  lifeAtLeast: (n, game, controller) => player(game.state, controller).life >= n,
  controlsAtLeast: ({ count, filter }, game, controller) =>
    game.state.zones.get("battlefield")!.filter((id) => game.characteristics(id).controller === controller && game.matches(filter, id, controller, null)).length >= count,
  sourceMatches: (filter, game, controller, source) => source !== null && game.state.objects.has(source) && game.matches(filter, source, controller, source),
  manaSpentToCast: (symbol, game, _controller, source) => (source !== null && game.state.objects.get(source)?.stack?.manaSpent?.includes(symbol)) === true,
  noSpellsCastLastTurn: (_yes, game) => game.state.turn.spellsCastLastTurn.length === 0,
};

/** Whether a condition ("if you have …", "if [this] is an enchantment") holds now, for an ability of `source`. */
export function conditionHolds(game: Kernel, controller: PlayerId, condition: PlayerCondition, source: ObjectId | null): boolean {
  return everyField(playerConditions, condition, game, controller, source);
}

/**
 * A filter with "the chosen number" and "of the chosen type" replaced by what was chosen during this resolution
 * (607.2d / 608.2d: choices made as the spell resolves).
 */
export function withChosenNumber(ctx: ResolutionContext, filter: Filter): Filter {
  let f = filter;
  if (f.subtypeChosen && ctx.chosenType !== undefined) {
    const { subtypeChosen: _chosen, ...rest } = f;
    // Its own subtypes are "any of these": the chosen one must hold besides them, as one more set of conditions.
    if (rest.anyOf !== undefined) throw new Error("a filter naming alternatives and the chosen type is not supported");
    f = { ...rest, anyOf: [{ subtypes: [ctx.chosenType] }] };
  }
  if (f.convertedManaCost !== "chosen-number") return f;
  if (ctx.chosenNumber === undefined) throw new Error("no number was chosen before this instruction");
  return { ...f, convertedManaCost: ctx.chosenNumber };
}
