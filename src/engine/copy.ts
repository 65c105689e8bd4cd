// Copying objects (706 in 2011, 503 in 2007): copiable values and the exceptions of copy effects, entering the
// battlefield as a copy, copying a spell and casting a copy.
import { z } from "zod";
import type { AreaWords, Body, Language, AbilityDef, CopyDef, CopyException } from "./cards.ts";
import type { RuleArea } from "./area.ts";
import { RuleViolation } from "./errors.ts";
import type { Decisions, Kernel } from "./kernel.ts";
import { payMana } from "./mana-payment.ts";
import type { RuleSet } from "./ruleset.ts";
import { changeCounters, isSpell, object, removeObject, type CopyEffectDef, type GameObject, type ObjectId, type PlayerId, type StackInfo, type TargetRef } from "./state.ts";
import { chooseTargets, isLegalTarget, spellTargetDefs, targetDefsOf } from "./targets.ts";
import { type AbilityInstance, type Values, cloneValues } from "./values.ts";
import { citationTable, M10, NEW_RULE } from "./citations.ts";
import { gainableSubtypes } from "./creature-types.ts";
import { citations as resolutionCitations, targetObjects, type InstructionHandlers, type ResolutionContext } from "./resolution.ts";

/** 2010-10-01 (706.8): "Copy effects may include modifications or exceptions to the copying process", its M10 text becoming 706.8a. */
const EXCEPTIONS_RULE = "the copy exceptions got a rule of their own (706.8), the M10 text of 706.8 becoming 706.8a";

/** Copying a spell (503.10): a copy of a permanent spell becomes a token (503.10a from 2003-03-15), new targets (503.10b from 2007-02-01). */
const COPY_SPELL_SUBRULES = "the copy-a-spell rule got the subrule the engine cites, which 503.10 said before";

/** The rules this module cites, in each release's own numbering (citations.ts says how the histories are kept). */
export const citations = citationTable("src/engine/copy.ts", {
  copiableValues: [["2001-07-23", "503.2"], ["2009-07-08", "706.2"], ["2021-07-23", "707.2"]],
  copyStatus: [["2001-07-23", "503.3"], ["2009-07-08", "706.3"], ["2021-07-23", "707.3"]],
  copyExceptions: [["2001-07-23", "503.9"], ["2009-07-08", "706.8"], ["2010-10-01", "706.8", EXCEPTIONS_RULE], ["2011-09-30", "706.9"], ["2021-07-23", "707.9"]],
  copyCdaNotCopied: [["2001-07-23", "503.9"], ["2009-07-08", "706.8"], ["2010-10-01", "706.8b", "the M10 text of 706.8 split in two: the copy effects that don't copy certain characteristics are 706.8b"], ["2011-02-04", "706.8d", NEW_RULE], ["2011-09-30", "706.9d"], ["2021-07-23", "707.9d"]],
  copyEnters: [["2001-07-23", "503.5"], ["2009-07-08", "706.5"], ["2021-07-23", "707.5"]],
  copyChoices: [["2001-07-23", "503.6"], ["2009-07-08", "706.6"], ["2021-07-23", "707.6"]],
  copySpell: [["2001-07-23", "503.10"], ["2009-07-08", "706.9"], ["2011-09-30", "706.10"], ["2021-07-23", "707.10"]],
  copySpellToken: [["2001-07-23", "503.10"], ["2003-03-15", "503.10a", COPY_SPELL_SUBRULES], ["2009-07-08", "706.9a"], ["2011-09-30", "706.10a"], ["2021-07-23", "707.10a"]],
  copySpellSpecifiedTarget: [["2018-10-05", "706.10e"], ["2021-07-23", "707.10e"]],
  copySpellNewTargets: [["2001-07-23", "503.10"], ["2007-02-01", "503.10b", COPY_SPELL_SUBRULES], ["2007-10-01", "503.10c"], ["2009-07-08", "706.9c"], ["2011-09-30", "706.10c"], ["2021-07-23", "707.10c"]],
  castCopy: [["2003-10-01", "503.12"], ["2009-07-08", "706.11"], ["2011-09-30", "706.12"], ["2021-07-23", "707.12"]],
  // Several replacement effects would modify one event: the affected object's controller chooses one to apply, then the others.
  replacementOrder: [["2001-07-23", "419.8a"], ["2003-07-01", "419.9a"], ["2009-07-08", "615.1", M10], ["2009-10-05", "616.1"]],
});

declare module "./kernel.ts" {
  interface Decisions {
    /** "You may have it enter as a copy of …": the object to copy, or null to decline (706.5). */
    copyOf?: ObjectId | null;
    /** The objects to copy, in turn, as copy replacement effects it gained by copying apply (614.12, 707.9e); null declines. */
    thenCopyOf?: (ObjectId | null)[];
    /** For copies of spells that may choose new targets (706.9c / 706.10): the new targets, or undefined to keep them. */
    newTargets?: TargetRef[];
    /** "The copy targets that token" when several were created: which of them, by its place among them, from 0 (707.10e). */
    chosenToken?: number;
    /**
     * Of several permanents that have an entering object "enter as a copy of" them, the one whose replacement the
     * object's controller applies last (616.1: in the order he or she chooses) — the one it ends as a copy of.
     */
    entersAsCopyOf?: ObjectId;
  }
}

/** The schemas of the card-language words this area carries out (cards.ts says how a word is declared). */
const words = {
  instructions: (l: Language) => ({
    /** "[This permanent] becomes a copy of …" while it stays where it is (706.4 / 503.4: a copy effect). */
    becomeCopy: l.copy,
    /**
     * "Copy target … spell" ("that spell": the trigger's); "you may choose new targets for the copy", or "the copy targets
     * that token": the token this resolution created, one of them chosen if it created several (707.10e).
     */
    copySpell: z
      .object({ of: z.enum(["target", "trigger-object"]), except: l.copyException.optional(), mayChooseNewTargets: z.boolean().optional(), targetsThatToken: z.boolean().optional() })
      .strict(),
    /** "Cast a copy of target … card" (706.11 / 503.12 "play a copy"), usually without paying its mana cost. */
    castCopy: z.object({ of: z.literal("target"), withoutPayingManaCost: z.boolean().optional() }).strict(),
  }),
} satisfies AreaWords;

declare module "./cards.ts" {
  interface InstructionBodies {
    becomeCopy: Body<typeof words.instructions, "becomeCopy">;
    copySpell: Body<typeof words.instructions, "copySpell">;
    castCopy: Body<typeof words.instructions, "castCopy">;
  }
}

/** The copying words of the card language: "becomes a copy", "copy target spell", "cast a copy". */
const instructions: Pick<InstructionHandlers, "becomeCopy" | "copySpell" | "castCopy"> = {
  becomeCopy: (copy, ctx) => {
    const { game } = ctx;
    if (copy.optional && ctx.ability && ctx.decisions.may?.[ctx.ability.def.id] === false) return;
    if (!ctx.source || !game.state.objects.has(ctx.source)) return;
    // "… a creature you choose": chosen as the instruction resolves (608.2d).
    const original =
      copy.of === "target" ? targetObjects(ctx)[0]
      : copy.of === "trigger-object" ? ctx.info.triggerObject
      : copy.of === "that-card" ? ctx.thatCard
      : chosenOriginal(game, copy, ctx.decisions.copyOf, ctx.controller, ctx.source, resolutionCitations.cite(game.rules, "choiceOnResolution"));
    if (!original || !game.state.objects.has(original)) return;
    // 706.4 / 503.4: becoming a copy while staying on the battlefield doesn't change noncopy effects.
    createCopyEffect(game, ctx.source, original, copy, ctx.ability, ctx.controller, ctx.source);
  },
  copySpell: (spec, ctx) => {
    const { game } = ctx;
    const original = spec.of === "target" ? targetObjects(ctx)[0] : ctx.info.triggerObject;
    // "That spell" may have left the stack: there is nothing to copy.
    if (!original || game.state.objects.get(original)?.zone !== "stack") return;
    if (!spec.targetsThatToken) return void copySpell(game, original, ctx.controller, spec.except, spec.mayChooseNewTargets ? ctx.decisions.newTargets : undefined);
    const token = thatToken(ctx);
    // 707.10e: each of the copy's targets is that token; if it can't be the target of each, the copy isn't created.
    const targets = object(game.state, original).stack!.targets.map((): TargetRef => ({ object: token }));
    const defs = targetDefsOf(game, object(game.state, original));
    if (defs.every((def, i) => isLegalTarget(game, def, targets[i], ctx.controller, original, object(game.state, original).stack!.x)))
      copySpell(game, original, ctx.controller, spec.except, targets);
  },
  castCopy: (spec, ctx) => {
    const [original] = targetObjects(ctx);
    if (original) castCopy(ctx.game, ctx.controller, original, ctx.decisions, Boolean(spec.withoutPayingManaCost));
  },
};

/**
 * "That token", when a replacement effect made the instruction create several: the one the copy's controller chooses
 * (707.10e), by its place among them (tokens alike have nothing else to tell them apart); refused if it is none.
 */
function thatToken(ctx: ResolutionContext): ObjectId {
  const tokens = (ctx.createdTokens ?? []).filter((id) => ctx.game.state.objects.get(id)?.zone === "battlefield");
  if (tokens.length === 1) return tokens[0];
  const id = ctx.decisions.chosenToken === undefined ? undefined : tokens[ctx.decisions.chosenToken];
  if (!id) throw new RuleViolation(citations.cite(ctx.game.rules, "copySpellSpecifiedTarget"), { reason: "newTargetIllegal" });
  return id;
}

export const area = {
  name: "copying objects (706 / 503)",
  citations,
  words,
  instructions,
  // 706.5 / 614.12: "you may have it enter as a copy of": the copy effect applies before the object enters, and
  // before its other "as enters" choices, which are then those of the text it copied.
  asEnters(game, o, decisions, x) {
    // 707.3: a face-down object has no "as enters" abilities.
    if (o.status.faceDown) return;
    const copyAbility = o.base.abilities.find((a) => "asEnters" in a.def && a.def.asEnters.copy);
    if (copyAbility) enterAsCopy(game, o, copyAbility, decisions, x);
    entersAsCopyOfAnother(game, o, decisions);
  },
} satisfies RuleArea;

/**
 * "Creatures you control enter the battlefield as a copy of [this]" (614.1c, 706.5 / 707.5): a replacement effect of
 * each permanent with that ability, for each other object entering that matches its filter. "This" is the permanent
 * that has the ability: a copy of it means the copy (201.4: text that refers to the object it's on by name means
 * just that object), with its own copiable values. It applies after the object's own "enter as a copy" ability, the
 * order this engine takes for the controller; with several permanents, the controller chooses the one applied last
 * (616.1), which the object ends as a copy of.
 */
function entersAsCopyOfAnother(game: Kernel, o: GameObject, decisions: Decisions): void {
  const sources = (game.state.zones.get("battlefield") ?? []).filter((id) => {
    const source = game.characteristics(id);
    return id !== o.id && source.abilities.some((a) => "othersEnterAsCopy" in a.def && game.matches(a.def.othersEnterAsCopy, o.id, source.controller, id));
  });
  if (sources.length === 0) return;
  const chosen = decisions.entersAsCopyOf ?? (sources.length === 1 ? sources[0] : undefined);
  const rule = () => citations.cite(game.rules, "replacementOrder");
  if (chosen === undefined) throw new RuleViolation(rule(), { reason: "copyChoiceRequired" });
  if (!sources.includes(chosen)) throw new RuleViolation(rule(), { reason: "notLegalCopyChoice", object: game.ref(chosen) });
  createCopyEffect(game, o.id, chosen, { of: "target" }, undefined, o.controller, chosen);
}

/** Whether a static ability defines the given characteristic (a characteristic-defining ability, 604.3). */
function definesPT(a: AbilityInstance): boolean {
  return "static" in a.def && Boolean(a.def.cda) && Boolean(a.def.static.setPT);
}
function definesColor(a: AbilityInstance): boolean {
  return "static" in a.def && Boolean(a.def.cda) && Boolean(a.def.static.colors);
}

/**
 * The copiable values after one copy effect: the original's copiable values (taken when the effect began,
 * 706.2), with the effect's exceptions (706.8 / 503.9): kept or modified characteristics, gained abilities.
 * The copy's own status (face down, flipped) is applied afterwards by the layer system (706.3).
 */
export function applyCopyEffect(current: Values, copy: CopyEffectDef, rules: RuleSet): Values {
  const v = cloneValues(copy.values);
  const except = copy.except ?? {};
  if (except.keepColor) {
    v.colors = [...current.colors];
    v.abilities = v.abilities.filter((a) => !definesColor(a)); // 706.8d
  }
  if (except.setColors) {
    v.colors = [...except.setColors];
    v.abilities = v.abilities.filter((a) => !definesColor(a));
  }
  if (except.keepPT) {
    [v.power, v.toughness] = except.keepPT;
    v.abilities = v.abilities.filter((a) => !definesPT(a)); // 706.8d
  }
  if (except.addTypes) for (const t of except.addTypes) if (!v.types.includes(t)) v.types.push(t);
  // 205.3d: a copy of a noncreature permanent doesn't gain "an Illusion in addition to its other types".
  if (except.addSubtypes) for (const t of gainableSubtypes(rules, v.types, except.addSubtypes)) if (!v.subtypes.includes(t)) v.subtypes.push(t);
  if (except.addSupertypes) for (const t of except.addSupertypes) if (!v.supertypes.includes(t)) v.supertypes.push(t);
  if (except.setName) v.name = except.setName;
  // 706.8a: abilities gained while copying become part of the copiable values — of a flip card's alternative
  // half too: a flipped copy keeps them (510.4: "a copy of Tomoya the Revealer with the Dimir Doppelganger ability").
  const gained: AbilityInstance[] = (except.gains ?? []).map((def) => ({ def, origin: copy.gainsOrigin }));
  if (copy.thisAbility) gained.push({ ...copy.thisAbility, granted: false, grantedAt: undefined });
  v.abilities.push(...gained);
  if (v.flip && gained.length) v.flip = { ...v.flip, abilities: [...v.flip.abilities, ...gained] };
  return v;
}

/**
 * 706.5 / 614.12: the object enters as a copy of the chosen permanent. If by copying it gained a replacement effect
 * that has it enter as a copy, that one may apply in turn (with the next choice); an exception that is an additional
 * effect ("it enters with X additional +1/+1 counters") happens only if no other copy effect was applied after the
 * one it belongs to (707.9e).
 */
function enterAsCopy(game: Kernel, o: GameObject, ability: AbilityInstance, decisions: Decisions, x: number): void {
  const choices = [decisions.copyOf, ...(decisions.thenCopyOf ?? [])];
  let applying: AbilityInstance | undefined = ability;
  let additional: CopyDef["withCounters"];
  for (let i = 0; applying; i++) {
    const copy: CopyDef = (applying.def as { asEnters: { copy: CopyDef } }).asEnters.copy;
    const choice = chosenOriginal(game, copy, choices[i], o.controller, o.id, citations.cite(game.rules, "copyEnters"));
    if (choice === null) break;
    additional = createCopyEffect(game, o.id, choice, copy, applying, o.controller, null);
    applying = game.copiableValues(o.id).abilities.find((a) => "asEnters" in a.def && a.def.asEnters.copy);
  }
  if (additional) changeCounters(game.state, o, additional.kind, additional.amount === "X" ? x : additional.amount);
}

/**
 * The permanent a player chose to copy ("a creature you choose"): one on the battlefield matching the copy's filter;
 * null when an optional copy ("you may") was declined. Refused, citing `rule`, when a required choice is missing or
 * illegal.
 */
function chosenOriginal(game: Kernel, copy: CopyDef, choice: ObjectId | null | undefined, controller: PlayerId, sourceId: ObjectId, rule: string): ObjectId | null {
  if (choice === undefined && !copy.optional) throw new RuleViolation(rule, { reason: "copyChoiceRequired" });
  if (choice === undefined || choice === null) return null;
  const filter = typeof copy.of === "object" ? copy.of.choose : {};
  const original = game.state.objects.get(choice);
  if (!original || original.zone !== "battlefield" || !game.matches(filter, choice, controller, sourceId))
    throw new RuleViolation(rule, { reason: "notLegalCopyChoice", object: game.ref(choice) });
  return choice;
}

/**
 * Creates a copy effect (layer 1) on `target`, copying `original`'s copiable values as they are now. Exceptions that
 * apply only if the copy is of some card type are judged on the copy made without them (707.9f), once, as the effect
 * begins. Returns the effect's additional counters ("it enters with …"), if any apply.
 */
export function createCopyEffect(game: Kernel, target: ObjectId, original: ObjectId, copy: CopyDef, ability: AbilityInstance | undefined, controller: PlayerId, source: ObjectId | null): CopyDef["withCounters"] {
  const values = game.copiableValues(original);
  const gainsOrigin = ability?.origin ?? "effect";
  let { except, withCounters } = copy;
  if (copy.ifTheCopyIs) {
    const without = applyCopyEffect(game.copiableValues(target), { values, except, gainsOrigin, originalName: values.name }, game.rules);
    if (copy.ifTheCopyIs.types.every((t) => without.types.includes(t))) {
      except = combinedExceptions(except, copy.ifTheCopyIs.except);
      withCounters = copy.ifTheCopyIs.withCounters ?? withCounters;
    }
  }
  const before = game.ref(target);
  game.addContinuousEffect({
    source,
    controller,
    affected: [target],
    duration: "while-affected",
    copy: {
      values,
      except,
      thisAbility: except?.gainsThisAbility ? ability : undefined,
      gainsOrigin,
      originalName: values.name,
    },
    description: "copy",
  });
  game.say({ action: "becomesCopy", object: before, original: values.name, except });
  return withCounters;
}

/** Two sets of exceptions of one copy effect: the types and abilities of both, the other values of the second. */
function combinedExceptions(a: CopyException | undefined, b: CopyException | undefined): CopyException | undefined {
  if (!a || !b) return a ?? b;
  const both = <T>(x: T[] | undefined, y: T[] | undefined) => (x && y ? [...x, ...y] : (y ?? x));
  return { ...a, ...b, addTypes: both(a.addTypes, b.addTypes), addSubtypes: both(a.addSubtypes, b.addSubtypes), addSupertypes: both(a.addSupertypes, b.addSupertypes), gains: both(a.gains, b.gains) };
}

/**
 * 706.9 / 503.10: copying a spell puts a copy on the stack with the original's characteristics and the
 * decisions made for it (mode, X, targets, costs paid); it isn't cast. New targets, where the effect allows
 * them, must be legal (706.9c); targets left unchanged may be illegal.
 */
export function copySpell(game: Kernel, originalId: ObjectId, controller: PlayerId, except: CopyDef["except"], newTargets: TargetRef[] | undefined): ObjectId {
  const original = object(game.state, originalId);
  if (!isSpell(original)) throw new RuleViolation(citations.cite(game.rules, "copySpell"), { reason: "onlySpellsCopied" });
  const values = { ...game.copiableValues(originalId) };
  if (except?.setColors) values.colors = [...except.setColors];
  // Mana spent to cast the original isn't among what a copy copies (706.10): mana isn't an object.
  const { manaSpent: _notCopied, ...copied } = original.stack!;
  const info: StackInfo = { ...copied, targets: [...copied.targets] };
  if (newTargets) {
    const defs = targetDefsOf(game, original);
    newTargets.forEach((t, i) => {
      const unchanged = JSON.stringify(t) === JSON.stringify(info.targets[i]);
      if (!unchanged && !isLegalTarget(game, defs[i], t, controller, originalId, info.x))
        throw new RuleViolation(citations.cite(game.rules, "copySpellNewTargets"), { reason: "newTargetIllegal" });
    });
    info.targets = newTargets;
  }
  const copy = game.newObject({ cardId: null, kind: "spell-copy", base: values, owner: controller, controller, zone: "stack", stack: info });
  game.place(copy, "stack", "top");
  game.say({ action: "copyOnStack", original: game.ref(originalId), choices: game.stackChoices(info) });
  return copy.id;
}

/**
 * 706.11 / 503.12: an effect tells a player to cast ("play", 2007) a copy of an object: the copy is cast while
 * the effect resolves, following the casting steps (601.2a–g / 409.1a–h) with its own new choices of mode,
 * X and targets; it is then a cast spell on the stack, which can resolve or be countered.
 */
function castCopy(game: Kernel, playerId: PlayerId, originalId: ObjectId, decisions: Decisions, withoutPayingManaCost: boolean): ObjectId {
  const values = game.copiableValues(originalId);
  const spell = values.abilities.find((a) => "spell" in a.def);
  const def = spell ? (spell.def as Extract<AbilityDef, { spell: unknown }>).spell : undefined;
  const info: StackInfo = { targets: [], mode: game.announcedMode(def, decisions.mode, citations.cite(game.rules, "castCopy")), x: game.announcedX(decisions.x) };
  const copy = game.newObject({ cardId: null, kind: "spell-copy", base: values, owner: playerId, controller: playerId, zone: "stack", stack: info });
  try {
    info.targets = chooseTargets(game, spellTargetDefs(def, info.mode), decisions.targets ?? [], playerId, copy.id, () => citations.cite(game.rules, "castCopy"), info.x);
    // 601.2g: the mana spent to cast the copy is known to its effects ("if {G} was spent to cast this spell").
    if (!withoutPayingManaCost) info.manaSpent = payMana(game, playerId, values.manaCost ?? "{0}", info.x ?? 0, citations.cite(game.rules, "castCopy"));
  } catch (error) {
    removeObject(game.state, copy);
    throw error;
  }
  game.place(copy, "stack", "top");
  game.say({ action: "castsCopy", player: game.playerRef(playerId), spell: game.ref(copy.id), choices: game.stackChoices(info) });
  return copy.id;
}
