// The tests that exercise the engine, for mutation testing (stryker.config.mjs): its unit tests, the scenario
// runner's tests and the example suite.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts", "test/scenarios/**/*.test.ts", "test/examples.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
