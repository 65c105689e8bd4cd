// The layers bench against the engine as it was before the kernel work (issue 11's "today", commit 537b356), both in
// one process (bench/layers-paired.ts): the baseline's src/engine (and the list of releases it reads, where the
// commit has one) is taken from git into a temporary directory, with this checkout's board (bench/layers-board.ts)
// and node_modules.
//   npx tsx bench/layers-baseline.ts [commit] [rounds]
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const [commit = "537b356", rounds = "20"] = process.argv.slice(2);
const root = resolve(import.meta.dirname, "..");
const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "buffer", maxBuffer: 1 << 28 });
try {
  git("cat-file", "-e", `${commit}^{commit}`);
} catch {
  console.error(`layers baseline: commit ${commit} is not in this clone (a shallow clone?): the paired layers bench needs it.`);
  process.exit(1);
}
const dir = join(tmpdir(), `kb-layers-baseline-${commit}`);
if (!existsSync(join(dir, "src/engine"))) {
  mkdirSync(dir, { recursive: true });
  // The engine, and what it reads outside its folder: the list of releases (src/releases.ts, from sources/cr).
  const paths = ["src/engine", "src/releases.ts", "sources/cr/releases.json"].filter((path) => {
    try {
      git("cat-file", "-e", `${commit}:${path}`);
      return true;
    } catch {
      return false;
    }
  });
  execFileSync("tar", ["-x", "-C", dir], { input: git("archive", commit, ...paths) });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
}
mkdirSync(join(dir, "bench"), { recursive: true });
cpSync(join(root, "bench/layers-board.ts"), join(dir, "bench/layers-board.ts"));
console.log(`layers bench, ${commit} (old) against this checkout (new), ${rounds} rounds alternated in one process:`);
execFileSync(process.execPath, ["--expose-gc", join(root, "node_modules/.bin/tsx"), join(root, "bench/layers-paired.ts"), dir, root, rounds], { stdio: "inherit" });
