// The glossary as the site uses it: French terms the French texts print, and the terms of a section's text linked
// once each, to the entry of the release's glossary.

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { FRENCH_TERMS } from "../../src/site/lib/french-terms.ts";
import { READER_TERMS } from "../../src/site/archive/search-terms.ts";
import { archiveReleases } from "../../src/site/lib/archive-releases.ts";
import { firstTermOccurrences, glossary, termAnchor, termLinks } from "../../src/site/lib/glossary.ts";
import { findKbSection, knowledgeBase, siteVersions } from "../../src/site/lib/knowledge-base.ts";
import type { KbSection } from "../../src/kb/model.ts";
import { segmentOfficialText } from "../../src/site/lib/official-text.ts";

function section(version: string, lang: "en" | "fr", number: string): KbSection {
  const found = findKbSection(version, lang, number);
  if (!found) throw new Error(`no ${lang} ${number} in ${version}`);
  return found;
}

/** Each linked term of a section as "text id: words → anchor". */
function linked(kb: KbSection): string[] {
  const texts = new Map(kb.rules.flatMap((r) => [[r.id, r.text] as const, ...r.examples.map((e) => [e.id, e.text] as const)]));
  return [...firstTermOccurrences(kb)].flatMap(([id, matches]) => matches.map((m) => `${id}: ${texts.get(id)!.slice(m.start, m.end)} → ${m.anchor}`));
}

describe("French terms", () => {
  it("each is printed by the project's French rules, for a term of the English glossary of a release it has", () => {
    const frenchText = knowledgeBase()
      .sections.filter((s) => s.lang === "fr")
      .flatMap((s) => s.rules.flatMap((r) => [r.text, ...r.examples.map((e) => e.text)]))
      .join("\n")
      .toLowerCase();
    const englishTerms = new Set(siteVersions().flatMap((v) => glossary(v).map((e) => e.term)));
    // Printed as given, or in the plural ("effets de changement de texte").
    const printed = (term: string) => new RegExp(term.toLowerCase().split(" ").map((word) => `${word}[sx]?`).join(" "), "u").test(frenchText);
    expect(FRENCH_TERMS.filter((t) => !printed(t.fr)).map((t) => t.fr)).toEqual([]);
    expect(FRENCH_TERMS.filter((t) => !englishTerms.has(t.en)).map((t) => t.en)).toEqual([]);
  });

  it("the names readers search with are printed where they say, or say why not, each for a term of some release", () => {
    for (const term of READER_TERMS) {
      if (term.printedIn) expect(readFileSync(term.printedIn, "utf8").toLowerCase(), term.fr).toContain(term.fr.toLowerCase());
      else expect(term.why, term.fr).toBeTruthy();
    }
    const wanted = new Set(READER_TERMS.map((term) => term.en));
    for (const { version } of archiveReleases()) {
      for (const entry of glossary(version)) wanted.delete(entry.term);
      if (wanted.size === 0) break;
    }
    expect([...wanted]).toEqual([]);
  });

  it("the glossary entries carry them", () => {
    const entry = glossary("2011-02-04").find((e) => e.term === "Timestamp Order")!;
    expect(entry).toMatchObject({ anchor: "timestamp-order", french: "ordre du timestamp" });
    expect(entry.sections).toEqual(new Set(["613"]));
  });
});

describe("terms in rule text", () => {
  it("anchors are the English term's, in both languages", () => {
    expect(termAnchor("Copiable Values")).toBe("copiable-values");
    expect(termAnchor("Active Player, Nonactive Player Order")).toBe("active-player-nonactive-player-order");
    expect(termAnchor("Banding, “Bands with Other”")).toBe("banding-bands-with-other");
  });

  it("613 links timestamp order, dependency and layers, in English and in French, each once", () => {
    const english = linked(section("2011-02-04", "en", "613"));
    expect(english).toContain("613.1: layers → layer");
    expect(english.filter((l) => l.endsWith("→ timestamp-order"))).toHaveLength(1);
    expect(english.filter((l) => l.endsWith("→ dependency"))).toHaveLength(1);
    const french = linked(section("2011-02-04", "fr", "613"));
    expect(french).toContain("613.1: couches → layer");
    expect(french).toContain("613.2: ordre du timestamp → timestamp-order");
    expect(french).toContain("613.2: dépendance → dependency");
    const anchors = french.map((l) => l.slice(l.indexOf("→")));
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it("706 links copiable values and terms of several words, but a single word only where the glossary sends it", () => {
    const english = linked(section("2011-02-04", "en", "706"));
    expect(english).toContain("706.2: copiable values → copiable-values");
    expect(english).toContain("706.1: copy → copy");
    expect(english).toContain("706.2: text-changing effects → text-changing-effect");
    // "Instead" (614), "status" (110) and "search" (701) are glossary terms too: everyday words outside their section.
    expect(english.filter((l) => /→ (instead|status|search)$/u.test(l))).toEqual([]);
    expect(linked(section("2011-02-04", "fr", "706"))).toContain("706.2: valeurs copiables → copiable-values");
  });

  it("become links to the glossary page of the page's language, after cross-references and marked passages", () => {
    const kb = section("2011-02-04", "fr", "706");
    const rule = kb.rules.find((r) => r.id === "706.2")!;
    const segments = segmentOfficialText(rule.text, rule.references, rule.annotations, { lang: "fr", version: "2011-02-04" }, termLinks(kb, "706.2", "fr"));
    expect(segments).toContainEqual({ text: "valeurs copiables", href: "/fr/2011-02-04/glossary/c/#copiable-values" });
    const overlapping = segmentOfficialText("see rule 706.2", [{ kind: "rule", text: "rule 706.2", targets: ["706.2"], offset: 4 }], [], { lang: "en", version: "2011-02-04" }, [
      { start: 4, end: 8, href: "/en/2011-02-04/glossary/r/#rule" },
    ]);
    expect(overlapping.map((s) => s.href)).toEqual([undefined, "/en/2011-02-04/706/#706.2"]);
  });
});
