// Small builders for engine unit tests: a two-player game and cards written inline.
import type { CardDef, ContinuousDef, Instruction, TargetDef } from "../../src/engine/cards.ts";
import { declareAttackers } from "../../src/engine/combat.ts";
import { RuleViolation } from "../../src/engine/errors.ts";
import { Game } from "../../src/engine/game.ts";
import type { Decisions } from "../../src/engine/kernel.ts";
import type { NarrationEvent } from "../../src/engine/narration.ts";
import { ruleSet } from "../../src/engine/ruleset.ts";
import type { ObjectId } from "../../src/engine/state.ts";
import { renderViolation } from "../../src/engine/messages/render.ts";

export function newGame(version = "2011-02-04"): Game {
  return new Game(ruleSet(version), [
    { id: "alex", name: "Alex" },
    { id: "bianca", name: "Bianca" },
  ]);
}

/** Alex attacks with `attacker`; the game in the declare blockers step, Bianca's `blocker` on the battlefield, ready to block. */
export function combat(version: string, attacker: CardDef, blocker: CardDef): { g: Game; a: ObjectId; b: ObjectId } {
  const g = newGame(version);
  const a = g.createCard(attacker, "battlefield", "alex");
  const b = g.createCard(blocker, "battlefield", "bianca");
  g.state.objects.get(a)!.sinceTurn = 0;
  g.advanceTo(1, "declare-attackers");
  declareAttackers(g, "alex", [a]);
  g.advanceTo(1, "declare-blockers");
  return { g, a, b };
}

/** A Two-Headed Giant game (810 / 606): team a (a1, a2) against team b (b1, b2). */
export function giantGame(version = "2011-02-04"): Game {
  return new Game(ruleSet(version), ["a1", "a2", "b1", "b2"].map((id) => ({ id, name: id, team: id[0] })));
}

/** A card written inline: a 2/2 creature costing {0} unless `fields` say otherwise (a card with no mana cost is cast only through an alternative cost, 117.6). */
export function card(slug: string, fields: Partial<CardDef> = {}): CardDef {
  return { slug, name: { en: slug }, types: ["creature"], manaCost: "{0}", power: 2, toughness: 2, ...fields };
}

/** A continuous effect as a resolving spell would create it, affecting the given objects. */
export function effect(g: Game, affected: ObjectId[], def: Omit<ContinuousDef, "affects">, controller = "alex") {
  return g.addContinuousEffect({ source: null, controller, affected, duration: "end-of-turn", def: { affects: "target", ...def }, description: "test" });
}

export function pt(g: Game, id: ObjectId): [number | null, number | null] {
  const c = g.characteristics(id);
  return [c.power, c.toughness];
}

/** The RuleViolation an action throws (fails the test if it throws nothing or something else). */
export function ruleViolation(action: () => unknown): RuleViolation {
  try {
    action();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  throw new Error("the action was allowed; a RuleViolation was expected");
}

/** What a refused action says, in English, with the rule it cites (the catalogue's wording of its RuleViolation). */
export function refusedSaying(action: () => unknown): string {
  return renderViolation(ruleViolation(action), "en");
}

/** What a refused action cites: its rule and the kind of reason. */
export function refusal(action: () => unknown): { rule: string; reason: string } {
  const { rule, reason } = ruleViolation(action);
  return { rule, reason: reason.reason };
}

/** An instant whose one spell ability does these instructions. */
export const instant = (slug: string, effect: Instruction[], targets?: TargetDef[]): CardDef => ({
  slug, name: { en: slug }, types: ["instant"], manaCost: "{0}", abilities: [{ id: slug, spell: { targets, effect } }],
});
/** Alex casts an instant with these instructions and it resolves, the same decisions made for both. */
export function resolve(g: Game, effect: Instruction[], decisions: Decisions = {}, targets?: TargetDef[]): void {
  g.cast("alex", g.createCard(instant("spell", effect, targets), "hand", "alex"), decisions);
  g.resolveTop(decisions);
}

/** The events of one kind in the game's log. */
export const events = <A extends NarrationEvent["action"]>(g: Game, action: A) => g.log.filter((e): e is Extract<NarrationEvent, { action: A }> => e.action === action);
