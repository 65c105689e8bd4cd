// The mana symbols a cost may hold (107.4 in 2011, 104.3 in 2007): the numerals {0}, {1}, … {10} …, {X}, the coloured
// symbols and the two-colour hybrid symbols; anything else is not a mana cost. An object with no mana cost has no
// colour from it (202.2, 105.2c).
import { describe, expect, it } from "vitest";
import { colorsOfCost, convertedManaCost, parseManaCost } from "../../src/engine/mana.ts";

describe("mana symbols (107.4 / 104.3)", () => {
  it("a numeral of two digits is that much generic mana: {10} (107.4: \"the numerals {0}, {1}, {2}, … and so on\")", () => {
    expect(parseManaCost("{10}{G}")).toEqual({ generic: 10, colored: { G: 1 }, x: 0, hybrid: [] });
    expect(convertedManaCost("{10}{G}")).toBe(11);
  });

  it("a symbol that is none of them is refused, naming it: a numeral with a letter, a hybrid of three colours", () => {
    for (const symbol of ["{2W}", "{W2}", "{G/W/U}"]) expect(() => parseManaCost(`{1}${symbol}`)).toThrow(`unknown mana symbol ${symbol} in {1}${symbol}`);
  });

  it("text outside the braces is not a mana cost", () => {
    expect(() => parseManaCost("{1}{G} and more")).toThrow("not a mana cost: {1}{G} and more");
  });

  it("no mana cost, no colour (202.2; 105.2c: a colorless object has no color)", () => {
    expect(colorsOfCost(null)).toEqual([]);
    expect(colorsOfCost("")).toEqual([]);
  });
});
