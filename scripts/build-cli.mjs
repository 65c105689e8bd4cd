// Builds the `rules` command: src/cli/main.ts and everything it imports, bundled by esbuild into build/cli/
// (one chunk per subcommand, loaded only when that subcommand runs), so a call starts one Node process on plain
// JavaScript — no TypeScript loader at run time. Run by `npm install` / `npm ci` (the `prepare` script) and by the
// test suite's global set-up; `npm run rules` still runs the sources through tsx for development.
//
// The chunks must sit two folders below the project root: src/kb/load.ts finds the root as "../.." from its own
// URL, which in the bundle is the chunk's. The new build is written beside the old one and swapped in whole, so a
// failed build leaves the previous command working. The build also writes the archive's index beside the chunks
// (build/cli/release-index.bin: every release as the diff reads it, see src/diff/release-index.ts).
import { build } from "esbuild";
import { existsSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}build/cli`;
const next = `${root}build/cli.next`;

rmSync(next, { recursive: true, force: true });
await build({
  // release-index: the writer of the archive's index (src/diff/release-index-write.ts), run below.
  entryPoints: { main: `${root}src/cli/main.ts`, "release-index": `${root}src/diff/release-index-write.ts` },
  outdir: next,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  logLevel: "warning",
  // Bundled CommonJS dependencies (yaml) require Node built-ins; an ES module has no `require` of its own.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
});
const { RELEASE_INDEX, writeReleaseIndex } = await import(pathToFileURL(`${next}/release-index.js`).href);
writeReleaseIndex(RELEASE_INDEX);
if (existsSync(out)) rmSync(out, { recursive: true });
renameSync(next, out);
