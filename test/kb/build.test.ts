// npm run build fails on any knowledge-base, card or scenario error, and leaves the previous site as it was
// (issue 14, case 3). The data check runs before astro, so the first case never builds a site; the second stops
// astro in the middle of its build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/kb/root.ts";

const out = join(mkdtempSync(join(tmpdir(), "kb-build-")), "dist");
afterAll(() => rmSync(join(out, ".."), { recursive: true, force: true }));

describe("npm run build with broken data", () => {
  it("a scenario naming a card that does not exist: exit 1, the error located, the previous output untouched", () => {
    mkdirSync(out);
    writeFileSync(join(out, "index.html"), "the previous site");
    const result = spawnSync(process.execPath, [join(PROJECT_ROOT, "scripts/build-site.mjs")], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      env: { ...process.env, SITE_RULES_ROOT: "test/fixtures/check/unknown-card-in-scenario", SITE_OUT_DIR: out },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("examples/scenarios/706/706.2-1.yaml:9:17: unknown card 'chimeric-staf'\n");
    expect(result.stderr).toContain("build: the data has errors (above); nothing built");
    expect(readFileSync(join(out, "index.html"), "utf8")).toBe("the previous site");
    expect(existsSync(`${out}.next`)).toBe(false);
  });
});

describe("npm run build when astro fails mid-build", () => {
  it("the build is killed while astro bundles the pages: exit 1, the previous output untouched, no half-built folder left", async () => {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "index.html"), "the previous site");
    mkdirSync(`${out}.next`, { recursive: true });
    writeFileSync(join(`${out}.next`, "index.html"), "left by a build that crashed");
    const build = spawn(process.execPath, [join(PROJECT_ROOT, "scripts/build-site.mjs")], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, SITE_RULES_ROOT: "test/fixtures/check/valid", SITE_OUT_DIR: out },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    build.stderr.on("data", (chunk) => (stderr += chunk));
    let killed = false;
    build.stdout.on("data", (chunk: Buffer) => {
      // Astro is the build script's child: once it has started bundling into <out>.next, it is killed.
      if (killed || !String(chunk).includes("Building static entrypoints")) return;
      killed = true;
      for (const pid of readFileSync(`/proc/${build.pid}/task/${build.pid}/children`, "utf8").trim().split(/\s+/u)) {
        process.kill(Number(pid), "SIGKILL");
      }
    });
    const status = await new Promise<number | null>((resolve) => build.on("exit", resolve));
    expect(killed).toBe(true);
    expect(status).toBe(1);
    expect(stderr).toContain("build: astro build failed;");
    expect(readFileSync(join(out, "index.html"), "utf8")).toBe("the previous site");
    expect(existsSync(`${out}.next`)).toBe(false);
  }, 300_000);
});
