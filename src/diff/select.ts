// `--section`: the part of a diff about one section. "706" means section 706 on both sides; "503:706" means 503
// of the older version and 706 of the newer, for a section that was renumbered. A change belongs to the selection
// when its older entry is in the first section or its newer entry in the second, so rules moving in or out of the
// section are shown too.

import type { RuleChange, VersionDiff } from "./changes.ts";
import { UnknownSectionError } from "./errors.ts";

export interface SectionSelection {
  from: string;
  to: string;
}

const SECTION_SPEC = /^(\d{3})(?::(\d{3}))?$/u;

/** Reads a `--section` value against a diff; a section missing on one side is an error naming its counterpart. */
export function selectSection(diff: VersionDiff, spec: string): SectionSelection {
  const m = SECTION_SPEC.exec(spec.trim());
  if (!m) throw new UnknownSectionError(`--section '${spec}': expected a section number (706) or two (503:706)`);
  const [from, to] = [m[1], m[2] ?? m[1]];
  const problems: string[] = [];
  if (!diff.from.sections.includes(from)) problems.push(missing(diff, from, "from"));
  if (!diff.to.sections.includes(to)) problems.push(missing(diff, to, "to"));
  if (problems.length > 0) throw new UnknownSectionError(problems.join("\n"));
  return { from, to };
}

function missing(diff: VersionDiff, section: string, side: "from" | "to"): string {
  const text = side === "from" ? diff.from : diff.to;
  const other = side === "from" ? diff.to : diff.from;
  const where = `section ${section} is not in ${text.label} (sections ${text.sections[0]}–${text.sections.at(-1)})`;
  const heading = other.entries.find((e) => e.heading && e.id === section);
  const change = heading && (side === "from" ? diff.ofTo[heading.index] : diff.ofFrom[heading.index]);
  const counterpart = change && (side === "from" ? change.from : change.to);
  if (!counterpart) return where;
  const spec = side === "from" ? `${counterpart.section}:${section}` : `${section}:${counterpart.section}`;
  const what = counterpart.heading ? `section ${counterpart.id}` : `rule ${counterpart.id} (section ${counterpart.section})`;
  return `${where}; in ${text.label}, section ${section} of ${other.label} is ${what}: try --section ${spec}`;
}

export function inSelection(change: RuleChange, selection: SectionSelection): boolean {
  return (change.parts ?? [change]).some((c) => c.from?.section === selection.from || c.to?.section === selection.to);
}
