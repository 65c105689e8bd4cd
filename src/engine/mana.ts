// Mana costs and mana pools (202, 106). A cost is written as in the rules: "{2}{B}{B}", "{X}", "{G}", and hybrid
// symbols "{G/W}", each paid with either of its two colours (107.4e).
import type { Color } from "./cards.ts";

export const MANA_SYMBOLS = ["W", "U", "B", "R", "G", "C"] as const;
export type ManaSymbol = (typeof MANA_SYMBOLS)[number];
const SYMBOL_COLOR: Record<Exclude<ManaSymbol, "C">, Color> = {
  W: "white", U: "blue", B: "black", R: "red", G: "green",
};
export const COLOR_SYMBOL: Record<Color, ManaSymbol> = {
  white: "W", blue: "U", black: "B", red: "R", green: "G",
};

interface ParsedCost {
  generic: number;
  colored: Partial<Record<ManaSymbol, number>>;
  /** How many {X} the cost has. */
  x: number;
  /** Hybrid symbols ({G/W}): each paid with one mana of either colour (107.4e). */
  hybrid: [ManaSymbol, ManaSymbol][];
}

const SYMBOL = /\{([^}]+)\}/gu;

export function parseManaCost(cost: string): ParsedCost {
  const parsed: ParsedCost = { generic: 0, colored: {}, x: 0, hybrid: [] };
  const rest = cost.replace(SYMBOL, (_, symbol: string) => {
    if (/^\d+$/u.test(symbol)) parsed.generic += Number(symbol);
    else if (symbol === "X") parsed.x += 1;
    else if (/^[WUBRGC]$/u.test(symbol)) {
      const s = symbol as ManaSymbol;
      parsed.colored[s] = (parsed.colored[s] ?? 0) + 1;
    } else if (/^[WUBRG]\/[WUBRG]$/u.test(symbol)) parsed.hybrid.push(symbol.split("/") as [ManaSymbol, ManaSymbol]);
    else throw new Error(`unknown mana symbol {${symbol}} in ${cost}`);
    return "";
  });
  if (rest.trim() !== "") throw new Error(`not a mana cost: ${cost}`);
  return parsed;
}

/**
 * Two mana costs as one (708.4b / 709.4b, 702.101c): the generic mana added up, then each symbol of either, in the
 * usual order ({3}{R}{G} for {R} and {3}{G}); null if neither has one.
 */
export function combinedManaCost(costs: readonly (string | null)[]): string | null {
  const present = costs.filter((c): c is string => c !== null);
  if (present.length === 0) return null;
  const parsed = present.map(parseManaCost);
  const generic = parsed.reduce((n, p) => n + p.generic, 0);
  const symbols = [
    ...parsed.flatMap((p) => Array<string>(p.x).fill("{X}")),
    ...(generic > 0 ? [`{${generic}}`] : []),
    ...parsed.flatMap((p) => p.hybrid.map(([a, b]) => `{${a}/${b}}`)),
    ...MANA_SYMBOLS.flatMap((s) => Array<string>(parsed.reduce((n, p) => n + (p.colored[s] ?? 0), 0)).fill(`{${s}}`)),
  ];
  return symbols.length > 0 ? symbols.join("") : "{0}";
}

/** 202.2: an object is the colour(s) of the coloured mana symbols in its mana cost. */
export function colorsOfCost(cost: string | null): Color[] {
  if (!cost) return [];
  const { colored, hybrid } = parseManaCost(cost);
  // 202.2d: a hybrid symbol is both of its colours.
  return (Object.keys(SYMBOL_COLOR) as (keyof typeof SYMBOL_COLOR)[])
    .filter((s) => colored[s] || hybrid.some((h) => h.includes(s)))
    .map((s) => SYMBOL_COLOR[s]);
}

/** 202.3: converted mana cost, X counting as 0 (or as its chosen value on the stack). */
export function convertedManaCost(cost: string | null, x = 0): number {
  if (!cost) return 0;
  const { generic, colored, x: xs, hybrid } = parseManaCost(cost);
  return generic + Object.values(colored).reduce((a, b) => a + (b ?? 0), 0) + hybrid.length + xs * x;
}

export type ManaPool = Record<ManaSymbol, number>;

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function poolTotal(pool: ManaPool): number {
  return Object.values(pool).reduce((a, b) => a + b, 0);
}

/** The mana a cost needs once X is known: coloured symbols, hybrid symbols, then generic. */
function manaNeeded(cost: string, x: number): { colored: Partial<Record<ManaSymbol, number>>; hybrid: [ManaSymbol, ManaSymbol][]; generic: number } {
  const parsed = parseManaCost(cost);
  return { colored: parsed.colored, hybrid: parsed.hybrid, generic: parsed.generic + parsed.x * x };
}

/**
 * The mana a pool would spend on a cost (601.2g / 409.1g), or null if it can't pay: coloured requirements first,
 * each hybrid symbol with whichever of its colours the pool has more of left, then generic from what is left
 * (colourless first).
 */
function manaSpent(pool: ManaPool, cost: string, x: number): ManaSymbol[] | null {
  const { colored, hybrid, generic } = manaNeeded(cost, x);
  const left = { ...pool };
  const spent: ManaSymbol[] = [];
  const spend = (symbol: ManaSymbol, n: number) => {
    left[symbol] -= n;
    spent.push(...Array<ManaSymbol>(n).fill(symbol));
  };
  for (const [symbol, n] of Object.entries(colored) as [ManaSymbol, number][]) {
    if (left[symbol] < n) return null;
    spend(symbol, n);
  }
  for (const [a, b] of hybrid) {
    const symbol = left[b] > left[a] ? b : a;
    if (left[symbol] < 1) return null;
    spend(symbol, 1);
  }
  let rest = generic;
  for (const symbol of ["C", "W", "U", "B", "R", "G"] as ManaSymbol[]) {
    const used = Math.min(left[symbol], rest);
    spend(symbol, used);
    rest -= used;
  }
  return rest === 0 ? spent : null;
}

/** Whether a pool can pay a cost. */
export function canPay(pool: ManaPool, cost: string, x: number): boolean {
  return manaSpent(pool, cost, x) !== null;
}

/** Removes the mana for a cost from the pool and says which mana was spent; null, the pool untouched, if it cannot be paid. */
export function payFromPool(pool: ManaPool, cost: string, x: number): ManaSymbol[] | null {
  const spent = manaSpent(pool, cost, x);
  if (!spent) return null;
  for (const symbol of spent) pool[symbol] -= 1;
  return spent;
}

export function formatPool(pool: ManaPool): string {
  const parts = (Object.keys(pool) as ManaSymbol[]).flatMap((s) => Array(pool[s]).fill(`{${s}}`));
  return parts.length ? parts.join("") : "(empty)";
}
