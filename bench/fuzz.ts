// `npm run fuzz`: seeded random play through the engine's public API (bench/random-play.ts), with figures.
// Options: --seed N (default 11), --sequences N (default 10,000), --actions N per sequence (default 25).
// Exits 1 if any action threw something other than a RuleViolation or a UsageError, a misuse of the API was not
// refused with a UsageError, a refused action changed the state, or an invariant broke.
import { randomPlay, type Problem } from "./random-play.ts";

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`fuzz: --${name} needs a whole number (got ${process.argv[i + 1] ?? "nothing"})`);
    process.exit(2);
  }
  return value;
}

const seed = option("seed", 11);
const started = performance.now();
const report = randomPlay({ seed, sequences: option("sequences", 10_000), actions: option("actions", 25) });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const show = (title: string, problems: Problem[]) => {
  console.log(`${title}: ${problems.length}`);
  for (const p of problems.slice(0, 10)) console.log(`  sequence ${p.sequence}, ${p.action}: ${p.message}`);
};
console.log(`seed ${seed}: ${report.sequences} sequences (${report.twoHeadedGiant} Two-Headed Giant, ${report.planar} Planar Magic), ${report.actions} actions in ${seconds} s`);
console.log(`refused with a RuleViolation: ${report.refused}; usage errors: ${report.usageErrors} (misuses tried: ${report.misuses}); games finished: ${report.finished}`);
show("exceptions other than RuleViolation and UsageError", report.exceptions);
show("misuses not refused with a UsageError", report.misusesNotRefused);
show("refused actions that changed the state", report.refusedChanged);
show("invariant breaks", report.invariantBreaks);
process.exit(report.exceptions.length + report.misusesNotRefused.length + report.refusedChanged.length + report.invariantBreaks.length > 0 ? 1 : 0);
