import { describe, expect, it } from "vitest";
import { parseReferences } from "../../src/kb/references.ts";

const refs = (text: string) => parseReferences(text).map((r) => ({ text: r.text, targets: r.targets, kind: r.kind }));

describe("cross-references", () => {
  it.each([
    ["See rule 613.1f.", [{ text: "rule 613.1f", targets: ["613.1f"], kind: "rule" }]],
    ["see rule 510.", [{ text: "rule 510", targets: ["510"], kind: "rule" }]],
    ["rules 706.2–706.4 apply", [{ text: "rules 706.2–706.4", targets: ["706.2", "706.4"], kind: "range" }]],
    ["rules 706.2 through 706.4", [{ text: "rules 706.2 through 706.4", targets: ["706.2", "706.4"], kind: "range" }]],
    ["rules 100.1, 100.2, and 100.3.", [{ text: "rules 100.1, 100.2, and 100.3", targets: ["100.1", "100.2", "100.3"], kind: "rule" }]],
    ["rules 502.2 and 502.3", [{ text: "rules 502.2 and 502.3", targets: ["502.2", "502.3"], kind: "rule" }]],
    ["(See section 8, \"Multiplayer Rules.\")", [{ text: "section 8", targets: ["8"], kind: "chapter" }]],
    ["No reference in 2/2 or 706 cards.", []],
  ])("English: %s", (text, expected) => {
    expect(refs(text)).toEqual(expected);
  });

  it.each([
    ["Cf. règle 613.1f.", [{ text: "règle 613.1f", targets: ["613.1f"], kind: "rule" }]],
    ["voir règle 510", [{ text: "règle 510", targets: ["510"], kind: "rule" }]],
    ["règles 706.2 à 706.4", [{ text: "règles 706.2 à 706.4", targets: ["706.2", "706.4"], kind: "range" }]],
    ["les règles 502.2 et 502.3", [{ text: "règles 502.2 et 502.3", targets: ["502.2", "502.3"], kind: "rule" }]],
    ["(cf. règle510.1)", [{ text: "règle510.1", targets: ["510.1"], kind: "rule" }]],
    ["(Cf règle 805.)", [{ text: "règle 805", targets: ["805"], kind: "rule" }]],
    ["voir la section 8", [{ text: "section 8", targets: ["8"], kind: "chapter" }]],
  ])("French: %s", (text, expected) => {
    expect(refs(text)).toEqual(expected);
  });

  it("gives the offset of each reference in the text", () => {
    const text = "See rule 706.2 and rule 613.1f.";
    expect(parseReferences(text).map((r) => text.slice(r.offset, r.offset + r.text.length))).toEqual(["rule 706.2", "rule 613.1f"]);
  });
});
