// Les messages français de la narration : un par événement, motif de refus et mot (catalogue.ts en donne la forme).
// Typographie : espace insécable avant « : ; ! ? » et à l'intérieur des guillemets « », posée par `t` sur le texte
// du catalogue et sur les phrases citées (jamais sur les noms) ; élisions et contractions par `de` et `à`.
import type { PTValue, TargetDef } from "../cards.ts";
import type { EffectDescription, LossReason, ObjectSnapshot } from "../narration.ts";
import type { Catalogue, Words } from "./catalogue.ts";

const NBSP = "\u00a0";

/** Espace insécable avant « : ; ! ? » et à l'intérieur des guillemets. */
const fix = (s: string) => s.replace(/ ([:;!?»])/gu, `${NBSP}$1`).replace(/« /gu, `«${NBSP}`);

/** Typographie française sur le texte littéral d'un message ; les valeurs insérées restent telles quelles. */
function t(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, s, i) => out + fix(s) + (i < values.length ? String(values[i]) : ""), "");
}

const VOWEL = /^[aeiouyàâäéèêëîïôöûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜ]/u;
/** « de » devant un nom : « d'Alex », « du Clone » pour « le Clone », « des Elfes », « de la Voix ». */
function de(x: string): string {
  if (x.startsWith("le ")) return `du ${x.slice(3)}`;
  if (x.startsWith("les ")) return `des ${x.slice(4)}`;
  return VOWEL.test(x) ? `d'${x}` : `de ${x}`;
}
/** « à » devant un nom : « au Clone », « aux Elfes », « à Bianca ». */
function à(x: string): string {
  if (x.startsWith("le ")) return `au ${x.slice(3)}`;
  if (x.startsWith("les ")) return `aux ${x.slice(4)}`;
  return `à ${x}`;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const counters = (n: number, kind: string) => `${n} ${plural(n, "marqueur", "marqueurs")} ${kind}`;
const signed = (n: PTValue, x?: number) => {
  const v = n === "X" && x !== undefined ? x : n;
  return typeof v === "number" ? (v >= 0 ? `+${v}` : `${v}`) : "+X";
};

const ZONES: Record<string, string> = { battlefield: "champ de bataille", graveyard: "cimetière", hand: "main", library: "bibliothèque", exile: "exil", stack: "pile" };

function amount(n: PTValue, w: Words, x?: number): string {
  if (typeof n === "number") return String(n);
  if (n === "X") return x === undefined ? "X" : String(x);
  if ("its" in n) return "son coût converti de mana (valeur de mana)";
  if ("count" in n) {
    const what = (n.count.filter?.types ?? []).map((c) => fr.cardTypesPlural[c]).join(" et ") || "objets";
    return `le nombre ${de(what)} (${ZONES[n.count.zone]})`;
  }
  if ("cardTypesAmong" in n) return "le nombre de types de carte (cimetières)";
  if ("sum" in n) return n.sum.map((e) => amount(e, w, x)).join(" + ");
  return "une quantité calculée";
}

/** « créature-artefact », « créature-terrain » : la créature d'abord, comme dans les règles françaises. */
function types(list: string[], w: Words): string {
  const ordered = [...list.filter((c) => c === "creature"), ...list.filter((c) => c !== "creature")];
  return ordered.map((c) => w.cardType(c)).join("-");
}

function effect(d: EffectDescription, w: Words): string {
  if ("copy" in d) {
    const base = `copie ${de(d.copy.original ? w.name(d.copy.original) : "un objet sans nom")}`;
    const e = d.copy.except;
    const except: string[] = [];
    if (e?.keepColor) except.push("garde sa couleur");
    if (e?.setColors) except.push(`est ${e.setColors.map((c) => w.color(c)).join(", ")}`);
    if (e?.keepPT) except.push(`reste ${e.keepPT.join("/")}`);
    if (e?.addTypes) except.push(`est aussi ${e.addTypes.map((c) => w.cardType(c)).join(", ")}`);
    if (e?.gains?.length || e?.gainsThisAbility) except.push("acquiert une capacité");
    return except.length ? t`${base} (sauf qu'elle ${except.join(`${NBSP}; `)})` : base;
  }
  if ("faceDown" in d) return t`face cachée : créature 2/2 sans nom, texte, sous-type ni coût de mana`;
  if ("flipped" in d) return t`inversée : caractéristiques alternatives`;
  if ("counters" in d) {
    const { plus, minus } = d.counters;
    return [plus ? counters(plus, "+1/+1") : "", minus ? counters(minus, "-1/-1") : ""].filter(Boolean).join(", ");
  }
  const { def, x } = d;
  const result = d.result && d.result.power !== null ? ` (${d.result.power}/${d.result.toughness})` : "";
  switch (d.part) {
    case "control":
      return "changement de contrôle";
    case "text":
      return "a le texte complet de la carte du dessus du cimetière";
    case "type": {
      const parts: string[] = [];
      if (def.types?.set) parts.push(`devient ${types(def.types.set, w)}`);
      if (def.types?.add) parts.push(`est aussi ${types(def.types.add, w)}`);
      if (def.types?.remove) parts.push(`n'est plus ${types(def.types.remove, w)}`);
      const subtypes = [...(def.subtypes?.add ?? []), ...(def.subtypes?.set ?? [])];
      if (subtypes.length) parts.push(`${plural(subtypes.length, "sous-type", "sous-types")} ${subtypes.map((s) => w.subtype(s)).join(" ")}`);
      return parts.join(", ");
    }
    case "color": {
      const colors = def.colors!;
      const chosen = d.chosenColor ? w.color(d.chosenColor) : "de la couleur choisie";
      if ("choose" in colors) return `devient ${chosen}`;
      if ("add" in colors) return `est aussi ${colors.add.map((c) => (typeof c === "string" ? w.color(c) : chosen)).join(" et ")}`;
      return `devient ${colors.set.map((c) => (typeof c === "string" ? w.color(c) : chosen)).join(" et ") || "incolore"}`;
    }
    case "ability": {
      const a = def.abilities!;
      const parts: string[] = [];
      if (a.removeAll) parts.push("perd toutes ses capacités");
      if (a.remove) parts.push(`perd ${a.remove.map((k) => w.keyword(k)).join(", ")}`);
      if (a.add?.length) parts.push(`acquiert ${a.add.map((g) => ("keyword" in g ? w.keyword(g.keyword) : "une capacité")).join(", ")}`);
      return parts.join(", ");
    }
    case "pt-cda":
    case "pt-set":
      return `force/endurance fixées ${à(amount(def.setPT![0], w, x))}/${amount(def.setPT![1], w, x)}${typeof def.setPT![0] === "number" || def.setPT![0] === "X" ? "" : result}`;
    case "pt-modify-static":
    case "pt-modify-other":
      return `${signed(def.modifyPT![0], x)}/${signed(def.modifyPT![1], x)}`;
    case "pt-switch":
      return `force et endurance échangées${result}`;
    case "pt-counters":
    case "copy":
      return "";
  }
}

const LOSS: Record<Exclude<LossReason, "poison">, string> = {
  life: "0 point de vie ou moins",
  "empty-library": "a pioché dans une bibliothèque vide",
  conceded: "a concédé",
  "opponent-won": "un adversaire a gagné",
};
const FACES = { planeswalker: "le symbole planeswalker {P}", chaos: "le symbole chaos {C}", blank: "une face vierge" };
const RESTRICTED = { cantAttack: "ne peut pas attaquer", cantBlock: "ne peut pas bloquer", cantActivate: "ne peut pas avoir ses capacités activées activées" };
/** Les genres de cibles (« target creature or player »…), comme les cartes françaises les nomment. */
const KINDS: Record<TargetDef["kind"], string> = {
  creature: "créature", player: "joueur", opponent: "adversaire", "creature-or-player": "créature ou joueur", permanent: "permanent", spell: "sort",
  land: "terrain", enchantment: "enchantement", "card-in-graveyard": "carte dans un cimetière",
};
const SIDES = { heads: "face", tails: "pile" };

function snapshot(s: ObjectSnapshot, w: Words): string {
  const kind = [types(s.types, w), ...s.supertypes.map((t) => SUPERTYPES[t] ?? t)].filter(Boolean).join(" ") || "sans type";
  const parts = [`${kind}${s.subtypes.length ? ` — ${s.subtypes.map((t) => w.subtype(t)).join(" ")}` : ""}${s.power !== null ? ` ${s.power}/${s.toughness}` : ""}`];
  parts.push(s.colors.length ? s.colors.map((c) => w.color(c)).join(" et ") : "incolore");
  const keywords = s.abilities.filter((a) => a in fr.keywords).map((a) => w.keyword(a));
  const others = s.abilities.length - keywords.length;
  if (others) keywords.push(`${others} autre${others === 1 ? "" : "s"} ${plural(others, "capacité", "capacités")}`);
  parts.push(keywords.length ? keywords.join(", ") : "aucune capacité");
  const status = [s.status.faceDown ? "face cachée" : "", s.status.flipped ? "inversée" : "", s.status.tapped ? "engagée" : ""].filter(Boolean);
  const marks = Object.entries(s.counters).filter(([, n]) => n > 0).map(([k, n]) => counters(n, w.counter(k)));
  if (status.length || marks.length) parts.push([...status, ...marks].join(", "));
  return parts.join(`${NBSP}; `);
}
const SUPERTYPES: Record<string, string> = { basic: "de base", legendary: "légendaire", snow: "neigeux", world: "du monde" };

export const fr: Catalogue = {
  events: {
    enters: (e, w) => `${w.object(e.object)} arrive sur ${w.text(e.zone)}${e.tapped ? " engagé" : ""}.`,
    becomesCopy: (e, w) => `${w.object(e.object)} devient une ${w.effect({ copy: { original: e.original, except: e.except } })}.`,
    chooses: (e, w) =>
      `${e.player.name} choisit ${"color" in e.choice ? `le ${w.color(e.choice.color)}` : "creatureType" in e.choice ? `le type ${w.subtype(e.choice.creatureType)}` : `le nombre ${e.choice.number}`}.`,
    discards: (e, w) => `${e.player.name} se défausse ${de(w.object(e.card))}.`,
    turnedFaceUp: (e, w) => t`Le permanent est retourné face visible : ${w.object(e.object)}.`,
    flips: (e, w) => t`Le permanent s'inverse : ${w.object(e.object)}.`,
    transforms: (e, w) => t`Le permanent se transforme (${w.cite(e.rule)}) : ${w.object(e.object)}, le même objet (${w.cite(e.sameObject)}).`,
    doesNotTransform: (e, w) => t`${w.object(e.object)} n'a pas d'autre face : il ne se transforme pas (${w.cite(e.rule)}).`,
    putIntoGraveyard: (e, w) => `${w.object(e.object)} est mis au cimetière (${w.cite(e.rule)}).`,
    destroyed: (e, w) => `${w.object(e.object)} est détruit.`,
    sacrificed: (e, w) => `${w.object(e.object)} est sacrifié.`,
    totemArmor: (e, w) => t`${w.object(e.object)} serait détruit : à la place, toutes les blessures sont retirées de lui et ${w.object(e.aura)}, son Aura avec l'armure totémique, est détruite (${w.cite(e.rule)}).`,
    notDestroyed: (e, w) => t`${w.object(e.object)} est indestructible : il n'est pas détruit (${w.cite(e.rule)}).`,
    exiled: (e, w) => `${w.object(e.object)} va en exil.`,
    returnsToHand: (e, w) => `${w.object(e.object)} retourne dans la main de son propriétaire.`,
    draws: (e) => `${e.player.name} pioche une carte.`,
    millsTop: (e, w) => t`${e.player.name} met dans son cimetière la carte du dessus de sa bibliothèque : ${w.object(e.card)}.`,
    searches: (e, w) => t`${e.player.name} cherche dans sa bibliothèque : ${e.found ? w.object(e.found) : "rien n'est trouvé"}.`,
    revealsCompanion: (e, w) => t`${e.player.name} révèle ${w.name(e.card)} de l'extérieur de la partie comme compagnon : aucune carte du deck de départ n'enfreint sa condition (${w.cite(e.rule)}).`,
    createsTokenCopy: (e, w) =>
      t`${e.player.name} crée un jeton qui est une copie ${de(w.object(e.original))} : ${w.object(e.token)}` +
      (e.rule === null ? "." : e.faces === "both" ? t`, un jeton double face avec ses deux faces (${w.cite(e.rule)}).` : t`, de la seule face visible (${w.cite(e.rule)}).`),
    createsTokens: (e, w) => `${e.player.name} crée ${e.amount} ${plural(e.amount, "jeton", "jetons")} ${w.text(e.name)}.`,
    countersPut: (e, w) => `${counters(e.amount, w.counter(e.counter))} sur ${w.object(e.object)}.`,
    countersRemoved: (e, w) => `${counters(e.amount, w.counter(e.counter))} ${plural(e.amount, "retiré", "retirés")} ${de(w.object(e.object))}.`,
    effectApplies: (e, w) => t`${w.objects(e.objects)} : ${e.effects.map((d) => w.effect(d)).join(", ")}.`,
    tapsManaSources: (e, w) => t`${e.player.name} engage ${e.count} ${plural(e.count, "source", "sources")} de mana : ${w.pool(e.pool)}.`,
    activatesManaAbility: (e, w) => t`${e.player.name} active une capacité de mana ${de(w.object(e.source))} : ${w.pool(e.pool)}.`,
    manaProduced: (e, w) => `Un mana ${w.color(e.color)} est produit.`,
    undefinedChoice: (e, w) => t`Le choix est indéterminé : aucun mana n'est produit (${w.cite(e.rule)}).`,
    attaches: (e, w) => `${w.object(e.object)} est attaché ${à(w.object(e.to))}${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    attachFails: (e, w) => t`${w.object(e.object)} ne peut pas être attaché ${à(w.object(e.to))} : ${e.unattached ? "il reste sur le champ de bataille, détaché" : "il ne se déplace pas"} (${w.cite(e.rule)}).`,
    unattachedIllegally: (e, w) => t`${w.object(e.object)} est attaché à un permanent illégal, ${w.object(e.from)} : il est détaché et reste sur le champ de bataille (${w.cite(e.rule)}).`,
    unattaches: (e, w) => `${w.object(e.object)} est détaché ${de(w.object(e.from))}.`,
    paysLife: (e) => `${e.player.name} paie ${e.amount} ${plural(e.amount, "point", "points")} de vie.`,
    manaBurn: (e, w) => `${e.player.name} perd ${e.amount} ${plural(e.amount, "point", "points")} de vie (brûlure de mana, ${w.cite(e.rule)}).`,
    casts: (e, w) => `${e.player.name} lance ${w.object(e.spell)}${w.choices(e.choices)}.`,
    castsCopy: (e, w) => `${e.player.name} lance ${w.object(e.spell)}${w.choices(e.choices)}.`,
    activates: (e, w) => `${e.player.name} active la capacité ${de(w.object(e.source))}${w.choices(e.choices)}.`,
    copyOnStack: (e, w) => `Une copie ${de(w.object(e.original))} est mise sur la pile${w.choices(e.choices)}.`,
    triggers: (e, w) => `Une capacité déclenchée ${de(w.object(e.source))} est mise sur la pile${w.choices(e.choices)}.`,
    triggerRemoved: (e, w) => t`Une capacité déclenchée ${de(w.object(e.source))} n'a aucune cible légale : elle est retirée de la pile (${w.cite(e.rule)}).`,
    passesPriority: (e) => `${e.player.name} passe la priorité.`,
    resolves: (e, w) => `${w.object(e.object)} ${e.object.is === "combat-damage" ? "se résolvent" : "se résout"}.`,
    regenerationShield: (e, w) => `${w.object(e.object)} se régénérera la prochaine fois qu'il devrait être détruit ce tour-ci.`,
    cantBeRegenerated: (e, w) => `${w.object(e.object)} ne peut pas être régénéré ce tour-ci.`,
    notRegenerated: (e, w) => t`${w.object(e.object)} ne peut pas être régénéré : aucune régénération ne s'applique${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    regenerated: (e, w) => t`${w.object(e.object)} se régénère au lieu d'être détruit : ses blessures sont retirées, il est engagé et retiré du combat${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    countered: (e, w) => `${w.object(e.object)} est contrecarré (${w.cite(e.rule)}).`,
    notCountered: (e, w) => t`${w.object(e.object)} ne peut pas être contrecarré : il reste sur la pile${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    counteredOnResolution: (e, w) => t`Toutes ses cibles sont illégales : il est contrecarré (${w.cite(e.rule)}).`,
    copyIsToken: (e, w) => `La copie est un jeton (${w.cite(e.rule)}).`,
    losesLife: (e) => `${e.player.name} perd ${e.amount} ${plural(e.amount, "point", "points")} de vie.`,
    gainsLife: (e) => `${e.player.name} gagne ${e.amount} ${plural(e.amount, "point", "points")} de vie.`,
    lifeTotals: (e) => t`Points de vie : ${e.players.map((p) => `${p.player.name} ${p.life}`).join(", ")}.`,
    getsPoison: (e) => `${e.player.name} reçoit ${counters(e.amount, "poison")}.`,
    damageDealt: (e, w) => `${e.amount} ${plural(e.amount, "blessure infligée", "blessures infligées")} ${à(w.recipient(e.to))}.`,
    noDamage: (e, w) => t`Aucune blessure n'est infligée ${à(w.recipient(e.to))} : une source qui infligerait 0 blessure n'en inflige aucune${e.rule ? ` (${w.cite(e.rule)})` : ""}.`,
    losesGame: (e) => `${e.player.name} perd la partie (${e.why === "poison" ? counters(e.poison ?? 0, "poison") : LOSS[e.why]}).`,
    winsGame: (e) => `${e.player.name} gagne la partie.`,
    cantWin: (e) => `${e.player.name} ne peut pas gagner la partie.`,
    attacks: (e, w) => `${e.player.name} attaque avec ${e.attackers.length ? w.objects(e.attackers) : "rien"}.`,
    damageAssignmentOrder: (e, w) => `${e.player.name} annonce l'ordre d'assignation des blessures ${de(w.object(e.attacker))} : ${w.objects(e.order)}.`,
    combatDamageOnStack: (e, w) => `Les blessures de combat sont mises sur la pile (${w.cite(e.rule)}).`,
    firstStrikeStep: (e, w) =>
      t`Étape de blessures de combat de l'initiative (${w.cite(e.rule)}) : seules les créatures avec l'initiative (${w.cite(e.firstStrike)})${e.doubleStrike === null ? "" : t` ou la double initiative (${w.cite(e.doubleStrike)})`} infligent des blessures.`,
    secondCombatDamageStep: (e, w) => `Seconde étape de blessures de combat (${w.cite(e.rule)}).`,
    damagePrevented: (e, w) => t`Les ${e.amount} ${plural(e.amount, "blessure", "blessures")} que ${w.object(e.source)} infligerait ${à(w.recipient(e.to))} ${plural(e.amount, "est prévenue", "sont prévenues")} : protection (${w.cite(e.rule)}).`,
    combatDamage: (e, w) => `${e.amount} ${plural(e.amount, "blessure", "blessures")} de combat ${à(w.recipient(e.to))}.`,
    playsLand: (e, w) => `${e.player.name} joue ${w.object(e.card)} (action spéciale, ${w.cite(e.rule)}).`,
    suspends: (e, w) => t`${e.player.name} suspend ${w.object(e.card)} (action spéciale, ${w.cite(e.rule)}) : la carte va dans ${w.text(e.zone)}.`,
    stopsDelayedTrigger: (e, w) =>
      t`${e.player.name} paie ${e.cost} : la capacité déclenchée retardée ${de(w.object(e.source))} ne se déclenchera pas (action spéciale, ${w.cite(e.rule)}).`,
    ignoresEffect: (e, w) => `${e.player.name} ignore l'effet ${de(w.object(e.source))} jusqu'à la fin du tour (action spéciale, ${w.cite(e.rule)}).`,
    rollsPlanarDie: (e, w) => `${e.player.name} lance le dé planaire (action spéciale, ${w.cite(e.rule)}, coût {${e.cost}}) et obtient ${FACES[e.face]}.`,
    flipsTwoCoins: (e) => `${e.player.name} lance deux pièces (${e.coins.map((c) => SIDES[c]).join(", ")}) et en ignore une.`,
    callsCoinFlip: (e) => t`${e.player.name} annonce ${SIDES[e.call]} ; la pièce tombe sur ${SIDES[e.side]} : ${e.won ? "gagne" : "perd"} le lancer.`,
    coinComesUp: (e) => `La pièce ${de(e.player.name)} tombe sur ${SIDES[e.side]}.`,
    turnsPlaneFaceUp: (e, w) => `${e.player.name} retourne face visible le plan ${w.object(e.plane)}.`,
    planeswalks: (e) => `${e.player.name} change de plan.`,
    turnEnds: (e, w) => t`Le tour se termine (${w.cite(e.rule)}) : la pile est exilée et la partie passe directement à l'étape de nettoyage.`,
    willControlNextTurn: (e) => `${e.controller.name} contrôlera le prochain tour ${de(e.affected.name)}.`,
    controlsTurn: (e) => `${e.controller.name} contrôle le tour ${de(e.affected.name)}.`,
    subgameBegins: () => t`Une sous-partie commence ; la partie principale est suspendue.`,
    goesFirstInSubgame: (e) => `${e.player.name} commence la sous-partie.`,
    subgameEnds: () => t`La sous-partie se termine ; ses cartes vont dans les bibliothèques de la partie principale de leurs propriétaires, et la partie principale reprend.`,
    bringsIntoSubgame: (e, w) => `${e.player.name} amène ${w.object(e.card)} dans la sous-partie depuis la partie principale.`,
    bringsFromOutside: (e, w) => `${e.player.name} met ${w.object(e.card)} dans sa main depuis l'extérieur de la partie.`,
    looksAt: (e, w) => `${e.player.name} regarde ${e.seen ? w.name(e.seen) : "un objet sans nom"}.`,
    refused: (e, w) => t`Action refusée : ${w.refusal(e.reason).replace(/\.$/u, "")} (règle ${w.cite(e.rule)}).`,
    // A sentence only the English text gives is not quoted in a French narration: the line says where it comes from.
    checked: (e, w) =>
      `${e.ok ? "✓" : "✗"} ${e.quoteLang === "fr" ? fr.quote(e.quote) : "d'après le texte anglais, que le texte français ne donne pas"}${e.rule ? ` (règle ${w.cite(e.rule)})` : ""}`,
  },
  refusals: {
    gameOver: () => t`La partie est terminée : plus rien n'y arrive.`,
    noSuchObject: (r) => `Il n'y a pas d'objet ${r.id} dans la partie.`,
    noPriority: (r) => `${r.player.name} n'a pas la priorité.`,
    sorceryTiming: (r) =>
      t`Cela ne peut se faire que pendant une phase principale de son joueur, la pile vide : ${r.why === "not-their-turn" ? `ce n'est pas le tour ${de(r.player.name)}` : r.why === "not-main-phase" ? "ce n'est pas une phase principale" : "la pile n'est pas vide"}.`,
    stackEmpty: () => t`La pile est vide : rien ne se résout.`,
    stepEndsOnlyWhenEmpty: () => "Une étape ne se termine que lorsque la pile est vide et que tous les joueurs passent.",
    turnOver: (r) => `Le tour ${r.turn} est terminé.`,
    decidesFor: (r) => `${r.expected.name} fait les choix et prend les décisions ${de(r.player.name)}${r.person ? ` pendant ce tour (${r.person.name} ne le peut pas)` : ""}.`,
    ownResources: (r, w) => `Les coûts ${de(r.player.name)} se paient avec les ressources ${de(r.player.name)}, pas avec ${w.object(r.foreign)}.`,
    cantMakeConcede: (r) => `${r.person.name} ne peut pas faire concéder ${r.player.name}.`,
    notInHand: (r, w) => `${w.object(r.card)} n'est pas dans la main ${de(r.player.name)}.`,
    notCardInHand: (r, w) => `${w.object(r.card)} n'est pas une carte de la main ${de(r.player.name)}.`,
    abilitiesOnlyOnBattlefield: (r, w) => t`${w.object(r.object)} n'est pas sur le champ de bataille : ses capacités ne peuvent pas être activées.`,
    landNotCast: () => "Un terrain se joue, il ne se lance pas.",
    unpayableCost: (r, w) => t`${w.object(r.card)} n'a pas de coût de mana : un coût impayable, il ne se lance donc qu'en payant un coût alternatif.`,
    noMorph: () => "Une carte sans la mue ne peut pas être lancée face cachée.",
    modeRequired: () => "Un mode doit être choisi pour un sort modal.",
    noSuchMode: (r) => t`Ce sort a ${r.modes} ${plural(r.modes, "mode", "modes")} : le mode ${r.mode} n'en fait pas partie.`,
    xNotWhole: (r) => `X doit être un nombre entier (${r.x} donné).`,
    xNegative: (r) => `X ne peut pas être négatif (${r.x} donné).`,
    countersNegative: (r) => `Un nombre de marqueurs est un nombre entier, jamais négatif (${r.amount} donné).`,
    targetCount: (r) => `${r.needed} ${plural(r.needed, "cible doit être choisie", "cibles doivent être choisies")}, ${r.given} ${plural(r.given, "donnée", "données")}.`,
    illegalTarget: (r, w) => `${r.target ? w.recipient(r.target) : "Ce choix"} n'est pas une cible légale (${KINDS[r.kind]}).`,
    noSuchAbility: (r, w) => `${w.object(r.object)} n'a pas cette capacité activée.`,
    onlyControllerActivates: () => "Seul le contrôleur d'un permanent peut activer ses capacités.",
    oncePerTurn: () => "Cette capacité ne peut être activée qu'une fois par tour.",
    alreadyTapped: (r, w) => `${w.object(r.object)} est déjà engagé.`,
    notEnoughCounters: (r, w) => `Le coût demande de retirer ${counters(r.amount, w.counter(r.counter))} ${de(w.object(r.object))}, qui n'en a pas autant.`,
    summoningSick: (r, w) => `${w.object(r.object)} n'est pas sous le contrôle de son contrôleur depuis le début du tour.`,
    cannotPay: (r) => `La réserve de mana ne peut pas payer ${r.cost}${r.x ? ` avec X=${r.x}` : ""}.`,
    discardCount: (r) => `Le coût demande de se défausser de ${r.count} ${plural(r.count, "carte", "cartes différentes")}.`,
    sacrificeRequired: () => "Le coût demande de sacrifier un permanent que son joueur contrôle et qui convient.",
    notOnBattlefieldToSacrifice: (r, w) => `${w.object(r.object)} n'est pas sur le champ de bataille pour être sacrifié.`,
    onlySpellsCopied: () => "Seul un sort sur la pile peut être copié ainsi.",
    newTargetIllegal: () => "Une nouvelle cible pour la copie doit être légale.",
    restricted: (r, w) => `${w.object(r.object)} ${RESTRICTED[r.what]} (${w.object(r.source)}).`,
    copyChoiceRequired: () => "Un objet à copier doit être choisi.",
    notLegalCopyChoice: (r, w) => `${w.object(r.object)} n'est pas un choix légal à copier.`,
    legendChoiceRequired: (r, w) => `Son contrôleur doit choisir lequel des permanents légendaires du nom ${de(w.object(r.object))} il garde.`,
    choiceRequired: (r, w) => `${r.choice === "color" ? "Une couleur" : r.choice === "creature-type" ? "Un type de créature" : "Une carte à exiler"} doit être choisi${r.choice === "creature-type" ? "" : "e"} au moment où ${w.object(r.object)} arrive.`,
    cantExileAsEnters: (r, w) => `${w.object(r.card)} n'est pas une carte que ${w.object(r.object)} peut exiler du cimetière de son contrôleur au moment où il arrive.`,
    colorOnResolution: () => "Une couleur doit être choisie pendant la résolution de l'effet.",
    numberOnResolution: () => "Un nombre doit être choisi pendant la résolution du sort.",
    creatureTypeOnResolution: () => "Un type de créature doit être choisi pendant la résolution du sort.",
    teamMustChoose: (r) => `L'équipe ${r.team} doit choisir lequel de ses membres est affecté.`,
    notInSearchedLibrary: (r, w) => `${w.object(r.card)} n'est pas dans la bibliothèque fouillée.`,
    searchMismatch: (r, w) => `${w.object(r.card)}, tel qu'il est dans la bibliothèque, ne correspond pas à ce que la recherche demande.`,
    noCompanion: (r, w) => `${w.name(r.card)} n'a pas de capacité de compagnon.`,
    companionBeforeGame: (r, w) => `${w.name(r.card)} ne peut être révélée comme compagnon qu'avant le début de la partie.`,
    oneCompanion: (r) => t`${r.player.name} a déjà révélé un compagnon : une seule carte.`,
    companionCondition: (r, w) => t`La condition de compagnon ${de(w.name(r.card))} n'est pas remplie : ${w.object(r.offending)} est dans le deck de départ.`,
    notSplit: (r, w) => t`${w.name(r.card)} n'est pas une carte double : elle n'a pas de moitié appelée ${r.half}.`,
    chooseHalf: (r, w) => `Le joueur choisit quelle moitié ${de(w.name(r.card))} il lance (${r.halves.map((h) => w.text(h)).join(" ou ")}).`,
    notAHalf: (r, w) => `${r.half} n'est pas une moitié ${de(w.name(r.card))} (${r.halves.map((h) => w.text(h)).join(" ou ")}).`,
    notAttached: (r, w) => t`${w.object(r.object)} n'est attaché à rien : il ne peut pas être détaché.`,
    noFuseRule: (r, w) => t`Ces règles n'ont pas la fusion : le joueur lance une moitié ${de(w.name(r.card))}.`,
    noFuse: (r, w) => t`${w.name(r.card)} n'a pas la fusion : le joueur en lance une moitié.`,
    fuseFromHand: (r, w) => `${w.name(r.card)} ne peut être lancée avec la fusion que depuis la main de son propriétaire.`,
    fuseBothHalves: (r, w) => t`Lancée avec la fusion, ${w.name(r.card)} est ses deux moitiés : aucune moitié (${r.half}) n'est choisie.`,
    notALand: (r, w) => t`${w.object(r.card)} n'est pas une carte de terrain : elle se lance, elle ne se joue pas comme terrain.`,
    landAlreadyPlayed: (r) => t`${r.player.name} a déjà joué un terrain ce tour-ci : un joueur ne peut normalement jouer qu'un terrain par tour.`,
    notFaceDown: (r, w) => `${w.object(r.object)} n'est pas face cachée, il ne peut donc pas être retourné face visible.`,
    onlyControllerTurnsFaceUp: () => "Seul son contrôleur peut retourner un permanent face visible.",
    noMorphCost: () => "Ses caractéristiques face visible n'ont pas de coût de mue, il ne peut donc pas être retourné face visible ainsi.",
    noSuspend: (r, w) => `${w.object(r.card)} n'a pas la suspension.`,
    landCantBeCast: (r, w) => t`${w.object(r.card)} est un terrain : il ne peut pas être lancé.`,
    delayedNotWaiting: () => t`Cette capacité déclenchée retardée n'attend plus de se déclencher : elle ne peut plus être empêchée.`,
    mayNotStopDelayed: (r) => `L'effet ne permet pas ${à(r.player.name)} d'empêcher cette capacité déclenchée retardée.`,
    nothingToIgnore: (r, w) => `Aucun effet ${de(w.object(r.source))} ne peut être ignoré ainsi.`,
    onlyControllerIgnores: (r, w) => `Seul le contrôleur ${de(w.object(r.object))} peut ignorer cet effet.`,
    noSuspendAction: () => "Suspendre une carte ne fait pas partie des actions spéciales de ces règles.",
    noPlanarDieAction: () => "Lancer le dé planaire ne fait pas partie des actions spéciales de ces règles.",
    planarDieOnlyInPlanar: () => "Il n'y a de dé planaire que dans une partie de Planechase.",
    chooseCoinToKeep: (r) => `${r.player.name} a obtenu ${r.coins.map((c) => SIDES[c]).join(" et ")} et doit choisir quelle pièce garder (1 ou 2).`,
    callBeforeFlip: (r) => t`${r.player.name} annonce « face » ou « pile » avant de lancer la pièce.`,
    onlyActiveDeclaresAttackers: () => "Seul le joueur actif déclare les attaquants, pendant l'étape de déclaration des attaquants.",
    attackersDeclared: () => "Les attaquants ont déjà été déclarés pendant ce combat.",
    attackerTwice: () => "Chaque créature attaquante n'est déclarée qu'une fois.",
    blockerTwice: () => "Chaque créature bloqueuse bloque une seule créature attaquante.",
    notOnBattlefield: (r, w) => `${w.object(r.object)} n'est pas une créature sur le champ de bataille.`,
    notOwnCreature: (r, w) => `${w.object(r.object)} n'est pas une créature que son joueur contrôle.`,
    cantAttackPlayer: (r, w) => `${w.object(r.object)} ne peut pas attaquer ${r.team ? `l'équipe ${de(r.defender.name)}` : r.defender.name} (${w.object(r.source)}).`,
    tapped: (r, w) => `${w.object(r.object)} est engagé.`,
    hasDefender: (r, w) => `${w.object(r.object)} a le défenseur et ne peut pas attaquer.`,
    onlyDefenderDeclaresBlockers: () => "Seul le joueur défenseur déclare les bloqueurs, pendant l'étape de déclaration des bloqueurs.",
    cantBlockUntapped: (r, w) => t`${w.object(r.object)} ne peut pas bloquer : ce doit être une créature dégagée que son joueur contrôle.`,
    notAttacking: (r, w) => `${w.object(r.object)} n'attaque pas.`,
    cantBlockProtection: (r, w) => t`${w.object(r.object)} ne peut pas bloquer ${w.object(r.attacker)} : celui-ci a la protection contre une qualité du bloqueur.`,
    cantBlockFlying: (r, w) => `${w.object(r.object)} ne peut pas bloquer une créature avec le vol.`,
    cantBlockFear: (r, w) => `${w.object(r.object)}, ni artefact ni noir, ne peut pas bloquer une créature avec la peur.`,
    cantBlockIntimidate: (r, w) => `${w.object(r.object)}, ni artefact ni d'une couleur en commun avec elle, ne peut pas bloquer une créature avec l'intimidation.`,
    landwalk: (r, w) => t`${w.object(r.attacker)} ne peut pas être bloqué : ${r.player.name}, un joueur défenseur, contrôle ${w.object(r.land)}.`,
    notDefendingPlayer: (r) => `${r.player.name} n'est pas un joueur défenseur.`,
    assignsOnlyToBlockers: (r, w) => `${w.object(r.attacker)} n'assigne ses blessures de combat qu'aux créatures qui le bloquent.`,
    assignsAllDamage: (r, w) => `${w.object(r.attacker)} assigne toutes ses ${r.power} blessures de combat (${r.total} ${plural(r.total, "assignée", "assignées")}).`,
    lethalFirst: (r, w) => `${w.object(r.blocker)} doit se voir assigner des blessures mortelles avant une créature placée plus loin dans l'ordre d'assignation.`,
    lethalBeforePlayer: (r, w) => `${w.object(r.blocker)} doit se voir assigner des blessures mortelles avant que le joueur défenseur ne s'en voie assigner.`,
    noDamageAssignmentOrder: () => "Ces règles n'ont pas d'ordre d'assignation des blessures à annoncer : une créature bloquée répartit ses blessures comme son contrôleur le choisit.",
    orderOfBlockedAttacker: (r, w) => `Seul le joueur actif annonce, pendant l'étape de déclaration des bloqueurs, l'ordre d'assignation des blessures d'une créature attaquante bloquée telle que ${w.object(r.attacker)}.`,
    orderAnnounced: (r, w) => `L'ordre d'assignation des blessures ${de(w.object(r.attacker))} a déjà été annoncé.`,
    orderOfItsBlockers: (r, w) => `L'ordre d'assignation des blessures ${de(w.object(r.attacker))} comprend chaque créature qui la bloque, une fois.`,
    subgameToItsEnd: () => "Une sous-partie se joue jusqu'à sa fin avant que le sort qui l'a créée ne finisse de se résoudre.",
    subgameNotOver: () => t`La sous-partie n'est pas terminée : la partie principale ne reprend qu'à sa fin.`,
    notOutsideGame: () => "Cette carte n'est pas en dehors de la partie (dans une sous-partie, les cartes de la partie principale le sont).",
    notOwnedBy: (r, w) => `${w.object(r.card)} n'est pas une carte que possède ${r.player.name}.`,
    notKindAsked: (r, w) => `${w.object(r.card)} n'est pas le genre de carte que l'effet demande.`,
    cantLookAt: (r) =>
      `${r.viewer.name} ne peut pas regarder ${r.what === "library" ? "une carte d'une bibliothèque" : r.what === "hand" ? `une carte de la main ${de(r.owner.name)}` : "un objet face cachée contrôlé par un autre joueur"}.`,
  },
  names: {
    rule: "règle",
    nameless: "un objet sans nom",
    emptyPool: "(vide)",
    faceDown: "une créature face cachée",
    combatDamage: "les blessures de combat",
    gone: "un objet qui n'est plus dans la partie",
    abilityOf: (source) => `la capacité ${de(source)}`,
    spellCopyOf: (original) => `une copie ${de(original)}`,
    copyOf: (own, copied) => `${own} (copie ${de(copied)})`,
    list: (items) => items.join(", "),
  },
  choices: { x: (x) => `X=${x}`, mode: (n) => `mode ${n}`, targeting: (targets) => `ciblant ${targets}` },
  effects: effect,
  snapshot,
  order: { dependency: "dépendance", loop: "boucle de dépendances", cda: "capacité de définition de caractéristiques d'abord" },
  colors: { white: "blanc", blue: "bleu", black: "noir", red: "rouge", green: "vert" },
  cardTypes: {
    artifact: "artefact", creature: "créature", enchantment: "enchantement", instant: "éphémère", land: "terrain",
    planeswalker: "planeswalker", sorcery: "rituel", tribal: "tribal", plane: "plan",
  },
  cardTypesPlural: {
    artifact: "artefacts", creature: "créatures", enchantment: "enchantements", instant: "éphémères", land: "terrains",
    planeswalker: "planeswalkers", sorcery: "rituels", tribal: "tribaux", plane: "plans",
  },
  keywords: {
    flying: "le vol", trample: "le piétinement", haste: "la célérité", morph: "la mue", fading: "l'évanescence",
    protection: "la protection", defender: "le défenseur", vigilance: "la vigilance", reach: "la portée",
    landwalk: "la traversée de terrain", suspend: "la suspension", "first-strike": "l'initiative", "double-strike": "la double initiative", hexproof: "la défense talismanique", shroud: "le linceul", flash: "le flash", fear: "la peur", intimidate: "l'intimidation", fuse: "la fusion", indestructible: "l'indestructibilité", "totem-armor": "l'armure totémique",
  },
  // Les types de créature et de terrain des cartes du projet, dans les termes des cartes françaises.
  subtypes: {
    Angel: "Ange", Archon: "Archonte", Arkhos: "Arkhos", Assassin: "Assassin", Aura: "Aura", Bear: "Ours", Beast: "Bête", Berserker: "Berserker", Bird: "Oiseau",
    Cat: "Chat", Clue: "Indice", Construct: "Création", Demon: "Démon", Djinn: "Djinn", Drake: "Drakôn", Druid: "Druide", Dryad: "Dryade",
    Elemental: "Élémental", Elephant: "Éléphant", Elf: "Elfe", Equipment: "Équipement", Fish: "Poisson", Forest: "Forêt", Frog: "Grenouille",
    Gate: "Portail", Goblin: "Gobelin", Griffin: "Griffon", Horse: "Cheval", Hound: "Chien", Horror: "Horreur", Human: "Humain", Illusion: "Illusion", Island: "Île",
    Juggernaut: "Juggernaut", Kavu: "Kavru", Knight: "Chevalier", Leviathan: "Léviathan", Lhurgoyf: "Lhurgoyf", Lion: "Lion", Merfolk: "Ondin", Minion: "Serviteur",
    Mountain: "Montagne", Nightmare: "Cauchemar", Nymph: "Nymphe", Ogre: "Ogre", Ouphe: "Orphe", Phoenix: "Phénix", Plains: "Plaine", Rat: "Rat", Rogue: "Gredin",
    Shaman: "Shamane", Shapeshifter: "Changeforme", Soldier: "Soldat", Spirit: "Esprit", Swamp: "Marais", Thalakos: "Thalakos", Thrull: "Thrull", Wall: "Mur",
    Plant: "Plante", Saproling: "Saprobionte", Treefolk: "Sylvin", Warrior: "Guerrier", Zombie: "Zombie", Wizard: "Sorcier", Wurm: "Guivre",
  },
  // Les marqueurs nommés entre guillemets, comme les règles françaises (« sursis »).
  counters: { "+1/+1": "+1/+1", "-1/-1": "-1/-1", poison: "poison", time: t`« temps »`, luck: t`« chance »`, fade: t`« sursis »` },
  counter: (kind) => t`« ${kind} »`,
  // Une phrase citée en français (d'un exemple, d'une carte) prend la typographie de la page, comme le reste du message.
  quote: (text) => t`« ${fix(text)} »`,
  glossaryEntry: (term) => t`glossaire, « ${term} »`,
};
