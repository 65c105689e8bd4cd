// Carrying out the instructions of a resolving spell or ability (608.2), one instruction at a time: one handler per
// word of the card language's instruction list. The rule areas' words are handled in their own modules.
import { interpret, type Color, type ContinuousDef, type Instruction, type PTValue } from "./cards.ts";
import { chosenValue, citations as choicesCitations } from "./choices.ts";
import { AREA_INSTRUCTIONS, type AreaInstructions } from "./areas.ts";
import { triggerDealtDamageToPlayer } from "./damage-triggers.ts";
import { RuleViolation } from "./errors.ts";
import { kindsOf } from "./layers.ts";
import { COLOR_SYMBOL, MANA_SYMBOLS, parseManaCost } from "./mana.ts";
import { addMana } from "./mana-payment.ts";
import {
  affected, conditionHolds, playersOf, say, targetObjects, targetRefs, value, withChosenNumber, type InstructionHandlers, type ResolutionContext,
} from "./resolution.ts";
import { setEachPlayersLife, setPlayersLife } from "./two-headed-giant.ts";
import { cantEnchant, isIndestructible } from "./permanents.ts";
import { cantEquip } from "./equipment.ts";
import { damagePrevented } from "./protection.ts";
import { counterSpell } from "./countering.ts";
import { addRegenerationShield, forbidRegeneration, regeneratedInstead } from "./regeneration.ts";
import { totemArmorInstead } from "./totem-armor.ts";
import { enterTogether, moveTogether } from "./simultaneous.ts";
import { addDamage, addPoison, attach, object, player, setLife, setStatus, tick, zoneKey, type ObjectId, type PlayerId, type TargetRef } from "./state.ts";
import { tokensCreated } from "./player-effects.ts";
import { isLegalTarget, targetDefsOf } from "./targets.ts";
import { citationTable, EIGHTH, NEW_RULE } from "./citations.ts";
import { citations as costsCitations } from "./costs.ts";
import { citations as keywordsCitations } from "./keywords.ts";
import { citations as resolutionCitations } from "./resolution.ts";

/** Rise of the Eldrazi (2010-04-23) says in one rule what the Aura's and the Equipment's rules said apart. */
const ONE_ATTACH_RULE = "Rise of the Eldrazi's 701.3b says it of Auras, Equipment and Fortifications alike: the rule cited is that one";
/** Coldsnap (2006-07-15) gave attaching an Aura already in play its own rule, out of 212.4e's Aura entering play. */
const AURA_RULE = "Coldsnap's rules (2006-07-15) gave attaching an Aura in play a rule of its own (212.4k), out of 212.4e";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/instructions.ts", {
  /** Attaching an Aura, Equipment or Fortification (501.2a from 2007-05-01; 701.3a from M10); not cited before. */
  attach: [["1999-04-23", null], ["2007-05-01", "501.2a", NEW_RULE], ["2009-07-08", "701.3a"]],
  /** "If a source would deal 0 damage, it does not deal damage at all" (419.5 from 2001-07-23; not said before). */
  zeroDamage: [["1999-04-23", null], ["2001-07-23", "419.5", NEW_RULE], ["2003-07-01", "419.5a", EIGHTH], ["2009-07-08", "118.8"], ["2010-07-16", "119.8"], ["2019-07-12", "120.8"]],
  /**
   * An effect attaching an Aura to an object it can't enchant: "the Aura doesn't move" (the local enchantment, until
   * 2005-08-01); one rule for Auras, Equipment and Fortifications from Rise of the Eldrazi (701.3b).
   */
  auraDoesntMove: [["1999-04-23", null], ["2001-07-23", "214.8d", NEW_RULE], ["2003-07-01", "212.4e"], ["2006-07-15", "212.4k", AURA_RULE], ["2008-10-01", "212.4m"], ["2009-07-08", "303.4h"], ["2010-04-23", "701.3b", ONE_ATTACH_RULE]],
  /**
   * Attaching an Equipment or Fortification to an object it can't equip or fortify: "the Equipment doesn't move" (said
   * of the equip ability until 2010-02-01, of any effect from Rise of the Eldrazi); nothing said before 2005-10-01.
   */
  equipmentDoesntMove: [["1999-04-23", null], ["2005-10-01", "212.2h", NEW_RULE], ["2009-07-08", "301.7a"], ["2010-02-01", "301.5b"], ["2010-04-23", "701.3b", ONE_ATTACH_RULE]],
  /** Worldwake's 301.5b alone: "If it can't, the Equipment remains on the battlefield unattached" — it is unattached. */
  equipmentRemainsUnattached: [["1999-04-23", null], ["2010-02-01", "301.5b", NEW_RULE], ["2010-04-23", null]],
  search: [["1999-04-23", "422.1"], ["2009-07-08", "701.14a", NEW_RULE], ["2011-09-30", "701.15a"], ["2016-09-30", "701.17a"], ["2018-04-27", "701.18a"], ["2020-07-03", "701.19a"], ["2025-06-06", "701.23a"]],
});

/** What attaching narrates (narration.ts; one message of each per language, messages/*.ts). */
declare module "./narration.ts" {
  interface NarrationEvents {
    attaches: { object: ObjectRef; to: ObjectRef; rule: string | null };
    /** An effect tried to attach it to an object it can't be attached to (701.3b): it doesn't move, or is unattached. */
    attachFails: { object: ObjectRef; to: ObjectRef; unattached: boolean; rule: string };
  }
}

export function resolveInstructions(ctx: ResolutionContext, instructions: Instruction[]): void {
  for (const instruction of instructions) {
    // The game ends immediately when a player wins (104.1 / 102.1): the rest of the effect doesn't happen.
    if (ctx.game.isOver()) return;
    resolveOne(ctx, instruction);
  }
  ctx.game.checkStateBasedActions(ctx.decisions);
}

function resolveOne(ctx: ResolutionContext, ins: Instruction): void {
  interpret(handlers, ins, ctx, carryOut);
}

/** Instructions inside an instruction: no state-based actions until the whole effect is done (608.2). */
function carryOut(ctx: ResolutionContext, instructions: Instruction[]): void {
  for (const ins of instructions) resolveOne(ctx, ins);
}

/**
 * A resolving spell's or ability's continuous effect with the numbers it reads from the game determined once, as it
 * resolves (608.2g; 413.2f and 418.3c before M10): "+X/+0 until end of turn, where X is the number of creatures you
 * control" stays +3/+0 when a fourth creature enters, and a sacrificed creature's power is the one it had.
 */
function withNumbersFixed(ctx: ResolutionContext, def: ContinuousDef): ContinuousDef {
  // A number read from each object the effect applies to ("its converted mana cost") is each object's own: the layers read it.
  const one = (n: PTValue): PTValue => (typeof n === "object" && "its" in n ? n : value(ctx, n));
  const fixed = (pair: readonly [PTValue, PTValue]): [PTValue, PTValue] => [one(pair[0]), one(pair[1])];
  return { ...def, ...(def.setPT && { setPT: fixed(def.setPT) }), ...(def.modifyPT && { modifyPT: fixed(def.modifyPT) }) };
}

/** Every instruction word's handler; the areas' come last, so that a word handled twice fails to type-check. */
/** The handlers of the words the kernel carries out itself (the rule areas carry out theirs). */
const kernelHandlers: Omit<InstructionHandlers, keyof AreaInstructions> = {
  continuous: (def, ctx) => {
    const { game } = ctx;
    const ids = affected(ctx, def.affects);
    let chosenColor: string | undefined;
    if (def.colors && "choose" in def.colors) {
      chosenColor = ctx.decisions.color;
      if (!chosenColor) throw new RuleViolation(resolutionCitations.cite(ctx.game.rules, "choiceOnResolution"), { reason: "colorOnResolution" });
    }
    game.addContinuousEffect({
      source: ctx.source,
      controller: ctx.controller,
      affected: ids,
      duration: def.duration === "indefinite" ? "while-affected" : "end-of-turn",
      def: withNumbersFixed(ctx, def),
      x: ctx.info.x,
      chosenColor,
      description: "effect",
    });
    const effects = kindsOf(def, false, false).map((part) => ({ part, def, chosenColor, x: ctx.info.x }));
    say(ctx, { action: "effectApplies", objects: ids.map((id) => game.ref(id)), effects });
  },
  draw: (draw, ctx) => {
    const spec = typeof draw === "object" && "amount" in draw ? draw : { amount: draw, player: "you" as const };
    for (const p of playersOf(ctx, spec.player)) ctx.game.draw(p, value(ctx, spec.amount));
  },
  attach: (which, ctx) => {
    const { game } = ctx;
    // This permanent to its target, or the first target to the second — both still legal targets (608.2b).
    const targets = targetObjects(ctx);
    const [what, to] = which === "target" ? [ctx.source, targets[0]] : targets.length === 2 ? targets : [undefined, undefined];
    const source = what ? game.state.objects.get(what) : undefined;
    // 701.3a: taken from where it is and put onto that object; it gets a new timestamp (613.7e / 613.6d).
    if (!source || source.zone !== "battlefield" || to === undefined || source.attachedTo === to) return;
    // 701.3b: not onto an object it can't be attached to — it doesn't move (Worldwake: it is unattached).
    const aura = game.characteristics(source.id).subtypes.includes("Aura");
    const doesntMove = citations.citeIfAny(game.rules, aura ? "auraDoesntMove" : "equipmentDoesntMove");
    if (doesntMove !== null && (aura ? cantEnchant(game, source, to) : cantEquip(game, source, to))) {
      const unattached = !aura && source.attachedTo !== null && citations.citeIfAny(game.rules, "equipmentRemainsUnattached") !== null;
      if (unattached) attach(game.state, source, null);
      say(ctx, { action: "attachFails", object: game.ref(source.id), to: game.ref(to), unattached, rule: doesntMove });
      return;
    }
    attach(game.state, source, to);
    say(ctx, { action: "attaches", object: game.ref(source.id), to: game.ref(to), rule: citations.citeIfAny(game.rules, "attach") });
  },
  regenerate: (which, ctx) => {
    for (const id of which === "self" ? affected(ctx, "self") : targetObjects(ctx))
      if (ctx.game.state.objects.get(id)?.zone === "battlefield") addRegenerationShield(ctx.game, id);
  },
  cantBeRegenerated: (which, ctx) => {
    const ids = which === "target" ? targetObjects(ctx) : ctx.info.triggerObject ? [ctx.info.triggerObject] : [];
    for (const id of ids) if (ctx.game.state.objects.get(id)?.zone === "battlefield") forbidRegeneration(ctx.game, id);
  },
  counter: (_target, ctx) => {
    for (const id of targetObjects(ctx)) counterSpell(ctx.game, id);
  },
  sacrificeOne: (spec, ctx) => {
    const { game } = ctx;
    for (const p of playersOf(ctx, spec.player)) {
      const own = game.state.zones.get("battlefield")!.filter((id) => game.characteristics(id).controller === p && game.matches(spec.filter, id, ctx.controller, ctx.source));
      if (own.length === 0) continue;
      // 701.13a: the player chooses, as it resolves (608.2d), one of his or her permanents that matches.
      const chosen = own.length === 1 ? own[0] : ctx.decisions.sacrifice?.find((id) => own.includes(id));
      if (chosen === undefined) throw new RuleViolation(resolutionCitations.cite(game.rules, "choiceOnResolution"), { reason: "sacrificeRequired" });
      say(ctx, { action: "sacrificed", object: game.ref(chosen) });
      game.moveTo(chosen, "graveyard");
    }
  },
  loseLife: (loss, ctx) => {
    const { game } = ctx;
    const spec = typeof loss === "object" && "amount" in loss ? loss : { amount: loss, player: "you" as const };
    for (const p of playersOf(ctx, spec.player)) {
      const amount = value(ctx, spec.amount);
      setLife(game.state, player(game.state, p), player(game.state, p).life - amount);
      say(ctx, { action: "losesLife", player: game.playerRef(p), amount });
    }
  },
  gainLife: (gain, ctx) => {
    const { game } = ctx;
    const spec = typeof gain === "object" && "amount" in gain ? gain : { amount: gain, player: "you" as const };
    const amount = value(ctx, spec.amount);
    for (const p of playersOf(ctx, spec.player)) {
      setLife(game.state, player(game.state, p), player(game.state, p).life + amount);
      say(ctx, { action: "gainsLife", player: game.playerRef(p), amount });
    }
  },
  lifeBecomes: (spec, ctx) => {
    const { rules, state } = ctx.game;
    const target = (p: PlayerId) => value({ ...ctx, controller: p }, spec.value);
    // 810.9c: the player gains or loses the difference, applied to the team total; 606.9c in 2005-08-01: the team's
    // total becomes the number (two-headed-giant.ts).
    if (spec.player === "each") setEachPlayersLife(state, rules, target, ctx.decisions.chosenPlayers ?? []);
    else for (const p of playersOf(ctx, spec.player)) setPlayersLife(state, rules, player(state, p), target(p));
    say(ctx, { action: "lifeTotals", players: state.players.map((p) => ({ player: ctx.game.playerRef(p.id), life: p.life })) });
  },
  poison: (spec, ctx) => {
    const { game } = ctx;
    const amount = value(ctx, spec.amount);
    for (const p of playersOf(ctx, spec.player)) {
      addPoison(game.state, player(game.state, p), amount);
      say(ctx, { action: "getsPoison", player: game.playerRef(p), amount });
    }
  },
  addMana: (spec, ctx) => {
    const { game } = ctx;
    if (typeof spec === "string" && spec !== "any-color") {
      const { colored } = parseManaCost(spec);
      for (const symbol of MANA_SYMBOLS) if (colored[symbol]) addMana(game, ctx.controller, symbol, colored[symbol]);
      return;
    }
    // "One mana of any color": chosen as it resolves; "of the chosen color": the linked choice (607).
    let color: string | undefined;
    if (spec === "any-color") {
      color = ctx.decisions.color;
      if (!color || !(color in COLOR_SYMBOL)) throw new RuleViolation(resolutionCitations.cite(game.rules, "choiceOnResolution"), { reason: "colorOnResolution" });
    } else {
      color = chosenValue(game.rules, object(game.state, ctx.source!), ctx.ability!, "color");
      if (!color) {
        say(ctx, { action: "undefinedChoice", rule: choicesCitations.cite(game.rules, "undefinedChoice") });
        return;
      }
    }
    addMana(game, ctx.controller, COLOR_SYMBOL[color as Color]);
    say(ctx, { action: "manaProduced", color: color as Color });
  },
  discard: (amount, ctx) => {
    const cards = ctx.decisions.discard ?? [];
    const n = value(ctx, amount);
    if (cards.length !== n) throw new RuleViolation(costsCitations.cite(ctx.game.rules, "discard"), { reason: "discardCount", count: n });
    for (const card of cards) ctx.game.discard(ctx.controller, card);
  },
  putCounters: (spec, ctx) => {
    const on = spec.on === "self" ? affected(ctx, "self") : targetObjects(ctx);
    for (const id of on) ctx.game.putCounters(id, spec.kind, value(ctx, spec.amount));
  },
  removeCounters: (spec, ctx) => {
    const on = spec.on === "self" ? affected(ctx, "self") : targetObjects(ctx);
    for (const id of on) ctx.game.removeCounters(id, spec.kind, value(ctx, spec.amount));
  },
  untap: (which, ctx) => setTapped(ctx, which, false),
  tap: (which, ctx) => setTapped(ctx, which, true),
  destroy: (spec, ctx) => {
    const { game } = ctx;
    const which = typeof spec === "string" ? { it: spec } : spec;
    const ids =
      "all" in which ? game.state.zones.get("battlefield")!.filter((id) => game.matches(withChosenNumber(ctx, which.all), id, ctx.controller, ctx.source))
      : which.it === "self" ? affected(ctx, "self")
      : targetObjects(ctx);
    // The card language allows only `cantBeRegenerated: true`, so the key is enough.
    const destruction = { cantBeRegenerated: "cantBeRegenerated" in which };
    const destroyed = ids.filter((id) => {
      if (game.state.objects.get(id)?.zone !== "battlefield") return false;
      if (isIndestructible(game, id)) {
        say(ctx, { action: "notDestroyed", object: game.ref(id), rule: keywordsCitations.citeIfAny(game.rules, "indestructible")! });
        return false;
      }
      if (totemArmorInstead(game, id) || regeneratedInstead(game, id, destruction)) return false;
      say(ctx, { action: "destroyed", object: game.ref(id) });
      return true;
    });
    // All at once: each is judged, and sees the others leave, as the battlefield was before (simultaneous.ts).
    moveTogether(game, destroyed.map((id) => ({ id, zone: "graveyard" })));
  },
  dealDamage: (spec, ctx) => {
    const { game } = ctx;
    const to = spec.to;
    const recipients: TargetRef[] =
      typeof to === "object" ? game.state.zones.get("battlefield")!.filter((id) => game.matches(to.all, id, ctx.controller, ctx.source)).map((id) => ({ object: id }))
      : to === "each-player" ? game.state.players.filter((p) => !p.lost).map((p) => ({ player: p.id }))
      : to === "you" ? [{ player: ctx.controller }]
      : targetRefs(ctx);
    // The damage is dealt to all of them at once: each amount ("half that player's life total") is known first.
    const amounts = recipients.map((t) => value("player" in t ? { ...ctx, thatPlayer: t.player } : ctx, spec.amount));
    for (const [i, t] of recipients.entries()) {
      const amount = amounts[i];
      // 0 damage is no damage: nothing is dealt and nothing triggers (120.8 / 419.5).
      if (amount <= 0) {
        say(ctx, { action: "noDamage", to: game.recipient(t), rule: citations.citeIfAny(game.rules, "zeroDamage") });
        continue;
      }
      if ("player" in t) {
        if (damagePrevented(game, ctx.source, t, amount)) continue;
        setLife(game.state, player(game.state, t.player), player(game.state, t.player).life - amount);
        if (ctx.source) triggerDealtDamageToPlayer(game, ctx.source, t.player);
      } else if (game.state.objects.has(t.object)) {
        if (damagePrevented(game, ctx.source, t, amount)) continue;
        addDamage(game.state, object(game.state, t.object), amount);
      }
      say(ctx, { action: "damageDealt", amount, to: game.recipient(t) });
    }
  },
  delayed: (spec, ctx) => {
    const { game } = ctx;
    const unlessPays = spec.unlessPays;
    game.state.delayed.push({
      id: `d${tick(game.state)}`,
      at: spec.at,
      controller: ctx.controller,
      source: ctx.source!,
      effect: spec.effect,
      createdTurn: game.state.turn.number,
      referredTo: ctx.info.targets,
      stoppableBy: unlessPays && { players: playersOf(ctx, unlessPays.player), cost: unlessPays.cost },
    });
  },
  exchangeControl: (_targets, ctx) => {
    const { game } = ctx;
    // 701.8a: if the entire exchange can't be completed (a target gone, or one controller for both), none of it happens.
    const ids = targetObjects(ctx).filter((id) => game.state.objects.get(id)?.zone === "battlefield");
    if (ids.length !== 2 || ctx.info.targets.length !== 2) return;
    const [a, b] = ids.map((id) => game.characteristics(id).controller);
    if (a === b) return;
    game.gainControl(ids[0], b);
    game.gainControl(ids[1], a);
  },
  sacrifice: (_self, ctx) => {
    const { game } = ctx;
    for (const id of affected(ctx, "self")) {
      if (game.state.objects.get(id)?.zone !== "battlefield") continue;
      say(ctx, { action: "sacrificed", object: game.ref(id) });
      game.moveTo(id, "graveyard");
    }
  },
  returnToHand: (which, ctx) => {
    const { game } = ctx;
    for (const id of which === "self" ? affected(ctx, "self") : targetObjects(ctx)) {
      say(ctx, { action: "returnsToHand", object: game.ref(id) });
      game.moveTo(id, "hand");
    }
  },
  returnToBattlefield: (spec, ctx) => {
    const { game } = ctx;
    const it = spec.it === "trigger-object" ? ctx.info.triggerObject : ctx.thatCard;
    const card = it === undefined ? undefined : game.state.objects.get(it);
    // 603.6c / 400.7: the card is looked for only in the zone it went to (a token there has ceased to exist).
    if (!card || card.zone === "battlefield" || card.zone === "stack") return;
    const counters = spec.counters && { [spec.counters.kind]: spec.counters.amount };
    ctx.thatCard = game.moveTo(card.id, "battlefield", { controller: card.owner, decisions: ctx.decisions, faceDown: spec.faceDown, counters });
  },
  returnAllToBattlefield: (spec, ctx) => {
    const { game } = ctx;
    const owners = spec.whose === "you" ? [ctx.controller] : game.state.players.map((p) => p.id);
    const cards = owners.flatMap((p) => game.state.zones.get(zoneKey(spec.from, p))!.filter((id) => game.matches(spec.filter, id, ctx.controller, ctx.source)));
    moveTogether(game, cards.map((id) => ({ id, zone: "battlefield", options: { controller: object(game.state, id).owner, decisions: ctx.decisions } })));
  },
  chooseNumber: (_number, ctx) => {
    const { game } = ctx;
    if (ctx.decisions.number === undefined) throw new RuleViolation(resolutionCitations.cite(ctx.game.rules, "choiceOnResolution"), { reason: "numberOnResolution" });
    ctx.chosenNumber = ctx.decisions.number;
    say(ctx, { action: "chooses", player: game.playerRef(ctx.controller), choice: { number: ctx.chosenNumber } });
  },
  chooseCreatureType: (_type, ctx) => {
    const { game } = ctx;
    if (!ctx.decisions.creatureType) throw new RuleViolation(resolutionCitations.cite(ctx.game.rules, "choiceOnResolution"), { reason: "creatureTypeOnResolution" });
    ctx.chosenType = ctx.decisions.creatureType;
    say(ctx, { action: "chooses", player: game.playerRef(ctx.controller), choice: { creatureType: ctx.chosenType } });
  },
  mill: (spec, ctx) => {
    const { game } = ctx;
    for (const p of playersOf(ctx, spec.player)) {
      for (let i = 0; i < spec.amount; i++) {
        const top = game.state.zones.get(zoneKey("library", p))![0];
        if (!top) break;
        ctx.thatCard = game.moveTo(top, "graveyard");
        say(ctx, { action: "millsTop", player: game.playerRef(p), card: game.ref(ctx.thatCard!) });
      }
    }
  },
  createTokens: (spec, ctx) => {
    const { game } = ctx;
    const { token } = spec;
    const amount = value(ctx, spec.amount);
    // Created at once, for every player: each sees the others enter (simultaneous.ts).
    enterTogether(game, () => {
      for (const p of playersOf(ctx, spec.player ?? "you")) {
        // Replacement effects that change how many tokens are created (614.1a: "instead").
        const created = tokensCreated(game, p, amount);
        for (let i = 0; i < created; i++) (ctx.createdTokens ??= []).push(game.createToken(token, p, ctx.decisions));
        say(ctx, { action: "createsTokens", player: game.playerRef(p), amount: created, name: token.name });
      }
    });
  },
  discardAll: (spec, ctx) => {
    const { game } = ctx;
    const filter = withChosenNumber(ctx, spec.filter);
    for (const p of playersOf(ctx, spec.player)) {
      const hand = [...game.state.zones.get(zoneKey("hand", p))!];
      for (const card of hand) if (game.matches(filter, card, ctx.controller, ctx.source)) game.discard(p, card);
    }
  },
  exile: (_target, ctx) => {
    const { game } = ctx;
    for (const id of targetObjects(ctx)) {
      say(ctx, { action: "exiled", object: game.ref(id) });
      ctx.thatCard = game.moveTo(id, "exile");
    }
  },
  if: (spec, ctx, then) => {
    if (conditionHolds(ctx.game, ctx.controller, spec.condition, ctx.source)) then(ctx, spec.then);
  },
  search: (spec, ctx) => {
    const { game } = ctx;
    const library = game.state.zones.get(zoneKey("library", ctx.controller))!;
    const found = ctx.decisions.find ?? null;
    if (found !== null) {
      if (!library.includes(found)) throw new RuleViolation(citations.cite(game.rules, "search"), { reason: "notInSearchedLibrary", card: game.ref(found) });
      if (!game.matches(spec.filter, found, ctx.controller, ctx.source))
        throw new RuleViolation(citations.cite(game.rules, "search"), { reason: "searchMismatch", card: game.ref(found) });
      ctx.thatCard = spec.to ? game.moveTo(found, spec.to) : found;
    }
    game.rng.shuffle(game.state.zones.get(zoneKey("library", ctx.controller))!);
    say(ctx, { action: "searches", player: game.playerRef(ctx.controller), found: found === null ? null : game.ref(ctx.thatCard!) });
  },
  castThatCard: (byEffect, ctx) => {
    // Nothing found, or no longer where it was found (a new object, 400.7): nothing is cast.
    const card = ctx.thatCard && ctx.game.state.objects.get(ctx.thatCard);
    if (card && card.zone !== "stack") ctx.game.cast(ctx.controller, card.id, ctx.decisions, { byEffect });
  },
};

/** Every word's handler: the kernel's, and the rule areas' (areas.ts). */
const handlers: InstructionHandlers = { ...kernelHandlers, ...AREA_INSTRUCTIONS };

function setTapped(ctx: ResolutionContext, which: "self" | "target" | "trigger-object", tapped: boolean): void {
  for (const id of affected(ctx, which)) {
    setStatus(ctx.game.state, object(ctx.game.state, id), { tapped });
  }
}

