// Mutation testing of the rules engine (`npm run mutate`; not part of `npm test`). Each mutant of src/engine runs
// only the tests that covered its code (perTest coverage: every example case runs its own scenario in its test).
// A subset: `npm run mutate -- --mutate src/engine/layers.ts`. The report goes to reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutate.config.ts" },
  mutate: ["src/engine/**/*.ts"],
  coverageAnalysis: "perTest",
  // The machine has two cores shared by several engineers: one test runner at a time.
  concurrency: 1,
  // Results of unchanged mutants (and of files outside this run's --mutate) are kept from the last runs.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["dist", "build", ".astro", "reports", "artifacts"],
  timeoutMS: 20000,
  // The initial run (every test, with coverage) takes minutes on a loaded two-core machine.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 80, break: null },
};
