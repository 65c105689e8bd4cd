#!/usr/bin/env node
// Entry point of the `rules` command: the JavaScript that scripts/build-cli.mjs bundles from src/cli (built by
// `npm install`; rebuild with `npm run build:cli` after changing src/, or run the sources with `npm run rules`).
import { existsSync } from "node:fs";

const main = new URL("../build/cli/main.js", import.meta.url);
if (!existsSync(main)) {
  console.error("rules: the command is not built (build/cli/main.js is missing): run npm run build:cli");
  process.exit(2);
}
await import(main.href);
