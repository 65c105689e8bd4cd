// Unit tests of the site's data helpers (no build, no browser).

import { describe, expect, it } from "vitest";
import { annotationLang, renderAnnotationMarkdown } from "../../src/site/lib/annotation-markdown.ts";
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
import { releaseTarget } from "../../src/site/archive/switch.ts";
import { ruleHits, ruleNumberOf } from "../../src/site/archive/rule-search.ts";
import type { ArchiveRelease } from "../../src/site/archive/export.ts";
import type { ArchiveStep } from "../../src/site/archive/export.ts";
import { boardCheckpoints, cardFace, frameOf } from "../../src/site/lib/board.ts";
import type { ObjectSnapshot } from "../../src/engine/narration.ts";
import type { ScenarioFailure } from "../../src/scenarios/run.ts";
import { failureWords } from "../../src/site/lib/outcomes.ts";
import { engineData } from "../../src/site/lib/example-results.ts";

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

  it("sets French notes in French typography, in their text only (not in code or link targets)", () => {
    const html = renderAnnotationMarkdown("Coquille : « peur » pour « peut » ; voir [706.2](/fr/2011-02-04/706/#706.2) et `a : b`", "fr");
    expect(html).toContain("Coquille\u00a0: «\u00a0peur\u00a0» pour «\u00a0peut\u00a0»\u00a0; voir");
    expect(html).toContain('href="/fr/2011-02-04/706/#706.2"');
    expect(html).toContain("<code>a : b</code>");
    expect(renderAnnotationMarkdown("Misprint: x", "en")).toBe("<p>Misprint: x</p>");
  });

  it("reads a note in its file's language unless it says another ({lang=en})", () => {
    expect(annotationLang(annotation("note", "x"), "fr")).toBe("fr");
    expect(annotationLang({ ...annotation("note", "x"), attributes: { lang: "en" } }, "fr")).toBe("en");
    expect(annotationLang({ ...annotation("note", "x"), attributes: { lang: "de" } }, "en")).toBe("en");
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

describe("the release switch", () => {
  // As M10 did: 418.5 (a rule with subrules) became section 612; 418.5a was split, its main part 612.4, its layers
  // list 612.1a; 418.5b moved to 612.5; in the step after, 612 became 613 and 612.9 + 612.10 merged into 613.9.
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
      rules: { renamed: { "612.1a": "613.1a", "612.4": "613.4", "612.5": "613.5", "612.9": "613.9" }, removed: [], added: [], mergedInto: { "612.10": "613.9" } },
      sections: { renamed: { "612": "613" }, removed: [], added: ["612"] },
    },
  ];
  const request = { lang: "en" as const, from: "2016-01-16", fromLabel: "2016-01-16 (OGW)", section: "613", annotated: () => false, partsIn: () => [] };

  it("follows a split and a merge both ways", () => {
    expect(follow(steps, "613.1a", "2016-01-16", "2009-05-01", "rules")).toBe("418.5a");
    expect(follow(steps, "418.5a", "2009-05-01", "2016-01-16", "rules")).toBe("613.4");
    expect(follow(steps, "612.10", "2009-07-08", "2016-01-16", "rules")).toBe("613.9");
  });

  it("lands on the counterpart of the rule read, in its section's page", () => {
    expect(releaseTarget(steps, { ...request, anchor: "613.1a", to: "2009-05-01" })).toBe("/en/2009-05-01/cr/418/#418.5a");
    expect(releaseTarget(steps, { ...request, anchor: "613.5-ex1", to: "2009-05-01" })).toBe("/en/2009-05-01/cr/418/#418.5b-ex1");
  });

  it("lands in the part of a long section that holds the counterpart", () => {
    const partsIn = (section: string) => (section === "418" ? ["418.3", "418.5"] : []);
    expect(releaseTarget(steps, { ...request, partsIn, anchor: "613.1a", to: "2009-05-01" })).toBe("/en/2009-05-01/cr/418/3/#418.5a");
    // A section that became one rule opens at that rule, in its part too.
    expect(releaseTarget(steps, { ...request, partsIn, anchor: "", to: "2009-05-01" })).toBe("/en/2009-05-01/cr/418/3/#418.5");
  });

  it("opens a section that was a rule at that rule, and the annotated page where the knowledge base has one", () => {
    expect(releaseTarget(steps, { ...request, anchor: "", to: "2009-05-01" })).toBe("/en/2009-05-01/cr/418/#418.5");
    expect(releaseTarget(steps, { ...request, lang: "fr", anchor: "613.4", to: "2009-07-08", annotated: (v, s) => v === "2009-07-08" && s === "612" })).toBe(
      "/fr/2009-07-08/612/#612.4",
    );
  });

  it("lands a rule number searched for on the newest release, the same rule in older releases after it by its number there", () => {
    expect(ruleNumberOf(" 613.1A. ")).toBe("613.1a");
    expect(ruleNumberOf("layer 7b")).toBeUndefined();
    const newest = { version: "2016-01-16", sections: [{ number: "613", title: "", hash: "", ids: "613 613.1a 613.4" }] } as unknown as ArchiveRelease;
    expect(ruleHits(steps, newest, "613.1a")).toEqual({
      current: "613.1a",
      older: [
        { id: "612.1a", first: "2009-07-08", last: "2009-07-08", releases: 1 },
        { id: "418.5a", first: "2009-05-01", last: "2009-05-01", releases: 1 },
      ],
    });
    expect(ruleHits(steps, newest, "613.9")).toEqual({ older: [] });
  });

  it("says where it falls back: a rule without counterpart opens its section's top, a section without one the contents", () => {
    const added: ArchiveStep[] = [{ ...steps[1]!, rules: { renamed: {}, removed: [], added: ["613.10"] } }];
    expect(releaseTarget(added, { ...request, anchor: "613.10", to: "2009-07-08" })).toBe("/en/2009-07-08/cr/612/?missing=613.10&of=2016-01-16%20(OGW)");
    const gone: ArchiveStep[] = [{ ...steps[1]!, sections: { renamed: {}, removed: [], added: ["613"] } }];
    expect(releaseTarget(gone, { ...request, anchor: "", to: "2009-07-08" })).toBe("/en/2009-07-08/?missing=613&of=2016-01-16%20(OGW)");
  });
});

describe("the board at each checkpoint", () => {
  const snapshot = (power: number, tapped = false) =>
    ({ name: { en: "Clone" }, manaCost: "{3}{U}", colors: ["blue"], types: ["creature"], subtypes: [], supertypes: [], power, toughness: power,
      abilities: [], controller: "alice", zone: "battlefield", status: { tapped, faceDown: false, flipped: false }, counters: {}, damage: 0 }) as unknown as ObjectSnapshot;
  const look = (alias: string, s: ObjectSnapshot) => ({ alias, name: alias, summary: "", snapshot: s, controller: "Alice" });

  it("starts a checkpoint when an object is looked at again, and says what changed", () => {
    const board = boardCheckpoints([look("clone", snapshot(0)), look("staff", snapshot(0)), look("clone", snapshot(5, true))]);
    expect(board.map((c) => c.map((o) => o.alias))).toEqual([["clone", "staff"], ["clone"]]);
    expect(board[0]![0]!.changed).toEqual([]);
    expect(board[1]![0]!.changed).toEqual(["pt", "status"]);
  });

  it("prints each object as a card: name, type line, keywords and counters in the page's language, a frame by colour", () => {
    const ogre = {
      ...snapshot(2),
      name: { en: "Gray Ogre", fr: "Ogre gris" },
      colors: ["red"],
      types: ["artifact", "creature"],
      subtypes: ["Ogre"],
      supertypes: ["legendary"],
      abilities: ["flying", "animate"],
      counters: { "+1/+1": 2, "-1/-1": 0 },
    } as unknown as ObjectSnapshot;
    expect(cardFace(ogre, "en")).toEqual({
      name: "Gray Ogre",
      typeLine: [{ text: "Legendary Artifact Creature — " }, { text: "Ogre" }],
      abilities: ["Flying", "1\u00a0other ability"],
      counters: ["2 +1/+1 counters"],
    });
    const french = cardFace(ogre, "fr");
    expect(french.name).toBe("Ogre gris");
    expect(french.typeLine.map((p) => p.text).join("")).toBe("Créature-artefact légendaire — Ogre");
    expect(french.abilities).toEqual(["Vol", "1\u00a0autre capacité"]);
    expect(french.counters).toEqual(["2\u00a0marqueurs +1/+1"]);
    expect(frameOf(ogre)).toBe("red");
    expect(frameOf({ ...ogre, colors: ["red", "green"] } as unknown as ObjectSnapshot)).toBe("gold");
    expect(frameOf({ ...ogre, colors: [] } as unknown as ObjectSnapshot)).toBe("artifact");
    expect(frameOf({ ...ogre, colors: [], types: ["land"] } as unknown as ObjectSnapshot)).toBe("land");
    // A face-down creature has no name among its characteristics (708.2 / 504.2).
    expect(cardFace({ ...ogre, name: null } as unknown as ObjectSnapshot, "fr").name).toBe("Un objet sans nom");
  });
});

describe("outcome lines in the page's language", () => {
  const failure = (at: ScenarioFailure["at"], cause: ScenarioFailure["cause"]): ScenarioFailure => ({
    kind: "actionFailed",
    problem: "the runner's English message (src/engine/citations.ts)",
    message: "the runner's English message (src/engine/citations.ts)",
    outcome: "",
    at,
    cause,
  });

  it("says which rule these rules lack as the engine cites it in the nearest release that has it, never a code path", () => {
    // CITATIONS.layerCopy: none in 1999, 418.5e from 2001-07-23.
    const lacking = failure({ action: 2 }, { absent: { citation: "layerCopy" } });
    expect(failureWords(lacking, "1999-11-01", "fr")).toEqual({ text: "action 2\u00a0: les règles du 1999-11-01 n’ont pas la règle que le moteur applique ici (418.5e au 2001-07-23)" });
    expect(failureWords(lacking, "1999-11-01", "en").text).toBe("action 2: the rules of 1999-11-01 do not have the rule the engine applies here (418.5e in 2001-07-23)");
    const variant = failure({ setup: true }, { absent: { variant: "twoHeadedGiant", rule: "100.1" } });
    expect(failureWords(variant, "2003-07-01", "fr").text).toBe("mise en place de la partie\u00a0: les règles du 2003-07-01 n’ont pas de variante Troll à deux têtes (100.1)");
  });

  it("words a refusal with its rule, an allowed action, and a value found in French", () => {
    const refused = failure({ action: 7 }, { refused: { reason: "stackEmpty" }, rule: "413.1" });
    expect(failureWords(refused, "2003-07-01", "fr").text).toMatch(/^action 7\u00a0: .+ \(413\.1\)$/u);
    expect(failureWords(refused, "2003-07-01", "fr").lang).toBeUndefined();
    expect(failureWords(failure({ action: 9 }, { allowed: "601.2c" }), "2011-02-04", "fr").text).toBe(
      "action 9\u00a0: l’action a été permise, alors que le scénario attend un refus selon la règle 601.2c",
    );
    const mismatch = failure({ subject: "lion" }, { field: "base power", expected: 2, got: "not separate from modifications under these rules" });
    expect(failureWords(mismatch, "2003-07-01", "fr").text).toBe("lion\u00a0: force de base\u00a0: attendu 2, obtenu «\u00a0non distinctes des modifications selon ces règles\u00a0»");
    expect(failureWords(failure({ subject: "team a" }, { field: "lost", expected: false, got: true }), "2003-07-01", "fr").text).toBe("team a\u00a0: a perdu\u00a0: attendu non, obtenu oui");
    expect(failureWords(mismatch, "2003-07-01", "en").text).toBe('lion: base power: expected 2, got "not separate from modifications under these rules"');
  });

  it("keeps a message it cannot word in French in English, and says so", () => {
    expect(failureWords(failure({ action: 1 }, { message: "something else" }), "2003-07-01", "fr").lang).toBe("en");
  });
});

describe("the build's one dataset", () => {
  it("runs each scenario once per release: the English and French pages of an example read the same run", () => {
    const clone = [...engineData().official.values()].filter((r) => r.id === "706.2#1" && r.version === "2011-02-04").sort((a, b) => a.lang.localeCompare(b.lang));
    expect(clone.map((r) => [r.lang, r.status])).toEqual([["en", "pass"], ["fr", "pass"]]);
    expect(clone[0]!.run).toBeDefined();
    expect(clone[1]!.run).toBe(clone[0]!.run);
  });
});
