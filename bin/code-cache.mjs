// The compiled `rules` command (build/cli/main.cjs, one CommonJS script) run with V8's code cache: the bytecode of
// the functions a few commands ran when the build ran them (scripts/build-cli.mjs), so that a call does not parse
// and compile them again (about a tenth of a `rules diff`'s time, issue 14). Node 20 has no code cache for ES
// modules, hence one script compiled through node:vm.
//
// The cache's header records the size and modification time of the script it was made from: V8 checks its own
// version and flags but not the source itself (only its length), so a cache of another build is never offered to
// it. Without a cache, with a stale one or one V8 rejects, the script compiles from its source: the same command,
// slower.

import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

/**
 * The script at `file` compiled with the cache at `cacheFile` when there is a usable one. `cache` says what became of
 * it: "accepted", "rejected" (by V8), "stale" (made from another script) or "missing".
 */
export function compileScript(file, cacheFile) {
  const source = readFileSync(file, "utf8");
  const cachedData = readCache(file, cacheFile);
  // As Node wraps a CommonJS module: a function of its exports, require, module, __filename and __dirname.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData: cachedData ?? undefined });
  const cache = cachedData === undefined ? "missing" : cachedData === null ? "stale" : script.cachedDataRejected ? "rejected" : "accepted";
  return { script, cache };
}

/** Runs a compiled script as Node runs a CommonJS module of that file. */
export function runScript(script, file) {
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
}

/** Writes what `script` has compiled so far as the cache of `file` (to a temporary file first: a reader sees a whole cache or none). */
export function writeCodeCache(script, file, cacheFile) {
  const header = Buffer.from(`${JSON.stringify(scriptStamp(file))}\n`);
  const temporary = `${cacheFile}.${process.pid}`;
  writeFileSync(temporary, Buffer.concat([header, script.createCachedData()]));
  renameSync(temporary, cacheFile);
}

/** The cache's data; null when it was made from another script; undefined when there is none. */
function readCache(file, cacheFile) {
  let bytes;
  try {
    bytes = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const newline = bytes.indexOf(10);
  const stamp = JSON.stringify(scriptStamp(file));
  if (newline === -1 || bytes.toString("utf8", 0, newline) !== stamp) return null;
  return bytes.subarray(newline + 1);
}

function scriptStamp(file) {
  const { size, mtimeMs } = statSync(file);
  return { size, mtimeMs };
}
