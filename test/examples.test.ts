// The check suite: one case per (example × version × language) of the knowledge base, plus project examples.
// An example passes only if a scenario executes it against its current text (same fingerprint) and every
// expectation holds; one with no scenario fails unless the knowledge base marks it not-executable.
import { describe, expect, it } from "vitest";
import { exampleResults } from "../src/scenarios/results.ts";

const results = exampleResults();

describe("worked examples of the rules", () => {
  for (const r of results) {
    const name = `${r.id} [${r.version} ${r.lang}] ${r.title}`;
    it(name, () => {
      if (r.status === "not-executable") {
        // Reviewed in the knowledge base: the annotation must say why.
        expect(r.failures.join(" ").length).toBeGreaterThan(0);
        return;
      }
      expect({ status: r.status, failures: r.failures }).toEqual({ status: "pass", failures: [] });
    });
  }
});
