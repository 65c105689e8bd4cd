// The English messages of the narration: one per event, refusal reason and word (catalogue.ts gives the shape).
// Typography: “ ” quotes.
import type { PTValue } from "../cards.ts";
import type { EffectDescription, LossReason, ObjectSnapshot } from "../narration.ts";
import type { Catalogue, Words } from "./catalogue.ts";

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const counters = (n: number, kind: string) => `${n} ${kind} ${plural(n, "counter", "counters")}`;
const signed = (n: PTValue, x?: number) => {
  const v = n === "X" && x !== undefined ? x : n;
  return typeof v === "number" ? (v >= 0 ? `+${v}` : `${v}`) : "+X";
};

const ZONES: Record<string, string> = { battlefield: "battlefield", graveyard: "graveyard", hand: "hand", library: "library", exile: "exile", stack: "stack" };

function amount(n: PTValue, w: Words, x?: number): string {
  if (typeof n === "number") return String(n);
  if (n === "X") return x === undefined ? "X" : String(x);
  if ("its" in n) return "its converted mana cost (mana value)";
  if ("count" in n) {
    const what = (n.count.filter?.types ?? []).map((t) => en.cardTypesPlural[t]).join(" and ") || "objects";
    return `the number of ${what} (${ZONES[n.count.zone]})`;
  }
  if ("cardTypesAmong" in n) return "the number of card types (graveyards)";
  if ("sum" in n) return n.sum.map((e) => amount(e, w, x)).join(" + ");
  return "a computed amount";
}

function effect(d: EffectDescription, w: Words): string {
  if ("copy" in d) {
    const base = `copy of ${d.copy.original ? w.name(d.copy.original) : "a nameless object"}`;
    const e = d.copy.except;
    const except: string[] = [];
    if (e?.keepColor) except.push("keeps its color");
    if (e?.setColors) except.push(`is ${e.setColors.map((c) => w.color(c)).join(", ")}`);
    if (e?.keepPT) except.push(`still ${e.keepPT.join("/")}`);
    if (e?.addTypes) except.push(`also ${e.addTypes.map((t) => w.cardType(t)).join(", ")}`);
    if (e?.gains?.length || e?.gainsThisAbility) except.push("gains an ability");
    return except.length ? `${base} (except: ${except.join("; ")})` : base;
  }
  if ("faceDown" in d) return "face down: 2/2 creature with no name, text, subtypes or mana cost";
  if ("flipped" in d) return "flipped: alternative characteristics";
  if ("counters" in d) {
    const { plus, minus } = d.counters;
    return [plus ? counters(plus, "+1/+1") : "", minus ? counters(minus, "-1/-1") : ""].filter(Boolean).join(", ");
  }
  const { def, x } = d;
  const result = d.result && d.result.power !== null ? ` (${d.result.power}/${d.result.toughness})` : "";
  switch (d.part) {
    case "control":
      return "control change";
    case "text":
      return "has the full text of the top card of the graveyard";
    case "type": {
      const parts: string[] = [];
      if (def.types?.set) parts.push(`becomes ${def.types.set.map((t) => w.cardType(t)).join(" ")}`);
      if (def.types?.add) parts.push(`is also ${def.types.add.map((t) => w.cardType(t)).join(" ")}`);
      if (def.types?.remove) parts.push(`is no longer ${def.types.remove.map((t) => w.cardType(t)).join(" ")}`);
      const subtypes = [...(def.subtypes?.add ?? []), ...(def.subtypes?.set ?? [])];
      if (subtypes.length) parts.push(`${plural(subtypes.length, "subtype", "subtypes")} ${subtypes.map((s) => w.subtype(s)).join(" ")}`);
      return parts.join(", ");
    }
    case "color": {
      const colors = def.colors!;
      if ("choose" in colors) return `becomes ${d.chosenColor ? w.color(d.chosenColor) : "the chosen color"}`;
      if ("add" in colors) return `is also ${colors.add.map((c) => (typeof c === "string" ? w.color(c) : "the chosen color")).join(" and ")}`;
      return `becomes ${colors.set.map((c) => (typeof c === "string" ? w.color(c) : d.chosenColor ? w.color(d.chosenColor) : "the chosen color")).join(" and ") || "colorless"}`;
    }
    case "ability": {
      const a = def.abilities!;
      const parts: string[] = [];
      if (a.removeAll) parts.push("loses all abilities");
      if (a.remove) parts.push(`loses ${a.remove.map((k) => w.keyword(k)).join(", ")}`);
      if (a.add?.length) parts.push(`gains ${a.add.map((g) => ("keyword" in g ? w.keyword(g.keyword) : `an ability (${g.id})`)).join(", ")}`);
      return parts.join(", ");
    }
    case "pt-cda":
    case "pt-set":
      return `power/toughness set to ${amount(def.setPT![0], w, x)}/${amount(def.setPT![1], w, x)}${typeof def.setPT![0] === "number" || def.setPT![0] === "X" ? "" : result}`;
    case "pt-modify-static":
    case "pt-modify-other":
      return `${signed(def.modifyPT![0], x)}/${signed(def.modifyPT![1], x)}`;
    case "pt-switch":
      return `power and toughness switched${result}`;
    case "pt-counters":
    case "copy":
      return "";
  }
}

function snapshot(s: ObjectSnapshot, w: Words): string {
  const kind = [...s.supertypes, ...s.types.map((t) => w.cardType(t))].join(" ") || "no type";
  const parts = [`${kind}${s.subtypes.length ? ` — ${s.subtypes.map((t) => w.subtype(t)).join(" ")}` : ""}${s.power !== null ? ` ${s.power}/${s.toughness}` : ""}`];
  parts.push(s.colors.length ? s.colors.map((c) => w.color(c)).join(" and ") : "colorless");
  const keywords = s.abilities.filter((a) => a in en.keywords).map((a) => w.keyword(a));
  const others = s.abilities.length - keywords.length;
  if (others) keywords.push(`${others} other ${plural(others, "ability", "abilities")}`);
  parts.push(keywords.length ? keywords.join(", ") : "no abilities");
  const status = [s.status.faceDown ? "face down" : "", s.status.flipped ? "flipped" : "", s.status.tapped ? "tapped" : ""].filter(Boolean);
  const marks = Object.entries(s.counters).filter(([, n]) => n > 0).map(([k, n]) => counters(n, w.counter(k)));
  if (status.length || marks.length) parts.push([...status, ...marks].join(", "));
  return parts.join("; ");
}

export const en: Catalogue = {
  events: {
    enters: (e, w) => `${w.object(e.object)} enters ${w.text(e.zone)}${e.tapped ? " tapped" : ""}.`,
    becomesCopy: (e, w) => `${w.object(e.object)} becomes a ${w.effect({ copy: { original: e.original, except: e.except } })}.`,
    chooses: (e, w) =>
      `${e.player.name} chooses ${"color" in e.choice ? w.color(e.choice.color) : "creatureType" in e.choice ? w.subtype(e.choice.creatureType) : `the number ${e.choice.number}`}.`,
    discards: (e, w) => `${e.player.name} discards ${w.object(e.card)}.`,
    turnedFaceUp: (e, w) => `The permanent is turned face up: ${w.object(e.object)}.`,
    flips: (e, w) => `The permanent flips: ${w.object(e.object)}.`,
    transforms: (e, w) => `The permanent transforms (${w.cite(e.rule)}): ${w.object(e.object)}, the same object (${w.cite(e.sameObject)}).`,
    doesNotTransform: (e, w) => `${w.object(e.object)} has no other face: it doesn't transform (${w.cite(e.rule)}).`,
    putIntoGraveyard: (e, w) => `${w.object(e.object)} is put into its owner's graveyard (${w.cite(e.rule)}).`,
    destroyed: (e, w) => `${w.object(e.object)} is destroyed.`,
    sacrificed: (e, w) => `${w.object(e.object)} is sacrificed.`,
    totemArmor: (e, w) => `${w.object(e.object)} would be destroyed: instead all damage is removed from it and ${w.object(e.aura)}, its Aura with totem armor, is destroyed (${w.cite(e.rule)}).`,
    notDestroyed: (e, w) => `${w.object(e.object)} is indestructible: it isn't destroyed (${w.cite(e.rule)}).`,
    exiled: (e, w) => `${w.object(e.object)} is exiled.`,
    returnsToHand: (e, w) => `${w.object(e.object)} returns to its owner's hand.`,
    draws: (e) => `${e.player.name} draws a card.`,
    millsTop: (e, w) => `${e.player.name} puts the top card of their library into their graveyard: ${w.object(e.card)}.`,
    searches: (e, w) => `${e.player.name} searches their library: ${e.found ? w.object(e.found) : "nothing is found"}.`,
    revealsCompanion: (e, w) => `${e.player.name} reveals ${w.name(e.card)} from outside the game as a companion: no card of the starting deck breaks its condition (${w.cite(e.rule)}).`,
    createsTokenCopy: (e, w) =>
      `${e.player.name} creates a token that's a copy of ${w.object(e.original)}: ${w.object(e.token)}` +
      (e.rule === null ? "." : e.faces === "both" ? `, a double-faced token with both its faces (${w.cite(e.rule)}).` : `, of the face that is up only (${w.cite(e.rule)}).`),
    createsTokens: (e, w) => `${e.player.name} creates ${e.amount} ${w.text(e.name)} ${plural(e.amount, "token", "tokens")}.`,
    countersPut: (e, w) => `${counters(e.amount, w.counter(e.counter))} on ${w.object(e.object)}.`,
    countersRemoved: (e, w) => `${counters(e.amount, w.counter(e.counter))} removed from ${w.object(e.object)}.`,
    effectApplies: (e, w) => `${w.objects(e.objects)}: ${e.effects.map((d) => w.effect(d)).join(", ")}.`,
    tapsManaSources: (e, w) => `${e.player.name} taps ${e.count} mana ${plural(e.count, "source", "sources")}: ${w.pool(e.pool)}.`,
    activatesManaAbility: (e, w) => `${e.player.name} activates a mana ability of ${w.object(e.source)}: ${w.pool(e.pool)}.`,
    manaProduced: (e, w) => `One ${w.color(e.color)} mana is produced.`,
    undefinedChoice: (e, w) => `The choice is undefined: no mana is produced (${w.cite(e.rule)}).`,
    paysLife: (e) => `${e.player.name} pays ${e.amount} life.`,
    attaches: (e, w) => `${w.object(e.object)} becomes attached to ${w.object(e.to)}${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    attachFails: (e, w) => `${w.object(e.object)} can't be attached to ${w.object(e.to)}: ${e.unattached ? "it remains on the battlefield unattached" : "it doesn't move"} (${w.cite(e.rule)}).`,
    unattaches: (e, w) => `${w.object(e.object)} is unattached from ${w.object(e.from)}.`,
    unattachedIllegally: (e, w) => `${w.object(e.object)} is attached to an illegal permanent, ${w.object(e.from)}: it becomes unattached and remains on the battlefield (${w.cite(e.rule)}).`,
    manaBurn: (e, w) => `${e.player.name} loses ${e.amount} life (mana burn, ${w.cite(e.rule)}).`,
    casts: (e, w) => `${e.player.name} casts ${w.object(e.spell)}${w.choices(e.choices)}.`,
    castsCopy: (e, w) => `${e.player.name} casts ${w.object(e.spell)}${w.choices(e.choices)}.`,
    activates: (e, w) => `${e.player.name} activates the ability of ${w.object(e.source)}${w.choices(e.choices)}.`,
    copyOnStack: (e, w) => `A copy of ${w.object(e.original)} is put on the stack${w.choices(e.choices)}.`,
    triggers: (e, w) => `A triggered ability of ${w.object(e.source)} is put on the stack${w.choices(e.choices)}.`,
    triggerRemoved: (e, w) => `A triggered ability of ${w.object(e.source)} has no legal target: it is removed from the stack (${w.cite(e.rule)}).`,
    passesPriority: (e) => `${e.player.name} passes priority.`,
    resolves: (e, w) => `${w.object(e.object)} resolves.`,
    regenerationShield: (e, w) => `${w.object(e.object)} will regenerate the next time it would be destroyed this turn.`,
    cantBeRegenerated: (e, w) => `${w.object(e.object)} can't be regenerated this turn.`,
    notRegenerated: (e, w) => `${w.object(e.object)} can't be regenerated: no regeneration applies${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    regenerated: (e, w) => `${w.object(e.object)} regenerates instead of being destroyed: its damage is removed, it is tapped and removed from combat${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    countered: (e, w) => `${w.object(e.object)} is countered (${w.cite(e.rule)}).`,
    notCountered: (e, w) => `${w.object(e.object)} can't be countered: it stays on the stack${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    counteredOnResolution: (e, w) => `All its targets are illegal: it is countered on resolution (${w.cite(e.rule)}).`,
    copyIsToken: (e, w) => `The copy is a token (${w.cite(e.rule)}).`,
    losesLife: (e) => `${e.player.name} loses ${e.amount} life.`,
    gainsLife: (e) => `${e.player.name} gains ${e.amount} life.`,
    lifeTotals: (e) => `Life totals: ${e.players.map((p) => `${p.player.name} ${p.life}`).join(", ")}.`,
    getsPoison: (e) => `${e.player.name} gets ${counters(e.amount, "poison")}.`,
    damageDealt: (e, w) => `${e.amount} damage dealt to ${w.recipient(e.to)}.`,
    noDamage: (e, w) => `No damage is dealt to ${w.recipient(e.to)}: a source that would deal 0 damage deals none${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    losesGame: (e) => `${e.player.name} loses the game (${e.why === "poison" ? counters(e.poison ?? 0, "poison") : LOSS[e.why]}).`,
    winsGame: (e) => `${e.player.name} wins the game.`,
    cantWin: (e) => `${e.player.name} can't win the game.`,
    attacks: (e, w) => `${e.player.name} attacks with ${e.attackers.length ? w.objects(e.attackers) : "nothing"}.`,
    damageAssignmentOrder: (e, w) => `${e.player.name} announces the damage assignment order of ${w.object(e.attacker)}: ${w.objects(e.order)}.`,
    combatDamageOnStack: (e, w) => `Combat damage is put on the stack (${w.cite(e.rule)}).`,
    firstStrikeStep: (e, w) =>
      `First-strike combat damage step (${w.cite(e.rule)}): only creatures with first strike (${w.cite(e.firstStrike)})${e.doubleStrike === null ? "" : ` or double strike (${w.cite(e.doubleStrike)})`} deal combat damage.`,
    secondCombatDamageStep: (e, w) => `Second combat damage step (${w.cite(e.rule)}).`,
    combatDamage: (e, w) => `${e.amount} combat damage to ${w.recipient(e.to)}.`,
    damagePrevented: (e, w) => `The ${e.amount} damage ${w.object(e.source)} would deal to ${w.recipient(e.to)} is prevented: protection (${w.cite(e.rule)}).`,
    playsLand: (e, w) => `${e.player.name} plays ${w.object(e.card)} (special action, ${w.cite(e.rule)}).`,
    suspends: (e, w) => `${e.player.name} suspends ${w.object(e.card)} (special action, ${w.cite(e.rule)}): it goes to ${w.text(e.zone)}.`,
    stopsDelayedTrigger: (e, w) =>
      `${e.player.name} pays ${e.cost}: the delayed triggered ability of ${w.object(e.source)} won't trigger (special action, ${w.cite(e.rule)}).`,
    ignoresEffect: (e, w) => `${e.player.name} ignores the effect of ${w.object(e.source)} until end of turn (special action, ${w.cite(e.rule)}).`,
    rollsPlanarDie: (e, w) => `${e.player.name} rolls the planar die (special action, ${w.cite(e.rule)}, cost {${e.cost}}) and gets ${FACES[e.face]}.`,
    flipsTwoCoins: (e) => `${e.player.name} flips two coins (${e.coins.join(", ")}) and ignores one.`,
    callsCoinFlip: (e) => `${e.player.name} calls ${e.call}; the coin comes up ${e.side}: ${e.won ? "wins" : "loses"} the flip.`,
    coinComesUp: (e) => `${e.player.name}'s coin comes up ${e.side}.`,
    turnsPlaneFaceUp: (e, w) => `${e.player.name} turns face up the plane ${w.object(e.plane)}.`,
    planeswalks: (e) => `${e.player.name} planeswalks.`,
    turnEnds: (e, w) => `The turn ends (${w.cite(e.rule)}): the stack is exiled and the game skips to the cleanup step.`,
    willControlNextTurn: (e) => `${e.controller.name} will control ${e.affected.name}'s next turn.`,
    controlsTurn: (e) => `${e.controller.name} controls ${e.affected.name}'s turn.`,
    subgameBegins: () => "A subgame begins; the main game is paused.",
    goesFirstInSubgame: (e) => `${e.player.name} goes first in the subgame.`,
    subgameEnds: () => "The subgame ends; its cards go to their owners' main-game libraries, and the main game resumes.",
    bringsIntoSubgame: (e, w) => `${e.player.name} brings ${w.object(e.card)} into the subgame from the main game.`,
    bringsFromOutside: (e, w) => `${e.player.name} puts ${w.object(e.card)} into his or her hand from outside the game.`,
    looksAt: (e, w) => `${e.player.name} looks at ${e.seen ? w.name(e.seen) : "a nameless object"}.`,
    refused: (e, w) => `Action refused: ${w.refusal(e.reason).replace(/\.$/u, "")} (rule ${w.cite(e.rule)}).`,
    checked: (e, w) => `${e.ok ? "✓" : "✗"} ${en.quote(e.quote)}${e.rule ? ` (rule ${w.cite(e.rule)})` : ""}`,
  },
  refusals: {
    gameOver: () => "The game is over: nothing more happens in it.",
    noSuchObject: (r) => `There is no object ${r.id} in the game.`,
    noPriority: (r) => `${r.player.name} doesn't have priority.`,
    sorceryTiming: (r) =>
      `This can be done only in its player's main phase with an empty stack: ${r.why === "not-their-turn" ? `it isn't ${r.player.name}'s turn` : r.why === "not-main-phase" ? "it isn't a main phase" : "the stack isn't empty"}.`,
    stackEmpty: () => "The stack is empty: nothing resolves.",
    stepEndsOnlyWhenEmpty: () => "A step ends only when the stack is empty and all players pass.",
    turnOver: (r) => `Turn ${r.turn} is over.`,
    decidesFor: (r) => `${r.expected.name} makes ${r.player.name}'s choices and decisions${r.person ? ` during this turn (${r.person.name} can't)` : ""}.`,
    ownResources: (r, w) => `${r.player.name}'s costs are paid with ${r.player.name}'s resources, not ${w.object(r.foreign)}.`,
    cantMakeConcede: (r) => `${r.person.name} can't make ${r.player.name} concede.`,
    notInHand: (r, w) => `${w.object(r.card)} is not in ${r.player.name}'s hand.`,
    notCardInHand: (r, w) => `${w.object(r.card)} is not a card in ${r.player.name}'s hand.`,
    abilitiesOnlyOnBattlefield: (r, w) => `${w.object(r.object)} is not on the battlefield: its abilities can't be activated.`,
    landNotCast: () => "A land is played, not cast.",
    unpayableCost: (r, w) => `${w.object(r.card)} has no mana cost: an unpayable cost, so it is cast only through an alternative cost.`,
    noMorph: () => "A card without morph can't be cast face down.",
    modeRequired: () => "A mode must be chosen for a modal spell.",
    noSuchMode: (r) => `This spell has ${r.modes} ${plural(r.modes, "mode", "modes")}: mode ${r.mode} isn't one of them.`,
    xNotWhole: (r) => `X must be a whole number (${r.x} given).`,
    xNegative: (r) => `X can't be negative (${r.x} given).`,
    countersNegative: (r) => `A number of counters is a whole number, never negative (${r.amount} given).`,
    targetCount: (r) => `${r.needed} ${plural(r.needed, "target", "targets")} must be chosen, ${r.given} given.`,
    illegalTarget: (r, w) => `${r.target ? w.recipient(r.target) : "that choice"} is not a legal target (${r.kind.replaceAll("-", " ")}).`,
    noSuchAbility: (r, w) => `${w.object(r.object)} has no such activated ability (${r.ability}).`,
    onlyControllerActivates: () => "Only the controller of a permanent can activate its abilities.",
    oncePerTurn: () => "This ability can be activated only once each turn.",
    alreadyTapped: (r, w) => `${w.object(r.object)} is already tapped.`,
    notEnoughCounters: (r, w) => `The cost requires removing ${counters(r.amount, w.counter(r.counter))} from ${w.object(r.object)}, which hasn't that many.`,
    summoningSick: (r, w) => `${w.object(r.object)} hasn't been under its controller's control since the turn began.`,
    cannotPay: (r) => `The mana pool cannot pay ${r.cost}${r.x ? ` with X=${r.x}` : ""}.`,
    discardCount: (r) => `The cost requires discarding ${r.count} different ${plural(r.count, "card", "cards")}.`,
    sacrificeRequired: () => "The cost requires sacrificing a permanent its player controls that matches.",
    notOnBattlefieldToSacrifice: (r, w) => `${w.object(r.object)} is not on the battlefield to be sacrificed.`,
    onlySpellsCopied: () => "Only a spell on the stack can be copied this way.",
    newTargetIllegal: () => "A new target for the copy must be legal.",
    restricted: (r, w) => `${w.object(r.object)} ${RESTRICTED[r.what]} (${w.object(r.source)}).`,
    copyChoiceRequired: () => "A choice of object to copy is required.",
    notLegalCopyChoice: (r, w) => `${w.object(r.object)} is not a legal choice to copy.`,
    legendChoiceRequired: (r, w) => `Its controller must choose which legendary permanent named like ${w.object(r.object)} to keep.`,
    choiceRequired: (r, w) => `A ${r.choice === "color" ? "color" : r.choice === "creature-type" ? "creature type" : "card to exile"} must be chosen as ${w.object(r.object)} enters.`,
    cantExileAsEnters: (r, w) => `${w.object(r.card)} is not a card ${w.object(r.object)} can exile from its controller's graveyard as it enters.`,
    colorOnResolution: () => "A colour must be chosen as the effect resolves.",
    numberOnResolution: () => "A number must be chosen as the spell resolves.",
    creatureTypeOnResolution: () => "A creature type must be chosen as the spell resolves.",
    teamMustChoose: (r) => `Team ${r.team} must choose which of its members is affected.`,
    notInSearchedLibrary: (r, w) => `${w.object(r.card)} is not in the library being searched.`,
    searchMismatch: (r, w) => `${w.object(r.card)}, as it is in the library, doesn't match what the search looks for.`,
    noCompanion: (r, w) => `${w.name(r.card)} has no companion ability.`,
    companionBeforeGame: (r, w) => `${w.name(r.card)} can be revealed as a companion only before the game begins.`,
    oneCompanion: (r) => `${r.player.name} has revealed a companion already: one card only.`,
    companionCondition: (r, w) => `The companion condition of ${w.name(r.card)} isn't fulfilled: ${w.object(r.offending)} is in the starting deck.`,
    notSplit: (r, w) => `${w.name(r.card)} is not a split card: it has no half called ${r.half}.`,
    chooseHalf: (r, w) => `The player chooses which half of ${w.name(r.card)} to cast (${r.halves.map((h) => w.text(h)).join(" or ")}).`,
    notAHalf: (r, w) => `${r.half} is not a half of ${w.name(r.card)} (${r.halves.map((h) => w.text(h)).join(" or ")}).`,
    notAttached: (r, w) => `${w.object(r.object)} is not attached to anything: it can't be unattached.`,
    noFuseRule: (r, w) => `These rules have no fuse: the player casts one half of ${w.name(r.card)}.`,
    noFuse: (r, w) => `${w.name(r.card)} doesn't have fuse: the player casts one of its halves.`,
    fuseFromHand: (r, w) => `${w.name(r.card)} can be cast with fuse only from its owner's hand.`,
    fuseBothHalves: (r, w) => `Cast with fuse, ${w.name(r.card)} is both its halves: no half (${r.half}) is chosen.`,
    notALand: (r, w) => `${w.object(r.card)} is not a land card: it is cast, not played as a land.`,
    landAlreadyPlayed: (r) => `${r.player.name} has already played a land this turn: a player can normally play only one land each turn.`,
    notFaceDown: (r, w) => `${w.object(r.object)} is not face down, so it can't be turned face up.`,
    onlyControllerTurnsFaceUp: () => "Only its controller can turn a permanent face up.",
    noMorphCost: () => "Its face-up characteristics have no morph cost, so it can't be turned face up this way.",
    noSuspend: (r, w) => `${w.object(r.card)} doesn't have suspend.`,
    landCantBeCast: (r, w) => `${w.object(r.card)} is a land: it can't be cast.`,
    delayedNotWaiting: () => "That delayed triggered ability is no longer waiting to trigger: it can't be stopped now.",
    mayNotStopDelayed: (r) => `The effect doesn't allow ${r.player.name} to stop that delayed triggered ability.`,
    nothingToIgnore: (r, w) => `No effect of ${w.object(r.source)} can be ignored this way.`,
    onlyControllerIgnores: (r, w) => `Only the controller of ${w.object(r.object)} may ignore this effect.`,
    noSuspendAction: () => "Suspending a card is not one of the special actions of these rules.",
    noPlanarDieAction: () => "Rolling a planar die is not one of the special actions of these rules.",
    planarDieOnlyInPlanar: () => "There is a planar die only in a Planar Magic game.",
    chooseCoinToKeep: (r) => `${r.player.name} flipped ${r.coins.join(" and ")} and must choose which coin to keep (1 or 2).`,
    callBeforeFlip: (r) => `${r.player.name} calls “heads” or “tails” before flipping.`,
    onlyActiveDeclaresAttackers: () => "Only the active player declares attackers, in the declare attackers step.",
    attackersDeclared: () => "Attackers have already been declared in this combat.",
    attackerTwice: () => "Each attacking creature is declared once.",
    blockerTwice: () => "Each blocking creature blocks one attacking creature.",
    notOnBattlefield: (r, w) => `${w.object(r.object)} is not a creature on the battlefield.`,
    notOwnCreature: (r, w) => `${w.object(r.object)} is not a creature its player controls.`,
    cantAttackPlayer: (r, w) => `${w.object(r.object)} can't attack ${r.defender.name}${r.team ? "'s team" : ""} (${w.object(r.source)}).`,
    tapped: (r, w) => `${w.object(r.object)} is tapped.`,
    hasDefender: (r, w) => `${w.object(r.object)} has defender and can't attack.`,
    onlyDefenderDeclaresBlockers: () => "Only the defending player declares blockers, in the declare blockers step.",
    cantBlockUntapped: (r, w) => `${w.object(r.object)} can't block: it must be an untapped creature its player controls.`,
    notAttacking: (r, w) => `${w.object(r.object)} isn't attacking.`,
    cantBlockFlying: (r, w) => `${w.object(r.object)} can't block a creature with flying.`,
    cantBlockProtection: (r, w) => `${w.object(r.object)} can't block ${w.object(r.attacker)}: it has protection from a quality of the blocker.`,
    cantBlockFear: (r, w) => `${w.object(r.object)}, neither an artifact nor black, can't block a creature with fear.`,
    cantBlockIntimidate: (r, w) => `${w.object(r.object)}, neither an artifact nor sharing a color with it, can't block a creature with intimidate.`,
    landwalk: (r, w) => `${w.object(r.attacker)} can't be blocked: ${r.player.name}, a defending player, controls ${w.object(r.land)}.`,
    notDefendingPlayer: (r) => `${r.player.name} is not a defending player.`,
    assignsOnlyToBlockers: (r, w) => `${w.object(r.attacker)} assigns combat damage only to the creatures blocking it.`,
    assignsAllDamage: (r, w) => `${w.object(r.attacker)} assigns all its ${r.power} combat damage (${r.total} assigned).`,
    lethalFirst: (r, w) => `${w.object(r.blocker)} must be assigned lethal damage before a creature later in the damage assignment order.`,
    lethalBeforePlayer: (r, w) => `${w.object(r.blocker)} must be assigned lethal damage before any damage is assigned to the defending player.`,
    noDamageAssignmentOrder: () => "These rules have no damage assignment order to announce: a blocked creature divides its damage as its controller chooses.",
    orderOfBlockedAttacker: (r, w) => `Only the active player announces, in the declare blockers step, the damage assignment order of a blocked attacking creature such as ${w.object(r.attacker)}.`,
    orderAnnounced: (r, w) => `The damage assignment order of ${w.object(r.attacker)} has already been announced.`,
    orderOfItsBlockers: (r, w) => `The damage assignment order of ${w.object(r.attacker)} lists each creature blocking it, once.`,
    subgameToItsEnd: () => "A subgame is played to its end before the spell that created it finishes resolving.",
    subgameNotOver: () => "The subgame isn't over: the main game resumes only when it ends.",
    notOutsideGame: () => "That card is not outside the game (in a subgame, the main game's cards are).",
    notOwnedBy: (r, w) => `${w.object(r.card)} is not a card ${r.player.name} owns.`,
    notKindAsked: (r, w) => `${w.object(r.card)} is not the kind of card the effect asks for.`,
    cantLookAt: (r) =>
      `${r.viewer.name} can't look at ${r.what === "library" ? "a card in a library" : r.what === "hand" ? `a card in ${r.owner.name}'s hand` : "a face-down object controlled by another player"}.`,
  },
  names: {
    rule: "rule",
    nameless: "a nameless object",
    emptyPool: "(empty)",
    faceDown: "a face-down creature",
    combatDamage: "combat damage",
    gone: "an object no longer in the game",
    abilityOf: (source) => `the ability of ${source}`,
    spellCopyOf: (original) => `a copy of ${original}`,
    copyOf: (own, copied) => `${own} (copy of ${copied})`,
    list: (items) => items.join(", "),
  },
  choices: { x: (x) => `X=${x}`, mode: (n) => `mode ${n}`, targeting: (targets) => `targeting ${targets}` },
  effects: effect,
  snapshot,
  order: { dependency: "dependency", loop: "dependency loop", cda: "characteristic-defining ability first" },
  colors: { white: "white", blue: "blue", black: "black", red: "red", green: "green" },
  cardTypes: {
    artifact: "artifact", creature: "creature", enchantment: "enchantment", instant: "instant", land: "land",
    planeswalker: "planeswalker", sorcery: "sorcery", tribal: "tribal", plane: "plane",
  },
  cardTypesPlural: {
    artifact: "artifacts", creature: "creatures", enchantment: "enchantments", instant: "instants", land: "lands",
    planeswalker: "planeswalkers", sorcery: "sorceries", tribal: "tribals", plane: "planes",
  },
  keywords: {
    flying: "flying", trample: "trample", haste: "haste", morph: "morph", fading: "fading", protection: "protection",
    defender: "defender", vigilance: "vigilance", reach: "reach", landwalk: "landwalk", suspend: "suspend",
    "first-strike": "first strike", "double-strike": "double strike", hexproof: "hexproof", shroud: "shroud", flash: "flash", fear: "fear", intimidate: "intimidate", fuse: "fuse", indestructible: "indestructible", "totem-armor": "totem armor",
  },
  subtypes: {},
  counters: {},
  counter: (kind) => kind,
  quote: (text) => `“${text}”`,
  glossaryEntry: (term) => `glossary, “${term}”`,
};

const LOSS: Record<Exclude<LossReason, "poison">, string> = {
  life: "0 or less life",
  "empty-library": "drew from an empty library",
  conceded: "conceded",
  "opponent-won": "an opponent won",
};
const RESTRICTED = { cantAttack: "can't attack", cantBlock: "can't block", cantActivate: "can't have its activated abilities activated" };
const FACES = { planeswalker: "the planeswalker symbol {P}", chaos: "the chaos symbol {C}", blank: "a blank face" };
