import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import SiteTestFirst from "./test/sequencer.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/build-cli.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Two workers even on two cores (vitest's default there is one): the site test spends most of its time waiting
    // for the site's build, a child process, while the second worker runs the other files (test/sequencer.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SiteTestFirst },
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});
