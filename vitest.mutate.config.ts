// The tests that exercise the engine, for mutation testing (stryker.config.mjs): its unit tests, the scenario
// runner's tests and the example suite. Left out:
// - test/scenarios/french-narration.test.ts: it checks the language of the CLI's explanations (src/cli/explain.ts)
//   and runs every scenario while it is collected, which made every engine mutant "static" (run against every
//   test); the engine's French messages are checked by test/engine/narration.test.ts;
// - test/engine/properties.test.ts, test/engine/random-play.test.ts and test/engine/narration-whole-game.test.ts:
//   invariants under random play (fast-check, seeded fuzzing) and the typography of a scripted game's thousand
//   events: seconds of CPU for each mutant they reach, which is nearly every one; the unit tests and the examples,
//   which name their rules, are what a mutant must fail (leaving tests out can only lower the score);
// - test/scenarios/results.test.ts: it checks how src/scenarios/results.ts joins example instances (every release's,
//   the archive's included) to scenarios; its only engine code is the one scenario it runs (706.7a-2), which
//   examples.test.ts runs in every release; building every release's instances at each collection cost ≈ 5.5 s CPU
//   for each mutant it covered (a quarter of them), its tests up to 7.5 s more. What a scenario run reports
//   (failures, narration, trace) is in test/scenarios/run.test.ts, which stays;
// - test/scenarios/team-outcome.test.ts: it replaces an engine module by a planted bug (vi.mock), which must not
//   leak into the other files of a run that shares one module graph (isolate: false).
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * A mutant's run stops at its first failing test (Stryker's bail): the file that failed last goes first (it killed
 * the previous mutant, often of nearby code), then the quickest files.
 */
class FailedThenQuickest extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`);
    return [...files].sort((a, b) => {
      const [ra, rb] = [last(a), last(b)];
      if (!ra || !rb) return 0;
      if (ra.failed !== rb.failed) return ra.failed ? -1 : 1;
      return ra.duration - rb.duration;
    });
  }
}

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts", "test/scenarios/**/*.test.ts", "test/examples.test.ts"],
    exclude: ["test/scenarios/french-narration.test.ts", "test/engine/properties.test.ts", "test/engine/random-play.test.ts", "test/engine/narration-whole-game.test.ts", "test/scenarios/team-outcome.test.ts", "test/scenarios/results.test.ts"],
    // One module graph for all the test files of a mutant's run (each run still starts a new worker, so every
    // mutant sees freshly imported modules): importing the engine once per test file dominated a mutant's cost.
    isolate: false,
    sequence: { sequencer: FailedThenQuickest },
    globalSetup: ["test/example-bundle.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
