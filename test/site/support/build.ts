// Builds the site for the browser test, or reuses a build that is newer than every input and was made with the
// same settings (a stamp file in the output folder records them).

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
const INPUTS = ["rules", "src", "examples", "sources/cr", "astro.config.mjs", "package-lock.json"];
const STAMP = ".site-build.json";
const VITEST_VARIABLES = /^(VITEST.*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL)$/u;

export interface BuildSettings {
  outDir: string;
}

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, name)));
  return newest;
}

function isFresh(settings: BuildSettings): boolean {
  const stamp = path.join(ROOT, settings.outDir, STAMP);
  if (!existsSync(stamp)) return false;
  if (readFileSync(stamp, "utf8") !== JSON.stringify(settings)) return false;
  const builtAt = statSync(stamp).mtimeMs;
  return INPUTS.every((input) => newestModification(path.join(ROOT, input)) < builtAt);
}

/** Runs `astro build` unless a fresh build exists; returns the absolute output folder. */
export function ensureSiteBuilt(settings: BuildSettings): string {
  return isFresh(settings) ? path.join(ROOT, settings.outDir) : buildSite(settings);
}

/** Runs `astro build`; returns the absolute output folder. */
export function buildSite(settings: BuildSettings): string {
  const outDir = path.join(ROOT, settings.outDir);
  // vitest exports its own mode (NODE_ENV=test, DEV=1, MODE=test…): inherited, they make Astro build the
  // development flavour of the pages (search disabled), so the build gets the environment without them.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !VITEST_VARIABLES.test(key)));
  env.SITE_OUT_DIR = settings.outDir;
  delete env.SITE_RULES_ROOT;
  const astro = path.join(ROOT, "node_modules/astro/astro.js");
  const result = spawnSync(process.execPath, [astro, "build"], { cwd: ROOT, env, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`astro build failed (${settings.outDir}):\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
  }
  writeFileSync(path.join(outDir, STAMP), JSON.stringify(settings));
  return outDir;
}
