// The site shows one status for an example wherever it prints it (issue 26, item 5): the annotated pages
// (site/lib/example-results.ts) and the archive's pages (site/archive/pages.ts) both show the census's status of that
// instance (diff/archive-examples.ts, what `rules coverage` counts) — checked on a seeded sample of each.
import { describe, expect, it } from "vitest";
import { census, statusKey } from "../../src/diff/archive-examples.ts";
import { fingerprint } from "../../src/kb/fingerprint.ts";
import type { ExampleResult } from "../../src/scenarios/results.ts";
import { exampleChecks, examplePanel } from "../../src/site/archive/pages.ts";
import { exampleView } from "../../src/site/lib/example-results.ts";
import { t } from "../../src/site/lib/i18n.ts";
import { knowledgeBase } from "../../src/site/lib/knowledge-base.ts";
import { STATUS_LABELS } from "../../src/site/lib/status.ts";
import { seededSample } from "../seeded-sample.ts";

const sample = <T>(list: readonly T[], n: number) => seededSample(list, n, 5);

const kb = knowledgeBase();
const results = census(kb).filter((r) => r.kind === "official" && r.version);
const inKb = new Set(kb.sections.map((s) => `${s.version}|${s.lang}|${s.section}`));
const annotated = results.filter((r) => inKb.has(`${r.version}|${r.lang}|${r.section}`));
const archived = results.filter((r) => !inKb.has(`${r.version}|${r.lang}|${r.section}`));
const checks = exampleChecks();
const label = (version: string) => ({ version, label: version });
const panel = (r: ExampleResult) => examplePanel("en", label(r.version), r.id.replace("#", "-ex"), fingerprint(r.text), checks);
/** The panel shows the status by its class and its badge. */
function showsStatus(html: string, r: ExampleResult): void {
  expect(html, statusKey(r.version, r.lang, r.id)).toContain(`class="check check-${r.status}"`);
  expect(html, statusKey(r.version, r.lang, r.id)).toContain(`<span class="check-badge">${t("en", STATUS_LABELS[r.status])}</span>`);
}

describe("one status for an example wherever the site prints it", () => {
  it("the annotated pages show the census's status (a sample of 60, both languages)", () => {
    const chosen = [...sample(annotated.filter((r) => r.lang === "en"), 40), ...sample(annotated.filter((r) => r.lang === "fr"), 20)];
    expect(chosen).toHaveLength(60);
    for (const r of chosen) {
      const example = kb.sections.find((s) => s.version === r.version && s.lang === r.lang && s.section === r.section)!.rules.flatMap((rule) => rule.examples).find((e) => e.id === r.id)!;
      expect(exampleView(example, r.version, r.lang, r.lang).status, statusKey(r.version, r.lang, r.id)).toBe(r.status);
    }
  });

  it("the archive's pages show each release's own instance's census status (a sample of 120)", () => {
    const chosen = sample(archived, 120);
    expect(new Set(chosen.map((r) => r.version)).size).toBeGreaterThan(40);
    for (const r of chosen) showsStatus(panel(r), r);
  });

  it("a wording the knowledge base never prints shows its status too, not 'no check'", () => {
    // The 1999–2003 wordings of the copy rules (503) are in no knowledge-base version; the census runs them all.
    const wordings = new Set(kb.sections.flatMap((s) => s.rules.flatMap((rule) => rule.examples.map((e) => fingerprint(e.text)))));
    const archiveOnly = archived.filter((r) => r.status === "pass" && !wordings.has(fingerprint(r.text)));
    expect(archiveOnly.length).toBeGreaterThan(100);
    for (const r of sample(archiveOnly, 10)) {
      showsStatus(panel(r), r);
    }
  });

  it("an example outside the census's rule areas has no check", () => {
    const html = examplePanel("en", label("2011-02-04"), "601.2-ex1", "000000000000", checks);
    expect(html).toContain("archive-no-check");
  });
});
