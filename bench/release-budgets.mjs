// The budgets of keeping the archive current (issue 25), as CPU seconds (user + system of the child processes, as
// Linux accounts them), which a loaded machine changes far less than wall time:
// - `rules release add` of one release, at most 20 s: the newest release, re-dated two months later and with one
//   sentence of one example of section 613 reworded, added to a copy of the project (the rebuild of the command's
//   data included); the command must report that example, and only it, as changed;
// - `rules coverage --json` of the whole archive, at most 60 s;
// - the archive's example suite (test/archive-examples.test.ts), at most 15 s of test time: vitest's own "tests"
//   figure, with the process's CPU beside it.
// Run by `npm run bench`; alone: `node bench/release-budgets.mjs` (a few minutes).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const TICKS_PER_SECOND = 100;

/** User + system seconds of every child this process has waited for (fields 16 and 17 of /proc/self/stat). */
function childrenCpu() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** Runs a command to its end; its CPU seconds and output. A failing command stops the bench. */
function run(command, args, cwd) {
  const before = childrenCpu();
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.status}: ${result.stderr}`);
  return { cpu: childrenCpu() - before, stdout: result.stdout };
}

/** The newest release re-dated two months on, one sentence of 613's first example reworded; its text and that example. */
function nextRelease() {
  const list = JSON.parse(readFileSync(path.join(root, "sources/cr/releases.json"), "utf8"));
  const newest = list.at(-1);
  const bytes = readFileSync(path.join(root, "sources/cr", `cr-${newest.date}-${newest.set}.txt`));
  let text = bytes.toString("utf8");
  const [year, month, day] = newest.date.split("-").map(Number);
  const date = new Date(Date.UTC(year, month + 1, day));
  const spelled = (d) => `${d.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  text = text.replaceAll(`effective as of ${spelled(new Date(Date.UTC(year, month - 1, day)))}`, `effective as of ${spelled(date)}`);
  const example = /(?:^|[\r\n])(Example: [^\r\n]*?)(?=[\r\n])/u.exec(text.slice(text.search(/[\r\n]613\.1[a-z]? /u)))[1];
  const reworded = example.replace(/\. /u, ". Then, ");
  text = text.replace(example, reworded);
  return { text, date: date.toISOString().slice(0, 10), reworded };
}

/** A copy of what the command reads and writes, node_modules linked. */
function projectCopy() {
  const copy = mkdtempSync(path.join(tmpdir(), "release-budget-"));
  for (const entry of ["sources", "rules", "examples", "src", "scripts", "bin", "build", "package.json", "tsconfig.json"]) {
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  return copy;
}

const rows = [];
const copy = projectCopy();
try {
  const next = nextRelease();
  const file = path.join(copy, "next-release.txt");
  writeFileSync(file, next.text);
  const added = run(process.execPath, [path.join(copy, "bin/rules.mjs"), "release", "add", file, "--set", "NXT"], copy);
  const reported = added.stdout.match(/^examples no scenario claims yet \((\d+)\)/mu)?.[1];
  if (reported !== "1" || !added.stdout.includes(next.reworded)) throw new Error(`rules release add should report the reworded example, and only it:\n${added.stdout}`);
  rows.push([`rules release add (${next.date}, one example reworded)`, added.cpu, 20]);
} finally {
  rmSync(copy, { recursive: true, force: true });
}

rows.push(["rules coverage --json", run(process.execPath, [path.join(root, "bin/rules.mjs"), "coverage", "--json"], root).cpu, 60]);

const suite = run("npx", ["vitest", "run", "test/archive-examples.test.ts"], root);
const [, figure, unit] = /Duration .*?tests ([\d.]+)(m?s)/u.exec(suite.stdout.replace(/\x1b\[[0-9;]*m/gu, "")) ?? [];
const testTime = unit === "ms" ? Number(figure) / 1000 : Number(figure);
rows.push([`archive example suite: ${testTime.toFixed(1)} s of test time (limit 15 s); the process's CPU`, suite.cpu, undefined]);

console.log("keeping the archive current (CPU seconds of the whole process)");
for (const [name, cpu, limit] of rows) {
  console.log(`  ${name.padEnd(60)} ${cpu.toFixed(1).padStart(6)} s CPU${limit === undefined ? "" : `   limit ${limit} s: ${cpu <= limit ? "within" : "OVER"}`}`);
}
