// The join of knowledge-base examples and scenarios: pass, fail, stale, missing, not-executable.
import { describe, expect, it } from "vitest";
import { loadKnowledgeBase, PROJECT_ROOT } from "../../src/kb/load.ts";
import type { KbExample, KnowledgeBase } from "../../src/kb/model.ts";
import { loadScenarios } from "../../src/scenarios/load.ts";
import { exampleResults } from "../../src/scenarios/results.ts";
import { runScenario } from "../../src/scenarios/run.ts";
import { renderEvent } from "../../src/engine/messages/render.ts";

/** A copy of the knowledge base where one example of 706 (2011-02-04 en) is changed by `change`. */
function withExample(id: string, change: (e: KbExample) => void): KnowledgeBase {
  const kb = loadKnowledgeBase();
  const sections = kb.sections.map((s) =>
    s.version === "2011-02-04" && s.lang === "en" && s.section === "706"
      ? { ...s, rules: s.rules.map((r) => ({ ...r, examples: r.examples.map((e) => (e.id === id ? { ...e, annotations: [...e.annotations] } : e)) })) }
      : s,
  );
  const example = sections.flatMap((s) => (s.version === "2011-02-04" && s.lang === "en" ? s.rules : [])).flatMap((r) => r.examples).find((e) => e.id === id)!;
  change(example);
  return { ...kb, sections };
}

const find = (results: ReturnType<typeof exampleResults>, id: string) =>
  results.find((r) => r.id === id && r.version === "2011-02-04" && r.lang === "en")!;

describe("example results", () => {
  it("a scenario written against other text is stale", () => {
    const kb = withExample("706.2#1", (e) => (e.fingerprint = "000000000000"));
    const r = find(exampleResults(PROJECT_ROOT, kb), "706.2#1");
    expect(r.status).toBe("stale");
    expect(r.failures[0]).toContain("000000000000");
  });

  it("an example no scenario claims is missing, unless annotated not-executable", () => {
    const kb = withExample("706.2#1", (e) => (e.id = "706.2#9"));
    expect(find(exampleResults(PROJECT_ROOT, kb), "706.2#9").status).toBe("missing");
    const annotated = withExample("706.2#1", (e) => {
      e.id = "706.2#9";
      e.annotations.push({ kind: "not-executable", attributes: {}, body: "needs a subgame", raw: "", position: { line: 1, column: 1 } });
    });
    const r = find(exampleResults(PROJECT_ROOT, annotated), "706.2#9");
    expect(r.status).toBe("not-executable");
    expect(r.failures).toEqual(["needs a subgame"]);
  });

  it("a scenario naming an example the knowledge base lacks fails", () => {
    const kb = withExample("706.2#1", (e) => (e.id = "706.2#9"));
    const r = find(exampleResults(PROJECT_ROOT, kb), "706.2#1");
    expect(r.status).toBe("fail");
    expect(r.failures[0]).toContain("does not have");
  });
});

describe("scenario runs", () => {
  const [clone] = loadScenarios(PROJECT_ROOT).filter((s) => s.file.endsWith("706/706.2-1.yaml"));

  it("fail when an expectation doesn't hold, quoting the example's sentence", () => {
    const broken = structuredClone(clone);
    const expectations = broken.actions.filter((a) => "expect" in a);
    (expectations[1] as { expect: { power: number | null } }).expect.power = 5;
    const result = runScenario(broken, "2011-02-04", "en");
    expect(result.status).toBe("fail");
    expect(result.failures).toEqual(['clone power: expected 5, got null — "The Clone is an artifact, not a 5/5 artifact creature."']);
  });

  it("narrate in the page's language, with card names in that language", () => {
    const fr = runScenario(clone, "2011-02-04", "fr");
    expect(fr.status).toBe("pass");
    expect(fr.narration.map((e) => renderEvent(e, "fr"))).toContain("Clone devient une copie de Bâton chimérique.");
    const en = runScenario(clone, "2011-02-04", "en");
    expect(en.narration.map((e) => renderEvent(e, "en"))).toContain("Clone becomes a copy of Chimeric Staff.");
  });

  it("give the layer trace of the objects the expectations look at", () => {
    const result = runScenario(clone, "2011-02-04", "en");
    const staff = result.trace.find((t) => t.object === "staff")!;
    expect(staff.entries.map((e) => [e.stage, e.rule])).toEqual([["4", "613.1d"], ["7b", "613.3b"]]);
  });
});
