// Each folder of test/fixtures/check is a tiny project (rules/ + shared sources) beside the exact output
// `rules check --root <folder>` must give: every diagnostic as file:line:col, then the summary line. A folder with
// files.txt checks only the files it lists (one a line), as `rules check --root <folder> <files…>` does.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkKnowledgeBase, summarize } from "../../src/check/index.ts";
import { formatDiagnostic } from "../../src/kb/diagnostics.ts";

const fixtures = join(import.meta.dirname, "../fixtures/check");
/** The fixtures that must pass: the others each hold at least one error. */
const VALID = ["valid", "one-french-file"];
const cases = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, "expected.txt")));

describe("rules check on malformed knowledge bases", () => {
  it("has the fixtures the issue asks for", () => {
    expect(cases).toEqual(expect.arrayContaining(["duplicate-id", "wrong-order", "unknown-annotation", "dangling-reference", "missing-frontmatter", "fr-en-mismatch", "valid"]));
  });

  it.each(cases)("%s", (name) => {
    const listed = join(fixtures, name, "files.txt");
    const files = existsSync(listed) ? readFileSync(listed, "utf8").trim().split("\n") : undefined;
    const result = checkKnowledgeBase(join(fixtures, name), files);
    const printed = [...result.errors.map(formatDiagnostic), summarize(result)];
    const expected = readFileSync(join(fixtures, name, "expected.txt"), "utf8").trimEnd().split("\n");
    expect(printed).toEqual(expected);
    expect(result.errors.length === 0).toBe(VALID.includes(name));
  });
});
