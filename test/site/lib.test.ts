// Unit tests of the site's data helpers (no build, no browser).

import { describe, expect, it } from "vitest";
import { renderAnnotationMarkdown } from "../../src/site/lib/annotation-markdown.ts";
import { carryAnchor, decodeCarry, encodeCarry, nearestExistingAnchor } from "../../src/site/lib/anchors.ts";
import { equivalentSection, versionLink } from "../../src/site/lib/version-switch.ts";
import { referenceHref, segmentOfficialText } from "../../src/site/lib/official-text.ts";
import { exampleAnchor, translatedPath } from "../../src/site/lib/paths.ts";
import { parseReferences } from "../../src/kb/references.ts";
import type { KbAnnotation } from "../../src/kb/model.ts";
import type { CardDef } from "../../src/engine/cards.ts";
import type { SiteChange } from "../../src/diff/site.ts";
import { count, typography } from "../../src/site/lib/i18n.ts";
import { collapseRenumberings, CONTEXT_WORDS, renumberingSummary, withContext } from "../../src/site/lib/renumberings.ts";
import { typeLine } from "../../src/site/lib/type-line.ts";
import { follow, lineage } from "../../src/site/archive/follow.ts";
import type { ArchiveStep } from "../../src/site/archive/export.ts";
import { boardCheckpoints } from "../../src/site/lib/board.ts";
import type { ObjectSnapshot } from "../../src/engine/narration.ts";

const annotation = (kind: KbAnnotation["kind"], label: string): KbAnnotation => ({
  kind,
  label,
  attributes: {},
  body: "",
  raw: "",
  position: { line: 1, column: 1 },
});

describe("annotation Markdown", () => {
  it("shows raw HTML as text and keeps Markdown formatting", () => {
    const html = renderAnnotationMarkdown('Quote <script>alert(1)</script> and **bold**.\n\n<img src="x" onerror="alert(1)">');
    expect(html).not.toMatch(/<script|<img/u);
    expect(html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("&#x3C;img src=\"x\" onerror=\"alert(1)\">");
  });

  it("drops javascript: links but keeps site links", () => {
    const html = renderAnnotationMarkdown("[bad](javascript:alert(1)) [good](/en/2011-02-04/706/#706.2)");
    expect(html).toContain("<a>bad</a>");
    expect(html).toContain('<a href="/en/2011-02-04/706/#706.2">good</a>');
  });
});

describe("anchors", () => {
  it("names examples by rule and rank, without '#'", () => {
    expect(exampleAnchor({ rule: "706.2a", index: 2 })).toBe("706.2a-ex2");
  });

  it("carries an anchor to a renumbered section and rule, and only to a counterpart", () => {
    const carry = { from: "503", to: "706", ids: { "503.2a": "706.2a", "503.8": "706.7a" } };
    expect(carryAnchor("503.2a-ex1", carry)).toBe("706.2a-ex1");
    expect(carryAnchor("503.8-ex2", carry)).toBe("706.7a-ex2");
    expect(carryAnchor("503", carry)).toBe("706");
    // 503.9 is not in the table: no counterpart, even though 706.9 exists in the target section.
    expect(carryAnchor("503.9", carry)).toBeUndefined();
    expect(carryAnchor("706.2", undefined)).toBe("706.2");
    expect(encodeCarry(carry)).toBe("503>706 503.2a 503.8=706.7a");
    expect(decodeCarry(encodeCarry(carry))).toEqual(carry);
  });

  it("falls back to the nearest parent rule that exists", () => {
    const ids = new Set(["706", "706.2"]);
    expect(nearestExistingAnchor("706.2c-ex3", (id) => ids.has(id))).toBe("706.2");
    expect(nearestExistingAnchor("706.14", (id) => ids.has(id))).toBe("706");
    expect(nearestExistingAnchor("999.1", (id) => ids.has(id))).toBeUndefined();
  });

  it("swaps the language prefix of a path", () => {
    expect(translatedPath("/en/2011-02-04/706/", "fr")).toBe("/fr/2011-02-04/706/");
  });
});

describe("version switch", () => {
  it("follows the 2009 renumbering both ways, section and rules (503 ↔ 706, 503.8 ↔ 706.7a)", () => {
    const back = equivalentSection("706", "2011-02-04", "2007-10-01");
    expect(back.section).toBe("503");
    expect(back.ids.get("706.2")).toBe("503.2");
    expect(back.ids.get("706.7a")).toBe("503.8");
    const forward = equivalentSection("503", "2007-10-01", "2011-09-30");
    expect(forward.section).toBe("706");
    // 503.10 became 706.9 in 2011-02-04, then 706.10 in 2011-09-30 (a rule was inserted before it).
    expect(forward.ids.get("503.10")).toBe("706.10");
  });

  it("gives no counterpart to a rule the older version lacks (706.8 of 2011-09-30, double-faced cards)", () => {
    const back = equivalentSection("706", "2011-09-30", "2011-02-04");
    expect(back.ids.has("706.8")).toBe(false);
    expect(back.ids.get("706.9")).toBe("706.8");
    expect(equivalentSection("706", "2011-09-30", "2007-10-01").ids.has("706.8")).toBe(false);
  });

  it("leads to the annotated page, else the full text (at the rule a section became), else the contents", () => {
    expect(versionLink("en", "706", "2011-02-04", "2007-10-01")).toMatchObject({ href: "/en/2007-10-01/503/", carry: { from: "706", to: "503" } });
    expect(versionLink("fr", "810", "2011-02-04", "2007-10-01")).toMatchObject({ href: "/fr/2007-10-01/cr/606/", carry: { from: "810", to: "606" } });
    expect(versionLink("en", "613", "2011-02-04", "2007-10-01")).toEqual({ version: "2007-10-01", href: "/en/2007-10-01/cr/418/#418.5" });
    expect(versionLink("en", "115", "2011-02-04", "2007-10-01")).toEqual({ version: "2007-10-01", href: "/en/2007-10-01/" });
    expect(versionLink("en", "504", "2007-10-01", "2011-09-30")).toMatchObject({ href: "/en/2011-09-30/cr/707/" });
  });
});

describe("official text", () => {
  const context = { lang: "en" as const, version: "2011-02-04" };

  it("links references inside the knowledge base to the annotated page, others to the full text", () => {
    expect(referenceHref("613.1f", "rule", context)).toBe("/en/2011-02-04/613/#613.1f");
    expect(referenceHref("110.6", "rule", context)).toBe("/en/2011-02-04/cr/110/#110.6");
    expect(referenceHref("601", "rule", context)).toBe("/en/2011-02-04/cr/601/");
    expect(referenceHref("8", "chapter", context)).toBe("/en/2011-02-04/#chapter-8");
    expect(referenceHref("999.1", "rule", context)).toBeUndefined();
  });

  it("writes links into the page itself as bare anchors", () => {
    expect(referenceHref("706.2", "rule", { ...context, pagePath: "/en/2011-02-04/706/" })).toBe("#706.2");
  });

  it("cuts text into plain, linked and marked segments that join back to the text", () => {
    const text = "The copy's copiable values (see rule 110.6) include « : le Bâton » as printed.";
    const segments = segmentOfficialText(text, parseReferences(text), [annotation("correction", "« : le Bâton »")], context);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(segments.find((s) => s.href)).toEqual({ text: "rule 110.6", href: "/en/2011-02-04/cr/110/#110.6" });
    expect(segments.find((s) => s.marked)).toEqual({ text: "« : le Bâton »", marked: "correction" });
  });

  it("finds a quoted passage across line breaks of the source", () => {
    const text = "Exemple : le Bâton a pour texte \"\n: le Bâton devient\"";
    const segments = segmentOfficialText(text, [], [annotation("correction", 'pour texte " : le Bâton')], context);
    expect(segments.find((s) => s.marked)?.text).toBe('pour texte "\n: le Bâton');
  });
});

describe("interface text", () => {
  it("counts with the plural of each language (French 0 and 1 are singular)", () => {
    expect(count("fr", 0, "example")).toBe("0\u00a0exemple");
    expect(count("fr", 18, "pass")).toBe("18\u00a0réussis");
    expect(count("fr", 2, "edited")).toBe("2\u00a0modifiées");
    expect(count("en", 1, "rule")).toBe("1\u00a0rule");
    expect(count("en", 7, "example")).toBe("7\u00a0examples");
  });

  it("keeps French guillemets and high punctuation with their words", () => {
    expect(typography("le texte « : le Bâton » ; voir !", "fr")).toBe("le texte «\u00a0: le Bâton\u00a0»\u00a0; voir\u00a0!");
    expect(typography("Note: see « this »", "en")).toBe("Note: see « this »");
  });
});

describe("changes as a reader wants them", () => {
  const change = (from: string, to: string, parts: SiteChange["parts"], renumberedOnly: boolean): SiteChange => ({
    kind: "moved", from, to, heading: false, similarity: 1, referencesOnly: false, renumberedOnly, parts,
  });

  it("collapses pure renumberings into one line, keeps edits", () => {
    const changes = [
      change("706.1", "707.1", [{ op: "=", text: "a" }], true),
      change("706.2", "707.2", [{ op: "=", text: "b" }], true),
      change("706.3", "707.3", [{ op: "=", text: "c" }], true),
      change("706.4", "707.4", [{ op: "=", text: "d " }, { op: "+", text: "e" }], false),
    ];
    const { renumbered, shown } = collapseRenumberings(changes);
    expect(renumbered).toHaveLength(3);
    expect(renumberingSummary(renumbered)).toBe("706.x → 707.x");
    expect(shown.map((c) => c.to)).toEqual(["707.4"]);
  });

  it("cuts long unchanged runs of an edit down to the words around the change", () => {
    const words = Array.from({ length: 40 }, (_, i) => `w${i} `).join("");
    const parts = withContext([{ op: "=", text: words }, { op: "+", text: "new " }, { op: "=", text: words }]);
    expect(parts[1]).toEqual({ op: "+", text: "new " });
    expect(parts[0]!.text.startsWith("… ")).toBe(true);
    expect(parts[0]!.text.split(" ").filter((w) => /^w\d+$/u.test(w))).toHaveLength(CONTEXT_WORDS);
    expect(parts[2]!.text.endsWith("… ")).toBe(true);
    expect(withContext([{ op: "=", text: words }])).toEqual([{ op: "=", text: words }]);
  });
});

describe("card type lines", () => {
  const card = { slug: "x", name: { en: "X" }, types: ["artifact", "creature"], supertypes: ["legendary"], subtypes: ["Shapeshifter", "Wall"] } as unknown as CardDef;
  it("are printed the way each language prints them", () => {
    expect(typeLine(card, "en").map((p) => p.text).join("")).toBe("Legendary Artifact Creature — Shapeshifter Wall");
    expect(typeLine(card, "fr").map((p) => p.text).join("")).toBe("Créature-artefact légendaire — Changeforme et Mur");
  });
});

describe("following a rule through the archive's steps", () => {
  // Three releases: 503.8 becomes 706.7a (renumbered), 503.9 is removed, 706.8 is added in the last step.
  const steps: ArchiveStep[] = [
    {
      from: "2007-10-01",
      to: "2009-07-08",
      rules: { renamed: { "503.1": "706.1", "503.8": "706.7a" }, removed: ["503.9"], added: [] },
      sections: { renamed: { "503": "706" }, removed: [], added: [] },
    },
    {
      from: "2009-07-08",
      to: "2011-09-30",
      rules: { renamed: { "706.8": "706.9" }, removed: [], added: ["706.8"] },
      sections: { renamed: {}, removed: [], added: [] },
    },
  ];

  it("follows renumberings both ways, and says when a rule has no counterpart", () => {
    expect(follow(steps, "503.8", "2007-10-01", "2011-09-30", "rules")).toBe("706.7a");
    expect(follow(steps, "706.7a", "2011-09-30", "2007-10-01", "rules")).toBe("503.8");
    expect(follow(steps, "503.9", "2007-10-01", "2009-07-08", "rules")).toBeUndefined();
    // 706.8 of the last release was added: no counterpart before, although 706.8 existed (it became 706.9).
    expect(follow(steps, "706.8", "2011-09-30", "2009-07-08", "rules")).toBeUndefined();
    expect(follow(steps, "706.9", "2011-09-30", "2009-07-08", "rules")).toBe("706.8");
    expect(follow(steps, "503", "2007-10-01", "2011-09-30", "sections")).toBe("706");
  });

  it("gives a rule's id in every release", () => {
    expect(lineage(steps, "706.7a", "2009-07-08")).toEqual(["503.8", "706.7a", "706.7a"]);
    expect(lineage(steps, "706.8", "2011-09-30")).toEqual([undefined, undefined, "706.8"]);
  });
});

describe("the board at each checkpoint", () => {
  const snapshot = (power: number, tapped = false) =>
    ({ name: { en: "Clone" }, manaCost: "{3}{U}", colors: ["blue"], types: ["creature"], subtypes: [], supertypes: [], power, toughness: power,
      abilities: [], controller: "alice", zone: "battlefield", status: { tapped, faceDown: false, flipped: false }, counters: {}, damage: 0 }) as unknown as ObjectSnapshot;
  const look = (alias: string, s: ObjectSnapshot) => ({ alias, name: alias, summary: "", snapshot: s });

  it("starts a checkpoint when an object is looked at again, and says what changed", () => {
    const board = boardCheckpoints([look("clone", snapshot(0)), look("staff", snapshot(0)), look("clone", snapshot(5, true))]);
    expect(board.map((c) => c.map((o) => o.alias))).toEqual([["clone", "staff"], ["clone"]]);
    expect(board[0]![0]!.changed).toEqual([]);
    expect(board[1]![0]!.changed).toEqual(["pt", "status"]);
  });
});
