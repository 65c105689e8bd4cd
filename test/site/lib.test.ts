// Unit tests of the site's data helpers (no build, no browser).

import { describe, expect, it } from "vitest";
import { renderAnnotationMarkdown } from "../../src/site/lib/annotation-markdown.ts";
import { carryAnchor, nearestExistingAnchor } from "../../src/site/lib/anchors.ts";
import { equivalentSection, versionLink } from "../../src/site/lib/version-switch.ts";
import { referenceHref, segmentOfficialText } from "../../src/site/lib/official-text.ts";
import { exampleAnchor, translatedPath } from "../../src/site/lib/paths.ts";
import { fullSection } from "../../src/site/lib/full-text.ts";
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

  it("carries an anchor to a renumbered section", () => {
    expect(carryAnchor("503.2a-ex1", "503", "706")).toBe("706.2a-ex1");
    expect(carryAnchor("706.2", "706", "706")).toBe("706.2");
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
  it("pairs each renumbered section with a section of the same title in 2007-10-01 and 2011-02-04", () => {
    for (const before of ["503", "504", "505", "506", "507", "508", "509", "511", "606"]) {
      const after = equivalentSection(before, "2007-10-01", "2011-02-04")!;
      expect(equivalentSection(after, "2011-02-04", "2007-10-01")).toBe(before);
      const old = fullSection("2007-10-01", before)!.title;
      const current = fullSection("2011-02-04", after)!.title;
      // "Controlling Another Player's Turn" became "Controlling Another Player".
      expect(old.startsWith(current) || current.startsWith(old), `${before} "${old}" ↔ ${after} "${current}"`).toBe(true);
    }
  });

  it("keeps numbers between versions on the same side of the 2009 renumbering", () => {
    expect(equivalentSection("613", "2011-02-04", "2011-09-30")).toBe("613");
    expect(equivalentSection("613", "2011-02-04", "2007-10-01")).toBeUndefined();
  });

  it("leads to the annotated page, else the full text, else the contents", () => {
    expect(versionLink("en", "706", "2011-02-04", "2007-10-01")).toEqual({ version: "2007-10-01", href: "/en/2007-10-01/503/", section: "503" });
    expect(versionLink("fr", "810", "2011-02-04", "2007-10-01")).toEqual({ version: "2007-10-01", href: "/fr/2007-10-01/cr/606/", section: "606" });
    expect(versionLink("en", "613", "2011-02-04", "2007-10-01")).toEqual({ version: "2007-10-01", href: "/en/2007-10-01/" });
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
