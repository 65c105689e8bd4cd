// Parsing the whole knowledge base (target: under 300 ms) and checking it.
import { bench, describe } from "vitest";
import { readKnowledgeBase } from "../src/kb/load.ts";
import { checkKnowledgeBase } from "../src/check/index.ts";
import { parseSectionFile } from "../src/kb/parse.ts";

describe("knowledge base", () => {
  bench("parse every rules file into the model", () => {
    readKnowledgeBase();
  }, { iterations: 10, warmupIterations: 2 });

  bench("rules check (parse + structure + references + parity + fidelity)", () => {
    checkKnowledgeBase();
  }, { iterations: 5, warmupIterations: 1 });
});

// Issue 14, case 6: locating cross-references sliced the file once per reference (100,000 references: 40–66 s).
// Every pass over a file is linear now: these two files differ tenfold in size, and so should their times.
function fileWithReferences(count: number): string {
  const perRule = 50;
  const rules = Array.from({ length: count / perRule }, (_, i) =>
    `706.${i + 1}. ${Array.from({ length: perRule }, (_, j) => `See rule 706.${((i + j) % 9) + 1}.`).join(" ")}`,
  );
  return ['---\nversion: "2011-02-04"\nlang: en\nsection: "706"\ntitle: Copying Objects', "source: { file: sources/cr/cr-2011-02-04-MBS.txt, sha256: " + "a".repeat(64) + " }\n---", "# 706. Copying Objects", ...rules].join("\n\n") + "\n";
}

describe("a rules file with many cross-references", () => {
  const small = fileWithReferences(10_000);
  const large = fileWithReferences(100_000);
  bench("10,000 references (160 KB)", () => {
    parseSectionFile(small, "706.md");
  }, { iterations: 3, warmupIterations: 1 });
  bench("100,000 references (1.6 MB)", () => {
    parseSectionFile(large, "706.md");
  }, { iterations: 3, warmupIterations: 1 });
});
