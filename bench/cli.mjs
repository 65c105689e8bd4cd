// The `rules` command as a person runs it: whole processes, start-up included, each figure also given as a ratio
// to `node -e 0` timed in the same run (alternating with it, so that a machine slowing down mid-run moves both).
// Limits (issue 14): `rules --help` at most 3× node's own start; `rules diff ARB M10 --json` at most 0.35 s;
// `rules trace 706.2` at most 1 s; the 93 consecutive release pairs 1999-11-01 … 2021-09-24, one process per pair,
// at most 30 s of CPU in all. Issue 26: `rules explain <id> --version <release>` at most 1 s of CPU a call (an
// archive release, a French example of the knowledge base, the newest release; 1.0–1.1 s before it read only the
// release and section asked for). CPU is the children's user + system time as Linux accounts it (/proc/self/stat).
// Run by `npm run bench` after the vitest benches; `node bench/cli.mjs` alone takes about a minute.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const rules = fileURLToPath(new URL("../bin/rules.mjs", import.meta.url));
const TICKS_PER_SECOND = 100;

/** User + system seconds of every child this process has waited for (fields 16 and 17 of /proc/self/stat). */
function childrenCpu() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** One run: wall and CPU seconds; a failing command stops the bench. */
function run(args) {
  const cpu = childrenCpu();
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} exited ${result.status}: ${result.stderr}`);
  return { wall, cpu: childrenCpu() - cpu };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const NODE = ["-e", "0"];

/** `runs` alternating runs of the command and of `node -e 0`: medians of each, and the median of the pairwise ratios. */
function paired(args, runs) {
  run([rules, ...args]); // warm the file cache
  const own = [];
  const node = [];
  for (let i = 0; i < runs; i++) {
    own.push(run([rules, ...args]).wall);
    node.push(run(NODE).wall);
  }
  return { wall: median(own), node: median(node), ratio: median(own.map((t, i) => t / node[i])) };
}

const rows = [];
const help = paired(["--help"], 15);
rows.push(["rules --help", help, `ratio ≤ 3`, help.ratio <= 3]);
const diff = paired(["diff", "ARB", "M10", "--json"], 7);
rows.push(["rules diff ARB M10 --json", diff, "≤ 0.35 s", diff.wall <= 0.35]);
const trace = paired(["trace", "706.2"], 5);
rows.push(["rules trace 706.2", trace, "≤ 1 s", trace.wall <= 1]);

const EXPLAINED = [
  ["503.3#1", "--version", "2003-12-01"],
  ["706.2#1", "--version", "2011-02-04", "--lang", "fr"],
  ["707.2#1", "--version", "2026-01-16"],
];
const explained = EXPLAINED.map((args) => {
  run([rules, "explain", ...args]); // warm the file cache
  return { name: `rules explain ${args.join(" ")}`, cpu: median(Array.from({ length: 5 }, () => run([rules, "explain", ...args]).cpu)) };
});

const dates = readdirSync(`${root}sources/cr`)
  .map((name) => /^cr-(\d{4}-\d{2}-\d{2})-/u.exec(name)?.[1])
  .filter((date) => date !== undefined && date >= "1999-11-01" && date <= "2021-09-24")
  .sort();
const nodeCpu = median(Array.from({ length: 9 }, () => run(NODE).cpu));
let pairsCpu = 0;
let pairsWall = 0;
for (let i = 1; i < dates.length; i++) {
  const { wall, cpu } = run([rules, "diff", dates[i - 1], dates[i], "--json"]);
  pairsCpu += cpu;
  pairsWall += wall;
}

console.log("rules command, whole processes (median wall seconds; ratio to node -e 0 in the same run)");
for (const [name, m, limit, within] of rows) {
  console.log(`  ${name.padEnd(28)} ${m.wall.toFixed(3)} s   node -e 0 ${m.node.toFixed(3)} s   ratio ${m.ratio.toFixed(2)}   limit ${limit}: ${within ? "within" : "OVER"}`);
}
for (const { name, cpu } of explained) console.log(`  ${name}: ${cpu.toFixed(2)} s CPU (median of 5)   limit ≤ 1 s CPU: ${cpu <= 1 ? "within" : "OVER"}`);
const pairs = `${dates.length - 1} consecutive pairs ${dates[0]} … ${dates.at(-1)}`;
console.log(`  ${pairs}: ${pairsCpu.toFixed(1)} s CPU (${pairsWall.toFixed(1)} s wall), ${(pairsCpu / nodeCpu).toFixed(0)}× node -e 0's CPU (${nodeCpu.toFixed(3)} s)   limit ≤ 30 s CPU: ${pairsCpu <= 30 ? "within" : "OVER"}`);
