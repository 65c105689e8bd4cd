// Mana costs with hybrid symbols (107.4e, 202.2d) and the mana spent to pay them (601.2g).
import { describe, expect, it } from "vitest";
import { canPay, colorsOfCost, convertedManaCost, emptyPool, payFromPool } from "../../src/engine/mana.ts";

const pool = (mana: Partial<ReturnType<typeof emptyPool>>) => ({ ...emptyPool(), ...mana });

describe("hybrid mana symbols (107.4e)", () => {
  it("a hybrid symbol is both its colours and counts one toward the converted mana cost (202.2d, 202.3)", () => {
    expect(colorsOfCost("{X}{G/W}")).toEqual(["white", "green"]);
    expect(convertedManaCost("{X}{G/W}", 3)).toBe(4);
  });

  it("is paid with either of its colours, and the payment says which mana was spent", () => {
    const green = pool({ G: 4 });
    expect(payFromPool(green, "{X}{G/W}", 3)).toEqual(["G", "G", "G", "G"]);
    expect(green.G).toBe(0);
    const white = pool({ W: 1, R: 2 });
    expect(payFromPool(white, "{X}{G/W}", 2)!.sort()).toEqual(["R", "R", "W"]);
    expect(canPay(pool({ R: 4 }), "{X}{G/W}", 3)).toBe(false);
    const red = pool({ R: 4 });
    expect(payFromPool(red, "{G/W}", 0)).toBeNull();
    expect(red).toEqual(pool({ R: 4 }));
  });
});
