// The compiled command's code cache (bin/code-cache.mjs): used only when it was made from the script as it is, and
// the command's output the same with it, without it and with one V8 rejects.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileScript, runScript, writeCodeCache } from "../../bin/code-cache.mjs";
import { PROJECT_ROOT } from "../../src/kb/root.ts";

const dir = mkdtempSync(path.join(tmpdir(), "code-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What compileScript makes of a cache, asked in a process of its own: V8 keeps the scripts it compiled in memory,
 * and a test worker's flags (its heap size) may differ from those the cache was made with.
 */
function cacheStatus(file: string, cache: string): string {
  const probe = `import { compileScript } from ${JSON.stringify(path.join(PROJECT_ROOT, "bin/code-cache.mjs"))}; console.log(compileScript(${JSON.stringify(file)}, ${JSON.stringify(cache)}).cache);`;
  return spawnSync(process.execPath, ["--input-type=module", "-e", probe], { encoding: "utf8" }).stdout.trim();
}

/** Keeps a cache's header (the stamp of its script) but spoils its data, which V8 then rejects. */
function spoil(cache: string): void {
  const bytes = readFileSync(cache);
  const header = bytes.indexOf(10) + 1;
  writeFileSync(cache, Buffer.concat([bytes.subarray(0, header), Buffer.alloc(bytes.length - header, 7)]));
}

describe("compileScript", () => {
  const script = (name: string) => {
    const file = path.join(dir, `${name}.cjs`);
    writeFileSync(file, `globalThis.${name} = [__filename, __dirname, typeof require, typeof module.exports];`);
    return { file, cache: path.join(dir, `${name}.cache`) };
  };
  it("runs the script as a CommonJS module, with the cache written after a run", () => {
    const { file, cache } = script("accepted");
    const { script: compiled, cache: status } = compileScript(file, cache);
    expect(status).toBe("missing");
    runScript(compiled, file);
    expect((globalThis as Record<string, unknown>).accepted).toEqual([file, dir, "function", "object"]);
    writeCodeCache(compiled, file, cache);
    expect(cacheStatus(file, cache)).toBe("accepted");
  });

  it("refuses a cache made from another script, and V8 rejects one that is not its own", () => {
    const { file, cache } = script("stale");
    writeCodeCache(compileScript(file, cache).script, file, cache);
    writeFileSync(file, `${readFileSync(file, "utf8")}\n// edited`);
    expect(cacheStatus(file, cache)).toBe("stale");

    const other = script("rejected");
    writeCodeCache(compileScript(other.file, other.cache).script, other.file, other.cache);
    spoil(other.cache);
    expect(cacheStatus(other.file, other.cache)).toBe("rejected");
  });
});

describe("the command with its cache, without it, and with a cache V8 rejects", () => {
  // A copy of the built command (bin/ and build/cli/, the test set-up's build), on the project's releases.
  const copy = path.join(dir, "project");
  const cache = path.join(copy, "build/cli/main.cache");
  const rules = (args: string[], env: Record<string, string> = {}) => {
    const result = spawnSync(process.execPath, [path.join(copy, "bin/rules.mjs"), ...args], { cwd: copy, encoding: "utf8", env: { ...process.env, ...env } });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const commands = [
    ["diff", "2009-07-08", "2009-10-05", "--section", "613", "--json"],
    ["diff", "2009-07-08", "2009-10-05", "--section", "613"],
    ["--help"],
  ];

  it("gives the same output each way", () => {
    mkdirSync(path.join(copy, "build"), { recursive: true });
    cpSync(path.join(PROJECT_ROOT, "bin"), path.join(copy, "bin"), { recursive: true });
    cpSync(path.join(PROJECT_ROOT, "build/cli"), path.join(copy, "build/cli"), { recursive: true });
    symlinkSync(path.join(PROJECT_ROOT, "sources"), path.join(copy, "sources"));
    // The copy's script has another modification time: its cache, made from the original, is stale. A run rewrites it.
    const script = path.join(copy, "build/cli/main.cjs");
    expect(cacheStatus(script, cache)).toBe("stale");
    const stale = commands.map((args) => rules(args));
    rules(commands[0], { RULES_WRITE_CODE_CACHE: "1" });
    expect(cacheStatus(script, cache)).toBe("accepted");
    const withCache = commands.map((args) => rules(args));
    expect(withCache).toEqual(stale);
    expect(withCache.map((r) => r.status)).toEqual([0, 0, 0]);
    spoil(cache);
    expect(cacheStatus(script, cache)).toBe("rejected");
    expect(commands.map((args) => rules(args))).toEqual(withCache);
    rmSync(cache);
    expect(commands.map((args) => rules(args))).toEqual(withCache);
  }, 300_000); // fifteen runs of the command: on a loaded machine, more than the suite's minute
});
