// The search page's parts that are plain data: what a rule number reads (src/site/archive/rule-hits.ts, written at
// build time, a few KB a rule, each hit landing where the release switch would) and how a result is shown
// (src/site/lib/search-client.ts). The page itself is driven in Chromium by site.test.ts ("search").
import { describe, expect, it } from "vitest";
import { ruleHitDocuments } from "../../src/site/archive/rule-hits.ts";
import { ruleHitFile } from "../../src/site/archive/rule-search.ts";
import { excerptHtml, resultView } from "../../src/site/lib/search-client.ts";
import { schemaOf, schemaOfPath } from "../../src/site/lib/api-schema.ts";
import type { ArchiveRelease, ArchiveSectionText, ArchiveStep } from "../../src/site/archive/export.ts";

// As M10 did (test/site/lib.test.ts, "the release switch"): 418.5 became section 612, 418.5a split into 612.4 and
// 612.1a; then 612 became 613.
const steps: ArchiveStep[] = [
  {
    from: "2009-05-01",
    to: "2009-07-08",
    rules: { renamed: { "418.5a": "612.4", "418.5b": "612.5" }, removed: [], added: [], splitFrom: { "612.1a": "418.5a" } },
    sections: { renamed: { "418.5": "612" }, removed: [], added: [] },
  },
  {
    from: "2009-07-08",
    to: "2016-01-16",
    rules: { renamed: { "612.1a": "613.1a", "612.4": "613.4", "612.5": "613.5" }, removed: [], added: ["613.9"] },
    sections: { renamed: { "612": "613" }, removed: [], added: [] },
  },
];

const release = (version: string, setCode: string, sections: ArchiveRelease["sections"]): ArchiveRelease => ({
  version,
  setCode,
  label: `${version} (${setCode})`,
  file: "",
  chapters: {},
  sections,
});

const longText = "Within each layer, apply effects in timestamp order. ".repeat(10);
const sections = new Map<string, ArchiveSectionText>([
  [
    "h613",
    {
      number: "613",
      title: "Interaction of Continuous Effects",
      rules: [
        { id: "613.1a", text: "Layer 1: Copy effects are applied.", examples: [] },
        { id: "613.4", text: longText, examples: [] },
        { id: "613.9", text: "A new rule.", examples: [] },
      ],
    },
  ],
]);

const archive = {
  steps,
  sections,
  releases: [
    // 418 read in parts: 418.5 and its subrules on the third.
    release("2009-05-01", "CON", [{ number: "418", title: "Layers", hash: "h418", ids: "418.5 418.5a 418.5b", parts: ["418.3", "418.5"] }]),
    release("2009-07-08", "M10", [{ number: "612", title: "Interaction", hash: "h612", ids: "612.1a 612.4 612.5" }]),
    release("2016-01-16", "OGW", [{ number: "613", title: "Interaction of Continuous Effects", hash: "h613", ids: "613.1a 613.4 613.9" }]),
  ],
};

describe("the rule-number search's data", () => {
  it("puts a rule in the document of its numbered rule, a section in its own", () => {
    expect(ruleHitFile("702.19b")).toBe("702.19");
    expect(ruleHitFile("702.19")).toBe("702.19");
    expect(ruleHitFile("702")).toBe("702");
  });

  it("lists the newest release's rules, each with its page, the start of its text and its numbers in older releases", () => {
    const { index, files } = ruleHitDocuments(archive, { "2009-07-08": ["612"] });
    expect(index).toEqual({ release: "2016-01-16 (OGW)", files: ["613", "613.1", "613.4", "613.9"] });
    expect(files.get("613.1")).toEqual({
      "613.1a": {
        page: "/2016-01-16/cr/613/#613.1a",
        text: "Layer 1: Copy effects are applied.",
        older: [
          // An annotated page where the knowledge base has the section; the part of a long section that holds the rule.
          { id: "612.1a", first: "2009-07-08 (M10)", last: "2009-07-08 (M10)", releases: 1, page: "/2009-07-08/612/#612.1a" },
          { id: "418.5a", first: "2009-05-01 (CON)", last: "2009-05-01 (CON)", releases: 1, page: "/2009-05-01/cr/418/3/#418.5a" },
        ],
      },
    });
    const long = files.get("613.4")!["613.4"]!;
    expect(long.text).toBe(`${longText.slice(0, 240)}…`);
    expect(long.older.map((s) => s.id)).toEqual(["612.4", "418.5a"]);
    // A rule added in the newest release has no older numbers; the section itself opens the section.
    expect(files.get("613.9")!["613.9"]!.older).toEqual([]);
    expect(files.get("613")).toEqual({ "613": { page: "/2016-01-16/cr/613/", text: "Interaction of Continuous Effects", older: [] } });
  });

  it("writes documents that follow their published schemas (/api/schema.json)", () => {
    const { index, files } = ruleHitDocuments(archive, {});
    expect(schemaOfPath("/data/archive/rule-hits/index.json")).toBe("archiveRuleHitIndex");
    expect(schemaOfPath("/data/archive/rule-hits/613.1.json")).toBe("archiveRuleHits");
    expect(schemaOf("archiveRuleHitIndex").safeParse(index).success).toBe(true);
    for (const rules of files.values()) expect(schemaOf("archiveRuleHits").safeParse({ rules }).success).toBe(true);
    // The check can fail: a page with its language is not one of these.
    expect(schemaOf("archiveRuleHits").safeParse({ rules: { "613.9": { page: "en/2016-01-16/cr/613/", text: "", older: [] } } }).success).toBe(false);
  });
});

describe("a search result as the page shows it", () => {
  const sub = (url: string, title: string, locations: number) => ({ url, title, excerpt: `… <mark>${title}</mark> …`, locations: Array.from({ length: locations }, (_, i) => i) });

  it("names the kind of page and its release after the title, and drops the page's own heading from its sections", () => {
    const view = resultView({
      url: "/fr/2011-02-04/cr/702/",
      excerpt: "the <mark>page</mark>",
      meta: { title: "702. Keyword Abilities", kind: "texte intégral", release: "2009-07-08 (M10) – 2010-07-16 (M11), 4" },
      sub_results: [sub("/fr/2011-02-04/cr/702/", "702. Keyword Abilities", 1), sub("/fr/2011-02-04/cr/702/#702.19b", "702.19b", 2), sub("/fr/2011-02-04/cr/702/#_top", "top", 5)],
    });
    expect(view).toEqual({
      url: "/fr/2011-02-04/cr/702/",
      title: "702. Keyword Abilities — texte intégral · 2009-07-08 (M10) – 2010-07-16 (M11), 4",
      excerpt: "the <mark>page</mark>",
      sections: [{ url: "/fr/2011-02-04/cr/702/#702.19b", title: "702.19b", excerpt: "… <mark>702.19b</mark> …" }],
    });
  });

  it("shows the three sections with the most matches, in page order, and no page excerpt when the page's top has none", () => {
    const view = resultView({
      url: "/en/2011-02-04/706/",
      excerpt: "page",
      meta: { title: "706. Copying Objects", release: "2011-02-04 (MBS)" },
      sub_results: [sub("/a#1", "1", 1), sub("/a#2", "2", 4), sub("/a#3", "3", 2), sub("/a#4", "4", 3)],
    });
    expect(view.title).toBe("706. Copying Objects — 2011-02-04 (MBS)");
    expect(view.excerpt).toBeUndefined();
    expect(view.sections.map((s) => s.title)).toEqual(["2", "3", "4"]);
  });

  it("keeps Pagefind's marks and nothing else of an excerpt as markup", () => {
    // As Pagefind gives it: the text's < and > as entities (the CR prints "<www.wizards.com>"), its & as it is.
    expect(excerptHtml("found at &lt;www.wizards.com&gt; & <mark>Trample</mark>")).toBe("found at &lt;www.wizards.com&gt; &amp; <mark>Trample</mark>");
    // Markup that is not a mark, however it came, is text.
    expect(excerptHtml('<mark>Trample</mark> <img src=x onerror="alert(1)">')).toBe("<mark>Trample</mark> &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
