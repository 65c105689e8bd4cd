// The version switch: the same section in another version, following the 2009 renumbering of the rules
// (Magic 2010 moved "Additional Rules" from 5xx to 7xx and multiplayer from 6xx to 8xx).
//
// A small explicit table for now, section to section; rule ids inside a pair keep their number after the
// section prefix (503.2 ↔ 706.2). The diff module's rule alignment is the better source once it exists.

import type { Lang } from "../../kb/model.ts";
import { fullSection } from "./full-text.ts";
import { hasSection } from "./knowledge-base.ts";
import { contentsPath, fullTextPath, sectionPath } from "./paths.ts";

/** Magic 2010 (effective 2009-07-11) renumbered the Comprehensive Rules. */
const RENUMBERING_DATE = "2009-07-11";

/** [before the renumbering, after it], each checked against the section titles of 2007-10-01 and 2011-02-04. */
const RENUMBERED_SECTIONS: ReadonlyArray<readonly [string, string]> = [
  ["503", "706"], // Copying Objects
  ["504", "707"], // Face-Down Spells and Permanents
  ["505", "708"], // Split Cards
  ["506", "713"], // Subgames
  ["507", "711"], // Controlling Another Player('s Turn)
  ["508", "709"], // Flip Cards
  ["509", "712"], // Ending the Turn
  ["511", "705"], // Flipping a Coin
  ["606", "810"], // Two-Headed Giant Variant
];

const isRenumbered = (version: string) => version >= RENUMBERING_DATE;

/** The number of a section in another version, or undefined when the table does not know it. */
export function equivalentSection(section: string, from: string, to: string): string | undefined {
  if (isRenumbered(from) === isRenumbered(to)) return section;
  const pair = RENUMBERED_SECTIONS.find(([before, after]) => (isRenumbered(from) ? after : before) === section);
  return pair ? (isRenumbered(to) ? pair[1] : pair[0]) : undefined;
}

export interface VersionLink {
  version: string;
  href: string;
  /** The section the link lands on: the page's anchor is carried over with this section prefix. */
  section?: string;
}

/** Where the version switch of a section page leads: annotated page, full text, or that version's contents. */
export function versionLink(lang: Lang, section: string, from: string, to: string): VersionLink {
  const target = equivalentSection(section, from, to);
  if (target && hasSection(to, target)) return { version: to, href: sectionPath(lang, to, target), section: target };
  if (target && fullSection(to, target)) return { version: to, href: fullTextPath(lang, to, target), section: target };
  return { version: to, href: contentsPath(lang, to) };
}
