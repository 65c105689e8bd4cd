// The layers bench of two checkouts in one process, alternated, so that both see the same machine load:
//   npx tsx bench/layers-paired.ts <old checkout> <new checkout> [rounds]
// Each checkout must have bench/layers-board.ts (copy it into an older one). Prints the median CPU time of one full
// derivation for N = 1,000 and N = 2,000 on each side, new/old, and the new side's N = 2,000 / N = 1,000.
import { resolve } from "node:path";

type Board = { buildGame(n: number): unknown; deriveAgain(g: unknown): number };

const [oldDir, newDir, roundsArg] = process.argv.slice(2);
if (!oldDir || !newDir) {
  console.error("usage: npx tsx bench/layers-paired.ts <old checkout> <new checkout> [rounds]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 40);
const load = async (dir: string): Promise<Board> => (await import(resolve(dir, "bench/layers-board.ts"))) as Board;
const sides = { old: await load(oldDir), new: await load(newDir) };
const games = Object.fromEntries(Object.entries(sides).map(([k, b]) => [k, { 1000: b.buildGame(1000), 2000: b.buildGame(2000) }])) as Record<"old" | "new", Record<1000 | 2000, unknown>>;
// Building the boards leaves garbage behind (every createCard is an attempt, with its snapshot): collect it first
// when the process allows it (node --expose-gc), so that neither side pays for it in its timings.
(globalThis as { gc?: () => void }).gc?.();
const times: Record<string, number[]> = {};
const time = (side: "old" | "new", n: 1000 | 2000) => {
  // CPU time of this process (user + system), less sensitive than wall time to other processes sharing the cores.
  const started = process.cpuUsage();
  sides[side].deriveAgain(games[side][n]);
  const used = process.cpuUsage(started);
  (times[`${side} ${n}`] ??= []).push((used.user + used.system) / 1000);
};
for (let i = 0; i < 5; i++) for (const side of ["old", "new"] as const) for (const n of [1000, 2000] as const) time(side, n);
for (const k of Object.keys(times)) times[k] = [];
for (let i = 0; i < rounds; i++) {
  const order = i % 2 ? (["old", "new"] as const) : (["new", "old"] as const);
  for (const side of order) for (const n of [1000, 2000] as const) time(side, n);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const m = Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)]));
for (const [k, v] of Object.entries(m)) console.log(`${k}: median ${v.toFixed(2)} ms of CPU over ${rounds} rounds`);
console.log(`N = 1,000 new/old: ${(m["new 1000"] / m["old 1000"]).toFixed(3)}; N = 2,000 new/old: ${(m["new 2000"] / m["old 2000"]).toFixed(3)}`);
console.log(`new N = 2,000 / N = 1,000: ${(m["new 2000"] / m["new 1000"]).toFixed(3)}; old: ${(m["old 2000"] / m["old 1000"]).toFixed(3)}`);
