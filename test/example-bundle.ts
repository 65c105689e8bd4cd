// The knowledge base's example instances and the loaded scenarios, built once per mutation-testing run
// (vitest.mutate.config.ts's globalSetup) and read back by test/examples.test.ts at each of its collections: Stryker
// collects that file again for every mutant, and loading the knowledge base and the scenarios dominated the cost.
// Neither load is engine code (the engine runs in each test, on the scenario), so no mutant can change them.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { TestProject } from "vitest/node";
import { loadKnowledgeBase, PROJECT_ROOT } from "../src/kb/load.ts";
import { loadScenarios, type Scenario } from "../src/scenarios/load.ts";
import { knowledgeBaseInstances, type ExampleInstance } from "../src/scenarios/results.ts";

export interface ExampleBundle {
  instances: ExampleInstance[];
  scenarios: Scenario[];
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the serialized ExampleBundle, when a globalSetup built one. */
    exampleBundle?: string;
  }
}

export function readExampleBundle(file: string): ExampleBundle {
  return deserialize(readFileSync(file)) as ExampleBundle;
}

/** globalSetup: writes the bundle (v8 serialization keeps the scenarios' card Maps and shared card objects). */
export default function setup(project: TestProject): () => void {
  const file = join(tmpdir(), `mtg-example-bundle-${process.pid}.bin`);
  const bundle: ExampleBundle = { instances: knowledgeBaseInstances(loadKnowledgeBase(PROJECT_ROOT)), scenarios: loadScenarios(PROJECT_ROOT) };
  writeFileSync(file, serialize(bundle));
  project.provide("exampleBundle", file);
  return () => rmSync(file, { force: true });
}
