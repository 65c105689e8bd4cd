// Carrying out the instructions of a resolving spell or ability (608.2), one instruction at a time.
import type { Affects, ContinuousDef, Filter, Instruction, PlayerCondition, PlayerRef, ValueExpr } from "./cards.ts";
import { chosenValue } from "./choices.ts";
import { colorWord, localized, typeWord, type Lang } from "./describe.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Game } from "./game.ts";
import { convertedManaCosts } from "./split.ts";
import { flipWithCall, flipWithoutCall } from "./coin-flip.ts";
import { endTheTurn } from "./end-turn.ts";
import { planeswalk } from "./planar.ts";
import { bringFromOutside, playSubgame } from "./subgame.ts";
import { controlNextTurn } from "./turn-control.ts";
import { setEachPlayersLife } from "./two-headed-giant.ts";
import { winGame } from "./winning-and-losing.ts";
import { object, player, tick, touch, zoneKey, type ObjectId, type PlayerId, type StackInfo, type TargetRef } from "./state.ts";
import type { AbilityInstance } from "./values.ts";

export interface ResolutionContext {
  game: Game;
  controller: PlayerId;
  /** The resolving spell, or the source of the resolving ability. */
  source: ObjectId | null;
  ability: AbilityInstance | undefined;
  info: StackInfo;
  decisions: Decisions;
  /** The number chosen by a "choose a number" instruction of this resolution. */
  chosenNumber?: number;
  /** "That card": the card an earlier instruction of this resolution moved (a milled or exiled card). */
  thatCard?: ObjectId;
}

function say(ctx: ResolutionContext, f: (lang: Lang) => string): void {
  ctx.game.say(f);
}

function value(ctx: ResolutionContext, expr: ValueExpr): number {
  if (typeof expr === "number") return expr;
  if (expr === "X") return ctx.info.x ?? 0;
  if ("sum" in expr) return expr.sum.reduce((t: number, e) => t + value(ctx, e), 0);
  // 706.9: a copy uses the objects paid for the original's costs; StackInfo carries that information.
  if ("powerOf" in expr) return ctx.info.sacrificedPower ?? 0;
  // 505.5 / 708.5: a split card's converted mana cost has one answer per half; an amount with two answers
  // counts both ("1, and 4": five tokens).
  if ("lifeTotalOf" in expr) return player(ctx.game.state, playersOf(ctx, expr.lifeTotalOf)[0]).life;
  if ("halfLifeRoundedUp" in expr) return Math.ceil(player(ctx.game.state, playersOf(ctx, expr.halfLifeRoundedUp)[0]).life / 2);
  if ("lowestLifeTotal" in expr) return Math.min(...ctx.game.state.players.filter((p) => !p.lost).map((p) => p.life));
  if ("convertedManaCostOf" in expr) {
    if (!ctx.thatCard || !ctx.game.state.objects.has(ctx.thatCard)) return 0;
    return convertedManaCosts(ctx.game.characteristics(ctx.thatCard)).reduce((a, b) => a + b, 0);
  }
  throw new Error("counts are evaluated by the layer system, not on resolution");
}

/**
 * The targets an instruction's "target" names; for a delayed triggered ability, which has none, what its creating
 * effect targeted ("that player", 603.7c / 404.4c).
 */
function targetRefs(ctx: ResolutionContext): TargetRef[] {
  return ctx.info.targets.length > 0 ? ctx.info.targets : (ctx.info.referredTo ?? []);
}

/** Legal targets only: 608.2b, an illegal target is not affected. */
function targetObjects(ctx: ResolutionContext): ObjectId[] {
  return targetRefs(ctx).flatMap((t: TargetRef) => ("object" in t && ctx.game.state.objects.has(t.object) ? [t.object] : []));
}

function affected(ctx: ResolutionContext, affects: Affects | "self" | "target"): ObjectId[] {
  const { game } = ctx;
  if (affects === "self") return ctx.source && game.state.objects.has(ctx.source) ? [ctx.source] : [];
  if (affects === "target") return targetObjects(ctx);
  if (affects === "trigger-object") return ctx.info.triggerObject && game.state.objects.has(ctx.info.triggerObject) ? [ctx.info.triggerObject] : [];
  if (affects === "enchanted") {
    const at = ctx.source ? game.state.objects.get(ctx.source)?.attachedTo : null;
    return at ? [at] : [];
  }
  // 611.2c: the set of objects a resolving spell's continuous effect affects is fixed now.
  return game.state.zones.get("battlefield")!.filter((id) => game.matches(affects.all, id, ctx.controller, ctx.source));
}

/** The players an instruction is about (PlayerRef). */
function playersOf(ctx: ResolutionContext, ref: PlayerRef): PlayerId[] {
  if (ref === "you") return [ctx.controller];
  // "At the beginning of each player's upkeep, that player …": the upkeep being the active player's.
  if (ref === "that-player") return [ctx.game.state.turn.active];
  if (ref === "each") return ctx.game.state.players.filter((p) => !p.lost).map((p) => p.id);
  return targetRefs(ctx).flatMap((t) => ("player" in t ? [t.player] : []));
}

/** Whether a condition on a player ("if you have …") holds now. */
export function conditionHolds(game: Game, controller: PlayerId, condition: PlayerCondition): boolean {
  if (condition.handSizeAtLeast !== undefined && game.state.zones.get(zoneKey("hand", controller))!.length < condition.handSizeAtLeast) return false;
  if (condition.lifeAtLeast !== undefined && player(game.state, controller).life < condition.lifeAtLeast) return false;
  return true;
}

/** A filter with "the chosen number" replaced by the number chosen during this resolution. */
function withChosenNumber(ctx: ResolutionContext, filter: Filter): Filter {
  if (filter.convertedManaCost !== "chosen-number") return filter;
  if (ctx.chosenNumber === undefined) throw new Error("no number was chosen before this instruction");
  return { ...filter, convertedManaCost: ctx.chosenNumber };
}

export function resolveInstructions(ctx: ResolutionContext, instructions: Instruction[]): void {
  for (const instruction of instructions) {
    // The game ends immediately when a player wins (104.1 / 102.1): the rest of the effect doesn't happen.
    if (ctx.game.isOver()) return;
    resolveOne(ctx, instruction);
  }
  ctx.game.checkStateBasedActions();
}

function resolveOne(ctx: ResolutionContext, ins: Instruction): void {
  const { game } = ctx;
  if ("continuous" in ins) {
    const def = ins.continuous;
    const ids = affected(ctx, def.affects);
    let chosenColor: string | undefined;
    if (def.colors && "choose" in def.colors) {
      chosenColor = ctx.decisions.color;
      if (!chosenColor) throw new RuleViolation("608.2d", "A colour must be chosen as the effect resolves.");
    }
    game.addContinuousEffect({
      source: ctx.source,
      controller: ctx.controller,
      affected: ids,
      duration: def.duration === "indefinite" ? "while-affected" : "end-of-turn",
      def,
      x: ctx.info.x,
      chosenColor,
      description: "effect",
    });
    say(ctx, (lang) => `${ids.map((id) => game.nameOf(id, lang)).join(", ")}: ${describeContinuous(def, chosenColor, lang, ctx.info.x)}.`);
    return;
  }
  if ("becomeCopy" in ins) {
    const copy = ins.becomeCopy;
    const original =
      copy.of === "target" ? targetObjects(ctx)[0]
      : copy.of === "trigger-object" ? ctx.info.triggerObject
      : copy.of === "that-card" ? ctx.thatCard
      : undefined;
    if (copy.optional && ctx.ability && ctx.decisions.may?.[ctx.ability.def.id] === false) return;
    if (!original || !game.state.objects.has(original) || !ctx.source || !game.state.objects.has(ctx.source)) return;
    // 706.4 / 503.4: becoming a copy while staying on the battlefield doesn't change noncopy effects.
    game.createCopyEffect(ctx.source, original, copy, ctx.ability, ctx.controller, ctx.source);
    return;
  }
  if ("draw" in ins) return game.draw(ctx.controller, value(ctx, ins.draw));
  if ("loseLife" in ins) {
    const spec = typeof ins.loseLife === "object" && "amount" in ins.loseLife ? ins.loseLife : { amount: ins.loseLife, player: "you" as const };
    for (const p of playersOf(ctx, spec.player)) {
      const amount = value(ctx, spec.amount);
      player(game.state, p).life -= amount;
      say(ctx, (lang) => `${game.playerName(p)} ${lang === "fr" ? `perd ${amount} point(s) de vie` : `loses ${amount} life`}.`);
    }
    touch(game.state);
    return;
  }
  if ("subgame" in ins) {
    const winners = playSubgame(game, ctx.decisions);
    for (const p of game.state.players.filter((x) => !x.lost && !winners.includes(x.id))) {
      const forThatPlayer = { ...ctx, info: { ...ctx.info, targets: [{ player: p.id }] } };
      for (const then of ins.subgame.nonWinners) resolveOne(forThatPlayer, then);
    }
    return;
  }
  if ("fromOutside" in ins) {
    const chosen = ctx.decisions.fromOutside;
    if (chosen) bringFromOutside(game, ctx.controller, chosen, ins.fromOutside.filter, ins.fromOutside.to);
    return;
  }
  if ("gainLife" in ins) {
    const spec = typeof ins.gainLife === "object" && "amount" in ins.gainLife ? ins.gainLife : { amount: ins.gainLife, player: "you" as const };
    const amount = value(ctx, spec.amount);
    for (const p of playersOf(ctx, spec.player)) {
      player(game.state, p).life += amount;
      say(ctx, (lang) => `${game.playerName(p)} ${lang === "fr" ? `gagne ${amount} point(s) de vie` : `gains ${amount} life`}.`);
    }
    touch(game.state);
    return;
  }
  if ("lifeBecomes" in ins) {
    const { rules, state } = game;
    const target = (p: PlayerId) => value({ ...ctx, controller: p }, ins.lifeBecomes.value);
    // 810.9c: the player gains or loses the difference, which is applied to the team total (two-headed-giant.ts).
    if (ins.lifeBecomes.player === "each") setEachPlayersLife(state, rules, target, ctx.decisions.chosenPlayers ?? []);
    else for (const p of playersOf(ctx, ins.lifeBecomes.player)) player(state, p).life = target(p);
    touch(state);
    say(ctx, (lang) => state.players.map((p) => `${p.name}: ${p.life}`).join(", ") + (lang === "fr" ? " (points de vie)." : " (life)."));
    return;
  }
  if ("poison" in ins) {
    const amount = value(ctx, ins.poison.amount);
    for (const p of playersOf(ctx, ins.poison.player)) {
      player(game.state, p).poison += amount;
      say(ctx, (lang) => `${game.playerName(p)} ${lang === "fr" ? `reçoit ${amount} marqueur(s) poison` : `gets ${amount} poison counter(s)`}.`);
    }
    touch(game.state);
    return;
  }
  if ("winGame" in ins) return winGame(game, ctx.controller);
  if ("endTurn" in ins) return endTheTurn(game);
  if ("flipCoin" in ins) {
    const won = flipWithCall(game, ctx.controller, ctx.decisions);
    for (const then of won ? ins.flipCoin.win : ins.flipCoin.lose) resolveOne(ctx, then);
    return;
  }
  if ("flipCoins" in ins) {
    const { heads = [], tails = [], repeatUntilAllHeads } = ins.flipCoins;
    const flippers = ins.flipCoins.players.flatMap((ref) => playersOf(ctx, ref));
    for (let round = 0; round < 100; round++) {
      const sides = flippers.map((p) => [p, flipWithoutCall(game, p, ctx.decisions)] as const);
      for (const [p, side] of sides) {
        const forThatPlayer = { ...ctx, info: { ...ctx.info, targets: [{ player: p }] } };
        for (const then of side === "heads" ? heads : tails) resolveOne(forThatPlayer, then);
      }
      if (!repeatUntilAllHeads || sides.every(([, side]) => side === "heads")) return;
    }
    throw new Error("coins kept coming up tails (100 rounds)");
  }
  if ("controlNextTurn" in ins) {
    for (const p of playersOf(ctx, "target")) controlNextTurn(game, p, ctx.controller);
    return;
  }
  if ("addMana" in ins) {
    const spec = ins.addMana;
    if (typeof spec === "string") {
      for (const m of spec.matchAll(/\{([WUBRGC])\}/gu)) game.addMana(ctx.controller, m[1] as never);
      return;
    }
    if ("chosen" in spec) {
      const holder = object(game.state, ctx.source!);
      const color = chosenValue(game.rules, holder, ctx.ability!, "color");
      if (!color) {
        say(ctx, (lang) => (lang === "fr" ? `Le choix est indéterminé : aucun mana n'est produit (${game.rules.cite.undefinedChoice}).` : `The choice is undefined: no mana is produced (${game.rules.cite.undefinedChoice}).`));
        return;
      }
      game.addMana(ctx.controller, game.colorSymbol(color));
      say(ctx, (lang) => (lang === "fr" ? `Un mana ${colorWord(color, lang)} est produit.` : `One ${colorWord(color, lang)} mana is produced.`));
      return;
    }
    return;
  }
  if ("discard" in ins) {
    const cards = ctx.decisions.discard ?? [];
    const n = value(ctx, ins.discard);
    if (cards.length !== n) throw new RuleViolation("701.7", `${n} card(s) must be chosen to discard.`);
    for (const card of cards) game.discard(ctx.controller, card);
    return;
  }
  if ("putCounters" in ins) {
    const on = ins.putCounters.on === "self" ? affected(ctx, "self") : targetObjects(ctx);
    for (const id of on) game.putCounters(id, ins.putCounters.kind, value(ctx, ins.putCounters.amount));
    return;
  }
  if ("removeCounters" in ins) {
    const on = ins.removeCounters.on === "self" ? affected(ctx, "self") : targetObjects(ctx);
    for (const id of on) game.removeCounters(id, ins.removeCounters.kind, value(ctx, ins.removeCounters.amount));
    return;
  }
  if ("castSelf" in ins) {
    // Suspend's "if it's exiled" (702.59a): a card that left exile is a new object, and nothing is cast.
    const card = ctx.source && game.state.objects.get(ctx.source);
    if (card && card.zone === "exile") game.cast(ctx.controller, card.id, ctx.decisions, { byEffect: ins.castSelf });
    return;
  }
  if ("untap" in ins || "tap" in ins) {
    const which = "untap" in ins ? ins.untap : ins.tap;
    for (const id of which === "self" ? affected(ctx, "self") : targetObjects(ctx)) {
      object(game.state, id).status.tapped = "tap" in ins;
      touch(game.state);
    }
    return;
  }
  if ("destroy" in ins) {
    const which = ins.destroy;
    const ids =
      which === "self" ? affected(ctx, "self")
      : which === "target" ? targetObjects(ctx)
      : game.state.zones.get("battlefield")!.filter((id) => game.matches(withChosenNumber(ctx, which.all), id, ctx.controller, ctx.source));
    for (const id of ids) {
      if (game.state.objects.get(id)?.zone !== "battlefield") continue;
      say(ctx, (lang) => `${game.nameOf(id, lang)} ${lang === "fr" ? "est détruit" : "is destroyed"}.`);
      game.moveTo(id, "graveyard");
    }
    return;
  }
  if ("dealDamage" in ins) {
    const amount = value(ctx, ins.dealDamage.amount);
    const recipients: TargetRef[] =
      ins.dealDamage.to === "each-player" ? game.state.players.filter((p) => !p.lost).map((p) => ({ player: p.id }))
      : ins.dealDamage.to === "you" ? [{ player: ctx.controller }]
      : targetRefs(ctx);
    for (const t of recipients) {
      if ("player" in t) {
        player(game.state, t.player).life -= amount;
        touch(game.state);
      } else if (game.state.objects.has(t.object)) {
        object(game.state, t.object).damage += amount;
        touch(game.state);
      }
      say(ctx, (lang) => `${amount} ${lang === "fr" ? "blessure(s) infligée(s) à" : "damage dealt to"} ${"player" in t ? game.playerName(t.player) : game.nameOf(t.object, lang)}.`);
    }
    return;
  }
  if ("delayed" in ins) {
    const unlessPays = ins.delayed.unlessPays;
    game.state.delayed.push({
      id: `d${tick(game.state)}`,
      at: ins.delayed.at,
      controller: ctx.controller,
      source: ctx.source!,
      effect: ins.delayed.effect,
      createdTurn: game.state.turn.number,
      referredTo: ctx.info.targets,
      stoppableBy: unlessPays && { players: playersOf(ctx, unlessPays.player), cost: unlessPays.cost },
    });
    return;
  }
  if ("planeswalk" in ins) {
    if (ctx.source) planeswalk(game, ctx.controller, ctx.source);
    return;
  }
  if ("returnToHand" in ins) {
    for (const id of affected(ctx, "self")) {
      say(ctx, (lang) => `${game.nameOf(id, lang)} ${lang === "fr" ? "retourne dans la main de son propriétaire" : "returns to its owner's hand"}.`);
      game.moveTo(id, "hand");
    }
    return;
  }
  if ("flip" in ins) {
    if (ctx.source) game.flip(ctx.source);
    return;
  }
  if ("chooseNumber" in ins) {
    if (ctx.decisions.number === undefined) throw new RuleViolation("608.2d", "A number must be chosen as the spell resolves.");
    ctx.chosenNumber = ctx.decisions.number;
    say(ctx, (lang) => `${game.playerName(ctx.controller)} ${lang === "fr" ? "choisit le nombre" : "chooses the number"} ${ctx.chosenNumber}.`);
    return;
  }
  if ("mill" in ins) {
    for (const p of playersOf(ctx, ins.mill.player)) {
      for (let i = 0; i < ins.mill.amount; i++) {
        const top = game.state.zones.get(zoneKey("library", p))![0];
        if (!top) break;
        ctx.thatCard = game.moveTo(top, "graveyard");
        say(ctx, (lang) => `${game.playerName(p)} ${lang === "fr" ? "met dans son cimetière la carte du dessus de sa bibliothèque :" : "puts the top card of their library into their graveyard:"} ${game.nameOf(ctx.thatCard!, lang)}.`);
      }
    }
    return;
  }
  if ("createTokens" in ins) {
    const { token } = ins.createTokens;
    const amount = value(ctx, ins.createTokens.amount);
    for (const p of playersOf(ctx, ins.createTokens.player ?? "you")) {
      for (let i = 0; i < amount; i++) game.createToken(token, p, ctx.decisions);
      say(ctx, (lang) => `${game.playerName(p)} ${lang === "fr" ? "crée" : "creates"} ${amount} ${lang === "fr" ? "jeton(s)" : "token(s)"} ${localized(token.name, lang)}.`);
    }
    return;
  }
  if ("discardAll" in ins) {
    const filter = withChosenNumber(ctx, ins.discardAll.filter);
    for (const p of playersOf(ctx, ins.discardAll.player)) {
      const hand = [...game.state.zones.get(zoneKey("hand", p))!];
      for (const card of hand) if (game.matches(filter, card, ctx.controller, ctx.source)) game.discard(p, card);
    }
    return;
  }
  if ("exile" in ins) {
    for (const id of targetObjects(ctx)) {
      say(ctx, (lang) => `${game.nameOf(id, lang)} ${lang === "fr" ? "va en exil" : "is exiled"}.`);
      ctx.thatCard = game.moveTo(id, "exile");
    }
    return;
  }
  if ("if" in ins) {
    if (conditionHolds(game, ctx.controller, ins.if.condition)) for (const then of ins.if.then) resolveOne(ctx, then);
    return;
  }
  if ("search" in ins) {
    const library = game.state.zones.get(zoneKey("library", ctx.controller))!;
    const found = ctx.decisions.find ?? null;
    if (found !== null) {
      if (!library.includes(found)) throw new RuleViolation(game.rules.additional.search, `${game.nameOf(found, "en")} is not in the library being searched.`);
      if (!game.matches(ins.search.filter, found, ctx.controller, ctx.source))
        throw new RuleViolation(game.rules.additional.search, `${game.nameOf(found, "en")}, as it is in the library, doesn't match what the search looks for.`);
      ctx.thatCard = game.moveTo(found, ins.search.to);
    }
    game.rng.shuffle(game.state.zones.get(zoneKey("library", ctx.controller))!);
    touch(game.state);
    say(ctx, (lang) => `${game.playerName(ctx.controller)} ${lang === "fr" ? "cherche dans sa bibliothèque" : "searches their library"}: ${found === null ? (lang === "fr" ? "rien n'est trouvé" : "nothing is found") : game.nameOf(ctx.thatCard!, lang)}.`);
    return;
  }
  if ("castCopy" in ins) {
    const [original] = targetObjects(ctx);
    if (original) game.castCopy(ctx.controller, original, ctx.decisions, Boolean(ins.castCopy.withoutPayingManaCost));
    return;
  }
  if ("copySpell" in ins) {
    const [original] = targetObjects(ctx);
    if (!original) return;
    game.copySpell(original, ctx.controller, ins.copySpell.except, ins.copySpell.mayChooseNewTargets ? ctx.decisions.newTargets : undefined);
    return;
  }
}

function describeContinuous(def: ContinuousDef, chosenColor: string | undefined, lang: Lang, x?: number): string {
  const words: string[] = [];
  const fr = lang === "fr";
  if (def.gainControl) words.push(fr ? "change de contrôleur" : "changes control");
  if (def.types?.set) words.push((fr ? "devient " : "becomes ") + def.types.set.map((t) => typeWord(t, lang)).join(" "));
  if (def.types?.add) words.push((fr ? "devient aussi " : "also becomes ") + def.types.add.map((t) => typeWord(t, lang)).join(" "));
  if (def.colors) words.push((fr ? "devient " : "becomes ") + ("choose" in def.colors ? colorWord(chosenColor!, lang) : def.colors.set.map((c) => (typeof c === "string" ? colorWord(c, lang) : "?")).join("/")));
  if (def.abilities?.add) words.push((fr ? "acquiert " : "gains ") + def.abilities.add.map((a) => ("keyword" in a ? a.keyword : a.id)).join(", "));
  if (def.abilities?.remove) words.push((fr ? "perd " : "loses ") + def.abilities.remove.join(", "));
  if (def.setPT) words.push(`${fr ? "devient" : "becomes"} ${def.setPT.map((v) => (v === "X" ? String(x ?? "X") : typeof v === "number" ? String(v) : "*")).join("/")}`);
  if (def.modifyPT) words.push(def.modifyPT.map((n) => (typeof n === "number" && n >= 0 ? `+${n}` : String(n))).join("/"));
  if (def.switchPT) words.push(fr ? "force et endurance échangées" : "power and toughness switched");
  return words.join(", ");
}
