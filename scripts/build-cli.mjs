// Builds the `rules` command: src/cli/main.ts and everything it imports, bundled by esbuild into one CommonJS script,
// build/cli/main.cjs (each subcommand's modules run only when that subcommand does), so a call starts one Node
// process on plain JavaScript — no TypeScript loader at run time. Run by `npm install` / `npm ci` (the `prepare`
// script) and by the test suite's global set-up; `npm run rules` still runs the sources through tsx for development.
//
// The script must sit two folders below the project root: src/kb/root.ts finds the root as "../.." from its own
// URL, which in the bundle is the script's. The new build is written beside the old one and swapped in whole, so a
// failed build leaves the previous command working. The build also writes the archive's index beside the script
// (build/cli/release-index.bin: every release as the diff reads it, see src/diff/release-index.ts), then runs a few
// commands to write the script's code cache (build/cli/main.cache, see bin/code-cache.mjs).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}build/cli`;
const next = `${root}build/cli.next`;

/**
 * The commands whose compiled functions the code cache keeps, each run adding to what the one before kept: a diff
 * (as text and as JSON, which the issue 14 budget times, last so that nothing it compiled has been dropped since)
 * and a trace. Two releases far apart, so that the diff runs through every kind of change.
 */
const WARM_UP = [
  ["trace", "706.2"],
  ["diff", "2007-10-01", "2011-02-04"],
  ["diff", "2007-10-01", "2011-02-04", "--json"],
];

rmSync(next, { recursive: true, force: true });
await build({
  // release-index: the writer of the archive's index (src/diff/release-index-write.ts), run below.
  entryPoints: { main: `${root}src/cli/main.ts`, "release-index": `${root}src/diff/release-index-write.ts` },
  outdir: next,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  logLevel: "warning",
  // A CommonJS script has no import.meta: its URL is the script file's.
  define: { "import.meta.url": "__importMetaUrl" },
  banner: { js: 'const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
});
const { writeReleaseIndex } = createRequire(import.meta.url)(`${next}/release-index.cjs`);
writeReleaseIndex();
if (existsSync(out)) rmSync(out, { recursive: true });
renameSync(next, out);

for (const args of WARM_UP) {
  const run = spawnSync(process.execPath, [`${root}bin/rules.mjs`, ...args], {
    cwd: root,
    env: { ...process.env, RULES_WRITE_CODE_CACHE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (run.status !== 0) {
    // The command still works without its cache, slower; what failed is for the tests to say.
    console.warn(`build-cli: rules ${args.join(" ")} exited ${run.status ?? run.signal}: no code cache`);
    rmSync(`${out}/main.cache`, { force: true });
    break;
  }
}
