// Paying mana: mana abilities activated before paying (601.2e / 409.1f), mana added to a pool (106.4 in 2011), a
// cost paid from it.
import { RuleViolation } from "./errors.ts";
import type { Kernel } from "./kernel.ts";
import { canPay, parseManaCost, payFromPool, type ManaSymbol } from "./mana.ts";
import { objectsIn, player, type GameObject, type PlayerId } from "./state.ts";
import type { AbilityInstance } from "./values.ts";

/**
 * Pays a mana cost from the player's pool, activating his or her mana sources first if the pool can't pay it;
 * returns the mana spent ("if {G} was spent to cast this spell").
 */
export function payMana(game: Kernel, playerId: PlayerId, cost: string, x: number, rule: string): ManaSymbol[] {
  const pool = player(game.state, playerId).manaPool;
  if (!canPay(pool, cost, x)) tapSourcesFor(game, playerId, cost, x);
  // Mana pools are no input of the layer system: paid in place.
  const spent = payFromPool(pool, cost, x);
  if (!spent) throw new RuleViolation(rule, { reason: "cannotPay", cost, x });
  return spent;
}

/** An effect produces mana: it goes into the player's mana pool (106.4 in 2011). */
export function addMana(game: Kernel, playerId: PlayerId, symbol: ManaSymbol, amount = 1): void {
  player(game.state, playerId).manaPool[symbol] += amount;
}

/**
 * 601.2e / 409.1f: before paying, the player may activate mana abilities. The engine activates the
 * player's untapped "{T}: Add …" abilities, coloured needs first, and narrates them as one event.
 */
function tapSourcesFor(game: Kernel, playerId: PlayerId, cost: string, x: number): void {
  const untapped = objectsIn(game.state, "battlefield").filter((o) => !o.status.tapped);
  game.unnarrated(() => tapSourcesGreedily(game, playerId, cost, x));
  const tapped = untapped.filter((o) => o.status.tapped).length;
  if (tapped) game.say({ action: "tapsManaSources", player: game.playerRef(playerId), count: tapped, pool: { ...player(game.state, playerId).manaPool } });
}

function tapSourcesGreedily(game: Kernel, playerId: PlayerId, cost: string, x: number): void {
  const pool = player(game.state, playerId).manaPool;
  const sources = objectsIn(game.state, "battlefield").filter((o) => game.characteristics(o.id).controller === playerId && !o.status.tapped && !game.activationRefusal(o.id));
  const manaOf = (o: GameObject): { ability: AbilityInstance; symbol: ManaSymbol } | null => {
    for (const a of game.characteristics(o.id).abilities) {
      if (!("activated" in a.def) || !a.def.activated.mana || !a.def.activated.cost.tap || a.def.activated.cost.mana) continue;
      const add = a.def.activated.effect.find((i) => "addMana" in i) as { addMana: unknown } | undefined;
      if (add && typeof add.addMana === "string" && add.addMana.startsWith("{")) return { ability: a, symbol: add.addMana.replace(/[{}]/gu, "") as ManaSymbol };
    }
    return null;
  };
  const { colored, hybrid } = parseManaCost(cost);
  // Sources of the colours the cost names (hybrid symbols' included) are tapped first.
  const wanted = (symbol: ManaSymbol) => symbol in colored || hybrid.some((h) => h.includes(symbol));
  const candidates = sources.map((o) => ({ o, mana: manaOf(o) })).filter((c) => c.mana);
  const order = [...candidates].sort((a, b) => Number(!wanted(a.mana!.symbol)) - Number(!wanted(b.mana!.symbol)));
  for (const { o, mana } of order) {
    if (canPay(pool, cost, x)) return;
    const need = (colored[mana!.symbol] ?? 0) > pool[mana!.symbol];
    const coloredMissing = Object.entries(colored).some(([s, n]) => pool[s as ManaSymbol] < (n ?? 0));
    if (coloredMissing && !need) continue;
    game.activate(playerId, o.id, mana!.ability.def.id);
  }
  for (const { o, mana } of order) {
    if (canPay(pool, cost, x)) return;
    if (!o.status.tapped) game.activate(playerId, o.id, mana!.ability.def.id);
  }
}
