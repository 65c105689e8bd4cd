// Parsing the whole knowledge base (target: under 300 ms) and checking it.
import { bench, describe } from "vitest";
import { readKnowledgeBase } from "../src/kb/load.ts";
import { checkKnowledgeBase } from "../src/check/index.ts";

describe("knowledge base", () => {
  bench("parse every rules file into the model", () => {
    readKnowledgeBase();
  }, { iterations: 10, warmupIterations: 2 });

  bench("rules check (parse + structure + references + parity + fidelity)", () => {
    checkKnowledgeBase();
  }, { iterations: 5, warmupIterations: 1 });
});
