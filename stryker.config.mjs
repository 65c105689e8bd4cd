// Mutation testing of the rules engine (`npm run mutate`; not part of `npm test`). Each mutant of src/engine runs
// only the tests that covered its code (perTest coverage: every example case runs its own scenario in its test).
// A subset: `npm run mutate -- --mutate src/engine/layers.ts`. The report goes to reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutate.config.ts" },
  // The two message catalogues are left out by default: their mutants (1,794 of src/engine's 9,539 in December
  // 2026) change the words of a sentence (a literal emptied, a branch of its wording taken always), which only a
  // test restating each sentence word for word would detect — the rules decide what happened and which rule is
  // cited, and those are the events' data, mutated in the modules that say them. The code that words events
  // (messages/render.ts, messages/catalogue.ts) stays in. A score from this set is of src/engine without
  // messages/en.ts and messages/fr.ts; `--mutate src/engine/messages/en.ts` still runs them.
  mutate: ["src/engine/**/*.ts", "!src/engine/messages/en.ts", "!src/engine/messages/fr.ts"],
  coverageAnalysis: "perTest",
  // Static mutants (code run once, when a module is imported: the tables of ruleset.ts and citations.ts, the card
  // language's schema in cards.ts, every area's name) are left out of the score: Stryker cannot tell which test
  // reaches them, so each runs every test. At f2e4166 they were 1,170 of the 8,224 (531 in the first 48 files,
  // 639 in ruleset.ts, citations.ts and timeline.ts); a score from this set is of the others, and says so.
  ignoreStatic: true,
  // The machine has two cores shared by several engineers: one test runner at a time.
  concurrency: 1,
  // All the tests run in one module graph (isolate: false), and the initial run keeps every test's coverage: over the
  // whole of src/engine its test runner passed 6 GB (December 2026: killed at 6 GB, then 6.3 GB resident with 12).
  testRunnerNodeArgs: ["--max-old-space-size=12288"],
  // Results of unchanged mutants (and of files outside this run's --mutate) are kept from the last runs. The file is
  // committed: a whole run takes about two hours of both cores, so the score is carried from run to run (a batch of
  // files at a time: `npm run mutate -- --concurrency 2 --mutate src/engine/game.ts`), and only mutants whose code
  // or covering tests changed are tested again.
  incremental: true,
  incrementalFile: "mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["dist", "build", ".astro", "reports", "artifacts", "mutation"],
  timeoutMS: 20000,
  // The initial run (every test, with coverage) takes minutes on a loaded two-core machine.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 80, break: null },
};
