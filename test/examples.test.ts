// The check suite: one case per (example × version × language) of the knowledge base, plus project examples.
// An example passes only if a scenario executes it against its current text (same fingerprint) and every
// expectation holds; one with no scenario fails unless the knowledge base marks it not-executable.
// Each case runs its own scenario inside its test (so mutation testing can tell which cases cover which code).
import { describe, expect, inject, it } from "vitest";
import { PROJECT_ROOT } from "../src/kb/load.ts";
import { exampleCases } from "../src/scenarios/results.ts";
import { readExampleBundle } from "./example-bundle.ts";

// Under mutation testing the knowledge base and scenarios come from the bundle built once (test/example-bundle.ts).
const bundle = inject("exampleBundle");
const cases = bundle ? (({ instances, scenarios }) => exampleCases(PROJECT_ROOT, undefined, scenarios, instances))(readExampleBundle(bundle)) : exampleCases();

describe("worked examples of the rules", () => {
  for (const c of cases) {
    const name = `${c.id} [${c.version} ${c.lang}] ${c.title}`;
    it(name, () => {
      const r = c.result();
      if (r.status === "not-executable") {
        // Reviewed in the knowledge base: the annotation must say why.
        expect(r.failures.join(" ").length).toBeGreaterThan(0);
        return;
      }
      expect({ status: r.status, failures: r.failures }).toEqual({ status: "pass", failures: [] });
    });
  }
});
