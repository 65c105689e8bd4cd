// One scenario file of the project, for tests that run a few named scenarios. Under mutation testing it comes from
// the bundle built once per run (test/example-bundle.ts); otherwise only the card pool and that file are read.
// Loading every scenario (or even the card pool) at each collection cost seconds of each mutant's run.
import { join } from "node:path";
import { inject } from "vitest";
import { PROJECT_ROOT } from "../src/kb/load.ts";
import { loadCardPool, loadScenarioFile, ScenarioLoadError, SCENARIOS_DIR, type CardPool, type Scenario } from "../src/scenarios/load.ts";
import { readExampleBundle } from "./example-bundle.ts";

let bundled: Scenario[] | undefined;
let pool: CardPool | undefined;

/** The scenario of examples/scenarios/<file> (e.g. "706/706.2-1.yaml"); throws the loader's problems if it has any. */
export function projectScenario(file: string): Scenario {
  const path = `${SCENARIOS_DIR}/${file}`;
  const bundle = inject("exampleBundle");
  if (bundle) {
    bundled ??= readExampleBundle(bundle).scenarios;
    const found = bundled.find((s) => s.file === path);
    if (found) return found;
  }
  pool ??= loadCardPool(PROJECT_ROOT).pool;
  const { scenario, issues } = loadScenarioFile(PROJECT_ROOT, join(PROJECT_ROOT, path), pool);
  if (!scenario) throw new ScenarioLoadError(issues);
  return scenario;
}
