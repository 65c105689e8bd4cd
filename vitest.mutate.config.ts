// The tests that exercise the engine, for mutation testing (stryker.config.mjs): its unit tests, the scenario
// runner's tests and the example suite. Not test/scenarios/french-narration.test.ts: it checks the language of
// the CLI's explanations (src/cli/explain.ts) and runs every scenario while it is collected, which would make every
// engine mutant "static" (run against every test); the engine's French messages are checked by
// test/engine/narration.test.ts.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts", "test/scenarios/**/*.test.ts", "test/examples.test.ts"],
    exclude: ["test/scenarios/french-narration.test.ts"],
    globalSetup: ["test/example-bundle.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
