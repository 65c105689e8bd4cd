// A section's checks page, in parts: the engine's run of each example (narration, board, layer trace) weighs a few
// kilobytes, and a long section (613 has 40 examples) would make a page of 170 KB. The examples go, in the order
// of the section, into parts of a bounded weight (weighed-parts.ts): the first at /checks/, the next at /checks/2/…
// An example's panel links to its part (checkHref), so the rules page's script fetches that part only.

import type { ExampleId } from "../../kb/ids.ts";
import { projectAnchor, sectionChecks, type ExampleView } from "./example-results.ts";
import type { SectionPage } from "./knowledge-base.ts";
import { checkAnchor, checksPath, exampleAnchor } from "./paths.ts";
import { plainText } from "../../engine/messages/catalogue.ts";
import { kept } from "./dataset.ts";
import { inParts, partPath } from "./weighed-parts.ts";

export interface CheckEntry {
  id: ExampleId;
  /** The example's anchor on the rules page ("613.8-ex1", "613.6-p10"). */
  anchor: string;
  view: ExampleView;
}

/** The markup an entry makes, roughly (measured on 613's checks page, December 2026): per line, card and step. */
function weight(view: ExampleView): number {
  const narration = view.narration.reduce((n, line) => n + 60 + 1.2 * plainText(line).length, 0);
  const cards = view.board.reduce((n, checkpoint) => n + 120 + 560 * checkpoint.length, 0);
  const steps = view.traces.reduce((n, trace) => n + 200 + 180 * trace.steps.length, 0);
  return 700 + narration + cards + steps;
}

/** The examples of a section page the engine ran and narrated, official then the project's, each rule in order. */
function checkEntries(page: SectionPage): CheckEntry[] {
  const checks = sectionChecks(page);
  return [
    ...page.section.rules.flatMap((rule) => rule.examples.map((example) => ({ id: example.id, anchor: exampleAnchor(example), view: checks.official.get(example.id)! }))),
    ...checks.project.map((example) => ({ id: example.id, anchor: projectAnchor(example.id), view: example.view })),
  ].filter((entry) => entry.view.narration.length > 0 || entry.view.traces.length > 0);
}

/**
 * The parts of a section's checks page, in order; a section without a narrated example has one empty part. Made once
 * a page (each example block of the rules page asks for its own).
 */
export function checksParts(page: SectionPage): CheckEntry[][] {
  const made = kept("checks parts", () => new Map<string, CheckEntry[][]>());
  const key = `${page.lang} ${page.version} ${page.section.section}`;
  if (!made.has(key)) made.set(key, inParts(checkEntries(page), (entry) => weight(entry.view)));
  return made.get(key)!;
}

/** The part of the checks page that has the run of the example at `anchor`, at that run; undefined if none has it. */
export function checksPartHref(page: SectionPage, anchor: string): string | undefined {
  const n = checksParts(page).findIndex((part) => part.some((entry) => entry.anchor === anchor)) + 1;
  return n > 0 ? `${partPath(checksPath(page.lang, page.version, page.section.section), n)}#${checkAnchor(anchor)}` : undefined;
}

/** Where an example's run is read: its part of the checks page, at the example (the rules page's panel links there). */
export function checkHref(page: SectionPage, anchor: string): string {
  return checksPartHref(page, anchor) ?? `${checksPath(page.lang, page.version, page.section.section)}#${checkAnchor(anchor)}`;
}
