// The committed knowledge base: every file passes `rules check`, file by file (fidelity to its source included),
// and the model gives the rules, examples and annotations the sources have.
import { beforeAll, describe, expect, it } from "vitest";
import { checkKnowledgeBase, type CheckResult } from "../../src/check/index.ts";
import { formatDiagnostic } from "../../src/kb/diagnostics.ts";
import { listRulesFiles, loadKnowledgeBase } from "../../src/kb/load.ts";
import { findSection, versionsOf } from "../../src/kb/model.ts";

let result: CheckResult;
beforeAll(() => {
  result = checkKnowledgeBase();
});

describe("every knowledge-base file checks clean (schema, order, references, parity, fidelity)", () => {
  it.each(listRulesFiles())("%s", (file) => {
    expect(result.errors.filter((e) => e.file === file).map(formatDiagnostic)).toEqual([]);
  });

  it("has no error outside the files", () => {
    expect(result.errors.map(formatDiagnostic)).toEqual([]);
  });
});

describe("the model of the knowledge base", () => {
  const kb = loadKnowledgeBase();

  it("holds the planned versions, languages and sections", () => {
    expect(versionsOf(kb)).toEqual(["2007-10-01", "2011-02-04", "2011-09-30"]);
    const keys = kb.sections.map((s) => `${s.version}/${s.lang}/${s.section}`).sort();
    expect(keys).toHaveLength(9 * 2 + 5 + 4 + 5);
    expect(keys).toContain("2011-02-04/en/612");
    expect(keys).not.toContain("2011-02-04/fr/612");
    expect(keys.filter((k) => k.startsWith("2011-09-30/fr"))).toEqual([]);
  });

  it("attaches examples to their rule, in order", () => {
    const en = findSection(kb, "2011-02-04", "en", "706")!;
    const rule = en.rules.find((r) => r.id === "706.2")!;
    expect(rule.examples.map((e) => e.id)).toEqual(["706.2#1", "706.2#2"]);
    expect(rule.examples[0]!.text).toMatch(/^Example: Chimeric Staff is an artifact/u);
    const fr = findSection(kb, "2011-02-04", "fr", "706")!;
    expect(fr.rules.find((r) => r.id === "706.2")!.examples[0]!.text).toMatch(/^Exemple : Le Bâton chimérique/u);
  });

  it("renumbers the second French 706.8c as 706.8d, keeping the printed number", () => {
    const fr = findSection(kb, "2011-02-04", "fr", "706")!;
    const renumbered = fr.rules.find((r) => r.id === "706.8d")!;
    expect(renumbered.printedId).toBe("706.8c");
    expect(renumbered.annotations.some((a) => a.kind === "correction" && a.label === "706.8c")).toBe(true);
    expect(fr.rules.filter((r) => r.id === "706.8c")).toHaveLength(1);
  });

  it("keeps the French source defects verbatim, each with an annotation", () => {
    const layers = findSection(kb, "2011-02-04", "fr", "613")!;
    const layer6 = layers.rules.find((r) => r.id === "613.1f")!;
    expect(layer6.text).toContain("Coucher 6");
    expect(layer6.annotations).toContainEqual(expect.objectContaining({ kind: "correction", label: "Coucher 6", attributes: { expected: "Couche 6" } }));
    const copies = findSection(kb, "2007-10-01", "fr", "503")!;
    const copyOfAbility = copies.rules.find((r) => r.id === "503.10")!;
    expect(copyOfAbility.text.startsWith("A copy of an ability is itself an ability.")).toBe(true);
    expect(copyOfAbility.annotations.some((a) => a.kind === "translation")).toBe(true);
    const twoHeaded = findSection(kb, "2011-02-04", "fr", "810")!;
    expect(twoHeaded.rules.find((r) => r.id === "810.7f")!.references.map((r) => r.text)).toContain("règle510.1");
  });

  it("keeps the French titles of the whole CR", () => {
    const contents = kb.contents.find((c) => c.lang === "fr")!;
    expect(contents.titles.get("706")).toBe("Copier des objets");
    expect(contents.titles.get("613")).toBe("Interaction d’effets continus");
    expect(contents.titles.size).toBeGreaterThan(100);
  });
});
