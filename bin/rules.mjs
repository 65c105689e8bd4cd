#!/usr/bin/env node
// Entry point of the `rules` command: the JavaScript that scripts/build-cli.mjs bundles from src/cli (built by
// `npm install`; rebuild with `npm run build:cli` after changing src/, or run the sources with `npm run rules`),
// run with the code cache the build wrote beside it (code-cache.mjs).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileScript, runScript, writeCodeCache } from "./code-cache.mjs";

const main = fileURLToPath(new URL("../build/cli/main.cjs", import.meta.url));
const cache = fileURLToPath(new URL("../build/cli/main.cache", import.meta.url));
if (!existsSync(main)) {
  console.error("rules: the command is not built (build/cli/main.cjs is missing): run npm run build:cli");
  process.exit(2);
}
const { script } = compileScript(main, cache);
// The build's runs keep what they compiled (what an earlier run's cache held, and what this one added).
if (process.env.RULES_WRITE_CODE_CACHE === "1") process.on("exit", () => writeCodeCache(script, main, cache));
runScript(script, main);
