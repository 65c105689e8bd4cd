// Version tracking. Targets (issue 8): a diff of two whole releases under 1 s even across the 2009 M10
// reorganisation; diffing every consecutive pair of the archive, and tracing one rule through all releases, each
// under 10 s cold. "Cold" runs are timed in a fresh Node process (tsx start-up, reading and parsing the releases
// included); the others time the diff alone, on releases already read.
import { spawnSync, type StdioOptions } from "node:child_process";
import path from "node:path";
import { bench, describe } from "vitest";
import { align } from "../src/diff/align.ts";
import { diffVersions } from "../src/diff/changes.ts";
import { archiveChain } from "../src/diff/history.ts";
import { loadGold, scoreGold } from "../test/diff/gold.ts";
import { releaseText } from "../src/diff/versions.ts";
import { PROJECT_ROOT as ROOT } from "../src/kb/load.ts";
/** Output is discarded (a whole-release diff in JSON is megabytes); errors are kept for the message. */
const QUIET: StdioOptions = ["ignore", "ignore", "pipe"];

/** Runs `code` (an ES module importing from src/) in a fresh Node process; fails the bench if it fails. */
function fresh(code: string): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { cwd: ROOT, encoding: "utf8", stdio: QUIET });
  if (result.status !== 0) throw new Error(result.stderr);
}

function cli(...args: string[]): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, "bin/rules.mjs"), ...args], { cwd: ROOT, encoding: "utf8", stdio: QUIET });
  if (result.status !== 0) throw new Error(result.stderr);
}

describe("diff of two whole releases, texts already read", () => {
  const arb = releaseText("2009-05-01");
  const m10 = releaseText("2009-07-08");
  const afr = releaseText("2021-07-23");
  const mid = releaseText("2021-09-24");

  bench("2009-05-01 ARB → 2009-07-08 M10 (the reorganisation: 1189 → 1472 rules; 1142 rules and headings moved)", () => {
    diffVersions(arb, m10);
  });

  bench("2021-07-23 AFR → 2021-09-24 MID (2579 → 2608 rules)", () => {
    diffVersions(afr, mid);
  });
});

describe("alignment quality and cost over the archive (issue 16: precision and recall ≥ 99%, all pairs < 1 s CPU)", () => {
  const releases = archiveChain();
  const pairs = releases.length - 1;
  const cpu = process.cpuUsage();
  for (let i = 0; i < pairs; i++) align(releases[i], releases[i + 1]);
  const { user, system } = process.cpuUsage(cpu);
  console.log(`aligning all ${pairs} consecutive pairs (releases already read): ${((user + system) / 1e6).toFixed(2)} s of CPU`);
  const gold = loadGold();
  const score = scoreGold(gold);
  const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `gold set (test/diff/gold/alignments.yaml): ${score.pairs} pairs, ${score.goldLinks} gold links; ` +
      `precision ${percent(score.precision)} (${score.right}/${score.judged}), recall ${percent(score.recall)} (${score.found}/${score.goldLinks})`,
  );
  for (const line of score.missed) console.log(`  missed ${line}`);
  for (const line of score.wrong) console.log(`  wrong  ${line}`);

  bench(`align all ${pairs} consecutive pairs of the archive (releases already read)`, () => {
    for (let i = 0; i < pairs; i++) align(releases[i], releases[i + 1]);
  }, { iterations: 3, warmupIterations: 0, time: 0 });
});

describe("cold, in a fresh process", () => {
  const once = { iterations: 3, warmupIterations: 0, time: 0 };

  bench("rules diff 2009-05-01 2009-07-08 --json (read, parse, diff, print)", () => cli("diff", "2009-05-01", "2009-07-08", "--json"), once);

  bench(
    "diff every consecutive pair of the archive (95 releases, 94 pairs)",
    () =>
      fresh(
        "import { archiveChain, stepDiff } from './src/diff/history.ts';" +
          "for (let i = 0; i + 1 < archiveChain().length; i++) stepDiff(i);",
      ),
    once,
  );

  bench("rules trace 706.2 --at 2011-02-04 --json (one rule through all releases)", () => cli("trace", "706.2", "--at", "2011-02-04", "--json"), once);
});
