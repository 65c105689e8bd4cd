// The Markdown writer: official text survives a round trip through the knowledge-base parser, and re-importing
// keeps every annotation written by hand.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listReleases } from "../../src/import/archive.ts";
import { readCrFile } from "../../src/import/cr-text.ts";
import { PROJECT_ROOT } from "../../src/kb/load.ts";
import { renderSectionFile } from "../../src/import/markdown.ts";
import { escapeMarkdown } from "../../src/kb/official-text.ts";
import { importKnowledgeBase } from "../../src/import/knowledge-base.ts";
import { parseSectionFile } from "../../src/kb/parse.ts";
import { normalizeWhitespace } from "../../src/kb/fingerprint.ts";
import type { SourceSection } from "../../src/import/types.ts";

const meta = { version: "2011-02-04", lang: "en" as const, source: { file: "x.txt", sha256: "0".repeat(64) } };

function roundTrip(section: SourceSection) {
  const parsed = parseSectionFile(renderSectionFile(meta, section, []), `${section.number}.md`);
  expect(parsed.diagnostics).toEqual([]);
  return parsed.value!;
}

describe("official text round-trips through Markdown", () => {
  it.each([
    ["emphasis and code marks", "A *starred*, _underscored_ and `ticked` word, a [bracket] and <angle>."],
    ["a line that would start a list or heading", "First line\n- not a list\n# not a heading\n12. not a list either\n> not a quote"],
    ["directive-like colons", "Rules:foo and ::bar and :::baz stay text"],
    ["entities and pipes", "&amp; stays &amp; and a | b"],
    ["URLs", "See www.wizards.com/magic/MTG_Rules.asp or http://x.test/a_b_c."],
    ["lost symbols in French", "avec la capacité « : le Bâton »\n: suite"],
  ])("%s", (_, text) => {
    const section: SourceSection = { number: "706", title: "Copying *Objects*", line: 1, rules: [{ id: "706.1", text, examples: [`Example: ${text}`], line: 2 }] };
    const [heading, rule] = roundTrip(section).rules;
    expect(heading!.text).toBe("Copying *Objects*");
    expect(normalizeWhitespace(rule!.text)).toBe(normalizeWhitespace(text));
    expect(normalizeWhitespace(rule!.examples[0]!.text)).toBe(normalizeWhitespace(`Example: ${text}`));
  });

  // One release in twelve across the archive (every format variant is among them), every section.
  const sample = listReleases().filter((r) => !r.file.includes("1997")).filter((_, i, all) => i % 12 === 0 || i === all.length - 1);
  it.each(sample.map((r) => r.file))("every rule and example of %s", (file) => {
    const doc = readCrFile(join(PROJECT_ROOT, file));
    for (const section of doc.sections) {
      const back = roundTrip(section).rules.slice(1);
      expect(back.map((r) => r.printedId ?? r.id)).toEqual(section.rules.map((r) => r.id));
      section.rules.forEach((rule, i) => {
        expect(normalizeWhitespace(back[i]!.text)).toBe(normalizeWhitespace(rule.text));
        expect(back[i]!.examples.map((e) => normalizeWhitespace(e.text))).toEqual(rule.examples.map(normalizeWhitespace));
      });
    }
  });

  it("escapes only what Markdown would read as syntax", () => {
    expect(escapeMarkdown("706.2a plain text, {T}: add {G}.")).toBe("706.2a plain text, {T}: add {G}.");
  });
});

describe("re-importing keeps hand-written annotations", () => {
  const root = mkdtempSync(join(tmpdir(), "kb-import-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("puts each annotation back after its rule or example, and adds no duplicate defect annotations", () => {
    cpSync(join(PROJECT_ROOT, "sources"), join(root, "sources"), { recursive: true });
    mkdirSync(join(root, "rules"));
    importKnowledgeBase(root);
    const file = join(root, "rules/2011-02-04/en/706.md");
    const note = ":::note{kind=ruling}\nHand-written: Clone copies the Staff's printed values only.\n:::";
    const attributed = ":::note{about=706.1}\nA note with an attribute, after a rule.\n:::";
    const text = readFileSync(file, "utf8")
      .replace(/(\nExample: Chimeric Staff[^\n]*\n)/u, `$1\n${note}\n`)
      .replace(/(\n706\.1\. [^\n]*\n)/u, `$1\n${attributed}\n`);
    writeFileSync(file, text);
    const frFile = join(root, "rules/2011-02-04/fr/613.md");
    const before = readFileSync(frFile, "utf8");

    const report = importKnowledgeBase(root);
    expect(report.written).toEqual([]);
    expect(readFileSync(file, "utf8")).toBe(text);
    expect(readFileSync(frFile, "utf8")).toBe(before);
    const section = parseSectionFile(readFileSync(file, "utf8"), "706.md").value!;
    const example = section.rules.find((r) => r.id === "706.2")!.examples[0]!;
    expect(example.annotations.map((a) => a.raw)).toEqual([note]);
    expect(section.rules.find((r) => r.id === "706.1")!.annotations.map((a) => a.raw)).toEqual([attributed]);
  });

  it("keeps an annotation whose rule the source no longer has at the top of its file, and reports it", () => {
    const file = join(root, "rules/2011-02-04/en/810.md");
    const orphan = ":::note\nAbout a rule that the source does not have.\n:::";
    writeFileSync(file, `${readFileSync(file, "utf8")}\n810.99. A rule no release prints.\n\n${orphan}\n`);
    const report = importKnowledgeBase(root);
    expect(report.orphans).toEqual([{ file: "rules/2011-02-04/en/810.md", annotation: ":::note" }]);
    const section = parseSectionFile(readFileSync(file, "utf8"), "810.md").value!;
    expect(section.rules.map((r) => r.id)).not.toContain("810.99");
    expect(section.annotations.map((a) => a.raw)).toEqual([orphan]);
  });

  it("refuses to rewrite a file it cannot read whole, naming each problem at its line", () => {
    const file = join(root, "rules/2011-02-04/en/613.md");
    const misspelt = readFileSync(file, "utf8").replace(/(\n613\.1\. [^\n]*\n)/u, "$1\n:::nte\nA note whose kind is misspelt.\n:::\n");
    writeFileSync(file, misspelt);
    const line = misspelt.split("\n").indexOf(":::nte") + 1;
    expect(() => importKnowledgeBase(root)).toThrow(
      "rules import: nothing written, because of these problems:\n" +
        "refusing to overwrite rules/2011-02-04/en/613.md: it cannot be read whole, so what it holds would be lost\n" +
        `rules/2011-02-04/en/613.md:${line}:1: unknown annotation kind 'nte' (expected one of note, correction, translation, not-executable)`,
    );
    expect(readFileSync(file, "utf8")).toBe(misspelt);
  });
});
