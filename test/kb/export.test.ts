import { describe, expect, it } from "vitest";
import { exportKnowledgeBase } from "../../src/kb/export.ts";
import { loadKnowledgeBase } from "../../src/kb/load.ts";

describe("rules export", () => {
  const kb = loadKnowledgeBase();

  it("filters sections and survives a JSON round trip", () => {
    const model = JSON.parse(JSON.stringify(exportKnowledgeBase(kb, { version: "2011-02-04", lang: "fr", section: "706" })));
    expect(model.versions).toEqual(["2007-10-01", "2011-02-04", "2011-09-30"]);
    expect(model.sections).toHaveLength(1);
    const rule = model.sections[0].rules.find((r: { id: string }) => r.id === "706.2");
    expect(rule.examples[0].id).toBe("706.2#1");
    expect(model.contents[0].titles["706"]).toBe("Copier des objets");
  });
});
