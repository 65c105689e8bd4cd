// Global set-up: rebuilds the `rules` command from src/ before the suite, so the tests that run bin/rules.mjs in a
// child process exercise the code under test, not a build left from an earlier checkout.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/build-cli.mjs", import.meta.url))], { stdio: "inherit" });
}
