// Derived characteristics for N permanents under N/2 continuous effects (the board of bench/layers-board.ts).
// Targets: under 10 ms for N = 1,000; 2,000/1,000 under 2.3. bench/layers-paired.ts compares two checkouts.
import { bench, describe } from "vitest";
import { buildGame, deriveAgain } from "./layers-board.ts";

describe("derived characteristics", () => {
  const small = buildGame(1000);
  const large = buildGame(2000);
  bench("N = 1,000 permanents, 500 effects", () => {
    deriveAgain(small);
  });
  bench("N = 2,000 permanents, 1,000 effects", () => {
    deriveAgain(large);
  });
});
