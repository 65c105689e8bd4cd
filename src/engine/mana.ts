// Mana costs and mana pools (202, 106). A cost is written as in the rules: "{2}{B}{B}", "{X}", "{G}".
import type { Color } from "./cards.ts";
import { RuleViolation } from "./errors.ts";

export const MANA_SYMBOLS = ["W", "U", "B", "R", "G", "C"] as const;
export type ManaSymbol = (typeof MANA_SYMBOLS)[number];
export const SYMBOL_COLOR: Record<Exclude<ManaSymbol, "C">, Color> = {
  W: "white", U: "blue", B: "black", R: "red", G: "green",
};
export const COLOR_SYMBOL: Record<Color, ManaSymbol> = {
  white: "W", blue: "U", black: "B", red: "R", green: "G",
};

export interface ParsedCost {
  generic: number;
  colored: Partial<Record<ManaSymbol, number>>;
  /** How many {X} the cost has. */
  x: number;
}

const SYMBOL = /\{([^}]+)\}/gu;

export function parseManaCost(cost: string): ParsedCost {
  const parsed: ParsedCost = { generic: 0, colored: {}, x: 0 };
  const rest = cost.replace(SYMBOL, (_, symbol: string) => {
    if (/^\d+$/u.test(symbol)) parsed.generic += Number(symbol);
    else if (symbol === "X") parsed.x += 1;
    else if (/^[WUBRGC]$/u.test(symbol)) {
      const s = symbol as ManaSymbol;
      parsed.colored[s] = (parsed.colored[s] ?? 0) + 1;
    } else throw new Error(`unknown mana symbol {${symbol}} in ${cost}`);
    return "";
  });
  if (rest.trim() !== "") throw new Error(`not a mana cost: ${cost}`);
  return parsed;
}

/** 202.2: an object is the colour(s) of the coloured mana symbols in its mana cost. */
export function colorsOfCost(cost: string | null): Color[] {
  if (!cost) return [];
  const { colored } = parseManaCost(cost);
  return (Object.keys(SYMBOL_COLOR) as (keyof typeof SYMBOL_COLOR)[])
    .filter((s) => colored[s])
    .map((s) => SYMBOL_COLOR[s]);
}

/** 202.3: converted mana cost, X counting as 0 (or as its chosen value on the stack). */
export function convertedManaCost(cost: string | null, x = 0): number {
  if (!cost) return 0;
  const { generic, colored, x: xs } = parseManaCost(cost);
  return generic + Object.values(colored).reduce((a, b) => a + (b ?? 0), 0) + xs * x;
}

export type ManaPool = Record<ManaSymbol, number>;

export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

export function poolTotal(pool: ManaPool): number {
  return Object.values(pool).reduce((a, b) => a + b, 0);
}

/** The mana a cost needs once X is known: coloured symbols, then generic. */
export function manaNeeded(cost: string, x: number): { colored: Partial<Record<ManaSymbol, number>>; generic: number } {
  const parsed = parseManaCost(cost);
  return { colored: parsed.colored, generic: parsed.generic + parsed.x * x };
}

/** Whether a pool can pay: coloured requirements first, then generic from what is left (601.2g / 409.1g). */
export function canPay(pool: ManaPool, cost: string, x: number): boolean {
  const { colored, generic } = manaNeeded(cost, x);
  let left = poolTotal(pool);
  for (const [symbol, n] of Object.entries(colored) as [ManaSymbol, number][]) {
    if (pool[symbol] < n) return false;
    left -= n;
  }
  return left >= generic;
}

/** Removes the mana for a cost from the pool; throws if it cannot be paid. */
export function payFromPool(pool: ManaPool, cost: string, x: number, rule: string): void {
  if (!canPay(pool, cost, x)) throw new RuleViolation(rule, { reason: "cannotPay", cost, x });
  const { colored, generic } = manaNeeded(cost, x);
  for (const [symbol, n] of Object.entries(colored) as [ManaSymbol, number][]) pool[symbol] -= n;
  let rest = generic;
  for (const symbol of ["C", "W", "U", "B", "R", "G"] as ManaSymbol[]) {
    const used = Math.min(pool[symbol], rest);
    pool[symbol] -= used;
    rest -= used;
  }
}

export function formatPool(pool: ManaPool): string {
  const parts = (Object.keys(pool) as ManaSymbol[]).flatMap((s) => Array(pool[s]).fill(`{${s}}`));
  return parts.length ? parts.join("") : "(empty)";
}
