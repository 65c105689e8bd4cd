// Text output of `rules diff` and `rules trace` for a terminal: one line per change, then the word diff indented.
// With colour (a TTY), deletions are red and insertions green; without, they are marked [-deleted-]{+inserted+}
// as `git diff --word-diff=plain` does, so the output still reads when piped or saved.

import { countChanges, isReworded, partDiff, wordDiff, type ChangeCounts, type RegroupedPart, type RuleChange, type VersionDiff, type WordDiffPart } from "./changes.ts";
import { collapseRenumberings, runLabel, type RenumberingRun } from "./runs.ts";
import type { Trace } from "./history.ts";
import type { OutsideSection, TranslationLag } from "./knowledge-base.ts";
import type { VersionText } from "./version-text.ts";

export interface Style {
  removed(text: string): string;
  added(text: string): string;
  strong(text: string): string;
  dim(text: string): string;
}

const ansi = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

const COLOR: Style = { removed: ansi(31, 39), added: ansi(32, 39), strong: ansi(1, 22), dim: ansi(2, 22) };
const PLAIN: Style = {
  removed: (t) => `[-${t}-]`,
  added: (t) => `{+${t}+}`,
  strong: (t) => t,
  dim: (t) => t,
};

/** Colour on a terminal (unless NO_COLOR is set), marks otherwise. */
export function terminalStyle(): Style {
  return process.stdout.isTTY && !process.env.NO_COLOR ? COLOR : PLAIN;
}

const INDENT = "    ";

export function renderDiff(diff: VersionDiff, changes: readonly RuleChange[], style: Style, scope?: string): string {
  const counts = countChanges(changes);
  const lines = [
    style.strong(`${diff.from.label} → ${diff.to.label}${scope ? ` (${scope})` : ""}`),
    summary(counts, diff),
  ];
  for (const change of collapseRenumberings(changes.filter((c) => c.kind !== "unchanged"))) {
    if (change.kind === "renumbered") lines.push("", runHeader(change, style));
    else lines.push("", changeHeader(change, style), ...changeBody(change, style));
  }
  return lines.join("\n");
}

function runHeader(run: RenumberingRun, style: Style): string {
  const references = run.changes.filter((c) => c.referencesOnly).length;
  const note = `${run.changes.length} rules renumbered${references > 0 ? `, ${references} with cross-references renumbered` : ""}`;
  return `> ${style.strong(runLabel(run))}  ${style.dim(note)}`;
}

function summary(counts: ChangeCounts, diff: VersionDiff): string {
  const sizes = (text: VersionText) => {
    const sections = text.entries.filter((e) => e.heading).length;
    return `${text.entries.length - sections} rules in ${sections} sections`;
  };
  const references = counts.referencesOnly > 0 ? ` (${counts.referencesOnly} only renumber cross-references)` : "";
  return (
    `${counts.unchanged} unchanged, ${counts.edited} edited, ${counts.moved} moved${references}, ` +
    `${counts.added} added, ${counts.removed} removed, ${counts.split} split, ${counts.merged} merged ` +
    `(rules and section headings); ` +
    `${sizes(diff.from)} → ${sizes(diff.to)}`
  );
}

function changeHeader(change: RuleChange, style: Style): string {
  const name = (e: { id: string; heading: boolean }) => (e.heading ? `section ${e.id}` : e.id);
  const notes: string[] = [];
  if (change.kind === "moved") notes.push(isReworded(change) && !change.referencesOnly ? "moved, edited" : "moved");
  else notes.push(change.kind);
  if (change.referencesOnly) notes.push("cross-references renumbered only");
  if (change.similarity !== null && change.similarity < 1) notes.push(`similarity ${change.similarity.toFixed(2)}`);
  if (change.forced) notes.push(`forced: ${change.forced}`);
  const mark = { unchanged: " ", edited: "~", moved: ">", added: "+", removed: "-", split: "<", merged: "^" }[change.kind];
  const ids = change.parts
    ? regroupedIds(change)
    : change.from && change.to && change.from.id !== change.to.id
      ? `${name(change.from)} → ${name(change.to)}`
      : name((change.to ?? change.from)!);
  return `${mark} ${style.strong(ids)}  ${style.dim(notes.join("; "))}`;
}

/** "418.5a → 612.1 + 612.1a + …". */
function regroupedIds(change: RuleChange): string {
  const name = (e: { id: string; heading: boolean }) => (e.heading ? `section ${e.id}` : e.id);
  const parts = change.parts ?? [];
  return `${[...new Set(parts.map((p) => name(p.from)))].join(" + ")} → ${[...new Set(parts.map((p) => name(p.to)))].join(" + ")}`;
}

/** The text of a change; of a split or merge, the parts `shown` (all by default). */
function changeBody(change: RuleChange, style: Style, shown: (part: RegroupedPart) => boolean = () => true): string[] {
  if (change.kind === "added") return indent(style.added(change.to!.plain));
  if (change.kind === "removed") return indent(style.removed(change.from!.plain));
  const kind = change.kind;
  if (kind === "split" || kind === "merged") {
    // One paragraph per part: which sentences of the whole went to (or came from) which rule.
    return change.parts!.filter(shown).flatMap((part) => {
      const other = kind === "split" ? part.to : part.from;
      return [`${INDENT}${kind === "split" ? "→" : "←"} ${style.strong(other.id)}`, ...indent(styled(partDiff(kind, part), style), 2)];
    });
  }
  if (!isReworded(change)) return [];
  return indent(styled(wordDiff(change), style));
}

function styled(parts: WordDiffPart[], style: Style): string {
  return parts.map((part) => (part.op === "+" ? style.added(part.text) : part.op === "-" ? style.removed(part.text) : part.text)).join("");
}

function indent(text: string, depth = 1): string[] {
  return text.split("\n").map((line) => INDENT.repeat(depth) + line);
}

export function renderOutsideSections(outside: readonly OutsideSection[], diff: VersionDiff): string {
  if (outside.length === 0) return "";
  const describe = (o: OutsideSection) => {
    const other = o.side === "from" ? diff.to : diff.from;
    return o.counterpart === null
      ? `${o.section} (no counterpart in ${other.version})`
      : `${o.section} (${o.counterpart} in ${other.version})`;
  };
  const side = (s: "from" | "to", text: VersionText) => {
    const list = outside.filter((o) => o.side === s).map(describe);
    return list.length > 0 ? `${text.label}: ${list.join(", ")}` : undefined;
  };
  const parts = [side("from", diff.from), side("to", diff.to)].filter((p) => p !== undefined);
  return `Not compared (the other version of the knowledge base does not hold their counterpart): ${parts.join("; ")}`;
}

export function renderLag(lag: TranslationLag, style: Style): string {
  if (lag.follows === null) return `No ${lag.lang} text of the knowledge base for ${lag.version} or any earlier version.`;
  return [
    style.strong(`No ${lag.lang} text for ${lag.version}: the latest ${lag.lang} text follows ${lag.follows}.`),
    `It lags ${lag.releasesBehind} release(s) behind: ${lag.changes.length} rule(s) changed in English since then ` +
      `in the sections it holds (${lag.sections.join(", ")}), ${lag.changedInWholeText} in the whole text.`,
    `See the English changes: rules diff ${lag.follows} ${lag.version} --section <N>`,
    ...lag.changes.map((c) => changeHeader(c, style)),
  ].join("\n");
}

export function renderTrace(trace: Trace, style: Style): string {
  const lines = [style.strong(`${trace.id} (as numbered in ${trace.at}) in ${trace.steps.length} release(s)`)];
  for (const step of trace.steps) {
    const changed = step.change !== "unchanged";
    const note = step.detail?.referencesOnly
      ? `${step.change}, cross-references renumbered only`
      : step.detail?.parts
        ? `${step.change}: ${regroupedIds(step.detail)}`
        : step.change;
    lines.push(`${changed ? "*" : " "} ${step.label.padEnd(15)} ${step.id.padEnd(9)} ${changed ? style.strong(note) : style.dim(note)}`);
    if (!step.detail) lines.push(...indent(step.text));
    else if (step.detail.parts) lines.push(...changeBody(step.detail, style, (part) => part.to.id === step.id));
    else if (isReworded(step.detail)) lines.push(...changeBody(step.detail, style));
  }
  if (trace.removedIn) lines.push(`* ${trace.removedIn.padEnd(15)} ${"".padEnd(9)} ${style.strong("removed")}`);
  return lines.join("\n");
}
