// `npm run build`: the static site, only from data that checks clean, and never at the cost of the previous one.
// 1. `rules check` over the knowledge base the site is built from (SITE_RULES_ROOT, or the project), its cards
//    and scenarios: any error stops the build here, listed as file:line:col, exit 1 — a green build cannot show
//    every example failing because one scenario names a card that does not exist.
// 2. `astro build` into a folder beside the output (SITE_OUT_DIR, or dist/); only a build that succeeds replaces
//    the output, so a failed one leaves the previous site intact.
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = path.resolve(root, process.env.SITE_OUT_DIR ?? "dist");
const next = `${out}.next`;

function run(command, args, env = process.env) {
  return spawnSync(process.execPath, [command, ...args], { cwd: root, env, stdio: "inherit" }).status ?? 1;
}

const checkRoot = process.env.SITE_RULES_ROOT ? ["--root", path.resolve(process.env.SITE_RULES_ROOT)] : [];
if (run(path.join(root, "bin/rules.mjs"), ["check", ...checkRoot]) !== 0) {
  console.error(`build: the data has errors (above); nothing built, ${path.relative(root, out) || out} left as it was`);
  process.exit(1);
}
rmSync(next, { recursive: true, force: true });
if (run(path.join(root, "node_modules/astro/astro.js"), ["build"], { ...process.env, SITE_OUT_DIR: next }) !== 0) {
  rmSync(next, { recursive: true, force: true });
  console.error(`build: astro build failed; ${path.relative(root, out) || out} left as it was`);
  process.exit(1);
}
if (existsSync(out)) rmSync(out, { recursive: true });
renameSync(next, out);
