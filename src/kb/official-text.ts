// How official text is printed in a rules file: the one rendering the importer writes and the parser accepts.
// Characters Markdown (CommonMark + GFM + directives) would read as syntax are backslash-escaped, nothing else is
// touched; so the text Markdown gives back is the official text, and any other Markdown in it is an error.

/** Escapes characters that Markdown (CommonMark + GFM + directives) would read as syntax. */
export function escapeMarkdown(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map(escapeLine)
    .join("\n");
}

/** GFM reads "www.…" and "http…" as links and keeps backslashes inside them, so URLs are left as they are. */
const URL_START = /https?:\/\/|www\./u;

function escapeInline(token: string): string {
  const url = URL_START.exec(token);
  if (url) return escapeText(token.slice(0, url.index)) + token.slice(url.index);
  return escapeText(token);
}

function escapeText(text: string): string {
  return text
    .replace(/[\\`*_[\]<~|]/gu, "\\$&")
    .replace(/&(?=#?\w+;)/gu, "\\&")
    .replace(/:(?=[\p{L}\p{N}])/gu, "\\:");
}

function escapeLine(line: string): string {
  return line
    .split(/(\s+)/u)
    .map(escapeInline)
    .join("")
    .replace(/^([#>+=-])/u, "\\$1")
    .replace(/^(\d+)([.)])(?=\s|$)/u, "$1\\$2");
}

/** The CR prints "706.2." with a period and "706.2a" without; the French texts follow the same convention. */
function printedPeriod(id: string): string {
  return /[a-z]$/u.test(id) ? "" : ".";
}

/** A rule paragraph: its number as printed, its period where the CR prints one, one space, the escaped text. */
export function ruleLine(printedId: string, text: string): string {
  return `${printedId}${printedPeriod(printedId)} ${escapeMarkdown(text)}`.trimEnd();
}

/** The section heading: "# 706. Copying Objects". */
export function headingLine(section: string, title: string): string {
  return `# ${section}. ${escapeMarkdown(title)}`;
}
