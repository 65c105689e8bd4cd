import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/build-cli.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});
