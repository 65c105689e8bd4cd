// Unit tests of the site's data helpers (no build, no browser).

import { describe, expect, it } from "vitest";
import { renderAnnotationMarkdown } from "../../src/site/lib/annotation-markdown.ts";
import { carryAnchor, decodeCarry, encodeCarry, nearestExistingAnchor } from "../../src/site/lib/anchors.ts";
import { equivalentSection, versionLink } from "../../src/site/lib/version-switch.ts";
import { referenceHref, segmentOfficialText } from "../../src/site/lib/official-text.ts";
import { exampleAnchor, translatedPath } from "../../src/site/lib/paths.ts";
import { parseReferences } from "../../src/kb/references.ts";
import type { KbAnnotation } from "../../src/kb/model.ts";

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

  it("carries an anchor to a renumbered section and rule", () => {
    const carry = { from: "503", to: "706", ids: { "503.8": "706.7a" } };
    expect(carryAnchor("503.2a-ex1", carry)).toBe("706.2a-ex1");
    expect(carryAnchor("503.8-ex2", carry)).toBe("706.7a-ex2");
    expect(carryAnchor("706.2", undefined)).toBe("706.2");
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
